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

describe('a list of prices written with the sign as the decimal mark, some grouped in thousands', () => {
  const card = (name: string, price: string): string =>
    `<li class="card"><h2 class="cname"><a href="/p/${name.length}">${name}</a></h2><div class="cprice"><span class="pr">${price}</span></div></li>`;
  const list = (cards: Array<[string, string]>): string =>
    `<html><body><main><h1>Gourdes</h1><ul class="grid">${cards.map(([n, p]) => card(n, p)).join('')}</ul></main></body></html>`;
  const listSchema = {
    type: 'object',
    properties: {
      products: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
      },
    },
  };
  const at = 'https://bottles.test/c/';

  it('learns the prices from one page and serves the next with every figure whole', () => {
    const recipe = learnStored(
      [
        {
          html: list([
            ['Gourde Tarn', '254€99'],
            ['Gourde Ossary', '1 419€00'],
            ['Gourde Brell', '67€00'],
          ]),
          answer: {
            products: [
              { name: 'Gourde Tarn', price: 254.99 },
              { name: 'Gourde Ossary', price: 1419 },
              { name: 'Gourde Brell', price: 67 },
            ],
          },
        },
      ],
      listSchema,
      at,
    );
    const got = replayOn(
      recipe,
      list([
        ['Gourde Fenn', '2 335€50'],
        ['Gourde Mossy', '30€00'],
      ]),
      listSchema,
      at,
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
    const listSchema = {
      type: 'object',
      properties: {
        products: {
          type: 'array',
          items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
        },
      },
    };
    const card = (name: string, price: string): string =>
      `<li class="card"><h2 class="cname"><a href="/p/${name.length}">${name}</a></h2><div class="cprice"><span class="pr"><span class="offscreen">${price}</span><span aria-hidden="true">${price}</span></span></div></li>`;
    const list = (cards: Array<[string, string]>): string =>
      `<html><body><main><h1>Gourdes</h1><ul class="grid">${cards.map(([n, p]) => card(n, p)).join('')}</ul></main></body></html>`;
    const at = 'https://bottles.test/c/';
    const recipe = learnStored(
      [
        {
          html: list([
            ['Gourde Tarn', '144€95'],
            ['Gourde Ossary', '25€00'],
            ['Gourde Brell', '7€49'],
          ]),
          answer: {
            products: [
              { name: 'Gourde Tarn', price: 144.95 },
              { name: 'Gourde Ossary', price: 25 },
              { name: 'Gourde Brell', price: 7.49 },
            ],
          },
        },
      ],
      listSchema,
      at,
    );
    const got = replayOn(
      recipe,
      list([
        ['Gourde Fenn', '63€10'],
        ['Gourde Mossy', '302€99'],
      ]),
      listSchema,
      at,
    );
    expect(got.ok && got.result).toEqual({
      products: [
        { name: 'Gourde Fenn', price: 63.1 },
        { name: 'Gourde Mossy', price: 302.99 },
      ],
    });
  });
});
