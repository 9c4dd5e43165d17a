/**
 * Framework layouts (added 2026-11-28, a blind family: written before reading any grounding
 * rule): product and category pages as today's front-end frameworks render them, which the
 * families of bench/role-pages.ts do not model:
 *   - utility-class CSS ("flex gap-2 text-sm") or CSS-in-JS hashed class names ("css-1q2w3e",
 *     "sc-hKwDye fXyZab") with the rules in a <style> of the head, deep div/span nesting, few
 *     semantic tags (on some pages no <header>, <nav>, <aside> or <footer> at all: the menu and
 *     the footer as plain divs), no class word that names a block's role;
 *   - product pages: the item's title, maker, price and rating (star icons whose figure is only
 *     in an aria-label, the review count beside them in brackets), the price split over elements
 *     ("<span>$</span><span>12</span><sup>99</sup>"), a struck list price on some pages (struck
 *     by a utility class or a hashed class whose rule is in the head), an instalment line, a
 *     shipping line, a sticky add-to-cart bar repeating the name and price, a bundle offer with
 *     its own price, a carousel of other items in the very same card markup as the buy box
 *     (headed in en/de/fr/es/it/nl, sometimes only by an aria-label on the carousel element),
 *     reviews that name other products and makers, hydration JSON holding the product
 *     (sometimes stale: an older price);
 *   - category pages: a CSS grid of cards (maker, name, stars, price, sometimes a struck list
 *     price), promoted cards inside the grid, facets with counts, pagination, a "Recently
 *     viewed" row after the grid in the same card markup.
 * Role errors on product pages: a carousel's or the bundle's item's name, maker, price or
 * rating given for the item; the bundle price, the instalment, the shipping cost or the list
 * price as the price; the review count or one review's stars as the rating; a maker a review
 * names as the brand. On category pages: a neighbouring card's price, rating or maker given to
 * a record, a card's list price as its price, a "Recently viewed" item added as a record.
 *
 * Every word is made up here. Split, fixed: dev seeds 0–49, held-out seeds 1000–1199 (counted,
 * never listed). One page per seed from a random stream of its own (a generator unlike
 * role-pages.ts's, offset), so no other family's page is drawn again.
 */
import { carelessAnswer, esc, pick, stream as seededStream } from './role-pages-stream';
import type { LeafKind, RoleLeaf, RolePage } from './role-pages';

export const FRAMEWORK_DEV_RANGE = [0, 50] as const;
export const FRAMEWORK_HELD_OUT_RANGE = [1000, 1200] as const;
/** Added to the seed before the stream starts: no other family's stream (offsets < 800 000) is drawn. */
const STREAM_OFFSET = 900_001;

/** A framework page: a RolePage with the careful model's whole answer beside the scored one. */
export interface FrameworkPage extends RolePage {
  /** What a careful model returns (every leaf true). */
  truth: Record<string, unknown>;
  /** How the page was drawn (for reading misses): class style, semantic tags, language. */
  style: { classes: 'utility' | 'emotion' | 'styled'; semantic: boolean; lang: Lang };
}

/** The family's own stream: mulberry32 seeded past every other family's. */
const stream = (seed: number): (() => number) => seededStream(seed, STREAM_OFFSET);

const round2 = (n: number): number => Math.round(n * 100) / 100;

// ---------------------------------------------------------------- words (all made up)

const GOODS = [
  'pour-over carafe',
  'trail lantern',
  'sling bag',
  'desk tidy',
  'griddle pan',
  'knit beanie',
  'yoga bolster',
  'hand mixer',
  'bread bin',
  'pocket knife',
  'rain poncho',
  'bath mat',
  'cable tray',
  'bird feeder',
  'picnic rug',
  'water bottle',
  'reading lamp',
  'spice rack',
  'camp chair',
  'laptop sleeve',
];
const TRAITS = [
  'ribbed',
  'matte black',
  'sage green',
  'recycled',
  'nesting',
  'ultralight',
  'handwoven',
  'enamelled',
  'magnetic',
  'cork-lined',
  'pleated',
  'rechargeable',
  'terracotta',
  'slimline',
  'double-walled',
];
const MAKERS = [
  'Pindlebrook',
  'Kestrow',
  'Umberfall',
  'Selkin Row',
  'Gravelmoth',
  'Duskhollow',
  'Marrowline',
  'Quenby Works',
  'Tolliver & Hesk',
  'Yarrowick',
  'Brislow',
  'Omberly',
  'Frostick',
  'Halloway Bright',
  'Nettlecombe',
  'Vantroy',
];
const SHOPS = ['Brambleshelf', 'Moonquay', 'Hollowpine', 'Quirkaby', 'Stallomart', 'Fernlight Store', 'Oddvale'];
const PAY_LATER = ['Paylo', 'Splitwise Pay', 'Tenfold', 'Quartr'];

type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl';
const LANGS: readonly Lang[] = ['en', 'en', 'en', 'de', 'fr', 'es', 'it', 'nl'];

interface Words {
  carousels: string[];
  recently: string;
  cart: string;
  /** A shipping line around a written figure. */
  shipping: (fig: string) => string;
  /** An instalment line: n parts of a written figure. */
  instalment: (n: number, fig: string, provider: string) => string;
  /** Screen-reader text before a struck price, or '' (none). */
  was: string[];
  stars: (x: string) => string;
  reviews: string;
  reviewSays: Array<(other: string) => string>;
  bundle: string;
  bundleTotal: string;
  bundleCart: string;
  sponsored: string;
  results: (n: number) => string;
  next: string;
  brandFacet: string;
  priceFacet: string;
  ratingFacet: string;
  menu: string[];
  footer: string[];
  banner: (fig: string) => string;
  details: string;
  sort: string;
  noReviews: string;
}

const WORDS: Record<Lang, Words> = {
  en: {
    carousels: ['Customers also viewed', 'Complete the look', 'Frequently bought together', 'Sponsored products'],
    recently: 'Recently viewed',
    cart: 'Add to cart',
    shipping: (f) => pick(['Shipping: ' + f, '+ ' + f + ' delivery', 'Standard delivery ' + f], shared),
    instalment: (n, f, p) => pick([`or ${n} × ${f}`, `or ${n} interest-free payments of ${f} with ${p}`], shared),
    was: ['', 'Original price:', 'Was'],
    stars: (x) => pick([`${x} out of 5`, `Rated ${x} out of 5 stars`], shared),
    reviews: 'Reviews',
    reviewSays: [
      (o) => `Much sturdier than the ${o} I had before.`,
      (o) => `Pairs nicely with my ${o}.`,
      (o) => `I returned the ${o} and kept this one.`,
    ],
    bundle: 'Bundle and save',
    bundleTotal: 'Total for both:',
    bundleCart: 'Add both to cart',
    sponsored: 'Sponsored',
    results: (n) => `${n} results`,
    next: 'Next',
    brandFacet: 'Brand',
    priceFacet: 'Price',
    ratingFacet: 'Customer rating',
    menu: ['New in', 'Kitchen', 'Outdoor', 'Living', 'Sale', 'Gift cards'],
    footer: ['About us', 'Help centre', 'Returns', 'Careers', 'Privacy'],
    banner: (f) => `Free delivery on orders over ${f}`,
    details: 'Designed in a small studio and tested for a season before it goes on sale.',
    sort: 'Sort by',
    noReviews: 'No reviews yet',
  },
  de: {
    carousels: ['Kunden sahen sich auch an', 'Passend dazu', 'Wird oft zusammen gekauft', 'Gesponserte Produkte'],
    recently: 'Zuletzt angesehen',
    cart: 'In den Warenkorb',
    shipping: (f) => pick([`zzgl. ${f} Versand`, `Versand: ${f}`], shared),
    instalment: (n, f, p) => pick([`oder ${n} × ${f}`, `oder in ${n} Raten à ${f} mit ${p}`], shared),
    was: ['', 'Statt', 'Ursprünglicher Preis:'],
    stars: (x) => `${x} von 5 Sternen`,
    reviews: 'Bewertungen',
    reviewSays: [(o) => `Stabiler als mein alter ${o}.`, (o) => `Passt gut zu meinem ${o}.`],
    bundle: 'Im Set günstiger',
    bundleTotal: 'Gesamtpreis:',
    bundleCart: 'Beide in den Warenkorb',
    sponsored: 'Gesponsert',
    results: (n) => `${n} Ergebnisse`,
    next: 'Weiter',
    brandFacet: 'Marke',
    priceFacet: 'Preis',
    ratingFacet: 'Kundenbewertung',
    menu: ['Neuheiten', 'Küche', 'Draußen', 'Wohnen', 'Sale', 'Gutscheine'],
    footer: ['Über uns', 'Hilfe', 'Rücksendungen', 'Karriere', 'Datenschutz'],
    banner: (f) => `Kostenloser Versand ab ${f}`,
    details: 'In einem kleinen Studio entworfen und eine Saison lang getestet.',
    sort: 'Sortieren nach',
    noReviews: 'Noch keine Bewertungen',
  },
  fr: {
    carousels: [
      'Les clients ont aussi consulté',
      'Complétez le look',
      'Souvent achetés ensemble',
      'Produits sponsorisés',
    ],
    recently: 'Récemment consultés',
    cart: 'Ajouter au panier',
    shipping: (f) => pick([`Livraison : ${f}`, `+ ${f} de livraison`], shared),
    instalment: (n, f, p) => pick([`ou ${n} × ${f}`, `ou ${n} fois ${f} sans frais avec ${p}`], shared),
    was: ['', 'Prix initial :', 'Au lieu de'],
    stars: (x) => `${x} sur 5 étoiles`,
    reviews: 'Avis clients',
    reviewSays: [(o) => `Plus solide que mon ancien ${o}.`, (o) => `Va très bien avec mon ${o}.`],
    bundle: 'Le lot à prix réduit',
    bundleTotal: 'Prix total :',
    bundleCart: 'Ajouter les deux au panier',
    sponsored: 'Sponsorisé',
    results: (n) => `${n} résultats`,
    next: 'Suivant',
    brandFacet: 'Marque',
    priceFacet: 'Prix',
    ratingFacet: 'Note client',
    menu: ['Nouveautés', 'Cuisine', 'Plein air', 'Maison', 'Soldes', 'Cartes cadeaux'],
    footer: ['Qui sommes-nous', 'Aide', 'Retours', 'Recrutement', 'Confidentialité'],
    banner: (f) => `Livraison offerte dès ${f}`,
    details: 'Dessiné dans un petit atelier et testé pendant une saison.',
    sort: 'Trier par',
    noReviews: 'Pas encore d’avis',
  },
  es: {
    carousels: [
      'Los clientes también vieron',
      'Completa el look',
      'Comprados juntos habitualmente',
      'Productos patrocinados',
    ],
    recently: 'Vistos recientemente',
    cart: 'Añadir a la cesta',
    shipping: (f) => pick([`Envío: ${f}`, `+ ${f} de envío`], shared),
    instalment: (n, f, p) => pick([`o ${n} × ${f}`, `o paga en ${n} plazos de ${f} con ${p}`], shared),
    was: ['', 'Precio anterior:', 'Antes'],
    stars: (x) => `${x} de 5 estrellas`,
    reviews: 'Opiniones',
    reviewSays: [(o) => `Más resistente que mi antiguo ${o}.`, (o) => `Combina bien con mi ${o}.`],
    bundle: 'Ahorra con el pack',
    bundleTotal: 'Precio total:',
    bundleCart: 'Añadir ambos a la cesta',
    sponsored: 'Patrocinado',
    results: (n) => `${n} resultados`,
    next: 'Siguiente',
    brandFacet: 'Marca',
    priceFacet: 'Precio',
    ratingFacet: 'Valoración',
    menu: ['Novedades', 'Cocina', 'Exterior', 'Hogar', 'Rebajas', 'Tarjetas regalo'],
    footer: ['Quiénes somos', 'Ayuda', 'Devoluciones', 'Empleo', 'Privacidad'],
    banner: (f) => `Envío gratis a partir de ${f}`,
    details: 'Diseñado en un pequeño estudio y probado durante una temporada.',
    sort: 'Ordenar por',
    noReviews: 'Aún sin opiniones',
  },
  it: {
    carousels: ['I clienti hanno visto anche', 'Completa il look', 'Spesso comprati insieme', 'Prodotti sponsorizzati'],
    recently: 'Visti di recente',
    cart: 'Aggiungi al carrello',
    shipping: (f) => pick([`Spedizione: ${f}`, `+ ${f} di spedizione`], shared),
    instalment: (n, f, p) => pick([`o ${n} × ${f}`, `o ${n} rate da ${f} con ${p}`], shared),
    was: ['', 'Prezzo precedente:', 'Invece di'],
    stars: (x) => `${x} su 5 stelle`,
    reviews: 'Recensioni',
    reviewSays: [(o) => `Più robusto del mio vecchio ${o}.`, (o) => `Sta bene con il mio ${o}.`],
    bundle: 'Risparmia con il set',
    bundleTotal: 'Prezzo totale:',
    bundleCart: 'Aggiungi entrambi al carrello',
    sponsored: 'Sponsorizzato',
    results: (n) => `${n} risultati`,
    next: 'Avanti',
    brandFacet: 'Marca',
    priceFacet: 'Prezzo',
    ratingFacet: 'Valutazione',
    menu: ['Novità', 'Cucina', 'Esterno', 'Casa', 'Saldi', 'Buoni regalo'],
    footer: ['Chi siamo', 'Assistenza', 'Resi', 'Lavora con noi', 'Privacy'],
    banner: (f) => `Spedizione gratuita da ${f}`,
    details: 'Disegnato in un piccolo studio e provato per una stagione.',
    sort: 'Ordina per',
    noReviews: 'Ancora nessuna recensione',
  },
  nl: {
    carousels: ['Klanten bekeken ook', 'Maak de look compleet', 'Vaak samen gekocht', 'Gesponsorde producten'],
    recently: 'Recent bekeken',
    cart: 'In winkelwagen',
    shipping: (f) => pick([`Verzendkosten: ${f}`, `+ ${f} verzending`], shared),
    instalment: (n, f, p) => pick([`of ${n} × ${f}`, `of betaal in ${n} delen van ${f} met ${p}`], shared),
    was: ['', 'Van', 'Oorspronkelijke prijs:'],
    stars: (x) => `${x} van 5 sterren`,
    reviews: 'Reviews',
    reviewSays: [(o) => `Steviger dan mijn oude ${o}.`, (o) => `Past mooi bij mijn ${o}.`],
    bundle: 'Samen voordeliger',
    bundleTotal: 'Totaalprijs:',
    bundleCart: 'Beide in winkelwagen',
    sponsored: 'Gesponsord',
    results: (n) => `${n} resultaten`,
    next: 'Volgende',
    brandFacet: 'Merk',
    priceFacet: 'Prijs',
    ratingFacet: 'Beoordeling',
    menu: ['Nieuw', 'Keuken', 'Buiten', 'Wonen', 'Uitverkoop', 'Cadeaukaarten'],
    footer: ['Over ons', 'Klantenservice', 'Retourneren', 'Vacatures', 'Privacy'],
    banner: (f) => `Gratis verzending vanaf ${f}`,
    details: 'Ontworpen in een kleine studio en een seizoen lang getest.',
    sort: 'Sorteer op',
    noReviews: 'Nog geen reviews',
  },
};

/** Which of two or three phrasings a page uses (drawn once per page, so a page is consistent). */
let phrasing = 0;
const shared = (): number => phrasing;

// ---------------------------------------------------------------- items and money

interface Item {
  name: string;
  maker: string;
  price: number;
  rating: number | null;
  reviews: number;
  /** A struck price above the selling price, or null. */
  list: number | null;
}

function makeItems(n: number, r: () => number, avoid: Set<string> = new Set()): Item[] {
  const out: Item[] = [];
  const names = new Set<string>(avoid);
  const prices = new Set<number>();
  while (out.length < n) {
    const name = `${pick(TRAITS, r)} ${pick(GOODS, r)}`.replace(/^./, (c) => c.toUpperCase());
    const price = round2(8 + r() * 190);
    if (names.has(name) || prices.has(price)) continue;
    names.add(name);
    prices.add(price);
    out.push({
      name,
      maker: pick(MAKERS, r),
      price,
      rating: Math.round((2.6 + r() * 2.3) * 10) / 10,
      reviews: 4 + Math.floor(r() * 2400),
      list: null,
    });
  }
  return out;
}

interface Money {
  /** As a careful model writes it: "$12.99", "£12.99", "12,99 €". */
  write: (n: number) => string;
  /** As the page shows it, in elements (split or whole). */
  show: (n: number, k: Classes, role: string) => string;
  rating: (x: number) => string;
}

function moneyFor(lang: Lang, r: () => number): Money {
  const euro = lang !== 'en';
  const sign = euro ? '€' : pick(['$', '£'], r);
  const split = r() < 0.55;
  const write = (n: number): string => (euro ? `${n.toFixed(2).replace('.', ',')} €` : `${sign}${n.toFixed(2)}`);
  const show = (n: number, k: Classes, role: string): string => {
    const [units, cents] = n.toFixed(2).split('.') as [string, string];
    if (!split) return `<span class="${k(role)}">${esc(write(n))}</span>`;
    return euro
      ? `<span class="${k(role)}"><span>${units}</span><span>,</span><sup class="${k('cents')}">${cents}</sup><span class="${k('sign')}"> €</span></span>`
      : `<span class="${k(role)}"><span class="${k('sign')}">${sign}</span><span>${units}</span><sup class="${k('cents')}">${cents}</sup></span>`;
  };
  return { write, show, rating: (x) => (euro ? String(x).replace('.', ',') : String(x)) };
}

// ---------------------------------------------------------------- class names

type Classes = (role: string) => string;

const UTILITY: Record<string, string[]> = {
  box: ['flex flex-col gap-4', 'grid gap-6 md:grid-cols-2', 'flex flex-col gap-3 p-4 md:p-6'],
  card: [
    'flex flex-col gap-1 rounded-lg p-3',
    'group relative flex flex-col gap-2',
    'flex flex-col gap-2 rounded-xl border p-4',
  ],
  title: ['text-sm font-medium line-clamp-2', 'text-base font-semibold leading-tight', 'text-lg font-semibold'],
  maker: [
    'text-xs uppercase tracking-wide text-gray-500',
    'text-sm text-neutral-600',
    'text-xs font-bold text-slate-700',
  ],
  price: ['text-lg font-bold', 'text-xl font-semibold text-gray-900', 'text-base font-bold tabular-nums'],
  struck: [
    'text-sm text-gray-400 line-through',
    'line-through text-neutral-500 ml-2',
    'text-xs line-through opacity-60',
  ],
  stars: ['flex items-center gap-0.5', 'inline-flex items-center gap-1 text-amber-500', 'flex gap-px'],
  count: ['text-xs text-gray-500', 'text-sm text-neutral-500 ml-1', 'text-xs opacity-70'],
  row: ['flex gap-4 overflow-x-auto snap-x', 'grid grid-flow-col auto-cols-[45%] gap-3', 'flex gap-2 overflow-hidden'],
  grid: ['grid grid-cols-2 gap-4 md:grid-cols-4', 'grid grid-cols-2 gap-x-3 gap-y-6 lg:grid-cols-3'],
  note: ['text-sm text-gray-600', 'text-xs text-neutral-500', 'text-sm'],
  badge: ['absolute left-2 top-2 rounded bg-black px-1 text-[10px] text-white', 'text-[11px] uppercase text-gray-500'],
  heading: ['text-xl font-semibold', 'text-2xl font-bold tracking-tight', 'text-lg font-medium'],
  bar: [
    'fixed inset-x-0 bottom-0 z-40 flex items-center justify-between bg-white p-3 shadow',
    'sticky bottom-0 flex gap-4 border-t bg-white px-4 py-2',
  ],
  sr: ['sr-only'],
  button: ['w-full rounded-full bg-black py-3 text-white', 'btn btn-primary flex-1'],
  menu: ['flex gap-6 text-sm', 'hidden md:flex items-center gap-4'],
  top: ['flex items-center justify-between px-6 py-4', 'sticky top-0 z-50 flex h-16 items-center border-b bg-white'],
  foot: [
    'mt-16 grid grid-cols-2 gap-8 border-t py-10 text-sm md:grid-cols-4',
    'mt-12 flex flex-wrap gap-6 bg-neutral-100 p-8',
  ],
  wrap: ['flex', 'relative', 'w-full', 'flex-1 min-w-0', 'contents', 'mx-auto max-w-7xl px-4'],
};

/** The page's class names: one per role, the same wherever the role recurs (a component's class). */
function classesFor(kind: 'utility' | 'emotion' | 'styled', r: () => number): { k: Classes; css: () => string } {
  const made = new Map<string, string>();
  const hash = (n: number): string => {
    let s = '';
    const abc =
      kind === 'emotion'
        ? 'abcdefghijklmnopqrstuvwxyz0123456789'
        : 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < n; i++) s += abc[Math.floor(r() * abc.length)];
    return s;
  };
  const rules: string[] = [];
  const k: Classes = (role) => {
    // Layout wrappers: a pool of eight per page, drawn from at each use.
    const key = role === 'wrap' ? `wrap${Math.floor(r() * 8)}` : role;
    const known = made.get(key);
    if (known !== undefined) return known;
    let cls: string;
    if (kind === 'utility') cls = pick(UTILITY[role] ?? UTILITY['wrap']!, r);
    else {
      const h = kind === 'emotion' ? `css-${hash(6)}` : `sc-${hash(6)} ${hash(6)}`;
      cls = role === 'sr' ? `${h.split(' ')[0]} visually-hidden` : h;
      const selector = `.${h.split(' ').pop()}`;
      if (role === 'struck') rules.push(`${selector}{text-decoration:line-through;color:#8a8a8a;font-size:.875rem}`);
      else if (role === 'bar') rules.push(`${selector}{position:fixed;bottom:0;left:0;right:0;z-index:40}`);
      else if (role === 'grid') rules.push(`${selector}{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}`);
      else rules.push(`${selector}{display:flex;gap:${Math.floor(r() * 5) * 4}px}`);
    }
    made.set(key, cls);
    return cls;
  };
  return { k, css: () => rules.join('') };
}

/** Wraps html in 0–3 divs of layout classes (a framework's component nesting). */
function nest(html: string, k: Classes, r: () => number, max = 3): string {
  if (!html) return html;
  let out = html;
  const depth = Math.floor(r() * (max + 1));
  for (let i = 0; i < depth; i++) out = `<div class="${k('wrap')}">${out}</div>`;
  return out;
}

function starsHtml(item: Item, money: Money, words: Words, k: Classes, r: () => number, showFigure: boolean): string {
  if (item.rating === null) return `<div class="${k('count')}">${esc(words.noReviews)}</div>`;
  const icons = Array.from(
    { length: 5 },
    () =>
      `<svg aria-hidden="true" viewBox="0 0 20 20" class="${k('icon')}"><path d="M10 1l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z"/></svg>`,
  ).join('');
  const figure = showFigure ? `<span class="${k('count')}">${money.rating(item.rating)}</span>` : '';
  const holder = r() < 0.5 ? 'div' : 'span';
  return `<div class="${k('stars')}"><${holder} role="img" aria-label="${esc(words.stars(money.rating(item.rating)))}" class="${k('wrap')}">${icons}</${holder}>${figure}<span class="${k('count')}">(${item.reviews})</span></div>`;
}

function priceHtml(item: Item, money: Money, words: Words, k: Classes, r: () => number): string {
  const now = money.show(item.price, k, 'price');
  if (item.list === null) return `<div class="${k('wrap')}">${now}</div>`;
  const wasLabel = pick(words.was, r);
  const label = wasLabel ? `<span class="${k('sr')}">${esc(wasLabel)} </span>` : '';
  const struck =
    r() < 0.3
      ? `<s class="${k('struck')}">${label}${esc(money.write(item.list))}</s>`
      : `<span class="${k('struck')}">${label}${esc(money.write(item.list))}</span>`;
  return r() < 0.5
    ? `<div class="${k('wrap')}">${now}${struck}</div>`
    : `<div class="${k('wrap')}">${struck}${now}</div>`;
}

/** One card of the shared card component (buy box, carousel, grid, recently viewed). */
function cardHtml(
  item: Item,
  money: Money,
  words: Words,
  k: Classes,
  r: () => number,
  opts: { href: string; titleTag: string; extra?: string; badge?: string; showFigure: boolean },
): string {
  const title =
    opts.titleTag === 'a'
      ? `<a href="${opts.href}" class="${k('title')}">${esc(item.name)}</a>`
      : opts.titleTag === 'h1-role'
        ? `<div role="heading" aria-level="1" class="${k('title')}">${esc(item.name)}</div>`
        : `<${opts.titleTag} class="${k('title')}">${opts.titleTag === 'h1' ? '' : `<a href="${opts.href}">`}${esc(item.name)}${opts.titleTag === 'h1' ? '' : '</a>'}</${opts.titleTag}>`;
  const maker = `<div class="${k('maker')}">${r() < 0.4 ? `<a href="/b/${item.maker.toLowerCase().replace(/\W+/g, '-')}">${esc(item.maker)}</a>` : esc(item.maker)}</div>`;
  const image = `<a href="${opts.href}" tabindex="-1" class="${k('wrap')}"><img src="/_next/image?url=%2Fp%2F${Math.floor(r() * 1e6)}.webp&amp;w=640" alt="" loading="lazy"></a>`;
  const badge = opts.badge ? `<span class="${k('badge')}">${esc(opts.badge)}</span>` : '';
  const parts = [
    badge + image,
    nest(maker, k, r, 1),
    nest(title, k, r, 2),
    nest(starsHtml(item, money, words, k, r, opts.showFigure), k, r, 1),
    nest(priceHtml(item, money, words, k, r), k, r, 2),
    opts.extra ?? '',
  ];
  return `<div class="${k('card')}">${parts.join('')}</div>`;
}

function chrome(
  shop: string,
  words: Words,
  money: Money,
  k: Classes,
  r: () => number,
  semantic: boolean,
): { top: string; foot: string } {
  const links = words.menu.map((m, i) => `<a href="/c/${i}" class="${k('wrap')}">${esc(m)}</a>`).join('');
  const banner =
    r() < 0.5 ? `<div class="${k('note')}">${esc(words.banner(money.write(pick([35, 49, 50, 60], r))))}</div>` : '';
  const menu = semantic ? `<nav class="${k('menu')}">${links}</nav>` : `<div class="${k('menu')}">${links}</div>`;
  const logo = `<a href="/" class="${k('heading')}"><span class="${k('sr')}">${esc(shop)}</span><svg aria-hidden="true" viewBox="0 0 80 20"><path d="M0 0h80v20H0z"/></svg></a>`;
  const topInner = `${banner}<div class="${k('top')}">${logo}${menu}<a href="/cart" aria-label="Cart, 0 items">0</a></div>`;
  const top = semantic ? `<header>${topInner}</header>` : `<div class="${k('wrap')}">${topInner}</div>`;
  const footInner = `<div class="${k('foot')}">${words.footer.map((f, i) => `<a href="/i/${i}">${esc(f)}</a>`).join('')}<div class="${k('note')}">© 2026 ${esc(shop)}</div></div>`;
  const foot = semantic ? `<footer>${footInner}</footer>` : `<div class="${k('wrap')}">${footInner}</div>`;
  return { top, foot };
}

function headOf(title: string, css: string, classes: string, og: string | null): string {
  const style =
    classes === 'utility'
      ? `<link rel="stylesheet" href="/_next/static/css/${title.length.toString(16)}a9f.css">`
      : `<style data-emotion="css">${css}</style>`;
  return `<head><meta charset="utf-8"><title>${esc(title)}</title>${og ? `<meta property="og:title" content="${esc(og)}">` : ''}${style}</head>`;
}

function rootId(r: () => number): string {
  return pick(['<div id="__next">', '<div id="root">', '<div id="app" data-v-app="">', '<div id="___gatsby">'], r);
}

// ---------------------------------------------------------------- product pages

const ITEM_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    brand: { type: 'string' },
    price: { type: 'string' },
    rating: { type: 'number' },
  },
};

function productPage(
  seed: number,
  r: () => number,
  lang: Lang,
  classKind: FrameworkPage['style']['classes'],
): FrameworkPage {
  const words = WORDS[lang];
  const money = moneyFor(lang, r);
  const { k, css } = classesFor(classKind, r);
  const semantic = r() < 0.4;
  const shop = pick(SHOPS, r);
  const [main, mate, ...others] = makeItems(7, r) as [Item, Item, ...Item[]];
  main.rating = main.rating ?? 4.2;
  if (r() < 0.5) main.list = round2(main.price * (1.15 + r() * 0.45));
  // Carousel items: their own makers mostly; "Complete the look" from the same maker at times.
  const carouselKind = Math.floor(r() * 4);
  const shown = others.slice(0, 3 + Math.floor(r() * 3));
  for (const it of shown) {
    if (carouselKind === 1 && r() < 0.5) it.maker = main.maker;
    if (r() < 0.3) it.list = round2(it.price * (1.1 + r() * 0.3));
    if (r() < 0.1) it.rating = null;
  }
  const shipping = r() < 0.6 ? round2(2.95 + Math.floor(r() * 6)) : null;
  const parts = r() < 0.5 ? pick([3, 4, 6, 10], r) : null;
  const instalment = parts !== null ? round2(main.price / parts) : null;
  const bundle = r() < 0.6 ? round2((main.price + mate.price) * (0.85 + r() * 0.1)) : null;
  const sticky = r() < 0.6;
  const reviewsShown = r() < 0.7;
  const hydration = r() < 0.7 ? (r() < 0.3 ? 'stale' : 'fresh') : 'none';
  const ariaOnlyHeading = r() < 0.35;
  const showFigure = r() < 0.35;
  const provider = pick(PAY_LATER, r);

  // The buy box: the same card component, with the item's own lines added.
  const lines = [
    instalment !== null && parts !== null
      ? `<div class="${k('note')}">${esc(words.instalment(parts, money.write(instalment), provider))}</div>`
      : '',
    shipping !== null ? `<div class="${k('note')}">${esc(words.shipping(money.write(shipping)))}</div>` : '',
    `<button type="button" class="${k('button')}">${esc(words.cart)}</button>`,
  ].join('');
  const titleTag = pick(['h1', 'h1', 'h1', 'h1-role', 'div'], r);
  const buyBox = cardHtml(main, money, words, k, r, {
    href: '#',
    titleTag: titleTag === 'div' ? 'a' : titleTag,
    extra: nest(lines, k, r, 2),
    showFigure,
  });
  const gallery = `<div class="${k('wrap')}">${[0, 1, 2].map((i) => `<img src="/_next/image?url=%2Fg%2F${seed}-${i}.webp&amp;w=1080" alt="${esc(main.name)} – ${i + 1}">`).join('')}</div>`;
  const crumbs =
    r() < 0.6
      ? `<div class="${k('note')}"><a href="/">${esc(shop)}</a><span aria-hidden="true"> / </span><a href="/c/1">${esc(words.menu[1] ?? '')}</a><span aria-hidden="true"> / </span><span>${esc(main.name)}</span></div>`
      : '';
  const details = `<div class="${k('note')}"><p>${esc(words.details)}</p></div>`;

  // The bundle offer: the main item and its mate in card markup, then a total.
  const bundleHtml =
    bundle !== null
      ? `<div class="${k('box')}"><div class="${k('heading')}">${esc(r() < 0.5 ? words.bundle : (words.carousels[2] ?? ''))}</div><div class="${k('row')}">${cardHtml(
          { ...main, list: null },
          money,
          words,
          k,
          r,
          { href: '#', titleTag: 'div', showFigure },
        )}<span aria-hidden="true">+</span>${cardHtml(mate, money, words, k, r, {
          href: `/p/${seed}-m`,
          titleTag: 'div',
          showFigure,
        })}</div><div class="${k('note')}">${esc(words.bundleTotal)} ${money.show(bundle, k, 'price')}</div><button type="button" class="${k('button')}">${esc(words.bundleCart)}</button></div>`
      : '';

  // The carousel of other items, in the buy box's card markup.
  const heading = words.carousels[carouselKind] ?? '';
  const cards = shown
    .map((it, i) =>
      cardHtml(it, money, words, k, r, {
        href: `/p/${seed}-${i}`,
        titleTag: pick(['a', 'h3', 'div'], r),
        badge: carouselKind === 3 ? words.sponsored : undefined,
        showFigure,
      }),
    )
    .join('');
  const headingTag = pick(['h2', 'div', 'p'], r);
  const carousel = ariaOnlyHeading
    ? `<div role="region" aria-roledescription="carousel" aria-label="${esc(heading)}" class="${k('box')}"><div class="${k('row')}">${cards}</div><button aria-label="›" class="${k('wrap')}">›</button></div>`
    : `<div class="${k('box')}"><${headingTag} class="${k('heading')}">${esc(heading)}</${headingTag}><div class="${k('row')}">${cards}</div></div>`;

  // Reviews quoting other products and makers; each review has its own stars.
  const quoted = pick(shown, r);
  const reviewStars = 1 + Math.floor(r() * 5);
  const reviewMaker = pick(
    MAKERS.filter((m) => m !== main.maker),
    r,
  );
  const reviews = reviewsShown
    ? `<div class="${k('box')}"><div class="${k('heading')}">${esc(words.reviews)} (${main.reviews})</div>${[
        { stars: reviewStars, text: pick(words.reviewSays, r)(quoted.name.toLowerCase()) },
        { stars: Math.min(5, reviewStars + 1), text: pick(words.reviewSays, r)(`${reviewMaker} ${pick(GOODS, r)}`) },
      ]
        .map(
          (rv, i) =>
            `<div class="${k('card')}"><div class="${k('stars')}"><span role="img" aria-label="${esc(words.stars(String(rv.stars)))}"></span></div><div class="${k('maker')}">${pick(['Alex', 'Rin', 'Jo', 'Sam', 'Mika'], r)} · ${i + 2} days ago</div><p class="${k('note')}">${esc(rv.text)}</p></div>`,
        )
        .join('')}</div>`
    : '';

  const stickyBar = sticky
    ? `<div class="${k('bar')}"><div class="${k('wrap')}"><span class="${k('title')}">${esc(main.name)}</span>${money.show(main.price, k, 'price')}</div><button type="button" class="${k('button')}">${esc(words.cart)}</button></div>`
    : '';

  const stalePrice = round2(main.list ?? main.price * 1.12);
  const dataPrice = hydration === 'stale' ? stalePrice : main.price;
  const data =
    hydration === 'none'
      ? ''
      : `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
          props: {
            pageProps: {
              product: {
                id: `p${seed}`,
                title: main.name,
                vendor: main.maker,
                price: { amount: dataPrice.toFixed(2), currencyCode: lang === 'en' ? 'USD' : 'EUR' },
                reviews: { average: main.rating, count: main.reviews },
              },
              recommendations: shown.map((it) => ({ title: it.name, vendor: it.maker, price: it.price.toFixed(2) })),
            },
          },
          page: '/p/[slug]',
          buildId: `b${seed}x`,
        }).replace(/</g, '\\u003c')}</script>`;

  const { top, foot } = chrome(shop, words, money, k, r, semantic);
  const layout = `<div class="${k('box')}">${nest(gallery, k, r, 2)}${nest(buyBox, k, r, 3)}</div>`;
  const sections = [details, bundleHtml, carousel, reviews];
  // The carousel sometimes before the bundle and details (right under the buy box).
  if (r() < 0.3) sections.unshift(sections.splice(2, 1)[0] ?? '');
  const body = `${rootId(r)}${top}${semantic ? '<main>' : `<div class="${k('wrap')}">`}${crumbs}${layout}${sections.map((s) => nest(s, k, r, 2)).join('')}${semantic ? '</main>' : '</div>'}${stickyBar}${foot}</div>${data}`;
  const docTitle = r() < 0.8 ? `${main.name} | ${shop}` : `${shop} – ${words.menu[1] ?? ''}`;
  const html = `<!doctype html><html lang="${lang}">${headOf(docTitle, css(), classKind, r() < 0.5 ? main.name : null)}<body>${body}</body></html>`;

  // The careful answer, then the careless one: each field true or borrowed.
  const truth = { name: main.name, brand: main.maker, price: money.write(main.price), rating: main.rating };
  const { answer, leaves, put } = carelessAnswer(truth, r);
  const other = pick(shown, r);
  put(
    'name',
    [
      [other.name, `carousel item’s name (${heading})`],
      [bundle !== null ? mate.name : null, 'bundle mate’s name'],
    ],
    0.3,
  );
  put(
    'brand',
    [
      [other.maker, `carousel item’s maker (${heading})`],
      [bundle !== null ? mate.maker : null, 'bundle mate’s maker'],
      [reviewsShown ? reviewMaker : null, 'a maker a review names'],
    ],
    0.35,
  );
  put(
    'price',
    [
      [money.write(other.price), `carousel item’s price (${heading})`],
      [bundle !== null ? money.write(bundle) : null, 'bundle price as price'],
      [bundle !== null ? money.write(mate.price) : null, 'bundle mate’s price'],
      [instalment !== null ? money.write(instalment) : null, 'instalment as price'],
      [shipping !== null ? money.write(shipping) : null, 'shipping as price'],
      [main.list !== null ? money.write(main.list) : null, 'list price as price'],
    ],
    0.65,
  );
  put(
    'rating',
    [
      [other.rating, `carousel item’s rating (${heading})`],
      [main.reviews, 'review count as rating'],
      [reviewsShown ? reviewStars : null, 'one review’s stars as rating'],
    ],
    0.45,
  );
  return {
    seed,
    kind: 'product',
    url: `https://${shop.toLowerCase().replace(/\W+/g, '')}${seed}.example/p/${main.name.toLowerCase().replace(/\W+/g, '-')}`,
    html,
    prompt: 'The product on this page: its name, brand, price and rating',
    schema: ITEM_SCHEMA,
    answer,
    leaves,
    truth,
    style: { classes: classKind, semantic, lang },
  };
}

// ---------------------------------------------------------------- category pages

const LIST_SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          maker: { type: 'string' },
          price: { type: 'string' },
          rating: { type: 'number' },
        },
      },
    },
  },
};

function listPage(
  seed: number,
  r: () => number,
  lang: Lang,
  classKind: FrameworkPage['style']['classes'],
): FrameworkPage {
  const words = WORDS[lang];
  const money = moneyFor(lang, r);
  const { k, css } = classesFor(classKind, r);
  const semantic = r() < 0.4;
  const shop = pick(SHOPS, r);
  const n = 8 + Math.floor(r() * 10);
  const items = makeItems(n + 4, r);
  const cards = items.slice(0, n);
  const recent = items.slice(n);
  for (const it of items) {
    if (r() < 0.25) it.list = round2(it.price * (1.1 + r() * 0.4));
    if (r() < 0.1) it.rating = null;
  }
  const promoted = new Set<number>(r() < 0.6 ? [0, ...(r() < 0.4 ? [Math.min(n - 1, 5)] : [])] : []);
  const showFigure = r() < 0.3;
  const ariaOnlyHeading = r() < 0.35;
  const total = n * (3 + Math.floor(r() * 6)) + Math.floor(r() * 7);
  const grid = `<div class="${k('grid')}">${cards
    .map((it, i) =>
      cardHtml(it, money, words, k, r, {
        href: `/p/${seed}-${i}`,
        titleTag: pick(['a', 'h3', 'h2'], r),
        badge: promoted.has(i) ? words.sponsored : undefined,
        showFigure,
      }),
    )
    .join('')}</div>`;
  const makers = [...new Set(items.map((it) => it.maker))];
  const facets = `<div class="${k('box')}"><div class="${k('heading')}">${esc(words.brandFacet)}</div>${makers
    .map(
      (m) =>
        `<label class="${k('wrap')}"><input type="checkbox"><span>${esc(m)}</span><span class="${k('count')}">(${1 + Math.floor(r() * 30)})</span></label>`,
    )
    .join('')}<div class="${k('heading')}">${esc(words.priceFacet)}</div>${[
    [0, 25],
    [25, 50],
    [50, 100],
    [100, 200],
  ]
    .map(
      ([a, b]) =>
        `<label class="${k('wrap')}"><input type="checkbox"><span>${esc(money.write(a ?? 0))} – ${esc(money.write(b ?? 0))}</span><span class="${k('count')}">(${1 + Math.floor(r() * 40)})</span></label>`,
    )
    .join('')}<div class="${k('heading')}">${esc(words.ratingFacet)}</div>${[4, 3]
    .map(
      (s) =>
        `<label class="${k('wrap')}"><input type="checkbox"><span role="img" aria-label="${esc(words.stars(String(s)))}"></span><span>&amp; up</span><span class="${k('count')}">(${1 + Math.floor(r() * 60)})</span></label>`,
    )
    .join('')}</div>`;
  const pages = `<div class="${k('menu')}">${[1, 2, 3]
    .map((p) => `<a href="?page=${p}" ${p === 1 ? 'aria-current="page"' : ''} class="${k('wrap')}">${p}</a>`)
    .join(
      '',
    )}<span>…</span><a href="?page=${Math.ceil(total / n)}">${Math.ceil(total / n)}</a><a href="?page=2" rel="next">${esc(words.next)}</a></div>`;
  const recentCards = recent
    .map((it, i) => cardHtml(it, money, words, k, r, { href: `/p/${seed}-r${i}`, titleTag: 'a', showFigure }))
    .join('');
  const recentRow = ariaOnlyHeading
    ? `<div role="region" aria-label="${esc(words.recently)}" class="${k('box')}"><div class="${k('row')}">${recentCards}</div></div>`
    : `<div class="${k('box')}"><div class="${k('heading')}">${esc(words.recently)}</div><div class="${k('row')}">${recentCards}</div></div>`;
  const category = words.menu[1 + Math.floor(r() * 3)] ?? '';
  const headline = `<div class="${k('wrap')}">${r() < 0.6 ? `<h1 class="${k('heading')}">${esc(category)}</h1>` : `<div class="${k('heading')}">${esc(category)}</div>`}<span class="${k('count')}">${esc(words.results(total))}</span><label class="${k('wrap')}">${esc(words.sort)} <select><option>Relevance</option><option>Price</option></select></label></div>`;
  const data =
    r() < 0.6
      ? `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
          props: {
            pageProps: {
              category,
              hits: cards.map((it) => ({ title: it.name, vendor: it.maker, price: it.price, rating: it.rating })),
              total,
            },
          },
          page: '/c/[slug]',
        }).replace(/</g, '\\u003c')}</script>`
      : '';
  const { top, foot } = chrome(shop, words, money, k, r, semantic);
  const content = `<div class="${k('box')}">${nest(facets, k, r, 2)}<div class="${k('wrap')}">${headline}${nest(grid, k, r, 2)}${pages}</div></div>`;
  const body = `${rootId(r)}${top}${semantic ? '<main>' : `<div class="${k('wrap')}">`}${content}${nest(recentRow, k, r, 2)}${semantic ? '</main>' : '</div>'}${foot}</div>${data}`;
  const html = `<!doctype html><html lang="${lang}">${headOf(`${category} | ${shop}`, css(), classKind, null)}<body>${body}</body></html>`;

  const record = (it: Item): Record<string, unknown> => ({
    name: it.name,
    maker: it.maker,
    price: money.write(it.price),
    ...(it.rating !== null ? { rating: it.rating } : {}),
  });
  const truth = { products: cards.map(record) };
  const leaves: RoleLeaf[] = [];
  const records = cards.map((card, i) => {
    const rec = record(card);
    const kinds: Record<string, [LeafKind, string]> = {};
    for (const key of Object.keys(rec)) kinds[key] = ['true', ''];
    const neighbour = cards[i + 1] ?? cards[i - 1];
    const roll = r();
    if (neighbour && roll < 0.12) {
      rec['price'] = money.write(neighbour.price);
      kinds['price'] = ['role', 'neighbour price'];
    } else if (neighbour && roll < 0.22 && neighbour.rating !== null && neighbour.rating !== card.rating) {
      rec['rating'] = neighbour.rating;
      kinds['rating'] = ['role', card.rating === null ? 'neighbour rating on a card with none' : 'neighbour rating'];
    } else if (neighbour && roll < 0.3 && neighbour.maker !== card.maker) {
      rec['maker'] = neighbour.maker;
      kinds['maker'] = ['role', 'neighbour maker'];
    } else if (roll < 0.36 && card.list !== null) {
      rec['price'] = money.write(card.list);
      kinds['price'] = ['role', 'card’s list price as price'];
    } else if (roll < 0.4 && card.rating !== null) {
      rec['rating'] = card.reviews;
      kinds['rating'] = ['role', 'review count as rating'];
    }
    for (const [field, [kind, note]] of Object.entries(kinds))
      leaves.push({ pointer: `/products/${i}/${field}`, kind, note });
    return rec;
  });
  if (r() < 0.5) {
    const it = pick(recent, r);
    const i = records.length;
    const rec = record(it);
    records.push(rec);
    for (const field of Object.keys(rec))
      leaves.push({ pointer: `/products/${i}/${field}`, kind: 'role', note: `“${words.recently}” item as a record` });
  }
  return {
    seed,
    kind: 'list',
    url: `https://${shop.toLowerCase().replace(/\W+/g, '')}${seed}.example/c/${category.toLowerCase().replace(/\W+/g, '-')}`,
    html,
    prompt: 'Every product on this page with its name, maker, price and rating',
    schema: LIST_SCHEMA,
    answer: { products: records },
    leaves,
    truth,
    style: { classes: classKind, semantic, lang },
  };
}

/** The framework-layout page of one seed (bench:grounding's "framework layouts" rows). */
export function frameworkRolePage(seed: number): FrameworkPage {
  const r = stream(seed);
  phrasing = r();
  const lang = pick(LANGS, r);
  const classKind = pick(['utility', 'utility', 'emotion', 'styled'] as const, r);
  return r() < 0.6 ? productPage(seed, r, lang, classKind) : listPage(seed, r, lang, classKind);
}
