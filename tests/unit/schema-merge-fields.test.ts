import { describe, expect, it } from 'vitest';
import { newField, type Field } from '@/lib/schema-builder/fields';
import { mergeFields } from '@/lib/schema-builder/merge-fields';

const f = (name: string, patch: Partial<Field> = {}): Field => ({ ...newField(name), ...patch });
const list = (name: string, fields: Field[], patch: Partial<Field> = {}): Field =>
  f(name, { type: 'array', itemType: 'object', fields, ...patch });

describe('mergeFields', () => {
  it('adds new fields after the user’s and keeps the user’s version of a shared name', () => {
    const mine = [f('title', { description: 'mine', required: true })];
    const merged = mergeFields(mine, [f('title', { description: 'theirs' }), f('author')]);
    expect(merged.fields.map((x) => [x.name, x.description, x.required])).toEqual([
      ['title', 'mine', true],
      ['author', '', false],
    ]);
    expect(merged.added).toEqual(['author']);
    expect(merged.conflicts).toEqual([]);
  });

  it('merges inside lists of objects', () => {
    const merged = mergeFields(
      [list('products', [f('name')])],
      [list('products', [f('name'), f('price', { type: 'number' })])],
    );
    expect(merged.fields[0]!.fields.map((x) => x.name)).toEqual(['name', 'price']);
    expect(merged.added).toEqual(['products[].price']);
  });

  it('reports a name with another type, and takes either side as asked', () => {
    const mine = [f('price'), list('offers', [f('seller')])];
    const suggested = [f('price', { type: 'number' }), f('offers', { type: 'array', itemType: 'string' })];
    const kept = mergeFields(mine, suggested);
    expect(kept.conflicts.map((c) => c.path)).toEqual(['price', 'offers']);
    expect(kept.fields).toEqual(mine);
    const taken = mergeFields(mine, suggested, true);
    expect(taken.fields).toEqual(suggested);
  });

  it('leaves the input alone', () => {
    const mine = [list('products', [f('name')])];
    const copy = structuredClone(mine);
    mergeFields(mine, [list('products', [f('price')])]);
    expect(mine).toEqual(copy);
  });
});
