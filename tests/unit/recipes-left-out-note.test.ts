import { describe, expect, it } from 'vitest';
import { nameAndPriceList } from '../support/name-and-price-list';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up shop's category pages: the list holds, among its cards, one more card that is a row
 * of related searches (a heading and a few search links). The model leaves that card out. On the
 * learning pages the searches were long phrases, which a card's marks keep as a note of their
 * slot; a later page's searches are short words, kept as texts. The row is the same kind of card
 * and is left out as on the learning pages, not taken for a kind never seen.
 */
const AT = 'https://linden-lane.test/c/';
const schema = nameAndPriceList('items');

interface Card {
  name: string;
  price: number;
}
const page = (cards: Card[], searches: string[]) =>
  `<!DOCTYPE html><html><body><main><h1>Rugs</h1><ul class="grid">${cards
    .slice(0, 2)
    .map(card)
    .join('')}<li class="cell"><section class="related"><h2 class="related-title">Related searches</h2>${searches
    .map((s) => `<a class="related-link" href="/s?q=${encodeURIComponent(s)}">${s}</a>`)
    .join('')}</section></li>${cards.slice(2).map(card).join('')}</ul></main></body></html>`;
const card = (c: Card) =>
  `<li class="cell"><a class="cell-name" href="/p/${c.name.toLowerCase().replace(/\s+/g, '-')}">${c.name}</a><span class="cell-price">€${c.price.toFixed(2)}</span></li>`;
const answer = (cards: Card[]) => ({ items: cards.map((c) => ({ name: c.name, price: c.price })) });

const one = [
  { name: 'Jute rug', price: 89 },
  { name: 'Wool runner', price: 120 },
  { name: 'Braided mat', price: 35.5 },
];
const two = [
  { name: 'Kilim rug', price: 145 },
  { name: 'Cotton mat', price: 22 },
  { name: 'Shag rug', price: 99.9 },
];

describe('recipes: a left-out card whose texts are long on one page and short on another', () => {
  const recipe = learnStored(
    [
      {
        html: page(one, ['washable rugs for the kitchen floor', 'round rugs for a small reading nook']),
        answer: answer(one),
      },
      {
        html: page(two, ['outdoor rugs that dry quickly after rain', 'runner rugs for a long narrow hallway']),
        answer: answer(two),
      },
    ],
    schema,
    AT,
  );

  it('leaves the row of short searches out, as the learning pages did, and serves the records', () => {
    const next = [
      { name: 'Sisal rug', price: 64 },
      { name: 'Felt mat', price: 18.75 },
      { name: 'Loop rug', price: 77 },
    ];
    const got = replayOn(recipe, page(next, ['sisal', 'felt rugs']), schema, AT);
    expect(got.ok && got.result).toEqual(answer(next));
  });
});
