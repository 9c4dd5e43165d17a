import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { flattenValue, toTable } from '@/lib/export/flatten';
import { toCsv, toTsv } from '@/lib/export/delimited';
import { exportFileName, exportRows, expandRefs } from '@/lib/export/export-data';
import { findRecordLists } from '@/lib/export/find-lists';

describe('flattenValue', () => {
  it('uses dot paths with array indexes and keeps every value', () => {
    expect(
      flattenValue({ name: 'A', price: { amount: 9.5, currency: 'EUR' }, tags: ['x', 'y'], offers: [{ s: 1 }] }),
    ).toEqual({
      name: 'A',
      'price.amount': 9.5,
      'price.currency': 'EUR',
      'tags.0': 'x',
      'tags.1': 'y',
      'offers.0.s': 1,
    });
  });
  it('writes empty containers and nulls so no column silently vanishes', () => {
    expect(flattenValue({ a: [], b: {}, c: null, d: false })).toEqual({ a: '[]', b: '{}', c: '', d: false });
  });
  it('names a bare value "value"', () => {
    expect(flattenValue('hi')).toEqual({ value: 'hi' });
  });
});

describe('toTable', () => {
  it('unions columns in first-seen order across rows', () => {
    const table = toTable([{ a: 1 }, { b: 2, a: 3 }, { c: { d: 4 } }]);
    expect(table.columns).toEqual(['a', 'b', 'c.d']);
    expect(table.rows).toHaveLength(3);
  });
});

describe('CSV and TSV', () => {
  const rows = [
    { name: 'Plain', note: 'comma, inside', quote: 'she said "hi"', lines: 'a\nb', n: -5 },
    { name: '=HYPERLINK("http://evil")', note: '\tlead', quote: '', lines: '', n: 0 },
  ];

  it('quotes commas, quotes and line breaks, and parses back to the same cells', async () => {
    const csv = await toCsv(rows);
    expect(csv.split('\r\n')[0]).toBe('name,note,quote,lines,n');
    expect(csv).toContain('"comma, inside"');
    expect(csv).toContain('"she said ""hi"""');
    expect(csv).toContain('"a\nb"');
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[1]).toEqual(['Plain', 'comma, inside', 'she said "hi"', 'a\nb', '-5']);
  });

  it('neutralises formulas in text cells but not numbers', async () => {
    const csv = await toCsv(rows);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(',-5');
  });

  it('neutralises a formula that goes on over several lines, in CSV and TSV', async () => {
    const cell = '=HYPERLINK("http://evil",\n"x")';
    for (const text of [await toCsv([{ a: cell, b: '@SUM(1)' }]), await toTsv([{ a: cell, b: '@SUM(1)' }])]) {
      const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
      expect(parsed[1]).toEqual([`'${cell}`, "'@SUM(1)"]);
    }
  });

  it('TSV separates with tabs and quotes cells that hold tabs or line breaks', async () => {
    const tsv = await toTsv([{ a: 'x\ty', b: 'plain', c: 'l1\nl2' }]);
    expect(tsv).toBe('a\tb\tc\r\n"x\ty"\tplain\t"l1\nl2"');
  });

  it('flattens nested records into dot-path columns', async () => {
    const csv = await toCsv([{ p: { q: 1 }, r: [true, false] }]);
    expect(csv).toBe('p.q,r.0,r.1\r\n1,true,false');
  });
});

describe('record lists', () => {
  const result = { shop: 'S', products: [{ n: 1 }, { n: 2 }], meta: { reviews: [{ r: 'ok' }] }, tags: ['a'] };
  it('finds every list of records with its path', () => {
    expect(findRecordLists(result).map((l) => l.path)).toEqual(['products', 'meta.reviews']);
    expect(findRecordLists([{ a: 1 }])[0]?.label).toBe('result');
  });
  it('exports the chosen list, the first one by default, else the whole result', () => {
    expect(exportRows(result, 'meta.reviews')).toEqual([{ r: 'ok' }]);
    expect(exportRows(result)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(exportRows({ a: 1 })).toEqual({ a: 1 });
  });
  it('names files after the host and time', () => {
    expect(exportFileName('https://shop.example/p/1', Date.UTC(2026, 10, 22, 1, 55), 'csv')).toBe(
      'quarry-shop.example-2026-11-22T01-55.csv',
    );
    expect(exportFileName('', 0, 'json')).toBe('quarry-result-1970-01-01T00-00.json');
  });
  it('expands link references', () => {
    expect(expandRefs('see [L1] and [L1]', { '[L1]': 'https://a.example/' })).toBe(
      'see https://a.example/ and https://a.example/',
    );
  });
});
