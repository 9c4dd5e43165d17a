import { describe, expect, it } from 'vitest';
import { checkOne } from '@/bench/grounding-roles';
import { recordLayout } from '../../lib/grounding';

/**
 * A list page whose data block (a framework's state, read into "## Page data") names the
 * records above the content: a record is located on its own line of the content, never on the
 * data block's line that lists every name. Made-up page, made-up words.
 */
interface Card {
  name: string;
  maker: string;
  price: number;
}

const CARDS: Card[] = [
  { name: 'Quenby Felt Slipper', maker: 'Orrow Mill', price: 149.95 },
  { name: 'Darrant Linen Apron', maker: 'Tessick', price: 97.5 },
  { name: 'Holloway Tin Caddy', maker: 'Orrow Mill', price: 38.05 },
  { name: 'Mirrin Cork Coaster', maker: 'Pendle & Co', price: 12.4 },
];

/** The price as a component writes it: sign, units and cents each in an element of their own. */
const split = (n: number): string => {
  const [units, cents] = n.toFixed(2).split('.');
  return `<span class="px-1">$</span> <span class="font-bold">${units}</span><span class="text-xs">.${cents}</span>`;
};

function listPage(): string {
  const state = JSON.stringify({ hits: CARDS.map((c) => ({ name: c.name, price: Math.round(c.price * 100) })) });
  const facets = ['S', 'M', 'L']
    .map((s, i) => `<li><label><input type="checkbox"><span>${s}</span><span>(${3 + i * 11})</span></label></li>`)
    .join('');
  const cards = CARDS.map(
    (c, i) =>
      `<li class="flex gap-2"><span class="text-xs">${c.maker}</span> · <a href="/p/${i}" class="text-sm">${c.name}</a> · <span class="flex">${split(c.price)}</span></li>`,
  ).join('');
  return `<!doctype html><html><head><title>Slippers | Brackenfold</title></head><body><div id="app"><a href="/">Brackenfold</a><h1 class="text-2xl">Slippers</h1><div class="text-sm">Size</div><ul class="flex flex-col">${facets}${cards}</ul></div><script id="__APP_STATE__" type="application/json">${state}</script></body></html>`;
}

const PROMPT = 'Every product on this page with its name, maker and price';
const SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, maker: { type: 'string' }, price: { type: 'number' } },
      },
    },
  },
};
const URL = 'https://brackenfold.test/c/slippers';
const ask = { html: listPage(), url: URL, prompt: PROMPT, schema: SCHEMA, fields: ['name', 'maker', 'price'] };

describe('a data block naming every record above the list', () => {
  it('locates each record on its own line of the content, not on the data block’s line', () => {
    const text = [
      '## Page data',
      'script name: Quenby Felt Slipper; Darrant Linen Apron; Holloway Tin Caddy',
      'script price: 14995; 9750; 3805',
      '',
      '## Page content',
      '# Slippers',
      '- S(3)',
      '- M(14)',
      '- Orrow Mill · [Quenby Felt Slipper](L1) · $149.95',
      '- Tessick · [Darrant Linen Apron](L2) · $97.50',
      '- Orrow Mill · [Holloway Tin Caddy](L3) · $38.05',
    ].join('\n');
    const refs = {
      L1: 'https://brackenfold.test/p/0',
      L2: 'https://brackenfold.test/p/1',
      L3: 'https://brackenfold.test/p/2',
    };
    const layout = recordLayout(
      { text, refs },
      CARDS.slice(0, 3).map((c) => ({ name: c.name, maker: c.maker })),
    );
    expect(layout?.anchors).toEqual([8, 9, 10]);
  });

  it('leaves the first record’s true price in place', () => {
    const products = CARDS.map((c) => ({ ...c }));
    expect([...checkOne({ ...ask, answer: { products } }).flagged]).toEqual([]);
  });

  it('still flags the next record’s price given to the first', () => {
    const products = CARDS.map((c) => ({ ...c }));
    products[0] = { ...products[0]!, price: 97.5 };
    expect([...checkOne({ ...ask, answer: { products } }).flagged]).toEqual(['/products/0/price']);
  });
});
