import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { describe, expect, it } from 'vitest';
import { learnRecipe, replayRecipe, viewPage } from '@/lib/recipes';

/**
 * A made-up hotel results page: each card's stars written only as the title of "★★★★★", the
 * price and the stay's total ("for 5 nights") in a price box that a sold-out card lacks. The
 * sold-out card's "5" stars are in its attribute alone, while other cards show a "5" in their
 * text: the card still holds the record's every value, and the paid listing after it is no part
 * of its record.
 */
const schema = {
  type: 'object',
  properties: {
    hotels: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, stars: { type: 'integer' }, price: { type: 'number' } },
      },
    },
  },
};
interface Hotel {
  name: string;
  stars: number;
  price?: number;
}
const card = (h: Hotel) =>
  `<div class="hotel"><h3 class="hotel-name"><a href="/h/${h.name.toLowerCase().replace(/ /g, '-')}">${h.name}</a></h3>` +
  `<span class="hotel-stars" title="${h.stars} stars">${'★'.repeat(h.stars)}</span>` +
  (h.price === undefined
    ? '<p class="hotel-gone">Sold out on your dates</p>'
    : `<div class="hotel-box"><span class="hotel-price">$${h.price}</span><p class="hotel-total">$${h.price * 5} total for 5 nights</p></div>`) +
  '</div>';
/** A paid listing after the `adAfter`th card: a card the model leaves out of the records. */
const ad = card({ name: 'Sponsored Stay', stars: 4, price: 300 }).replace('<h3', '<span class="hotel-ad">Ad</span><h3');
const page = (hotels: Hotel[], adAfter = -1) =>
  `<html><body><main><h1>Stays by the quay</h1><div class="results">${hotels.map((h, i) => card(h) + (i === adAfter ? ad : '')).join('')}</div></main></body></html>`;
const URL = 'https://stays.test/s/';

describe('recipes: a list record whose value is written only in an attribute', () => {
  const first: Hotel[] = [
    { name: 'Quay House', stars: 3, price: 120 },
    { name: 'Reed Lodge', stars: 4, price: 180 },
    { name: 'Tide Rooms', stars: 2, price: 90 },
  ];
  const second: Hotel[] = [
    { name: 'Gull Inn', stars: 5, price: 240 },
    { name: 'Dune Hall', stars: 5 },
    { name: 'Marsh Loft', stars: 3, price: 110 },
  ];
  // The second page holds a paid listing right after its sold-out card.
  const learn = (hotels: Hotel[][]) =>
    learnRecipe(
      hotels.map((h, i) => ({
        doc: parseHtmlDocument(page(h, i === 1 ? 1 : -1)),
        url: `${URL}${i}`,
        result: { hotels: h },
      })),
      schema,
      { id: 'stays', now: 0 },
    );

  it('learns from a page whose sold-out card shows its stars only in their title', () => {
    const outcome = learn([first, second]);
    if (!outcome.ok) throw new Error(outcome.reason);
    const third: Hotel[] = [
      { name: 'Pier Court', stars: 4, price: 150 },
      { name: 'Sand Yard', stars: 5 },
    ];
    const got = replayRecipe(viewPage(parseHtmlDocument(page(third)), `${URL}9`), outcome.recipe, schema);
    expect(got.ok && got.result).toEqual({ hotels: third });
  });
});
