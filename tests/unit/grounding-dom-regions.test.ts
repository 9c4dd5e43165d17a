import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { domRegions } from '../../lib/grounding/dom-regions';
import { groundOnPage } from './support/ground-on-page';

const URL_ = 'https://kettles.test/item/copper-kettle';

/**
 * A product page whose other prices and names stand where the model input does not say so:
 * a menu, a strip of cards with no heading, a footer offer, a second data-block product, and a
 * struck-through old price. Only the DOM tells them from the main item's.
 */
function productPage(opts: { wrapper?: string; h1Split?: boolean } = {}): string {
  const cards = ['Enamel teapot', 'Steel milk pan', 'Glass carafe']
    .map(
      (n, i) =>
        `<div class="tile"><a href="/item/${i}">${n}</a><span class="amount">€${31 + i * 4},50</span><span>Brightmoor</span></div>`,
    )
    .join('');
  const ld = [
    { '@context': 'https://schema.org', '@type': 'Product', name: 'Copper kettle', offers: { price: '64.00' } },
    { '@context': 'https://schema.org', '@type': 'Product', name: 'Iron trivet', offers: { price: '12.75' } },
  ];
  const title = opts.h1Split ? 'Copper <em>kettle</em>' : 'Copper kettle';
  return `<html><head><title>Copper kettle – Kettle house</title>
  <script type="application/ld+json">${JSON.stringify(ld)}</script></head>
  <body class="${opts.wrapper ?? ''}"><nav><a href="/gifts">Gifts under €25.00</a><a href="/sale">Sale</a></nav>
  <div class="layout"><div class="product"><h1>${title}</h1><p>Made by Ashcombe</p>
  <p><span class="price">€64,00</span> <del>€79,00</del></p><p>Holds 1.7 litres.</p></div>
  <div class="strip">${cards}</div></div>
  <footer><p>Free delivery on orders over €40,00</p><p>Ashcombe Wares Ltd</p></footer></body></html>`;
}

const schema = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'string' } } };

function check(html: string, result: unknown) {
  return groundOnPage({ html, url: URL_, prompt: 'The product', schema, result });
}

describe('grounding in role: the page’s DOM regions', () => {
  it('keeps the main item’s name and price in place', () => {
    const g = check(productPage(), { name: 'Copper kettle', price: '€64,00' });
    expect(g?.misplaced).toEqual([]);
    expect(g?.found).toBe(2);
  });

  it('flags a price found only in another item’s card, the footer, the menu or a struck-through figure', () => {
    const cases: Array<[string, string]> = [
      ['€35,50', 'card'],
      ['€40,00', 'footer'],
      ['€25.00', 'navigation'],
      ['€79,00', 'another quantity'],
    ];
    for (const [price, where] of cases) {
      const g = check(productPage(), { name: 'Copper kettle', price });
      expect(g?.misplaced, price).toEqual(['/price']);
      expect(g?.misplacedWhere?.['/price'], price).toContain(where);
    }
  });

  it('flags a name found only in another card or another data-block item', () => {
    expect(check(productPage(), { name: 'Steel milk pan' })?.misplaced).toEqual(['/name']);
    const g = check(productPage(), { name: 'Iron trivet', price: '12.75' });
    expect(g?.misplaced).toEqual(['/name', '/price']);
    expect(g?.misplacedWhere?.['/name']).toContain('data block');
  });

  it('never lets a page-wide wrapper named like a sidebar or menu swallow the main item', () => {
    const g = check(productPage({ wrapper: 'has-sidebar menu-open' }), { name: 'Copper kettle', price: '€64,00' });
    expect(g?.misplaced).toEqual([]);
  });

  it('reads a title split by inline markup as one text', () => {
    const regions = domRegions(parseHtmlDocument(productPage({ h1Split: true })), URL_);
    expect(regions?.main.match('Copper kettle', null)).toBe('text');
    expect(regions?.others.some((o) => o.evidence.match('Enamel teapot', null))).toBe(true);
    expect(regions?.main.match('Enamel teapot', null)).toBeNull();
  });

  it('leaves values where the page has no HTML to the model input alone', () => {
    const result = { name: 'Copper kettle', price: '€35,50' };
    const g = groundOnPage({ html: productPage(), url: URL_, prompt: 'The product', schema, result, keepHtml: false });
    expect(g?.misplaced).toEqual([]);
  });
});
