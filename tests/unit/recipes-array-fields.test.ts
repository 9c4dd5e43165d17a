import { describe, expect, it } from 'vitest';
import { recipeRuns } from './support/recipe-runs';

/**
 * An array field is learned from answers, not from the values of one answer: the three sizes
 * of one boot all look like "99", and say nothing of the next page's shirt sizes. Made-up shop
 * pages of one template: sizes are buttons, absent on a scarf. Nor is it read by a state: which
 * size button is pressed says which one is chosen, not where the sizes are.
 */
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    sizes: { type: 'array', items: { type: 'string' } },
  },
};
const ask = { prompt: 'The item: name, price, sizes.', schema };

interface Item {
  n: number;
  sizes: string[];
  /** The first size button is the one chosen (aria-pressed). */
  pressed?: boolean;
}

const html = ({ n, sizes, pressed }: Item): string => `<html><body><main>
  <h1 class="i-name">Loom piece ${n}</h1><p class="i-cost">€${n}9.00</p>
  ${sizes.length ? `<div class="i-sizes">${sizes.map((s, i) => `<button class="i-size"${pressed ? ` aria-pressed="${i === 0}"` : ''}>${s}</button>`).join('')}</div>` : ''}
  <button class="i-cart">Add to bag</button></main></body></html>`;
const answer = ({ n, sizes }: Item) => ({
  name: `Loom piece ${n}`,
  price: Number(`${n}9`),
  ...(sizes.length ? { sizes } : {}),
});

async function runAll(items: Item[]) {
  const { run } = recipeRuns(ask);
  const outs = [];
  for (const item of items) outs.push(await run(`https://loom.test/p/${item.n}`, html(item), answer(item)));
  return outs;
}

describe('an array field', () => {
  it('learns no outline from one answer’s values: letter sizes after one page of shoe sizes are served', async () => {
    const outs = await runAll([
      { n: 1, sizes: ['38', '39', '40'] },
      { n: 2, sizes: [] },
      { n: 3, sizes: ['S', 'M', 'L'] },
    ]);
    const third = outs[2];
    expect(third?.served ? third.result : third?.missed?.reason).toEqual({
      name: 'Loom piece 3',
      price: 39,
      sizes: ['S', 'M', 'L'],
    });
  });

  it('learns the outline two differing answers share: sizes in words go to the model, codes of another kind are read', async () => {
    const outs = await runAll([
      { n: 1, sizes: ['38', '39', '40'] },
      { n: 2, sizes: ['41', '42'] },
      { n: 3, sizes: ['One size fits all'] },
      { n: 4, sizes: ['S', 'M', 'L'] },
    ]);
    const third = outs[2];
    expect(third?.served).toBe(false);
    expect(third?.served ? '' : third?.missed?.reason).toContain('sizes does not look like the learned values');
    const fourth = outs[3];
    expect(fourth?.served ? fourth.result : fourth?.missed?.reason).toEqual({
      name: 'Loom piece 4',
      price: 49,
      sizes: ['S', 'M', 'L'],
    });
  });

  it('is not read by which size is chosen: a page showing two sizes after pages of one serves both', async () => {
    const outs = await runAll([
      { n: 1, sizes: ['40'], pressed: true },
      { n: 2, sizes: [], pressed: true },
      { n: 3, sizes: ['38', '39'], pressed: true },
    ]);
    const third = outs[2];
    expect(third?.served ? third.result : third?.missed?.reason).toEqual({
      name: 'Loom piece 3',
      price: 39,
      sizes: ['38', '39'],
    });
  });
});
