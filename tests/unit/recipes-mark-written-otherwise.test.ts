import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up holiday lets whose facts are a list built with utility classes: guests, bedrooms, beds,
 * bathrooms. On both
 * learning pages there were as many beds as bedrooms, so a reading of the beds' line also gave
 * the bedrooms. A page with one bedroom writes it in the singular, and the bedrooms' reading,
 * "before ‘bedrooms’", finds nothing: the beds' line alone must not answer for it.
 */
const page = (name: string, bedrooms: string, beds: string): string => `<!DOCTYPE html>
<html><body><main><h1 class="name">${name}</h1><ul class="rounded-lg border p-4"><li>4 guests</li><li>${bedrooms}</li><li>${beds}</li><li>1 bathroom</li></ul>
<p class="rate">€ 140 a night</p></main></body></html>`;
const schema = { type: 'object', properties: { name: { type: 'string' }, bedrooms: { type: 'integer' } } };
const AT = 'https://lets.test/rental/';

describe('recipes: a number written another way at its place', () => {
  const recipe = learnStored(
    [
      { html: page('Cabin Alder', '2 bedrooms', '2 beds'), answer: { name: 'Cabin Alder', bedrooms: 2 } },
      { html: page('Loft Birch', '3 bedrooms', '3 beds'), answer: { name: 'Loft Birch', bedrooms: 3 } },
    ],
    schema,
    AT,
  );

  it('is not read by a backup that agreed with it by chance', () => {
    const got = replayOn(recipe, page('Villa Cedar', '1 bedroom', '2 beds'), schema, AT);
    if (got.ok) expect(got.result).toEqual({ name: 'Villa Cedar', bedrooms: 1 });
  });

  it('is still read where the place shows its mark', () => {
    const got = replayOn(recipe, page('Villa Cedar', '4 bedrooms', '4 beds'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Villa Cedar', bedrooms: 4 });
  });
});

/**
 * The same lets under a search bar that repeats the search ("Orlen · 12 May – 19 May · 3
 * adults"): on both learning pages as many adults searched as the let had bedrooms, so the bar's
 * figure read the bedrooms too. Read by no mark, its word is the one after its figure.
 */
const searched = (name: string, bedrooms: string, adults: number): string =>
  page(name, bedrooms, '2 beds').replace(
    '<main>',
    `<main><div class="search-bar">Orlen · 12 May 2026 – 19 May 2026 · ${adults} adults</div>`,
  );

describe('recipes: a number written another way, under a search bar', () => {
  const recipe = learnStored(
    [
      { html: searched('Cabin Alder', '2 bedrooms', 2), answer: { name: 'Cabin Alder', bedrooms: 2 } },
      { html: searched('Loft Birch', '3 bedrooms', 3), answer: { name: 'Loft Birch', bedrooms: 3 } },
    ],
    schema,
    AT,
  );

  it('is not read from the bar’s adults', () => {
    const got = replayOn(recipe, searched('Villa Cedar', '1 bedroom', 3), schema, AT);
    if (got.ok) expect(got.result).toEqual({ name: 'Villa Cedar', bedrooms: 1 });
  });
});
