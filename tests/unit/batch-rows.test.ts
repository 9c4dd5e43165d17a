import { describe, expect, it } from 'vitest';
import type { BatchRecord } from '@/lib/batch/batch';
import { batchNotFound, batchRows } from '@/lib/batch/merge-rows';
import { linkColumns, parsePastedUrls } from '@/lib/batch/parse-urls';
import type { ExtractionResponse } from '@/lib/contract';

const record = (urls: string[], origin?: BatchRecord['origin'], states?: BatchRecord['states']): BatchRecord => ({
  id: 'b',
  status: 'running',
  createdAt: 0,
  updatedAt: 0,
  request: { user_prompt: 'x' },
  urls,
  states: states ?? urls.map(() => 'pending'),
  concurrency: 2,
  pauseMs: 0,
  sessionStartedAt: 0,
  finishedAtSessionStart: 0,
  ...(origin ? { origin } : {}),
});

const done = (url: string, result: unknown): ExtractionResponse => ({
  request_id: url,
  status: 'completed',
  website_url: url,
  user_prompt: 'x',
  result,
  error: '',
});
const failed = (url: string, error: string): ExtractionResponse => ({ ...done(url, null), status: 'failed', error });

describe('pasted addresses', () => {
  it('reads one a line, skipping notes and repeats', async () => {
    const parsed = await parsePastedUrls('https://a.test/1\n\nnot a link\nhttps://a.test/2\nhttps://a.test/1\n');
    expect(parsed).toEqual({
      urls: ['https://a.test/1', 'https://a.test/2'],
      skipped: 1,
      duplicates: 1,
      overLimit: 0,
      withPasswords: 0,
    });
  });
  it('takes the CSV column that holds the links, quoting and all', async () => {
    const csv = 'name,link,price\n"Shoe, red",https://a.test/s,3\nHat,https://a.test/h,"1,5"\n';
    expect((await parsePastedUrls(csv)).urls).toEqual(['https://a.test/s', 'https://a.test/h']);
    expect((await parsePastedUrls(csv)).skipped).toBe(1);
  });
  it('finds the columns of a table that are mostly links', () => {
    const rows = [
      { name: 'a', url: 'https://a.test/1', img: 'https://a.test/i.png' },
      { name: 'b', url: 'https://a.test/2', img: '' },
      { name: 'c', url: 'https://a.test/3' },
    ];
    expect(linkColumns(rows)).toEqual(['url']);
  });
});

describe('merged rows', () => {
  it('a plain batch: one row per page, or per record a page listed, each with its source URL', () => {
    const urls = ['https://a.test/1', 'https://a.test/2', 'https://a.test/3', 'https://a.test/4'];
    const rows = batchRows(record(urls, undefined, ['completed', 'completed', 'failed', 'pending']), [
      done(urls[0]!, { name: 'One' }),
      done(urls[1]!, { items: [{ name: 'Two a' }, { name: 'Two b' }] }),
      failed(urls[2]!, 'answered HTTP 404'),
      null,
    ]);
    expect(rows).toEqual([
      { source_url: urls[0], name: 'One' },
      { source_url: urls[1], name: 'Two a' },
      { source_url: urls[1], name: 'Two b' },
      { source_url: urls[2], error: 'answered HTTP 404' },
    ]);
  });
  it('open each link: the linked page’s fields join their row; clashing names are marked', () => {
    const source = [
      { name: 'A', url: 'https://a.test/a' },
      { name: 'B', url: '' },
      { name: 'C', url: 'https://a.test/c' },
    ];
    const origin = { jobId: 'j', listPath: 'items', column: 'url', rows: [0, 2] };
    const rows = batchRows(
      record(['https://a.test/a', 'https://a.test/c'], origin),
      [done('https://a.test/a', { colour: 'red', name: 'A full' }), null],
      source,
    );
    expect(rows).toEqual([
      { name: 'A', url: 'https://a.test/a', colour: 'red', 'linked.name': 'A full' },
      { name: 'B', url: '' },
      { name: 'C', url: 'https://a.test/c' },
    ]);
  });
});

describe('merged rows carry their pages’ checks', () => {
  it('a failed page being retried shows no stale error row', () => {
    const urls = ['https://a.test/1', 'https://a.test/2'];
    const rows = batchRows(record(urls, undefined, ['completed', 'pending']), [
      done(urls[0]!, { name: 'One' }),
      failed(urls[1]!, 'refused'),
    ]);
    expect(rows).toEqual([{ source_url: urls[0], name: 'One' }]);
  });

  it('values a page’s grounding did not find are marked in the merged row they landed in', () => {
    const urls = ['https://a.test/1', 'https://a.test/2'];
    const list = { ...done(urls[1]!, { items: [{ name: 'Two a' }, { name: 'Two b', price: 3 }] }) };
    list.grounding = { checked: 3, found: 2, notFound: ['/items/1/price'], unchecked: [], mode: 'mark' };
    const one = { ...done(urls[0]!, { name: 'One', spec: { upc: '1' } }) };
    one.grounding = { checked: 2, found: 1, notFound: ['/spec/upc'], unchecked: [], mode: 'mark' };
    const marks = batchNotFound(record(urls, undefined, ['completed', 'completed']), [one, list]);
    expect([...marks].sort()).toEqual(['/0/spec/upc', '/2/price']);
  });

  it('open each link: marks follow a renamed column, and the linked fields come right after the first column', () => {
    const source = [{ name: 'A', url: 'https://a.test/a', note: 'n' }];
    const origin = { jobId: 'j', listPath: 'items', column: 'url', rows: [0] };
    const page = { ...done('https://a.test/a', { name: 'A full', price: 2 }) };
    page.grounding = { checked: 2, found: 0, notFound: ['/name', '/price'], unchecked: [], mode: 'mark' };
    const rec = record(['https://a.test/a'], origin, ['completed']);
    expect(Object.keys(batchRows(rec, [page], source)[0]!)).toEqual(['name', 'linked.name', 'price', 'url', 'note']);
    expect([...batchNotFound(rec, [page], source)].sort()).toEqual(['/0/linked/name', '/0/price']);
  });
});
