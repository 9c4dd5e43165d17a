import { describe, expect, it } from 'vitest';
import { stockFrame } from '@/lib/recipes/availability';
import { recipeRuns } from './support/recipe-runs';

/**
 * A number framed by an availability phrase ("Only 4 left") counts items in stock. On a learning
 * page where the rating happened to equal that count, such a frame must not become the rating's
 * reading. Made-up kettle pages of one template.
 */
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, rating: { type: 'number' } },
};
const ask = { prompt: 'The kettle: name, price, rating.', schema };

interface Kettle {
  n: number;
  rating?: number;
  /** Items left, shown as "Only 3 left"; none shown when many are. */
  left?: number;
}

const html = ({ n, rating, left }: Kettle): string => `<html><body><main>
  <h1 class="k-name">Still kettle ${n}</h1>
  ${rating ? `<p class="css-w5e6r"><span class="css-q8w2e">${rating}</span>/5</p>` : ''}
  <p class="k-cost">€${n}9.00</p><p class="css-z4x1c"><span>${left ? `Only ${left} left` : 'In stock'}</span></p>
  </main><aside><h2>Also viewed</h2>${[1, 2]
    .map(
      (k) =>
        `<div class="css-c7v3b"><a href="/k/${n + k}">Pot ${k}</a><p class="css-w5e6r"><span class="css-q8w2e">${k}.5</span>/5</p></div>`,
    )
    .join('')}</aside></body></html>`;
const answer = ({ n, rating }: Kettle) => ({
  name: `Still kettle ${n}`,
  price: Number(`${n}9`),
  ...(rating ? { rating } : {}),
});

describe('a stock count’s frame', () => {
  it('is an availability phrase around a number', () => {
    expect(stockFrame('Only', 'left')).toBe(true);
    expect(stockFrame('Solo', 'rimasti')).toBe(true);
    expect(stockFrame('', 'out of 5')).toBe(false);
    expect(stockFrame('', '')).toBe(false);
  });

  it('is never learned as the place of a rating that matched the count by chance', async () => {
    const { store, run } = recipeRuns(ask);
    const outs = [];
    for (const k of [{ n: 1 }, { n: 2, rating: 4, left: 4 }, { n: 3, rating: 3.5, left: 4 }])
      outs.push(await run(`https://still.test/k/${k.n}`, html(k), answer(k)));
    const [recipe] = await store.list();
    const frames = recipe?.fields.find((f) => f.name === 'rating')?.picks.map((p) => `${p.before}|${p.after}`);
    expect(frames?.length).toBeGreaterThan(0);
    expect(frames?.filter((f) => /only|left/i.test(f))).toEqual([]);
    const third = outs[2];
    expect(third?.served ? third.result : third?.missed?.reason).toEqual({
      name: 'Still kettle 3',
      price: 39,
      rating: 3.5,
    });
  });
});
