/**
 * Unseen FRAMEWORK templates for bench:recipes (`--suites frameworks`): seeded shop sites built
 * the way today's front-end frameworks render them, which the other generated families do not
 * model — one template a site, 20 pages, or 12 for about a third of the seeds. Written without
 * reading the learner, as an outside check.
 *
 * Markup: utility-class CSS (`flex items-center gap-2 text-sm font-semibold`) or CSS-in-JS
 * hashed class names (`css-1q2w3e`, `sc-aXZVg k3bDfe`), stable across a site's pages but
 * meaningless; an app root, few or no ids, microdata on few sites, deep nesting of divs and spans.
 * Prices split over elements (`<span>$</span><span>12</span><sup>99</sup>`, `12,<small>99</small> €`,
 * a screen-reader copy beside the split one), a struck list price beside a sale price on some
 * pages, money in six languages' formats. Ratings as star icons with only an aria-label
 * ("4.5 out of 5 stars", "4,5 von 5 Sternen") and a review count; availability as a phrase for a
 * yes/no field; colour and size pickers (one pressed), specs in tabs or `<details>`, breadcrumbs,
 * a sticky add-to-cart bar repeating name and price, a "customers also viewed" carousel in the
 * main item's or the records' very markup, cookie banners, toasts, skeleton placeholders,
 * hydration JSON (`__NEXT_DATA__`, `window.__INITIAL_STATE__`) that agrees, is stale or is absent,
 * JSON-LD on some sites. List sites (a seed in three): grid cards, sponsored cards with a badge or
 * with only an ad link, a skeleton card, "load more", a result count larger than the records shown,
 * facets with counts, pagination, an empty results page on some sites. Pages of a site differ:
 * optional fields (absent on page 1 too), arrays of varying length, blocks on some pages only,
 * spec rows that move, A/B title blocks, an error page or a bot check on most sites.
 *
 * The truth is what a perfect model answers: values as shown (numbers as numbers, a rating read
 * from its label, availability as true/false), optional fields left out where the page does not
 * show them, `{}` for an error page, an empty list for an empty results page. Every product,
 * brand and colour name is invented.
 */
import { randomFor, type Random } from './random';
import {
  CATEGORIES,
  COLOURS,
  coined,
  groupedIn,
  LANGS,
  LINES,
  MATERIALS,
  MODIFIERS,
  moneyFor,
  moneyParts,
  moneyText,
  ratingText,
  WORDS,
  type Lang,
  type Money,
  type Words,
} from './frameworks-kinds';

export type FrameworkKind = 'detail' | 'list';

export interface FrameworkPage {
  url: string;
  html: string;
  truth: Record<string, unknown>;
  /** An error, bot-check or empty results page (its truth has no values). */
  odd: boolean;
}

export interface FrameworkSite {
  name: string;
  kind: FrameworkKind;
  /** How class names are made: utility classes or CSS-in-JS hashes. */
  css: 'utility' | 'css-in-js';
  lang: Lang;
  prompt: string;
  schema: Record<string, unknown>;
  pages: FrameworkPage[];
}

/** The split: the learner may be changed while looking at DEV seeds only. */
export const FRAMEWORK_DEV_SEEDS = Array.from({ length: 30 }, (_, i) => i + 1);
export const FRAMEWORK_HELD_OUT_SEEDS = Array.from({ length: 30 }, (_, i) => 4001 + i);
/** In neither split: a hunt for false accepts, looked at while developing (`--seeds stress`). */
export const FRAMEWORK_STRESS_SEEDS = Array.from({ length: 60 }, (_, i) => 7000 + i);

export const FRAMEWORK_DETAIL_PROMPT =
  'The product: name, price, list price, brand, rating, review count, in stock, sizes and colour.';
export const FRAMEWORK_DETAIL_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    list_price: { type: 'number' },
    brand: { type: 'string' },
    rating: { type: 'number' },
    review_count: { type: 'integer' },
    in_stock: { type: 'boolean' },
    sizes: { type: 'array', items: { type: 'string' } },
    color: { type: 'string' },
  },
};
export const FRAMEWORK_LIST_PROMPT = 'Every product on this page with its name, price, rating and link.';
export const FRAMEWORK_LIST_SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          price: { type: 'number' },
          rating: { type: 'number' },
          url: { type: 'string' },
        },
      },
    },
  },
};

const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BY: Record<Lang, string> = { en: 'by', de: 'von', fr: 'par', es: 'de', it: 'di', nl: 'van' };

// ---------------------------------------------------------------- products

interface Product {
  name: string;
  slug: string;
  brand: string;
  category: string;
  cents: number;
  listCents?: number;
  rating?: number;
  reviews?: number;
  inStock: boolean;
  stockPhrase: string;
  sizes: string[];
  selectedSize?: string;
  soldOutSizes: Set<string>;
  colour?: string;
  colours: string[];
  material: string;
  articleNo: string;
}

interface Wants {
  sale: boolean;
  rated: boolean;
  coloured: boolean;
  sized: boolean;
}

function centsFor(r: Random): number {
  const whole = r.pick([r.int(4, 39), r.int(20, 149), r.int(60, 399), r.int(900, 1899)]);
  return whole * 100 + r.pick([0, 0, 50, 95, 99, 99, r.int(1, 98)]);
}

function productFor(r: Random, s: Style, wants: Wants): Product {
  const line = r.pick(LINES);
  const noun = r.pick(line.nouns);
  const name = `${coined(r)} ${r.chance(0.6) ? `${r.pick(MODIFIERS)} ` : ''}${noun}`;
  const cents = centsFor(r);
  const sale = wants.sale;
  const listCents = sale ? Math.round((cents * (1.15 + r.next() * 0.5)) / 100) * 100 - r.pick([0, 1, 5]) : undefined;
  const rated = wants.rated;
  const rating = rated ? r.int(18, 50) / 10 : undefined;
  const reviews = rated ? r.pick([r.int(1, 40), r.int(10, 900), r.int(1000, 12000)]) : undefined;
  const stock = r.next();
  const fewLeft = r.int(1, 5);
  const inStock = stock < 0.8;
  const stockPhrase = stock < 0.62 ? r.pick(s.w.inStock) : stock < 0.8 ? s.w.fewLeft(fewLeft) : r.pick(s.w.soldOut);
  const all = line.sizes as readonly string[];
  let sizes: string[] = [];
  if (wants.sized && all.length) {
    const from = r.int(0, Math.max(0, all.length - 2));
    sizes = all.slice(from, from + r.int(1, all.length - from));
  }
  const soldOutSizes = new Set(sizes.filter(() => r.chance(0.15)));
  const colours = wants.coloured ? r.sample(COLOURS, r.int(1, 5)) : [];
  return {
    name,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${r.int(1000, 9999)}`,
    brand: r.pick(s.brands),
    category: r.pick(CATEGORIES),
    cents,
    ...(listCents !== undefined && listCents > cents ? { listCents } : {}),
    ...(rating !== undefined ? { rating, reviews } : {}),
    inStock,
    stockPhrase,
    sizes,
    ...(sizes.length ? { selectedSize: r.pick(sizes) } : {}),
    soldOutSizes,
    ...(colours.length ? { colour: colours[0] } : {}),
    colours: r.shuffle(colours),
    material: r.pick(MATERIALS),
    articleNo: `${r.pick(['A', 'K', 'T', 'W'])}${r.int(100000, 999999)}`,
  };
}

// ---------------------------------------------------------------- site style

interface Style {
  lang: Lang;
  w: Words;
  money: Money;
  css: 'utility' | 'css-in-js';
  cls: (role: string) => string;
  root: string;
  siteName: string;
  brands: string[];
  hydration: 'next' | 'state' | 'none';
  /** Share of pages whose hydration data is stale (another price, another count), or missing. */
  stale: number;
  missingHydration: number;
  jsonLd: boolean;
  microdata: boolean;
  priceHow: 'plain' | 'sup' | 'small' | 'spans' | 'sr';
  struck: 's' | 'del' | 'class' | 'was';
  listFirst: boolean;
  saleRate: number;
  ratingNumber: boolean;
  reviewsHow: 'paren' | 'words' | 'bare';
  titleB: number;
  brandWhere: 'above' | 'by' | 'spec';
  colourHow: 'label' | 'spec';
  sizesHow: 'buttons' | 'radios' | 'select';
  specsHow: 'details' | 'tabs';
  rowsMove: boolean;
  sticky: boolean;
  cookie: boolean;
  toast: number;
  skeleton: boolean;
  alsoViewed: number;
  alsoNameAsTitle: boolean;
  alsoInDescription: boolean;
  nest: number;
  // Lists
  adMode: 'badge' | 'link' | 'none';
  adRate: number;
  loadMore: boolean;
  countText: boolean;
  facets: boolean;
  brandOnCard: boolean;
  skeletonCard: boolean;
}

const UTILITIES = {
  display: ['flex', 'grid', 'block', 'inline-flex', 'flex flex-col'],
  align: ['items-center', 'items-start', 'items-baseline', 'justify-between', 'justify-center'],
  gap: ['gap-1', 'gap-2', 'gap-3', 'gap-x-4', 'space-y-2', 'space-x-1'],
  text: ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl', 'md:text-3xl'],
  weight: ['font-medium', 'font-semibold', 'font-bold', 'font-normal'],
  colour: ['text-gray-900', 'text-gray-600', 'text-neutral-700', 'text-zinc-500', 'text-slate-800', 'text-black'],
  box: ['mt-1', 'mt-2', 'mb-2', 'mb-4', 'px-2', 'py-1', 'p-4', 'px-4 py-2', 'my-3'],
  misc: [
    'truncate',
    'rounded-md',
    'leading-tight',
    'tracking-tight',
    'uppercase',
    'line-clamp-2',
    'w-full',
    'relative',
  ],
} as const;

const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

function classNamer(r: Random, css: Style['css']): (role: string) => string {
  const made = new Map<string, string>();
  const hash = (n: number, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'): string =>
    Array.from({ length: n }, () => alphabet[r.int(0, alphabet.length - 1)]).join('');
  const styled = r.chance(0.5);
  return (role) => {
    let out = made.get(role);
    if (out === undefined) {
      // Now and then two roles share one class list, as components reused across a page do.
      const shared = made.size > 4 && r.chance(0.12) ? r.pick([...made.values()]) : undefined;
      if (shared !== undefined) out = shared;
      else if (css === 'utility') {
        const groups = r.sample(Object.keys(UTILITIES) as (keyof typeof UTILITIES)[], r.int(2, 5));
        out = groups.map((g) => r.pick(UTILITIES[g])).join(' ');
      } else out = styled ? `sc-${hash(5, ALPHA)} ${hash(6, ALPHA)}` : `css-${hash(r.int(5, 7))}`;
      made.set(role, out);
    }
    return out;
  };
}

function styleFor(r: Random, kind: FrameworkKind): Style {
  const lang = r.pick(LANGS);
  const css = r.chance(0.5) ? 'utility' : 'css-in-js';
  const hydration = r.pick(['next', 'state', 'none'] as const);
  return {
    lang,
    w: WORDS[lang],
    money: moneyFor(r, lang),
    css,
    cls: classNamer(r, css),
    root: r.pick(['__next', 'root', 'app', '__nuxt']),
    siteName: `${coined(r, 2, 2)}${r.pick(['', ' Store', ' Supply', '.shop', ' & Co'])}`,
    brands: Array.from(
      { length: r.int(3, 7) },
      () => `${coined(r)}${r.pick(['', '', ' Studio', ' Works', ' Outdoor'])}`,
    ),
    hydration,
    stale: r.pick([0, 0.2, 0.5]),
    missingHydration: r.pick([0, 0.1]),
    jsonLd: r.chance(0.35),
    microdata: r.chance(0.1),
    priceHow: r.pick(['plain', 'sup', 'small', 'spans', 'sr'] as const),
    struck: r.pick(css === 'utility' ? (['s', 'del', 'class', 'was'] as const) : (['s', 'del', 'was'] as const)),
    listFirst: r.chance(0.4),
    saleRate: r.pick([0, 0.25, 0.5]),
    ratingNumber: r.chance(0.4),
    reviewsHow: r.pick(['paren', 'words', 'bare'] as const),
    titleB: r.pick([0, 0, 0.3, 0.5]),
    brandWhere: r.pick(['above', 'by', 'spec'] as const),
    colourHow: r.pick(['label', 'label', 'spec'] as const),
    sizesHow: r.pick(['buttons', 'buttons', 'radios', 'select'] as const),
    specsHow: r.pick(['details', 'tabs'] as const),
    rowsMove: r.chance(0.5),
    sticky: r.chance(0.6),
    cookie: r.chance(0.5),
    toast: r.pick([0, 0.2]),
    skeleton: r.chance(0.5),
    alsoViewed: r.pick([0, 0.5, 1]),
    alsoNameAsTitle: r.chance(0.3),
    alsoInDescription: r.chance(0.3),
    nest: r.int(1, 4),
    adMode: kind === 'list' ? r.pick(['badge', 'link', 'none'] as const) : 'none',
    adRate: r.pick([0.4, 0.8]),
    loadMore: r.chance(0.5),
    countText: r.chance(0.7),
    facets: r.chance(0.6),
    brandOnCard: r.chance(0.5),
    skeletonCard: r.chance(0.3),
  };
}

/** Wrappers around a block: the nesting of components, each with its own meaningless classes. */
function nested(s: Style, role: string, inner: string, depth = s.nest): string {
  let out = inner;
  for (let i = depth; i > 0; i--) out = `<div class="${s.cls(`${role}-wrap-${i}`)}">${out}</div>`;
  return out;
}

// ---------------------------------------------------------------- components

function priceInner(s: Style, cents: number): string {
  const c = s.cls;
  const m = s.money;
  const { whole, cents: dec } = moneyParts(cents, m);
  const sym = `<span class="${c('currency')}">${esc(m.symbol)}</span>`;
  const sp = m.spaced ? ' ' : '';
  const split = (decimals: string): string =>
    m.before
      ? `${sym}${sp}<span class="${c('whole')}">${whole}</span>${decimals}`
      : `<span class="${c('whole')}">${whole}</span>${decimals}${sp}${sym}`;
  if (s.priceHow === 'plain') return `<span class="${c('amount')}">${esc(moneyText(cents, m))}</span>`;
  if (s.priceHow === 'sup') return split(dec ? `<sup class="${c('cents')}">${dec}</sup>` : '');
  if (s.priceHow === 'small') return split(dec ? `${m.decimal}<small class="${c('cents')}">${dec}</small>` : '');
  if (s.priceHow === 'spans') return split(dec ? `<span class="${c('cents')}">${m.decimal}${dec}</span>` : '');
  // A screen-reader copy as text, the split copy hidden from it.
  const hidden = s.css === 'utility' ? 'sr-only' : c('visually-hidden');
  return `<span class="${hidden}">${esc(moneyText(cents, m))}</span><span aria-hidden="true" class="${c('shown')}">${split(dec ? `<sup class="${c('cents')}">${dec}</sup>` : '')}</span>`;
}

function listPriceHtml(s: Style, cents: number): string {
  const c = s.cls;
  const text = esc(moneyText(cents, s.money));
  if (s.struck === 's') return `<s class="${c('was')}">${text}</s>`;
  if (s.struck === 'del') return `<del class="${c('was')}">${text}</del>`;
  if (s.struck === 'class') return `<span class="${c('was')} line-through">${text}</span>`;
  return `<span class="${c('was')}">${esc(s.w.was)} ${text}</span>`;
}

function priceBlock(s: Style, p: Product, r: Random, main: boolean): string {
  const c = s.cls;
  const now = `<span class="${c('now')}"${main && s.microdata ? ` itemprop="price" content="${(p.cents / 100).toFixed(2)}"` : ''}>${priceInner(s, p.cents)}</span>`;
  if (p.listCents === undefined) return `<div class="${c('price')}">${now}</div>`;
  const was = listPriceHtml(s, p.listCents);
  const off =
    main && r.chance(0.5)
      ? `<span class="${c('discount')}">-${Math.round(100 - (100 * p.cents) / p.listCents)}%</span>`
      : '';
  return `<div class="${c('price')}">${s.listFirst ? `${was}${now}` : `${now}${was}`}${off}</div>`;
}

const STAR =
  '<svg viewBox="0 0 20 20" aria-hidden="true" width="16" height="16"><path d="M10 1l2.6 6 6.4.6-4.9 4.3 1.5 6.3L10 15l-5.6 3.2 1.5-6.3L1 7.6 7.4 7z"/></svg>';

function ratingBlock(s: Style, p: Product, main: boolean): string {
  const c = s.cls;
  if (p.rating === undefined || p.reviews === undefined)
    return main ? `<p class="${c('no-reviews')}">${esc(s.w.noReviews)}</p>` : '';
  const shown = ratingText(p.rating, s.lang);
  const count = groupedIn(p.reviews, s.lang);
  const reviews = s.reviewsHow === 'paren' ? `(${count})` : s.reviewsHow === 'words' ? s.w.reviews(count) : count;
  return `<div class="${c('rating-row')}"><div role="img" aria-label="${esc(s.w.stars(shown))}" class="${c('stars')}">${STAR.repeat(5)}</div>${
    s.ratingNumber ? `<span class="${c('rating-number')}" aria-hidden="true">${shown}</span>` : ''
  }<a href="#reviews" class="${c('review-count')}">${esc(reviews)}</a></div>`;
}

function stockBlock(s: Style, p: Product): string {
  const c = s.cls;
  return `<p class="${c('stock')}"><span class="${c(p.inStock ? 'dot-ok' : 'dot-no')}" aria-hidden="true"></span><span>${esc(p.stockPhrase)}</span></p>`;
}

function colourPicker(s: Style, p: Product): string {
  const c = s.cls;
  if (!p.colour) return '';
  const label =
    s.colourHow === 'label'
      ? `<p class="${c('picker-label')}">${esc(s.w.colour)}: <span class="${c('picker-value')}">${esc(p.colour)}</span></p>`
      : `<p class="${c('picker-label')}">${esc(s.w.colour)}</p>`;
  const swatches = p.colours
    .map(
      (colour) =>
        `<button type="button" aria-label="${esc(colour)}" aria-pressed="${colour === p.colour}" class="${c('swatch')}${colour === p.colour ? ` ${c('swatch-on')}` : ''}"><span class="${c('swatch-dot')}"></span></button>`,
    )
    .join('');
  return `<div class="${c('picker')}">${label}<div class="${c('swatches')}">${swatches}</div></div>`;
}

function sizePicker(s: Style, p: Product): string {
  const c = s.cls;
  if (!p.sizes.length) return '';
  if (s.sizesHow === 'select')
    return `<label class="${c('picker')}"><span class="${c('picker-label')}">${esc(s.w.size)}</span><select class="${c('select')}" name="size">${p.sizes
      .map(
        (z) =>
          `<option${z === p.selectedSize ? ' selected' : ''}${p.soldOutSizes.has(z) ? ' disabled' : ''}>${esc(z)}</option>`,
      )
      .join('')}</select></label>`;
  const items = p.sizes.map((z) => {
    const on = z === p.selectedSize;
    const off = p.soldOutSizes.has(z);
    return s.sizesHow === 'buttons'
      ? `<button type="button" aria-pressed="${on}"${off ? ' disabled' : ''} class="${c('size')}${off ? ` ${c('size-off')}` : ''}">${esc(z)}</button>`
      : `<label class="${c('size')}"><input type="radio" name="size" value="${esc(z)}" class="sr-only"${on ? ' checked' : ''}${off ? ' disabled' : ''}><span>${esc(z)}</span></label>`;
  });
  return `<fieldset class="${c('picker')}"><legend class="${c('picker-label')}">${esc(s.w.size)}</legend><div class="${c('sizes')}">${items.join('')}</div></fieldset>`;
}

function specRows(s: Style, p: Product, r: Random): string {
  const c = s.cls;
  const rows: Array<[string, string]> = [
    [s.w.material, p.material],
    [s.w.care, r.pick(['30°', '40°', 'Hand wash', 'Dry clean'])],
    [s.w.articleNo, p.articleNo],
  ];
  if (s.brandWhere === 'spec') rows.push([s.w.brand, p.brand]);
  if (s.colourHow === 'spec' && p.colour) rows.push([s.w.colour, p.colour]);
  const order = s.rowsMove && r.chance(0.4) ? r.shuffle(rows) : rows;
  return `<dl class="${c('specs')}">${order
    .map(
      ([k, v]) =>
        `<div class="${c('spec-row')}"><dt class="${c('spec-key')}">${esc(k)}</dt><dd class="${c('spec-value')}">${esc(v)}</dd></div>`,
    )
    .join('')}</dl>`;
}

function description(s: Style, p: Product, r: Random): string {
  const other = COLOURS.find((x) => !p.colours.includes(x)) ?? 'Oat';
  const also = s.alsoInDescription && r.chance(0.5) ? ` Also available in ${other}.` : '';
  return `<p>${esc(`${p.name} — ${r.pick(['cut for everyday wear', 'made to last', 'light and packable', 'our bestseller, reworked'])}.${also}`)}</p>`;
}

function specsBlock(s: Style, p: Product, r: Random): string {
  const c = s.cls;
  const desc = description(s, p, r);
  const rows = specRows(s, p, r);
  if (s.specsHow === 'details')
    return `<div class="${c('accordion')}"><details class="${c('panel')}" open><summary class="${c('summary')}">${esc(s.w.description)}</summary>${desc}</details><details class="${c('panel')}"><summary class="${c('summary')}">${esc(s.w.details)}</summary>${rows}</details></div>`;
  return `<div class="${c('tabs')}"><div role="tablist" class="${c('tablist')}"><button role="tab" aria-selected="true" class="${c('tab')}">${esc(s.w.description)}</button><button role="tab" aria-selected="false" class="${c('tab')}">${esc(s.w.details)}</button></div><div role="tabpanel" class="${c('tabpanel')}">${desc}</div><div role="tabpanel" hidden class="${c('tabpanel')}">${rows}</div></div>`;
}

function titleBlock(s: Style, p: Product, r: Random): string {
  const c = s.cls;
  const h1 = `<h1 class="${c('title')}"${s.microdata ? ' itemprop="name"' : ''}>${esc(p.name)}</h1>`;
  const brandLink = `<a href="/brand/${encodeURIComponent(p.brand.toLowerCase())}" class="${c('brand')}">${esc(p.brand)}</a>`;
  const variantB = r.chance(s.titleB);
  if (s.brandWhere === 'spec') return `<div class="${c(variantB ? 'title-b' : 'title-a')}">${h1}</div>`;
  if (s.brandWhere === 'above' && !variantB) return `<div class="${c('title-a')}">${brandLink}${h1}</div>`;
  if (s.brandWhere === 'by' && !variantB)
    return `<div class="${c('title-a')}">${h1}<p class="${c('by')}">${BY[s.lang]} ${brandLink}</p></div>`;
  // The other variant of an A/B test: the brand on the other side, in other wrappers.
  return s.brandWhere === 'above'
    ? `<div class="${c('title-b')}"><div class="${c('title-b-inner')}">${h1}</div><p class="${c('by')}">${brandLink}</p></div>`
    : `<div class="${c('title-b')}"><p class="${c('by')}">${brandLink}</p><div class="${c('title-b-inner')}">${h1}</div></div>`;
}

function breadcrumb(s: Style, last: string, category: string): string {
  const c = s.cls;
  return `<nav aria-label="Breadcrumb" class="${c('crumbs')}"><ol class="${c('crumb-list')}"><li><a href="/">${esc(s.w.home)}</a></li><li><span aria-hidden="true">/</span><a href="/c/${encodeURIComponent(category.toLowerCase())}">${esc(category)}</a></li><li aria-current="page"><span aria-hidden="true">/</span>${esc(last)}</li></ol></nav>`;
}

/** A card: the carousel's and the list's records' markup, the same component. */
function card(s: Style, p: Product, href: string, r: Random, badge = ''): string {
  const c = s.cls;
  const name = s.alsoNameAsTitle ? c('title') : c('card-name');
  return `<div class="${c('card')}">${badge}<a href="${href}" class="${c('card-media')}"><img src="/img/${p.slug}.webp" alt="" loading="lazy" class="${c('card-img')}"></a><div class="${c('card-body')}">${
    s.brandOnCard ? `<p class="${c('brand')}">${esc(p.brand)}</p>` : ''
  }<a href="${href}" class="${c('card-link')}"><h3 class="${name}">${esc(p.name)}</h3></a>${ratingBlock(s, p, false)}${priceBlock(s, p, r, false)}</div></div>`;
}

function alsoViewed(s: Style, r: Random): string {
  const c = s.cls;
  const items = Array.from({ length: r.int(3, 6) }, () =>
    productFor(r, s, { sale: r.chance(s.saleRate), rated: r.chance(0.7), coloured: false, sized: false }),
  );
  return `<section class="${c('carousel')}"><h2 class="${c('section-title')}">${esc(s.w.alsoViewed)}</h2><div class="${c('track')}">${items
    .map((p) => card(s, p, `/p/${p.slug}`, r))
    .join('')}</div></section>`;
}

function skeleton(s: Style): string {
  const c = s.cls;
  return s.css === 'utility'
    ? '<div class="animate-pulse space-y-2"><div class="h-4 w-3/4 rounded bg-gray-200"></div><div class="h-4 w-1/2 rounded bg-gray-200"></div></div>'
    : `<div class="${c('skeleton')}" aria-busy="true"><div class="${c('skeleton-line')}"></div><div class="${c('skeleton-line')}"></div></div>`;
}

// ---------------------------------------------------------------- data in scripts

function hydrationScript(s: Style, r: Random, data: unknown): string {
  if (s.hydration === 'none' || r.chance(s.missingHydration)) return '';
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  if (s.hydration === 'next')
    return `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: data }, page: '/p/[slug]', buildId: 'b' + r.int(1000, 9999), isFallback: false }).replace(/</g, '\\u003c')}</script>`;
  return `<script>window.__INITIAL_STATE__ = ${json};</script>`;
}

function productData(s: Style, p: Product, r: Random): Record<string, unknown> {
  // Stale data: the price or the count of the build, not the page's.
  const stale = r.chance(s.stale);
  return {
    product: {
      id: p.articleNo,
      title: p.name,
      brand: { name: p.brand },
      price: {
        amount: stale ? p.cents + r.pick([-500, -100, 200, 1000]) : p.cents,
        currency: s.money.symbol === '$' ? 'USD' : s.money.symbol === '£' ? 'GBP' : 'EUR',
      },
      ...(p.listCents !== undefined && !stale ? { compareAt: p.listCents } : {}),
      ...(p.rating !== undefined
        ? { rating: { average: p.rating, count: stale ? (p.reviews ?? 0) + r.int(1, 30) : p.reviews } }
        : {}),
      available: p.inStock,
      variants: p.sizes.map((z) => ({ size: z, available: !p.soldOutSizes.has(z) })),
      ...(p.colour ? { colour: p.colour } : {}),
    },
  };
}

function jsonLd(s: Style, p: Product, url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    brand: { '@type': 'Brand', name: p.brand },
    sku: p.articleNo,
    ...(p.colour ? { color: p.colour } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: (p.cents / 100).toFixed(2),
      priceCurrency: s.money.symbol === '$' ? 'USD' : s.money.symbol === '£' ? 'GBP' : 'EUR',
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(p.rating !== undefined
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating, reviewCount: p.reviews } }
      : {}),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

// ---------------------------------------------------------------- chrome and pages

function chrome(s: Style, r: Random, title: string, main: string, head = '', tail = ''): string {
  const c = s.cls;
  const cookie = s.cookie
    ? `<div role="dialog" aria-label="Cookies" class="${c('cookie')}"><p>${esc(s.w.cookies)}</p><button type="button" class="${c('button')}">${esc(s.w.accept)}</button></div>`
    : '';
  const cookieLast = r.chance(0.5);
  const toast = r.chance(s.toast)
    ? `<div role="status" aria-live="polite" class="${c('toast')}">${esc(s.w.toast)}</div>`
    : '';
  const nav = r
    .sample(CATEGORIES, 5)
    .map((cat) => `<a href="/c/${encodeURIComponent(cat.toLowerCase())}" class="${c('nav-link')}">${esc(cat)}</a>`)
    .join('');
  return `<!DOCTYPE html><html lang="${s.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} | ${esc(s.siteName)}</title><link rel="stylesheet" href="/_app/${s.css === 'utility' ? 'app' : 'styles'}.${r.int(100, 999)}.css">${head}</head>
<body class="${c('body')}"><div id="${s.root}">${cookieLast ? '' : cookie}<div class="${c('layout')}"><header class="${c('header')}"><div class="${c('header-inner')}"><a href="/" class="${c('logo')}">${esc(s.siteName)}</a><nav class="${c('nav')}">${nav}</nav><form role="search" class="${c('search')}"><input type="search" placeholder="…" class="${c('input')}"></form><a href="/cart" class="${c('cart')}" aria-label="Cart"><span class="${c('cart-count')}">${r.int(0, 3)}</span></a></div></header>
<main class="${c('main')}">${main}</main>
<footer class="${c('footer')}"><div class="${c('footer-cols')}"><a href="/help">Help</a><a href="/returns">Returns</a><a href="/privacy">Privacy</a></div><p class="${c('legal')}">© ${2020 + r.int(0, 5)} ${esc(s.siteName)}</p></footer></div>${toast}${cookieLast ? cookie : ''}</div>${tail}</body></html>`;
}

function detailHtml(s: Style, p: Product, r: Random, url: string): string {
  const c = s.cls;
  const info = [
    titleBlock(s, p, r),
    ratingBlock(s, p, true),
    priceBlock(s, p, r, true),
    stockBlock(s, p),
    colourPicker(s, p),
    sizePicker(s, p),
    `<button type="button" class="${c('button')}"${p.inStock ? '' : ' disabled'}>${esc(s.w.addToCart)}</button>`,
    specsBlock(s, p, r),
  ]
    .filter(Boolean)
    .map((block, i) => nested(s, `info-${i}`, block, r.int(0, s.nest)))
    .join('');
  const gallery = `<div class="${c('gallery')}"><img src="/img/${p.slug}-1.webp" alt="" class="${c('hero-img')}">${s.skeleton ? skeleton(s) : ''}</div>`;
  const more = r.chance(s.alsoViewed) ? alsoViewed(s, r) : '';
  const reviewsSkeleton =
    s.skeleton && r.chance(0.5) ? `<section id="reviews" class="${c('reviews')}">${skeleton(s)}</section>` : '';
  const sticky = s.sticky
    ? `<div class="${c('sticky')}"><div class="${c('sticky-inner')}"><p class="${c('sticky-name')}">${esc(p.name)}</p>${priceBlock(s, p, r, false)}</div><button type="button" class="${c('button')}">${esc(s.w.addToCart)}</button></div>`
    : '';
  const body = `${breadcrumb(s, p.name, p.category)}<div class="${c('product')}"${s.microdata ? ' itemscope itemtype="https://schema.org/Product"' : ''}>${gallery}${nested(s, 'info', info)}</div>${more}${reviewsSkeleton}${sticky}`;
  const head = s.jsonLd ? jsonLd(s, p, url) : '';
  return chrome(s, r, p.name, body, head, hydrationScript(s, r, productData(s, p, r)));
}

function errorHtml(s: Style, r: Random): string {
  if (r.chance(0.4))
    return `<!DOCTYPE html><html lang="${s.lang}"><head><meta charset="utf-8"><title>${esc(s.siteName)}</title></head><body><div class="${s.cls('challenge')}"><h1>${esc(s.w.checking)}</h1><div class="${s.cls('spinner')}" aria-hidden="true"></div><noscript>JavaScript is required.</noscript></div></body></html>`;
  const c = s.cls;
  const more = r.chance(0.6) ? alsoViewed(s, r) : '';
  return chrome(
    s,
    r,
    '404',
    `<section class="${c('error')}"><p class="${c('error-code')}">404</p><h1 class="${c('title')}">${esc(s.w.notFound)}</h1><a href="/" class="${c('button')}">${esc(s.w.home)}</a></section>${more}`,
  );
}

interface ListShown {
  products: Product[];
  category: string;
  parent: string;
  page: number;
  total: number;
}

function facetsHtml(s: Style, r: Random): string {
  const c = s.cls;
  const brands = s.brands
    .map(
      (b) =>
        `<li><label class="${c('facet')}"><input type="checkbox"><span>${esc(b)}</span><span class="${c('facet-count')}">(${r.int(1, 80)})</span></label></li>`,
    )
    .join('');
  return `<aside class="${c('facets')}"><h2 class="${c('facets-title')}">${esc(s.w.filters)}</h2><details open><summary>${esc(s.w.brand)}</summary><ul>${brands}</ul></details><details><summary>${esc(s.w.size)}</summary><ul>${[
    'S',
    'M',
    'L',
  ]
    .map(
      (z) =>
        `<li><label class="${c('facet')}"><input type="checkbox"><span>${z}</span><span class="${c('facet-count')}">(${r.int(1, 40)})</span></label></li>`,
    )
    .join('')}</ul></details></aside>`;
}

function listHtml(s: Style, r: Random, shown: ListShown, host: string): string {
  const c = s.cls;
  const cards = shown.products.map((p) => card(s, p, `/p/${p.slug}`, r));
  // Promoted cards: the records' very markup, with a badge or with only a link to the ad server.
  if (s.adMode !== 'none' && r.chance(s.adRate)) {
    const slots = r.chance(0.5) ? [0] : [r.int(0, cards.length), r.int(0, cards.length)];
    for (const at of slots.sort((a, b) => b - a)) {
      const ad = productFor(r, s, { sale: false, rated: r.chance(0.6), coloured: false, sized: false });
      const href =
        s.adMode === 'link'
          ? `https://ads.${host.replace(/^https:\/\//, '')}/click?cid=${r.int(10000, 99999)}&amp;to=%2Fp%2F${ad.slug}`
          : `/p/${ad.slug}?sp=1`;
      const badge = s.adMode === 'badge' ? `<span class="${c('badge')}">${esc(s.w.sponsored)}</span>` : '';
      cards.splice(at, 0, card(s, ad, href, r, badge));
    }
  }
  if (s.skeletonCard) cards.push(`<div class="${c('card')}" aria-hidden="true">${skeleton(s)}</div>`);
  const count = s.countText
    ? `<p class="${c('result-count')}">${esc(s.w.results(shown.products.length, groupedIn(shown.total, s.lang)))}</p>`
    : '';
  const sort = `<label class="${c('sort')}">${esc(s.w.sortBy)} <select><option>★</option><option>€</option></select></label>`;
  const more = s.loadMore
    ? `<button type="button" class="${c('button')}">${esc(s.w.loadMore)}</button>`
    : `<nav class="${c('pager')}" aria-label="Pagination">${[1, 2, 3, 4]
        .map((n) => (n === shown.page ? `<span aria-current="page">${n}</span>` : `<a href="?page=${n}">${n}</a>`))
        .join('')}<a href="?page=${shown.page + 1}">${esc(s.w.next)}</a></nav>`;
  const also = r.chance(s.alsoViewed * 0.5) ? alsoViewed(s, r) : '';
  const grid = `<div class="${c('grid')}">${cards.join('')}</div>`;
  const body = `${breadcrumb(s, shown.category, shown.parent)}<h1 class="${c('list-title')}">${esc(shown.category)}</h1><div class="${c('toolbar')}">${count}${sort}</div><div class="${c('list-layout')}">${s.facets ? facetsHtml(s, r) : ''}${nested(s, 'results', grid)}</div>${more}${also}`;
  const data = {
    products: shown.products.map((p) => ({
      slug: p.slug,
      name: p.name,
      price: r.chance(s.stale) ? p.cents + 100 : p.cents,
      ...(p.rating !== undefined ? { rating: p.rating } : {}),
    })),
    total: shown.total,
  };
  return chrome(s, r, shown.category, body, '', hydrationScript(s, r, data));
}

function emptyListHtml(s: Style, r: Random, category: string): string {
  const c = s.cls;
  const also = r.chance(0.5) ? alsoViewed(s, r) : '';
  return chrome(
    s,
    r,
    category,
    `${breadcrumb(s, category, CATEGORIES[0])}<h1 class="${c('list-title')}">${esc(category)}</h1><div class="${c('empty')}"><p>${esc(s.w.noResults)}</p></div>${also}`,
  );
}

// ---------------------------------------------------------------- truth

function detailTruth(p: Product): Record<string, unknown> {
  return {
    name: p.name,
    price: p.cents / 100,
    ...(p.listCents !== undefined ? { list_price: p.listCents / 100 } : {}),
    brand: p.brand,
    ...(p.rating !== undefined ? { rating: p.rating, review_count: p.reviews } : {}),
    in_stock: p.inStock,
    ...(p.sizes.length ? { sizes: [...p.sizes] } : {}),
    ...(p.colour ? { color: p.colour } : {}),
  };
}

function listRecord(p: Product, host: string): Record<string, unknown> {
  return {
    name: p.name,
    price: p.cents / 100,
    ...(p.rating !== undefined ? { rating: p.rating } : {}),
    url: `${host}/p/${p.slug}`,
  };
}

// ---------------------------------------------------------------- sites

/** One framework-style site from a seed: a list template for a seed in three, else a product page. */
export function generateFrameworkSite(seed: number): FrameworkSite {
  const kind: FrameworkKind = seed % 3 === 0 ? 'list' : 'detail';
  const r = randomFor(seed * 104729 + 4241);
  const s = styleFor(r, kind);
  const count = r.chance(0.35) ? 12 : 20;
  const errorAt = r.chance(0.7) ? r.int(3, count - 1) : -1;
  const emptyAt = kind === 'list' && r.chance(0.4) ? r.int(2, count - 1) : -1;
  const host = `https://${s.siteName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}-${seed}.test`;
  // What page 1 shows of the optional fields: some sites' first page lacks one that later pages have.
  const first: Wants = { sale: r.chance(0.3), rated: r.chance(0.6), coloured: r.chance(0.8), sized: r.chance(0.8) };
  const pages: FrameworkPage[] = [];
  for (let i = 0; i < count; i++) {
    const wants = (): Wants =>
      i === 0
        ? first
        : { sale: r.chance(s.saleRate), rated: r.chance(0.8), coloured: r.chance(0.85), sized: r.chance(0.85) };
    if (kind === 'detail') {
      const p = productFor(r, s, wants());
      const url = `${host}/p/${p.slug}`;
      if (i === errorAt) pages.push({ url, html: errorHtml(s, r), truth: {}, odd: true });
      else pages.push({ url, html: detailHtml(s, p, r, url), truth: detailTruth(p), odd: false });
      continue;
    }
    const category = `${r.pick(MODIFIERS)} ${r.pick(CATEGORIES).toLowerCase()}`;
    const url = `${host}/c/${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}?page=${i + 1}`;
    if (i === errorAt) pages.push({ url, html: errorHtml(s, r), truth: {}, odd: true });
    else if (i === emptyAt)
      pages.push({ url, html: emptyListHtml(s, r, category), truth: { products: [] }, odd: true });
    else {
      const products = Array.from({ length: r.int(4, 16) }, () =>
        productFor(r, s, { sale: r.chance(s.saleRate), rated: r.chance(0.8), coloured: false, sized: false }),
      );
      const total = products.length + r.pick([0, r.int(1, 40), r.int(100, 2400)]);
      pages.push({
        url,
        html: listHtml(s, r, { products, category, parent: r.pick(CATEGORIES), page: i + 1, total }, host),
        truth: { products: products.map((p) => listRecord(p, host)) },
        odd: false,
      });
    }
  }
  return {
    name: `framework-${seed}`,
    kind,
    css: s.css,
    lang: s.lang,
    prompt: kind === 'detail' ? FRAMEWORK_DETAIL_PROMPT : FRAMEWORK_LIST_PROMPT,
    schema: kind === 'detail' ? FRAMEWORK_DETAIL_SCHEMA : FRAMEWORK_LIST_SCHEMA,
    pages,
  };
}
