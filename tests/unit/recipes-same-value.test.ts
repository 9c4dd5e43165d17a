import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up tour pages in utility classes: the currency sign sits in a chip whose classes the review
 * count wears too, so its first reading is the struck-through former price of a sale ("52 €"),
 * the one place of its own the two learning pages (both on sale) showed. A tour without a sale has
 * no such place, but shows the sign beside its price: the currency is there, not absent, and the
 * page goes to the model. Related tours below show their own signs, which say nothing.
 */
interface Tour {
  name: string;
  price: number;
  was?: number;
  rating?: number;
  reviews?: number;
  priced?: boolean;
}
const card = (name: string, price: number): string =>
  `<div class="truncate"><h3 class="font-bold text-2xl">${name}</h3><p>from <span class="p-2 shadow-sm"><span class="font-bold text-2xl">${price}</span> <span class="inline-flex px-2">€</span></span></p></div>`;
const page = (t: Tour): string => `<!DOCTYPE html>
<html><body><main><article class="mt-2"><h1 class="font-bold text-2xl">${t.name}</h1>
${t.rating ? `<div class="text-sm"><span class="flex gap-2">${t.rating}</span> (<span class="inline-flex px-2">${t.reviews} reviews</span>)</div>` : ''}
${t.priced === false ? '<p class="text-xs">Sold out</p>' : `<div class="p-2 shadow-sm"><div class="truncate">${t.was ? `<span class="flex">Offer</span> <del class="p-2 shadow-sm">${t.was} €</del> ` : ''}<span class="border">from</span> <span class="p-2 shadow-sm"><span class="font-bold text-2xl">${t.price}</span> <span class="inline-flex px-2">€</span></span> per person</div></div>`}
<section class="p-2 shadow-sm"><h2>You may also like</h2><div class="font-semibold">${card('Harbour walk', 36)}${card('Lantern boat', 71)}</div></section>
</article></main></body></html>`;
const answer = (t: Tour) => ({
  title: t.name,
  ...(t.priced === false ? {} : { price: t.price, currency: '€' }),
  ...(t.rating ? { rating: t.rating, review_count: t.reviews } : {}),
});
const schema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    price: { type: 'number' },
    currency: { type: 'string' },
    rating: { type: 'number' },
    review_count: { type: 'integer' },
  },
  required: ['title'],
};
const AT = 'https://tarnwick-tours.test/tour/';

describe('recipes: a field every learning page gave as one same text', () => {
  const first: Tour = { name: 'Bicycle ride round Orlen', price: 40, was: 52, rating: 4.4, reviews: 930 };
  const second: Tour = { name: 'Day trip to Quessel', price: 229, was: 298, rating: 4.5, reviews: 2702 };
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('keeps that text', () => {
    expect(recipe.fields.find((f) => f.name === 'currency')?.same).toBe('€');
  });

  it('sends a tour without a sale, whose sign stands beside its price, to the model', () => {
    const got = replayOn(recipe, page({ name: 'Sunset cruise to Neven', price: 183 }), schema, AT);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/currency .*shows “€”/);
  });

  it('still serves a tour on sale', () => {
    const later: Tour = { name: 'Old town by night', price: 55, was: 70, rating: 4.1, reviews: 88 };
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toMatchObject(answer(later));
  });
});
