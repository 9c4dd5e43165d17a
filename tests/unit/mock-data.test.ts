import { describe, expect, it } from 'vitest';
import { mockFromSchema, SAMPLE_RESULT } from '@/lib/remote/mock-data';

describe('mock data follows output_schema', () => {
  it('returns the fixed sample without a schema', () => {
    expect(mockFromSchema(undefined)).toEqual(SAMPLE_RESULT);
    expect(mockFromSchema(null)).toEqual(SAMPLE_RESULT);
  });

  it('fills every property with a value of its type, arrays with two items, nested objects', () => {
    const result = mockFromSchema({
      type: 'object',
      properties: {
        products: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              price: { type: 'number' },
              stock: { type: 'integer' },
              inStock: { type: 'boolean' },
              url: { type: 'string', format: 'uri' },
              seller: { type: 'object', properties: { name: { type: 'string' }, rating: { type: 'number' } } },
              tags: { type: 'array', items: { type: 'string' } },
            },
          },
        },
        total: { type: 'integer' },
      },
    }) as { products: Array<Record<string, unknown>>; total: number };
    expect(result.products).toHaveLength(2);
    for (const p of result.products) {
      expect(typeof p.name).toBe('string');
      expect(typeof p.price).toBe('number');
      expect(Number.isInteger(p.stock)).toBe(true);
      expect(typeof p.inStock).toBe('boolean');
      expect(String(p.url)).toMatch(/^https:\/\//);
      expect(p.seller).toEqual({ name: expect.any(String), rating: expect.any(Number) });
      expect(p.tags).toHaveLength(2);
    }
    expect(Number.isInteger(result.total)).toBe(true);
  });

  it('reads the contract\'s shown form: a properties map without "type"', () => {
    expect(mockFromSchema({ properties: { title: { type: 'string' }, ok: { type: 'boolean' } } })).toEqual({
      title: expect.any(String),
      ok: expect.any(Boolean),
    });
  });

  it('honours enum, const, nullable type arrays, anyOf and local $refs', () => {
    const result = mockFromSchema({
      type: 'object',
      $defs: {
        money: { type: 'object', properties: { amount: { type: 'number' }, currency: { enum: ['EUR', 'USD'] } } },
      },
      properties: {
        kind: { const: 'product' },
        note: { type: ['null', 'string'] },
        price: { $ref: '#/$defs/money' },
        id: { anyOf: [{ type: 'null' }, { type: 'integer' }] },
      },
    });
    expect(result).toEqual({
      kind: 'product',
      note: expect.any(String),
      price: { amount: expect.any(Number), currency: 'EUR' },
      id: expect.any(Number),
    });
  });

  it('stops at a fixed depth on recursive schemas', () => {
    const result = mockFromSchema({
      $defs: { node: { type: 'object', properties: { child: { $ref: '#/$defs/node' } } } },
      $ref: '#/$defs/node',
    });
    expect(JSON.stringify(result).length).toBeLessThan(1_000);
  });

  it('respects minItems and numeric bounds', () => {
    const result = mockFromSchema({
      type: 'object',
      properties: { xs: { type: 'array', minItems: 4, items: { type: 'integer', minimum: 100 } } },
    }) as { xs: number[] };
    expect(result.xs).toHaveLength(4);
    expect(result.xs.every((x) => x >= 100)).toBe(true);
  });
});
