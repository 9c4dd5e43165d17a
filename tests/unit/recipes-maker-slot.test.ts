import { describe, expect, it } from 'vitest';
import { nameAndPriceList } from '../support/name-and-price-list';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up coffee roaster's list pages: each card shows the roaster's name (not asked for) in a
 * slot of its own, above the coffee's name and price. A few roasters fill the learning pages; a
 * later page shows one more.
 */
interface Bag {
  roaster: string;
  name: string;
  price: string;
  /** Not a record: the model leaves it out. */
  left?: boolean;
}

const slug = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

function shelf(bags: Bag[]): string {
  const card = (b: Bag): string =>
    `<li class="bag"><p class="bag-roaster">${b.roaster}</p><a class="bag-name" href="/coffee/${slug(b.name)}">${b.name}</a><span class="bag-cost">€${b.price}</span></li>`;
  return `<!DOCTYPE html><html><body><header><a href="/">Bean Street</a></header><main><h1>Filter coffee</h1>
    <ul class="bags">${bags.map(card).join('')}</ul></main></body></html>`;
}

const schema = nameAndPriceList('coffees');
const answer = (bags: Bag[]) => ({
  coffees: bags.filter((b) => !b.left).map((b) => ({ name: b.name, price: Number(b.price) })),
});
const AT = 'https://beans.test/c/filter-';
const learn = (pages: Bag[][]) =>
  learnStored(
    pages.map((bags) => ({ html: shelf(bags), answer: answer(bags) })),
    schema,
    AT,
    'beans',
  );

const first: Bag[] = [
  { roaster: 'Hollow Oak', name: 'Ridge Blend', price: '12.50' },
  { roaster: 'Marrow Lane', name: 'Dusk Roast', price: '10.90' },
  { roaster: 'Copper Hill', name: 'Sun Terrace', price: '14.00' },
  { roaster: 'Wren & Co', name: 'Valley Light', price: '11.20' },
];
const second: Bag[] = [
  { roaster: 'Hollow Oak', name: 'Lantern Dark', price: '13.10' },
  { roaster: 'Marrow Lane', name: 'Field Notes', price: '9.80' },
  { roaster: 'Copper Hill', name: 'Mill Road', price: '15.40' },
  { roaster: 'Wren & Co', name: 'Orchard Bright', price: '12.00' },
];
const later: Bag[] = [
  { roaster: 'Copper Hill', name: 'Glass House', price: '13.70' },
  { roaster: 'Stone Weir', name: 'Tidal Crema', price: '16.20' },
  { roaster: 'Hollow Oak', name: 'Night Market', price: '11.60' },
];

describe('recipes: a card slot whose texts vary from record to record', () => {
  it('serves a card showing a value of that slot no learned record showed (a fifth roaster)', () => {
    const got = replayOn(learn([first, second]), shelf(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('still leaves out a card whose slot shows a paid placement’s label', () => {
    const page = [
      ...later.slice(0, 1),
      { roaster: 'Sponsored', name: 'Promo Pack', price: '5.00', left: true },
      ...later.slice(1),
    ];
    const got = replayOn(learn([first, second]), shelf(page), schema, AT);
    expect(got.ok && got.result).toEqual(answer(page));
  });

  it('refuses a new value when a card the model left out showed its own word in that slot', () => {
    const withHouse = [...second, { roaster: 'House Pick', name: 'Staff Choice', price: '8.00', left: true }];
    const recipe = learn([first, withHouse]);
    const got = replayOn(recipe, shelf(later), schema, AT);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/card unlike the records learned/);
  });
});
