import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Made-up shop pages whose rating line counts the reviews in a word that takes another form by
 * number, as Slavic languages do ("12 opinii", "3 opinie"), and says nothing of reviews where
 * there are none. The schema asks for a list price no page shows, so a new line beside a value
 * read sends the page to the model; these lines are the learned one said another way, not new.
 */
interface Lamp {
  name: string;
  price: number;
  rating: number;
  reviews?: number;
}
const form = (n: number): string =>
  n === 1 ? 'opinia' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'opinie' : 'opinii';
const stars = (r: number): string => '★'.repeat(Math.round(r)) + '☆'.repeat(5 - Math.round(r));
const lampPage = (l: Lamp): string =>
  `<!DOCTYPE html><html lang="pl"><body><main><h1 class="title">${l.name}</h1>` +
  `<div class="rating"><span class="score">${l.rating.toFixed(1).replace('.', ',')}</span> <span aria-hidden="true">${stars(l.rating)}</span>` +
  (l.reviews ? ` <a href="#opinie" class="count">${l.reviews} ${form(l.reviews)}</a>` : '') +
  `</div><p class="price">${l.price.toFixed(2).replace('.', ',')} zł</p><button>Do koszyka</button></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    list_price: { type: 'number' },
    rating: { type: 'number' },
  },
};

describe('recipes: a line beside a value said another way', () => {
  it('serves pages whose rating line counts reviews in another form of the word, or not at all', async () => {
    const lamps: Lamp[] = [
      { name: 'Lampa Brzask', price: 129, rating: 4.2, reviews: 12 },
      { name: 'Lampa Zmierzch', price: 149.5, rating: 3.8, reviews: 15 },
      { name: 'Lampa Iskra', price: 99, rating: 4.6, reviews: 3 },
      { name: 'Lampa Zorza', price: 189, rating: 4.1, reviews: 7 },
      { name: 'Lampa Świt', price: 79.9, rating: 4.4, reviews: 23 },
      { name: 'Lampa Mrok', price: 219, rating: 4.5 },
      { name: 'Lampa Płomień', price: 135, rating: 3.9, reviews: 1 },
      { name: 'Lampa Knot', price: 64, rating: 4.8, reviews: 41 },
    ];
    const pages: SequencePage[] = lamps.map((l, i) => ({
      url: `https://lampy.test/p/${i + 1}`,
      html: lampPage(l),
      truth: { name: l.name, price: l.price, rating: l.rating },
    }));
    const figures = await runSequence('lampy', pages, {
      prompt: 'The lamp: name, price, list price, rating.',
      schema,
    });
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(6);
  }, 30_000);
});
