import { describe, expect, it } from 'vitest';
import { htmlToModelInput } from '@/lib/convert/html-to-model-input';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * Pages as front-end frameworks render them (utility or hashed class names, prices split over
 * elements, stars only in an aria-label, cards of one component for the item and for others).
 * Made-up pages, made-up words.
 */
const LIST_SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, maker: { type: 'string' }, price: { type: 'string' } },
      },
    },
  },
};
const LIST_PROMPT = 'Every product on this page with its name, maker and price';

/** A price as a component writes it: the sign, the units and the raised cents each in an element. */
const split = (n: number): string => {
  const [units, cents] = n.toFixed(2).split('.');
  return `<span class="tw-1 font-bold"><span class="tw-2">$</span><span>${units}</span><sup class="tw-3">${cents}</sup></span>`;
};

describe('framework markup: a price split over elements', () => {
  const cards: Array<[string, string, number]> = [
    ['Pebbled ink well', 'Ostlewick', 46.78],
    ['Moss felt coaster', 'Drennow', 22.52],
    ['Quill rest', 'Ostlewick', 161.13],
  ];
  const html = `<!doctype html><html><head><title>Desk | Inkhollow</title></head><body><div id="root"><h1 class="text-2xl">Desk</h1><div class="grid grid-cols-3 gap-4">${cards
    .map(
      ([name, maker, price], i) =>
        `<div class="flex flex-col gap-1"><div class="text-xs">${maker}</div><a href="/p/${i}" class="text-sm">${name}</a><div class="flex">${split(price)}</div></div>`,
    )
    .join('')}</div></div></body></html>`;

  it('reads the sign, the units and raised cents in elements of their own as one price', () => {
    expect(htmlToModelInput(html, { baseUrl: 'https://inkhollow.test/desk' }).text).toContain('$46.78');
  });

  it('does not flag the cards’ true prices', () => {
    const result = { products: cards.map(([name, maker, price]) => ({ name, maker, price: `$${price.toFixed(2)}` })) };
    expect(
      flaggedOnPage({ html, url: 'https://inkhollow.test/desk', prompt: LIST_PROMPT, schema: LIST_SCHEMA, result }),
    ).toEqual([]);
  });
});

const ITEM_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    brand: { type: 'string' },
    price: { type: 'string' },
    rating: { type: 'number' },
  },
};
const ITEM_PROMPT = 'The product on this page: its name, brand, price and rating';

describe('framework markup: stars said only in an aria-label, the review count beside them', () => {
  const stars = (label: string, count: number): string =>
    `<div class="css-a1b2c3"><span role="img" aria-label="${label}" class="css-d4e5f6"><svg aria-hidden="true" viewBox="0 0 20 20"><path d="M0 0h20v20H0z"/></svg></span><span class="css-g7h8i9">(${count})</span></div>`;
  const page = (label: string): string =>
    `<!doctype html><html><head><title>Tidewell rain hood | Marlowe Den</title></head><body><div id="__next"><div class="css-j1k2l3"><div class="css-m4n5o6">Fennick</div><h1 class="css-p7q8r9">Tidewell rain hood</h1>${stars(label, 128)}<div class="css-s1t2u3"><span>$</span><span>39</span><sup>50</sup></div><button type="button">Add to cart</button></div></div></body></html>`;
  const url = 'https://marlowe-den.test/p/tidewell-rain-hood';

  for (const label of ['4.5 out of 5', 'Rated 4.5 out of 5 stars', '4,5 von 5 Sternen', '4,5 sur 5 étoiles']) {
    it(`flags the review count given as the rating (${label}), not the rating`, () => {
      const truth = { name: 'Tidewell rain hood', brand: 'Fennick', price: '$39.50', rating: 4.5 };
      expect(
        flaggedOnPage({ html: page(label), url, prompt: ITEM_PROMPT, schema: ITEM_SCHEMA, result: truth }),
      ).toEqual([]);
      expect(
        flaggedOnPage({
          html: page(label),
          url,
          prompt: ITEM_PROMPT,
          schema: ITEM_SCHEMA,
          result: { ...truth, rating: 128 },
        }),
      ).toEqual(['/rating']);
    });
  }

  it('leaves a figure above 5 alone where the page writes no rating scale (a gallery’s “1/5” is none)', () => {
    const html = page('Reviews').replace('<button', '<div class="css-x">Photo 1/5</div><button');
    expect(
      flaggedOnPage({
        html,
        url,
        prompt: ITEM_PROMPT,
        schema: ITEM_SCHEMA,
        result: { name: 'Tidewell rain hood', brand: 'Fennick', price: '$39.50', rating: 128 },
      }),
    ).toEqual([]);
  });
});
