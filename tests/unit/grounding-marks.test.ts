import { describe, expect, it } from 'vitest';
import { cellPointer, foundPointers } from '@/lib/ui/grounding-marks';

describe('which values the UI offers to show on the page', () => {
  const result = {
    name: 'Nova',
    price: 12,
    note: '',
    missing: null,
    in_stock: true,
    count: 2,
    'a/b': 'slash key',
    items: [{ title: 'One', url: 'https://x.test/1' }, { title: 'Invented' }],
    empty: [],
  };
  const grounding = {
    checked: 6,
    found: 5,
    notFound: ['/items/1/title'],
    unchecked: ['/in_stock', '/count'],
    mode: 'mark' as const,
  };

  it('only text and number leaves that were checked and found', () => {
    expect([...foundPointers(result, grounding)].sort()).toEqual(
      ['/a~1b', '/items/0/title', '/items/0/url', '/name', '/price'].sort(),
    );
  });

  it('nothing when the result was not checked, or nothing was found', () => {
    expect(foundPointers(result, undefined).size).toBe(0);
    expect(foundPointers(result, { ...grounding, found: 0 }).size).toBe(0);
  });

  it('table cells name the same pointers', () => {
    expect(cellPointer('items', 0, 'title')).toBe('/items/0/title');
  });
});
