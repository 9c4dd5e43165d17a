import { describe, expect, it } from 'vitest';
import { checkJsonSchema } from '@/lib/contract/check-json-schema';
import { validateExtractionRequest } from '@/lib/contract';

describe('checkJsonSchema', () => {
  it('accepts valid schemas, unknown keywords included', () => {
    expect(
      checkJsonSchema({
        type: 'object',
        properties: { a: { type: ['string', 'null'], 'x-note': 1 }, b: { type: 'array', items: { type: 'number' } } },
        required: ['a'],
      }),
    ).toBeNull();
    expect(checkJsonSchema({ anyOf: [{ type: 'string' }, true] })).toBeNull();
  });
  it('names the wrong keyword and where it is', () => {
    expect(
      checkJsonSchema({
        type: 'object',
        properties: { items: { type: 'array', items: { properties: { price: { type: 'strng' } } } } },
      }),
    ).toBe('"type" at "items[].price" is "strng"; use one of string, number, integer, boolean, object, array, null.');
    expect(checkJsonSchema({ required: 'name' })).toMatch(/^"required" at the top of the schema must be a list/);
    expect(checkJsonSchema({ properties: [] })).toMatch(/^"properties" at the top of the schema must be an object/);
  });
  it('fails a request at once', () => {
    const checked = validateExtractionRequest({
      user_prompt: 'x',
      website_html: '<p>a</p>',
      output_schema: { type: 'object', properties: { name: { type: 'strng' } } },
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.violations).toEqual([
        {
          field: 'output_schema',
          message: expect.stringContaining('output_schema is not a valid JSON Schema: "type" at "name" is "strng"'),
        },
      ]);
  });
});
