import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up holiday-flat page whose facts are bare list items: "4 guests", "2 bedrooms" on some
 * flats, "3 beds". The learning page without bedrooms sleeps as many guests as it has beds, so
 * its "3 beds" lost its figure with the guests' value; the next flat without bedrooms has other
 * counts. What the place shows there is still only the words it showed without a value.
 */
interface Flat {
  name: string;
  guests: number;
  bedrooms?: number;
  beds: number;
}
const page = (f: Flat): string =>
  `<!DOCTYPE html><html><body><main><h1 class="title">${f.name}</h1><ul class="facts"><li>${f.guests} guests</li>` +
  (f.bedrooms ? `<li>${f.bedrooms} bedrooms</li>` : '') +
  `<li>${f.beds} beds</li></ul><p class="host">Hosted by Maren</p></main></body></html>`;
const answer = (f: Flat) => ({ name: f.name, guests: f.guests, ...(f.bedrooms ? { bedrooms: f.bedrooms } : {}) });
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, guests: { type: 'integer' }, bedrooms: { type: 'integer' } },
  required: ['name'],
};
const AT = 'https://flats.test/flat/';

describe('recipes: an empty place whose learning page shared a figure with another field', () => {
  const recipe = learnStored(
    [
      { name: 'Loft Varen', guests: 6, bedrooms: 3, beds: 4 },
      { name: 'Studio Ilse', guests: 3, beds: 3 },
    ].map((f) => ({ html: page(f), answer: answer(f) })),
    schema,
    AT,
  );

  it('serves a later flat without bedrooms whose counts differ, without bedrooms', () => {
    const later: Flat = { name: 'Cabin Orsa', guests: 5, beds: 2 };
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('still sends a flat whose place says its rooms in other words to the model', () => {
    const html = page({ name: 'Cabin Orsa', guests: 5, beds: 2 }).replace('<li>2 beds</li>', '<li>2 rooms</li>');
    expect(replayOn(recipe, html, schema, AT).ok).toBe(false);
  });
});
