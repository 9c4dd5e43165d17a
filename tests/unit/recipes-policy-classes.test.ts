import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up activity listings: each card's policy is a span of its own, styled one way when it
 * says yes ("Free cancellation", in the class the price box's "from" also wears) and another way
 * when it says no ("Non-refundable"); a card with neither leaves the answer out. No class holds
 * both, and a badge before some cards' titles moves the spans' ranks, so the policy is read
 * among the card's own spans, by what one of them says.
 */
interface Tour {
  /** A badge some cards show before their title. */
  top?: boolean;
  title: string;
  hours: number;
  price: number;
  policy?: 'Free cancellation' | 'Non-refundable';
}
const card = (t: Tour): string =>
  `<li class="font-bold text-2xl">${t.top ? '<span class="p-2">★ Top</span>' : ''}<h3 class="text-xs"><a href="/a/${t.title.toLowerCase().replace(/ /g, '-')}">${t.title}</a></h3>` +
  `<span class="text-xs">${t.hours}h</span>${
    t.policy === 'Free cancellation'
      ? '<span class="font-semibold text-lg">Free cancellation</span>'
      : t.policy
        ? '<span class="flex items-center gap-2">Non-refundable</span>'
        : ''
  }<div class="box"><span class="font-semibold text-lg">from</span> <span class="text-sm">€ ${t.price}</span> a person</div></li>`;
const page = (tours: Tour[]): string =>
  `<!DOCTYPE html><html><body><main><h1>Things to do in Orlen</h1><ul class="results">${tours.map(card).join('')}</ul></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    activities: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          duration: { type: 'string' },
          price: { type: 'number' },
          free_cancellation: { type: 'boolean' },
        },
        required: ['title'],
      },
    },
  },
};
const answer = (tours: Tour[]) => ({
  activities: tours.map((t) => ({
    title: t.title,
    duration: `${t.hours}h`,
    price: t.price,
    ...(t.policy ? { free_cancellation: t.policy === 'Free cancellation' } : {}),
  })),
});
const AT = 'https://tours.test/search?page=';

describe('recipes: a policy span styled one way for yes and another for no', () => {
  const learned: Tour[] = [
    { title: 'Kayak round Orlen', hours: 3, price: 75, policy: 'Free cancellation' },
    { top: true, title: 'Wine walk in Vask', hours: 2, price: 62 },
    { top: true, title: 'Lake swim at Corvo', hours: 2, price: 35, policy: 'Free cancellation' },
    { title: 'Sunset boat to Pellan', hours: 1, price: 53, policy: 'Free cancellation' },
    { title: 'Cooking class in Caddow', hours: 4, price: 120, policy: 'Non-refundable' },
    { title: 'Old town on foot', hours: 2, price: 20 },
  ];
  const recipe = learnStored([{ html: page(learned), answer: answer(learned) }], schema, AT);

  it('reads each card’s policy by what its span says, and none where no span says one', () => {
    const next: Tour[] = [
      { top: true, title: 'Harbour by bike', hours: 5, price: 88, policy: 'Non-refundable' },
      { title: 'Day trip to Dunmere', hours: 8, price: 140 },
      { title: 'Food tour of Marrow', hours: 3, price: 64, policy: 'Free cancellation' },
    ];
    expect(replayOn(recipe, page(next), schema, AT)).toMatchObject({ ok: true, result: answer(next) });
  });
});
