import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up lamp shop styled with utility classes: the review count "(12)" and the cart's count
 * badge in the page header wear the same classes, so a reading by those classes finds both and
 * tells the count by its brackets. On a lamp nobody has reviewed, only the badge is left.
 */
interface Lamp {
  n: number;
  reviews?: number;
  /** The cart badge's count. */
  cart: number;
  /** Anything else the rating row shows. */
  row?: string;
}

const page = ({ n, reviews, cart, row }: Lamp): string => `<!DOCTYPE html><html><body>
  <div class="flex gap-2"><a href="/" class="font-bold">Lumen Loft</a><div class="ml-auto"><span class="px-2 text-sm">${cart}</span></div></div>
  <main><h1 class="text-2xl">Arc lamp ${n}</h1><p class="text-xl">€${n}9.00</p>
  ${reviews === undefined ? (row ?? '') : `<div class="mt-1"><span class="px-2 text-sm">(${reviews})</span>${row ?? ''}</div>`}
  <p class="mt-4">Brass and linen, hand finished.</p></main></body></html>`;

const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, review_count: { type: 'integer' } },
};
const answer = ({ n, reviews }: Lamp) => ({
  name: `Arc lamp ${n}`,
  price: Number(`${n}9`),
  ...(reviews === undefined ? {} : { review_count: reviews }),
});
const AT = 'https://lumen.test/l/';
const learned = [
  { n: 1, reviews: 12, cart: 0 },
  { n: 2, reviews: 47, cart: 2 },
];
const recipe = () =>
  learnStored(
    learned.map((l) => ({ html: page(l), answer: answer(l) })),
    schema,
    AT,
    'lumen',
  );

describe('recipes: other elements a reading found beside the value on the learning pages', () => {
  it('are kept with the field, by their build and what they showed', () => {
    const rule = recipe().fields.find((f) => f.name === 'review_count');
    expect(rule?.elsewhere?.some((key) => key.endsWith('|9'))).toBe(true);
  });

  it('are not the place: a lamp nobody has reviewed is served without a count', () => {
    const lamp = { n: 3, cart: 5 };
    const got = replayOn(recipe(), page(lamp), schema, AT);
    expect(got.ok && got.result).toEqual(answer(lamp));
  });

  it('still leave the place there when the count is shown another way in it', () => {
    const html = page({ n: 4, reviews: 9, cart: 1 }).replace('(9)', '9 reviews');
    const got = replayOn(recipe(), html, schema, AT);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/review_count not found where the recipe reads it/);
  });

  it('do not cover such an element showing what it never showed then', () => {
    const html = page({ n: 5, cart: 3 }).replace(
      '<span class="px-2 text-sm">3</span>',
      '<span class="px-2 text-sm">9+ items</span>',
    );
    const got = replayOn(recipe(), html, schema, AT);
    expect(got.ok).toBe(false);
  });
});
