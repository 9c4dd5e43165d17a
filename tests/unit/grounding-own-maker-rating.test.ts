import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { mainTitle, pageNames } from '../../lib/grounding/main-title';
import { groundOnPage } from './support/ground-on-page';

/**
 * The main item's own maker and rating (item-owner.ts), and true prices the buy box must not
 * misread (main-price.ts, dom-regions.ts). Made-up pages: other items stand in markup no rule
 * names (click-handler tiles under a heading in another language), so only the price next to
 * a value tells whose it is.
 */
const URL_ = 'https://beacons.test/item/tide-lamp';

interface Opts {
  /**
   * How the item's maker is shown: 'tab' only in a closed "Details" tab panel, 'hidden' only in
   * a block hidden otherwise (inline display:none).
   */
  maker?: 'by' | 'logo' | 'none' | 'tab' | 'hidden';
  /** The first other item is by the same maker. */
  sameMaker?: boolean;
  /** How the item's price is shown. */
  price?:
    | 'plain'
    | 'regular only'
    | 'regular and sale'
    | 'sign apart'
    | 'sign after'
    | 'bare in a price box'
    | 'tax label'
    | 'abbreviated label'
    | 'raised cents'
    | 'none';
  /** A wrapper of the whole buy box whose class names another quantity. */
  wrapper?: string;
  /** Structured data with the item's brand and rating. */
  data?: boolean;
}

function lampPage(opts: Opts = {}): string {
  const maker =
    opts.maker === 'logo'
      ? '<a href="/makers/gullwing"><img src="/gullwing.png" alt="Gullwing Lights"></a>'
      : opts.maker === 'none' || opts.maker === 'tab' || opts.maker === 'hidden'
        ? ''
        : '<a href="/makers/gullwing">by Gullwing Lights</a>';
  const facts = '<dl><dt>Maker</dt><dd>Gullwing Lights</dd><dt>Cord</dt><dd>Braided, 2 m</dd></dl>';
  const detailsBy: Record<string, string> = {
    tab: `<div role="tablist"><button role="tab">About</button><button role="tab">Details</button></div>
    <div role="tabpanel"><p>Blown by hand.</p></div><div role="tabpanel" hidden>${facts}</div>`,
    hidden: `<div style="display:none">${facts}</div>`,
  };
  const details = detailsBy[opts.maker ?? ''] ?? '';
  const price = {
    plain: '<div class="p">£64.00</div>',
    'regular only': '<div class="p"><span class="sr">Regular price</span> <span>£64.00</span></div>',
    'regular and sale': '<div class="p"><span>Regular price £80.00</span> <span>Sale £64.00</span></div>',
    'sign apart': '<div class="p"><div class="c">£</div><div class="a">64.00</div></div>',
    'tax label':
      '<p>Free delivery on every order over £50.00</p><div class="p">Price incl. VAT: £64.00</div><p>Tax: £10.67</p>',
    'abbreviated label': '<p>Gratis bezorging vanaf £50.00</p><div class="p">Preis inkl. MwSt. £64.00</div>',
    'bare in a price box':
      '<p>Free returns within 30 days, from £5.00</p><div class="pdp-price"><i class="ico-gbp"></i><b>64.00</b></div>',
    'sign after': '<div class="p"><div>64.00</div><div>GBP</div></div>',
    'raised cents': '<div class="p"><span>€</span> <span>1.064</span><sup>50</sup></div>',
    none: '',
  }[opts.price ?? 'plain'];
  const data = opts.data
    ? `<script type="application/ld+json">${JSON.stringify({
        '@type': 'Product',
        name: 'Tide lamp in frosted glass',
        brand: { '@type': 'Brand', name: 'Gullwing Lights' },
        aggregateRating: { ratingValue: 4.6, reviewCount: 212 },
      })}</script>`
    : '';
  return `<html><head><title>Tide lamp in frosted glass – Beacons</title>${data}</head><body>
  <main><div class="pdp"><div class="gal"><img src="/t.jpg" alt=""></div>
  <div class="${opts.wrapper ?? 'info'}"><h1>Tide lamp in frosted glass</h1>${maker}
  <div>4.6 out of 5 · 212 reviews</div>${price}<button>Add to basket</button>${details}</div></div>
  <h2>About it</h2><p>Blown by hand and fitted with a braided cord.</p>
  <div class="sl"><div>Muut katsoivat myös</div><div class="trk">
  <div class="t" onclick="go(1)"><div>Harbour pendant</div><div>${opts.sameMaker ? 'Gullwing Lights' : 'Kestrel Home'}</div><div>3.2 ★</div><div>£41.50</div></div>
  <div class="t" onclick="go(2)"><div>Driftwood sconce</div><div>Marram Studio</div><div>4.1 ★</div><div>£27.00</div></div>
  </div></div></main><footer>Help</footer></body></html>`;
}

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    brand: { type: 'string' },
    price: { type: 'string' },
    rating: { type: 'number' },
  },
};

function check(html: string, result: Record<string, unknown>) {
  const g = groundOnPage({ html, url: URL_, prompt: 'The product: brand, price, rating', schema, result });
  return { misplaced: g?.misplaced ?? [], notFound: g?.notFound ?? [], where: g?.misplacedWhere ?? {} };
}

describe('grounding in role: the item’s own maker and rating', () => {
  it('keeps the item’s own maker and rating in place, however the maker is shown', () => {
    for (const maker of ['by', 'logo'] as const) {
      const g = check(lampPage({ maker }), { brand: 'Gullwing Lights', rating: 4.6, price: '£64.00' });
      expect(g.misplaced, maker).toEqual([]);
      expect(g.notFound, maker).toEqual([]);
    }
  });

  it('flags another item’s maker or rating given for the page’s item, with where it stands', () => {
    const brand = check(lampPage(), { brand: 'Kestrel Home' });
    expect(brand.misplaced).toEqual(['/brand']);
    expect(brand.where['/brand']).toMatch(/another item’s block \(“Harbour pendant/);
    const rating = check(lampPage(), { rating: 3.2 });
    expect(rating.misplaced).toEqual(['/rating']);
    expect(check(lampPage({ data: true }), { rating: 4.1, brand: 'Marram Studio' }).misplaced.sort()).toEqual([
      '/brand',
      '/rating',
    ]);
  });

  it('takes the maker in a closed tab of the item (“Details”) as its own, not one hidden otherwise', () => {
    const own = check(lampPage({ maker: 'tab', sameMaker: true }), { brand: 'Gullwing Lights' });
    expect(own.misplaced).toEqual([]);
    const hidden = check(lampPage({ maker: 'hidden', sameMaker: true }), { brand: 'Gullwing Lights' });
    expect(hidden.misplaced).toEqual(['/brand']);
  });

  it('takes the data block’s brand and rating as the item’s own', () => {
    const g = check(lampPage({ data: true, maker: 'none' }), { brand: 'Gullwing Lights', rating: 4.6 });
    expect(g.misplaced).toEqual([]);
  });

  it('does not judge makers or ratings when the item shows no price of its own', () => {
    const g = check(lampPage({ price: 'none' }), { brand: 'Kestrel Home', rating: 3.2 });
    expect(g.misplaced).toEqual([]);
  });
});

describe('grounding in role: true prices in places the buy box could misread', () => {
  it('takes a price labelled as the list price as the item’s when it shows no other', () => {
    expect(check(lampPage({ price: 'regular only' }), { price: '£64.00' }).misplaced).toEqual([]);
    // Beside a sale price, the list price is another quantity.
    expect(check(lampPage({ price: 'regular and sale' }), { price: '£64.00' }).misplaced).toEqual([]);
    expect(check(lampPage({ price: 'regular and sale' }), { price: '£80.00' }).misplaced).toEqual(['/price']);
  });

  it('keeps a price labelled with its tax basis, and prefers the shortest label to a sentence', () => {
    expect(check(lampPage({ price: 'tax label' }), { price: '£64.00' }).misplaced).toEqual([]);
    expect(check(lampPage({ price: 'tax label' }), { price: '£50.00' }).misplaced).toEqual(['/price']);
    expect(check(lampPage({ price: 'tax label' }), { price: '£10.67' }).misplaced).toEqual(['/price']);
    expect(check(lampPage({ price: 'abbreviated label' }), { price: '£64.00' }).misplaced).toEqual([]);
    expect(check(lampPage({ price: 'abbreviated label' }), { price: '£50.00' }).misplaced).toEqual(['/price']);
  });

  it('reads a currency sign in a block of its own as the figure’s', () => {
    expect(check(lampPage({ price: 'sign apart' }), { price: '£64.00' }).misplaced).toEqual([]);
    expect(check(lampPage({ price: 'sign apart' }), { price: '£41.50' }).misplaced).toEqual(['/price']);
    expect(check(lampPage({ price: 'sign after' }), { price: '£64.00' }).misplaced).toEqual([]);
    expect(check(lampPage({ price: 'sign after' }), { price: '£27.00' }).misplaced).toEqual(['/price']);
  });

  it('reads raised cents after a whole number grouped with dots as its decimals (“€ 1.064⁵⁰”)', () => {
    expect(check(lampPage({ price: 'raised cents' }), { price: '€1.064,50' }).misplaced).toEqual([]);
    expect(check(lampPage({ price: 'raised cents' }), { price: '£27.00' }).misplaced).toEqual(['/price']);
  });

  it('reads a bare figure in an element named as the price as money (its currency drawn by an icon)', () => {
    expect(check(lampPage({ price: 'bare in a price box' }), { price: '£64.00' }).misplaced).toEqual([]);
    expect(check(lampPage({ price: 'bare in a price box' }), { price: '£5.00' }).misplaced).toEqual(['/price']);
  });

  it('does not mark every figure of a buy box whose wrapper’s class names another quantity', () => {
    for (const wrapper of ['buy-and-delivery', 'pdp-save-zone']) {
      expect(check(lampPage({ wrapper }), { price: '£64.00' }).misplaced, wrapper).toEqual([]);
      expect(check(lampPage({ wrapper }), { price: '£27.00' }).misplaced, wrapper).toEqual(['/price']);
    }
  });
});

describe('grounding in role: a title in a second h1', () => {
  const page = `<html><head><title>Journal – issue 12</title></head><body>
  <div class="brand"><h1><a href="/en/">Saltings Journal</a></h1></div>
  <main><article><h1>How the estuary moved its channel in one winter</h1>
  <p>The sandbanks shifted twice before the spring tides, and the ferry changed its route.</p></article>
  <section><h2>Read on</h2><ul>
  <li><h3><a href="/en/a/1">A tide table for the curious walker</a></h3></li>
  <li><h3><a href="/en/a/2">Why the lighthouse keeper kept bees</a></h3></li></ul></section></main></body></html>`;
  const articleSchema = { type: 'object', properties: { title: { type: 'string' } } };
  const checkTitle = (title: string) => {
    const url = 'https://saltings.test/en/estuary';
    return groundOnPage({
      html: page,
      url,
      prompt: 'The article: its title',
      schema: articleSchema,
      result: { title },
    });
  };

  it('keeps the article’s own h1 as its title when the title rule picked the site’s', () => {
    expect(checkTitle('How the estuary moved its channel in one winter')?.misplaced).toEqual([]);
  });

  it('still flags another article’s linked heading as the title', () => {
    expect(checkTitle('Why the lighthouse keeper kept bees')?.misplaced).toEqual(['/title']);
  });
});

describe('the item’s title element', () => {
  it('passes over a site name that links to a section, even when the document title names it', () => {
    const html = `<html><head><title>Brightwater Goods – item 7</title></head><body>
    <div class="top"><h1><a href="/goods/">Brightwater Goods</a></h1></div>
    <main><h1>Enamel camping mug</h1><p>£9.00</p></main></body></html>`;
    const doc = parseHtmlDocument(html);
    expect(mainTitle(doc, pageNames(doc), 'https://brightwater.test/item/7')?.textContent).toBe('Enamel camping mug');
  });

  it('keeps a title that links to its own page', () => {
    const html = `<html><head><title>Notes</title></head><body>
    <main><article><h1><a href="/notes/kiln">Firing a small kiln</a></h1><p>Text.</p></article></main></body></html>`;
    const doc = parseHtmlDocument(html);
    expect(mainTitle(doc, pageNames(doc), 'https://notes.test/notes/kiln')?.textContent).toBe('Firing a small kiln');
  });
});

describe('grounding in role: a blog whose h1 is the site’s name', () => {
  const page = `<html><head><title>Weir Notes</title></head><body>
  <div id="top"><h1><a href="/">Weir Notes</a></h1></div>
  <div class="content"><div class="post"><h2><a href="/2019/05/mending-nets">Mending nets by lamplight</a></h2>
  <p>Posted in May. The old knots hold better than the new ones, and take half the twine.</p></div>
  <div class="more"><h3><a href="/2019/04/tarred-rope">Tarred rope and its smell</a></h3></div></div></body></html>`;
  const url = 'https://weir.test/2019/05/mending-nets';
  const articleSchema = { type: 'object', properties: { title: { type: 'string' } } };
  const checkTitle = (title: string) => {
    return groundOnPage({ html: page, url, prompt: 'The post: its title', schema: articleSchema, result: { title } });
  };

  it('keeps the post’s own title, a heading that links to the page itself', () => {
    expect(checkTitle('Mending nets by lamplight')?.misplaced).toEqual([]);
  });

  it('flags the site’s name given as the title', () => {
    expect(checkTitle('Weir Notes')?.misplaced).toEqual(['/title']);
  });
});

describe('grounding in role: an item sold at several prices', () => {
  const page = (slider: string) => `<html><head><title>Canvas tote – Baggage Co</title>
  <script type="application/ld+json">${JSON.stringify({
    '@type': 'Product',
    name: 'Canvas tote',
    offers: { '@type': 'AggregateOffer', lowPrice: '18.00', highPrice: '42.00' },
  })}</script></head><body><main><div class="pdp"><div class="info"><h1>Canvas tote</h1><p>From £18.00</p></div>
  <form class="buy"><p>Large, waxed</p><p>£36.00</p><button>Add</button></form></div>
  <div class="sl"><div>Andere kijken ook</div><div class="trk">${slider}</div></div></main></body></html>`;
  const tiles =
    '<div class="t" onclick="go(1)"><div>Rope handle bag</div><div>£29.00</div></div>' +
    '<div class="t" onclick="go(2)"><div>Linen pouch</div><div>£12.00</div></div>';
  const checkPrice = (price: string) => {
    const html = page(tiles);
    const schema = { type: 'object', properties: { price: { type: 'string' } } };
    return groundOnPage({ html, url: URL_, prompt: 'The product: its price', schema, result: { price } });
  };

  it('keeps a variant’s price between the data’s lowest and highest, shown in the item’s block', () => {
    expect(checkPrice('£36.00')?.misplaced).toEqual([]);
  });

  it('still flags another item’s price in that range', () => {
    expect(checkPrice('£29.00')?.misplaced).toEqual(['/price']);
  });
});

describe('grounding in role: an article’s own text and title', () => {
  const para = (n: number): string =>
    `<p>Paragraph ${n} of the survey notes: the tide gauges along the northern shore were read every morning for a season, and the readings were copied by hand into a ledger that still sits in the harbour office beside the chart of soundings.</p>`;
  const page = (opts: { layoutClass?: string; metaTitle?: boolean }) => `<html><head><title>Harbour office</title>
  ${opts.metaTitle ? '<meta property="x:title dc:title" content="Reading the tide gauges by hand">' : ''}</head><body>
  <main><article><h1>Survey notes</h1><div class="${opts.layoutClass ?? 'body'}">${para(1)}${para(2)}
  <div><label>More stories like this one</label><ul><li><a href="/s/1">Lanterns of the old quay</a></li>
  <li><a href="/s/2">A ferry timetable from another century</a></li></ul></div>
  ${para(3)}${para(4)}${para(5)}</div></article>
  <div class="sidebar"><p><a href="/p/1">Popular: Storm drains of the lower town</a></p></div></main></body></html>`;
  const url = 'https://harbour.test/notes/survey';
  const checkArticle = (html: string, result: Record<string, string>) => {
    const properties = Object.fromEntries(Object.keys(result).map((k) => [k, { type: 'string' }]));
    return groundOnPage({ html, url, prompt: 'The article', schema: { type: 'object', properties }, result });
  };
  const fourth =
    'Paragraph 4 of the survey notes: the tide gauges along the northern shore were read every morning for a season';

  it('keeps the article’s text after a box of other stories inside it in place', () => {
    expect(checkArticle(page({}), { text: fourth })?.misplaced).toEqual([]);
    expect(checkArticle(page({}), { related_title: 'Lanterns of the old quay' })?.misplaced).toEqual([]);
  });

  it('reads an element holding most of the page’s paragraphs as its main content, whatever its class', () => {
    const html = page({ layoutClass: 'l-sidebar-fixed article-body' });
    expect(checkArticle(html, { text: fourth })?.misplaced).toEqual([]);
    // A real sidebar, with a paragraph of its own, is still one.
    expect(checkArticle(html, { headline: 'Popular: Storm drains of the lower town' })?.misplaced).toEqual([
      '/headline',
    ]);
  });

  it('takes a title the page’s meta give in any vocabulary as the item’s name', () => {
    expect(checkArticle(page({ metaTitle: true }), { title: 'Reading the tide gauges by hand' })?.misplaced).toEqual(
      [],
    );
    expect(checkArticle(page({}), { title: 'Reading the tide gauges by hand' })?.notFound).toEqual(['/title']);
  });
});

describe('grounding in role: a maker named in a script written without spaces', () => {
  // The item's maker shows only run into the words of its store link ("<maker>ストアを表示":
  // "view <maker>'s store"); a related card shows the same maker alone. Made-up names.
  const page = (relatedMaker: string) => `<html><head><title>ミナト デスクライト</title></head><body>
  <main><div class="pdp"><h1>ミナト デスクライト</h1><a href="/brand/1">ホシカワストアを表示</a>
  <div>4.5 ★ 120件のレビュー</div><div class="p">¥12,800</div><button>カートに入れる</button></div>
  <section><div>こちらもおすすめ</div><ul>
  <li class="c"><p>${relatedMaker}</p><a href="/p/2">ナギサ ランプ</a><span>¥4,560</span></li>
  <li class="c"><p>ツキノ</p><a href="/p/3">ソラ ボトル</a><span>¥3,660</span></li></ul></section></main></body></html>`;
  const ask = (html: string, brand: string) =>
    groundOnPage({
      html,
      url: 'https://minato.test/p/1',
      prompt: 'The product: brand, price',
      schema,
      result: { brand, price: '¥12,800' },
    });

  it('finds the item’s maker run into its store link, though a related card shows it alone', () => {
    expect(ask(page('ホシカワ'), 'ホシカワ')?.misplaced ?? []).toEqual([]);
  });

  it('still flags a related card’s maker given for the item', () => {
    expect(ask(page('ホシカワ'), 'ツキノ')?.misplaced ?? []).toEqual(['/brand']);
  });
});
