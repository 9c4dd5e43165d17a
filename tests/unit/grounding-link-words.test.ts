import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * An item's own values shown as links — tags, genres or cuisines as a list of one-word links, a
 * town, region and postcode each a link in one line — are the item's, not other items' cards.
 * Cards of other items (a picture, a price, a name with a figure; one link wrapping a whole card)
 * still are. Made-up pages, made-up words.
 */
const URL_ = 'https://fernbrook.test/tea/smoked-pine-oolong';
const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    address: { type: 'array', items: { type: 'string' } },
  },
};
const PROMPT = 'The tea on this page: its name, price, tags and where the shop is';

function teaPage(opts: { related: 'cards' | 'wrapped' }): string {
  const card = (n: number, name: string, price: string): string =>
    opts.related === 'wrapped'
      ? `<a class="pick" href="/tea/${n}"><div class="pic"><img src="/i/${n}.jpg" alt=""></div><h3>${name}</h3><div>${price}</div></a>`
      : `<li class="pick"><a href="/tea/${n}">${name}</a> <span>${price}</span></li>`;
  const cards = [
    card(1, 'Cloud ridge green 2', '€9.40'),
    card(2, 'Amber hill black 7', '€12.10'),
    card(3, 'Misty vale white 4', '€15.80'),
  ];
  return `<!doctype html><html><head><title>Smoked pine oolong | Fernbrook</title></head><body>
  <header><a href="/">Fernbrook teas</a></header>
  <main>
    <h1>Smoked pine oolong</h1>
    <div class="buy"><span>€11.60</span> <button>Add to cart</button></div>
    <ul class="chips"><li><a href="/t/smoky">smoky</a></li><li><a href="/t/roasted">roasted</a></li><li><a href="/t/loose-leaf">loose leaf</a></li><li><a href="/t/evening">evening</a></li></ul>
    <p>Rolled leaves dried over pine embers, a slow and warm cup.</p>
    <h5>Shop: <a class="where" href="/in/quillmoor">Quillmoor</a>, <a class="where" href="/in/nw">NW</a> <a class="where" href="/zip/40417">40417</a></h5>
    ${opts.related === 'wrapped' ? `<div class="picks">${cards.join('')}</div>` : `<ul class="picks">${cards.join('')}</ul>`}
  </main>
  <footer>Terms</footer></body></html>`;
}

function flagged(html: string, result: Record<string, unknown>): string[] {
  return flaggedOnPage({ html, url: URL_, prompt: PROMPT, schema: SCHEMA, result });
}

describe('an item’s values shown as links', () => {
  const truth = {
    name: 'Smoked pine oolong',
    price: '€11.60',
    tags: ['smoky', 'roasted', 'loose leaf', 'evening'],
    address: ['Quillmoor', 'NW', '40417'],
  };

  it('a list of one-word links (tags) holds the item’s own values', () => {
    expect(flagged(teaPage({ related: 'cards' }), { tags: truth.tags })).toEqual([]);
  });

  it('links set in one line (town, region, postcode) are the item’s words, not cards', () => {
    expect(flagged(teaPage({ related: 'cards' }), { address: truth.address })).toEqual([]);
  });

  it('every true value in place', () => {
    expect(flagged(teaPage({ related: 'cards' }), truth)).toEqual([]);
    expect(flagged(teaPage({ related: 'wrapped' }), truth)).toEqual([]);
  });

  it('cards of other items still are: a price or a name taken from them is misplaced', () => {
    expect(flagged(teaPage({ related: 'cards' }), { ...truth, price: '€12.10' })).toEqual(['/price']);
    expect(flagged(teaPage({ related: 'wrapped' }), { ...truth, price: '€12.10' })).toEqual(['/price']);
    expect(flagged(teaPage({ related: 'wrapped' }), { ...truth, name: 'Amber hill black 7' })).toEqual(['/name']);
  });
});
