import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { learnRecipe } from '@/lib/recipes';
import { learnStored, replayOn, type AnsweredPage } from './support/recipe-learning';

/**
 * A made-up hotel template in two A/B variants: variant A wraps the hotel in
 * `<article class="stay">`, variant B in `<section class="stay-b">`; both show the address in
 * `p.addr`. Variant A's learning page had no address: its `p.addr` said the town and the
 * distance instead ("Orlen · 3,5 km from the centre"), which no field asks for, so the address
 * is learned through variant B's wrapper. A variant-A page with an address then reads nothing
 * there, though its `p.addr` shows one: not a sign the address is absent.
 */
const hotel = (variant: 'a' | 'b', name: string, addr: string, price: number): string => {
  const body = `<h1 class="name">${name}</h1><p class="addr">${addr}</p><div class="box"><span class="price">€ ${price}</span> per night</div>`;
  return `<!DOCTYPE html><html><body><main>${
    variant === 'a' ? `<article class="stay">${body}</article>` : `<section class="stay-b">${body}</section>`
  }</main></body></html>`;
};
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, address: { type: 'string' }, price: { type: 'number' } },
  required: ['name'],
};
const AT = 'https://stays.test/hotel/';

const pages = [
  {
    html: hotel('b', 'Hotel Tavor', '12 Quell Street, 40417 Orlen', 140),
    answer: { name: 'Hotel Tavor', address: '12 Quell Street, 40417 Orlen', price: 140 },
  },
  {
    html: hotel('a', 'Maison Brisa', 'Dunmere · 3,5 km from the centre', 95),
    answer: { name: 'Maison Brisa', price: 95 },
  },
  {
    html: hotel('b', 'Casa Velno', '4 Harrow Road, 20311 Pellan', 120),
    answer: { name: 'Casa Velno', address: '4 Harrow Road, 20311 Pellan', price: 120 },
  },
];

describe('recipes: a place read through one variant’s wrapper, shown under the other’s', () => {
  it('learns no recipe that reads variant A’s pages as having no address', () => {
    const outcome = learnRecipe(
      pages.map((p, i) => ({ doc: parseHtmlDocument(p.html), url: `${AT}${i}`, result: p.answer })),
      schema,
      { id: 'r', now: 0 },
    );
    if (!outcome.ok) {
      expect(outcome.reason).toMatch(/address not found where the recipe reads it, though its place shows/);
      return;
    }
    const got = replayOn(
      outcome.recipe,
      hotel('a', 'Le Relais Corvo', '30 Wrenfold Avenue, 59290 Caddow', 210),
      schema,
      AT,
    );
    expect(got.ok && got.result).not.toEqual({ name: 'Le Relais Corvo', price: 210 });
  });

  it('still serves variant-B pages from what those pages teach', () => {
    const recipe = learnStored([pages[0], pages[2]] as AnsweredPage[], schema, AT);
    const got = replayOn(recipe, hotel('b', 'Hotel Ostra', '7 Belga Lane, 10234 Vask', 88), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Hotel Ostra', address: '7 Belga Lane, 10234 Vask', price: 88 });
  });
});

/**
 * A made-up quote page whose figures all wear one utility class (`span.val`), the market cap's
 * inside its stats table: a page without the table has no market cap, though `span.val` still
 * shows the price. A class many places wear is no element of the field's own.
 */
const quote = (name: string, price: number, cap?: string): string =>
  `<!DOCTYPE html><html><body><main><h1 class="name">${name}</h1><p class="px"><span class="val">${price}</span> EUR</p>${
    cap ? `<table class="stats"><tr><td>Market cap</td><td><span class="val">${cap}</span></td></tr></table>` : ''
  }</main></body></html>`;
const quoteSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, market_cap: { type: 'string' } },
  required: ['name'],
};

describe('recipes: a reading whose last step is a class many places wear', () => {
  const recipe = learnStored(
    [
      {
        html: quote('Tavor Group', 140.5, '2.1 bn'),
        answer: { name: 'Tavor Group', price: 140.5, market_cap: '2.1 bn' },
      },
      {
        html: quote('Velno Holdings', 88.25, '310 m'),
        answer: { name: 'Velno Holdings', price: 88.25, market_cap: '310 m' },
      },
    ],
    quoteSchema,
    'https://quotes.test/q/',
  );

  it('serves a page without the stats table as having no market cap', () => {
    const got = replayOn(recipe, quote('Brisa Works', 12.75), quoteSchema, 'https://quotes.test/q/');
    expect(got.ok && got.result).toEqual({ name: 'Brisa Works', price: 12.75 });
  });
});
