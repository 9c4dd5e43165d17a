/**
 * Detail pages of the travel family: a hotel, a holiday rental, a tour. Each page's values are
 * drawn first (only what the page shows), then written into the site's template with its traps:
 * a per-night price beside the stay's total and a taxes line, a struck "was" price, a duplicated
 * mobile price block, collapsed amenity chips, a "similar" carousel inside the item's own markup,
 * review excerpts with scores of their own, and JSON-LD that may be stale.
 */
import type { Random } from './random';
import { HOTEL_WORDS, RENTAL_WORDS, TOUR_STARTS, pluralWord, scoreWord } from './travel-labels';
import {
  c,
  chipsHtml,
  esc,
  mobilePrice,
  money,
  priceHtml,
  rating5Html,
  responsivePair,
  score10Html,
  starsHtml,
  type Template,
} from './travel-markup';
import {
  addDays,
  coin,
  coinUnique,
  dayFrom,
  formatDuration,
  formatNumber,
  formatTime,
  longDate,
  streetAddress,
} from './travel-words';

export type DetailTopic = 'hotel' | 'rental' | 'tour';

/** A detail site's own habits, beside its template. */
export interface DetailHabits {
  /** The stay's total shown first and large, the per-night price small beneath. */
  totalFirst: boolean;
  taxesLine: boolean;
  /** The cancellation and breakfast phrases inside the price box, or in a policies list. */
  phrasesInBox: boolean;
  wasPriceRate: number;
  similarCount: number;
  reviewExcerpts: boolean;
  /** Policy rows in another order on each page. */
  rowsMove: boolean;
  /** Value groups that some pages do not show (a new property has no reviews yet …). */
  optional: string[];
  /** The one group page 1 leaves out, so the first page is not the fullest. */
  firstPageMisses: string | null;
}

export interface DetailPage {
  values: Record<string, unknown>;
  html: string;
  /** The names of the similar items shown with it (the carousel), for the sanity test. */
  similar: string[];
}

export interface DetailContext {
  t: Template;
  habits: DetailHabits;
  rand: Random;
  index: number;
  variant: 'A' | 'B';
  stale: boolean;
}

/** The value groups this page leaves out. */
function omissions(ctx: DetailContext): Set<string> {
  const out = new Set<string>();
  for (const group of ctx.habits.optional) if (ctx.rand.chance(0.2)) out.add(group);
  if (ctx.index === 0 && ctx.habits.firstPageMisses) out.add(ctx.habits.firstPageMisses);
  return out;
}

/** A price in the site's decimals: whole euros, or cents such designs like (.99, .50). */
function drawPrice(rand: Random, t: Template, min: number, max: number): number {
  const whole = rand.int(min, max);
  return t.money.decimals === 0 ? whole : whole + rand.pick([0, 0.5, 0.9, 0.99]);
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

function cancellation(rand: Random): boolean | undefined {
  const r = rand.next();
  return r < 0.5 ? true : r < 0.8 ? false : undefined;
}

function phrase(t: Template, free: boolean | undefined, breakfast: boolean | undefined): string[] {
  const out: string[] = [];
  if (free === true) out.push(`<p ${c(t, 'policy-good')}>${esc(t.labels.freeCancellation)}</p>`);
  if (free === false) out.push(`<p ${c(t, 'policy')}>${esc(t.labels.nonRefundable)}</p>`);
  if (breakfast) out.push(`<p ${c(t, 'policy-good')}>${esc(t.labels.breakfast)}</p>`);
  return out;
}

interface PriceBoxParts {
  price: number;
  unit: string;
  lead?: string;
  was?: number;
  total?: { amount: number; nights: number };
  taxes?: number;
  phrases: string[];
  extra?: string;
}

/** The booking box: the price with its unit, the stay's total, taxes, a struck was-price. */
function priceBox(ctx: DetailContext, p: PriceBoxParts): string {
  const { t } = ctx;
  const lead = p.lead ? `<span ${c(t, 'from')}>${esc(p.lead)}</span> ` : '';
  const was = p.was
    ? `<span ${c(t, 'badge')}>${esc(t.labels.deal)}</span> <del ${c(t, 'was')}>${esc(money(t, p.was))}</del> `
    : '';
  const unitPrice = `<div ${c(t, 'unit-price')}>${was}${lead}${priceHtml(t, p.price)} <span ${c(t, 'unit')}>${esc(p.unit)}</span></div>`;
  const total = p.total
    ? `<div ${c(t, 'total')}>${esc(t.labels.total(money(t, p.total.amount), p.total.nights))}</div>`
    : '';
  const taxes = p.taxes ? `<div ${c(t, 'taxes')}>${esc(t.labels.taxes(money(t, p.taxes)))}</div>` : '';
  const body = ctx.habits.totalFirst ? [total, unitPrice, taxes] : [unitPrice, total, taxes];
  const inBox = ctx.habits.phrasesInBox ? p.phrases.join('') : '';
  const desktop = `<div ${c(t, 'price-box')}>${body.join('')}${inBox}${p.extra ?? ''}<button ${c(t, 'cta')}>${esc(t.labels.reserve)}</button></div>`;
  if (!t.responsive) return desktop;
  const mobile = `<div ${c(t, 'sticky-bar')}>${lead}${mobilePrice(t, p.price)} ${esc(p.unit)} <button>${esc(t.labels.reserve)}</button></div>`;
  return responsivePair(t, desktop, mobile);
}

function policies(ctx: DetailContext, rows: string[], phrases: string[]): string {
  const all = ctx.habits.phrasesInBox ? rows : [...rows, ...phrases];
  if (all.length === 0) return '';
  const ordered = ctx.habits.rowsMove ? ctx.rand.shuffle(all) : all;
  return `<section ${c(ctx.t, 'policies')}>${ordered.join('')}</section>`;
}

/** Guests' quotes with scores and names of their own: numbers beside the property's. */
function reviewExcerpts(ctx: DetailContext, scale: 10 | 5): string {
  const { t, rand } = ctx;
  if (!ctx.habits.reviewExcerpts) return '';
  const quotes = Array.from({ length: rand.int(1, 3) }, () => {
    const score = scale === 10 ? rand.int(60, 100) / 10 : rand.int(3, 5);
    return `<blockquote ${c(t, 'excerpt')}><p>“${esc(coin(rand))} ${esc(coin(rand, 1).toLowerCase())}!”</p><footer>${esc(coin(rand, 2))} · ${esc(formatNumber(score, t.lang, scale === 10 ? 1 : 0))}</footer></blockquote>`;
  });
  return `<section ${c(t, 'excerpts')}><h2>${esc(t.labels.reviewsHeading)}</h2>${quotes.join('')}</section>`;
}

function gallery(t: Template, name: string, n: number): string {
  const imgs = Array.from(
    { length: n },
    (_, i) => `<img src="/img/${i + 1}.jpg" alt="${esc(name)} ${i + 1}" loading="lazy">`,
  );
  return `<div ${c(t, 'gallery')}>${imgs.join('')}</div>`;
}

/** The article: blocks in the template's order, or in variant B's order and wrapper. */
function article(
  ctx: DetailContext,
  blocks: { head: string; gallery: string; price: string; body: string[]; similar: string },
): string {
  const { t } = ctx;
  const order =
    ctx.variant === 'A'
      ? [blocks.head, blocks.gallery, blocks.price, ...blocks.body, blocks.similar]
      : [blocks.gallery, blocks.head, ...blocks.body, blocks.price, blocks.similar];
  const tag = ctx.variant === 'A' ? 'article' : 'section';
  return `<${tag} ${c(t, ctx.variant === 'A' ? 'item' : 'item-b')}>${order.join('')}</${tag}>`;
}

/** The carousel of other items, written with the main item's own class names. */
function similarBlock(t: Template, heading: string, cards: string[]): string {
  if (cards.length === 0) return '';
  return `<section ${c(t, 'similar')}><h2>${esc(heading)}</h2><div ${c(t, 'carousel')}>${cards.join('')}</div></section>`;
}

function hotelSimilar(ctx: DetailContext, taken: Set<string>): { names: string[]; cards: string[] } {
  const { t, rand } = ctx;
  const names: string[] = [];
  const cards = Array.from({ length: ctx.habits.similarCount }, () => {
    const name = coinUnique(rand, taken, () => `${rand.pick(HOTEL_WORDS[t.lang])} ${coin(rand)}`);
    names.push(name);
    const score = rand.int(65, 97) / 10;
    return `<div ${c(t, 'similar-card')}><h3 ${c(t, 'title')}><a href="/hotel/${slug(name)}">${esc(name)}</a></h3>${starsHtml(t, rand.int(2, 5))}${score10Html(t, score, scoreWord(score, t.labels), undefined)}<p>${esc(t.labels.from)} ${priceHtml(t, drawPrice(rand, t, 40, 400))} ${esc(t.labels.perNight)}</p></div>`;
  });
  return { names, cards };
}

export const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function jsonLd(ctx: DetailContext, type: string, v: Record<string, unknown>, price: number, rating?: object): object {
  // A stale copy: the feed behind the JSON-LD lags the visible page (another price, older counts).
  const shift = ctx.stale ? 1.15 : 1;
  const ld: Record<string, unknown> = { '@context': 'https://schema.org', '@type': type, name: v.name ?? v.title };
  if (rating) ld.aggregateRating = rating;
  ld.offers = {
    '@type': 'Offer',
    price: String(Math.round(price * shift)),
    priceCurrency: ctx.t.money.symbol === '$' ? 'USD' : ctx.t.money.symbol === '£' ? 'GBP' : 'EUR',
  };
  return ld;
}

export function hotelPage(ctx: DetailContext): DetailPage & { jsonLd: object } {
  const { t, rand } = ctx;
  const omit = omissions(ctx);
  const taken = new Set<string>();
  const city = coin(rand);
  const name = coinUnique(rand, taken, () => `${rand.pick(HOTEL_WORDS[t.lang])} ${coin(rand)}`);
  const price = drawPrice(rand, t, 45, 420);
  const nights = rand.int(2, 9);
  const total = round2(price * nights);
  const score = rand.int(62, 98) / 10;
  const free = omit.has('cancellation') ? undefined : cancellation(rand);
  const breakfast = !omit.has('breakfast') && rand.chance(0.5) ? true : undefined;
  const v: Record<string, unknown> = {
    name,
    stars: omit.has('stars') ? undefined : rand.int(2, 5),
    address: omit.has('address') ? undefined : streetAddress(rand, t.lang, city),
    city,
    price_per_night: price,
    total_price: omit.has('total') ? undefined : total,
    currency: t.money.symbol,
    review_score: omit.has('reviews') ? undefined : score,
    review_label: omit.has('reviews') ? undefined : scoreWord(score, t.labels),
    review_count: omit.has('reviews') ? undefined : rand.int(3, 4800),
    amenities: omit.has('amenities') ? undefined : rand.sample(t.labels.amenities, rand.int(3, 10)),
    free_cancellation: free,
    breakfast_included: breakfast,
    check_in: omit.has('times') ? undefined : formatTime(rand.int(13, 16) * 60, t.timeStyle),
    check_out: omit.has('times') ? undefined : formatTime(rand.int(10, 12) * 60, t.timeStyle),
  };
  const stars = typeof v.stars === 'number' ? starsHtml(t, v.stars) : '';
  const where = v.address
    ? `<p ${c(t, 'address')}>${esc(String(v.address))}</p>`
    : `<p ${c(t, 'address')}>${esc(city)} · ${esc(t.labels.fromCentre(formatNumber(rand.int(2, 40) / 10, t.lang, 1)))}</p>`;
  const rating =
    v.review_score === undefined ? '' : score10Html(t, score, String(v.review_label), v.review_count as number);
  const head = `<div ${c(t, 'head')}><h1 ${c(t, 'title')}>${esc(name)}</h1>${stars}${where}${rating}</div>`;
  const phrases = phrase(t, free, breakfast);
  const box = priceBox(ctx, {
    price,
    unit: t.labels.perNight,
    was: rand.chance(ctx.habits.wasPriceRate) ? Math.round(price * 1.25) : undefined,
    total: v.total_price === undefined ? undefined : { amount: total, nights },
    taxes: ctx.habits.taxesLine ? Math.round(total * 0.12) : undefined,
    phrases,
    extra: rand.chance(0.3) ? `<p ${c(t, 'member')}>${esc(t.labels.memberDeal)}</p>` : '',
  });
  const amenities = v.amenities
    ? `<section ${c(t, 'amenities')}><h2>${esc(t.labels.amenitiesHeading)}</h2>${chipsHtml(t, v.amenities as string[], 'chips')}</section>`
    : '';
  const times = v.check_in
    ? [
        `<div ${c(t, 'policy-row')}><span>${esc(t.labels.checkIn)}</span> ${esc(t.labels.fromTime)} <time>${esc(String(v.check_in))}</time></div>`,
        `<div ${c(t, 'policy-row')}><span>${esc(t.labels.checkOut)}</span> <time>${esc(String(v.check_out))}</time></div>`,
      ]
    : [];
  const similar = hotelSimilar(ctx, taken);
  const html = article(ctx, {
    head,
    gallery: gallery(t, name, 3),
    price: box,
    body: [amenities, policies(ctx, times, phrases), reviewExcerpts(ctx, 10)],
    similar: similarBlock(t, t.labels.similar, similar.cards),
  });
  const rating10 =
    v.review_score === undefined
      ? undefined
      : {
          '@type': 'AggregateRating',
          ratingValue: ctx.stale ? round2(score - 0.2) : score,
          bestRating: 10,
          reviewCount: ctx.stale ? Math.max(1, (v.review_count as number) - 40) : v.review_count,
        };
  return { values: v, html, similar: similar.names, jsonLd: jsonLd(ctx, 'Hotel', v, price, rating10) };
}

export function rentalPage(ctx: DetailContext): DetailPage & { jsonLd: object } {
  const { t, rand } = ctx;
  const omit = omissions(ctx);
  const taken = new Set<string>();
  const town = coin(rand);
  const region = coin(rand);
  const name = coinUnique(rand, taken, () => `${rand.pick(RENTAL_WORDS[t.lang])} ${coin(rand)}`);
  const guests = rand.int(2, 10);
  const bedrooms = Math.max(1, Math.ceil(guests / 2) - rand.int(0, 1));
  const price = drawPrice(rand, t, 60, 650);
  const nights = rand.int(3, 14);
  const total = round2(price * nights);
  const rating = rand.int(380, 500) / 100;
  const free = omit.has('cancellation') ? undefined : cancellation(rand);
  const v: Record<string, unknown> = {
    name,
    location: `${town}, ${region}`,
    guests,
    bedrooms: omit.has('rooms') ? undefined : bedrooms,
    bathrooms: omit.has('rooms') ? undefined : rand.int(1, Math.max(1, bedrooms)),
    price_per_night: price,
    total_price: omit.has('total') ? undefined : total,
    currency: t.money.symbol,
    rating: omit.has('reviews') ? undefined : rating,
    review_count: omit.has('reviews') ? undefined : rand.int(1, 640),
    host: omit.has('host') ? undefined : coin(rand, 2),
    amenities: omit.has('amenities') ? undefined : rand.sample(t.labels.amenities, rand.int(4, 12)),
    free_cancellation: free,
  };
  const beds = bedrooms + rand.int(0, 2);
  const facts = [
    `${guests} ${pluralWord(guests, t.labels.guest)}`,
    v.bedrooms === undefined ? '' : `${bedrooms} ${pluralWord(bedrooms, t.labels.bedroom)}`,
    `${beds} ${pluralWord(beds, t.labels.bed)}`,
    v.bathrooms === undefined ? '' : `${String(v.bathrooms)} ${pluralWord(v.bathrooms as number, t.labels.bathroom)}`,
  ].filter(Boolean);
  const ratingHtml = v.rating === undefined ? '' : rating5Html(t, rating, v.review_count as number, 2);
  const host = v.host
    ? `<p ${c(t, 'host')}>${esc(t.labels.hostedBy)} <span ${c(t, 'host-name')}>${esc(String(v.host))}</span></p>`
    : '';
  const head = `<div ${c(t, 'head')}><h1 ${c(t, 'title')}>${esc(name)}</h1><p ${c(t, 'location')}>${esc(String(v.location))}</p>${ratingHtml}<ul ${c(t, 'facts')}>${facts.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>${host}</div>`;
  const phrases = phrase(t, free, undefined);
  const box = priceBox(ctx, {
    price,
    unit: t.labels.perNight,
    was: rand.chance(ctx.habits.wasPriceRate) ? Math.round(price * 1.2) : undefined,
    total: v.total_price === undefined ? undefined : { amount: total, nights },
    taxes: ctx.habits.taxesLine ? Math.round(total * 0.09) : undefined,
    phrases,
  });
  const amenities = v.amenities
    ? `<section ${c(t, 'amenities')}><h2>${esc(t.labels.amenitiesHeading)}</h2>${chipsHtml(t, v.amenities as string[], 'chips')}</section>`
    : '';
  const names: string[] = [];
  const cards = Array.from({ length: ctx.habits.similarCount }, () => {
    const other = coinUnique(rand, taken, () => `${rand.pick(RENTAL_WORDS[t.lang])} ${coin(rand)}`);
    names.push(other);
    return `<div ${c(t, 'similar-card')}><h3 ${c(t, 'title')}>${esc(other)}</h3>${rating5Html(t, rand.int(380, 500) / 100, rand.int(1, 300), 2)}<p>${priceHtml(t, drawPrice(rand, t, 60, 650))} ${esc(t.labels.perNight)}</p></div>`;
  });
  const html = article(ctx, {
    head,
    gallery: gallery(t, name, 4),
    price: box,
    body: [amenities, policies(ctx, [], phrases), reviewExcerpts(ctx, 5)],
    similar: similarBlock(t, t.labels.alsoLike, cards),
  });
  const ld =
    v.rating === undefined
      ? undefined
      : { '@type': 'AggregateRating', ratingValue: ctx.stale ? 4.5 : rating, reviewCount: v.review_count };
  return { values: v, html, similar: names, jsonLd: jsonLd(ctx, 'VacationRental', v, price, ld) };
}

export function tourPage(ctx: DetailContext): DetailPage & { jsonLd: object } {
  const { t, rand } = ctx;
  const omit = omissions(ctx);
  const taken = new Set<string>();
  const place = coin(rand);
  const title = coinUnique(
    rand,
    taken,
    () => `${rand.pick(TOUR_STARTS[t.lang])} ${rand.chance(0.5) ? place : coin(rand)}`,
  );
  const minutes = rand.pick([90, 120, 150, 180, 210, 240, 300, 360, 480]);
  const price = drawPrice(rand, t, 15, 240);
  const rating = rand.int(36, 50) / 10;
  const free = omit.has('cancellation') ? undefined : cancellation(rand);
  const v: Record<string, unknown> = {
    title,
    location: place,
    duration: formatDuration(minutes, t.lang, t.durationStyle),
    price,
    currency: t.money.symbol,
    rating: omit.has('reviews') ? undefined : rating,
    review_count: omit.has('reviews') ? undefined : rand.int(2, 9800),
    languages: omit.has('languages') ? undefined : rand.sample(t.labels.languageNames, rand.int(1, 4)),
    includes: omit.has('includes') ? undefined : rand.sample(t.labels.included, rand.int(2, 6)),
    free_cancellation: free,
    provider: omit.has('provider')
      ? undefined
      : `${coin(rand, 2)} ${rand.pick(['Tours', 'Travel', 'Excursions', 'Guides'])}`,
    next_date: omit.has('date') ? undefined : longDate(dayFrom(rand), t.lang),
  };
  const ratingHtml = v.rating === undefined ? '' : rating5Html(t, rating, v.review_count as number, 1);
  const provider = v.provider
    ? `<p ${c(t, 'provider')}>${esc(t.labels.offeredBy)} <a href="/supplier/${slug(String(v.provider))}">${esc(String(v.provider))}</a></p>`
    : '';
  const head = `<div ${c(t, 'head')}><h1 ${c(t, 'title')}>${esc(title)}</h1><p ${c(t, 'location')}>${esc(place)}</p>${ratingHtml}${provider}</div>`;
  const facts = [
    `<div ${c(t, 'fact')}><dt>${esc(t.labels.duration)}</dt><dd>${esc(String(v.duration))}</dd></div>`,
    v.next_date
      ? `<div ${c(t, 'fact')}><dt>${esc(t.labels.nextDate)}</dt><dd>${esc(String(v.next_date))}</dd></div>`
      : '',
    v.languages
      ? `<div ${c(t, 'fact')}><dt>${esc(t.labels.languagesHeading)}</dt><dd>${esc((v.languages as string[]).join(', '))}</dd></div>`
      : '',
  ];
  const group = rand.chance(0.4)
    ? `<p ${c(t, 'group')}>${esc(t.labels.groupPrice(money(t, Math.round(price * 3.5)), rand.int(4, 8)))}</p>`
    : '';
  const box = priceBox(ctx, {
    price,
    lead: t.labels.from,
    unit: t.labels.perPerson,
    was: rand.chance(ctx.habits.wasPriceRate) ? Math.round(price * 1.3) : undefined,
    phrases: phrase(t, free, undefined),
    extra: group,
  });
  const includes = v.includes
    ? `<section ${c(t, 'includes')}><h2>${esc(t.labels.includedHeading)}</h2>${chipsHtml(t, v.includes as string[], 'incl')}</section>`
    : '';
  const names: string[] = [];
  const cards = Array.from({ length: ctx.habits.similarCount }, () => {
    const other = coinUnique(rand, taken, () => `${rand.pick(TOUR_STARTS[t.lang])} ${coin(rand)}`);
    names.push(other);
    return `<div ${c(t, 'similar-card')}><h3 ${c(t, 'title')}>${esc(other)}</h3>${rating5Html(t, rand.int(36, 50) / 10, rand.int(2, 900), 1)}<p>${esc(t.labels.from)} ${priceHtml(t, drawPrice(rand, t, 15, 240))}</p></div>`;
  });
  const html = article(ctx, {
    head,
    gallery: gallery(t, title, 2),
    price: box,
    body: [
      `<dl ${c(t, 'facts')}>${facts.join('')}</dl>`,
      includes,
      policies(ctx, [], phrase(t, free, undefined)),
      reviewExcerpts(ctx, 5),
    ],
    similar: similarBlock(t, t.labels.alsoLike, cards),
  });
  const ld =
    v.rating === undefined
      ? undefined
      : { '@type': 'AggregateRating', ratingValue: ctx.stale ? 4.2 : rating, reviewCount: v.review_count };
  return { values: v, html, similar: names, jsonLd: jsonLd(ctx, 'Product', { name: title }, price, ld) };
}

/** The stay a hotel or rental page was opened for, shown in the search bar above it. */
export function stayBar(t: Template, rand: Random, place: string): string {
  const start = dayFrom(rand);
  return `<div ${c(t, 'search-bar')}>${esc(place)} · ${esc(longDate(start, t.lang))} – ${esc(longDate(addDays(start, rand.int(2, 9)), t.lang))} · ${esc(t.labels.adults(rand.int(2, 4)))}</div>`;
}
