import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up tour results whose class names are build hashes: every result is an `<article>` of
 * one hashed class, and some pages end with another `<article>` headed "Other travellers also
 * viewed" holding cards of that same class (as `<div>`s, each with a photo; on the learning
 * page, one with a "Free cancellation" chip). Neither that block nor its cards are results,
 * whatever cards it holds: a page with them is served with the results alone.
 */
interface Tour {
  title: string;
  price: number;
  free?: boolean;
}
const card = (t: Tour, tag = 'article'): string =>
  `<${tag} class="css-k2q9zt"><img src="/img/t.jpg" alt=""><h3 class="css-5hw1ra"><a href="/tour/${t.price}">${t.title}</a></h3><span class="css-m80d2c">€ ${t.price}</span>${t.free ? '<span class="css-f7c1yb">Free cancellation</span>' : ''}</${tag}>`;
const page = (tours: Tour[], viewed: Tour[] = []): string => `<!DOCTYPE html>
<html><body><main><h1>Tours in Orlen</h1><section class="css-q7e3vn">${tours.map((t) => card(t)).join('')}${
  viewed.length
    ? `<article class="css-0p7wqe"><h2>Other travellers also viewed</h2><div class="css-9zd4lk">${viewed.map((t) => card(t, 'div')).join('')}</div></article>`
    : ''
}</section></main></body></html>`;
const answer = (tours: Tour[]) => ({ tours });
const schema = {
  type: 'object',
  properties: {
    tours: {
      type: 'array',
      items: {
        type: 'object',
        properties: { title: { type: 'string' }, price: { type: 'number' } },
        required: ['title'],
      },
    },
  },
};
const AT = 'https://orlen-trips.test/search?page=';

describe('recipes: cards built like the records in a block of other items', () => {
  const first: Tour[] = [
    { title: 'Harbour walk', price: 40 },
    { title: 'Wine tasting', price: 65 },
    { title: 'Old town by bike', price: 35 },
  ];
  const second: Tour[] = [
    { title: 'Castle visit', price: 22 },
    { title: 'Night kayak', price: 80 },
  ];
  const recipe = learnStored(
    [
      { html: page(first, [{ title: 'Bay cruise', price: 28, free: true }]), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('serves the results alone, leaving out the block and its cards', () => {
    const later: Tour[] = [
      { title: 'Canal cruise', price: 25 },
      { title: 'Cooking class', price: 70 },
    ];
    const viewed: Tour[] = [
      { title: 'Food trail', price: 55 },
      { title: 'Museum pass', price: 30 },
    ];
    const got = replayOn(recipe, page(later, viewed), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });
});
