import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A made-up car-hire results page: each card's name carries a note of its own ("Tarvo Axe
 * <small>or similar</small>"), and a block headed "Other travellers also viewed" with cards of
 * the same build stands inside the results, between the third card and the fourth. The model
 * input's heading runs on past that block; the fourth card is still a result, found in its own
 * card, and a result given a viewed card's price is not in place.
 */
interface Car {
  model: string;
  category: string;
  price: number;
}
const card = (c: Car): string =>
  `<div class="car"><h3 class="car-name">${c.model} <small>or similar</small></h3><span class="cat">${c.category}</span>` +
  `<ul class="feats"><li>5 seats</li><li>Unlimited mileage</li></ul><div class="pay"><span class="amt">${c.price}</span> <span>€</span> for 7 days</div></div>`;
const results: Car[] = [
  { model: 'Tarvo Axe', category: 'Compact', price: 412 },
  { model: 'Melin Corra', category: 'Estate', price: 655 },
  { model: 'Brisk Odal', category: 'Mini', price: 298 },
  { model: 'Quell Savan', category: 'SUV', price: 870 },
];
const viewed: Car[] = [
  { model: 'Fenwy Lark', category: 'Economy', price: 344 },
  { model: 'Dorro Pell', category: 'Van', price: 1190 },
];
const html = `<!DOCTYPE html><html><body><main><h1>Cars in Harlow</h1><p>38 cars available</p><div class="results">${results
  .slice(0, 3)
  .map(card)
  .join('')}<div class="also"><h2>Other travellers also viewed</h2><div class="also-row">${viewed
  .map(card)
  .join('')}</div></div>${results.slice(3).map(card).join('')}</div></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    cars: {
      type: 'array',
      items: {
        type: 'object',
        properties: { model: { type: 'string' }, category: { type: 'string' }, price: { type: 'number' } },
      },
    },
  },
};
const ground = (result: unknown): string[] =>
  flaggedOnPage({
    html,
    url: 'https://harlow-cars.test/search',
    prompt: 'Every car offered: model, category and price',
    schema,
    result,
  });

describe('grounding: a record named with a note of its own, after a block of other items', () => {
  it('finds every true result in place', () => {
    expect(ground({ cars: results })).toEqual([]);
  });

  it('flags a result given a viewed card’s price', () => {
    const wrong = results.map((c, i) => (i === 3 ? { ...c, price: 1190 } : c));
    expect(ground({ cars: wrong })).toEqual(['/cars/3/price']);
  });
});
