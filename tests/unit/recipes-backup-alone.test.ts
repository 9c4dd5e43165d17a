import { describe, expect, it } from 'vitest';
import { recipeSchema } from '@/lib/recipes';
import { handRecipe } from './support/hand-recipe';
import { replayOn } from './support/recipe-learning';

/**
 * A made-up scarf shop styled with utility classes: the colour is read from the pressed swatch's
 * label and, as a backup, from a span whose classes a discount badge also wears on some pages.
 * Learned from one colour, the field has no outline and no "letters" rule.
 */
const page = (n: number, extra: string): string => `<!DOCTYPE html><html><body><main>
  <h1 class="scarf-name">Loop scarf ${n}</h1><p class="scarf-cost">€${n}5</p>${extra}</main></body></html>`;
const swatch = (colour: string) =>
  `<button type="button" aria-pressed="true" aria-label="${colour}"></button><span class="px-2 text-lg">${colour}</span>`;

const text = (selector: string, read = 'text') => ({ locator: { by: 'css', selector }, read });
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, colour: { type: 'string' } },
};
const AT = 'https://loops.test/s/';
const recipe = recipeSchema.parse({
  version: 1,
  id: 'loops',
  fields: [
    { name: 'name', type: 'string', array: false, required: true, picks: [text('h1.scarf-name')], maxLength: 13 },
    { name: 'price', type: 'number', array: false, required: true, picks: [text('p.scarf-cost')], maxLength: 3 },
    {
      name: 'colour',
      type: 'string',
      array: false,
      required: false,
      absence: 'seen-gone',
      picks: [text('button[aria-pressed="true"]', 'aria-label'), text('span.px-2')],
      maxLength: 4,
    },
  ],
  lists: [],
  learnedFrom: [`${AT}0`, `${AT}1`],
  createdAt: 0,
  served: 0,
});

describe('recipes: a backup reading standing alone', () => {
  it('does not serve a text without a letter as a colour (a discount badge in the place’s classes)', () => {
    const got = replayOn(recipe, page(3, '<span class="px-2 text-lg">-37%</span>'), schema, AT);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/colour reads "-37%" by a backup reading alone/);
  });

  it('still reads a colour there, and both readings together as before', () => {
    const alone = replayOn(recipe, page(4, '<span class="px-2 text-lg">Rust</span>'), schema, AT);
    expect(alone.ok && alone.result).toEqual({ name: 'Loop scarf 4', price: 45, colour: 'Rust' });
    const both = replayOn(recipe, page(5, swatch('Moss')), schema, AT);
    expect(both.ok && both.result).toEqual({ name: 'Loop scarf 5', price: 55, colour: 'Moss' });
  });
});

/**
 * A made-up lamp shop: the seller read by its class, then by the line before it ("Seller"), and,
 * learned by chance on pages where the shop's own offer came first among the other offers, by the
 * line "Other offers". Where the seller's line is gone, the first offer is another seller's.
 */
describe('recipes: a backup reading alone from the first record under a heading', () => {
  const shop = handRecipe('lamps', [
    {
      name: 'seller',
      type: 'string',
      array: false,
      required: false,
      absence: 'never-seen',
      picks: [
        { locator: { by: 'css', selector: 'a.seller' }, read: 'text', before: '', after: '' },
        { locator: { by: 'after-line', tag: 'a', text: 'Seller' }, read: 'text', before: '', after: '' },
        { locator: { by: 'after-line', tag: 'a', text: 'Other offers' }, read: 'text', before: '', after: '' },
      ],
      maxLength: 14,
    },
    {
      name: 'brand',
      type: 'string',
      array: false,
      required: false,
      absence: 'never-seen',
      picks: [
        { locator: { by: 'css', selector: 'span.brand' }, read: 'text', before: '', after: '' },
        { locator: { by: 'after-line', tag: 'td', text: 'Brand' }, read: 'text', before: '', after: '' },
      ],
      maxLength: 10,
    },
  ]);
  const lampSchema = {
    type: 'object',
    properties: { name: { type: 'string' }, seller: { type: 'string' }, brand: { type: 'string' } },
  };
  const offers = (...sellers: string[]) =>
    `<section><h2>Other offers</h2><table><tbody>${sellers
      .map((s, i) => `<tr><td class="who"><a href="/s/${i}">${s}</a></td><td>New</td><td>€${40 + i}</td></tr>`)
      .join('')}</tbody></table></section>`;
  const lamp = (parts: string) => `<html><body><main><h1>Dune lamp</h1>${parts}
    <table class="facts"><tr><th>Model</th><td>DL-2</td></tr><tr><th>Brand</th><td>Lumo</td></tr><tr><th>Weight</th><td>1 kg</td></tr></table>
    </main></body></html>`;

  it('sends the page to the model rather than serve another record’s seller', () => {
    const got = replayOn(shop, lamp(offers('Birch Store', 'Alder Store')), lampSchema, 'https://lamps.test/p/1');
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/seller is read by a backup reading alone from the first of several records/);
  });

  it('still serves the seller by its own place or line, and a fact row by its label alone', () => {
    for (const own of [
      `<p>Seller <a class="seller" href="/s/own">Birch Store</a></p>`,
      `<p>Seller <a href="/s/own">Birch Store</a></p>`,
    ]) {
      const got = replayOn(
        shop,
        lamp(own + offers('Birch Store', 'Alder Store')),
        lampSchema,
        'https://lamps.test/p/2',
      );
      expect(got.ok && got.result).toEqual({ name: 'Dune lamp', seller: 'Birch Store', brand: 'Lumo' });
    }
  });
});
