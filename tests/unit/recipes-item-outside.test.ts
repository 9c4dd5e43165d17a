import { describe, expect, it } from 'vitest';
import { recipeRuns } from './support/recipe-runs';

/**
 * A value read at a place of the item's own (its star widget; the first of several alike) is counted
 * among the item's own places, not the related cards': a page whose item has no rating yet must
 * not read the first "also viewed" card's. Made-up lamp pages of one template.
 */
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, rating: { type: 'number' } },
};
const ask = { prompt: 'The lamp: name, price, rating.', schema };

interface Lamp {
  n: number;
  rating?: string;
}

const stars = (r: string) => `<div role="img" aria-label="${r} of 5 stars"><i></i></div>`;
const card = (k: number) =>
  `<li class="also"><a href="/l/${k}">Wick lamp ${k}</a>${stars(`${k % 4}.${k % 10}`)}<span>€${k}.50</span></li>`;
const html = ({ n, rating }: Lamp): string => `<html><body><main>
  <div><h1>Glow lamp ${n}</h1>${rating ? stars(rating) : ''}<p class="cost">€${n}9.00</p></div>
  <section><h2>Also viewed</h2><ul>${[n + 1, n + 2, n + 3].map(card).join('')}</ul></section>
  </main></body></html>`;
const answer = ({ n, rating }: Lamp) => ({
  name: `Glow lamp ${n}`,
  price: Number(`${n}9`),
  ...(rating ? { rating: Number(rating) } : {}),
});

describe('an item of several places', () => {
  it('is not read from a related card when the item has no value of its own', async () => {
    const { store, run } = recipeRuns(ask);
    const outs = [];
    for (const lamp of [{ n: 1, rating: '4.5' }, { n: 2, rating: '3.5' }, { n: 3, rating: '2.5' }, { n: 4 }])
      outs.push(await run(`https://glow.test/l/${lamp.n}`, html(lamp), answer(lamp)));
    expect(outs[2]?.served).toBe(true);
    const last = outs[3];
    expect(last?.served ? last.result : last?.missed?.reason).toStrictEqual({ name: 'Glow lamp 4', price: 49 });
    const [recipe] = await store.list();
    expect(recipe?.fields.find((f) => f.name === 'rating')?.picks[0]).toMatchObject({ outside: true });
  });

  it('is the one place of the item where related cards wear the same class', async () => {
    const { run } = recipeRuns(ask);
    // Cards priced with the item's own class, on a page that has them only.
    const withCards = (lamp: Lamp) =>
      html(lamp).replace(
        '</main>',
        `<section><ul>${[1, 2].map((k) => `<li class="also"><a href="/l/${k}">Wick lamp ${k}</a><p class="cost">€${k}1.00</p></li>`).join('')}</ul></section></main>`,
      );
    const plain = (lamp: Lamp) => html(lamp).replace(/<section>.*?<\/section>/s, '');
    const outs = [];
    for (const [lamp, page] of [
      [{ n: 1, rating: '4.5' }, plain],
      [{ n: 2, rating: '3.5' }, plain],
      [{ n: 3, rating: '2.5' }, withCards],
    ] as const)
      outs.push(await run(`https://glow.test/l/${lamp.n}`, page(lamp), answer(lamp)));
    const third = outs[2];
    expect(third?.served ? third.result : third?.missed?.reason).toEqual(answer({ n: 3, rating: '2.5' }));
  });
});
