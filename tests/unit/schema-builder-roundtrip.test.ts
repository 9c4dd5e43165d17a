import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, normalizeField, SCALAR_TYPES, type Field } from '@/lib/schema-builder/fields';
import { schemaToFields } from '@/lib/schema-builder/from-schema';
import { readSchemaText, writeSchemaText } from '@/lib/schema-builder/sync';
import { fieldProblems, fieldsToSchema } from '@/lib/schema-builder/to-schema';

// Valid names only (blank names are reported by fieldProblems). JSON objects move
// integer-like keys first, so those are left out too: their order follows JSON's rule.
const nameArb = fc
  .oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'type', 'a b', 'ünï'))
  .filter((name) => name.trim() !== '' && !/^(0|[1-9]\d*)$/.test(name));

const fieldsArb: fc.Arbitrary<Field[]> = fc.letrec<{ fields: Field[]; field: Field }>((tie) => ({
  field: fc
    .record({
      name: nameArb,
      type: fc.constantFrom(...FIELD_TYPES),
      description: fc.oneof(fc.constant(''), fc.string({ maxLength: 20 })),
      required: fc.boolean(),
      itemType: fc.constantFrom(...SCALAR_TYPES, 'object' as const),
      fields: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant<Field[]>([]), tie('fields')),
    })
    .map(normalizeField),
  fields: fc.uniqueArray(tie('field'), { maxLength: 4, selector: (f) => f.name }),
})).fields;

describe('schema builder ⇄ JSON Schema', () => {
  it('fields → schema text → fields gives the same fields', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const text = writeSchemaText(fields);
        const back = readSchemaText(text);
        expect(back).toEqual(fields.length === 0 ? { kind: 'empty' } : { kind: 'fields', fields });
        expect(fieldProblems(fields)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('schema → fields → schema gives the same schema for everything the builder reads', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const schema = JSON.parse(JSON.stringify(fieldsToSchema(fields)));
        const read = schemaToFields(schema);
        if (!read.ok) throw new Error(read.reason);
        expect(JSON.stringify(fieldsToSchema(read.fields))).toBe(JSON.stringify(schema));
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on arbitrary JSON, and reads it or says why not', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = schemaToFields(value);
        if (!read.ok) return void expect(read.reason).toMatch(/^\S.{5,}/);
        // What it read, it writes back as a schema it reads to the very same fields.
        const again = schemaToFields(JSON.parse(JSON.stringify(fieldsToSchema(read.fields))));
        expect(again).toEqual(read);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a schema with features it cannot show as text-only, with a reason', () => {
    const state = readSchemaText('{"type":"object","properties":{"size":{"type":"string","enum":["S","M"]}}}');
    expect(state).toEqual({ kind: 'text-only', reason: expect.stringContaining('"enum"') });
    expect(readSchemaText('{"type":')).toMatchObject({ kind: 'invalid' });
    expect(readSchemaText('[1]')).toMatchObject({ kind: 'invalid' });
  });

  it('writes the contract example shape', () => {
    const fields: Field[] = [
      { name: 'title', type: 'string', description: 'Page title', required: true, itemType: 'string', fields: [] },
      {
        name: 'items',
        type: 'array',
        description: '',
        required: false,
        itemType: 'object',
        fields: [{ name: 'price', type: 'number', description: '', required: false, itemType: 'string', fields: [] }],
      },
    ];
    expect(fieldsToSchema(fields)).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', description: 'Page title' },
        items: { type: 'array', items: { type: 'object', properties: { price: { type: 'number' } } } },
      },
      required: ['title'],
    });
  });

  it('reports empty and repeated names', () => {
    const blank: Field = { name: '', type: 'string', description: '', required: false, itemType: 'string', fields: [] };
    const dup: Field = { ...blank, name: 'a' };
    expect(fieldProblems([blank, dup, dup])).toEqual(['Field #1 has no name.', 'Field name "a" is used twice.']);
  });
});
