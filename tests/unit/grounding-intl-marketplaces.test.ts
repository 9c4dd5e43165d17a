import { describe, expect, it } from 'vitest';
import { leavesOutPaid } from '../../lib/grounding/ad-disclosure';
import { numbersIn, numberRuns } from '../../lib/grounding/numbers';
import { numberRole } from '../../lib/grounding/roles';
import { quantityAfterAbroad } from '../../lib/grounding/quantity-labels';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * International marketplaces (2026-11-29): numbers written the way other locales write them,
 * paid listings when the request leaves them out, review counts, ratings and "also searched"
 * rows in other languages. Made-up shops and words throughout.
 */
describe('numbers as other locales write them', () => {
  it('reads Arabic-Indic digits with the Arabic decimal and thousands marks', () => {
    expect(numbersIn('د.إ ١٢٩٫٥٠')).toContain(129.5);
    expect(numbersIn('٣٣٬٢١٧ تقييم')).toContain(33217);
    expect(numbersIn('۱۲۳')).toContain(123);
  });

  it('reads a price whose decimal mark is the currency sign ("50€95") as one figure, and as money', () => {
    const text = 'Prix 50€95 (67€93 / l)';
    const runs = numberRuns(text);
    expect(runs.map((r) => r.values)).toEqual([[50.95], [67.93]]);
    const first = runs[0];
    if (!first) throw new Error('no run');
    expect(numberRole(text, first.start, first.end)).toBe('money');
    // Not a time or a figure going on: "12€345" is no price with cents.
    expect(numberRuns('12€345').length).toBe(2);
  });

  it('reads figures grouped in lakhs and crores', () => {
    expect(numbersIn('₹1,90,189')).toContain(190189);
    expect(numbersIn('₹12,34,56,789')).toContain(123456789);
    expect(numbersIn('₹1,23,456.50')).toContain(123456.5);
  });
});

describe('a quantity named after a linking word', () => {
  it.each([
    [' de livraison', 'shipping'],
    [' de frete', 'shipping'],
    [' di spedizione', 'shipping'],
    [' zł dostawa', 'shipping'],
    [' dostępne', null],
  ])('“%s” after a figure is %s', (after, quantity) => {
    expect(quantityAfterAbroad(after)).toBe(quantity);
  });
});

describe('review counts and ratings in other languages', () => {
  it.each([
    ['18,603개 상품평', 'count'],
    ['142 отзывов', 'count'],
    ['5,800件のレビュー', 'count'],
    ['602 Rezensionen', 'count'],
    ['3.3점', 'rating'],
    ['4,5 von 5', 'rating'],
    ['4.5 из 5', 'rating'],
    // The scale itself, after the rating: no count of anything.
    ['su 5 stelle', 'rating'],
    ['van 5 sterren', 'rating'],
    ['de 5 estrelas', 'rating'],
    ['из 5 звёзд', 'rating'],
  ])('“%s” is a %s', (text, role) => {
    const run = numberRuns(text)[0];
    if (!run) throw new Error('no run');
    expect(numberRole(text, run.start, run.end)).toBe(role);
  });

  it.each([
    ['Рейтинг 2,8 из 5', 'rating'],
    ['4.2 out of 5', 'rating'],
    ['5 отзывов из 12', 'plain'],
  ])('the last figure of “%s” is a %s', (text, role) => {
    const run = numberRuns(text).at(-1);
    if (!run) throw new Error('no run');
    expect(numberRole(text, run.start, run.end)).toBe(role);
  });
});

const shop = 'https://tarnwick.test/s?q=lamps';
const card = (i: number, name: string, price: string, badge = '') =>
  `<li class="card">${badge}<h2><a href="/p/${i}">${name}</a></h2><div class="maker">Lumbra</div><span class="price">${price}</span></li>`;
const listSchema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
    },
  },
};
const results = `<html><body><main><h1>Lamps</h1><ul class="grid">${[
  card(1, 'Lumbra Halo desk lamp', '€ 34,90', '<div class="badge">Sponsored <button aria-label="i">ⓘ</button></div>'),
  card(2, 'Lumbra Wisp floor lamp', '€ 89,00'),
  card(3, 'Lumbra Orbit table lamp', '€ 45,50'),
  card(4, 'Lumbra Drift wall lamp', '€ 27,95'),
].join('')}</ul></main></body></html>`;
const everyCard = {
  products: [
    { name: 'Lumbra Halo desk lamp', price: 34.9 },
    { name: 'Lumbra Wisp floor lamp', price: 89 },
    { name: 'Lumbra Orbit table lamp', price: 45.5 },
    { name: 'Lumbra Drift wall lamp', price: 27.95 },
  ],
};

describe('a card marked as a paid listing', () => {
  it('is no record when the request leaves sponsored listings out', () => {
    const flagged = flaggedOnPage({
      html: results,
      url: shop,
      prompt: 'Every product in the results, leaving out sponsored listings: name and price',
      schema: listSchema,
      result: everyCard,
    });
    expect(flagged).toEqual(['/products/0/name', '/products/0/price']);
  });

  it('is a record like any other when the request does not', () => {
    const flagged = flaggedOnPage({
      html: results,
      url: shop,
      prompt: 'Every product in the results: name and price',
      schema: listSchema,
      result: everyCard,
    });
    expect(flagged).toEqual([]);
  });

  it.each([
    ['every product, leaving out sponsored listings', true],
    ['all results without ads', true],
    ['each listing, excluding promoted ones', true],
    ['each listing, excluding promoted listings', true],
    ['organic results only', true],
    ['every product with its ad copy', false],
    ['products and their sponsors', false],
  ])('“%s” leaves paid listings out: %s', (prompt, out) => {
    expect(leavesOutPaid(prompt)).toBe(out);
  });
});

describe('a row of what other shoppers searched', () => {
  it('is no part of the results', () => {
    const searched = `<section><h2>Kunden suchten auch</h2><ul class="grid">${card(9, 'Lumbra Nimbus ceiling lamp', '€ 59,00')}${card(10, 'Lumbra Ember lantern', '€ 19,90')}</ul></section>`;
    const html = results.replace('</main>', `${searched}</main>`);
    const flagged = flaggedOnPage({
      html,
      url: shop,
      prompt: 'Every product in the results: name and price',
      schema: listSchema,
      result: { products: [...everyCard.products, { name: 'Lumbra Nimbus ceiling lamp', price: 59 }] },
    });
    expect(flagged).toEqual(['/products/4/name', '/products/4/price']);
  });
});

describe('a marketplace’s own words around a value', () => {
  const itemSchema = {
    type: 'object',
    properties: { name: { type: 'string' }, brand: { type: 'string' }, rating: { type: 'number' } },
  };
  const product = (seller: string) =>
    `<html><head><title>Kettle Sola 2 | Tarnwick</title></head><body><main><h1>Kettle Sola 2</h1><div class="maker">Brennvik</div><div class="rating"><span class="stars" aria-hidden="true">★★★★☆</span> <span class="score">4.3</span> <a href="#reviews">(128)</a></div><span class="price">€ 39,90</span><div class="seller">${seller} <a href="/shop/ostwald-trading">Ostwald Trading</a></div></main></body></html>`;

  it('the shop a marketplace says sells the item is not its brand', () => {
    for (const label of ['Sold by', 'Verkauf durch', 'Продавец:', 'Πωλείται από', 'Verkäufer:']) {
      const flagged = flaggedOnPage({
        html: product(label),
        url: 'https://tarnwick.test/p/sola-2',
        prompt: 'The product: name, brand and rating',
        schema: itemSchema,
        result: { name: 'Kettle Sola 2', brand: 'Ostwald Trading', rating: 4.3 },
      });
      expect(flagged).toEqual(['/brand']);
    }
  });

  it('a shop named without a seller’s label stays found', () => {
    const flagged = flaggedOnPage({
      html: product('From the maker:'),
      url: 'https://tarnwick.test/p/sola-2',
      prompt: 'The product: name, brand and rating',
      schema: itemSchema,
      result: { name: 'Kettle Sola 2', brand: 'Ostwald Trading', rating: 4.3 },
    });
    expect(flagged).toEqual([]);
  });

  it('the seller structured data names is not the brand either', () => {
    const data = `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kettle Sola 2',
      offers: {
        '@type': 'Offer',
        price: '39.90',
        priceCurrency: 'EUR',
        seller: { '@type': 'Organization', name: 'Ostwald Trading' },
      },
    })}</script>`;
    const flagged = flaggedOnPage({
      html: product('Verkauf durch').replace('</head>', `${data}</head>`),
      url: 'https://tarnwick.test/p/sola-2',
      prompt: 'The product: name, brand and rating',
      schema: itemSchema,
      result: { name: 'Kettle Sola 2', brand: 'Ostwald Trading', rating: 4.3 },
    });
    expect(flagged).toEqual(['/brand']);
  });

  it('the rating after the seller’s name is the shop’s, not the item’s', () => {
    for (const [label, count] of <Array<[string, string]>>[
      ['Sold by', '(12,480 ratings)'],
      ['Verkoop door', '(18.539 beoordelingen)'],
      ['Πωλείται από', '(15.536 αξιολογήσεις)'],
    ]) {
      const html = product(label).replace(
        'Ostwald Trading</a>',
        `Ostwald Trading</a> <span class="shop-rating">4,8 ${count}</span>`,
      );
      const ask = (rating: number) =>
        flaggedOnPage({
          html,
          url: 'https://tarnwick.test/p/sola-2',
          prompt: 'The product: name, brand and rating',
          schema: itemSchema,
          result: { name: 'Kettle Sola 2', brand: 'Brennvik', rating },
        });
      expect(ask(4.8), label).toEqual(['/rating']);
      expect(ask(4.3), label).toEqual([]);
    }
  });

  it('a rating an also-bought card says only in its stars’ title is that card’s', () => {
    const related = (title: string) =>
      `<section><h2>Often bought together</h2><ul>${[
        ['Brisk Nox blender', 'Haldo', 'title="4.7 out of 5"', '€ 61,00'],
        ['Tarn Wisp fan', 'Vellow', 'title="3.6 out of 5"', '€ 44,50'],
      ]
        .map(
          ([name, maker, rated, price]) =>
            `<li class="mini"><a href="/p/${name}">${name}</a> · ${maker} · <span class="stars" ${rated}>★★★★☆</span> (120) · <span>${price}</span></li>`,
        )
        .join('')}</ul></section>${title}`;
    const html = product('Sold by').replace('</main>', related('</main>'));
    const ask = (rating: number) =>
      flaggedOnPage({
        html,
        url: 'https://tarnwick.test/p/sola-2',
        prompt: 'The product: name, brand and rating',
        schema: itemSchema,
        result: { name: 'Kettle Sola 2', brand: 'Brennvik', rating },
      });
    expect(ask(4.7)).toEqual(['/rating']);
    expect(ask(4.3)).toEqual([]);
  });

  it('a brand shown only in the item’s breadcrumb and on an also-bought card is the item’s', () => {
    const trail =
      '<nav aria-label="breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/c/kitchen">Kitchen</a></li><li><a href="/b/quellin">Quellin</a></li><li aria-current="page">Sola 2</li></ol></nav>';
    const cards = ['Quellin Nox toaster', 'Harrow Pike grill', 'Ombra Lune mixer']
      .map(
        (name, i) =>
          `<li class="mini"><a href="/p/${i}">${name}</a><div>${name.split(' ')[0]}</div><span>€ ${20 + i},00</span></li>`,
      )
      .join('');
    const html = `<html><head><title>Kettle Sola 2 | Tarnwick</title></head><body>${trail}<main><h1>Kettle Sola 2</h1><span class="price">€ 39,90</span></main><section><h2>Often bought together</h2><ul>${cards}</ul></section></body></html>`;
    const flagged = flaggedOnPage({
      html,
      url: 'https://tarnwick.test/p/sola-2',
      prompt: 'The product: name, brand and rating',
      schema: itemSchema,
      result: { name: 'Kettle Sola 2', brand: 'Quellin' },
    });
    expect(flagged).toEqual([]);
  });

  it('a count in brackets beside five star glyphs is no rating', () => {
    const flagged = flaggedOnPage({
      html: product('Sold by'),
      url: 'https://tarnwick.test/p/sola-2',
      prompt: 'The product: name, brand and rating',
      schema: itemSchema,
      result: { name: 'Kettle Sola 2', brand: 'Brennvik', rating: 128 },
    });
    expect(flagged).toEqual(['/rating']);
  });

  it('a card’s delivery cost is not its price', () => {
    const withShipping = results.replace(
      '<span class="price">€ 89,00</span>',
      '<span class="price">€ 89,00</span><div class="ship">+ € 4,99 Versand</div>',
    );
    const asked = { products: everyCard.products.map((p) => (p.price === 89 ? { ...p, price: 4.99 } : p)) };
    const flagged = flaggedOnPage({
      html: withShipping,
      url: shop,
      prompt: 'Every product in the results: name and price',
      schema: listSchema,
      result: asked,
    });
    expect(flagged).toEqual(['/products/1/price']);
  });
});

describe('a card’s figures beside their labels', () => {
  const withPriceLine = (line: string) => results.replace('<span class="price">€ 89,00</span>', line);
  const askedPrice = (price: number) => ({
    products: everyCard.products.map((p, i) => (i === 1 ? { ...p, price } : p)),
  });

  it('a delivery cost labelled before the figure is not the card’s price', () => {
    const flagged = flaggedOnPage({
      html: withPriceLine('<span class="price">€ 89,00</span><div class="ship">Versandkosten: € 4,99</div>'),
      url: shop,
      prompt: 'Every product in the results: name and price',
      schema: listSchema,
      result: askedPrice(4.99),
    });
    expect(flagged).toEqual(['/products/1/price']);
  });

  it('the top of a price range is not the card’s price, its bottom is', () => {
    const range = withPriceLine('<span class="price">€ 89,00 – € 119,00</span>');
    const input = {
      html: range,
      url: shop,
      prompt: 'Every product in the results: name and price',
      schema: listSchema,
    };
    expect(flaggedOnPage({ ...input, result: askedPrice(119) })).toEqual(['/products/1/price']);
    expect(flaggedOnPage({ ...input, result: askedPrice(89) })).toEqual([]);
  });
});

describe('a price converted to the visitor’s currency', () => {
  const page = (price: string, converted: string) =>
    `<html><head><title>Thermos Kelda 1 | Bergli</title></head><body><main><h1>Thermos Kelda 1</h1><div class="pricebox"><span class="price">${price}</span> <span class="converted">${converted}</span><div class="note">inkl. MWST</div></div><button type="submit">In den Warenkorb</button></main></body></html>`;
  const ask = (html: string, price: number) =>
    flaggedOnPage({
      html,
      url: 'https://bergli.test/p/kelda-1',
      prompt: 'The product: name and price',
      schema: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
      result: { name: 'Thermos Kelda 1', price },
    });

  it.each([
    ['Fr. 24.90', '(ca. £22.10)', 24.9, 22.1],
    ['￥3,980', '(約 $26.40)', 3980, 26.4],
    ['CHF 24.90', '≈ €25.80', 24.9, 25.8],
  ])('beside %s, %s is an estimate, not the price', (price, converted, own, other) => {
    expect(ask(page(price, converted), own)).toEqual([]);
    expect(ask(page(price, converted), other)).toEqual(['/price']);
  });

  it('a card’s price range written with a currency word: its top is not the price', () => {
    const range = results.replace(
      '<span class="price">€ 89,00</span>',
      '<span class="price">1 969 kr – 3 128 kr</span>',
    );
    const flagged = flaggedOnPage({
      html: range,
      url: shop,
      prompt: 'Every product in the results: name and price',
      schema: listSchema,
      result: { products: everyCard.products.map((p, i) => (i === 1 ? { ...p, price: 3128 } : p)) },
    });
    expect(flagged).toEqual(['/products/1/price']);
  });
});
