import { describe, expect, it } from 'vitest';
import { describeRecipe } from '@/lib/recipes/describe';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up cabin-rental page asked for its price and the currency apart. The currency is written
 * against the amount ("£215.00", "215,00 €", "EUR 344"), and the amount changes from page to page:
 * the learned mark must be "a figure", not the learning page's digits.
 */
const cabin = (n: number, money: string): string => `<!DOCTYPE html>
<html><body><main class="listing">
  <h1 class="title">Cabin ${n} by the lake</h1>
  <p class="rate"><span class="amount">${money}</span> a night</p>
  <section><h2>About</h2><p>A wooden cabin with a stove, two bedrooms and a jetty of its own.</p></section>
</main></body></html>`;
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, currency: { type: 'string' } },
};
const AT = 'https://cabins.test/c/';

describe('recipes: a currency written against its amount', () => {
  const cases: Array<[string, (n: number) => string, string]> = [
    ['before the amount', (n) => `£${n}15.00`, '£'],
    ['after the amount', (n) => `${n}15,00 €`, '€'],
    ['as a code before the amount', (n) => `EUR ${n}15`, 'EUR'],
  ];
  for (const [how, money, currency] of cases)
    it(`is read on a page with another amount (${how})`, () => {
      const recipe = learnStored(
        [1, 2].map((n) => ({
          html: cabin(n, money(n)),
          answer: { name: `Cabin ${n} by the lake`, price: n * 100 + 15, currency },
        })),
        schema,
        AT,
      );
      const got = replayOn(recipe, cabin(7, money(7)), schema, AT);
      expect(got.ok && got.result).toEqual({ name: 'Cabin 7 by the lake', price: 715, currency });
    });

  it('is described in words in Settings → Recipes', () => {
    const recipe = learnStored(
      [1, 2].map((n) => ({
        html: cabin(n, `£${n}15.00`),
        answer: { name: `Cabin ${n} by the lake`, price: n * 100 + 15, currency: '£' },
      })),
      schema,
      AT,
    );
    const words = describeRecipe(recipe).find((f) => f.name === 'currency');
    expect(JSON.stringify(words)).toMatch(/up to the number after it/);
  });
});
