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
