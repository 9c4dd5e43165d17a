import { describe, expect, it } from 'vitest';
import { htmlToModelInput } from '@/lib/convert/html-to-model-input';
import { checkOne } from '@/bench/grounding-roles';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * Pages as front-end frameworks render them (utility or hashed class names, prices split over
 * elements, stars only in an aria-label, cards of one component for the item and for others).
 * Made-up pages, made-up words.
 */
const LIST_SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, maker: { type: 'string' }, price: { type: 'string' } },
      },
    },
  },
};
const LIST_PROMPT = 'Every product on this page with its name, maker and price';

/**
 * The pointers flagged when the page is read for the fields asked (the model input then also
 * carries those fields' values from the page's scripts, as a run's does).
 */
function flaggedAsAsked(input: {
  html: string;
  url: string;
  prompt: string;
  schema: Record<string, unknown>;
  result: unknown;
  fields: string[];
}): string[] {
  const { html, url, prompt, schema, result, fields } = input;
  return [...checkOne({ html, url, prompt, schema, answer: result, fields }).flagged].sort();
}

/** A price as a component writes it: the sign, the units and the raised cents each in an element. */
const split = (n: number): string => {
  const [units, cents] = n.toFixed(2).split('.');
  return `<span class="tw-1 font-bold"><span class="tw-2">$</span><span>${units}</span><sup class="tw-3">${cents}</sup></span>`;
};

describe('framework markup: a price split over elements', () => {
  const cards: Array<[string, string, number]> = [
    ['Pebbled ink well', 'Ostlewick', 46.78],
    ['Moss felt coaster', 'Drennow', 22.52],
    ['Quill rest', 'Ostlewick', 161.13],
  ];
  const html = `<!doctype html><html><head><title>Desk | Inkhollow</title></head><body><div id="root"><h1 class="text-2xl">Desk</h1><div class="grid grid-cols-3 gap-4">${cards
    .map(
      ([name, maker, price], i) =>
        `<div class="flex flex-col gap-1"><div class="text-xs">${maker}</div><a href="/p/${i}" class="text-sm">${name}</a><div class="flex">${split(price)}</div></div>`,
    )
    .join('')}</div></div></body></html>`;

  it('reads the sign, the units and raised cents in elements of their own as one price', () => {
    expect(htmlToModelInput(html, { baseUrl: 'https://inkhollow.test/desk' }).text).toContain('$46.78');
  });

  it('does not flag the cards’ true prices', () => {
    const result = { products: cards.map(([name, maker, price]) => ({ name, maker, price: `$${price.toFixed(2)}` })) };
    expect(
      flaggedOnPage({ html, url: 'https://inkhollow.test/desk', prompt: LIST_PROMPT, schema: LIST_SCHEMA, result }),
    ).toEqual([]);
  });
});

const ITEM_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    brand: { type: 'string' },
    price: { type: 'string' },
    rating: { type: 'number' },
  },
};
const ITEM_PROMPT = 'The product on this page: its name, brand, price and rating';

describe('framework markup: stars said only in an aria-label, the review count beside them', () => {
  const stars = (label: string, count: number): string =>
    `<div class="css-a1b2c3"><span role="img" aria-label="${label}" class="css-d4e5f6"><svg aria-hidden="true" viewBox="0 0 20 20"><path d="M0 0h20v20H0z"/></svg></span><span class="css-g7h8i9">(${count})</span></div>`;
  const page = (label: string): string =>
    `<!doctype html><html><head><title>Tidewell rain hood | Marlowe Den</title></head><body><div id="__next"><div class="css-j1k2l3"><div class="css-m4n5o6">Fennick</div><h1 class="css-p7q8r9">Tidewell rain hood</h1>${stars(label, 128)}<div class="css-s1t2u3"><span>$</span><span>39</span><sup>50</sup></div><button type="button">Add to cart</button></div></div></body></html>`;
  const url = 'https://marlowe-den.test/p/tidewell-rain-hood';

  for (const label of ['4.5 out of 5', 'Rated 4.5 out of 5 stars', '4,5 von 5 Sternen', '4,5 sur 5 étoiles']) {
    it(`flags the review count given as the rating (${label}), not the rating`, () => {
      const truth = { name: 'Tidewell rain hood', brand: 'Fennick', price: '$39.50', rating: 4.5 };
      expect(
        flaggedOnPage({ html: page(label), url, prompt: ITEM_PROMPT, schema: ITEM_SCHEMA, result: truth }),
      ).toEqual([]);
      expect(
        flaggedOnPage({
          html: page(label),
          url,
          prompt: ITEM_PROMPT,
          schema: ITEM_SCHEMA,
          result: { ...truth, rating: 128 },
        }),
      ).toEqual(['/rating']);
    });
  }

  it('leaves a figure above 5 alone where the page writes no rating scale (a gallery’s “1/5” is none)', () => {
    const html = page('Reviews').replace('<button', '<div class="css-x">Photo 1/5</div><button');
    expect(
      flaggedOnPage({
        html,
        url,
        prompt: ITEM_PROMPT,
        schema: ITEM_SCHEMA,
        result: { name: 'Tidewell rain hood', brand: 'Fennick', price: '$39.50', rating: 128 },
      }),
    ).toEqual([]);
  });
});

const RATED_SCHEMA = {
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
const RATED_PROMPT = 'Every product on this page with its name, maker, price and rating';

interface Card {
  name: string;
  maker: string;
  price: number;
  rating: number;
}

const GRID: Card[] = [
  { name: 'Brindle tote', maker: 'Harlowe', price: 31.5, rating: 4.6 },
  { name: 'Cinder mug', maker: 'Pellham', price: 12.25, rating: 3 },
  { name: 'Juniper apron', maker: 'Harlowe', price: 27.8, rating: 4.1 },
  { name: 'Kestle tray', maker: 'Ommery', price: 44.1, rating: 3.7 },
];
const SEEN: Card[] = [
  { name: 'Larch stool', maker: 'Vennick', price: 88.4, rating: 4.4 },
  { name: 'Mossby vase', maker: 'Pellham', price: 19.9, rating: 2.8 },
];

/** A card of the shop's one card component: maker, name, stars said in an aria-label, price. */
function card(c: Card, i: number): string {
  return `<div class="css-c4rd"><div class="css-mk">${c.maker}</div><a href="/p/${i}" class="css-nm">${c.name}</a><div class="css-st"><span role="img" aria-label="${c.rating} out of 5"></span><span>(${10 + i * 7})</span></div><div class="css-pr">$${c.price.toFixed(2)}</div></div>`;
}

function gridPage(seen: string, data = false): string {
  const state = data
    ? `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { hits: GRID.map((c) => ({ title: c.name, price: c.price, rating: c.rating })) } } })}</script>`
    : '';
  return `<!doctype html><html><head><title>Kitchen | Tallowby</title></head><body><div id="__next"><div class="css-top"><a href="/">Tallowby</a></div><div class="css-main"><div class="css-h">Kitchen</div><div class="css-grid">${GRID.map(card).join('')}</div><div class="css-pages"><a href="?page=1">1</a><a href="?page=2">2</a><a href="?page=3">3</a></div>${seen}</div></div>${state}</body></html>`;
}

type Rec = Omit<Card, 'price'> & { price: string };
const LIST_FIELDS = ['name', 'maker', 'price', 'rating'];
const record = (c: Card): Rec => ({ ...c, price: `$${c.price.toFixed(2)}` });
const LIST_URL = 'https://tallowby.test/c/kitchen';

describe('framework markup: a grid of cards whose stars are said only in an aria-label', () => {
  const html = gridPage('');

  it('leaves every card’s true values in place (a rating 3 the pagination also writes too)', () => {
    expect(
      flaggedAsAsked({
        html,
        url: LIST_URL,
        prompt: RATED_PROMPT,
        schema: RATED_SCHEMA,
        result: { products: GRID.map(record) },
        fields: LIST_FIELDS,
      }),
    ).toEqual([]);
  });

  it('flags a neighbour’s rating given to a record', () => {
    const products = GRID.map(record);
    products[2] = { ...products[2]!, rating: 3.7 };
    expect(
      flaggedAsAsked({
        html,
        url: LIST_URL,
        prompt: RATED_PROMPT,
        schema: RATED_SCHEMA,
        result: { products },
        fields: LIST_FIELDS,
      }),
    ).toEqual(['/products/2/rating']);
  });

  it('flags a neighbour’s price even when the page’s data block lists every price', () => {
    const products = GRID.map(record);
    products[0] = { ...products[0]!, price: '$12.25' };
    expect(
      flaggedAsAsked({
        html: gridPage('', true),
        url: LIST_URL,
        prompt: RATED_PROMPT,
        schema: RATED_SCHEMA,
        result: { products },
        fields: LIST_FIELDS,
      }),
    ).toEqual(['/products/0/price']);
  });
});

describe('framework markup: a row of other items after the grid, in the same card markup', () => {
  const rows = SEEN.map((c, i) => card(c, 20 + i)).join('');
  const headings: Array<[string, string]> = [
    [
      'named only by its aria-label',
      `<div role="region" aria-label="Recently viewed" class="css-rv"><div class="css-row">${rows}</div></div>`,
    ],
    [
      'headed in Spanish',
      `<div class="css-rv"><div class="css-h2">Vistos recientemente</div><div class="css-row">${rows}</div></div>`,
    ],
    [
      'headed in Dutch',
      `<div class="css-rv"><div class="css-h2">Recent bekeken</div><div class="css-row">${rows}</div></div>`,
    ],
  ];
  for (const [how, seen] of headings)
    it(`flags an item of that row added as a record (${how}), not the grid’s records`, () => {
      const products = [...GRID, SEEN[0]!].map(record);
      expect(
        flaggedAsAsked({
          html: gridPage(seen),
          url: LIST_URL,
          prompt: RATED_PROMPT,
          schema: RATED_SCHEMA,
          result: { products },
          fields: LIST_FIELDS,
        }),
      ).toEqual(['/products/4/maker', '/products/4/name', '/products/4/price', '/products/4/rating']);
    });
});

describe('framework markup: a product page whose buy box and other items share one card component', () => {
  const url = 'https://tallowby.test/p/wicker-bread-crate';
  const others: Array<[string, string, string]> = [
    ['Ommery', 'Linen loaf bag', '$14.50'],
    ['Vennick', 'Ash bread knife', '$52.00'],
    ['Ommery', 'Crumb brush', '$9.75'],
  ];
  /**
   * The item's maker above its title in the buy box (the model input starts at the title and
   * leaves it out), the item's shop's other goods below, one of the same maker.
   */
  /** `shared`: the page's sections (trail, buy box, other items) in wrappers of one class, as a layout component. */
  const page = (title: string, row: 'heading' | 'aria', shared = false): string => {
    const cards = others
      .map(
        ([maker, name, price], i) =>
          `<div class="css-c4rd"><div class="css-mk">${maker}</div><a href="/p/${i}" class="css-nm">${name}</a><div class="css-st"><span role="img" aria-label="${3 + i / 2} out of 5"></span><span>(${40 + i})</span></div><div class="css-pr">${price}</div></div>`,
      )
      .join('');
    const block =
      row === 'aria'
        ? `<div role="region" aria-roledescription="carousel" aria-label="Customers also viewed" class="css-rg"><div class="css-row">${cards}</div></div>`
        : `<div class="css-rg"><p class="css-h">Complete the look</p><div class="css-row">${cards}</div></div>`;
    return `<!doctype html><html><head><title>Wicker bread crate | Tallowby</title></head><body><div id="__next"><div class="css-top"><a href="/">Tallowby</a></div><div class="css-main"><div class="css-${shared ? 'w' : 'crumbs'}"><a href="/">Tallowby</a><span aria-hidden="true"> / </span><a href="/c/1">Kitchen</a><span aria-hidden="true"> / </span><span>Wicker bread crate</span></div><div class="css-lay"><div class="css-w"><img src="/g/1.webp" alt="Wicker bread crate – 1"><img src="/g/2.webp" alt="Wicker bread crate – 2"></div><div class="css-w"><div class="css-c4rd"><a href="#" tabindex="-1" class="css-w"><img src="/i/0.webp" alt=""></a><div class="css-mk">Ommery</div>${title}<div class="css-st"><span role="img" aria-label="4.3 out of 5"></span><span>(212)</span></div><div class="css-pr"><span>$</span><span>36</span><sup>90</sup></div><div class="css-n">or 4 interest-free payments of $9.23</div><button type="button" class="css-b">Add to cart</button></div></div></div>${block}</div></div></body></html>`.replace(
      /class="css-(?:lay|rg)"/g,
      'class="css-w"',
    );
  };
  const h1 = '<h1 class="css-t">Wicker bread crate</h1>';
  const truth = { name: 'Wicker bread crate', brand: 'Ommery', price: '$36.90', rating: 4.3 };
  const flagged = (html: string, result: Record<string, unknown>): string[] =>
    flaggedAsAsked({
      html,
      url,
      prompt: ITEM_PROMPT,
      schema: ITEM_SCHEMA,
      result,
      fields: ['name', 'brand', 'price', 'rating'],
    });

  it('keeps the item’s maker that the model input shows only in a block of other items of the same maker', () => {
    expect(flagged(page(h1, 'heading'), truth)).toEqual([]);
    expect(flagged(page(h1, 'heading'), { ...truth, brand: 'Vennick' })).toEqual(['/brand']);
  });

  it('flags another item’s maker, name and price from a carousel named only by its aria-label', () => {
    const html = page(h1, 'aria');
    expect(flagged(html, truth)).toEqual([]);
    expect(flagged(html, { name: 'Ash bread knife', brand: 'Vennick', price: '$52.00', rating: 4.3 })).toEqual([
      '/brand',
      '/name',
      '/price',
    ]);
  });

  const titles: Array<[string, string]> = [
    ['an ARIA heading', '<div role="heading" aria-level="1" class="css-t">Wicker bread crate</div>'],
    ['a styled element linking to the page itself', '<a href="#" class="css-t">Wicker bread crate</a>'],
  ];
  for (const [how, title] of titles)
    it(`keeps the item’s values when its title is ${how}, not a heading element`, () => {
      const html = page(title, 'aria', true);
      expect(flagged(html, truth)).toEqual([]);
      expect(flagged(html, { ...truth, brand: 'Vennick' })).toEqual(['/brand']);
    });
});

describe('framework markup: a card’s former price struck by a class, not a tag', () => {
  const struckBy: Array<[string, string, string]> = [
    [
      'a hashed class whose rule is in the head',
      '<style>.css-9zq1{text-decoration:line-through;color:#888}</style>',
      'css-9zq1',
    ],
    ['a utility class', '', 'text-sm text-gray-400 line-through'],
  ];
  for (const [how, style, cls] of struckBy)
    it(`flags the struck figure given as a record’s price (${how}), not the price beside it`, () => {
      const was = [39.0, 15.0, 33.0, 52.0];
      const cards = GRID.map(
        (c, i) =>
          `<div class="css-c4rd"><div class="css-mk">${c.maker}</div><a href="/p/${i}" class="css-nm">${c.name}</a><div class="css-pr"><span>$${c.price.toFixed(2)}</span><span class="${cls}">$${was[i]!.toFixed(2)}</span></div></div>`,
      ).join('');
      const html = `<!doctype html><html><head><title>Kitchen | Tallowby</title>${style}</head><body><div id="__next"><div class="css-h">Kitchen</div><div class="css-grid">${cards}</div></div></body></html>`;
      const products = GRID.map(({ name, maker, price }) => ({ name, maker, price: `$${price.toFixed(2)}` }));
      const ask = { html, url: LIST_URL, prompt: LIST_PROMPT, schema: LIST_SCHEMA, fields: ['name', 'maker', 'price'] };
      expect(flaggedAsAsked({ ...ask, result: { products } })).toEqual([]);
      products[2] = { ...products[2]!, price: '$33.00' };
      expect(flaggedAsAsked({ ...ask, result: { products } })).toEqual(['/products/2/price']);
    });
});

describe('framework markup: stars drawn by icons inside the element that says the rating', () => {
  const icons =
    '<svg aria-hidden="true" viewBox="0 0 20 20"><path d="M10 1l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z"/></svg>'.repeat(
      5,
    );
  const stars = (x: number, n: number): string =>
    `<div class="flex items-center"><div role="img" aria-label="Rated ${x} out of 5 stars" class="flex gap-px">${icons}</div><span class="text-xs">(${n})</span></div>`;
  const html = `<!doctype html><html><head><title>Heather throw | Tallowby</title></head><body><div id="app"><div class="flex"><a href="/">Tallowby</a></div><div class="mx-auto"><div class="grid gap-6"><div class="flex flex-col"><div class="text-xs">Pellham</div><h1 class="text-2xl">Heather throw</h1>${stars(4.4, 310)}<div class="text-xl">$64.00</div><button type="button" class="btn">Add to cart</button></div></div><div class="mt-8"><h2 class="text-xl">Customers also viewed</h2><div class="flex gap-4">${[
    ['Vennick', 'Moorland cushion', 3.1, '$29.00'],
    ['Harlowe', 'Fleece hot-water bottle', 4.8, '$18.50'],
    ['Ommery', 'Wool slipper socks', 3.6, '$22.00'],
  ]
    .map(
      ([maker, name, rating, price], i) =>
        `<div class="flex flex-col gap-1"><div class="text-xs">${maker}</div><a href="/p/${i}" class="text-sm">${name}</a>${stars(rating as number, 20 + i)}<div class="font-bold">${price}</div></div>`,
    )
    .join('')}</div></div></div></div></body></html>`;
  const url = 'https://tallowby.test/p/heather-throw';
  const truth = { name: 'Heather throw', brand: 'Pellham', price: '$64.00', rating: 4.4 };
  const ask = { html, url, prompt: ITEM_PROMPT, schema: ITEM_SCHEMA, fields: ['name', 'brand', 'price', 'rating'] };

  it('places the rating each star widget says: the item’s in place, another item’s flagged', () => {
    expect(flaggedAsAsked({ ...ask, result: truth })).toEqual([]);
    expect(flaggedAsAsked({ ...ask, result: { ...truth, rating: 3.1 } })).toEqual(['/rating']);
  });
});

describe('framework markup: facets naming every maker above the grid', () => {
  it('flags the next card’s maker given to the first record (the lines above the first card are no record’s)', () => {
    const facets = `<div class="css-f"><div class="css-h">Brand</div>${['Harlowe', 'Pellham', 'Ommery']
      .map((m, i) => `<label class="css-l"><input type="checkbox"><span>${m}</span><span>(${3 + i})</span></label>`)
      .join('')}</div>`;
    const html = gridPage('').replace('<div class="css-h">Kitchen</div>', `${facets}<div class="css-h">Kitchen</div>`);
    const products = GRID.map(record);
    const ask = { html, url: LIST_URL, prompt: RATED_PROMPT, schema: RATED_SCHEMA, fields: LIST_FIELDS };
    expect(flaggedAsAsked({ ...ask, result: { products } })).toEqual([]);
    products[0] = { ...products[0]!, maker: 'Pellham' };
    expect(flaggedAsAsked({ ...ask, result: { products } })).toEqual(['/products/0/maker']);
  });
});

describe('framework markup: customers’ reviews naming other makers', () => {
  const page = (heading: string): string =>
    `<!doctype html><html><head><title>Rush doormat | Tallowby</title></head><body><div id="root"><div class="flex"><a href="/">Tallowby</a></div><div class="mx-auto"><div class="flex flex-col"><div class="text-xs">Harlowe</div><h1 class="text-2xl">Rush doormat</h1><div class="text-xl">$27.00</div><button type="button">Add to cart</button></div><div class="text-sm"><p>Woven from river rush and edged in cotton tape.</p></div><div class="flex flex-col gap-4"><div class="text-lg">${heading}</div><div class="rounded"><span role="img" aria-label="5 out of 5"></span><p>Far better than the Vennick mat it replaced, which frayed in a month.</p></div><div class="rounded"><span role="img" aria-label="4 out of 5"></span><p>Matches my Ommery boot tray nicely.</p></div></div></div></div></body></html>`;
  const truth = { name: 'Rush doormat', brand: 'Harlowe', price: '$27.00', rating: 4.5 };
  const ask = (heading: string) => ({
    html: page(heading),
    url: 'https://tallowby.test/p/rush-doormat',
    prompt: ITEM_PROMPT,
    schema: {
      ...ITEM_SCHEMA,
      properties: { name: { type: 'string' }, brand: { type: 'string' }, price: { type: 'string' } },
    },
    fields: ['name', 'brand', 'price'],
  });
  for (const heading of ['Reviews (12)', 'Kundenbewertungen', 'Avis clients', 'Recensioni'])
    it(`flags a maker only a review names as the item’s brand (“${heading}”), not the item’s own`, () => {
      const { rating: _rating, ...asked } = truth;
      expect(flaggedAsAsked({ ...ask(heading), result: asked })).toEqual([]);
      expect(flaggedAsAsked({ ...ask(heading), result: { ...asked, brand: 'Vennick' } })).toEqual(['/brand']);
    });
});

describe('framework markup: hashed class names', () => {
  // A size picker whose generated class happens to end in "nav": letters of a hash are no word.
  const page = (selectClass: string) => `<html><head><title>Dune loafer – Solemark</title></head><body>
  <div class="css-r00t"><h1 class="css-t1tle">Dune loafer</h1><p class="css-pr1ce">€ 89,00</p>
  <label class="css-l4bel"><span>Size</span><select class="${selectClass}" name="size">
  <option selected>41</option><option>42</option><option>43</option></select></label>
  <button type="button" class="css-c4rt">Add to cart</button></div>
  <nav class="menu"><a href="/41">Store 41</a><a href="/42">Store 42</a><a href="/43">Store 43</a></nav></body></html>`;
  const schema = {
    type: 'object',
    properties: { name: { type: 'string' }, sizes: { type: 'array', items: { type: 'string' } } },
  };
  const flagged = (selectClass: string) =>
    flaggedOnPage({
      html: page(selectClass),
      url: 'https://solemark.test/p/dune',
      prompt: 'The shoe: name and sizes',
      schema,
      result: { name: 'Dune loafer', sizes: ['41', '42', '43'] },
    });

  it('does not read a hash ending in a region word as that region', () => {
    expect(flagged('css-3wk6nav')).toEqual([]);
  });

  it('still reads a class word naming the navigation', () => {
    expect(flagged('site-nav')).toEqual(['/sizes/0', '/sizes/1', '/sizes/2']);
  });
});
