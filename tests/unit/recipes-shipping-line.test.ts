import { describe, expect, it } from 'vitest';
import { runSequence } from '@/bench/recipes-sequence';
import { labelQuantity } from '@/lib/grounding';

/**
 * A delivery line new beside the price ("Kostenloser Versand", "+ 4,90 € Versand"), in no element
 * of its own, holds no field of the item, so it sends no page to the model; a former price new there ("Statt 59,90 €") may
 * hold the list price no learning page showed, and does. Made-up lamps.
 */
interface Lamp {
  name: string;
  price: string;
  extra?: string;
  was?: string;
}
const lampPage = (l: Lamp): string =>
  `<!DOCTYPE html><html lang="de"><body><main><h1 class="l-title">${l.name}</h1>` +
  `<div class="l-box"><span class="l-price">${l.price}</span>${l.extra ? `<br>${l.extra}` : ''}` +
  `${l.was ? `<br>Statt ${l.was}` : ''}</div>` +
  `<p class="l-maker">Marke: Lichtwerk</p></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'string' },
    list_price: { type: 'string' },
    brand: { type: 'string' },
  },
};

describe('recipes: a delivery line new beside the price', () => {
  it('is served; a former price new there goes to the model', async () => {
    const lamps: Lamp[] = [
      { name: 'Leuchte Ahorn', price: '49,90 €' },
      { name: 'Leuchte Birke', price: '39,00 €' },
      { name: 'Leuchte Erle', price: '59,90 €', extra: 'Kostenloser Versand' },
      { name: 'Leuchte Linde', price: '29,90 €', extra: '+ 4,90 € Versand' },
      { name: 'Leuchte Ulme', price: '44,00 €', was: '59,90 €' },
    ];
    const figures = await runSequence(
      'lamps',
      lamps.map((l, i) => ({
        url: `https://leuchten.test/p/${i + 1}`,
        html: lampPage(l),
        truth: { name: l.name, price: l.price, brand: 'Lichtwerk', ...(l.was ? { list_price: l.was } : {}) },
      })),
      { prompt: 'The lamp: name, price, list price and brand.', schema },
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.served).toBe(2);
    expect(figures.misses).toEqual([expect.stringMatching(/^page 5: .*statt 9/)]);
  }, 30_000);
});

describe('delivery lines in more languages', () => {
  it.each(['Free shipping', 'Livraison gratuite', '送料無料', 'Δωρεάν αποστολή', 'شحن مجاني', 'משלוח חינם'])(
    '"%s" names the delivery',
    (line) => {
      expect(labelQuantity(line)).toBe('shipping');
    },
  );
});
