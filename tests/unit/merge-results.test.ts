import { describe, expect, it } from 'vitest';
import { mergeResults } from '@/lib/extract/merge-results';

describe('mergeResults', () => {
  it('concatenates arrays and drops duplicates, whatever their key order', () => {
    expect(
      mergeResults([
        { products: [{ name: 'A', price: 1 }] },
        {
          products: [
            { price: 1, name: 'A' },
            { name: 'B', price: 2 },
          ],
        },
      ]),
    ).toEqual({
      products: [
        { name: 'A', price: 1 },
        { name: 'B', price: 2 },
      ],
    });
  });

  it('keeps the first non-null scalar and fills nulls from later parts', () => {
    expect(
      mergeResults([
        { title: 'First', author: null },
        { title: 'Second', author: 'Ann' },
      ]),
    ).toEqual({ title: 'First', author: 'Ann' });
  });

  it('merges nested objects and keeps the order keys were first seen', () => {
    const merged = mergeResults([{ b: { x: 1 } }, { a: 2, b: { y: 3 } }]) as Record<string, unknown>;
    expect(merged).toEqual({ b: { x: 1, y: 3 }, a: 2 });
    expect(Object.keys(merged)).toEqual(['b', 'a']);
  });

  it('returns null for no parts and passes a single part through', () => {
    expect(mergeResults([])).toBeNull();
    expect(mergeResults(['text'])).toBe('text');
  });
});
