import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A total written grouped in thousands by a space ("1 604,80 EUR for 8 nights") is one number. A
 * cabin with one bedroom beside such a total was learned as reading the total's first group: on
 * a later cabin with three bedrooms and a total of "4 210,00" the reading found no "604,80" and
 * served the bedrooms as absent, a wrong answer at 0 tokens. Made-up cabins.
 */
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, bedrooms: { type: 'integer' }, guests: { type: 'integer' } },
  required: ['name'],
};

const page = (name: string, guests: number, bedrooms: number | null, total: string, nights: number): string =>
  `<html><body><main><h1 class="cab-name">${name}</h1><ul class="cab-facts"><li>${guests} guests</li>${
    bedrooms === null ? '' : `<li>${bedrooms} ${bedrooms === 1 ? 'bedroom' : 'bedrooms'}</li>`
  }</ul><div class="cab-total">${total} EUR in all for ${nights} nights</div></main></body></html>`;

describe('a number grouped in thousands inside one text', () => {
  const recipe = learnStored(
    [
      { html: page('Cabin Orlen', 2, 1, '1 604,80', 8), answer: { name: 'Cabin Orlen', guests: 2, bedrooms: 1 } },
      { html: page('Cabin Tesk', 6, null, '3 120,00', 12), answer: { name: 'Cabin Tesk', guests: 6 } },
      { html: page('Cabin Vaur', 9, null, '441,00', 3), answer: { name: 'Cabin Vaur', guests: 9 } },
    ],
    schema,
    'https://cabins.test/c/',
  );

  it('is never read as its first group alone', () => {
    expect(JSON.stringify(recipe)).not.toContain('cab-total');
  });

  it('does not serve a later cabin without its bedrooms', () => {
    const got = replayOn(recipe, page('Cabin Marrow', 6, 3, '4 210,00', 7), schema, 'https://cabins.test/c/');
    if (got.ok) expect(got.result).toMatchObject({ name: 'Cabin Marrow', bedrooms: 3 });
  });
});
