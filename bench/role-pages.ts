/**
 * Generated pages for bench:grounding's role-error rows: product pages and category pages in
 * made-up words, seeded, in several layouts, each with a block of other items ("Customers also
 * bought", "Recently viewed"…), labelled figures (list price, shipping, review counts) and
 * neighbouring cards. For each page: the true values a careful model answers, the values a
 * careless one borrows from elsewhere on the same page (role errors), and a few invented ones.
 *
 * Split, fixed: seeds 0–49 were used while developing grounding in role; seeds 50 and up are
 * held out (never looked at while developing) and are what docs/benchmarks.md reports. The
 * shop-idiom layouts also have seeds 250–749 as dev (SHOP_IDIOM_DEV_RANGE, sixth pass).
 */

export const DEV_SEEDS = 50;

/**
 * Fresh dev seeds of the shop-idiom layouts, [from, to): opened in the sixth pass (2026-11-27)
 * to find why held-out rating role errors went unflagged without looking at held-out seeds.
 * Outside every range used before; never counted as held out, whatever `--seeds` says.
 */
export const SHOP_IDIOM_DEV_RANGE = [250, 750] as const;

export type LeafKind = 'true' | 'role' | 'invented';

export interface RoleLeaf {
  /** JSON Pointer of the leaf in `answer`. */
  pointer: string;
  kind: LeafKind;
  /** What the role error took (for --misses): "related price", "neighbour maker"… */
  note: string;
}

export interface RolePage {
  seed: number;
  kind: 'product' | 'list';
  url: string;
  html: string;
  prompt: string;
  schema: Record<string, unknown>;
  answer: Record<string, unknown>;
  leaves: RoleLeaf[];
}

function random(seed: number): () => number {
  let h = (seed + 1) * 2654435761;
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

const NOUNS = [
  'kettle',
  'desk lamp',
  'daypack',
  'rain shell',
  'stool',
  'blender',
  'tent',
  'earphones',
  'sketchbook',
  'flask',
  'chopping board',
  'throw',
  'teapot',
  'planter',
  'toolbox',
  'bike light',
  'wall clock',
  'doormat',
];
const ADJECTIVES = [
  'compact',
  'foldable',
  'cordless',
  'insulated',
  'oiled oak',
  'bamboo',
  'brushed steel',
  'felted wool',
  'waxed canvas',
  'speckled',
  'two-tone',
  'quilted',
  'low-profile',
  'stackable',
];
const MAKERS = [
  'Harrowgate',
  'Pellucid Works',
  'Northbank',
  'Quillby',
  'Tamsin and Vale',
  'Orrin Supply',
  'Lowmoor',
  'Brackwater',
  'Ferncastle',
  'Idlewick',
  'Copperleaf',
  'Saltmarsh Co',
  'Ambergate',
  'Wrenfield',
];
const OTHER_HEADINGS = [
  'Customers also bought',
  'You may also like',
  'Related products',
  'Recently viewed',
  'Frequently bought together',
  'More from this shop',
  'Similar items',
  'People also viewed',
];
const CURRENCIES = [
  { write: (n: number) => `$${n.toFixed(2)}` },
  { write: (n: number) => `£${n.toFixed(2)}` },
  { write: (n: number) => `${n.toFixed(2).replace('.', ',')} €` },
];

interface Item {
  name: string;
  maker: string;
  price: number;
  rating: number;
  reviews: number;
}

function pick<T>(items: readonly T[], r: () => number): T {
  return items[Math.floor(r() * items.length)] as T;
}

function makeItems(n: number, r: () => number): Item[] {
  const out: Item[] = [];
  const names = new Set<string>();
  const prices = new Set<number>();
  while (out.length < n) {
    const name = `${pick(ADJECTIVES, r)} ${pick(NOUNS, r)}`.replace(/^./, (c) => c.toUpperCase());
    const price = Math.round((5 + r() * 240) * 100) / 100;
    if (names.has(name) || prices.has(price)) continue;
    names.add(name);
    prices.add(price);
    const rating = Math.round((2.5 + r() * 2.4) * 10) / 10;
    out.push({ name, maker: pick(MAKERS, r), price, rating, reviews: 3 + Math.floor(r() * 900) });
  }
  return out;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** A block of other items under one of several headings, in one of several markups. */
function otherBlock(items: Item[], r: () => number, money: (n: number) => string): { html: string; heading: string } {
  const heading = pick(OTHER_HEADINGS, r);
  const title = pick(
    [
      `<h2>${heading}</h2>`,
      `<h3>${heading}</h3>`,
      `<p><strong>${heading}</strong></p>`,
      `<div class="strip-title">${heading}</div>`,
    ],
    r,
  );
  const cards = items
    .map(
      (it, k) =>
        `<li><a href="/item/x${k}"><h4>${escape(it.name)}</h4></a><p>by ${escape(it.maker)}</p><span>${money(it.price)}</span> <span>${it.rating} out of 5</span></li>`,
    )
    .join('');
  return { html: `<section class="strip">${title}<ul>${cards}</ul></section>`, heading };
}

function productPage(seed: number, r: () => number): RolePage {
  const [main, ...others] = makeItems(5, r) as [Item, ...Item[]];
  const money = pick(CURRENCIES, r).write;
  const listPrice = r() < 0.6 ? Math.round(main.price * (1.15 + r() * 0.4) * 100) / 100 : null;
  const shipping = r() < 0.6 ? Math.round((2 + r() * 12) * 100) / 100 : null;
  const makerLine = pick(
    [
      `<p>by ${escape(main.maker)}</p>`,
      `<p>Brand: ${escape(main.maker)}</p>`,
      `<table><tr><th>Maker</th><td>${escape(main.maker)}</td></tr></table>`,
    ],
    r,
  );
  const ratingLine = pick(
    [
      `<p>${main.rating} out of 5 stars (${main.reviews} reviews)</p>`,
      `<p>Rated ${main.rating} · ${main.reviews} ratings</p>`,
    ],
    r,
  );
  const priceLines = [
    `<p class="now">${money(main.price)}</p>`,
    listPrice !== null ? `<p>${pick(['List price', 'Was', 'RRP'], r)}: ${money(listPrice)}</p>` : '',
    shipping !== null ? `<p>Shipping: ${money(shipping)}</p>` : '',
  ].join('');
  const block = otherBlock(others, r, money);
  const details = `<h2>Details</h2><p>The ${escape(main.name.toLowerCase())} is made in small batches and checked by hand before it ships.</p>`;
  const blockFirst = r() < 0.3;
  const html = `<!doctype html><html><head><title>${escape(main.name)}</title></head><body><header><a href="/">Shop</a></header><main><h1>${escape(main.name)}</h1>${makerLine}${priceLines}${ratingLine}${blockFirst ? block.html + details : details + block.html}</main><footer>Returns · Contact</footer></body></html>`;
  const answer: Record<string, unknown> = {};
  const leaves: RoleLeaf[] = [];
  const put = (key: string, value: unknown, kind: LeafKind, note: string): void => {
    const k = key in answer ? `${key}_${Object.keys(answer).length}` : key;
    answer[k] = value;
    leaves.push({ pointer: `/${k}`, kind, note });
  };
  // The fields a user asks for; each answer holds true, borrowed or invented values.
  const other = pick(others, r);
  const roll = r();
  put('name', roll < 0.25 ? other.name : main.name, roll < 0.25 ? 'role' : 'true', 'related name');
  const roll2 = r();
  put(
    'brand',
    roll2 < 0.25 && other.maker !== main.maker ? other.maker : main.maker,
    roll2 < 0.25 && other.maker !== main.maker ? 'role' : 'true',
    'related maker',
  );
  const priceChoices: Array<[string | number, LeafKind, string]> = [[money(main.price), 'true', '']];
  priceChoices.push([money(other.price), 'role', 'related price']);
  if (listPrice !== null) priceChoices.push([money(listPrice), 'role', 'list price as price']);
  if (shipping !== null) priceChoices.push([money(shipping), 'role', 'shipping as price']);
  if (!/[,]/.test(money(1)))
    priceChoices.push([money(main.reviews).replace(/\.00$/, ''), 'role', 'review count as price']);
  priceChoices.push([money(Math.round(main.price * 1.07 * 100) / 100), 'invented', 'price changed']);
  const [price, priceKind, priceNote] = r() < 0.4 ? priceChoices[0]! : pick(priceChoices, r);
  put('price', price, priceKind, priceNote);
  const roll3 = r();
  put(
    'rating',
    roll3 < 0.3 && other.rating !== main.rating ? other.rating : main.rating,
    roll3 < 0.3 && other.rating !== main.rating ? 'role' : 'true',
    'related rating',
  );
  if (listPrice !== null) put('list_price', money(listPrice), 'true', '');
  if (shipping !== null) put('shipping', money(shipping), 'true', '');
  return {
    seed,
    kind: 'product',
    url: `https://shop${seed}.example/item/main`,
    html,
    prompt: 'The product on this page: name, brand, price, rating, list price and shipping',
    schema: {
      type: 'object',
      properties: Object.fromEntries(
        Object.keys(answer).map((k) => [k, { type: k.startsWith('rating') ? 'number' : 'string' }]),
      ),
    },
    answer,
    leaves,
  };
}

/**
 * A list page's answer: each card's true record, one in about three with a role error (a
 * neighbouring card's price, rating or maker, or a price from the other block) and, when
 * `invent`, one in twenty with a price made up. One draw of `r` a card, as each family's seeds
 * were first generated.
 */
function listAnswer(
  cards: Item[],
  others: Item[],
  r: () => number,
  money: (n: number) => string,
  invent: boolean,
): { records: Record<string, unknown>[]; leaves: RoleLeaf[] } {
  const leaves: RoleLeaf[] = [];
  const records = cards.map((card, i) => {
    const rec: Record<string, unknown> = {
      name: card.name,
      maker: card.maker,
      price: money(card.price),
      rating: card.rating,
    };
    const kinds: Record<string, [LeafKind, string]> = {
      name: ['true', ''],
      maker: ['true', ''],
      price: ['true', ''],
      rating: ['true', ''],
    };
    const neighbour = cards[i + 1] ?? cards[i - 1];
    const roll = r();
    if (neighbour && roll < 0.15) {
      rec['price'] = money(neighbour.price);
      kinds['price'] = ['role', 'neighbour price'];
    } else if (neighbour && roll < 0.25 && neighbour.rating !== card.rating) {
      rec['rating'] = neighbour.rating;
      kinds['rating'] = ['role', 'neighbour rating'];
    } else if (neighbour && roll < 0.32 && neighbour.maker !== card.maker) {
      rec['maker'] = neighbour.maker;
      kinds['maker'] = ['role', 'neighbour maker'];
    } else if (roll < 0.4) {
      rec['price'] = money(pick(others, r).price);
      kinds['price'] = ['role', 'related price'];
    } else if (invent && roll < 0.45) {
      rec['price'] = money(Math.round(card.price * 1.11 * 100) / 100);
      kinds['price'] = ['invented', 'price changed'];
    }
    for (const [field, [kind, note]] of Object.entries(kinds))
      leaves.push({ pointer: `/products/${i}/${field}`, kind, note });
    return rec;
  });
  return { records, leaves };
}

function listPage(seed: number, r: () => number): RolePage {
  const n = 6 + Math.floor(r() * 9);
  const all = makeItems(n + 4, r);
  const cards = all.slice(0, n);
  const others = all.slice(n);
  const money = pick(CURRENCIES, r).write;
  const layout = Math.floor(r() * 3);
  const cardHtml = (it: Item, k: number): string => {
    if (layout === 0)
      return `<li><a href="/p/${k}">${escape(it.name)}</a> <span>${escape(it.maker)}</span> <span>${money(it.price)}</span> <span>${it.rating} stars</span></li>`;
    if (layout === 1)
      return `<div class="card"><img src="/img/${k}.jpg" alt=""><h3><a href="/p/${k}">${escape(it.name)}</a></h3><p>${escape(it.maker)}</p><p>${money(it.price)}</p><p>${it.rating} out of 5 (${it.reviews} reviews)</p></div>`;
    return `<tr><td><a href="/p/${k}">${escape(it.name)}</a></td><td>${escape(it.maker)}</td><td>${money(it.price)}</td><td>${it.rating}/5</td></tr>`;
  };
  const grid =
    layout === 0
      ? `<ul>${cards.map(cardHtml).join('')}</ul>`
      : layout === 1
        ? `<div class="grid">${cards.map(cardHtml).join('')}</div>`
        : `<table><tr><th>Item</th><th>Maker</th><th>Price</th><th>Rating</th></tr>${cards.map(cardHtml).join('')}</table>`;
  const block = otherBlock(others, r, money);
  const pages = `<ul class="pages">${[1, 2, 3].map((p) => `<li><a href="?page=${p}">${p}</a></li>`).join('')}<li><a href="?page=2">Next</a></li></ul>`;
  const html = `<!doctype html><html><head><title>Shop ${seed}</title></head><body><main><h1>Everything in stock</h1>${grid}${pages}${block.html}</main></body></html>`;
  const { records, leaves } = listAnswer(cards, others, r, money, true);
  // Sometimes a whole item of the other block is given as a record.
  if (r() < 0.5) {
    const other = pick(others, r);
    const i = records.length;
    records.push({ name: other.name, maker: other.maker, price: money(other.price), rating: other.rating });
    for (const field of ['name', 'maker', 'price', 'rating'])
      leaves.push({ pointer: `/products/${i}/${field}`, kind: 'role', note: 'related item as a record' });
  }
  return {
    seed,
    kind: 'list',
    url: `https://shop${seed}.example/all`,
    html,
    prompt: 'Every product on this page with its name, maker, price and rating',
    schema: {
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
    },
    answer: { products: records },
    leaves,
  };
}

/** The page of one seed: even seeds are product pages, odd ones category pages. */
export function rolePage(seed: number): RolePage {
  const r = random(seed);
  return seed % 2 === 0 ? productPage(seed, r) : listPage(seed, r);
}

/*
 * Buy-box layouts (added 2026-11-27, one page per seed, a random stream of their own so the
 * pages above are unchanged; the same split: seeds 0–49 dev, 50 and up held out). What tells
 * the item's own price and name apart here is the page's structure, not label words:
 *   - a site-name h1 in the page header, the product titled by an h2 the document title names;
 *   - the price before or after the title, in the title's column or a sibling column;
 *   - figures labelled in languages the role rules have no words for: a saving, an instalment,
 *     a free-delivery threshold (sometimes right under the title), a list price struck by style;
 *   - a bundle offer with its own price and cart button inside the main item's region;
 *   - a slider of two other items with no link (click handlers), under a heading in another
 *     language, in markup named like nothing the rules know;
 *   - structured data with the item's offer on some pages only.
 */
const SAVING_LABELS = ['Je bespaart', 'Du sparar', 'Oszczędzasz', 'Ušetříte', 'Säästät', 'Economizi'];
const INSTALMENT_LABELS = ['or pay in 4 parts of', 'ou 10x de', 'oder 12 Raten zu je', 'o 3 rate da'];
const THRESHOLD_LABELS = ['Gratis verzending vanaf', 'Fri frakt över', 'Envío gratis desde', 'Darmowa dostawa od'];
const BUNDLE_HEADINGS = ['Samen voordeliger', 'Köp tillsammans', 'Razem taniej', 'Insieme costa meno'];
const SLIDER_HEADINGS = ['Andere kijken ook', 'Andra tittade också', 'Inni oglądali też', 'Altri hanno guardato'];
const PRICE_LABELS = ['', 'Prijs:', 'Pris', 'Cena:', 'Hinta', ''];

function buyBoxPage(seed: number): RolePage {
  const r = random(seed + 100_003);
  const [main, bundleMate, ...others] = makeItems(4, r) as [Item, Item, Item, Item];
  const money = pick(CURRENCIES, r).write;
  const round = (n: number): number => Math.round(n * 100) / 100;
  const listPrice = r() < 0.5 ? round(main.price * (1.2 + r() * 0.3)) : null;
  const saving = listPrice !== null && r() < 0.7 ? round(listPrice - main.price) : null;
  const instalment = r() < 0.4 ? round(main.price / 4) : null;
  const threshold = r() < 0.5 ? Math.round(30 + r() * 70) : null;
  const bundle = r() < 0.6 ? round((main.price + bundleMate.price) * 0.9) : null;
  const siteHeader = r() < 0.4;
  const withData = r() < 0.5;
  const priceFirst = r() < 0.3;
  const thresholdUnderTitle = threshold !== null && r() < 0.5;
  const title = siteHeader ? `<h2>${escape(main.name)}</h2>` : `<h1>${escape(main.name)}</h1>`;
  const header = siteHeader
    ? `<header class="top"><h1><a href="/">Shop ${seed}</a></h1></header>`
    : `<div class="top"><a href="/">Shop ${seed}</a></div>`;
  const struck = listPrice !== null ? `<span style="text-decoration: line-through">${money(listPrice)}</span> ` : '';
  const priceBlock = `<div class="pp">${struck}<span class="v">${pick(PRICE_LABELS, r)} ${money(main.price)}</span></div>`;
  const extras = [
    saving !== null ? `<div class="pp-s">${pick(SAVING_LABELS, r)} ${money(saving)}</div>` : '',
    instalment !== null ? `<div class="pp-i">${pick(INSTALMENT_LABELS, r)} ${money(instalment)}</div>` : '',
    threshold !== null && !thresholdUnderTitle ? `<p>${pick(THRESHOLD_LABELS, r)} ${money(threshold)}</p>` : '',
    `<button type="submit">Add to cart</button>`,
  ].join('');
  const thresholdLine =
    threshold !== null && thresholdUnderTitle ? `<p>${pick(THRESHOLD_LABELS, r)} ${money(threshold)}</p>` : '';
  const makerLine = `<p>${escape(main.maker)}</p><p>${main.rating} ★ (${main.reviews})</p>`;
  const info = priceFirst
    ? `${priceBlock}${title}${thresholdLine}${makerLine}${extras}`
    : `${title}${thresholdLine}${makerLine}${priceBlock}${extras}`;
  const bundleHtml =
    bundle !== null
      ? `<div class="duo"><div class="duo-h">${pick(BUNDLE_HEADINGS, r)}</div><div>${escape(main.name)} + ${escape(bundleMate.name)}</div><div class="duo-p">${money(bundle)}</div><button>Add both</button></div>`
      : '';
  const slider = `<div class="sl"><div class="sl-h">${pick(SLIDER_HEADINGS, r)}</div><div class="sl-track">${others
    .slice(0, 2)
    .map(
      (it, k) =>
        `<div class="sl-i" onclick="go(${k})"><div class="sl-n">${escape(it.name)}</div><div>${escape(it.maker)}</div><div class="sl-p">${money(it.price)}</div></div>`,
    )
    .join('')}</div></div>`;
  const layout =
    r() < 0.5
      ? `<div class="pdp"><div class="gal"><img src="/i/1.jpg" alt=""></div><div class="info">${info}${bundleHtml}</div></div>`
      : `<div class="pdp"><div class="row"><div class="gal"><img src="/i/1.jpg" alt=""></div><div class="info">${info}</div></div>${bundleHtml}</div>`;
  const data = withData
    ? `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: main.name, offers: { '@type': 'Offer', price: main.price.toFixed(2) } })}</script>`
    : '';
  const html = `<!doctype html><html><head><title>${escape(main.name)} | Shop ${seed}</title>${data}</head><body>${header}<main>${layout}<h3>Details</h3><p>Each ${escape(main.name.toLowerCase())} is packed by hand.</p>${slider}</main><footer>Help · Returns</footer></body></html>`;
  const answer: Record<string, unknown> = {};
  const leaves: RoleLeaf[] = [];
  const other = pick(others.slice(0, 2), r);
  const nameRoll = r();
  const name: [unknown, LeafKind, string] =
    nameRoll < 0.15
      ? [other.name, 'role', 'slider item name']
      : nameRoll < 0.25 && siteHeader
        ? [`Shop ${seed}`, 'role', 'site heading as name']
        : [main.name, 'true', ''];
  answer['name'] = name[0];
  leaves.push({ pointer: '/name', kind: name[1], note: name[2] });
  const priceChoices: Array<[string, LeafKind, string]> = [[money(main.price), 'true', '']];
  priceChoices.push([money(other.price), 'role', 'slider item price']);
  if (listPrice !== null) priceChoices.push([money(listPrice), 'role', 'struck list price as price']);
  if (saving !== null) priceChoices.push([money(saving), 'role', 'saving as price']);
  if (instalment !== null) priceChoices.push([money(instalment), 'role', 'instalment as price']);
  if (threshold !== null) priceChoices.push([money(threshold), 'role', 'delivery threshold as price']);
  if (bundle !== null) priceChoices.push([money(bundle), 'role', 'bundle price as price']);
  const [price, priceKind, priceNote] = r() < 0.4 ? priceChoices[0]! : pick(priceChoices, r);
  answer['price'] = price;
  leaves.push({ pointer: '/price', kind: priceKind, note: priceNote });
  return {
    seed,
    kind: 'product',
    url: `https://buybox${seed}.example/item/main`,
    html,
    prompt: 'The product on this page: its name and price',
    schema: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'string' } } },
    answer,
    leaves,
  };
}

/** The buy-box layout page of one seed (bench:grounding's "buy-box layouts" rows). */
export function buyBoxRolePage(seed: number): RolePage {
  return buyBoxPage(seed);
}

/*
 * Own-item layouts (added 2026-11-27, one page per seed, a random stream of their own so the
 * pages above are unchanged; the same split: seeds 0–49 dev, 50 and up held out). Two halves:
 *   - true values where the rules could misread them: the price under a gallery of thumbnail
 *     links, repeated in a sticky bar, in a variant selector repeated per option, only in a
 *     table row, far below the title, after "From", "Now" or "Sale", labelled with its tax basis
 *     under a free-delivery sentence, as a bare figure in a block named as the price (its
 *     currency drawn by an icon), or as the only price and labelled as a list price
 *     ("Regular price" with no sale); a site-name h1 before the item's and a document title
 *     that does not name the item; the title inside a wrapper
 *     of columns alike, the buy box inside a wrapper whose class names another quantity
 *     ("…-delivery"), the currency sign in a block of its own; the rating as stars with a count
 *     or in a sentence; the maker only as a logo's alt text, a "by X" link or a table row;
 *   - other items in markup no rule names (a slider of click-handler tiles under a heading in
 *     another language, two linked cards, rows of a comparison table), each with its own name,
 *     maker, rating and price. Role errors: another item's maker given as the brand, its rating
 *     as the rating, its name or price.
 */
const OWN_BLOCK_HEADINGS = ['Andere kijken ook', 'Muut katsoivat myös', 'Dalsze propozycje', 'Ver também', 'Compare'];

function ownItemPage(seed: number): RolePage {
  const r = random(seed + 200_017);
  const [main, ...others] = makeItems(4, r) as [Item, Item, Item, Item];
  for (const o of others)
    if (o.maker === main.maker)
      o.maker = pick(
        MAKERS.filter((m) => m !== main.maker),
        r,
      );
  for (const o of others) if (o.rating === main.rating) o.rating = Math.round((o.rating + 0.3) * 10) / 10;
  const money = pick(CURRENCIES, r).write;
  const withData = r() < 0.4;
  const stars = (n: number): string => '★'.repeat(Math.round(n)) + '☆'.repeat(5 - Math.round(n));
  const priceAt = pick(
    ['gallery', 'sticky', 'variants', 'table', 'far', 'label', 'regular', 'taxed', 'bare'] as const,
    r,
  );
  const label = pick(['From', 'Now', 'Sale', 'Only'], r);
  const makerAt = pick(['logo', 'by', 'table'] as const, r);
  const ratingAt = pick(['stars', 'sentence', 'aria'] as const, r);
  const titleWrapped = r() < 0.4;
  const blockAt = pick(['slider', 'cards', 'compare'] as const, r);
  const splitSign = r() < 0.3;
  // A site-name h1 first (linking to a section, not home) and a document title that does not name the item.
  const logoFirst = r() < 0.2;
  // A wrapper of the whole buy box whose class names another quantity ("delivery", "save").
  const wrapper = r() < 0.3 ? pick(['buy-and-delivery', 'pdp-save-area', 'price-old-layout'], r) : 'info';

  const maker =
    makerAt === 'logo'
      ? `<a class="m" href="/makers/${seed}"><img src="/logo.png" alt="${escape(main.maker)}"></a>`
      : makerAt === 'by'
        ? `<a class="m" href="/makers/${seed}">by ${escape(main.maker)}</a>`
        : '';
  const rating =
    ratingAt === 'stars'
      ? `<div class="rv"><span>${stars(main.rating)}</span> <span>${main.rating}</span> <a href="#reviews">(${main.reviews})</a></div>`
      : ratingAt === 'sentence'
        ? `<div class="rv">Rated ${main.rating} out of 5 · ${main.reviews} reviews</div>`
        : `<div class="rv"><span aria-label="${main.rating} out of 5 stars">${stars(main.rating)}</span> ${main.rating} <a href="#reviews">${main.reviews} ratings</a></div>`;
  const title = `<h1>${escape(main.name)}</h1>`;
  const titleBlock = titleWrapped
    ? `<div class="cols"><div class="c">${title}</div><div class="c"><a href="/share">Share</a></div><div class="c"><a href="/wish">Save</a></div></div>`
    : title;
  const gallery = `<ul class="thumbs">${[1, 2, 3, 4].map((k) => `<li><a href="#v${k}"><img src="/i/${k}.jpg" alt="${escape(main.name)} view ${k}"></a></li>`).join('')}</ul>`;
  // The currency sign in a block of its own, before the figure's.
  const written = money(main.price);
  const signFirst = /^\D/.test(written) && splitSign;
  const plainPrice = signFirst
    ? `<div class="p"><div class="cur">${written.slice(0, 1)}</div><div class="amt">${written.slice(1)}</div></div>`
    : `<div class="p">${written}</div>`;
  const variants = `<ul class="opts">${['Small', 'Medium', 'Large'].map((size, k) => `<li><a href="?o=${k}">${size} — ${money(main.price)}</a></li>`).join('')}</ul>`;
  const specs = `<table class="specs"><tr><th>Material</th><td>${escape(pick(ADJECTIVES, r))}</td></tr>${makerAt === 'table' ? `<tr><th>Maker</th><td>${escape(main.maker)}</td></tr>` : ''}${priceAt === 'table' ? `<tr><th>Price</th><td>${money(main.price)}</td></tr>` : ''}</table>`;
  const description = `<h2>About it</h2><p>The ${escape(main.name.toLowerCase())} was drawn up to last; every seam is checked twice.</p><p>It ships flat and folds away in a drawer.</p>`;
  const buy =
    priceAt === 'gallery'
      ? `${gallery}${plainPrice}`
      : priceAt === 'variants'
        ? `${plainPrice}${variants}`
        : priceAt === 'label'
          ? `<div class="p">${label} ${money(main.price)}</div>`
          : priceAt === 'sticky'
            ? plainPrice
            : priceAt === 'bare'
              ? `<div class="product-price"><i class="icon-currency"></i><span>${main.price.toFixed(2)}</span></div>`
              : priceAt === 'taxed'
                ? `<p>${pick(THRESHOLD_LABELS, r)} ${money(Math.round(40 + r() * 40))}</p><div class="p">${pick(['Price incl. VAT:', 'Preis inkl. MwSt.', 'Prix TTC'], r)} ${money(main.price)}</div>`
                : priceAt === 'regular'
                  ? `<div class="p"><span class="visually-hidden">${pick(['Regular price', 'RRP', 'List price'], r)}</span> <span>${money(main.price)}</span></div>`
                  : '';
  // A bar that repeats the item's name and price, outside the main content.
  const sticky =
    priceAt === 'sticky'
      ? `<div class="bar"><span>${escape(main.name)}</span> <span>${money(main.price)}</span> <button>Add to cart</button></div>`
      : '';
  const farPrice = priceAt === 'far' ? `<h2>Order</h2><div class="p">${money(main.price)}</div>` : '';
  const heading = pick(OWN_BLOCK_HEADINGS, r);
  const tile = (it: Item, k: number, linked: boolean): string =>
    `<div class="t"${linked ? '' : ` onclick="go(${k})"`}>${linked ? `<a href="/x/${k}">${escape(it.name)}</a>` : `<div>${escape(it.name)}</div>`}<div>${escape(it.maker)}</div><div>${it.rating} ★</div><div>${money(it.price)}</div></div>`;
  const shown = others.slice(0, blockAt === 'cards' ? 2 : 3);
  const block =
    blockAt === 'compare'
      ? `<div class="cmp"><div>${heading}</div><table>${shown.map((it, k) => `<tr><td><a href="/x/${k}">${escape(it.name)}</a></td><td>${escape(it.maker)}</td><td>${it.rating} ★</td><td>${money(it.price)}</td></tr>`).join('')}</table></div>`
      : `<div class="sl"><div>${heading}</div><div class="trk">${shown.map((it, k) => tile(it, k, blockAt === 'cards')).join('')}</div></div>`;
  const data = withData
    ? `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: main.name,
        brand: { '@type': 'Brand', name: main.maker },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: main.rating, reviewCount: main.reviews },
        offers: { '@type': 'Offer', price: main.price.toFixed(2) },
      })}</script>`
    : '';
  const info = `<div class="${wrapper}">${titleBlock}${maker}${rating}${buy}<button type="submit">Add to cart</button></div>`;
  const html = `<!doctype html><html><head><title>${logoFirst ? `Shop ${seed} – item ${seed}` : `${escape(main.name)} – Shop ${seed}`}</title>${data}</head><body><div class="top">${logoFirst ? `<h1><a href="/shop/">Shop ${seed}</a></h1>` : `<a href="/">Shop ${seed}</a>`}</div><main><div class="pdp"><div class="gal"><img src="/i/0.jpg" alt=""></div>${info}</div>${description}${specs}${farPrice}${block}</main>${sticky}<footer>Help · Returns</footer></body></html>`;

  const { answer, leaves, put } = roleAnswer(r);
  const other = pick(shown, r);
  put('name', main.name, other.name, 0.1, 'other item’s name');
  put('brand', main.maker, other.maker, 0.3, 'other item’s maker as brand');
  put('price', money(main.price), money(other.price), 0.1, 'other item’s price');
  put('rating', main.rating, other.rating, 0.3, 'other item’s rating');
  return {
    seed,
    kind: 'product',
    url: `https://own${seed}.example/item/main`,
    html,
    ...ITEM_ASK,
    answer,
    leaves,
  };
}

/** The request both item families ask: one fixed request, as a user would ask it. */
const ITEM_ASK = {
  prompt: 'The product on this page: its name, brand, price and rating',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      brand: { type: 'string' },
      price: { type: 'string' },
      rating: { type: 'number' },
    },
  },
};

/**
 * A model answer under construction: `put` gives a field its true value, or by `chance` the
 * other item's (a role error), and notes which for the bench. The other item's value written
 * exactly as the item's own (two cards rated 3.5) is the true value, not an error: the other
 * families already drew their errors that way; this one did not until the sixth pass, which
 * found on fresh dev seeds a "role error" no check could flag because it was the truth.
 */
function roleAnswer(r: () => number) {
  const answer: Record<string, unknown> = {};
  const leaves: RoleLeaf[] = [];
  const put = (key: string, truth: unknown, borrowed: unknown, chance: number, note: string): void => {
    const role = r() < chance && String(borrowed) !== String(truth);
    answer[key] = role ? borrowed : truth;
    leaves.push({ pointer: `/${key}`, kind: role ? 'role' : 'true', note: role ? note : '' });
  };
  return { answer, leaves, put };
}

/** The own-item layout page of one seed (bench:grounding's "own-item layouts" rows). */
export function ownItemRolePage(seed: number): RolePage {
  return ownItemPage(seed);
}

/*
 * True-value traps (added 2026-11-27, fourth pass; one page per seed, a random stream of its
 * own so the families above are unchanged; the same split: seeds 0–49 dev, 50 and up held out).
 * Each page puts the item's TRUE values where a role rule could misread them, beside a block
 * of other items:
 *   - the price: only in a sticky bar placed before the h1 (with the cart button); in a
 *     drop-down of options, repeated per option; a "Now … was …" pair without strike-through
 *     (the "was" figure is another quantity); in structured data written in another format
 *     than the text ("1299.5" in the data, "1.299,50 €" or "$1,299.50" on the page);
 *   - the title: the h1 inside a wrapper whose class the other items' cards share;
 *   - the maker: only as a "by X" link to the maker's page, or as a logo's alt text;
 *   - the rating: only as star glyphs with a count beside them, the figure in a `title`.
 * Role errors: the "was" figure as the price, another card's name, maker or price.
 */
const FORMATS = [
  (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  (n: number): string => `${n.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`,
  (n: number): string => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
];

function trapPage(seed: number): RolePage {
  const r = random(seed + 400_009);
  const [main, ...others] = makeItems(4, r) as [Item, Item, Item, Item];
  for (const o of others)
    if (o.maker === main.maker)
      o.maker = pick(
        MAKERS.filter((m) => m !== main.maker),
        r,
      );
  // Prices above a thousand now and then, so thousands separators are written.
  if (r() < 0.4) main.price = Math.round((1000 + r() * 900) * 2) / 2;
  const money = pick(FORMATS, r);
  const priceAt = pick(['sticky-first', 'select', 'now-was', 'data-format'] as const, r);
  const titleInCard = r() < 0.5;
  const makerAt = pick(['by', 'logo'] as const, r);
  const ratingAt = pick(['glyphs', 'title'] as const, r);
  const was = Math.round(main.price * (1.15 + r() * 0.3));
  const stars = Math.round(main.rating);

  const cardClass = 'prod-card';
  const h1 = `<h1>${escape(main.name)}</h1>`;
  const title = titleInCard ? `<div class="${cardClass}">${h1}</div>` : h1;
  const maker =
    makerAt === 'by'
      ? `<div class="mk">by <a href="/brand/${seed}">${escape(main.maker)}</a></div>`
      : `<a class="mk" href="/brand/${seed}"><img src="/b.png" alt="${escape(main.maker)}"></a>`;
  const glyphs = '★'.repeat(stars) + '☆'.repeat(5 - stars);
  const rating =
    ratingAt === 'glyphs'
      ? `<div class="rv"><span class="st">${glyphs}</span> <a href="#r">(${main.reviews})</a></div>`
      : `<div class="rv"><span class="st" title="${main.rating} of 5">${glyphs}</span> <a href="#r">${main.reviews}</a></div>`;
  const price =
    priceAt === 'select'
      ? `<label>Size <select name="size">${['S', 'M', 'L', 'XL'].map((s) => `<option>${s} – ${money(main.price)}</option>`).join('')}</select></label>`
      : priceAt === 'now-was'
        ? `<div class="pr">Now ${money(main.price)}, was ${money(was)}</div>`
        : priceAt === 'data-format'
          ? `<div class="pr">${money(main.price)}</div>`
          : '';
  const bar =
    priceAt === 'sticky-first'
      ? `<div class="sticky"><span>${escape(main.name)}</span> <span>${money(main.price)}</span> <button>Add to basket</button></div>`
      : '';
  const data =
    priceAt === 'data-format' || r() < 0.3
      ? `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: main.name,
          offers: { '@type': 'Offer', price: String(main.price), priceCurrency: 'EUR' },
        })}</script>`
      : '';
  const shown = others.slice(0, 3);
  const cards = shown
    .map(
      (it, k) =>
        `<div class="${cardClass}"><a href="/p/${k}"><h3>${escape(it.name)}</h3></a><div>by ${escape(it.maker)}</div><div>${money(it.price)}</div></div>`,
    )
    .join('');
  const html = `<!doctype html><html><head><title>${escape(main.name)} | Store ${seed}</title>${data}</head><body><header><a href="/">Store ${seed}</a></header>${bar}<main>${title}${maker}${rating}${price}<button type="submit">Add to basket</button><h2>Details</h2><p>Made in small runs and checked by hand before it leaves.</p><h2>${pick(OTHER_HEADINGS, r)}</h2><div class="row">${cards}</div></main><footer>Terms</footer></body></html>`;

  const { answer, leaves, put } = roleAnswer(r);
  const other = pick(shown, r);
  put('name', main.name, other.name, 0.15, 'other card’s name');
  put('brand', main.maker, other.maker, 0.2, 'other card’s maker as brand');
  if (priceAt === 'now-was') put('price', money(main.price), money(was), 0.3, 'the “was” price');
  else put('price', money(main.price), money(other.price), 0.15, 'other card’s price');
  answer['rating'] = ratingAt === 'title' ? main.rating : stars;
  leaves.push({ pointer: '/rating', kind: 'true', note: '' });
  return {
    seed,
    kind: 'product',
    url: `https://trap${seed}.example/p/main`,
    html,
    ...ITEM_ASK,
    answer,
    leaves,
  };
}

/** The true-value trap page of one seed (bench:grounding's "true-value traps" rows). */
export function trapRolePage(seed: number): RolePage {
  return trapPage(seed);
}

/*
 * List-price layouts (added 2026-11-27, fifth pass; one page per seed, a random stream of its
 * own so the families above are unchanged; the same split: seeds 0–49 dev, 50 and up held out).
 * A price box whose first figure is labelled as a list price (MSRP, RRP, list or retail
 * price), the way dealers and some shops show the one price they offer:
 *   - on 60 % of pages every other figure of the item names a quantity a buyer does not pay
 *     for the item (a dealer's invoice, a wholesale price, a deposit, a monthly instalment, a
 *     delivery charge): the list figure IS the price;
 *   - on the rest (the counter-case) a plain selling price stands beside it ("Our price", "Sale",
 *     or a bare figure): the list figure is another quantity.
 * Other items' cards below carry list and cost figures of their own.
 * Role errors: on list-only pages the dealer's cost, deposit or instalment given as the price,
 * or another card's list price; on counter-case pages the list price given as the price.
 */
/**
 * The language dimension (sixth pass): the labels a shop writes beside its figures in the
 * languages of the ad disclosures, by convention (a maker's recommended price, a dealer's cost,
 * delivery, an instalment, a deposit), written here by hand. A page's language is drawn from a
 * random stream of its own, so English pages are the fifth pass's pages unchanged.
 */
type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'ja' | 'zh';
const LANGS: readonly Lang[] = ['en', 'en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'ja', 'zh'];

interface LangLabels {
  list: readonly string[];
  /** A dealer's cost, a wholesale price, a deposit, an instalment, a delivery charge. */
  cost: string;
  wholesale: string;
  deposit: string;
  monthly: (figure: string) => string;
  delivery: string;
  selling: readonly string[];
  cart: string;
  /** Yen or yuan: whole units, the sign as those shops write it. */
  money?: (n: number) => string;
}

const whole = (n: number): string => Math.round(n).toLocaleString('en-US');
const LANG_LABELS: Record<Exclude<Lang, 'en'>, LangLabels> = {
  de: {
    list: ['UVP:', 'Unverbindliche Preisempfehlung:', 'Listenpreis:'],
    cost: 'Händlerpreis:',
    wholesale: 'Einkaufspreis:',
    deposit: 'Anzahlung:',
    monthly: (f) => `${f} / Monat`,
    delivery: 'Versandkosten:',
    selling: ['Unser Preis:', 'Jetzt', ''],
    cart: 'In den Warenkorb',
  },
  fr: {
    list: ['Prix conseillé :', 'Prix catalogue :', 'Prix de vente conseillé'],
    cost: 'Prix revendeur :',
    wholesale: 'Prix de gros :',
    deposit: 'Acompte :',
    monthly: (f) => `${f} par mois`,
    delivery: 'Frais de livraison :',
    selling: ['Notre prix :', 'Prix :', ''],
    cart: 'Ajouter au panier',
  },
  es: {
    list: ['PVP:', 'Precio recomendado:', 'Precio de lista:'],
    cost: 'Precio distribuidor:',
    wholesale: 'Precio mayorista:',
    deposit: 'Depósito:',
    monthly: (f) => `${f} al mes`,
    delivery: 'Gastos de envío:',
    selling: ['Nuestro precio:', 'Ahora', ''],
    cart: 'Añadir al carrito',
  },
  it: {
    list: ['Prezzo consigliato:', 'Prezzo di listino:'],
    cost: 'Prezzo rivenditore:',
    wholesale: 'Prezzo all’ingrosso:',
    deposit: 'Acconto:',
    monthly: (f) => `${f} al mese`,
    delivery: 'Spedizione:',
    selling: ['Il nostro prezzo:', 'Ora', ''],
    cart: 'Aggiungi al carrello',
  },
  nl: {
    list: ['Adviesprijs:', 'Adviesverkoopprijs'],
    cost: 'Inkoopprijs:',
    wholesale: 'Groothandelsprijs:',
    deposit: 'Aanbetaling:',
    monthly: (f) => `${f} per maand`,
    delivery: 'Verzendkosten:',
    selling: ['Onze prijs:', 'Nu', ''],
    cart: 'In winkelwagen',
  },
  pt: {
    list: ['Preço sugerido:', 'Preço de tabela:'],
    cost: 'Preço de custo:',
    wholesale: 'Preço de atacado:',
    deposit: 'Caução:',
    monthly: (f) => `${f} por mês`,
    delivery: 'Frete:',
    selling: ['Nosso preço:', 'Preço:', ''],
    cart: 'Adicionar ao carrinho',
  },
  pl: {
    list: ['Cena katalogowa:', 'Cena sugerowana:'],
    cost: 'Cena zakupu:',
    wholesale: 'Cena hurtowa:',
    deposit: 'Zaliczka:',
    monthly: (f) => `${f} miesięcznie`,
    delivery: 'Dostawa:',
    selling: ['Nasza cena:', 'Teraz', ''],
    cart: 'Dodaj do koszyka',
  },
  ja: {
    list: ['メーカー希望小売価格', '定価'],
    cost: '仕入れ価格',
    wholesale: '卸価格',
    deposit: '手付金',
    monthly: (f) => `月々 ${f}`,
    delivery: '送料',
    selling: ['販売価格', '価格', ''],
    cart: 'カートに入れる',
    money: (n) => `${whole(n)}円`,
  },
  zh: {
    list: ['建议零售价', '市场价'],
    cost: '进货价',
    wholesale: '批发价',
    deposit: '定金',
    monthly: (f) => `月供 ${f}`,
    delivery: '运费',
    selling: ['价格', '促销价', ''],
    cart: '加入购物车',
    money: (n) => `¥${whole(n)}`,
  },
};

/** A page's language, from a stream of its own (the page's other draws are unchanged). */
function pageLang(seed: number, family: number): Lang {
  return pick(LANGS, random(seed + family));
}

const LIST_LABELS = ['MSRP:', 'List price:', 'RRP', 'Retail price:', 'UVP'];
const NOT_SELLING = [
  (n: number, w: (x: number) => string) => `Dealer invoice: ${w(n * 0.92)}`,
  (n: number, w: (x: number) => string) => `Wholesale: ${w(n * 0.8)}`,
  (n: number, w: (x: number) => string) => `Deposit: ${w(Math.round(n * 0.1))}`,
  (n: number, w: (x: number) => string) => `${w(Math.round(n / 24))} per month`,
  (n: number, w: (x: number) => string) => `Delivery: ${w(Math.min(49, Math.round(n * 0.05)))}`,
];
const SELLING_LABELS = ['Our price:', 'Sale', '', 'Now'];

/** NOT_SELLING in another language, in the same order (so a seed draws the same kind). */
function notSellingIn(words: LangLabels): typeof NOT_SELLING {
  return [
    (n, w) => `${words.cost} ${w(n * 0.92)}`,
    (n, w) => `${words.wholesale} ${w(n * 0.8)}`,
    (n, w) => `${words.deposit} ${w(Math.round(n * 0.1))}`,
    (n, w) => words.monthly(w(Math.round(n / 24))),
    (n, w) => `${words.delivery} ${w(Math.min(49, Math.round(n * 0.05)))}`,
  ];
}

function listPricePage(seed: number): RolePage {
  const r = random(seed + 500_029);
  const [main, ...others] = makeItems(3, r) as [Item, Item, Item];
  if (r() < 0.5) for (const it of [main, ...others]) it.price = Math.round(12_000 + r() * 50_000);
  const lang = pageLang(seed, 700_001);
  const words = lang === 'en' ? null : LANG_LABELS[lang];
  const format = pick(FORMATS, r);
  const money = words?.money ?? format;
  const written = (n: number): string => money(Math.round(n * 100) / 100);
  const label = pick(words?.list ?? LIST_LABELS, r);
  const listOnly = r() < 0.6;
  const sale = Math.round(main.price * (0.85 + r() * 0.1) * 100) / 100;
  const beside = pick(words ? notSellingIn(words) : NOT_SELLING, r);
  const besideText = beside(main.price, written);
  const besideFigure =
    /(?:\p{Sc}\s?)?\d[\d.,]*(?:\s?(?:\p{Sc}|円))?/u.exec(besideText.replace(/^[^\d$£€¥]*/u, ''))?.[0] ?? '';
  const second = listOnly ? besideText : `${pick(words?.selling ?? SELLING_LABELS, r)} ${written(sale)}`.trim();
  const box = `<div class="pbox"><div class="row">${label} ${written(main.price)}</div><div class="row">${escape(second)}</div><a href="/quote">Get a quote</a></div>`;
  const cards = others
    .map(
      (it, k) =>
        `<div class="card"><a href="/v/${k}"><h3>${escape(it.name)}</h3></a><div>by ${escape(it.maker)}</div><div class="row">${label} ${written(it.price)}</div><div class="row">${escape(beside(it.price, written))}</div></div>`,
    )
    .join('');
  const html = `<!doctype html><html${lang === 'en' ? '' : ` lang="${lang}"`}><head><title>${escape(main.name)} | Dealer ${seed}</title></head><body><header><a href="/">Dealer ${seed}</a></header><main><h1>${escape(main.name)}</h1><div class="mk">by ${escape(main.maker)}</div>${box}<h2>Specifications</h2><p>Built to order and delivered within a month of the order.</p><h2>${pick(OTHER_HEADINGS, r)}</h2><div class="grid">${cards}</div></main><footer>Terms</footer></body></html>`;

  const { answer, leaves, put } = roleAnswer(r);
  put('name', main.name, pick(others, r).name, 0.1, 'other card’s name');
  answer['brand'] = main.maker;
  leaves.push({ pointer: '/brand', kind: 'true', note: '' });
  if (listOnly) {
    if (r() < 0.5) put('price', written(main.price), besideFigure, 0.35, 'a non-selling figure as the price');
    else put('price', written(main.price), written(pick(others, r).price), 0.3, 'other card’s list price');
  } else put('price', written(sale), written(main.price), 0.4, 'the list price beside a sale price');
  return {
    seed,
    kind: 'product',
    url: `https://dealer${seed}.example/v/main`,
    html,
    prompt: 'The product on this page: its name, brand and price',
    schema: {
      type: 'object',
      properties: { name: { type: 'string' }, brand: { type: 'string' }, price: { type: 'string' } },
    },
    answer,
    leaves,
  };
}

/** The list-price layout page of one seed (bench:grounding's "list-price layouts" rows). */
export function listPriceRolePage(seed: number): RolePage {
  return listPricePage(seed);
}

/*
 * Shop idioms (added 2026-11-27, fifth pass; one page per seed, a random stream of its own so
 * the families above are unchanged; the same split: seeds 0–49 dev, 50 and up held out). The
 * item's TRUE values written the way real shops write them, beside a block of other items
 * written alike:
 *   - the price: cents raised in a <sup> ("$19<sup>99</sup>"), a currency code after it
 *     ("19.99 EUR"), French thousands and decimals ("1 299,00 €"), or only inside the cart
 *     button ("Add to cart – $19.99");
 *   - the rating: "4.5/5", "4,5 von 5", only in an aria-label, or only in a title;
 *   - the maker: only in the breadcrumb, only in the document title, or "by X";
 *   - the title: split by a <br>, with a badge inside the h1, or (when the h1 is the shop's
 *     logo) only in og:title and a plain block.
 * Role errors: another card's name, maker, price or rating.
 */
function shopIdiomPage(seed: number): RolePage {
  const r = random(seed + 600_037);
  const [main, ...others] = makeItems(4, r) as [Item, Item, Item, Item];
  for (const o of others)
    if (o.maker === main.maker)
      o.maker = pick(
        MAKERS.filter((m) => m !== main.maker),
        r,
      );
  if (r() < 0.3) main.price = Math.round((1000 + r() * 900) * 100) / 100;
  const priceAt = pick(['sup-cents', 'code-after', 'fr-locale', 'button'] as const, r);
  const ratingAt = pick(['slash', 'von', 'aria', 'title'] as const, r);
  const makerAt = pick(['breadcrumb', 'doc-title', 'by'] as const, r);
  const titleAt = pick(['br', 'badge', 'og-logo'] as const, r);
  const two = (n: number): string => n.toFixed(2);
  const written = (n: number): string =>
    priceAt === 'code-after'
      ? `${two(n)} EUR`
      : priceAt === 'fr-locale'
        ? `${n.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`
        : `$${two(n)}`;
  const shownPrice = (n: number): string =>
    priceAt === 'sup-cents'
      ? `<span class="amt">$${Math.floor(n)}<sup>${two(n).slice(-2)}</sup></span>`
      : `<span class="amt">${escape(written(n))}</span>`;
  const ratingWritten = (x: number): string => (ratingAt === 'von' ? `${String(x).replace('.', ',')} von 5` : `${x}/5`);
  const shownRating = (x: number): string =>
    ratingAt === 'aria'
      ? `<div class="stars" role="img" aria-label="Rated ${x} out of 5"></div>`
      : ratingAt === 'title'
        ? `<span class="stars" title="${x} out of 5 stars"></span>`
        : `<span class="rt">${ratingWritten(x)}</span>`;
  const words = main.name.split(' ');
  const h1 =
    titleAt === 'br'
      ? `<h1>${escape(words[0] ?? '')}<br>${escape(words.slice(1).join(' '))}</h1>`
      : titleAt === 'badge'
        ? `<h1>${escape(main.name)} <span class="badge">New</span></h1>`
        : `<div class="pname">${escape(main.name)}</div>`;
  const logo =
    titleAt === 'og-logo'
      ? `<h1 class="logo"><a href="/"><img src="/l.png" alt="Shop ${seed}"></a></h1>`
      : `<a href="/">Shop ${seed}</a>`;
  const crumbs = `<nav class="crumbs"><a href="/">Home</a> › ${makerAt === 'breadcrumb' ? `<a href="/m/${seed}">${escape(main.maker)}</a> › ` : ''}<span>${escape(main.name)}</span></nav>`;
  const maker = makerAt === 'by' ? `<div class="mk">by ${escape(main.maker)}</div>` : '';
  // The language dimension (sixth pass): on other languages' pages the buy box also shows a
  // figure labelled in that language (a recommended price, delivery, an instalment).
  const lang = pageLang(seed, 700_003);
  const tongue = lang === 'en' ? null : LANG_LABELS[lang];
  const lr = random(seed + 700_007);
  const labelled = tongue ? labelledLine(tongue, main.price, written, lr) : null;
  const cart = tongue?.cart ?? 'Add to cart';
  const extra = labelled ? `<div class="note">${escape(labelled.text)}</div>` : '';
  const buy =
    priceAt === 'button'
      ? `${extra}<button type="submit">${escape(cart)} – ${escape(written(main.price))}</button>`
      : `${extra}<div class="price">${shownPrice(main.price)}</div><button type="submit">${escape(cart)}</button>`;
  const docTitle =
    makerAt === 'doc-title' ? `${main.name} – ${main.maker} | Shop ${seed}` : `${main.name} | Shop ${seed}`;
  const og = `<meta property="og:title" content="${escape(main.name)}">`;
  const shown = others.slice(0, 3);
  const cards = shown
    .map(
      (it, k) =>
        `<div class="tile"><a href="/p/${k}"><h3>${escape(it.name)}</h3></a><div>${escape(it.maker)}</div>${shownRating(it.rating)}<div class="price">${shownPrice(it.price)}</div></div>`,
    )
    .join('');
  const html = `<!doctype html><html${lang === 'en' ? '' : ` lang="${lang}"`}><head><title>${escape(docTitle)}</title>${og}</head><body><header>${logo}</header>${crumbs}<main>${h1}${maker}${shownRating(main.rating)}${buy}<h2>Details</h2><p>Sewn and finished in a small workshop, then checked by hand.</p><h2>${pick(OTHER_HEADINGS, r)}</h2><div class="row">${cards}</div></main><footer>Terms</footer></body></html>`;

  const { answer, leaves, put } = roleAnswer(r);
  const other = pick(shown, r);
  put('name', main.name, other.name, 0.15, 'other card’s name');
  put('brand', main.maker, other.maker, 0.15, 'other card’s maker as brand');
  put('price', written(main.price), written(other.price), 0.15, 'other card’s price');
  put('rating', main.rating, other.rating, 0.15, 'other card’s rating');
  // The labelled figure given as the price (a role error), drawn from the language's own stream.
  const priceLeaf = leaves.find((l) => l.pointer === '/price');
  if (labelled && priceLeaf?.kind === 'true' && lr() < 0.3) {
    answer['price'] = labelled.figure;
    priceLeaf.kind = 'role';
    priceLeaf.note = `a figure labelled “${labelled.label}” as the price`;
  }
  return {
    seed,
    kind: 'product',
    url: `https://idiom${seed}.example/p/main`,
    html,
    ...ITEM_ASK,
    answer,
    leaves,
  };
}

/** A figure labelled as another quantity than the price, in a page's language. */
function labelledLine(
  words: LangLabels,
  price: number,
  written: (n: number) => string,
  r: () => number,
): { text: string; figure: string; label: string } {
  const kind = pick(['list', 'delivery', 'monthly'] as const, r);
  if (kind === 'monthly') {
    const figure = written(Math.round((price / 12) * 100) / 100);
    return { text: words.monthly(figure), figure, label: words.monthly('').trim() };
  }
  const label = kind === 'list' ? pick(words.list, r) : words.delivery;
  const figure = written(kind === 'list' ? Math.round(price * 1.25 * 100) / 100 : 4.9 + Math.floor(r() * 5));
  return { text: `${label} ${figure}`, figure, label };
}

/** The shop-idiom page of one seed (bench:grounding's "shop idioms" rows). */
export function shopIdiomRolePage(seed: number): RolePage {
  return shopIdiomPage(seed);
}

/*
 * List idioms (added 2026-11-27, fifth pass; one page per seed, a random stream of its own so
 * the families above are unchanged; the same split: seeds 0–49 dev, 50 and up held out).
 * Category pages whose records are laid out the way shops lay them out, where a record's
 * boundary is not one line:
 *   - a table whose record spans two rows (name and maker, then price and rating);
 *   - a table whose price is split across two cells (the currency sign in a cell of its own);
 *   - a grid whose cards' prices and ratings sit in a sibling footer after each card;
 *   - cards whose price and rating stand above the name.
 * Role errors: a neighbouring record's price, rating or maker; another block's price.
 */
function listIdiomPage(seed: number): RolePage {
  const r = random(seed + 700_001);
  const n = 5 + Math.floor(r() * 8);
  const all = makeItems(n + 3, r);
  const cards = all.slice(0, n);
  const others = all.slice(n);
  const layout = pick(['two-rows', 'split-cells', 'sibling-footer', 'price-first'] as const, r);
  const money = (x: number): string => `$${x.toFixed(2)}`;
  const row = (it: Item, k: number): string => {
    const link = `<a href="/p/${k}">${escape(it.name)}</a>`;
    if (layout === 'two-rows')
      return `<tr class="top"><td>${link}</td><td>${escape(it.maker)}</td></tr><tr class="sub"><td>${money(it.price)}</td><td>${it.rating}/5</td></tr>`;
    if (layout === 'split-cells')
      return `<tr><td>${link}</td><td>${escape(it.maker)}</td><td>$</td><td>${it.price.toFixed(2)}</td><td>${it.rating} stars</td></tr>`;
    if (layout === 'sibling-footer')
      return `<div class="card"><h3>${link}</h3><p>${escape(it.maker)}</p></div><div class="card-foot"><span>${money(it.price)}</span> <span>${it.rating} out of 5</span></div>`;
    return `<div class="card"><div class="p">${money(it.price)}</div><div class="rt">${it.rating} stars</div><h3>${link}</h3><p>${escape(it.maker)}</p></div>`;
  };
  const body = cards.map(row).join('');
  const grid =
    layout === 'two-rows' || layout === 'split-cells' ? `<table>${body}</table>` : `<div class="grid">${body}</div>`;
  const block = otherBlock(others, r, money);
  const html = `<!doctype html><html><head><title>Workshop ${seed} – all goods</title></head><body><main><h1>All goods</h1>${grid}${block.html}</main></body></html>`;
  const { records, leaves } = listAnswer(cards, others, r, money, false);
  const list = rolePage(1);
  return {
    seed,
    kind: 'list',
    url: `https://workshop${seed}.example/all`,
    html,
    prompt: list.prompt,
    schema: list.schema,
    answer: { products: records },
    leaves,
  };
}

/** The list-idiom page of one seed (bench:grounding's "list idioms" rows). */
export function listIdiomRolePage(seed: number): RolePage {
  return listIdiomPage(seed);
}
