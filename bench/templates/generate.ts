/**
 * Unseen templates for bench:recipes: seeded, randomised sites of one template each (product
 * detail pages or category lists), 20 pages a site. Each seed draws its own markup (class names,
 * tags, layout, label language, where values sit) and each page its own data, so a learner tuned
 * on some seeds is measured on seeds it never ran on (the split is in docs/benchmarks.md).
 *
 * What pages of one template do on real sites, and recipes must survive: arrays whose length
 * changes, optional fields, values that move, blocks on some pages only, a related-products block
 * styled like the main product, JSON-LD that disagrees with the visible text, A/B variants,
 * labels in several languages, values with and without labels, sale and list prices together,
 * ads and featured cards among list records, and empty and error pages mixed in.
 *
 * Lists also carry ads that have no class of their own (bench/templates/ads.ts): cards with the
 * records' very markup told apart only by a badge word, a link to another host or a tracking
 * redirect, a missing price, a data attribute, or an identical copy of a record in the first
 * slot. Dev and held-out seeds alike draw them; they are drawn from a stream of their own, so a
 * seed's other pages are the ones it had before they were added.
 *
 * The truth of a page is what a perfect model answers for the fixed schema of its kind: the
 * visible main product (or the category's own records, no ads or featured duplicates), empty
 * for an error or empty page.
 */
import { adCard, adKindsFor, adSlots, unknownAdCard, unknownAdsFor, type AdKind, type UnknownAds } from './ads';
import { randomFor, type Random } from './random';

export type TemplateKind = 'detail' | 'list';

export interface GeneratedPage {
  url: string;
  html: string;
  truth: Record<string, unknown>;
  /** An error, empty or interstitial page (its truth has no values). */
  odd: boolean;
}

export interface GeneratedSite {
  name: string;
  kind: TemplateKind;
  prompt: string;
  schema: Record<string, unknown>;
  pages: GeneratedPage[];
  /** A list template's ads with no class of their own (none: it has only classed sponsored cards). */
  ads?: AdKind[];
  /** A list template's ads the disclosure rule does not know (bench/templates/ads.ts). */
  unknownAds?: UnknownAds;
}

export const DETAIL_PROMPT = 'The product: name, price, list price, brand, SKU, rating, tags and colour.';
export const DETAIL_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    list_price: { type: 'number' },
    brand: { type: 'string' },
    sku: { type: 'string' },
    rating: { type: 'number' },
    tags: { type: 'array', items: { type: 'string' } },
    color: { type: 'string' },
  },
};
export const LIST_PROMPT = 'Every product in this category with its name, price and link.';
export const LIST_SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, price: { type: 'number' }, url: { type: 'string' } },
      },
    },
  },
};

const LABELS = {
  en: { brand: 'Brand', sku: 'SKU', color: 'Colour', rating: 'Rating', tags: 'Tags', was: 'Was', now: 'Now' },
  de: {
    brand: 'Marke',
    sku: 'Artikelnummer',
    color: 'Farbe',
    rating: 'Bewertung',
    tags: 'Stichwörter',
    was: 'Statt',
    now: 'Jetzt',
  },
  fr: {
    brand: 'Marque',
    sku: 'Référence',
    color: 'Couleur',
    rating: 'Note',
    tags: 'Mots-clés',
    was: 'Avant',
    now: 'Maintenant',
  },
  es: {
    brand: 'Marca',
    sku: 'Referencia',
    color: 'Color',
    rating: 'Valoración',
    tags: 'Etiquetas',
    was: 'Antes',
    now: 'Ahora',
  },
} as const;
type Lang = keyof typeof LABELS;

const NOUNS = [
  'kettle',
  'lantern',
  'satchel',
  'trowel',
  'blanket',
  'teapot',
  'compass',
  'ladle',
  'stool',
  'vase',
  'whisk',
  'basket',
];
const ADJECTIVES = [
  'Amber',
  'Brisk',
  'Copper',
  'Dusky',
  'Ember',
  'Frost',
  'Gentle',
  'Harbor',
  'Ivory',
  'Juniper',
  'Kestrel',
  'Linen',
];
const BRANDS = ['Oakhollow', 'Tidewell', 'Marrow & Finch', 'Quillby', 'Stonegate', 'Verrin', 'Halden Works'];
const COLORS = ['slate', 'moss green', 'rust', 'sand', 'midnight blue', 'chalk'];
const TAGS = ['outdoor', 'kitchen', 'gift', 'handmade', 'recycled', 'compact', 'classic', 'travel', 'new'];
const PREFIXES = ['pdp', 'product', 'item', 'goods', 'article', 'sku', 'offer', 'card'];
const PARTS = [
  'title',
  'name',
  'heading',
  'price',
  'cost',
  'amount',
  'facts',
  'specs',
  'details',
  'meta',
  'info',
  'tags',
  'chips',
  'labels',
  'brand',
  'maker',
];

interface Product {
  name: string;
  price: number;
  listPrice?: number;
  brand: string;
  sku: string;
  rating?: number;
  tags: string[];
  color?: string;
}

interface Markup {
  lang: Lang;
  currency: 'usd' | 'eur';
  cls: (part: string) => string;
  wrap: 'main' | 'div' | 'article';
  facts: 'ul' | 'dl' | 'table';
  brandLabelled: boolean;
  tagsAs: 'chips' | 'text';
  ratingAs: 'out-of' | 'stars';
  factsMove: boolean;
  jsonLd: 'none' | 'agrees' | 'disagrees';
  variants: boolean;
  relatedEvery: number;
  bannerEvery: number;
  colorFromPage1: boolean;
}

function money(m: Markup, n: number): string {
  const fixed = n.toFixed(2);
  return m.currency === 'usd' ? `$${fixed}` : `${fixed.replace('.', ',')} €`;
}

function markupFor(rand: Random): Markup {
  const prefix = rand.pick(PREFIXES);
  const names = new Map<string, string>();
  return {
    lang: rand.pick(Object.keys(LABELS) as Lang[]),
    currency: rand.pick(['usd', 'eur'] as const),
    // Each template names its parts its own way ("pdp-cost", "item__amount").
    cls: (part) => {
      if (!names.has(part)) names.set(part, `${prefix}${rand.pick(['-', '__', '_'])}${rand.pick(PARTS)}-${part}`);
      return names.get(part) as string;
    },
    wrap: rand.pick(['main', 'div', 'article'] as const),
    facts: rand.pick(['ul', 'dl', 'table'] as const),
    brandLabelled: rand.chance(0.5),
    tagsAs: rand.pick(['chips', 'text'] as const),
    ratingAs: rand.pick(['out-of', 'stars'] as const),
    factsMove: rand.chance(0.5),
    jsonLd: rand.pick(['none', 'agrees', 'disagrees'] as const),
    variants: rand.chance(0.4),
    relatedEvery: rand.int(2, 4),
    bannerEvery: rand.int(2, 5),
    colorFromPage1: rand.chance(0.5),
  };
}

function productFor(rand: Random, index: number, m: Markup): Product {
  const price = rand.int(5, 400) + rand.pick([0, 0.5, 0.99, 0.25]);
  const sale = rand.chance(0.35);
  return {
    name: `${rand.pick(ADJECTIVES)} ${rand.pick(NOUNS)} ${rand.pick(['S', 'M', 'XL', 'Pro', 'Mini', 'II'])}-${index + 1}`,
    price,
    ...(sale ? { listPrice: price + rand.int(3, 40) } : {}),
    brand: rand.pick(BRANDS),
    sku: `${rand.pick(['QX', 'HB', 'TR'])}-${rand.int(10000, 99999)}`,
    ...(rand.chance(0.75) ? { rating: rand.int(10, 50) / 10 } : {}),
    tags: rand.sample(TAGS, rand.int(1, 4)),
    ...((index > 0 || m.colorFromPage1) && rand.chance(0.6) ? { color: rand.pick(COLORS) } : {}),
  };
}

function detailTruth(p: Product): Record<string, unknown> {
  return {
    name: p.name,
    price: p.price,
    ...(p.listPrice !== undefined ? { list_price: p.listPrice } : {}),
    brand: p.brand,
    sku: p.sku,
    ...(p.rating !== undefined ? { rating: p.rating } : {}),
    tags: p.tags,
    ...(p.color ? { color: p.color } : {}),
  };
}

function factsBlock(rand: Random, m: Markup, rows: Array<[string, string]>): string {
  const ordered = m.factsMove ? rand.shuffle(rows) : rows;
  if (m.facts === 'ul')
    return `<ul class="${m.cls('facts')}">${ordered.map(([l, v]) => `<li><span>${l}:</span> ${v}</li>`).join('')}</ul>`;
  if (m.facts === 'dl')
    return `<dl class="${m.cls('facts')}">${ordered.map(([l, v]) => `<dt>${l}</dt><dd>${v}</dd>`).join('')}</dl>`;
  return `<table class="${m.cls('facts')}">${ordered.map(([l, v]) => `<tr><th>${l}</th><td>${v}</td></tr>`).join('')}</table>`;
}

function priceBlock(m: Markup, p: Product): string {
  const words = LABELS[m.lang];
  if (p.listPrice === undefined)
    return `<div class="${m.cls('price')}"><span class="${m.cls('now')}">${money(m, p.price)}</span></div>`;
  return `<div class="${m.cls('price')}"><s class="${m.cls('was')}">${words.was} ${money(m, p.listPrice)}</s> <span class="${m.cls('now')}">${money(m, p.price)}</span></div>`;
}

/** A card of another product, styled like the page's own product (same classes for name and price). */
function relatedCard(m: Markup, p: Product): string {
  return `<div class="${m.cls('card')}"><h3 class="${m.cls('name')}">${p.name}</h3><div class="${m.cls('price')}"><span class="${m.cls('now')}">${money(m, p.price)}</span></div></div>`;
}

function jsonLd(m: Markup, p: Product): string {
  if (m.jsonLd === 'none') return '';
  // A disagreeing feed: the name with a shop suffix and the price before the sale.
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: m.jsonLd === 'disagrees' ? `${p.name} | Online shop` : p.name,
    sku: p.sku,
    brand: { '@type': 'Brand', name: p.brand },
    offers: { '@type': 'Offer', price: String(m.jsonLd === 'disagrees' ? (p.listPrice ?? p.price + 1) : p.price) },
  };
  return `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
}

function shell(m: Markup, title: string, body: string, head = ''): string {
  return `<!DOCTYPE html><html lang="${m.lang}"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>
<header class="${m.cls('top')}"><a href="/">Home</a> <nav><a href="/c/all">All</a> <a href="/help">Help</a></nav></header>
${body}
<footer class="${m.cls('foot')}"><p>Prices include tax.</p></footer></body></html>`;
}

function errorPage(m: Markup, rand: Random): string {
  return shell(
    m,
    'Not available',
    `<${m.wrap} class="${m.cls('wrap')}"><h1>${rand.pick(['Sorry, this item is no longer available', 'Page not found', 'Please wait while we check your browser'])}</h1><p>Try the <a href="/">home page</a>.</p></${m.wrap}>`,
  );
}

function detailPage(rand: Random, m: Markup, p: Product, index: number, related: Product[]): string {
  const words = LABELS[m.lang];
  const variantB = m.variants && rand.chance(0.5);
  const title = variantB
    ? `<div class="${m.cls('hero')}"><h1 class="${m.cls('name')}">${p.name}</h1></div>`
    : `<h1 class="${m.cls('name')}">${p.name}</h1>`;
  const rows: Array<[string, string]> = [[words.sku, p.sku]];
  if (m.brandLabelled) rows.push([words.brand, p.brand]);
  if (p.color) rows.push([words.color, p.color]);
  const brand = m.brandLabelled ? '' : `<a class="${m.cls('brand')}" href="/brand/${p.brand.length}">${p.brand}</a>`;
  const rating =
    p.rating === undefined
      ? ''
      : m.ratingAs === 'out-of'
        ? `<p class="${m.cls('rating')}">${words.rating}: ${p.rating} / 5</p>`
        : `<p class="${m.cls('rating')}"><span aria-hidden="true">★</span> ${p.rating}</p>`;
  const tags =
    m.tagsAs === 'chips'
      ? `<ul class="${m.cls('tags')}">${p.tags.map((t) => `<li><a href="/t/${t}">${t}</a></li>`).join('')}</ul>`
      : `<p class="${m.cls('tags')}">${words.tags}: ${p.tags.join(', ')}</p>`;
  const banner =
    index % m.bannerEvery === 1
      ? `<aside class="${m.cls('banner')}"><p>Free delivery this week on orders over ${money(m, 50)}</p></aside>`
      : '';
  const relatedBlock =
    index % m.relatedEvery === 0
      ? `<section class="${m.cls('related')}"><h2>You may also like</h2>${related.map((r) => relatedCard(m, r)).join('')}</section>`
      : '';
  const main = variantB
    ? [title, brand, factsBlock(rand, m, rows), priceBlock(m, p), rating, tags]
    : [title, brand, priceBlock(m, p), rating, factsBlock(rand, m, rows), tags];
  return shell(
    m,
    `${p.name} – shop`,
    `${banner}<${m.wrap} class="${m.cls('wrap')}">${main.join('\n')}<p class="${m.cls('about')}">${'Made to last. '.repeat(rand.int(1, 4))}</p></${m.wrap}>${relatedBlock}`,
    jsonLd(m, p),
  );
}

function listPage(
  rand: Random,
  m: Markup,
  records: Product[],
  base: string,
  cat: string,
  page: number,
  ads: { rand: Random; kinds: AdKind[] },
  unknown: { rand: Random; ads: UnknownAds | null },
): string {
  const card = (p: Product, extra = ''): string =>
    `<li class="${m.cls('card')}${extra}"><a class="${m.cls('name')}" href="${base}/p/${p.sku.toLowerCase()}">${p.name}</a><span class="${m.cls('price')}">${money(m, p.price)}</span>${rand.chance(0.3) ? `<em class="${m.cls('badge')}">${rand.pick(['new', 'bestseller'])}</em>` : ''}</li>`;
  const withAds: string[] = [];
  const own: string[] = [];
  for (const [i, p] of records.entries()) {
    own.push(card(p));
    withAds.push(own[i] as string);
    if (i === 1 && rand.chance(0.5))
      withAds.push(
        card(productFor(rand, 99, m), ` ${m.cls('sponsored')}`).replace('</li>', '<small>Sponsored</small></li>'),
      );
  }
  // Ads styled exactly like records (no class of their own), on about half the pages.
  if (ads.kinds.length > 0 && ads.rand.chance(0.5)) {
    const kind = ads.rand.pick(ads.kinds);
    if (kind === 'copy') {
      // An identical copy of a later record in the first slot ("featured"), left out by the model.
      withAds.unshift(own[ads.rand.int(1, own.length - 1)] as string);
    } else {
      const look = {
        cls: m.cls,
        money: (n: number) => money(m, n),
        lang: m.lang,
        base,
        badge: m.cls('badge'),
      };
      for (const at of adSlots(ads.rand, withAds.length).reverse()) {
        const p = productFor(ads.rand, 90 + at, m);
        withAds.splice(at, 0, adCard(ads.rand, kind, look, { name: p.name, price: p.price, sku: p.sku }));
      }
    }
  }
  // Ads the rule does not know, on about half the pages, from a stream of their own.
  if (unknown.ads && unknown.rand.chance(0.5)) {
    const kind = unknown.rand.pick(unknown.ads.kinds);
    const look = { cls: m.cls, money: (n: number) => money(m, n), lang: m.lang, base, badge: m.cls('badge') };
    for (const at of adSlots(unknown.rand, withAds.length).reverse()) {
      const p = productFor(unknown.rand, 70 + at, m);
      withAds.splice(at, 0, unknownAdCard(unknown.rand, kind, unknown.ads, look, p));
    }
  }
  const featured =
    records[0] && rand.chance(0.4)
      ? `<section class="${m.cls('featured')}"><h2>Featured</h2><ul>${card(records[0])}</ul></section>`
      : '';
  const pager = `<nav class="${m.cls('pager')}">${[1, 2, 3].map((n) => `<a href="${base}/c/${cat}?page=${n}">${n}</a>`).join(' ')}</nav>`;
  return shell(
    m,
    `${cat} – page ${page}`,
    `<${m.wrap} class="${m.cls('wrap')}"><h1>${cat}</h1>${featured}<ul class="${m.cls('grid')}">${withAds.join('\n')}</ul>${pager}</${m.wrap}>`,
  );
}

function emptyCategory(m: Markup, cat: string): string {
  return shell(
    m,
    `${cat}`,
    `<${m.wrap} class="${m.cls('wrap')}"><h1>${cat}</h1><p>No products match this category yet.</p></${m.wrap}>`,
  );
}

/** One site of one template, 20 pages, from a seed; `origin` is where its pages are served. */
export function generateSite(seed: number, origin = 'https://shop.test', pages = 20): GeneratedSite {
  const rand = randomFor(seed);
  const kind: TemplateKind = seed % 3 === 2 ? 'list' : 'detail';
  const m = markupFor(rand);
  const base = `${origin}/s${seed}`;
  // Pages that are odd: an error page or an empty category, never among the first two.
  const odd = new Set(rand.chance(0.6) ? [rand.int(4, pages - 1)] : []);
  // Class-less ads draw from their own stream: the rest of the site stays as it was without them.
  const adRand = randomFor(seed + 7_000_003);
  const ads = { rand: adRand, kinds: kind === 'list' ? adKindsFor(adRand) : [] };
  // Ads the rule does not know: a third stream, so the pages of every seed stay as they were besides.
  const unknownRand = randomFor(seed + 9_000_011);
  const unknown = {
    rand: unknownRand,
    ads: kind === 'list' ? unknownAdsFor(unknownRand, m.lang, Math.floor(seed / 3)) : null,
  };
  const out: GeneratedPage[] = [];
  for (let i = 0; i < pages; i++) {
    if (kind === 'detail') {
      const p = productFor(rand, i, m);
      const url = `${base}/item/${p.sku.toLowerCase()}`;
      if (odd.has(i)) out.push({ url, html: errorPage(m, rand), truth: {}, odd: true });
      else {
        const related = Array.from({ length: 3 }, (_, k) => productFor(rand, 50 + k, m));
        out.push({ url, html: detailPage(rand, m, p, i, related), truth: detailTruth(p), odd: false });
      }
    } else {
      const cat = `${rand.pick(ADJECTIVES).toLowerCase()}-${rand.pick(NOUNS)}s`;
      const url = `${base}/c/${cat}-${i + 1}`;
      if (odd.has(i)) out.push({ url, html: emptyCategory(m, cat), truth: { products: [] }, odd: true });
      else {
        const records = Array.from({ length: rand.int(3, 12) }, (_, k) => productFor(rand, k, m));
        out.push({
          url,
          html: listPage(rand, m, records, base, cat, i + 1, ads, unknown),
          truth: {
            products: records.map((p) => ({ name: p.name, price: p.price, url: `${base}/p/${p.sku.toLowerCase()}` })),
          },
          odd: false,
        });
      }
    }
  }
  return kind === 'detail'
    ? { name: `template-${seed}`, kind, prompt: DETAIL_PROMPT, schema: DETAIL_SCHEMA, pages: out }
    : {
        name: `template-${seed}`,
        kind,
        prompt: LIST_PROMPT,
        schema: LIST_SCHEMA,
        pages: out,
        ...(ads.kinds.length ? { ads: ads.kinds } : {}),
        ...(unknown.ads ? { unknownAds: unknown.ads } : {}),
      };
}

/** The split: the learner was developed against DEV seeds only; figures are reported on HELD_OUT. */
export const DEV_SEEDS = Array.from({ length: 30 }, (_, i) => i + 1);
export const HELD_OUT_SEEDS = Array.from({ length: 30 }, (_, i) => 1001 + i);
/**
 * Seeds in neither split, run in bulk to hunt false accepts (`--seeds stress`): looked at while
 * developing, so their figures are development figures, not held-out ones.
 */
export const STRESS_SEEDS = [7000, 8000, 9000].flatMap((from) => Array.from({ length: 300 }, (_, i) => from + i));
