import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * True values written the way shops write them (fifth pass): a maker only in the breadcrumb
 * that ends in the item's name, a price only on the cart button, a logo h1 with the item's
 * sections and a block of other items as siblings in one <main>, a rating only in an
 * aria-label. Made-up pages, made-up words.
 */
const URL_ = 'https://quillmere.test/p/heron-lantern';
const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    brand: { type: 'string' },
    price: { type: 'string' },
    rating: { type: 'number' },
  },
};
const PROMPT = 'The product on this page: its name, brand, price and rating';

interface Opts {
  crumbs?: 'maker' | 'menu';
  price?: 'button' | 'block';
  head?: 'h1' | 'logo';
  rating?: 'aria' | 'text';
}

function lanternPage(o: Opts = {}): string {
  const crumbs =
    o.crumbs === 'menu'
      ? '<nav class="crumbs"><a href="/">Home</a> › <a href="/m/brackwater">Brackwater</a> › <a href="/lamps">Lamps</a></nav>'
      : '<nav class="crumbs"><a href="/">Home</a> › <a href="/m/brackwater">Brackwater</a> › <span>Heron storm lantern</span></nav>';
  const head =
    o.head === 'logo'
      ? '<header><h1 class="logo"><a href="/"><img src="/q.png" alt="Quillmere"></a></h1></header>'
      : '<header><a href="/">Quillmere</a></header>';
  const title = o.head === 'logo' ? '<div class="pname">Heron storm lantern</div>' : '<h1>Heron storm lantern</h1>';
  const stars = (x: number): string =>
    o.rating === 'text'
      ? `<span class="rt">${x}/5</span>`
      : `<div class="stars" role="img" aria-label="Rated ${x} out of 5"></div>`;
  const buy =
    o.price === 'block'
      ? '<div class="price">$64.50</div><button type="submit">Add to cart</button>'
      : '<button type="submit">Add to cart – $64.50</button>';
  return `<!doctype html><html><head><title>Heron storm lantern | Quillmere</title>
  <meta property="og:title" content="Heron storm lantern"></head><body>
  ${head}${crumbs}
  <main>
    ${title}${stars(4.4)}${buy}
    <h2>Details</h2><p>A glass chimney in a folded tin frame, with a wick that trims itself.</p>
    <h2>You may also like</h2>
    <div class="row">
      <div class="tile"><a href="/p/1"><h3>Wren tea light</h3></a><div>Oakhollow</div>${stars(3.7)}<div class="price">$12.80</div></div>
      <div class="tile"><a href="/p/2"><h3>Kite camp lamp</h3></a><div>Saltfen</div>${stars(4.9)}<div class="price">$88.00</div></div>
      <div class="tile"><a href="/p/3"><h3>Moth candle box</h3></a><div>Pinmoor</div>${stars(3.2)}<div class="price">$23.40</div></div>
    </div>
  </main>
  <footer>Terms</footer></body></html>`;
}

function flagged(html: string, result: Record<string, unknown>): string[] {
  return flaggedOnPage({ html, url: URL_, prompt: PROMPT, schema: SCHEMA, result });
}

describe('the item’s breadcrumb', () => {
  it('a maker shown only in a trail ending in the item’s name is the item’s', () => {
    expect(flagged(lanternPage({ price: 'block' }), { brand: 'Brackwater' })).toEqual([]);
  });

  it('a trail that does not end in the item’s name stays navigation', () => {
    expect(flagged(lanternPage({ crumbs: 'menu', price: 'block' }), { brand: 'Brackwater' })).toEqual(['/brand']);
  });
});

describe('a price shown only on the cart button', () => {
  it('is the item’s price; a card’s price is not', () => {
    const html = lanternPage({ price: 'button' });
    expect(flagged(html, { price: '$64.50' })).toEqual([]);
    expect(flagged(html, { price: '$12.80' })).toEqual(['/price']);
  });
});

describe('a logo h1: the item’s sections and the block of other items share one <main>', () => {
  it('the item’s own values are in place, the cards’ are not', () => {
    const html = lanternPage({ head: 'logo', price: 'block', rating: 'text' });
    expect(flagged(html, { name: 'Heron storm lantern', price: '$64.50', rating: 4.4 })).toEqual([]);
    expect(flagged(html, { price: '$88.00' })).toEqual(['/price']);
    expect(flagged(html, { rating: 3.7 })).toEqual(['/rating']);
  });
});

describe('a rating said only in an aria-label', () => {
  it('the item’s is in place, a card’s is another item’s', () => {
    const html = lanternPage({ price: 'block' });
    expect(flagged(html, { rating: 4.4 })).toEqual([]);
    expect(flagged(html, { rating: 4.9 })).toEqual(['/rating']);
  });
});

describe('a list’s last record ends where the page’s next section starts', () => {
  const LIST_SCHEMA = {
    type: 'object',
    properties: {
      goods: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'string' } } },
      },
    },
  };
  const rows = [
    ['Wren tea light', '$12.80'],
    ['Kite camp lamp', '$88.00'],
    ['Moth candle box', '$23.40'],
  ];
  const html = `<!doctype html><html><head><title>All lamps | Quillmere</title></head><body><main>
    <h1>All lamps</h1>
    <table>${rows
      .map(([n, p], k) => `<tr class="a"><td><a href="/p/${k}">${n}</a></td></tr><tr class="b"><td>${p}</td></tr>`)
      .join('')}</table>
    <h2>Recently viewed</h2>
    <ul><li><a href="/p/9">Heron storm lantern</a> · $64.50</li><li><a href="/p/8">Owl night light</a> · $19.10</li></ul>
  </main></body></html>`;
  const check = (goods: Array<Record<string, string>>): string[] => {
    return flaggedOnPage({
      html,
      url: URL_,
      prompt: 'Every lamp with its price',
      schema: LIST_SCHEMA,
      result: { goods },
    });
  };

  it('records over two table rows keep their own prices', () => {
    expect(check(rows.map(([name, price]) => ({ name: name ?? '', price: price ?? '' })))).toEqual([]);
  });

  it('a price from the block after the list, given to the last record, is misplaced', () => {
    const goods = rows.map(([name, price]) => ({ name: name ?? '', price: price ?? '' }));
    goods[2] = { name: 'Moth candle box', price: '$64.50' };
    expect(check(goods)).toEqual(['/goods/2/price']);
  });
});
