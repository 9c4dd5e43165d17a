import { describe, expect, it } from 'vitest';
import { AnswerMismatchError, KEPT_ANSWER_CHARS, namelessFields, plainMismatches } from '@/lib/extract/answer-mismatch';

const SCHEMA = {
  type: 'object',
  properties: {
    price: { type: 'number' },
    size: { enum: ['S', 'M', 'L'] },
    tags: { type: 'array', items: { type: 'string' } },
    products: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    },
  },
};

describe("the model's answer against the schema, in plain words", () => {
  it('names the field, the expected type and what came instead', () => {
    expect(plainMismatches(SCHEMA, { price: '12 €' })).toEqual(['price must be a number (got "12 €")']);
    expect(plainMismatches({ type: 'integer' }, 'x')).toEqual(['the answer must be a whole number (got "x")']);
  });

  it('says which item of a list misses a field, and which value is not allowed', () => {
    expect(plainMismatches(SCHEMA, { products: [{ name: 'a' }, {}] })).toEqual(['products[1].name is missing']);
    expect(plainMismatches(SCHEMA, { size: 'XL' })).toEqual(['size is not one of the allowed values (got "XL")']);
    expect(plainMismatches(SCHEMA, { tags: ['a', 3] })).toEqual(['tags[1] must be text (got 3)']);
  });

  it('nothing when the answer matches, and at most three problems', () => {
    expect(plainMismatches(SCHEMA, { price: 12, size: 'M' })).toEqual([]);
    const many = { type: 'array', items: { type: 'number' } };
    expect(plainMismatches(many, ['a', 'b', 'c', 'd', 'e'])).toHaveLength(3);
  });

  it('keeps the answer with the error, capped', () => {
    const error = new AnswerMismatchError('m', 'x'.repeat(KEPT_ANSWER_CHARS + 10));
    expect(error.answer).toHaveLength(KEPT_ANSWER_CHARS);
    expect(error.message).toBe('m');
  });
});

describe('fields with no name (a prose answer patched into JSON)', () => {
  it('are named by where they are, never kept as a column', () => {
    expect(namelessFields({ products: [{ name: 'Lamp', '': null }, { name: 'Desk' }] })).toEqual([
      'products[0] has a field with no name',
    ]);
    expect(namelessFields({ ' ': 'prose' })).toEqual(['the answer has a field with no name']);
    expect(namelessFields({ products: [{ name: 'Lamp' }] })).toEqual([]);
  });
});
