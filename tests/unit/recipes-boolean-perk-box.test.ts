import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Made-up hotel pages whose perks box held one line on the learning pages: "Non-refundable" or
 * "Free cancellation". Later pages show another perk there too, or alone. The line saying a
 * learned phrase answers the question; another perk alone, on a page that nowhere speaks of
 * cancelling, leaves it unanswered (absent, as the model answers it); a page that speaks of
 * cancelling elsewhere goes to the model.
 */
interface Hotel {
  name: string;
  perks: string[];
  policy?: string;
  free?: boolean;
}
const hotels: Hotel[] = [
  { name: 'Harbour Inn', perks: ['Non-refundable'], free: false },
  { name: 'Lantern House', perks: ['Free cancellation'], free: true },
  { name: 'Quay Rooms', perks: ['Free cancellation', 'Breakfast included'], free: true },
  { name: 'Dune Lodge', perks: ['Breakfast included'] },
  { name: 'Cove Hotel', perks: ['Non-refundable', 'Breakfast included'], free: false },
  {
    name: 'Reef Suites',
    perks: ['Breakfast included'],
    policy: 'Cancellation: a fee of one night applies',
    free: false,
  },
];
const pages: SequencePage[] = hotels.map((h, i) => ({
  url: `https://stays.test/hotel/${i + 1}`,
  html:
    `<!DOCTYPE html><html lang="en"><body><main><h1 class="name">${h.name}</h1>` +
    `<div class="book"><p class="total">€ ${120 + i} a night</p><div class="perks">${h.perks.map((p) => `<p>${p}</p>`).join('')}</div>` +
    '<button>Reserve</button></div>' +
    (h.policy ? `<section class="rules"><h2>House rules</h2><p>${h.policy}</p></section>` : '') +
    '</main></body></html>',
  truth: { name: h.name, price: 120 + i, ...(h.free === undefined ? {} : { free_cancellation: h.free }) },
}));
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, free_cancellation: { type: 'boolean' } },
};

describe('recipes: a yes/no phrase among other perks', () => {
  it('reads the learned phrase among other lines, absent where the page never speaks of it', async () => {
    const figures = await runSequence('stays', pages, { prompt: 'The hotel: name, price, free cancellation.', schema });
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([expect.stringMatching(/^page 6: .*cancel/)]);
    expect(figures.served).toBe(3);
  }, 30_000);
});
