import { describe, expect, it } from 'vitest';
import { modifierClass } from '@/lib/recipes/selectors';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up shop whose stock line wears a base class and a modifier for its state
 * ("Stock_stock__k3 Stock-ok_stockok__mn", CSS-module names). Both learning pages were in stock;
 * the reading anchored on the modifier found nothing on a page out of stock, and the page went to
 * the model. The base class stays whatever the state, and the line says "Indisponible".
 */
const AT = 'https://brightwell-kitchen.test/p/';
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, availability: { type: 'boolean' } },
};

const page = (name: string, price: string, stock: 'ok' | 'no', says: string) =>
  `<!DOCTYPE html><html><body><main><h1 class="Title_title__x81">${name}</h1>` +
  `<div class="Buy_buy__q27"><span class="Price_price__z42">${price} €</span>` +
  `<p class="Stock_stock__7QaLp Stock-${stock}_stock${stock}__wkzRT">${says}</p>` +
  `<button type="button" class="Add_add__c9">Ajouter au panier</button></div></main></body></html>`;

describe('recipes: a state modifier class', () => {
  const recipe = learnStored(
    [
      {
        html: page('Bouilloire Ardoise', '39,90', 'ok', 'En stock'),
        answer: { name: 'Bouilloire Ardoise', price: 39.9, availability: true },
      },
      {
        html: page('Théière Galet', '24,50', 'ok', 'Plus que 3 en stock'),
        answer: { name: 'Théière Galet', price: 24.5, availability: true },
      },
    ],
    schema,
    AT,
  );

  it('reads the state by the base class, so an out-of-stock page is served', () => {
    const got = replayOn(recipe, page('Carafe Sable', '18,00', 'no', 'Indisponible'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Carafe Sable', price: 18, availability: false });
  });

  it('tells a modifier from the class it modifies', () => {
    expect(modifierClass('stock--ok', ['stock', 'stock--ok'])).toBe(true);
    expect(modifierClass('Stock-ok_stockok__mn', ['Stock_stock__k3', 'Stock-ok_stockok__mn'])).toBe(true);
    expect(modifierClass('stock', ['stock', 'stock--ok'])).toBe(false);
    expect(modifierClass('badge', ['price', 'badge'])).toBe(false);
    // Utility classes share prefixes without a base among them.
    expect(modifierClass('text-gray-600', ['text-base', 'text-gray-600'])).toBe(false);
    // A block's element is no modifier.
    expect(modifierClass('card__title', ['card', 'card__title'])).toBe(false);
  });
});
