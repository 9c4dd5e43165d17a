import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up shop whose rating and price figures wear one class, the price's cents raised apart
 * ("<span class="num">1.221</span><sup>31</sup>"). A page without a rating ("No reviews yet") used
 * to be refused: the price's whole part, read without its cents, looked like the rating moved. It
 * is the price, read with the cents it goes on with, and the rating is served absent.
 */
const AT = 'https://harrowgate-outfitters.test/p/';
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, rating: { type: 'number' } },
};

interface Item {
  name: string;
  whole: string;
  cents: string;
  rating?: string;
  reviews?: number;
}
const page = (i: Item) =>
  `<!DOCTYPE html><html><body><main><div class="head"><h1 class="ttl">${i.name}</h1></div>` +
  `<div class="rate">${
    i.rating
      ? `<div class="stars" role="img" aria-label="${i.rating} van 5 sterren">★★★★</div><span class="num">${i.rating}</span><a href="#reviews">(${i.reviews})</a>`
      : '<p class="none">Nog geen beoordelingen</p>'
  }</div><div class="buy"><span class="cur">€</span> <span class="num">${i.whole}</span><sup>${i.cents}</sup></div>` +
  `<button type="button">In winkelwagen</button></main></body></html>`;
const answer = (i: Item) => ({
  name: i.name,
  price: Number(i.whole.replace('.', '')) + Number(i.cents) / 100,
  ...(i.rating ? { rating: Number(i.rating.replace(',', '.')) } : {}),
});

describe('recipes: a rating gone while the price shows its cents raised', () => {
  const learning: Item[] = [
    { name: 'Fenland parka', whole: '189', cents: '95', rating: '4,2', reviews: 38 },
    { name: 'Moorside cap', whole: '24', cents: '50', rating: '3,7', reviews: 12 },
  ];
  const recipe = learnStored(
    learning.map((i) => ({ html: page(i), answer: answer(i) })),
    schema,
    AT,
  );

  it('serves the page without a rating', () => {
    const next: Item = { name: 'Tarn shell jacket', whole: '1.221', cents: '31' };
    const got = replayOn(recipe, page(next), schema, AT);
    expect(got.ok && got.result).toEqual(answer(next));
  });

  it('still serves a rated page', () => {
    const next: Item = { name: 'Tarn shell jacket', whole: '1.221', cents: '31', rating: '4,8', reviews: 5 };
    const got = replayOn(recipe, page(next), schema, AT);
    expect(got.ok && got.result).toEqual(answer(next));
  });
});
