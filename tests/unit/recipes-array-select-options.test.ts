import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * A made-up shop whose sizes are a select's options, some sold out (disabled), and which only
 * some items have. The one learning page with sizes sells trousers ("30/32"); later pages sell
 * shoes ("41") and hoodies ("S"). Each option is a size: read by its element, the outline of one
 * answer's sizes says nothing of the next item's.
 */
interface Item {
  name: string;
  price: number;
  sizes: string[];
}
const items: Item[] = [
  { name: 'Harbour Tote', price: 39, sizes: [] },
  { name: 'Quarry Chino', price: 89, sizes: ['30/32', '32/32', '34/32'] },
  { name: 'Dune Runner', price: 120, sizes: ['38', '39', '40', '41'] },
  { name: 'Cove Hoodie', price: 59, sizes: ['S', 'M', 'L'] },
  { name: 'Reef Bottle', price: 19, sizes: [] },
  { name: 'Tide Loafer', price: 140, sizes: ['41', '42'] },
];
const page = (item: Item, i: number): string =>
  `<!DOCTYPE html><html lang="en"><body><main><h1 class="name">${item.name}</h1><p class="price">€${item.price}</p>` +
  (item.sizes.length
    ? '<label class="pick"><span class="pick-label">Size</span><select name="size">' +
      item.sizes.map((s, k) => `<option${k % 2 === i % 2 ? ' disabled' : ''}>${s}</option>`).join('') +
      '</select></label>'
    : '') +
  '<button class="cart">Add to bag</button></main></body></html>';
const pages: SequencePage[] = items.map((item, i) => ({
  url: `https://shop.test/p/${i + 1}`,
  html: page(item, i),
  truth: { name: item.name, price: item.price, ...(item.sizes.length ? { sizes: item.sizes } : {}) },
}));
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    sizes: { type: 'array', items: { type: 'string' } },
  },
};

describe('recipes: an array of a select’s options', () => {
  it('serves sizes in another outline than the one learning page’s', async () => {
    const figures = await runSequence('shop', pages, { prompt: 'The item: name, price, sizes.', schema });
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(4);
  }, 30_000);
});
