/**
 * Result-list pages of the travel family: hotel search results, flight or train results, car
 * rental offers, activity listings. Records are drawn first (only what each card shows), then
 * written as cards with the site's traps: sponsored cards in the very card markup with a badge, an
 * "also viewed" carousel or a flexible-dates strip inside the list, a sold-out result, a results
 * count larger than the cards shown, facets with counts, pagination, a mobile copy of each price.
 */
import type { Random } from './random';
import { HOTEL_WORDS, STATION_WORDS, TOUR_STARTS, pluralWord, scoreWord } from './travel-labels';
import {
  c,
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
import { slug } from './travel-detail';
import {
  addDays,
  coin,
  coinUnique,
  dayFrom,
  formatDuration,
  formatNumber,
  formatTime,
  letterCode,
  shortDate,
} from './travel-words';

export type ListTopic = 'hotels' | 'transport' | 'cars' | 'activities';

export interface ListHabits {
  container: 'ul' | 'div' | 'article';
  /** Transport sites: flights or trains. */
  mode: 'flight' | 'train';
  sponsoredRate: number;
  /** Which of the language's two sponsored words the badge says. */
  sponsoredWord: 0 | 1;
  carouselRate: number;
  /** The carousel sits inside the results container, between records. */
  carouselInside: boolean;
  soldOutRate: number;
  facets: boolean;
  /** Value groups some cards do not show. */
  optional: string[];
  wasPriceRate: number;
}

export type ListRole = 'record' | 'sponsored' | 'carousel';

export interface ListItem {
  role: ListRole;
  key: string;
}

export interface ListContext {
  t: Template;
  habits: ListHabits;
  rand: Random;
  index: number;
  variant: 'A' | 'B';
}

export interface ListPage {
  records: Array<Record<string, unknown>>;
  html: string;
  plan: ListItem[];
}

/** A search's context shared by every card of a page. */
interface Search {
  place: string;
  from: string;
  to: string;
  nights: number;
  days: number;
  date: Date;
}

interface Card {
  values: Record<string, unknown>;
  key: string;
}

interface TopicWriter {
  draw(ctx: ListContext, search: Search, taken: Set<string>, soldOut: boolean): Card;
  card(ctx: ListContext, search: Search, card: Card, badge: string): string;
  summary(ctx: ListContext, search: Search): string;
  noun(ctx: ListContext): string;
}

function drawPrice(rand: Random, t: Template, min: number, max: number): number {
  const whole = rand.int(min, max);
  return t.money.decimals === 0 ? whole : whole + rand.pick([0, 0.5, 0.9, 0.99]);
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The cards of this record leave out a group now and then (a new hotel has no score yet). */
const drops = (ctx: ListContext, group: string): boolean => ctx.habits.optional.includes(group) && ctx.rand.chance(0.2);

function cancellationPhrase(t: Template, free: unknown): string {
  if (free === true) return `<span ${c(t, 'perk')}>${esc(t.labels.freeCancellation)}</span>`;
  if (free === false) return `<span ${c(t, 'perk-muted')}>${esc(t.labels.nonRefundable)}</span>`;
  return '';
}

function freeOrNot(ctx: ListContext): boolean | undefined {
  if (drops(ctx, 'cancellation')) return undefined;
  const r = ctx.rand.next();
  return r < 0.55 ? true : r < 0.8 ? false : undefined;
}

const badgeHtml = (t: Template, badge: string): string => (badge ? `<span ${c(t, 'badge')}>${esc(badge)}</span>` : '');

/** A card's price with its mobile copy, when the site renders one. */
function withMobileCopy(t: Template, desktop: string, price: number, unit: string): string {
  if (!t.responsive) return desktop;
  return responsivePair(t, desktop, `${mobilePrice(t, price)} ${esc(unit)}`);
}

const hotels: TopicWriter = {
  draw(ctx, search, taken, soldOut) {
    const { t, rand } = ctx;
    const name = coinUnique(rand, taken, () => `${rand.pick(HOTEL_WORDS[t.lang])} ${coin(rand)}`);
    const price = drawPrice(rand, t, 40, 460);
    const score = rand.int(60, 98) / 10;
    const noReviews = drops(ctx, 'reviews');
    const values: Record<string, unknown> = {
      name,
      stars: drops(ctx, 'stars') ? undefined : rand.int(1, 5),
      area: `${coin(rand, 2)}`,
      price: soldOut ? undefined : price,
      total_price: soldOut || drops(ctx, 'total') ? undefined : round2(price * search.nights),
      review_score: noReviews ? undefined : score,
      review_label: noReviews ? undefined : scoreWord(score, t.labels),
      review_count: noReviews ? undefined : rand.int(1, 6200),
      free_cancellation: soldOut ? undefined : freeOrNot(ctx),
      breakfast_included: !soldOut && rand.chance(0.35) ? true : undefined,
    };
    return { values, key: name };
  },
  card(ctx, search, { values: v }, badge) {
    const { t, rand } = ctx;
    const name = String(v.name);
    const stars = typeof v.stars === 'number' ? starsHtml(t, v.stars) : '';
    const area = `<p ${c(t, 'area')}>${esc(String(v.area))} · ${esc(t.labels.fromCentre(formatNumber(rand.int(1, 90) / 10, t.lang, 1)))}</p>`;
    const score =
      typeof v.review_score === 'number'
        ? score10Html(t, v.review_score, String(v.review_label), v.review_count as number)
        : '';
    const perks = [
      cancellationPhrase(t, v.free_cancellation),
      v.breakfast_included ? `<span ${c(t, 'perk')}>${esc(t.labels.breakfast)}</span>` : '',
      rand.chance(0.25) ? `<span ${c(t, 'urgency')}>${esc(t.labels.roomsLeft(rand.int(1, 4)))}</span>` : '',
    ].join('');
    const info = `<div ${c(t, 'info')}>${badgeHtml(t, badge)}<h3 ${c(t, 'title')}><a href="/hotel/${slug(name)}">${esc(name)}</a></h3>${stars}${area}${score}<div ${c(t, 'perks')}>${perks}</div></div>`;
    let priceBlock: string;
    if (typeof v.price !== 'number') priceBlock = `<p ${c(t, 'sold-out')}>${esc(t.labels.soldOut)}</p>`;
    else {
      const was = rand.chance(ctx.habits.wasPriceRate)
        ? `<del ${c(t, 'was')}>${esc(money(t, Math.round(v.price * 1.3)))}</del> `
        : '';
      const total =
        typeof v.total_price === 'number'
          ? `<p ${c(t, 'total')}>${esc(t.labels.total(money(t, v.total_price), search.nights))}</p>`
          : '';
      const desktop = `<div ${c(t, 'price-box')}>${was}${priceHtml(t, v.price)} <span ${c(t, 'unit')}>${esc(t.labels.perNight)}</span>${total}</div>`;
      priceBlock = withMobileCopy(t, desktop, v.price, t.labels.perNight);
    }
    return `<img src="/img/${slug(name)}.jpg" alt="${esc(name)}">${info}${priceBlock}`;
  },
  summary: (ctx, search) =>
    `${search.place} · ${shortDate(search.date, ctx.t.lang)} – ${shortDate(addDays(search.date, search.nights), ctx.t.lang)} · ${ctx.t.labels.adults(2)}`,
  noun: (ctx) => ctx.t.labels.nouns.stays,
};

const transport: TopicWriter = {
  draw(ctx, search, taken, soldOut) {
    const { t, rand } = ctx;
    const flight = ctx.habits.mode === 'flight';
    const number = coinUnique(rand, taken, () =>
      flight
        ? `${letterCode(rand, 2)} ${rand.int(100, 9899)}`
        : `${rand.pick(['IC', 'RE', 'EX', 'TR'])} ${rand.int(10, 989)}`,
    );
    const stops = rand.pick([0, 0, 1, 1, 2]);
    const departure = rand.int(60, 270) * 5;
    const minutes = (flight ? rand.int(11, 110) : rand.int(8, 84)) * 5 + stops * rand.int(6, 30) * 5;
    const carrier = flight
      ? `${coin(rand, 2)}${rand.pick([' Air', ' Airways', 'jet', ' Aero'])}`
      : `${coin(rand, 2)} ${rand.pick(['Rail', 'Express', 'Trains'])}`;
    const values: Record<string, unknown> = {
      [flight ? 'airline' : 'operator']: carrier,
      [flight ? 'flight_number' : 'train_number']: number,
      departure: formatTime(departure, t.timeStyle),
      arrival: formatTime((departure + minutes) % 1440, t.timeStyle),
      origin: search.from,
      destination: search.to,
      duration: formatDuration(minutes, t.lang, t.durationStyle === 'words' ? 'spaced' : t.durationStyle),
      [flight ? 'stops' : 'changes']: stops,
      price: soldOut ? undefined : drawPrice(rand, t, flight ? 29 : 9, flight ? 890 : 190),
      nextDay: departure + minutes >= 1440,
    };
    return { values, key: number };
  },
  card(ctx, _search, { values: v }, badge) {
    const { t, rand } = ctx;
    const flight = ctx.habits.mode === 'flight';
    const carrier = String(v[flight ? 'airline' : 'operator']);
    const stops = Number(v[flight ? 'stops' : 'changes']);
    const nextDay = v.nextDay ? `<sup ${c(t, 'next-day')} title="${esc(t.labels.nextDay)}">+1</sup>` : '';
    const via =
      stops > 0 && rand.chance(0.6)
        ? ` <span ${c(t, 'via')}>(${esc(flight ? letterCode(rand, 3) : coin(rand))})</span>`
        : '';
    const head = `<div ${c(t, 'carrier')}><img src="/logos/${slug(carrier)}.svg" alt="${esc(carrier)}"><span ${c(t, 'carrier-name')}>${esc(carrier)}</span> <span ${c(t, 'code')}>${esc(String(v[flight ? 'flight_number' : 'train_number']))}</span></div>`;
    const times = `<div ${c(t, 'times')}><time ${c(t, 'time')}>${esc(String(v.departure))}</time> <span ${c(t, 'place')}>${esc(String(v.origin))}</span> <span aria-hidden="true">→</span> <time ${c(t, 'time')}>${esc(String(v.arrival))}</time>${nextDay} <span ${c(t, 'place')}>${esc(String(v.destination))}</span></div>`;
    const stopsText = flight ? t.labels.stops(stops) : t.labels.changes(stops);
    const meta = `<div ${c(t, 'meta')}><span ${c(t, 'duration')}>${esc(String(v.duration))}</span> · <span ${c(t, 'stops')}>${esc(stopsText)}</span>${via}</div>`;
    let priceBlock: string;
    if (typeof v.price !== 'number') priceBlock = `<p ${c(t, 'sold-out')}>${esc(t.labels.soldOut)}</p>`;
    else {
      const upsell = rand.chance(0.35) ? `<p ${c(t, 'upsell')}>Flex + ${esc(money(t, rand.int(15, 90)))}</p>` : '';
      const desktop = `<div ${c(t, 'price-box')}>${priceHtml(t, v.price)} <span ${c(t, 'unit')}>${esc(t.labels.perPerson)}</span>${upsell}<button>${esc(t.labels.select)}</button></div>`;
      priceBlock = withMobileCopy(t, desktop, v.price, t.labels.perPerson);
    }
    return `${badgeHtml(t, badge)}${head}${times}${meta}${priceBlock}`;
  },
  summary: (ctx, search) =>
    `${search.from} → ${search.to} · ${shortDate(search.date, ctx.t.lang)} · ${ctx.t.labels.adults(2)}`,
  noun: (ctx) => (ctx.habits.mode === 'flight' ? ctx.t.labels.nouns.flights : ctx.t.labels.nouns.trains),
};

const cars: TopicWriter = {
  draw(ctx, search, taken, soldOut) {
    const { t, rand } = ctx;
    const model = coinUnique(rand, taken, () => `${coin(rand, 2)} ${coin(rand, 1)}`);
    const perDay = drawPrice(rand, t, 14, 160);
    const values: Record<string, unknown> = {
      model,
      category: rand.pick(t.labels.carCategories),
      supplier: `${coin(rand, 2)} ${rand.pick(['Rent', 'Cars', 'Drive', 'Mobility'])}`,
      seats: drops(ctx, 'seats') ? undefined : rand.pick([4, 5, 5, 7, 9]),
      transmission: drops(ctx, 'transmission') ? undefined : rand.pick(t.labels.transmissions),
      price: soldOut ? undefined : round2(perDay * search.days),
      price_per_day: soldOut || drops(ctx, 'per-day') ? undefined : perDay,
      free_cancellation: soldOut ? undefined : freeOrNot(ctx),
    };
    return { values, key: model };
  },
  card(ctx, search, { values: v }, badge) {
    const { t, rand } = ctx;
    const specs = [
      typeof v.seats === 'number' ? `${v.seats} ${pluralWord(v.seats, t.labels.seat)}` : '',
      typeof v.transmission === 'string' ? v.transmission : '',
      rand.chance(0.6) ? t.labels.unlimitedMileage : '',
    ].filter(Boolean);
    const head = `${badgeHtml(t, badge)}<h3 ${c(t, 'title')}>${esc(String(v.model))} <small>${esc(t.labels.orSimilar)}</small></h3><span ${c(t, 'category')}>${esc(String(v.category))}</span>`;
    const specList = `<ul ${c(t, 'specs')}>${specs.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`;
    const supplier = `<div ${c(t, 'supplier')}><img src="/logos/${slug(String(v.supplier))}.svg" alt=""><span ${c(t, 'supplier-name')}>${esc(String(v.supplier))}</span> <span ${c(t, 'score')}>${esc(formatNumber(rand.int(60, 95) / 10, t.lang, 1))}</span></div>`;
    let priceBlock: string;
    if (typeof v.price !== 'number') priceBlock = `<p ${c(t, 'sold-out')}>${esc(t.labels.soldOut)}</p>`;
    else {
      const perDay =
        typeof v.price_per_day === 'number'
          ? ` · <span ${c(t, 'per-day')}>${esc(money(t, v.price_per_day))} ${esc(t.labels.perDay)}</span>`
          : '';
      const deposit = rand.chance(0.4)
        ? `<p ${c(t, 'deposit')}>${esc(t.labels.deposit)}: ${esc(money(t, rand.int(3, 15) * 100))}</p>`
        : '';
      const desktop = `<div ${c(t, 'price-box')}>${priceHtml(t, v.price)} <span ${c(t, 'unit')}>${esc(t.labels.forDays(search.days))}</span>${perDay}${cancellationPhrase(t, v.free_cancellation)}${deposit}</div>`;
      priceBlock = withMobileCopy(t, desktop, v.price, t.labels.forDays(search.days));
    }
    return `${head}${specList}${supplier}${priceBlock}`;
  },
  summary: (ctx, search) =>
    `${search.place} · ${shortDate(search.date, ctx.t.lang)} – ${shortDate(addDays(search.date, search.days), ctx.t.lang)}`,
  noun: (ctx) => ctx.t.labels.nouns.cars,
};

const activities: TopicWriter = {
  draw(ctx, search, taken, soldOut) {
    const { t, rand } = ctx;
    const title = coinUnique(
      rand,
      taken,
      () =>
        `${rand.pick(TOUR_STARTS[t.lang])} ${search.place === '' ? coin(rand) : rand.chance(0.5) ? search.place : coin(rand)}`,
    );
    const noReviews = drops(ctx, 'reviews');
    const values: Record<string, unknown> = {
      title,
      duration: drops(ctx, 'duration')
        ? undefined
        : formatDuration(rand.pick([60, 90, 120, 180, 240, 300, 480]), t.lang, t.durationStyle),
      price: soldOut ? undefined : drawPrice(rand, t, 9, 260),
      rating: noReviews ? undefined : rand.int(35, 50) / 10,
      review_count: noReviews ? undefined : rand.int(1, 12000),
      free_cancellation: soldOut ? undefined : freeOrNot(ctx),
    };
    return { values, key: title };
  },
  card(ctx, _search, { values: v }, badge) {
    const { t, rand } = ctx;
    const title = String(v.title);
    const rating = typeof v.rating === 'number' ? rating5Html(t, v.rating, v.review_count as number, 1) : '';
    const duration = typeof v.duration === 'string' ? `<span ${c(t, 'duration')}>${esc(v.duration)}</span>` : '';
    const hot = rand.chance(0.2) ? `<span ${c(t, 'badge')}>★ Top</span>` : '';
    let priceBlock: string;
    if (typeof v.price !== 'number') priceBlock = `<p ${c(t, 'sold-out')}>${esc(t.labels.soldOut)}</p>`;
    else {
      const was = rand.chance(ctx.habits.wasPriceRate)
        ? `<del ${c(t, 'was')}>${esc(money(t, Math.round(v.price * 1.25)))}</del> `
        : '';
      const desktop = `<div ${c(t, 'price-box')}><span ${c(t, 'from')}>${esc(t.labels.from)}</span> ${was}${priceHtml(t, v.price)} <span ${c(t, 'unit')}>${esc(t.labels.perPerson)}</span></div>`;
      priceBlock = withMobileCopy(t, desktop, v.price, t.labels.perPerson);
    }
    return `<img src="/img/${slug(title)}.jpg" alt="">${badgeHtml(t, badge)}${hot}<h3 ${c(t, 'title')}><a href="/activity/${slug(title)}">${esc(title)}</a></h3>${duration}${rating}${cancellationPhrase(t, v.free_cancellation)}${priceBlock}`;
  },
  summary: (ctx, search) => `${search.place} · ${shortDate(search.date, ctx.t.lang)}`,
  noun: (ctx) => ctx.t.labels.nouns.activities,
};

export const LIST_WRITERS: Record<ListTopic, TopicWriter> = { hotels, transport, cars, activities };

function drawSearch(ctx: ListContext): Search {
  const { rand } = ctx;
  const flight = ctx.habits.mode === 'flight';
  const station = STATION_WORDS[ctx.t.lang];
  const from = flight ? letterCode(rand, 3) : `${coin(rand)} ${station}`;
  let to = flight ? letterCode(rand, 3) : `${coin(rand)} ${station}`;
  if (to === from) to = `${to}X`;
  return { place: coin(rand), from, to, nights: rand.int(1, 9), days: rand.int(2, 14), date: dayFrom(rand) };
}

/** Each card's wrapper: a list item, a div or an article, the same for records and traps. */
function wrap(ctx: ListContext, inner: string, part = 'card'): string {
  const tag = ctx.habits.container === 'ul' ? 'li' : ctx.habits.container;
  return `<${tag} ${c(ctx.t, part)}>${inner}</${tag}>`;
}

/** "Travellers also viewed" (cards in the records' own markup) or, for journeys, cheaper dates. */
function carousel(
  ctx: ListContext,
  writer: TopicWriter,
  search: Search,
  taken: Set<string>,
): { html: string; keys: string[] } {
  const { t, rand } = ctx;
  if (writer === transport) {
    const days = Array.from({ length: 5 }, (_, i) => shortDate(addDays(search.date, i - 2), t.lang));
    const cells = days.map(
      (day) => `<div ${c(t, 'date-cell')}><span>${esc(day)}</span> ${esc(money(t, rand.int(25, 400)))}</div>`,
    );
    return { html: wrap(ctx, `<div ${c(t, 'flex-dates')}>${cells.join('')}</div>`, 'strip'), keys: days };
  }
  const cards = Array.from({ length: rand.int(2, 4) }, () => writer.draw(ctx, search, taken, false));
  const inner = cards.map((card) => `<div ${c(t, 'card')}>${writer.card(ctx, search, card, '')}</div>`).join('');
  return {
    html: wrap(ctx, `<h2>${esc(t.labels.alsoViewed)}</h2><div ${c(t, 'carousel')}>${inner}</div>`, 'row'),
    keys: cards.map((card) => card.key),
  };
}

/** The filters a topic's search offers, each with how many results it would leave. */
function facetNames(ctx: ListContext, topic: ListTopic): string[] {
  const { labels } = ctx.t;
  if (topic === 'hotels')
    return [labels.freeCancellation, labels.breakfast, `5 ${labels.star[1]}`, `4 ${labels.star[1]}`];
  if (topic === 'transport') {
    const says = ctx.habits.mode === 'flight' ? labels.stops : labels.changes;
    return [says(0), says(1), says(2)];
  }
  if (topic === 'cars') return [...labels.carCategories.slice(0, 4), ...labels.transmissions, labels.freeCancellation];
  return [labels.freeCancellation, ...labels.included.slice(0, 3)];
}

function facets(ctx: ListContext, topic: ListTopic, empty: boolean): string {
  const { t, rand } = ctx;
  if (!ctx.habits.facets) return '';
  const rows = facetNames(ctx, topic).map(
    (name) =>
      `<label ${c(t, 'facet')}><input type="checkbox"> ${esc(name)} <span ${c(t, 'facet-count')}>(${empty ? 0 : rand.int(3, 240)})</span></label>`,
  );
  return `<aside ${c(t, 'facets')}><h2>${esc(t.labels.filterBy)}</h2>${rows.join('')}</aside>`;
}

function pagination(ctx: ListContext): string {
  const { t } = ctx;
  const page = ctx.index + 1;
  const links = [1, 2, 3].map((n) =>
    n === Math.min(page, 3) ? `<span aria-current="page">${n}</span>` : `<a href="?page=${n}">${n}</a>`,
  );
  return `<nav ${c(t, 'pagination')}>${page > 1 ? `<a href="?page=${page - 1}" rel="prev">${esc(t.labels.previous)}</a>` : ''}${links.join('')} … <a href="?page=${page + 1}" rel="next">${esc(t.labels.next)}</a></nav>`;
}

/** One results page: `records` cards (0 for an empty page) and the site's traps around them. */
export function listPage(ctx: ListContext, topic: ListTopic, count: number): ListPage {
  const { t, rand, habits } = ctx;
  const writer = LIST_WRITERS[topic];
  const search = drawSearch(ctx);
  const taken = new Set<string>();
  const soldOutAt = count > 2 && rand.chance(habits.soldOutRate) ? rand.int(1, count - 1) : -1;
  const cards = Array.from({ length: count }, (_, i) => writer.draw(ctx, search, taken, i === soldOutAt));
  const items: Array<{ html: string; item: ListItem }> = cards.map((card) => ({
    html: wrap(ctx, writer.card(ctx, search, card, '')),
    item: { role: 'record', key: card.key },
  }));
  // Sponsored cards: drawn like records, the same markup, a badge; at the top or between records.
  const sponsored = rand.chance(habits.sponsoredRate) ? rand.int(1, 2) : 0;
  for (let i = 0; i < sponsored; i++) {
    const ad = writer.draw(ctx, search, taken, false);
    const at = rand.chance(0.5) ? 0 : rand.int(0, items.length);
    const badge = t.labels.sponsored[habits.sponsoredWord];
    items.splice(at, 0, {
      html: wrap(ctx, writer.card(ctx, search, ad, badge)),
      item: { role: 'sponsored', key: ad.key },
    });
  }
  let after = '';
  const afterKeys: ListItem[] = [];
  if (count > 0 && rand.chance(habits.carouselRate)) {
    const row = carousel(ctx, writer, search, taken);
    const keys = row.keys.map((key): ListItem => ({ role: 'carousel', key }));
    if (habits.carouselInside) {
      const at = Math.min(items.length, rand.int(2, 4));
      items.splice(at, 0, ...keys.map((item, i) => ({ html: i === 0 ? row.html : '', item })));
    } else {
      after = row.html;
      afterKeys.push(...keys);
    }
  }
  const shownCount = count === 0 ? 0 : count + rand.int(20, 900);
  const countText = t.labels.resultsFound(formatNumber(shownCount, t.lang), writer.noun(ctx));
  const heading = `<h1 ${c(t, 'heading')}>${esc(search.place)}${ctx.variant === 'B' ? `: ${esc(countText)}` : ''}</h1>${ctx.variant === 'A' ? `<p ${c(t, 'count')}>${esc(countText)}</p>` : ''}`;
  const empty = count === 0 ? `<div ${c(t, 'empty')}><p>${esc(t.labels.noResults)}</p></div>` : '';
  const tag = habits.container === 'ul' ? 'ul' : habits.container === 'article' ? 'section' : 'div';
  const results = `<${tag} ${c(t, 'results')}>${items.map((x) => x.html).join('')}</${tag}>`;
  const summary = `<div ${c(t, 'search-bar')}>${esc(writer.summary(ctx, search))}</div>`;
  const sort = `<div ${c(t, 'sort')}>${esc(t.labels.sortBy)}</div>`;
  const side = facets(ctx, topic, count === 0);
  const body =
    ctx.variant === 'A'
      ? [summary, heading, side, sort, empty, results, after, count ? pagination(ctx) : '']
      : [summary, heading, sort, empty, results, after, side, count ? pagination(ctx) : ''];
  const records = cards.map((card) => card.values);
  return { records, html: body.join(''), plan: [...items.map((x) => x.item), ...afterKeys] };
}
