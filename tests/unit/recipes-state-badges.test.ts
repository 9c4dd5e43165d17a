import { describe, expect, it } from 'vitest';
import { isStateBadge } from '../../lib/recipes/item-badges';
import { nameAndPriceList } from '../support/name-and-price-list';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up shop's category pages: cards of a name and a price, some with a badge. The learning
 * pages showed no badge at all. A later card saying "New" or "Bestseller" is a record in another
 * state (it used to send every such page to the model); a card with a word no rule knows
 * ("Partner pick") may be a paid placement and still goes to the model.
 */
const AT = 'https://kestrel-home.test/c/';
const schema = nameAndPriceList('items');

interface Card {
  name: string;
  price: number;
  badge?: string;
}
const page = (cards: Card[]) =>
  `<!DOCTYPE html><html><body><main><h1>Vases</h1><ul class="grid">${cards
    .map(
      (c) =>
        `<li class="cell"><a class="cell-name" href="/p/${c.name.toLowerCase().replace(/\s+/g, '-')}">${c.name}</a>` +
        `<span class="cell-price">€${c.price.toFixed(2)}</span>${c.badge ? `<em class="cell-badge">${c.badge}</em>` : ''}</li>`,
    )
    .join('')}</ul></main></body></html>`;
const answer = (cards: Card[]) => ({ items: cards.map((c) => ({ name: c.name, price: c.price })) });

const one = [
  { name: 'Fluted vase', price: 24 },
  { name: 'Bud vase', price: 9.5 },
  { name: 'Pebble vase', price: 31 },
];
const two = [
  { name: 'Amphora vase', price: 58 },
  { name: 'Cylinder vase', price: 17.25 },
  { name: 'Bottle vase', price: 12 },
];

describe('recipes: a badge of the item’s state on a card', () => {
  const recipe = learnStored(
    [
      { html: page(one), answer: answer(one) },
      { html: page(two), answer: answer(two) },
    ],
    schema,
    AT,
  );

  it('serves a card saying "New" or "Bestseller" as the record it is', () => {
    const next = [
      { name: 'Ribbed vase', price: 22, badge: 'New' },
      { name: 'Tall vase', price: 40 },
      { name: 'Moon vase', price: 35, badge: 'Bestseller!' },
    ];
    const got = replayOn(recipe, page(next), schema, AT);
    expect(got.ok && got.result).toEqual(answer(next));
  });

  it('does not serve a page whose card shows a word no rule knows', () => {
    const next = [
      { name: 'Ribbed vase', price: 22 },
      { name: 'Glaze vase', price: 19, badge: 'Partner pick' },
    ];
    const got = replayOn(recipe, page(next), schema, AT);
    expect(got.ok).toBe(false);
  });

  it('knows such badges across languages, alone only', () => {
    for (const badge of ['NEU', 'Nouveauté', 'Más vendido', 'Sale', 'セール']) expect(isStateBadge(badge)).toBe(true);
    for (const text of ['New York', 'Sponsored', 'Promo', 'Sale ends Sunday']) expect(isStateBadge(text)).toBe(false);
  });
});
