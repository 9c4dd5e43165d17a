import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up holiday lets whose facts are one list of rows told by their words, in a made-up
 * language whose words take an ending by count ("1 kamra", "2 kamras"), with the hashed classes
 * of a CSS-in-JS build (a path by position costs less than these). Pages learned from may all
 * show one form of a word; the next page shows the other.
 */
const page = (name: string, rows: string[]): string => `<!DOCTYPE html>
<html><body><header class="css-1x9kqe"><a href="/">Letto</a></header><main class="css-q7w2ra"><div class="css-h2ml4d">
<h1 class="css-n4vb8t">${name}</h1><ul class="css-f9zp3c">${rows.map((r) => `<li>${r}</li>`).join('')}</ul></div>
<p class="css-1r3yt6">€ 120 per natt</p></main></body></html>`;
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, bedrooms: { type: 'integer' }, bathrooms: { type: 'integer' } },
};
const AT = 'https://lets.test/let/';

describe('recipes: a word read in another form of it', () => {
  it('reads "1 kamra" where only "kamras" was learned, and not "1 kam" (another word)', () => {
    const recipe = learnStored(
      [
        {
          html: page('Stuga Ek', ['4 gesta', '2 kamras', '3 badras']),
          answer: { name: 'Stuga Ek', bedrooms: 2, bathrooms: 3 },
        },
        {
          html: page('Villa Asp', ['6 gesta', '3 kamras', '2 badras']),
          answer: { name: 'Villa Asp', bedrooms: 3, bathrooms: 2 },
        },
      ],
      schema,
      AT,
    );
    const one = replayOn(recipe, page('Hus Lind', ['2 gesta', '1 kamra', '1 badra']), schema, AT);
    expect(one.ok && one.result).toEqual({ name: 'Hus Lind', bedrooms: 1, bathrooms: 1 });
    const other = replayOn(recipe, page('Hus Alm', ['2 gesta', '1 kam', '2 badras']), schema, AT);
    if (other.ok) expect(other.result).not.toHaveProperty('bedrooms', 1);
  });

  it("a cross-check at another word vetoes in that word's other form", () => {
    // Every learning page had as many bedrooms as bathrooms: either row could be the bathrooms'.
    const recipe = learnStored(
      [
        {
          html: page('Stuga Ek', ['4 gesta', '3 kamras', '3 badras']),
          answer: { name: 'Stuga Ek', bedrooms: 3, bathrooms: 3 },
        },
        { html: page('Loft Gran', ['2 gesta', '2 sengs']), answer: { name: 'Loft Gran' } },
        {
          html: page('Villa Asp', ['8 gesta', '5 kamras', '5 badras']),
          answer: { name: 'Villa Asp', bedrooms: 5, bathrooms: 5 },
        },
      ],
      schema,
      AT,
    );
    const got = replayOn(recipe, page('Hus Lind', ['8 gesta', '3 kamras', '1 badra']), schema, AT);
    if (got.ok) expect(got.result).toEqual({ name: 'Hus Lind', bedrooms: 3, bathrooms: 1 });
  });

  it('a row read by its position yields to its own word, not to another row that agreed', () => {
    // One page with as many bedrooms as bathrooms, one with neither: the rows by position and
    // by word all fit; the rows' words say which is which.
    const recipe = learnStored(
      [
        {
          html: page('Stuga Ek', ['4 gesta', '2 kamras', '3 sengs', '2 badras']),
          answer: { name: 'Stuga Ek', bedrooms: 2, bathrooms: 2 },
        },
        { html: page('Loft Gran', ['2 gesta', '2 sengs']), answer: { name: 'Loft Gran' } },
      ],
      schema,
      AT,
    );
    for (const [rows, bedrooms, bathrooms] of [
      [['4 gesta', '2 kamras', '3 sengs', '1 badra'], 2, 1],
      [['8 gesta', '3 kamras', '3 sengs', '4 badras'], 3, 4],
    ] as const) {
      const got = replayOn(recipe, page('Hus Lind', [...rows]), schema, AT);
      if (got.ok) expect(got.result).toEqual({ name: 'Hus Lind', bedrooms, bathrooms });
    }
  });

  it('a mark is not read inside a word: "Nonstop" says its number in a word of its own', () => {
    const card = (flight: string, stops: string): string =>
      `<li class="sc-3k1f"><span class="sc-8q2n">${flight}</span><span class="sc-7v4d">${stops}</span></li>`;
    const list = (cards: string[]): string =>
      `<!DOCTYPE html><html><body><main><ul class="sc-1h5e">${cards.join('')}</ul></main></body></html>`;
    const flights = {
      type: 'object',
      properties: {
        flights: {
          type: 'array',
          items: { type: 'object', properties: { flight: { type: 'string' }, stops: { type: 'integer' } } },
        },
      },
    };
    const rows: Array<[string, string, number]> = [
      ['KV 588', '1 stop', 1],
      ['MU 746', '2 stops', 2],
      ['JN 393', 'Nonstop', 0],
      ['BH 655', '1 stop', 1],
      ['DF 897', 'Nonstop', 0],
    ];
    const recipe = learnStored(
      [
        {
          html: list(rows.map(([f, s]) => card(f, s))),
          answer: { flights: rows.map(([flight, , stops]) => ({ flight, stops })) },
        },
      ],
      flights,
      AT,
    );
    const got = replayOn(recipe, list([card('QA 101', 'Nonstop'), card('QA 202', '2 stops')]), flights, AT);
    expect(got.ok && got.result).toEqual({
      flights: [
        { flight: 'QA 101', stops: 0 },
        { flight: 'QA 202', stops: 2 },
      ],
    });
  });
});
