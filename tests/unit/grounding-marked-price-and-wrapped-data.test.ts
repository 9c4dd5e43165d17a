import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * Seventh pass (session 9): two causes of true values flagged, in general terms.
 *   - A figure whose class marks it as a former price ("old", "was") is the price when the page
 *     shows no selling price of its own at all; a figure whose class names another tax basis
 *     ("price-tax", "price-excluding-tax") is never the price, whatever words label it.
 *   - A JSON-LD block wrapped in CDATA or a comment is the item's data all the same: the name
 *     it gives the item (a headline with the author and site after the title) is the item's.
 * Made-up pages, made-up words.
 */
const URL_ = 'https://pellimore-optics.test/readers/clip-on-lenses';
const SCHEMA = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'string' } } };
const PROMPT = 'The product on this page: its name and price';

function lensPage(opts: { sale?: boolean; taxClass?: string } = {}): string {
  const taxClass = opts.taxClass ?? 'price-tax small';
  return `<!doctype html><html><head><title>Clip-on reading lenses | Pellimore Optics</title></head><body>
  <header><a href="/">Pellimore Optics</a></header>
  <main>
    <h1>Clip-on reading lenses</h1>
    <ul class="facts"><li>Maker: Pellimore</li><li>Code: PX-17</li></ul>
    <ul class="price-list">
      <li class="price"><span class="price-old-live">18.00€</span>${opts.sale ? ' <span class="price-new">14.40€</span>' : ''}</li>
      <li class="${taxClass}">Zonder heffing: <span class="amount">14.75€</span></li>
    </ul>
    <label>Strength <select><option>+1.50</option><option>+2.00</option></select></label>
    <button type="submit">Order</button>
    <h2>Description</h2><p>Thin lenses that press onto any frame and lift off again without a trace.</p>
  </main>
  <footer>Terms and delivery</footer></body></html>`;
}

function flagged(
  html: string,
  result: Record<string, unknown>,
  url = URL_,
  schema: Record<string, unknown> = SCHEMA,
): string[] {
  return flaggedOnPage({ html, url, prompt: PROMPT, schema, result });
}

describe('a figure marked as a former price, with no selling price beside it', () => {
  it('is the price when the only other figure is marked as another tax basis', () => {
    expect(flagged(lensPage(), { price: '18.00€' })).toEqual([]);
  });

  it('the figure on another tax basis given as the price is misplaced, though its label is in no known language', () => {
    expect(flagged(lensPage(), { price: '14.75€' })).toEqual(['/price']);
  });

  it('beside a selling price, the former price is misplaced and the selling price in place', () => {
    const html = lensPage({ sale: true });
    expect(flagged(html, { price: '18.00€' })).toEqual(['/price']);
    expect(flagged(html, { price: '14.40€' })).toEqual([]);
  });

  it('a class that names the tax as included marks the price itself, not another quantity', () => {
    const html = lensPage({ taxClass: 'price-including-tax' });
    expect(flagged(html, { price: '14.75€' })).toEqual([]);
  });
});

const POST_URL = 'https://quillfeather.test/@orla/the-lighthouse-ledger-4f2a';
const POST_SCHEMA = { type: 'object', properties: { title: { type: 'string' }, author: { type: 'string' } } };

function postPage(wrap: 'cdata' | 'comment' | 'none'): string {
  const data = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: 'The Lighthouse Ledger - Orla Brenning - Quillfeather',
    name: 'The Lighthouse Ledger - Orla Brenning - Quillfeather',
    author: { '@type': 'Person', name: 'Orla Brenning' },
  });
  const body = wrap === 'cdata' ? `<![CDATA[\n${data}\n]]>` : wrap === 'comment' ? `<!--\n${data}\n-->` : data;
  return `<!doctype html><html><head>
  <title>The Lighthouse Ledger. What a keeper wrote down each night… | by Orla Brenning | Quillfeather</title>
  <meta property="og:site_name" content="Quillfeather" />
  <meta property="og:title" content="The Lighthouse Ledger" />
  <script type="application/ld+json">${body}</script>
  </head><body>
  <header><a href="/">Quillfeather</a></header>
  <article>
    <h1>The Lighthouse Ledger</h1>
    <p>By <a href="/@orla">Orla Brenning</a></p>
    <p>Every night for eleven years the keeper wrote the weather, the ships and the oil burned into one ledger, and the ledger outlived the lamp.</p>
  </article>
  <footer>Quillfeather</footer></body></html>`;
}

describe('a data block wrapped in CDATA or a comment', () => {
  for (const wrap of ['cdata', 'comment', 'none'] as const)
    it(`(${wrap}) names the item: its headline with author and site after the title is in place`, () => {
      const title = 'The Lighthouse Ledger - Orla Brenning - Quillfeather';
      expect(flagged(postPage(wrap), { title }, POST_URL, POST_SCHEMA)).toEqual([]);
    });

  it('another heading is still not the item’s title', () => {
    expect(flagged(postPage('cdata'), { title: 'Quillfeather' }, POST_URL, POST_SCHEMA)).toEqual(['/title']);
  });
});
