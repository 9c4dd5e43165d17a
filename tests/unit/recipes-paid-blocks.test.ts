import { describe, expect, it } from 'vitest';
import { recipeRuns } from './support/recipe-runs';

/**
 * Made-up lantern category pages. Some pages show a sponsored aside (a paid placement's
 * attribute, a "Sponsored" label, another party's offer with a price) that the learning pages
 * never had. The aside holds none of the list's records: the page is served, unless a reading
 * reaches inside it.
 */
const schema = {
  type: 'object',
  properties: {
    lanterns: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
    },
  },
};
const ask = { prompt: 'Every lantern: name and price.', schema };
const AT = 'https://lanterns.test/c/';

const PAID = `<aside class="promo-slot" data-ad-slot="41"><span class="promo-label">Sponsored</span>
  <a href="https://ads.elsewhere.test/c?9" rel="sponsored"><strong>Brass torch</strong> $33.99</a></aside>`;
const lanterns = (n: number) => [1, 2, 3].map((k) => ({ name: `Tide lantern ${n}${k}`, price: Number(`${n}${k}.5`) }));
const page = (n: number, extra = ''): string =>
  `<html><body><main><h1>Lanterns</h1><ul class="grid">${lanterns(n)
    .map(
      (l) =>
        `<li class="tile"><a class="tile-name" href="/l/${l.name.slice(-2)}">${l.name}</a><span class="tile-cost">$${l.price.toFixed(2)}</span></li>`,
    )
    .join('')}</ul>${extra}</main></body></html>`;

async function learned() {
  const runs = recipeRuns(ask);
  await runs.run(`${AT}1`, page(1), { lanterns: lanterns(1) });
  await runs.run(`${AT}2`, page(2), { lanterns: lanterns(2) });
  return runs;
}

describe('recipes: a paid placement new on a page', () => {
  it('is no sign the page is built otherwise when no reading reaches inside it', async () => {
    const { run } = await learned();
    const out = await run(`${AT}3`, page(3, PAID), { lanterns: lanterns(3) });
    expect(out.served && out.result).toEqual({ lanterns: lanterns(3) });
  });

  it('still sends the page to the model when the new block says no such thing', async () => {
    const { run } = await learned();
    const plain = PAID.replace(' data-ad-slot="41"', '').replace('Sponsored', 'Our pick');
    const out = await run(`${AT}3`, page(3, plain), { lanterns: lanterns(3) });
    expect(out.served).toBe(false);
    expect(!out.served && out.missed?.reason).toMatch(/built unlike the pages the recipe learned from/);
  });

  it('still sends the page to the model when the list’s cards stand inside it', async () => {
    const { run } = await learned();
    const inside = PAID.replace(
      '</aside>',
      `<ul class="grid"><li class="tile"><a class="tile-name" href="/l/99">Brass torch</a><span class="tile-cost">$33.99</span></li></ul></aside>`,
    );
    const out = await run(`${AT}3`, page(3, inside), { lanterns: lanterns(3) });
    expect(out.served).toBe(false);
  });
});
