import { describe, expect, it } from 'vitest';
import { compareCells, EMPTY_VIEW, moveColumn, nextSort, projectRows, shownRows } from '@/lib/ui/table-view';

const ROWS = [
  { name: 'b', price: 100.5 },
  { name: 'a', price: 9.5 },
  { name: 'C', price: '10' },
  { name: 'd', price: '' },
];

describe('table view', () => {
  it('sorts numbers by value, text naturally, empty cells last, keeping the list index', () => {
    const up = shownRows(ROWS, ['name', 'price'], { ...EMPTY_VIEW, sort: { column: 'price', descending: false } });
    expect(up.map((r) => r.index)).toEqual([1, 2, 0, 3]);
    const down = shownRows(ROWS, ['name', 'price'], { ...EMPTY_VIEW, sort: { column: 'price', descending: true } });
    expect(down.map((r) => r.index)).toEqual([0, 2, 1, 3]);
    expect(compareCells('item 2', 'item 10')).toBeLessThan(0);
    expect(compareCells('a', 'B')).toBeLessThan(0);
  });
  it('searches the given columns case-insensitively', () => {
    expect(shownRows(ROWS, ['name'], { ...EMPTY_VIEW, query: 'c' }).map((r) => r.index)).toEqual([2]);
    expect(shownRows(ROWS, ['name'], { ...EMPTY_VIEW, query: '9.5' })).toEqual([]);
  });
  it('moves columns, cycles the sort, and projects rows to the shown columns in order', () => {
    expect(moveColumn(['name', 'price', 'x'], EMPTY_VIEW, 'price', -1)).toEqual(['price', 'name', 'x']);
    expect(moveColumn(['name', 'price'], EMPTY_VIEW, 'name', -1)).toEqual(['name', 'price']);
    const asc = nextSort(EMPTY_VIEW, 'price');
    const desc = nextSort({ ...EMPTY_VIEW, sort: asc }, 'price');
    expect([asc, desc, nextSort({ ...EMPTY_VIEW, sort: desc }, 'price')]).toEqual([
      { column: 'price', descending: false },
      { column: 'price', descending: true },
      null,
    ]);
    expect(projectRows([{ index: 0, row: { name: 'a', price: 1 } }], ['price', 'gone'])).toEqual([
      { price: 1, gone: '' },
    ]);
  });
});
