import { describe, expect, it } from 'vitest';
import { groundOnPage } from './support/ground-on-page';

/**
 * A sponsored card's badge ("Sponsored") is a short line of its own in the model input, which
 * reads such a line as a heading: the "block" it heads would run over the records after the
 * card. In the DOM the badge stands inside its one card, and heads nothing beyond it. A block
 * truly headed so, its heading a plain line before its row of cards, still holds its cards.
 * Made-up tours and words.
 */
const url = 'https://tarnwick-tours.test/search?q=harbour';
const card = (i: number, title: string, hours: string, price: number, badges: string[] = [], chip = '') =>
  `<div class="truncate text-gray"><img src="/img/${i}.jpg" alt="">${badges.map((b) => `<span class="text-sm">${b}</span>`).join('')}<h3 class="border p-4"><a href="/tour/${i}">${title}</a></h3><span class="flex gap-2">${hours}</span><div class="grid gap-4"><span aria-hidden="true">★</span> <span class="font-bold">4.${i}</span> (<span class="shadow-sm">${i * 37} reviews</span>)</div>${chip ? `<span class="flex gap-2">${chip}</span>` : ''}<div class="inline-flex"><span class="border">from</span> <span class="inline-flex"><span class="inline-flex">€</span><span class="border">${price}</span></span> <span class="truncate text-gray">per person</span></div></div>`;
// Utility classes: the date line, the sort line and the list's box wear one class, so the model
// input cannot tell the cards apart as records and writes each card's texts on lines of their own.
const TOP =
  '<div class="font-bold">Tarnwick · Sat 7 Mar</div><h1>Tours in Tarnwick</h1><div class="font-bold">Sort by: Recommended</div>';
const schema = {
  type: 'object',
  properties: {
    tours: {
      type: 'array',
      items: {
        type: 'object',
        properties: { title: { type: 'string' }, duration: { type: 'string' }, price: { type: 'number' } },
      },
    },
  },
};
const prompt = 'Every tour in the results: title, duration and price';
const tours = [
  { title: 'Harbour walk at dawn', duration: '3 h', price: 41 },
  { title: 'Lighthouse climb', duration: '2 h', price: 18 },
  { title: 'Oyster tasting by the quay', duration: '1 h', price: 56 },
  { title: 'Kayak round the islets', duration: '4 h', price: 73 },
  { title: 'Fish market at six', duration: '2 h', price: 25 },
  { title: 'Cliff path with a guide', duration: '5 h', price: 64 },
  { title: 'Seaweed foraging', duration: '3 h', price: 47 },
];
// The second tour's cancellation chip is a short line of words too: the model input's "block"
// under the badge ends there, with most records after it.
const cards = tours
  .map((t, i) => card(i + 2, t.title, t.duration, t.price, [], i === 1 ? 'Free cancellation' : ''))
  .join('');

describe('a card badge the model input takes for a heading', () => {
  it.each([[['Sponsored']], [['Sponsored', '★ Top pick']]])(
    'keeps the records after a sponsored card in place (badges %j)',
    (badges) => {
      const html = `<html><body><main>${TOP}<div class="font-bold">${card(1, 'Sunset sail to Brell', '3 h', 96, badges)}${cards}</div></main></body></html>`;
      const g = groundOnPage({ html, url, prompt, schema, result: { tours } });
      expect(g?.misplaced).toEqual([]);
      expect(g?.notFound).toEqual([]);
    },
  );

  it('still flags a value taken from a row headed as sponsored items', () => {
    const html = `<html><body><main>${TOP}<div class="font-bold">${cards}</div><section><div class="text-sm">Sponsored</div><div class="row">${card(9, 'Sunset sail to Brell', '3 h', 96)}${card(10, 'Seal watching cruise', '2 h', 88)}</div></section></main></body></html>`;
    const borrowed = tours.map((t, i) => (i === 6 ? { ...t, title: 'Seal watching cruise' } : t));
    const g = groundOnPage({ html, url, prompt, schema, result: { tours: borrowed } });
    expect(g?.misplaced).toContain('/tours/6/title');
  });
});
