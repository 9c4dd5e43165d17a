import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up car-hire results: each card's price box holds the total, the days, the daily rate and,
 * on some cards, a policy in a span of its own whose utility classes change from card to card
 * ("Free cancellation" says yes, "Non-refundable" no; a card with neither leaves the answer out).
 * Some boxes give no daily rate, and their whole line is short ("€390 for 10 daysNon-refundable"):
 * it is no state (it holds the prices); the policy span is, whatever its classes.
 */
type Car = { model: string; total: number; policy?: 'Free cancellation' | 'Non-refundable'; bare?: boolean };
const CLASSES = ['inline-flex px-2 rounded', 'grid gap-4 md:grid-cols-3', 'mt-2 text-base font-bold'];
const card = (c: Car, i: number): string =>
  `<article class="mt-2 text-sm"><h3 class="flex gap-1">${c.model}</h3><div class="rounded-lg border p-4">` +
  `<span class="rounded-lg">€${c.total}</span> <span class="mt-2">for 10 days</span>` +
  (c.bare ? '' : ` · <span class="mt-2">€ ${c.total / 10} / day</span>`) +
  (c.policy ? `<span class="${CLASSES[i % CLASSES.length]}">${c.policy}</span>` : '') +
  `</div></article>`;
const page = (cars: Car[]): string =>
  `<!DOCTYPE html><html><body><main><h1>Cars in Orlen</h1><section class="flex flex-col">${cars.map(card).join('')}</section></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    cars: {
      type: 'array',
      items: {
        type: 'object',
        properties: { model: { type: 'string' }, total: { type: 'number' }, free_cancellation: { type: 'boolean' } },
      },
    },
  },
};
const answer = (cars: Car[]): unknown => ({
  cars: cars.map(({ policy, bare: _, ...rest }) => ({
    ...rest,
    ...(policy ? { free_cancellation: policy === 'Free cancellation' } : {}),
  })),
});
const AT = 'https://cars.test/search?page=';

describe('recipes: a boolean said by a span of a price box', () => {
  const learned: Car[] = [
    { model: 'Ostra Ten', total: 1200, policy: 'Free cancellation' },
    { model: 'Corda Tor', total: 380 },
    { model: 'Belga Fa', total: 1550, policy: 'Non-refundable' },
    { model: 'Venza Da', total: 1500 },
    { model: 'Viri Da', total: 390, policy: 'Non-refundable', bare: true },
    { model: 'Velto Rel', total: 930, policy: 'Free cancellation' },
  ];
  const recipe = learnStored([{ html: page(learned), answer: answer(learned) }], schema, AT);

  it('is learned from the span, not the box, and reads each card by what its span says', () => {
    const next: Car[] = [
      { model: 'Melri Da', total: 640, policy: 'Non-refundable' },
      { model: 'Tenva Mi', total: 410 },
      { model: 'Dada Thi', total: 880, policy: 'Free cancellation' },
    ];
    expect(replayOn(recipe, page(next), schema, AT)).toMatchObject({ ok: true, result: answer(next) });
  });
});
