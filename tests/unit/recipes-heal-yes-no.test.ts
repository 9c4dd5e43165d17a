import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Made-up lamp pages whose answers hold a yes/no (in stock). A page under a new address, built
 * anew, answers every field: it is a full answer, and heals the recipe from itself, not "a page
 * lacking values the earlier pages had (an error or empty page?)" because a yes is no text.
 */
interface Lamp {
  name: string;
  price: number;
  url: string;
  /** The new build: other classes, another wrapper. */
  rebuilt?: boolean;
}
const lampPage = (l: Lamp): string =>
  l.rebuilt
    ? `<!DOCTYPE html><html><body><div id="app"><section class="pdp"><h1 class="pdp-title">${l.name}</h1>` +
      `<div class="pdp-buy"><b class="pdp-amount">€${l.price}</b> <em class="pdp-stock">In stock</em></div></section></div></body></html>`
    : `<!DOCTYPE html><html><body><main><h1 class="name">${l.name}</h1>` +
      `<p class="price">€${l.price}</p><p class="stock">In stock</p></main></body></html>`;
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, in_stock: { type: 'boolean' } },
};

describe('recipes: a full answer with a yes/no heals', () => {
  it('heals from a page at a new address whose answer has every field, a yes among them', async () => {
    const lamps: Lamp[] = [
      { name: 'Reed Lamp', price: 40, url: 'https://lamps.test/p/item/reed-1' },
      { name: 'Fern Lamp', price: 52, url: 'https://lamps.test/p/item/fern-2' },
      { name: 'Moss Lamp', price: 61, url: 'https://lamps.test/p/item/moss-3' },
      { name: 'Birch Lamp', price: 75, url: 'https://lamps.test/p/birch-lamp-4', rebuilt: true },
    ];
    const figures = await runSequence(
      'lamps',
      lamps.map((l): SequencePage => ({
        url: l.url,
        html: lampPage(l),
        truth: { name: l.name, price: l.price, in_stock: true },
      })),
      { prompt: 'The lamp: name, price, in stock.', schema },
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([expect.stringMatching(/^page 4: /)]);
    expect(Object.keys(figures.learnReasons).join('\n')).not.toMatch(/lacks values the earlier pages had/);
  }, 30_000);
});
