import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Made-up shop pages writing a price's cents in an element of their own ("74<sup>50</sup> €"),
 * which the learning pages, whose prices were whole, never showed. Those cents show a value
 * read: the page is served, even while a list of sizes is lacking (which keeps any other new
 * block a reason to ask). Cents that make no amount read ("+ delivery 4<sup>95</sup> €") still
 * send the page to the model.
 */
interface Item {
  name: string;
  price: number;
  sizes: string[];
  delivery?: number;
}
const items: Item[] = [
  { name: 'Fenwick Trail Shoe', price: 58, sizes: ['41', '42'] },
  { name: 'Alder Rain Jacket', price: 186, sizes: ['M'] },
  { name: 'Marrow Wool Scarf', price: 74.5, sizes: [] },
  { name: 'Osric Field Boot', price: 129.99, sizes: ['43'] },
  { name: 'Tamsin Linen Shirt', price: 42, sizes: [] },
  { name: 'Brisk Knit Beanie', price: 19.95, sizes: [], delivery: 4.95 },
];
const amount = (n: number): string => {
  const [whole, cents] = n.toFixed(2).split('.');
  return `<span class="whole">${whole}</span>${n % 1 ? `<sup class="cents">${cents}</sup>` : ''} €`;
};
const pages: SequencePage[] = items.map((it, i) => ({
  url: `https://wrenfold.test/p/${i + 1}`,
  html:
    `<!DOCTYPE html><html lang="en"><body><main><h1 class="title">${it.name}</h1>` +
    `<div class="buy"><p class="price">${amount(it.price)}` +
    (it.delivery ? ` + delivery ${it.delivery.toFixed(2).replace('.', '<sup class="cents">')}</sup> €` : '') +
    '</p>' +
    (it.sizes.length ? `<ul class="sizes">${it.sizes.map((s) => `<li>${s}</li>`).join('')}</ul>` : '') +
    '<button>Add to bag</button></div></main></body></html>',
  truth: { name: it.name, price: it.price, ...(it.sizes.length ? { sizes: it.sizes } : {}) },
}));
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    sizes: { type: 'array', items: { type: 'string' } },
  },
};

describe('recipes: a price’s cents in an element of their own', () => {
  it('serves pages showing the cents of the price read, not cents of another amount', async () => {
    const figures = await runSequence('wrenfold', pages, { prompt: 'The product: name, price, sizes.', schema });
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([expect.stringMatching(/^page 6: .*new here: a sup\.cents block/)]);
    expect(figures.served).toBe(3);
  }, 30_000);
});
