import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * A made-up clothing shop whose learning pages both sell jeans, sized "30/32". Later pages sell
 * hoodies ("S", "M") and shoes ("41"): the same row of size buttons, items in another outline,
 * read there; a pair of jeans in one size shows the row's "Size" beside its one button, the label
 * of the value read, no new label. A size written in words ("One size fits most") is no code, and
 * goes to the model.
 */
interface Item {
  name: string;
  price: number;
  sizes: string[];
}
const itemPage = (p: Item): string =>
  `<!DOCTYPE html><html lang="en"><body><main><h1 class="name">${p.name}</h1><p class="price">$${p.price}</p>` +
  `<div class="sizes"><span>Size</span>${p.sizes.map((s) => `<button class="size" type="button">${s}</button>`).join('')}</div>` +
  '<button class="add" type="submit">Add to bag</button></main></body></html>';
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    sizes: { type: 'array', items: { type: 'string' } },
  },
};
const items: Item[] = [
  { name: 'Canal Denim', price: 79, sizes: ['30/32', '32/32', '34/34'] },
  { name: 'Quarry Straight Jeans', price: 89, sizes: ['28/30', '30/30'] },
  { name: 'Harbour Hoodie', price: 59, sizes: ['S', 'M', 'L', 'XL'] },
  { name: 'Trail Runner', price: 120, sizes: ['40', '41', '42'] },
  { name: 'Dock Jeans', price: 84, sizes: ['32/34'] },
  { name: 'Wool Beanie', price: 25, sizes: ['One size fits most'] },
];

describe('recipes: an array of codes in another outline, read by its row', () => {
  it('serves sizes of other kinds of item in the learned row, and sends a size in words to the model', async () => {
    const pages: SequencePage[] = items.map((p, i) => ({
      url: `https://wear.test/p/${i + 1}`,
      html: itemPage(p),
      truth: { name: p.name, price: p.price, sizes: p.sizes },
    }));
    const figures = await runSequence('wear', pages, { prompt: 'The item: name, price, sizes.', schema });
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([expect.stringMatching(/^page 6: sizes does not look like/)]);
    expect(figures.served).toBe(3);
  }, 30_000);
});
