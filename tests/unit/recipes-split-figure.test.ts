import { describe, expect, it } from 'vitest';
import { recipeSchema } from '@/lib/recipes';
import { replayOn } from './support/recipe-learning';

/**
 * A made-up rucksack shop that writes a price's euros and cents in elements of their own, and
 * leaves the cents out when there are none: the learning pages happen to show whole amounts.
 */
const page = (n: number, euros: string, cents?: string): string => `<!DOCTYPE html><html><body><main>
  <h1 class="pack-name">Trail pack ${n}</h1>
  <p class="pack-cost"><span class="cur">€</span> <span class="whole">${euros}</span>${cents ? `<span class="frac">,${cents}</span>` : ''}, free returns</p>
  <p class="pack-blurb">Waxed canvas, leather straps.</p></main></body></html>`;

const schema = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } };
const AT = 'https://packs.test/p/';
const text = (selector: string) => ({ locator: { by: 'css', selector }, read: 'text' });

/** Learned where a reading of the euros' own element was as good as any (as on pages built with utility classes). */
const recipe = () =>
  recipeSchema.parse({
    version: 1,
    id: 'packs',
    fields: [
      { name: 'name', type: 'string', array: false, required: true, picks: [text('h1.pack-name')], maxLength: 12 },
      { name: 'price', type: 'number', array: false, required: true, picks: [text('span.whole')], maxLength: 3 },
    ],
    lists: [],
    learnedFrom: [`${AT}0`, `${AT}1`],
    createdAt: 0,
    served: 0,
  });

describe('recipes: a number read from an element the page continues into a larger figure', () => {
  it('reads the cents in the element right after the euros as part of the price', () => {
    const got = replayOn(recipe(), page(3, '301', '50'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Trail pack 3', price: 301.5 });
  });

  it('sends the page to the model rather than serve a figure cut anywhere else', () => {
    const html = page(5, '1').replace(
      '<span class="whole">1</span>',
      '<span class="whole">1</span><span class="grp">.279</span>',
    );
    const got = replayOn(recipe(), html, schema, AT);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/price reads part of a figure/);
  });

  it('still serves a whole amount followed by words', () => {
    const got = replayOn(recipe(), page(4, '67'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Trail pack 4', price: 67 });
  });
});
