import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up activity results whose badges are chips of one class: "Free cancellation" (the
 * boolean asked), "Likely to sell out", "★ Top". A paid card wears an "Ad" chip in that class.
 * A boolean read from the row of chips reads the chip it knows; the "Ad" chip is the card's
 * mark, and the card is no record.
 */
type Tour = { title: string; chips: string[]; price: number };
const card = (t: Tour): string =>
  `<div class="css-1yua0"><span class="css-1ljd">${t.chips.join('</span><span class="css-1ljd">')}</span>` +
  `<h3 class="css-twmu"><a href="/activity/${t.title.toLowerCase().replace(/ /g, '-')}">${t.title}</a></h3>` +
  `<div class="css-7d0h"><span class="css-9fah">€${t.price}</span> <span class="css-yhz1">per person</span></div></div>`;
const page = (tours: Tour[]): string =>
  `<!DOCTYPE html><html><body><main><h1>Things to do in Orlen</h1><div class="css-1bra">${tours.map(card).join('')}</div></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    activities: {
      type: 'array',
      items: {
        type: 'object',
        properties: { title: { type: 'string' }, price: { type: 'number' }, free_cancellation: { type: 'boolean' } },
      },
    },
  },
};
const answer = (tours: Tour[]): unknown => ({
  activities: tours
    .filter((t) => !t.chips.includes('Ad'))
    .map(({ title, price, chips }) => ({
      title,
      price,
      ...(chips.includes('Free cancellation') ? { free_cancellation: true } : {}),
    })),
});
const AT = 'https://tours.test/search?page=';

describe('recipes: an ad chip among a boolean’s chips', () => {
  const first: Tour[] = [
    { title: 'Cellar walk', chips: ['Free cancellation', '★ Top'], price: 94 },
    { title: 'Harbour cruise', chips: ['Likely to sell out'], price: 45 },
    { title: 'Moor ride', chips: ['Free cancellation'], price: 120 },
    { title: 'Old town tour', chips: ['★ Top', 'Free cancellation'], price: 30 },
  ];
  const second: Tour[] = [
    { title: 'Lake swim', chips: ['Free cancellation'], price: 25 },
    { title: 'Cheese tasting', chips: ['★ Top'], price: 60 },
    { title: 'Night walk', chips: ['Free cancellation', 'Likely to sell out'], price: 35 },
  ];
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('serves the records and leaves the paid card out', () => {
    const next: Tour[] = [
      { title: 'Guided walk', chips: ['Ad', '★ Top'], price: 211 },
      { title: 'Castle visit', chips: ['Free cancellation'], price: 18 },
      { title: 'Bike tour', chips: ['★ Top'], price: 52 },
    ];
    const got = replayOn(recipe, page(next), schema, AT);
    expect(got).toMatchObject({ ok: true, result: answer(next) });
  });
});
