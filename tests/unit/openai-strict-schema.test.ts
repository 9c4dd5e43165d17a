import { describe, expect, it } from 'vitest';
import { toStrictSchema } from '@/lib/extract/strict-schema';

describe('toStrictSchema', () => {
  it('requires every property, makes optional ones nullable, forbids extra keys', () => {
    const { schema, strict, wrapped } = toStrictSchema({
      type: 'object',
      properties: {
        name: { type: 'string' },
        price: { type: 'number' },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['name'],
    });
    expect(strict).toBe(true);
    expect(wrapped).toBe(false);
    expect(schema).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        price: { type: ['number', 'null'] },
        tags: { type: ['array', 'null'], items: { type: 'string' } },
      },
      required: ['name', 'price', 'tags'],
      additionalProperties: false,
    });
  });

  it('moves unsupported keywords into the description and drops titles', () => {
    const { schema } = toStrictSchema({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: 'Product',
      properties: {
        url: { type: 'string', format: 'uri', description: 'Product page' },
        rating: { type: 'number', minimum: 0, maximum: 5 },
      },
      required: ['url', 'rating'],
    });
    expect(schema).toEqual({
      type: 'object',
      properties: {
        url: { type: 'string', description: 'Product page (format: "uri")' },
        rating: { type: 'number', description: '(minimum: 0; maximum: 5)' },
      },
      required: ['url', 'rating'],
      additionalProperties: false,
    });
  });

  it('handles the contract form without types, nested objects, enums, oneOf, allOf and $refs', () => {
    const { schema } = toStrictSchema({
      properties: {
        offers: { items: { properties: { seller: { type: 'string' } } } },
        size: { enum: ['S', 'M'] },
        id: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
        owner: { $ref: '#/$defs/person' },
        both: {
          allOf: [
            { properties: { a: { type: 'string' } }, required: ['a'] },
            { properties: { b: { type: 'string' } } },
          ],
        },
      },
      $defs: { person: { properties: { name: { type: 'string' } } } },
    });
    const props = schema.properties as Record<string, Record<string, unknown>>;
    expect(props.offers).toEqual({
      type: ['array', 'null'],
      items: {
        type: 'object',
        properties: { seller: { type: ['string', 'null'] } },
        required: ['seller'],
        additionalProperties: false,
      },
    });
    expect(props.size).toEqual({ enum: ['S', 'M', null] });
    expect(props.id).toEqual({ anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] });
    expect(props.owner).toEqual({ anyOf: [{ $ref: '#/$defs/person' }, { type: 'null' }] });
    expect(props.both).toMatchObject({
      required: ['a', 'b'],
      properties: { a: { type: 'string' }, b: { type: ['string', 'null'] } },
    });
    expect(schema.$defs).toEqual({
      person: {
        type: 'object',
        properties: { name: { type: ['string', 'null'] } },
        required: ['name'],
        additionalProperties: false,
      },
    });
  });

  it('wraps a non-object root and marks free-form objects as not strict', () => {
    const array = toStrictSchema({ type: 'array', items: { type: 'string' } });
    expect(array.wrapped).toBe(true);
    expect(array.schema).toMatchObject({ properties: { result: { type: 'array' } }, required: ['result'] });
    expect(toStrictSchema({ type: 'object', properties: { meta: { type: 'object' } } }).strict).toBe(false);
  });

  it('makes every property nullable for one chunk of a long page', () => {
    const { schema } = toStrictSchema(
      { properties: { name: { type: 'string' } }, required: ['name'] },
      { allNullable: true },
    );
    expect(schema.properties).toEqual({ name: { type: ['string', 'null'] } });
  });
});
