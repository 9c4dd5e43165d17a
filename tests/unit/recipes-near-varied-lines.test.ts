import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Made-up holiday-flat pages. The schema asks for a list price no learning page shows, so a line
 * beside a value read that the learning pages never showed sends the page to the model. Two
 * kinds of line are none: a line whose words the learning pages already showed varying ("Host:
 * <name>", "<praise>, <n> reviews"), and a part of the page under a heading of its own (the
 * "Specifications" table, short enough on some pages to fall within the price's block). A "Was" line beside the price still is one.
 */
interface Flat {
  name: string;
  price: number;
  host: string;
  praise: string;
  reviews: number;
  was?: number;
  /** The specifications' rows: many on most pages, two on some (a short page). */
  rows?: number;
}
const SPEC_ROWS = [
  ['Floor', '3'],
  ['Size', '54 m²'],
  ['Bedrooms', '2'],
  ['Bathrooms', '1'],
  ['Balcony', 'Facing the courtyard, with a small table and two chairs'],
  ['Heating', 'Wood stove in the living room and electric radiators upstairs'],
  ['Parking', 'One space in the shared garage behind the building'],
];
const flatPage = (f: Flat): string =>
  `<!DOCTYPE html><html lang="en"><body><main><div class="item"><h1 class="title">${f.name}</h1>` +
  `<div class="offer"><p class="price">€${f.price} a night</p>` +
  (f.was ? `<p class="was">Was €${f.was}</p>` : '') +
  `<p class="host">Host: ${f.host}</p><p class="score">${f.praise}, ${f.reviews} reviews</p></div></div>` +
  '<section class="specs"><h2>Specifications</h2><table>' +
  SPEC_ROWS.slice(0, f.rows ?? SPEC_ROWS.length)
    .map(([th, td]) => `<tr><th>${th}</th><td>${td}</td></tr>`)
    .join('') +
  '</table></section>' +
  '</main></body></html>';
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, list_price: { type: 'number' } },
};
const flats: Flat[] = [
  { name: 'Harbour Nook', price: 120, host: 'Ilsa', praise: 'Good', reviews: 31 },
  { name: 'Lantern Loft', price: 95, host: 'Tomasz', praise: 'Superb', reviews: 12 },
  { name: 'Orchard Rooms', price: 140, host: 'Maren', praise: 'Very good', reviews: 8 },
  { name: 'Quarry Cottage', price: 88, host: 'Eduardo', praise: 'Fair', reviews: 54, rows: 2 },
  { name: 'Willow Studio', price: 105, host: 'Noor', praise: 'Good', reviews: 19 },
  { name: 'Cobble House', price: 160, host: 'Bjarne', praise: 'Exceptional', reviews: 77, rows: 2 },
  { name: 'Heron Flat', price: 99, host: 'Aiko', praise: 'Superb', reviews: 5, was: 130 },
];
const pages: SequencePage[] = flats.map((f, i) => ({
  url: `https://flats.test/f/${i + 1}`,
  html: flatPage(f),
  truth: { name: f.name, price: f.price, ...(f.was ? { list_price: f.was } : {}) },
}));

describe('recipes: lines beside a value that vary from page to page', () => {
  it('serves pages whose host and praise words vary, and a specifications part under its own heading', async () => {
    const figures = await runSequence('flats', pages, { prompt: 'The flat: name, price, list price.', schema });
    expect(figures.wrong).toEqual([]);
    // Only the page with a "Was" line beside the price goes to the model.
    expect(figures.misses).toEqual([expect.stringMatching(/^page 7: /)]);
    expect(figures.served).toBe(4);
  }, 30_000);

  it('knows no new fact in a line whose only word varied ("9 beds", "9 baths": "9 bedrooms" is a third)', async () => {
    interface Cabin {
      name: string;
      guests: number;
      facts: string[];
      bedrooms?: number;
    }
    const cabinPage = (c: Cabin): string =>
      `<!DOCTYPE html><html lang="en"><body><main><h1 class="title">${c.name}</h1>` +
      `<ul class="facts"><li>${c.guests} guests</li>${c.facts.map((f) => `<li>${f}</li>`).join('')}</ul></main></body></html>`;
    const cabins: Cabin[] = [
      { name: 'Alder Hut', guests: 2, facts: ['1 beds', '1 baths'] },
      { name: 'Bramble Hut', guests: 4, facts: ['2 beds', '1 baths'] },
      { name: 'Cedar Hut', guests: 6, facts: ['3 bedrooms', '3 beds', '2 baths'], bedrooms: 3 },
    ];
    const figures = await runSequence(
      'cabins',
      cabins.map((c, i) => ({
        url: `https://cabins.test/c/${i + 1}`,
        html: cabinPage(c),
        truth: { name: c.name, guests: c.guests, ...(c.bedrooms ? { bedrooms: c.bedrooms } : {}) },
      })),
      {
        prompt: 'The cabin: name, guests, bedrooms.',
        schema: {
          type: 'object',
          properties: { name: { type: 'string' }, guests: { type: 'integer' }, bedrooms: { type: 'integer' } },
        },
      },
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([expect.stringMatching(/^page 3: /)]);
  }, 30_000);
});
