import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * Made-up car-hire results: a line above the cards says how they are sorted ("Sort by:
 * Recommended", "Ordina per: Consigliati"). It names a setting and its value, not a block of
 * other items: the cards after it are the page's own records. A heading that does name other
 * items ("Recommended for you") still opens their block.
 */
const SCHEMA = {
  type: 'object',
  properties: {
    cars: {
      type: 'array',
      items: { type: 'object', properties: { model: { type: 'string' }, price: { type: 'number' } } },
    },
  },
};
const card = (model: string, price: number, tag = 'article'): string =>
  `<${tag} class="card"><h3 class="title">${model} <small>or similar</small></h3><span class="kind">Compact</span>` +
  `<ul class="specs"><li>5 seats</li><li>Manual</li></ul><div class="supplier"><span class="name">Pelo Cars</span> <span class="score">8,3</span></div>` +
  `<div class="box"><span class="price">€ ${price}</span> <span>for 4 days</span> · <span>€ ${price / 4} / day</span></div></${tag}>`;
/** Three cards, other travellers' picks in a carousel, then six more cards, in one results block. */
const page = (sortLine: string, carousel: string): string =>
  `<!doctype html><html><head><title>Cars in Orlen</title></head><body><main><h1>Orlen</h1><p>412 cars available</p>` +
  `<div class="sort">${sortLine}</div><section class="results">${cars
    .slice(0, 3)
    .map(([m, p]) => card(m, p))
    .join(
      '',
    )}<article class="more"><h2>${carousel}</h2><div class="row">${card('Harl Obi', 140, 'div')}${card('Quorra Fen', 80, 'div')}</div></article>${cars
    .slice(3)
    .map(([m, p]) => card(m, p))
    .join('')}</section></main></body></html>`;
const flagged = (html: string, result: unknown): string[] =>
  flaggedOnPage({
    html,
    url: 'https://cars.test/orlen',
    prompt: 'Every car with its model and price',
    schema: SCHEMA,
    result,
  });
const cars = [
  ['Tavor Lim', 256],
  ['Quell Ost', 572],
  ['Brisa Tem', 232],
  ['Brant Eko', 504],
  ['Sorvik Tal', 612],
  ['Ember Rue', 540],
  ['Ondra Pik', 420],
  ['Yaro Lum', 228],
  ['Zelda Ost', 492],
] as const;
const result = { cars: cars.map(([model, price]) => ({ model, price })) };

describe('grounding: a line saying how results are sorted opens no block of other items', () => {
  it('keeps the cards after “Sort by: Recommended” in place', () => {
    expect(flagged(page('Sort by: Recommended', 'Other travellers also viewed'), result)).toEqual([]);
  });

  it('keeps the cards after “Ordina per: Consigliati” in place', () => {
    expect(flagged(page('Ordina per: Consigliati', 'Altri viaggiatori hanno visto anche'), result)).toEqual([]);
  });

  it('still flags a record taken from the carousel of other travellers’ picks', () => {
    const taken = { cars: [...result.cars.slice(0, 3), { model: 'Harl Obi', price: 140 }] };
    expect(flagged(page('Sort by: Recommended', 'Other travellers also viewed'), taken)).toEqual(
      expect.arrayContaining(['/cars/3/model']),
    );
  });
});
