import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up shop pages: a product's former price written "Au lieu de 49,90 €" above its price when
 * on sale, and a "Les clients ont aussi consulté" block of other products' cards built alike. A
 * product not on sale, whose block holds one card on sale, shows the label only in that card:
 * its own former price is gone, and the page is served without one.
 */
interface Item {
  name: string;
  price: string;
  was?: string;
}
const priceBox = (i: Item): string =>
  `<div class="box">${i.was ? `<span class="was">Au lieu de ${i.was} €</span>` : ''}<span class="now">${i.price} €</span></div>`;
const page = (i: Item, others: Item[]): string =>
  `<!DOCTYPE html><html lang="fr"><body><main><div class="item"><h1 class="name">${i.name}</h1>${priceBox(i)}</div>` +
  `<section class="more"><h2>Les clients ont aussi consulté</h2><div class="row">${others
    .map((o) => `<div class="card"><a href="/p/${o.name.length}">${o.name}</a>${priceBox(o)}</div>`)
    .join('')}</div></section></main></body></html>`;
const euros = (text?: string): number | undefined => (text ? Number(text.replace(',', '.')) : undefined);
const answer = (i: Item) => ({ name: i.name, price: euros(i.price), ...(i.was ? { list_price: euros(i.was) } : {}) });
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, list_price: { type: 'number' } },
};
const AT = 'https://boutique.test/p/';
const plain: Item[] = [
  { name: 'Bol Ardoise', price: '12,90' },
  { name: 'Tasse Lin', price: '8,50' },
];

describe('recipes: a label shown only in a card of other items', () => {
  const learned: Item[] = [
    { name: 'Théière Grès', price: '34,90', was: '49,90' },
    { name: 'Carafe Sable', price: '21,00' },
  ];
  const recipe = learnStored(
    learned.map((i) => ({ html: page(i, plain), answer: answer(i) })),
    schema,
    AT,
  );

  it('serves a product not on sale whose "also viewed" block holds one card on sale', () => {
    const next: Item = { name: 'Plat Argile', price: '27,50' };
    const got = replayOn(
      recipe,
      page(next, [{ name: 'Pichet Craie', price: '15,00', was: '19,90' }, ...plain]),
      schema,
      AT,
    );
    expect(got.ok && got.result).toEqual(answer(next));
  });

  it('still reads its own former price where it is on sale', () => {
    const next: Item = { name: 'Coupe Brume', price: '18,00', was: '24,00' };
    const got = replayOn(recipe, page(next, plain), schema, AT);
    expect(got.ok && got.result).toEqual(answer(next));
  });
});
