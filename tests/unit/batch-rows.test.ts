import { describe, expect, it } from 'vitest';
import type { BatchRecord } from '@/lib/batch/batch';
import { batchRows } from '@/lib/batch/merge-rows';
import { linkColumns, parsePastedUrls } from '@/lib/batch/parse-urls';
import type { ExtractionResponse } from '@/lib/contract';

const record = (urls: string[], origin?: BatchRecord['origin']): BatchRecord => ({
  id: 'b',
  status: 'running',
  createdAt: 0,
  updatedAt: 0,
  request: { user_prompt: 'x' },
  urls,
  states: urls.map(() => 'pending'),
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
    expect(parsed).toEqual({ urls: ['https://a.test/1', 'https://a.test/2'], skipped: 1, duplicates: 1, overLimit: 0 });
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
    const rows = batchRows(record(urls), [
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
