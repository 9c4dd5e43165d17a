import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Made-up cabin pages in Spanish whose facts are rows of one list: guests, bedrooms, beds,
 * bathrooms. On the two pages learned from, every row but the guests said 1, so the bathrooms'
 * reading and both its cross-checks could all be other rows (the bedrooms', the beds'): they
 * agreed again on a page with two bedrooms and two beds, and served two bathrooms where it said
 * one. With a cross-check for each row that holds the figure, such a page goes to the model.
 */
interface Cabin {
  name: string;
  guests: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
}
const many = (n: number, one: string, more: string): string => `${n} ${n === 1 ? one : more}`;
const cabinPage = (c: Cabin): string =>
  `<!DOCTYPE html><html lang="es"><body><main><h1 class="c-name">${c.name}</h1><ul class="c-facts">` +
  `<li>${many(c.guests, 'huésped', 'huéspedes')}</li><li>${many(c.bedrooms, 'dormitorio', 'dormitorios')}</li>` +
  `<li>${many(c.beds, 'cama', 'camas')}</li><li>${many(c.bathrooms, 'baño', 'baños')}</li></ul>` +
  `<p class="c-host">Anfitrión: Oriol</p></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    guests: { type: 'integer' },
    bedrooms: { type: 'integer' },
    bathrooms: { type: 'integer' },
  },
};

describe('recipes: rows of one list that hold one figure on every page learned from', () => {
  it('never serve one row’s figure for another', async () => {
    const cabins: Cabin[] = [
      { name: 'Cabaña Olmo', guests: 2, bedrooms: 1, beds: 1, bathrooms: 1 },
      { name: 'Cabaña Brezo', guests: 4, bedrooms: 1, beds: 1, bathrooms: 1 },
      { name: 'Cabaña Tejo', guests: 3, bedrooms: 2, beds: 2, bathrooms: 1 },
      { name: 'Cabaña Roble', guests: 7, bedrooms: 3, beds: 3, bathrooms: 1 },
      { name: 'Cabaña Sauce', guests: 6, bedrooms: 3, beds: 4, bathrooms: 2 },
      { name: 'Cabaña Acebo', guests: 2, bedrooms: 1, beds: 2, bathrooms: 1 },
      { name: 'Cabaña Pino', guests: 5, bedrooms: 2, beds: 3, bathrooms: 2 },
    ];
    const pages: SequencePage[] = cabins.map((c, i) => ({
      url: `https://cabanas.test/c/${i + 1}`,
      html: cabinPage(c),
      truth: { name: c.name, guests: c.guests, bedrooms: c.bedrooms, bathrooms: c.bathrooms },
    }));
    const figures = await runSequence('cabanas', pages, {
      prompt: 'The cabin: name, guests, bedrooms, bathrooms.',
      schema,
    });
    expect(figures.wrong).toEqual([]);
  }, 30_000);

  it('read the row the field’s own word names, so pages whose rows differ are served right', async () => {
    const homePage = (c: Cabin): string =>
      `<!DOCTYPE html><html lang="en"><body><main><h1 class="h-name">${c.name}</h1><ul class="h-facts">` +
      `<li>${many(c.guests, 'guest', 'guests')}</li><li>${many(c.bedrooms, 'bedroom', 'bedrooms')}</li>` +
      `<li>${many(c.beds, 'bed', 'beds')}</li><li>${many(c.bathrooms, 'bathroom', 'bathrooms')}</li></ul>` +
      `<p class="h-host">Hosted by Wren</p></main></body></html>`;
    const homes: Cabin[] = [
      { name: 'Villa Sorrel', guests: 7, bedrooms: 3, beds: 3, bathrooms: 3 },
      { name: 'Loft Quill', guests: 7, bedrooms: 4, beds: 4, bathrooms: 4 },
      { name: 'Flat Ember', guests: 3, bedrooms: 2, beds: 2, bathrooms: 1 },
      { name: 'House Tansy', guests: 8, bedrooms: 4, beds: 5, bathrooms: 3 },
      { name: 'Cottage Fern', guests: 4, bedrooms: 2, beds: 3, bathrooms: 2 },
      { name: 'Villa Alder', guests: 10, bedrooms: 5, beds: 6, bathrooms: 5 },
    ];
    const figures = await runSequence(
      'homes',
      homes.map((c, i) => ({
        url: `https://homes.test/h/${i + 1}`,
        html: homePage(c),
        truth: { name: c.name, guests: c.guests, bedrooms: c.bedrooms, bathrooms: c.bathrooms },
      })),
      { prompt: 'The home: name, guests, bedrooms, bathrooms.', schema },
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.served).toBe(figures.later);
  }, 30_000);
});

describe('recipes: a row gone from a list of rows', () => {
  const row = (n: number | undefined, word: string): string => (n === undefined ? '' : `<li>${n} ${word}</li>`);
  const flat = (name: string, guests: number, bedrooms: number | undefined, beds: number, label = 'bedrooms'): string =>
    `<!DOCTYPE html><html lang="en"><body><main><h1 class="f-name">${name}</h1><ul class="f-facts">` +
    `${row(guests, 'guests')}${row(bedrooms, label)}${row(beds, 'beds')}</ul>` +
    `<p class="f-host">Hosted by Wren</p></main></body></html>`;
  const flatSchema = {
    type: 'object',
    properties: { name: { type: 'string' }, guests: { type: 'integer' }, bedrooms: { type: 'integer' } },
  };
  const page = (i: number, html: string, truth: Record<string, unknown>) => ({
    url: `https://flats.test/f/${i}`,
    html,
    truth,
  });

  it('serves the field absent where only other quantities’ rows are left, and not where a row of another word stands', async () => {
    const figures = await runSequence(
      'flats',
      [
        page(1, flat('Flat Ash', 4, 2, 3), { name: 'Flat Ash', guests: 4, bedrooms: 2 }),
        page(2, flat('Flat Oak', 6, 3, 4), { name: 'Flat Oak', guests: 6, bedrooms: 3 }),
        page(3, flat('Flat Yew', 2, undefined, 2), { name: 'Flat Yew', guests: 2 }),
        page(4, flat('Flat Fir', 5, 2, 3), { name: 'Flat Fir', guests: 5, bedrooms: 2 }),
        page(5, flat('Flat Elm', 3, 1, 2, 'rooms'), { name: 'Flat Elm', guests: 3, bedrooms: 1 }),
      ],
      { prompt: 'The flat: name, guests, bedrooms.', schema: flatSchema },
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([expect.stringMatching(/^page 5: /)]);
  }, 30_000);
});
