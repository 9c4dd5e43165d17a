import { describe, expect, it } from 'vitest';
import { recipeSchema } from '@/lib/recipes';
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
