/**
 * The markup of the travel family: one site's template decisions (class names, money, stars,
 * scores, responsive copies) and the pieces every page is built from. A site draws its template
 * once, so every page of it shares the same traps.
 */
import type { Random } from './random';
import { TRAVEL_LABELS, pluralWord, scoreWord, type TravelLabels } from './travel-labels';
import {
  alternateMoneyStyle,
  coin,
  formatMoney,
  formatNumber,
  moneyStyleFor,
  timeStyleFor,
  type DurationStyle,
  type MoneyStyle,
  type TimeStyle,
  type TravelLang,
} from './travel-words';

export type ClassStyle = 'semantic' | 'utility' | 'hashed';

/** One site's template: decided once per seed, the same on every page. */
export interface Template {
  lang: TravelLang;
  labels: TravelLabels;
  classStyle: ClassStyle;
  cls: (part: string) => string;
  brand: string;
  domain: string;
  money: MoneyStyle;
  /** The style of a duplicated (mobile) copy of a price. */
  moneyAlt: MoneyStyle;
  timeStyle: TimeStyle;
  durationStyle: DurationStyle;
  starsAs: 'aria' | 'glyphs' | 'text';
  scoreAs: 'number-word' | 'word-number' | 'out-of-ten';
  priceSplit: 'plain' | 'split' | 'sup';
  /** The price block rendered twice, a desktop and a mobile copy. */
  responsive: boolean;
  jsonLd: 'none' | 'agrees' | 'stale';
  /** An A/B variant of the template on some pages (blocks in another order, another wrapper). */
  variants: boolean;
  /** Chips shown before "+N more"; the rest stay in the DOM, collapsed. Null: a plain list. */
  chipsShown: number | null;
  cookieBanner: boolean;
}

/** FNV-1a: a stable hash, so a site's hashed class names stay the same on every page. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const UTILITY = [
  'flex items-center gap-2',
  'text-sm text-gray-600',
  'font-semibold text-lg',
  'mt-2 text-base',
  'rounded-lg border p-4',
  'grid gap-4 md:grid-cols-3',
  'text-xs uppercase tracking-wide',
  'inline-flex px-2 py-1 rounded bg-blue-50',
  'font-bold text-2xl',
  'flex flex-col gap-1',
  'truncate text-gray-800',
  'p-2 md:p-4 shadow-sm',
];

/** A class namer: BEM-like words, shared utility strings, or hashes of a CSS-in-JS build. */
export function classNamer(style: ClassStyle, rand: Random): (part: string) => string {
  const prefix = coin(rand, 1).toLowerCase();
  const salt = String(rand.int(1, 1e6));
  if (style === 'semantic') return (part) => `${prefix}-${part}`;
  if (style === 'utility') return (part) => UTILITY[hash(part + salt) % UTILITY.length] ?? 'flex';
  const tag = rand.pick(['css', 'sc', '_']);
  return (part) =>
    `${tag}${tag === '_' ? '' : '-'}${hash(part + salt)
      .toString(36)
      .slice(0, 6)}`;
}

export function drawTemplate(rand: Random, lang: TravelLang): Template {
  const classStyle = rand.pick<ClassStyle>(['semantic', 'utility', 'hashed']);
  const brand = coin(rand, 2) + rand.pick(['', 'go', 'trip', 'stay', 'way']);
  const money = moneyStyleFor(lang, rand);
  return {
    lang,
    labels: TRAVEL_LABELS[lang],
    classStyle,
    cls: classNamer(classStyle, rand),
    brand,
    domain: `www.${brand.toLowerCase()}.example`,
    money,
    moneyAlt: alternateMoneyStyle(money, rand),
    timeStyle: timeStyleFor(lang, rand),
    durationStyle: rand.pick<DurationStyle>(['spaced', 'tight', 'words']),
    starsAs: rand.pick(['aria', 'glyphs', 'text']),
    scoreAs: rand.pick(['number-word', 'word-number', 'out-of-ten']),
    priceSplit: rand.pick(['plain', 'plain', 'split', 'sup']),
    responsive: rand.chance(0.55),
    jsonLd: rand.pick(['none', 'none', 'agrees', 'stale']),
    variants: rand.chance(0.4),
    chipsShown: rand.chance(0.55) ? rand.int(3, 5) : null,
    cookieBanner: rand.chance(0.4),
  };
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const c = (t: Template, part: string): string => `class="${t.cls(part)}"`;

export const money = (t: Template, value: number): string => formatMoney(value, t.lang, t.money);

/** A price as the site marks it up: one text, a symbol and an amount apart, or cents raised. */
export function priceHtml(t: Template, value: number, part = 'price'): string {
  if (t.priceSplit === 'plain' || (t.priceSplit === 'sup' && t.money.decimals === 0))
    return `<span ${c(t, part)}>${esc(money(t, value))}</span>`;
  const text = money(t, value);
  if (t.priceSplit === 'split') {
    const symbol = t.money.symbol;
    const amount = text.replace(symbol, '').trim();
    const sym = `<span ${c(t, `${part}-currency`)}>${esc(symbol)}</span>`;
    const amt = `<span ${c(t, `${part}-amount`)}>${esc(amount)}</span>`;
    return `<span ${c(t, part)}>${t.money.before ? `${sym}${amt}` : `${amt} ${sym}`}</span>`;
  }
  // Cents raised: "€ 89<sup>99</sup>" (the decimal mark is dropped, as such designs do).
  const whole = formatNumber(Math.floor(value), t.lang, 0, t.money.englishDigits);
  const cents = String(Math.round((value % 1) * 100)).padStart(2, '0');
  const amount = `${esc(whole)}<sup>${cents}</sup>`;
  const gap = t.money.space ? '&nbsp;' : '';
  const symbol = esc(t.money.symbol);
  return `<span ${c(t, part)}>${t.money.before ? `${symbol}${gap}${amount}` : `${amount}${gap}${symbol}`}</span>`;
}

/** The same block twice: a desktop copy and a mobile copy, one of them hidden by the breakpoint. */
export function responsivePair(t: Template, desktop: string, mobile: string): string {
  if (t.classStyle === 'utility')
    return `<div class="hidden md:block">${desktop}</div><div class="md:hidden">${mobile}</div>`;
  if (t.classStyle === 'semantic')
    return `<div class="d-none d-md-block">${desktop}</div><div class="d-md-none">${mobile}</div>`;
  return `<div ${c(t, 'wide')}>${desktop}</div><div ${c(t, 'narrow')} aria-hidden="true">${mobile}</div>`;
}

/** A mobile copy's price: the same value in the site's second money style. */
export const mobilePrice = (t: Template, value: number): string =>
  `<span ${c(t, 'm-price')}>${esc(formatMoney(value, t.lang, t.moneyAlt))}</span>`;

/** A classification as star icons with a label, as repeated ★ glyphs, or as words. */
export function starsHtml(t: Template, stars: number): string {
  const words = `${stars} ${pluralWord(stars, t.labels.star)}`;
  if (t.starsAs === 'aria') {
    const icon =
      '<svg viewBox="0 0 20 20" width="14" height="14"><path d="M10 1l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z"/></svg>';
    return `<span ${c(t, 'stars')} role="img" aria-label="${esc(words)}">${icon.repeat(stars)}</span>`;
  }
  if (t.starsAs === 'glyphs') return `<span ${c(t, 'stars')} title="${esc(words)}">${'★'.repeat(stars)}</span>`;
  return `<span ${c(t, 'stars')}>${esc(words)}</span>`;
}

export const scoreText = (t: Template, score: number, decimals = 1): string => formatNumber(score, t.lang, decimals);

export const reviewCountText = (t: Template, count: number): string =>
  `${formatNumber(count, t.lang)} ${pluralWord(count, t.labels.review)}`;

/** A 10-point score with its word and the review count: "8.7 Excellent · 1,234 reviews". */
export function score10Html(t: Template, score: number, word: string | undefined, count: number | undefined): string {
  const number = `<span ${c(t, 'score')}>${scoreText(t, score)}</span>`;
  const label = word ? `<span ${c(t, 'score-word')}>${esc(word)}</span>` : '';
  const reviews = count === undefined ? '' : `<span ${c(t, 'reviews')}>${esc(reviewCountText(t, count))}</span>`;
  if (t.scoreAs === 'word-number') return `<div ${c(t, 'rating')}>${label} ${number} ${reviews}</div>`;
  if (t.scoreAs === 'out-of-ten')
    return `<div ${c(t, 'rating')}>${number}<span ${c(t, 'scale')}>/10</span> ${label} ${reviews ? `(${reviews})` : ''}</div>`;
  return `<div ${c(t, 'rating')}>${number} ${label} ${reviews ? `· ${reviews}` : ''}</div>`;
}

/** A 5-point rating: "★ 4.87 (132 reviews)" or "4,6/5 · 132 avis". */
export function rating5Html(t: Template, rating: number, count: number | undefined, decimals: number): string {
  const number = `<span ${c(t, 'score')}>${scoreText(t, rating, decimals)}</span>`;
  const reviews = count === undefined ? '' : `<span ${c(t, 'reviews')}>${esc(reviewCountText(t, count))}</span>`;
  if (t.scoreAs === 'out-of-ten') return `<div ${c(t, 'rating')}>${number}/5 ${reviews ? `· ${reviews}` : ''}</div>`;
  return `<div ${c(t, 'rating')}><span aria-hidden="true">★</span> ${number} ${reviews ? `(${reviews})` : ''}</div>`;
}

/**
 * Amenities or inclusions as chips, the rest collapsed behind "+N more" (still in the DOM, folded
 * by a class, as "show more" toggles do), or as a plain list.
 */
export function chipsHtml(t: Template, items: string[], part: string): string {
  const chip = (item: string, extra: boolean): string =>
    `<li ${extra ? `class="${t.cls(`${part}-item`)} is-collapsed"` : c(t, `${part}-item`)}>${esc(item)}</li>`;
  if (t.chipsShown === null || items.length <= t.chipsShown)
    return `<ul ${c(t, part)}>${items.map((item) => chip(item, false)).join('')}</ul>`;
  const shown = items.slice(0, t.chipsShown).map((item) => chip(item, false));
  const folded = items.slice(t.chipsShown).map((item) => chip(item, true));
  const toggle = `<button type="button" ${c(t, `${part}-more`)} aria-expanded="false">${esc(t.labels.more(folded.length))}</button>`;
  return `<ul ${c(t, part)}>${shown.join('')}${folded.join('')}</ul>${toggle}`;
}

const STYLE =
  '.is-collapsed{display:none}.d-none{display:none}@media(min-width:768px){.d-md-block{display:block}.d-md-none{display:none}}';

/** A whole page: head (title, style, JSON-LD), the site's header and footer around `main`. */
export function shell(
  t: Template,
  page: { title: string; main: string; jsonLd?: object; index: number; crumbs?: string[] },
): string {
  const ld = page.jsonLd
    ? `<script type="application/ld+json">${JSON.stringify(page.jsonLd).replace(/</g, '\\u003c')}</script>`
    : '';
  const nav = t.labels.nav.map(
    (item, i) => `<a href="/${['stays', 'flights', 'trains', 'cars', 'things-to-do'][i] ?? ''}">${esc(item)}</a>`,
  );
  const cookie =
    t.cookieBanner && page.index === 0
      ? `<div ${c(t, 'cookie')} role="dialog"><p>${esc(t.labels.cookies)}</p><button>OK</button></div>`
      : '';
  const crumbs = page.crumbs
    ? `<nav ${c(t, 'crumbs')} aria-label="breadcrumb">${page.crumbs.map((crumb, i) => (i === page.crumbs!.length - 1 ? `<span>${esc(crumb)}</span>` : `<a href="/${i === 0 ? '' : crumb.toLowerCase().replace(/\s+/g, '-')}">${esc(crumb)}</a>`)).join(' › ')}</nav>`
    : '';
  return [
    `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><title>${esc(page.title)} | ${esc(t.brand)}</title>`,
    `<style>${STYLE}</style>${ld}</head><body>`,
    `<header ${c(t, 'site-header')}><a href="/" ${c(t, 'logo')}>${esc(t.brand)}</a><nav>${nav.join('')}</nav></header>`,
    cookie,
    `<main ${c(t, 'main')}>${crumbs}${page.main}</main>`,
    `<footer ${c(t, 'footer')}><p>© 2026 ${esc(t.brand)}</p><a href="/help">Help</a> <a href="/privacy">Privacy</a></footer>`,
    '</body></html>',
  ].join('');
}

/** An error page or a bot check in place of the template: nothing to extract. */
export function oddPage(t: Template, kind: 'not-found' | 'bot-check', index: number): string {
  const main =
    kind === 'not-found'
      ? `<section ${c(t, 'error')}><h1>404</h1><p>${esc(t.labels.notFound)}</p><a href="/">${esc(t.labels.home)}</a></section>`
      : `<section ${c(t, 'challenge')}><h1>${esc(t.brand)}</h1><p>${esc(t.labels.botCheck)}</p><div id="challenge-widget" data-challenge="captcha"></div><noscript>Enable JavaScript and cookies to continue.</noscript></section>`;
  return shell(t, { title: kind === 'not-found' ? '404' : t.brand, main, index });
}

export { scoreWord };
