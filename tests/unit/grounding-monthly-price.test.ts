import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A price per month is the price when nothing is sold outright (a rent, a subscription), and
 * an instalment beside a price to pay at once is not the price. Made-up lets and words.
 */
const url = 'https://lettings.test/search?town=brenmoor';
const card = (i: number, title: string, price: string, extra = '') =>
  `<article class="let"><h3><a href="/let/${i}">${title}</a></h3><div class="rent">${price}</div>${extra}<div class="where">Brenmoor</div></article>`;
const schema = {
  type: 'object',
  properties: {
    lets: {
      type: 'array',
      items: { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' } } },
    },
  },
};
const lets = [
  ['Quiet flat by the mill', '1 270 €/mois', 1270],
  ['Loft over the bakery', '2 320 €/month', 2320],
  ['Cottage on the green', '£980 per month', 980],
] as const;

describe('a monthly figure', () => {
  it('is a rental card’s price when the card sells nothing outright', () => {
    const html = `<html><body><main><h1>Lets in Brenmoor</h1>${lets.map(([t, p], i) => card(i, t, p)).join('')}</main></body></html>`;
    const flagged = flaggedOnPage({
      html,
      url,
      prompt: 'Every let: title and price',
      schema,
      result: { lets: lets.map(([title, , price]) => ({ title, price })) },
    });
    expect(flagged).toEqual([]);
  });

  it('is not the price of a card that also shows a price to pay at once', () => {
    const html = `<html><body><main><h1>Lets in Brenmoor</h1>${lets
      .map(([t, p], i) => card(i, t, `€ ${40000 + i * 1000}`, `<div class="plan">or ${p}</div>`))
      .join('')}</main></body></html>`;
    const flagged = flaggedOnPage({
      html,
      url,
      prompt: 'Every let: title and price',
      schema,
      result: { lets: lets.map(([title, , price]) => ({ title, price })) },
    });
    expect(flagged).toEqual(['/lets/0/price', '/lets/1/price', '/lets/2/price']);
  });

  it('is a detail page’s price when it is the only one', () => {
    const html = `<html><body><main><h1>Loft over the bakery</h1><dl><dt>Rent</dt><dd>2 320 €/month</dd><dt>Rooms</dt><dd>3</dd></dl></main></body></html>`;
    const flagged = flaggedOnPage({
      html,
      url: 'https://lettings.test/let/7',
      prompt: 'The let: title and price',
      schema: { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' } } },
      result: { title: 'Loft over the bakery', price: 2320 },
    });
    expect(flagged).toEqual([]);
  });
});
