import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up kitchen shop whose first two products both happened to end in a model number
 * ("Cordless kettle Pexdra S52"): their names share the outline "words, then a number" by
 * chance. A name is free text, and the third product has no model number.
 */
const product = (name: string, price: string, weight: string): string => `<!DOCTYPE html>
<html><body><main class="product">
  <h1 class="title">${name}</h1>
  <p class="cost">€ ${price}</p>
  <dl class="facts"><dt>Weight</dt><dd class="weight">${weight} g</dd></dl>
  <section><h2>About</h2><p>Made to last, and easy to clean after a long day in the kitchen.</p></section>
</main></body></html>`;

const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, weight: { type: 'string' } },
};
const AT = 'https://kitchen.test/p/';

describe('recipes: an outline says nothing when the words around the number are free text', () => {
  const recipe = learnStored(
    [
      {
        html: product('Thermos flask Torip K29', '19.90', '640'),
        answer: { name: 'Thermos flask Torip K29', price: 19.9, weight: '640 g' },
      },
      {
        html: product('Cordless kettle Pexdra S52', '34.50', '1210'),
        answer: { name: 'Cordless kettle Pexdra S52', price: 34.5, weight: '1210 g' },
      },
    ],
    schema,
    AT,
  );

  it('serves a name without a model number', () => {
    const got = replayOn(recipe, product('Kitchen scale Torro', '12.00', '410'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Kitchen scale Torro', price: 12, weight: '410 g' });
  });

  it('keeps the outline a unit gives ("640 g"): a weight without a figure goes to the model', () => {
    const got = replayOn(recipe, product('Kitchen scale Torro', '12.00', 'unknown'), schema, AT);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.reason).toMatch(/weight does not look like the learned values/);
  });
});
