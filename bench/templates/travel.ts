/**
 * Generated same-template sites for the recipe bench (`--suites travel`): TRAVEL AND HOSPITALITY.
 * Written blind — without reading the recipe learner, the grounding or completeness code, or the
 * other generated families' bodies — as an outside check of the learner.
 *
 * What is modelled, one template a site (20 pages, or 12 for about a third of the seeds), about
 * half detail sites and half list sites:
 *  - topics: hotel pages, holiday-rental pages, tours and activities (detail); hotel search
 *    results, flight or train results, car-rental offers, activity listings (list). One fixed
 *    prompt and schema a site, its fields drawn from the topic's, so schemas vary across seeds;
 *  - money in en, de, fr, es, it and nl: "$1,234", "1.234 €", "1 234 €" (narrow space), "€ 1.234",
 *    Spanish four-digit numbers ungrouped, a code ("EUR 120") on some sites, cents raised
 *    ("89<sup>99</sup>") or symbol and amount in elements of their own;
 *  - prices beside prices: per night beside the stay's total and a taxes line, "from" prices, a
 *    struck "was" price with a deal badge, a member line, a group price, a "Flex +€40" upsell, a
 *    deposit, a per-day price beside the rental's total; a mobile copy of each price block hidden
 *    by a breakpoint class or aria-hidden, in a second money style ("€ 1.234" and "€1,234");
 *  - ratings: scores on 10 with their word ("8,7 Fabelhaft", "Fabuleux 9,1", "9.1/10"), ratings on
 *    5 ("★ 4.87", "4,6/5"), review counts with the language's plural; stars as icons with an
 *    aria-label, as repeated ★ glyphs (a title only), or as words; reviewers' own scores nearby;
 *  - amenities and inclusions as chips, the rest folded behind "+N more" (in the DOM, collapsed
 *    by a class), or a plain list; booleans as phrases (free cancellation, non-refundable,
 *    breakfast included), absent where the page says nothing;
 *  - traps left out by the prompt: a "similar properties" / "you may also like" carousel written in
 *    the main item's own class names, sponsored cards in the records' own markup with a badge
 *    (top or between records, also on an empty page), an "also viewed" carousel inside the list
 *    or after it, a flexible-dates strip with prices among journeys; a sold-out record (kept,
 *    without a price), a results count larger than the cards, facets with counts, pagination;
 *  - times ("7:45 AM", "07:45", "07h45"), durations ("2 h 35 min", "2h35", "3 Stunden"), "+1"
 *    next-day marks, stops and changes as words ("Nonstop", "1 escale", "Direkt");
 *  - per site: semantic, utility or hashed class names, an A/B variant on some pages (blocks in
 *    another order and wrapper), policy rows that move, JSON-LD that agrees or is stale on some
 *    pages (another price, an older rating), a cookie banner on page 1; per page: optional groups
 *    absent (page 1 too on some sites), an error page or bot check on most sites (truth `{}`), an
 *    empty results page on some list sites (truth `{ <array>: [] }`).
 *
 * The truth is what a careful, perfect model answers for the site's prompt and schema: strings as
 * the page writes them (trimmed), numbers as numbers (the per-night or per-person price, not the
 * total, unless the field asks for the total), stops as a count (0 for nonstop), arrival without
 * its "+1", booleans only where the page says so, optional fields left out where not shown, list
 * records only (no sponsored card, no carousel item; a sold-out record without a price), `{}` for
 * an error page. Every name, place and wording is invented from syllables or ordinary words.
 *
 * Split: dev seeds 1–30, held-out seeds 7101–7130 (figures only), stress seeds 7200–7259.
 */
import { randomFor, type Random } from './random';
import {
  hotelPage,
  rentalPage,
  slug,
  stayBar,
  tourPage,
  type DetailContext,
  type DetailHabits,
  type DetailTopic,
} from './travel-detail';
import { listPage, type ListContext, type ListHabits, type ListTopic } from './travel-list';
import { drawTemplate, oddPage, shell, type Template } from './travel-markup';
import { TRAVEL_LANGS, type TravelLang } from './travel-words';

export type TravelTopic = DetailTopic | ListTopic;

export interface TravelPage {
  url: string;
  html: string;
  truth: Record<string, unknown>;
  /** An error, bot-check or empty results page (its truth has no values). */
  odd: boolean;
}

export interface TravelSite {
  name: string;
  kind: 'detail' | 'list';
  topic: TravelTopic;
  /** kind/class style/language/layout, e.g. "list/hashed/fr/ul". */
  style: string;
  lang: TravelLang;
  prompt: string;
  schema: Record<string, unknown>;
  pages: TravelPage[];
}

/** One shown item of a page, for the sanity test: what it is and a text that names it. */
export interface TravelPlanItem {
  role: 'record' | 'sponsored' | 'carousel' | 'similar';
  key: string;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const TRAVEL_DEV_SEEDS = range(1, 30);
export const TRAVEL_HELD_OUT_SEEDS = range(7101, 7130);
export const TRAVEL_STRESS_SEEDS = range(7200, 7259);

const DETAIL_TOPICS: readonly DetailTopic[] = ['hotel', 'rental', 'tour'];
const LIST_TOPICS: readonly ListTopic[] = ['hotels', 'transport', 'cars', 'activities'];

type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'strings';

/** A field a topic may ask for: its type, how likely a site asks for it, and the group it hides with. */
interface FieldSpec {
  name: string;
  type: FieldType;
  p: number;
  group?: string;
}

const f = (name: string, type: FieldType, p: number, group?: string): FieldSpec => ({ name, type, p, group });

const FIELDS: Record<TravelTopic, FieldSpec[]> = {
  hotel: [
    f('name', 'string', 1),
    f('stars', 'integer', 0.7, 'stars'),
    f('address', 'string', 0.5, 'address'),
    f('city', 'string', 0.6),
    f('price_per_night', 'number', 1),
    f('total_price', 'number', 0.4, 'total'),
    f('currency', 'string', 0.7),
    f('review_score', 'number', 0.85, 'reviews'),
    f('review_label', 'string', 0.3, 'reviews'),
    f('review_count', 'integer', 0.7, 'reviews'),
    f('amenities', 'strings', 0.6, 'amenities'),
    f('free_cancellation', 'boolean', 0.6, 'cancellation'),
    f('breakfast_included', 'boolean', 0.35, 'breakfast'),
    f('check_in', 'string', 0.35, 'times'),
    f('check_out', 'string', 0.2, 'times'),
  ],
  rental: [
    f('name', 'string', 1),
    f('location', 'string', 0.7),
    f('guests', 'integer', 0.7),
    f('bedrooms', 'integer', 0.6, 'rooms'),
    f('bathrooms', 'integer', 0.4, 'rooms'),
    f('price_per_night', 'number', 1),
    f('total_price', 'number', 0.4, 'total'),
    f('currency', 'string', 0.6),
    f('rating', 'number', 0.8, 'reviews'),
    f('review_count', 'integer', 0.6, 'reviews'),
    f('host', 'string', 0.5, 'host'),
    f('amenities', 'strings', 0.6, 'amenities'),
    f('free_cancellation', 'boolean', 0.5, 'cancellation'),
  ],
  tour: [
    f('title', 'string', 1),
    f('location', 'string', 0.5),
    f('duration', 'string', 0.8),
    f('price', 'number', 1),
    f('currency', 'string', 0.6),
    f('rating', 'number', 0.8, 'reviews'),
    f('review_count', 'integer', 0.6, 'reviews'),
    f('languages', 'strings', 0.5, 'languages'),
    f('includes', 'strings', 0.5, 'includes'),
    f('free_cancellation', 'boolean', 0.6, 'cancellation'),
    f('provider', 'string', 0.5, 'provider'),
    f('next_date', 'string', 0.4, 'date'),
  ],
  hotels: [
    f('name', 'string', 1),
    f('stars', 'integer', 0.6, 'stars'),
    f('area', 'string', 0.5),
    f('price', 'number', 1),
    f('total_price', 'number', 0.35, 'total'),
    f('review_score', 'number', 0.8, 'reviews'),
    f('review_label', 'string', 0.25, 'reviews'),
    f('review_count', 'integer', 0.6, 'reviews'),
    f('free_cancellation', 'boolean', 0.6, 'cancellation'),
    f('breakfast_included', 'boolean', 0.35),
  ],
  transport: [
    f('carrier', 'string', 1),
    f('number', 'string', 1),
    f('departure', 'string', 1),
    f('arrival', 'string', 1),
    f('origin', 'string', 0.4),
    f('destination', 'string', 0.4),
    f('duration', 'string', 0.8),
    f('stops', 'integer', 0.85),
    f('price', 'number', 1),
  ],
  cars: [
    f('model', 'string', 1),
    f('category', 'string', 0.7),
    f('supplier', 'string', 0.8),
    f('seats', 'integer', 0.6, 'seats'),
    f('transmission', 'string', 0.6, 'transmission'),
    f('price', 'number', 1),
    f('price_per_day', 'number', 0.5, 'per-day'),
    f('free_cancellation', 'boolean', 0.6, 'cancellation'),
  ],
  activities: [
    f('title', 'string', 1),
    f('duration', 'string', 0.7, 'duration'),
    f('price', 'number', 1),
    f('rating', 'number', 0.8, 'reviews'),
    f('review_count', 'integer', 0.6, 'reviews'),
    f('free_cancellation', 'boolean', 0.6, 'cancellation'),
  ],
};

/** Transport fields named for the mode: an airline's flight number and stops, a train's changes. */
function transportName(name: string, mode: 'flight' | 'train'): string {
  const flight = mode === 'flight';
  if (name === 'carrier') return flight ? 'airline' : 'operator';
  if (name === 'number') return flight ? 'flight_number' : 'train_number';
  if (name === 'stops') return flight ? 'stops' : 'changes';
  return name;
}

const DESCRIPTIONS: Record<string, string> = {
  stars: 'the official star classification, 1 to 5',
  price_per_night: 'the price for one night as a number (not the total for the stay)',
  total_price: 'the total price for the whole stay as a number',
  price_per_day: 'the rental price for one day as a number',
  currency: 'the currency as the page writes it (symbol or code)',
  review_score: 'the guest review score as shown, on its own scale',
  review_label: 'the word that goes with the review score',
  rating: 'the average rating out of 5',
  review_count: 'how many reviews the rating is based on',
  free_cancellation: 'true if free cancellation is offered, false if non-refundable; leave out if not stated',
  breakfast_included: 'true if breakfast is included; leave out if not stated',
  check_in: 'the earliest check-in time as shown',
  check_out: 'the check-out time as shown',
  departure: 'the departure time as shown',
  arrival: 'the arrival time as shown, without any next-day mark',
  stops: 'the number of stops (0 for a nonstop flight)',
  changes: 'the number of changes (0 for a direct train)',
  duration: 'the duration as shown',
  seats: 'the number of seats',
  next_date: 'the next available date as shown',
};

/** What "price" means depends on the topic: per night, per person, or for the whole rental. */
const PRICE_MEANS: Partial<Record<TravelTopic, string>> = {
  tour: 'the price per person as a number',
  hotels: 'the price for one night as a number (not the total for the stay)',
  transport: 'the fare per person as a number',
  cars: 'the price for the whole rental as a number (not per day)',
  activities: 'the price per person as a number',
};

function fieldSchema(spec: FieldSpec, name: string, topic: TravelTopic): Record<string, unknown> {
  const description = name === 'price' ? PRICE_MEANS[topic] : DESCRIPTIONS[name];
  const base: Record<string, unknown> =
    spec.type === 'strings' ? { type: 'array', items: { type: 'string' } } : { type: spec.type };
  return description ? { ...base, description } : base;
}

const ITEM_WORDS: Record<TravelTopic, string> = {
  hotel: 'hotel',
  rental: 'holiday rental',
  tour: 'tour',
  hotels: 'hotel',
  transport: 'journey',
  cars: 'rental car offer',
  activities: 'activity',
};

const ARRAYS: Record<ListTopic, string> = {
  hotels: 'hotels',
  transport: 'journeys',
  cars: 'cars',
  activities: 'activities',
};

function arrayName(topic: ListTopic, mode: 'flight' | 'train'): string {
  if (topic === 'transport') return mode === 'flight' ? 'flights' : 'trains';
  return ARRAYS[topic];
}

function prompt(kind: 'detail' | 'list', topic: TravelTopic, names: string[], mode: 'flight' | 'train'): string {
  const words = names.map((name) => name.replace(/_/g, ' ')).join(', ');
  const item = topic === 'transport' ? (mode === 'flight' ? 'flight' : 'train connection') : ITEM_WORDS[topic];
  if (kind === 'detail')
    return `Extract this ${item}'s ${words}. Prices as numbers; leave out anything the page does not show, and ignore the similar or recommended items shown with it.`;
  return `List every ${item} in these results with its ${words}. Prices as numbers. Leave out sponsored results (ads) and recommendation carousels; keep a sold-out result, without a price.`;
}

/** The site's fields: the topic's required ones and a draw of the rest, in the topic's order. */
function drawFields(rand: Random, topic: TravelTopic): FieldSpec[] {
  const specs = FIELDS[topic];
  for (let tries = 0; ; tries++) {
    const chosen = specs.filter((spec) => spec.p >= 1 || rand.chance(spec.p));
    if (chosen.length >= 4 || tries > 5) return chosen;
  }
}

interface Plan {
  seed: number;
  kind: 'detail' | 'list';
  topic: TravelTopic;
  t: Template;
  fields: Array<{ spec: FieldSpec; name: string }>;
  mode: 'flight' | 'train';
  pageCount: number;
  oddAt: Map<number, 'not-found' | 'bot-check' | 'empty'>;
}

function drawOddPages(rand: Random, kind: 'detail' | 'list', pageCount: number): Plan['oddAt'] {
  const odd: Plan['oddAt'] = new Map();
  if (rand.chance(0.75)) odd.set(rand.int(2, pageCount - 1), rand.chance(0.6) ? 'not-found' : 'bot-check');
  if (kind === 'list' && rand.chance(0.45)) {
    const at = rand.int(1, pageCount - 1);
    if (!odd.has(at)) odd.set(at, 'empty');
  }
  return odd;
}

function drawPlan(seed: number, rand: Random): Plan {
  const lang = rand.pick(TRAVEL_LANGS);
  const kind = rand.chance(0.5) ? 'detail' : 'list';
  const topic: TravelTopic = kind === 'detail' ? rand.pick(DETAIL_TOPICS) : rand.pick(LIST_TOPICS);
  const mode = rand.chance(0.6) ? 'flight' : 'train';
  const t = drawTemplate(rand, lang);
  const fields = drawFields(rand, topic).map((spec) => ({
    spec,
    name: topic === 'transport' ? transportName(spec.name, mode) : spec.name,
  }));
  const pageCount = rand.chance(1 / 3) ? 12 : 20;
  return { seed, kind, topic, t, fields, mode, pageCount, oddAt: drawOddPages(rand, kind, pageCount) };
}

/** The groups this site's fields can miss on some pages: one to three of those it asks for. */
function optionalGroups(rand: Random, plan: Plan): string[] {
  const groups = [...new Set(plan.fields.map(({ spec }) => spec.group).filter((g): g is string => !!g))];
  return rand.sample(groups, Math.min(groups.length, rand.int(1, 3)));
}

function detailHabits(rand: Random, plan: Plan): DetailHabits {
  const optional = optionalGroups(rand, plan);
  return {
    totalFirst: rand.chance(0.3),
    taxesLine: rand.chance(0.5),
    phrasesInBox: rand.chance(0.5),
    wasPriceRate: rand.pick([0, 0.2, 0.4]),
    similarCount: rand.pick([0, 2, 3, 4]),
    reviewExcerpts: rand.chance(0.5),
    rowsMove: rand.chance(0.4),
    optional,
    firstPageMisses: optional.length > 0 && rand.chance(0.4) ? rand.pick(optional) : null,
  };
}

function listHabits(rand: Random, plan: Plan): ListHabits {
  return {
    container: rand.pick(['ul', 'div', 'article']),
    mode: plan.mode,
    sponsoredRate: rand.pick([0, 0.4, 0.7, 0.9]),
    sponsoredWord: rand.chance(0.5) ? 0 : 1,
    carouselRate: rand.pick([0, 0.3, 0.6]),
    carouselInside: rand.chance(0.6),
    soldOutRate: rand.pick([0, 0.2, 0.4]),
    facets: rand.chance(0.6),
    optional: optionalGroups(rand, plan),
    wasPriceRate: rand.pick([0, 0.15, 0.3]),
  };
}

/** The truth of one shown item: the schema's fields it shows, in the schema's order. */
function pick(values: Record<string, unknown>, plan: Plan): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name } of plan.fields) if (values[name] !== undefined) out[name] = values[name];
  return out;
}

function schemaFor(plan: Plan): Record<string, unknown> {
  const properties = Object.fromEntries(
    plan.fields.map(({ spec, name }) => [name, fieldSchema(spec, name, plan.topic)]),
  );
  const required = plan.fields.filter(({ spec }) => spec.p >= 1).map(({ name }) => name);
  if (plan.kind === 'detail') return { type: 'object', properties, required };
  // A sold-out result keeps its place in the list but shows no price.
  const items = { type: 'object', properties, required: required.filter((name) => name !== 'price') };
  return { type: 'object', properties: { [arrayName(plan.topic as ListTopic, plan.mode)]: { type: 'array', items } } };
}

const DETAIL_WRITERS = { hotel: hotelPage, rental: rentalPage, tour: tourPage };

interface Built {
  page: TravelPage;
  plan: TravelPlanItem[];
}

function detailPages(rand: Random, plan: Plan): Built[] {
  const habits = detailHabits(rand, plan);
  const { t } = plan;
  const topic = plan.topic as DetailTopic;
  return Array.from({ length: plan.pageCount }, (_, index): Built => {
    const variant = t.variants && rand.chance(0.3) ? 'B' : 'A';
    const stale = t.jsonLd === 'stale' && rand.chance(0.35);
    const ctx: DetailContext = { t, habits, rand, index, variant, stale };
    const out = DETAIL_WRITERS[topic](ctx);
    const name = String(out.values.name ?? out.values.title);
    const url = `https://${t.domain}/${topic}/${slug(name)}-${plan.seed}${index}`;
    const odd = plan.oddAt.get(index);
    if (odd === 'not-found' || odd === 'bot-check')
      return { page: { url, html: oddPage(t, odd, index), truth: {}, odd: true }, plan: [] };
    const place = String(out.values.city ?? out.values.location ?? '');
    const bar = topic === 'tour' ? '' : stayBar(t, rand, place);
    const html = shell(t, {
      title: name,
      main: bar + out.html,
      jsonLd: t.jsonLd === 'none' ? undefined : out.jsonLd,
      index,
      crumbs: [t.labels.home, place, name],
    });
    const items: TravelPlanItem[] = [
      { role: 'record', key: name },
      ...out.similar.map((key): TravelPlanItem => ({ role: 'similar', key })),
    ];
    return { page: { url, html, truth: pick(out.values, plan), odd: false }, plan: items };
  });
}

/** The results page's title: what it lists, in the site's language. */
function listTitle(plan: Plan): string {
  const { nouns } = plan.t.labels;
  const topic = plan.topic as ListTopic;
  const noun =
    topic === 'hotels'
      ? nouns.stays
      : topic === 'transport'
        ? plan.mode === 'flight'
          ? nouns.flights
          : nouns.trains
        : nouns[topic];
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

function listPages(rand: Random, plan: Plan): Built[] {
  const habits = listHabits(rand, plan);
  const { t } = plan;
  const topic = plan.topic as ListTopic;
  const array = arrayName(topic, plan.mode);
  return Array.from({ length: plan.pageCount }, (_, index): Built => {
    const variant = t.variants && rand.chance(0.3) ? 'B' : 'A';
    const ctx: ListContext = { t, habits, rand, index, variant };
    const odd = plan.oddAt.get(index);
    const out = listPage(ctx, topic, odd === 'empty' ? 0 : rand.int(4, 12));
    const url = `https://${t.domain}/search/${array}?q=${plan.seed}-${index}&page=${index + 1}`;
    if (odd === 'not-found' || odd === 'bot-check')
      return { page: { url, html: oddPage(t, odd, index), truth: {}, odd: true }, plan: [] };
    const names = out.plan.filter((item) => item.role !== 'carousel').map((item) => item.key);
    const jsonLd =
      t.jsonLd === 'none'
        ? undefined
        : {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            itemListElement: names.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name })),
          };
    const html = shell(t, { title: listTitle(plan), main: out.html, jsonLd, index });
    const truth = { [array]: out.records.map((values) => pick(values, plan)) };
    return { page: { url, html, truth, odd: odd === 'empty' }, plan: out.plan };
  });
}

/** A seed mixed (a murmur finaliser), so neighbouring seeds do not draw alike first choices. */
function mixed(seed: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function build(seed: number): { site: TravelSite; plans: TravelPlanItem[][] } {
  const rand = randomFor(mixed(seed));
  const plan = drawPlan(seed, rand);
  const built = plan.kind === 'detail' ? detailPages(rand, plan) : listPages(rand, plan);
  const layout = plan.kind === 'list' ? plan.topic + (plan.topic === 'transport' ? `-${plan.mode}` : '') : plan.topic;
  const site: TravelSite = {
    name: `travel-${seed}-${plan.topic}`,
    kind: plan.kind,
    topic: plan.topic,
    style: `${plan.kind}/${plan.t.classStyle}/${plan.t.lang}/${layout}`,
    lang: plan.t.lang,
    prompt: prompt(
      plan.kind,
      plan.topic,
      plan.fields.map(({ name }) => name),
      plan.mode,
    ),
    schema: schemaFor(plan),
    pages: built.map((b) => b.page),
  };
  return { site, plans: built.map((b) => b.plan) };
}

export function generateTravelSite(seed: number): TravelSite {
  return build(seed).site;
}

/** Each page's shown items (records and traps) in page order, for the sanity test. */
export function travelPagePlans(seed: number): TravelPlanItem[][] {
  return build(seed).plans;
}
