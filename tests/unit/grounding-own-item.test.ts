import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { domRegions } from '../../lib/grounding/dom-regions';
import { mainTitle, pageNames } from '../../lib/grounding/main-title';
import { numberRole } from '../../lib/grounding/roles';
import { groundOnPage } from './support/ground-on-page';

/**
 * The main item's own price and name, told apart by the page's structure: the buy box nearest
 * the title, the title the document's title names, the structured-data offer. Made-up pages;
 * label words are in languages the role rules hold no words for.
 */
const URL_ = 'https://lanterns.test/item/storm-lantern';

interface Opts {
  /** Price block before the title (in the same column). */
  priceFirst?: boolean;
  /** A site-name h1 linking home; the product titled by an h2. */
  siteHeader?: boolean;
  /** Structured data with the offer's price. */
  data?: string;
  /** A free-delivery sentence right under the title. */
  threshold?: boolean;
}

function lanternPage(opts: Opts = {}): string {
  const title = opts.siteHeader ? '<h2>Storm lantern brass</h2>' : '<h1>Storm lantern brass</h1>';
  const header = opts.siteHeader ? '<header><h1><a href="/">Glimmerhouse</a></h1></header>' : '';
  const price = `<div class="pp"><span style="text-decoration:line-through">€58,00</span> <span>€46,40</span></div>`;
  const threshold = opts.threshold ? '<p>Gratis verzending vanaf €35,00</p>' : '';
  const info = opts.priceFirst ? `${price}${title}${threshold}` : `${title}${threshold}${price}`;
  const data = opts.data
    ? `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Storm lantern brass', offers: { price: opts.data } })}</script>`
    : '';
  return `<html><head><title>Storm lantern brass | Glimmerhouse</title>${data}</head><body>${header}
  <main><div class="pdp"><div class="gal"><img src="/l.jpg" alt=""></div><div class="info">${info}
  <div>Je bespaart €11,60</div><div>oder 4 Raten zu je €11,60</div><button>In den Korb</button>
  <div class="duo"><div>Samen voordeliger</div><div>Storm lantern brass + Wick set</div><div>€52,90</div><button>Beide</button></div>
  </div></div>
  <div class="sl"><div>Andere kijken ook</div><div class="sl-track">
  <div class="sl-i" onclick="go(1)"><div>Hurricane candle jar</div><div>€19,95</div></div>
  <div class="sl-i" onclick="go(2)"><div>Folding camp lamp</div><div>€27,50</div></div></div></div></main></body></html>`;
}

const schema = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'string' } } };

function check(html: string, result: unknown) {
  return groundOnPage({ html, url: URL_, prompt: 'The product: name and price', schema, result });
}

describe('grounding in role: the item’s own price (buy box)', () => {
  const layouts: Array<[string, Opts]> = [
    ['price after the title', {}],
    ['price before the title', { priceFirst: true }],
    ['a free-delivery sentence under the title', { threshold: true }],
    ['a site heading, the product in an h2', { siteHeader: true }],
  ];

  it('keeps the buy box’s price in place in every layout', () => {
    for (const [what, opts] of layouts) {
      const g = check(lanternPage(opts), { name: 'Storm lantern brass', price: '€46,40' });
      expect(g?.misplaced, what).toEqual([]);
      expect(g?.found, what).toBe(2);
    }
  });

  it('flags other money figures of the main region, whatever words label them', () => {
    const others = ['€11,60', '€52,90', '€58,00', '€35,00'];
    for (const [what, opts] of layouts)
      for (const price of others) {
        if (price === '€35,00' && !opts.threshold) continue;
        const g = check(lanternPage(opts), { name: 'Storm lantern brass', price });
        expect(g?.misplaced, `${what}: ${price}`).toEqual(['/price']);
      }
  });

  it('says where the item’s price is when it flags another figure', () => {
    const g = check(lanternPage(), { price: '€52,90' });
    expect(g?.misplacedWhere?.['/price']).toContain('€46,40');
  });

  it('takes the structured-data offer as the item’s price too', () => {
    const regions = domRegions(parseHtmlDocument(lanternPage({ data: '46.40' })), URL_);
    expect([...(regions?.price.keys ?? [])]).toContain('46.4');
    // A page whose data disagrees with its buy box: either figure is the item's price.
    const g = check(lanternPage({ data: '49.00' }), { price: '€46,40' });
    expect(g?.misplaced).toEqual([]);
  });

  it('keeps the price of a buy box that stands in an aside column or in markup read as cards', () => {
    const boxes = [
      `<aside class="buy"><div>€46,40</div><button>In den Korb</button></aside>`,
      `<ul class="opts">${['Brass', 'Copper', 'Iron'].map((m) => `<li><a href="?m=${m}">${m}</a> <span>€46,40</span></li>`).join('')}</ul>`,
    ];
    for (const box of boxes) {
      const html = `<html><head><title>Storm lantern brass</title></head><body><main><div class="pdp"><h1>Storm lantern brass</h1>${box}</div>
      <section><h2>Customers also bought</h2><p>Wick set €9,20</p></section></main></body></html>`;
      expect(check(html, { price: '€46,40' })?.misplaced, box).toEqual([]);
      expect(check(html, { price: '€9,20' })?.misplaced, box).toEqual(['/price']);
    }
  });

  it('leaves other keys’ figures to the other rules (a saving asked for as a saving)', () => {
    const g = groundOnPage({
      html: lanternPage(),
      url: URL_,
      prompt: 'The saving',
      schema: { type: 'object', properties: { bundle_price: { type: 'string' } } },
      result: { bundle_price: '€52,90' },
    });
    expect(g?.misplaced).toEqual([]);
  });
});

describe('grounding in role: the item’s own name', () => {
  it('flags a slider item’s name and the site’s name given as the item’s', () => {
    const slider = check(lanternPage(), { name: 'Hurricane candle jar', price: '€46,40' });
    expect(slider?.misplaced).toEqual(['/name']);
    expect(slider?.misplacedWhere?.['/name']).toContain('Storm lantern brass');
    const site = check(lanternPage({ siteHeader: true }), { name: 'Glimmerhouse' });
    expect(site?.misplaced).toEqual(['/name']);
  });

  it('titles the page by the heading its document title names, not a logo h1', () => {
    const doc = parseHtmlDocument(lanternPage({ siteHeader: true }));
    expect(mainTitle(doc, pageNames(doc))?.textContent).toBe('Storm lantern brass');
    const article = parseHtmlDocument(
      `<html><head><title>Notes on tides | Marrow's log</title></head><body><header><h1>Hello, I write here.</h1></header>
      <article><h2>Notes on tides</h2><p>Text.</p></article></body></html>`,
    );
    expect(mainTitle(article, pageNames(article))?.textContent).toBe('Notes on tides');
    const plain = parseHtmlDocument('<html><head><title>Home</title></head><body><h1>Shop</h1></body></html>');
    expect(mainTitle(plain, pageNames(plain))?.textContent).toBe('Shop');
  });
});

describe('number roles stop at the end of a line', () => {
  it('does not read a data line’s price as a count of the next line’s words', () => {
    const text = 'offers.price: 18.50\nProducts in this range: 4';
    const at = text.indexOf('18.50');
    expect(numberRole(text, at, at + 5)).toBe('plain');
    expect(numberRole('18.50 products', 0, 5)).toBe('count');
  });

  it('gives a sign between two figures to the next one when the first has a sign before it', () => {
    const signsFirst = 'Van € 249,00 € 199,00';
    expect(numberRole(signsFirst, signsFirst.indexOf('199'), signsFirst.length)).toBe('money');
    // Signs written after: the sign is the first figure's, and the rating is no price.
    const signsAfter = 'Preis 12,50 € 4,5 Sterne';
    const at = signsAfter.indexOf('4,5');
    expect(numberRole(signsAfter, at, at + 3)).toBe('rating');
  });

  it('keeps a price written with its tax as a price', () => {
    const g = check(
      `<html><head><title>Wick set</title></head><body><h1>Wick set for lanterns</h1><p>€9.20 VAT included</p></body></html>`,
      { price: '€9.20' },
    );
    expect(g?.misplaced).toEqual([]);
  });

  it('reads a delivery figure in a page’s description as delivery, not the price', () => {
    const g = check(
      `<html><head><title>Wick set</title><meta name="description" content="Wick sets, and next day delivery £4.50."></head><body><h1>Wick set for lanterns</h1><p>£9.20</p></body></html>`,
      { price: '£4.50' },
    );
    expect(g?.misplaced).toEqual(['/price']);
  });
});
