import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manifestsIn, readCorpus } from '../../bench/corpus';
import { indexRaw, scorePage } from '../../bench/score';

/** `npm run bench -- --corpus DIR`: both manifest formats, and how their values are counted. */
const dirs: string[] = [];
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'quarry-bench-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const line = (row: Record<string, unknown>): string => `${JSON.stringify(row)}\n`;

describe('bench corpus reader', () => {
  it('reads manifest.jsonl as before: grouped per corpus, values are alternatives', () => {
    const dir = folder({
      'manifest.jsonl': line({ corpus: 'shop', id: 'p1', path: 'shop/p1.html', fields: { sku: ['A1', 'a-1'] } }),
    });
    const groups = readCorpus(dir);
    expect([...groups.keys()]).toEqual(['shop']);
    expect(groups.get('shop')?.[0]).toMatchObject({ id: 'p1', values: 'any', fields: { sku: ['A1', 'a-1'] } });
  });

  it('reads every manifest-*.jsonl, grouped per site, every value counted', () => {
    const dir = folder({
      'manifest-b.jsonl':
        line({ corpus: 'set', site: 'shop-two', id: 'b1', path: 'b/1.html', fields: { author: ['X', 'Y'] } }) +
        line({ corpus: 'set', site: 'shop-one', id: 'b2', path: 'b/2.html', fields: {} }),
      'manifest-a.jsonl': line({ corpus: 'set', site: 'shop-one', id: 'a1', path: 'a/1.html', fields: {} }),
      'notes.jsonl': line({ corpus: 'other', id: 'x', path: 'x.html', fields: {} }),
    });
    expect(manifestsIn(dir).map((file) => file.slice(dir.length + 1))).toEqual([
      'manifest-a.jsonl',
      'manifest-b.jsonl',
    ]);
    const groups = readCorpus(dir);
    expect([...groups.keys()]).toEqual(['shop-one', 'shop-two']);
    expect(groups.get('shop-one')?.map((page) => page.id)).toEqual(['a1', 'b2']);
    expect(groups.get('shop-two')?.[0]?.values).toBe('every');
  });

  it('says what is missing when a folder has no manifest', () => {
    expect(() => readCorpus(folder({ 'notes.jsonl': '' }))).toThrow(/no manifest\.jsonl or manifest-\*\.jsonl/);
  });
});

describe('bench value recall', () => {
  const raw = indexRaw('<p>By Ann Lee and Bo Park</p><p><b>Height:</b> 6\'8"</p><p>TALLOWMERE</p><p>$1,250</p>');

  it('counts a field once when its values are alternatives', () => {
    expect(scorePage({ author: ['Ann Lee', 'Bo Park'] }, raw, 'Ann Lee')).toEqual([
      { field: 'author', findable: 1, found: 1 },
    ]);
  });

  it('counts each value when the page holds several, spellings that differ only in case once', () => {
    expect(scorePage({ author: ['Ann Lee', 'Bo Park'] }, raw, 'Ann Lee', 'every')).toEqual([
      { field: 'author', findable: 1, found: 1 },
      { field: 'author', findable: 1, found: 0 },
    ]);
    expect(scorePage({ maker: ['Tallowmere', 'TALLOWMERE'] }, raw, 'Tallowmere', 'every')).toEqual([
      { field: 'maker', findable: 1, found: 1 },
    ]);
  });

  it('matches a value written with its label without the label, and prices as numbers', () => {
    expect(scorePage({ height: ['Height: 6\'8"'], price: ['MSRP: $1,250'] }, raw, '6\'8" · 1250', 'every')).toEqual([
      { field: 'height', findable: 1, found: 1 },
      { field: 'price', findable: 1, found: 1 },
    ]);
  });
});

describe('recall matches on word boundaries', () => {
  it('does not recall a value inside a longer word or number', async () => {
    const { containsWords } = await import('../../bench/score');
    expect(containsWords('the party starts', 'art')).toBe(false);
    expect(containsWords('modern art, loud', 'art')).toBe(true);
    expect(containsWords('since 2012', '12')).toBe(false);
    expect(containsWords('c++ and more', 'c++')).toBe(true);
  });

  it('asks every page of a corpus the same fixed request', async () => {
    const { fixedFields } = await import('../../bench/fixed-request');
    const page = (fields: Record<string, string[]>) =>
      ({ corpus: 'c', id: '1', file: '', bytes: 0, url: '', fields, values: 'any' }) as const;
    const products = [page({ price: ['1'], sku: ['a'] }), page({ brand: ['b'], gtin: ['1'] })];
    expect(fixedFields(products)).toEqual(fixedFields([products[1]!]));
    expect(fixedFields(products)).toContain('price');
    expect(fixedFields([page({ byline: ['x'] })])).toContain('author');
  });
});

describe('bench lists table (formatListTable)', () => {
  it('gives every pipeline the same columns, and the first pipeline’s tokens over each baseline’s', async () => {
    const { formatListTable } = await import('../../bench/report');
    const summary = (tokens: number, found: number) => ({
      pages: 1,
      tokenRatioMedian: tokens / 1000,
      tokenRatioP90: tokens / 1000,
      recall: 1,
      msPerMbMedian: 1,
      msPerMbMax: 1,
      wallMsPerMbMedian: 1,
      wallMsPerMbMax: 1,
      msPerMbMaxFrom100KB: 1,
      tokensMedian: tokens,
      fieldRecall: {},
      errors: 0,
      misses: [],
      slowest: [],
      records: { found, total: 10, recall: found / 10, fields: { name: { found, findable: 10 } } },
    });
    const table = formatListTable([
      ['cards', { quarry: summary(100, 10), 'turndown-body': summary(400, 5) }],
      ['rows', { quarry: summary(300, 10), 'turndown-body': summary(400, 10) }],
    ]).split('\n');
    expect(table[0]).toBe(
      '| markup | records | quarry record recall | weakest field | tokens | tokens/raw | turndown-body record recall | weakest field | tokens | tokens/raw | quarry ÷ turndown-body tokens |',
    );
    expect(table[2]).toBe(
      '| cards | 10 | 100.0 % | name 100.0 % | 100 | 0.1000 | 50.0 % | name 50.0 % | 400 | 0.4000 | 0.25 |',
    );
    expect(table[4]).toBe('| **all** | 20 | **100.0 %** | | 400 |  | **75.0 %** | | 800 |  | **0.50** |');
  });
});
