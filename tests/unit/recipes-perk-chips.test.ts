import { describe, expect, it } from 'vitest';
import { describeRecipe } from '@/lib/recipes/describe';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up hotel results whose perks are chips of one class side by side: "Free cancellation",
 * "Breakfast included", in any order, some cards with one, some with both, some with none (a
 * muted "Non-refundable" chip says no). No one place holds a field: it is whichever chip speaks
 * of it.
 */
type Hotel = { name: string; chips: string[]; free_cancellation?: boolean; breakfast_included?: boolean };
const chip = (text: string): string =>
  `<span class="${text === 'Non-refundable' ? 'perk-muted' : 'perk'}">${text}</span>`;
const card = (h: Hotel): string =>
  `<li class="hotel"><h3 class="name">${h.name}</h3><div class="perks">${h.chips.map(chip).join('')}</div><span class="price">€ ${h.name.length * 9}</span></li>`;
const page = (hotels: Hotel[]): string =>
  `<!DOCTYPE html><html><body><main><h1>Stays in Orlen</h1><ul class="results">${hotels.map(card).join('')}</ul></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    hotels: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          free_cancellation: { type: 'boolean' },
          breakfast_included: { type: 'boolean' },
        },
      },
    },
  },
};
const answer = (hotels: Hotel[]): unknown => ({ hotels: hotels.map(({ chips: _, ...rest }) => rest) });
const h = (name: string, chips: string[]): Hotel => ({
  name,
  chips,
  ...(chips.includes('Free cancellation') ? { free_cancellation: true } : {}),
  ...(chips.includes('Non-refundable') ? { free_cancellation: false } : {}),
  ...(chips.includes('Breakfast included') ? { breakfast_included: true } : {}),
});
const AT = 'https://stays.test/search?p=';

describe('recipes: a boolean said by one chip of a row', () => {
  const first = [
    h('Hotel Amsel', ['Non-refundable', 'Breakfast included']),
    h('Haus Birke', ['Free cancellation', 'Breakfast included']),
    h('Pension Dorn', []),
    h('Villa Erle', ['Free cancellation']),
  ];
  const second = [
    h('Hotel Fichte', ['Breakfast included', 'Free cancellation']),
    h('Haus Ginster', ['Non-refundable']),
    h('Gasthof Hasel', ['Free cancellation', 'Breakfast included']),
  ];
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('is read from whichever chip speaks of it', () => {
    const hotels = [
      h('Hotel Iris', ['Breakfast included', 'Non-refundable']),
      h('Haus Jasmin', ['Free cancellation']),
      h('Villa Kiefer', ['Breakfast included']),
    ];
    const got = replayOn(recipe, page(hotels), schema, AT);
    expect(got.ok && got.result).toEqual(answer(hotels));
  });

  it('is not served when a chip speaks of it in words no answer gave', () => {
    const got = replayOn(recipe, page([h('Hotel Iris', ['Cancellation for a fee'])]), schema, AT);
    expect(got.ok).toBe(false);
  });

  it('is said in words: whichever chip says one of its states', () => {
    const reads = describeRecipe(recipe).find((f) => f.name === 'hotels[].free_cancellation')?.reads ?? [];
    expect(reads.join('\n')).toMatch(/, whichever of them says one of these \(.*“free cancellation” means yes/);
  });
});
