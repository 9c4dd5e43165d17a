import { describe, expect, it } from 'vitest';
import { groundOnPage } from './support/ground-on-page';

/**
 * A record's lines in the model input run on to the next record's, through any listing the
 * result leaves out (a sponsored row, a row the model skipped). A value the record's own card
 * does not show and such a listing does is the neighbour's. Made-up shop and words.
 */
const url = 'https://quillmoor.test/s?q=kettles';
const row = (i: number, name: string, maker: string, price: string, badge = '') =>
  `<tr class="row"><td>${badge}<a href="/p/${i}">${name}</a></td><td>${maker}</td><td><span class="price">${price}</span></td></tr>`;
const table = (rows: string[]) =>
  `<html><body><main><h1>Kettles</h1><table class="compare"><thead><tr><th>Product</th><th>Maker</th><th>Price</th></tr></thead><tbody>${rows.join('')}</tbody></table></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, maker: { type: 'string' }, price: { type: 'number' } },
      },
    },
  },
};
const page = table([
  row(1, 'Brennel Swift kettle', 'Brennel', '€ 41,00'),
  row(2, 'Ostwy Pearl kettle', 'Ostwy', '€ 58,50'),
  row(3, 'Calder Ember kettle', 'Calder', '€ 72,25', '<span class="badge">Sponsored</span>'),
  row(4, 'Tamsin Glow kettle', 'Tamsin', '€ 33,10'),
  row(5, 'Wrenby Loop kettle', 'Wrenby', '€ 64,80'),
  row(6, 'Hollis Quiet kettle', 'Hollis', '€ 29,95'),
]);
const prompt = 'Every product in the results, leaving out sponsored listings: name, maker and price';
const truth = [
  { name: 'Brennel Swift kettle', maker: 'Brennel', price: 41 },
  { name: 'Ostwy Pearl kettle', maker: 'Ostwy', price: 58.5 },
  { name: 'Tamsin Glow kettle', maker: 'Tamsin', price: 33.1 },
  { name: 'Wrenby Loop kettle', maker: 'Wrenby', price: 64.8 },
  { name: 'Hollis Quiet kettle', maker: 'Hollis', price: 29.95 },
];

describe('a listing between records that is no record', () => {
  it('keeps the true records in place', () => {
    const g = groundOnPage({ html: page, url, prompt, schema, result: { products: truth } });
    expect(g?.misplaced).toEqual([]);
    expect(g?.notFound).toEqual([]);
  });

  it('owns a price or maker given to the record before it (a sponsored row)', () => {
    const borrowed = truth.map((r, i) => (i === 1 ? { ...r, maker: 'Calder', price: 72.25 } : r));
    const g = groundOnPage({ html: page, url, prompt, schema, result: { products: borrowed } });
    expect(g?.misplaced).toEqual(['/products/1/maker', '/products/1/price']);
    expect(g?.misplacedWhere?.['/products/1/price']).toMatch(/listing marked as paid/);
  });

  it('owns a value given to its neighbour when the model skipped it', () => {
    const skipped = truth
      .filter((r) => r.name !== 'Wrenby Loop kettle')
      .map((r) => (r.name === 'Tamsin Glow kettle' ? { ...r, price: 64.8 } : r));
    const g = groundOnPage({ html: page, url, prompt, schema, result: { products: skipped } });
    expect(g?.misplaced).toEqual(['/products/2/price']);
    expect(g?.misplacedWhere?.['/products/2/price']).toMatch(/listing not in the result \(“Wrenby Loop kettle”\)/);
  });

  it('is not read into records split over two rows (a name row, then a row of figures)', () => {
    const split = `<html><body><main><table class="compare"><tbody>${truth
      .map(
        (r, i) =>
          `<tr class="row"><td><a href="/p/${i}">${r.name}</a></td></tr><tr class="row"><td>${r.maker}</td><td><a href="/cart/${i}">Add to basket</a> € ${r.price.toFixed(2).replace('.', ',')}</td></tr>`,
      )
      .join('')}</tbody></table></main></body></html>`;
    const g = groundOnPage({ html: split, url, prompt, schema, result: { products: truth } });
    expect(g?.misplaced).toEqual([]);
    expect(g?.notFound).toEqual([]);
  });

  it('ends a record’s card at its list item when a sponsored item shares its list', () => {
    // A results page that splits its list in two around a box of questions: the first part holds
    // a sponsored result and one record only.
    const item = (i: number, r: (typeof truth)[number], badge = '') =>
      `<li class="result">${badge}<a href="/p/${i}"><h3>${r.name}</h3></a><p>${r.maker}</p><p>€ ${r.price.toFixed(2).replace('.', ',')}</p></li>`;
    const ad = { name: 'Calder Ember kettle', maker: 'Calder', price: 72.25 };
    const split = `<html><body><main><ol class="results">${item(0, ad, '<span class="badge">Sponsored</span>')}${item(1, truth[0]!)}</ol><div class="ask"><h2>People also ask</h2></div><ol class="results">${truth
      .slice(1)
      .map((r, i) => item(i + 2, r))
      .join('')}</ol></main></body></html>`;
    const g = groundOnPage({ html: split, url, prompt, schema, result: { products: truth } });
    expect(g?.misplaced).toEqual([]);
    expect(g?.notFound).toEqual([]);
  });

  it('reads no advertising word out of a generated class name ("sc-dF8wAd")', () => {
    const hashed = page
      .replaceAll('class="row"', 'class="sc-dF8wAd"')
      .replace('<span class="badge">Sponsored</span>', '');
    const g = groundOnPage({ html: hashed, url, prompt, schema, result: { products: truth } });
    expect(g?.misplaced).toEqual([]);
  });

  it('reads no advertising word out of a CSS module’s hash ("Card-price_cardprice__adQWK")', () => {
    // The hash after "__" is cased as no word is; the module's own words still count.
    const card = (i: number, r: { name: string; maker: string; price: number }, cls: string) =>
      `<li class="${cls}"><h2><a href="/p/${i}">${r.name}</a></h2><p>${r.maker}</p><div class="Card-price_cardprice__adQWK"><span>€ ${r.price.toFixed(2).replace('.', ',')}</span></div></li>`;
    const ad = { name: 'Calder Ember kettle', maker: 'Calder', price: 72.25 };
    const cards = (adClass: string) =>
      `<html><body><main><h1>Kettles</h1><ul>${[...truth.slice(0, 2), ad, ...truth.slice(2)]
        .map((r, i) => card(i, r, r === ad ? adClass : 'Card_card__k3PqZ'))
        .join('')}</ul></main></body></html>`;
    const withAd = [...truth.slice(0, 2), ad, ...truth.slice(2)];
    const plain = groundOnPage({ html: cards('Card_card__k3PqZ'), url, prompt, schema, result: { products: truth } });
    expect(plain?.misplaced).toEqual([]);
    const marked = groundOnPage({
      html: cards('Card_adSlot__k3PqZ'),
      url,
      prompt,
      schema,
      result: { products: withAd },
    });
    expect(marked?.misplacedWhere?.['/products/2/price']).toMatch(/listing marked as paid \(“class=Card_adSlot/);
  });
});
