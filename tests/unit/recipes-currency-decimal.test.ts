import { describe, expect, it } from 'vitest';
import { numbersIn } from '@/lib/grounding';
import { parseNumber } from '@/lib/recipes/locate/parse-number';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Prices written with the currency sign as their decimal mark ("27€00", "587€99"), the shop's
 * screen-reader copy glued to the shown one. Learned from two whole prices, a reading that stops
 * at the sign reads them right by chance; on a price with cents it would read 587. Such a page is
 * never served with a cut price. Made-up bottles.
 */
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' } },
  required: ['name'],
};

const page = (name: string, whole: number, cents: string) =>
  `<html><body><main><h1 class="title">${name}</h1><div class="price-box"><span class="price"><span class="offscreen">${whole}€${cents}</span><span aria-hidden="true">${whole}€${cents}</span></span></div><p class="tax">TTC</p></main></body></html>`;

describe('a price whose decimal mark is the currency sign', () => {
  const recipe = (() => {
    try {
      return learnStored(
        [
          { html: page('Gourde Tarn', 27, '00'), answer: { name: 'Gourde Tarn', price: 27 } },
          { html: page('Gourde Ossary', 64, '00'), answer: { name: 'Gourde Ossary', price: 64 } },
        ],
        schema,
        'https://bottles.test/p/',
      );
    } catch {
      return null;
    }
  })();

  it('is never served cut at the sign', () => {
    if (!recipe) return; // nothing learned: every page goes to the model
    const got = replayOn(recipe, page('Gourde Fenn', 587, '99'), schema, 'https://bottles.test/p/');
    if (got.ok) expect(got.result).toMatchObject({ price: 587.99 });
  });
});

describe('a price grouped in thousands before the sign', () => {
  it('reads "1 401€90" whole, in the recipe and in grounding alike', () => {
    expect(parseNumber('1 401€90')).toBe(1401.9);
    expect(parseNumber('1\u202f401€90')).toBe(1401.9);
    expect(numbersIn('1 401€90')).toContain(1401.9);
    expect(parseNumber('587€99')).toBe(587.99);
  });
});

const listSchema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
    },
  },
};

/** A list page of bottles, each price written by `price` (its own span, or two copies side by side). */
const listPage = (cards: Array<[string, string]>, price: (p: string) => string): string =>
  `<html><body><main><h1>Gourdes</h1><ul class="grid">${cards
    .map(
      ([name, p]) =>
        `<li class="card"><h2 class="cname"><a href="/p/${name.length}">${name}</a></h2><div class="cprice">${price(p)}</div></li>`,
    )
    .join('')}</ul></main></body></html>`;

/** Learns from one list page, replays on the next: what it serves (or why not). */
function learnThenServe(
  learned: Array<[string, string, number]>,
  next: Array<[string, string]>,
  price: (p: string) => string,
) {
  const at = 'https://bottles.test/c/';
  const recipe = learnStored(
    [
      {
        html: listPage(
          learned.map(([n, p]) => [n, p]),
          price,
        ),
        answer: { products: learned.map(([name, , value]) => ({ name, price: value })) },
      },
    ],
    listSchema,
    at,
  );
  return replayOn(recipe, listPage(next, price), listSchema, at);
}

describe('a list of prices written with the sign as the decimal mark, some grouped in thousands', () => {
  it('learns the prices from one page and serves the next with every figure whole', () => {
    const got = learnThenServe(
      [
        ['Gourde Tarn', '254€99', 254.99],
        ['Gourde Ossary', '1 419€00', 1419],
        ['Gourde Brell', '67€00', 67],
      ],
      [
        ['Gourde Fenn', '2 335€50'],
        ['Gourde Mossy', '30€00'],
      ],
      (p) => `<span class="pr">${p}</span>`,
    );
    expect(got.ok && got.result).toEqual({
      products: [
        { name: 'Gourde Fenn', price: 2335.5 },
        { name: 'Gourde Mossy', price: 30 },
      ],
    });
  });
});

describe('a price with cents glued to its screen-reader copy ("144€95144€95")', () => {
  it('is learned from the cards and read whole on the next page', () => {
    const got = learnThenServe(
      [
        ['Gourde Tarn', '144€95', 144.95],
        ['Gourde Ossary', '25€00', 25],
        ['Gourde Brell', '7€49', 7.49],
      ],
      [
        ['Gourde Fenn', '63€10'],
        ['Gourde Mossy', '302€99'],
      ],
      (p) => `<span class="pr"><span class="offscreen">${p}</span><span aria-hidden="true">${p}</span></span>`,
    );
    expect(got.ok && got.result).toEqual({
      products: [
        { name: 'Gourde Fenn', price: 63.1 },
        { name: 'Gourde Mossy', price: 302.99 },
      ],
    });
  });
});
