import { describe, expect, it } from 'vitest';
import { runSequence } from '@/bench/recipes-sequence';

/**
 * A "No reviews yet" note standing where the rating row stands, right beside the item's maker:
 * a line the learning pages never had beside a value read. With every field about reviews
 * absent from the served result, the note agrees with it and the page is served, though the
 * recipe has a field it never read (a colour no page shows) that a new line could hold. The
 * page's build alone already allowed it, the lines beside values read did not. Made-up kettles.
 */
interface Kettle {
  name: string;
  maker: string;
  price: string;
  rating?: number;
  reviews?: number;
}
const kettlePage = (k: Kettle): string =>
  `<!DOCTYPE html><html lang="de"><body><main><div class="k-info"><div class="k-head"><h1 class="k-title">${k.name}</h1>` +
  `<a href="/marke/${k.maker}" class="k-store">Zum ${k.maker}-Shop</a></div>` +
  (k.rating === undefined
    ? '<p class="k-none">Noch keine Bewertungen</p>'
    : `<div class="k-rating"><span class="k-value">${k.rating}</span> <a href="#r" class="k-count">${k.reviews} Bewertungen</a></div>`) +
  `<div class="k-price"><span class="k-now">${k.price}</span></div><p class="k-stock">Auf Lager</p></div></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    brand: { type: 'string' },
    price: { type: 'string' },
    rating: { type: 'number' },
    review_count: { type: 'integer' },
    // Never shown: a field the recipe never read, which a new line could hold.
    colour: { type: 'string' },
  },
};

describe('recipes: a no-reviews note beside a value read', () => {
  it('serves the page without a rating', async () => {
    const kettles: Kettle[] = [
      { name: 'Wasserkocher Brisa', maker: 'Ostwind', price: '49,90 €', rating: 4.2, reviews: 31 },
      { name: 'Wasserkocher Nebel', maker: 'Talgrund', price: '39,00 €', rating: 3.8, reviews: 7 },
      { name: 'Wasserkocher Tau', maker: 'Ostwind', price: '59,90 €', rating: 4.6, reviews: 112 },
      { name: 'Wasserkocher Reif', maker: 'Moorbach', price: '29,90 €' },
      { name: 'Wasserkocher Hagel', maker: 'Talgrund', price: '44,00 €', rating: 4.0, reviews: 12 },
    ];
    const figures = await runSequence(
      'kettles',
      kettles.map((k, i) => ({
        url: `https://kessel.test/p/${i + 1}`,
        html: kettlePage(k),
        truth: {
          name: k.name,
          brand: k.maker,
          price: k.price,
          ...(k.rating !== undefined ? { rating: k.rating, review_count: k.reviews } : {}),
        },
      })),
      { prompt: 'The kettle: name, brand, price, rating, review count and colour.', schema },
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(figures.later);
  }, 30_000);
});
