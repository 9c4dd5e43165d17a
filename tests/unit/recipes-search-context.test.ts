import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up train results: the page answers one search ("Orlen Central → Vask Harbour") and every
 * card shows its origin station in the same class as its destination, though no field asks for
 * it. The next search starts elsewhere: a card showing an origin the learning pages never showed
 * is still a record, for every card shows it and the page says it above them. A note no
 * learning card showed that only some cards carry is still a kind never seen.
 */
interface Train {
  operator: string;
  departs: string;
  destination: string;
  price: number;
  note?: string;
  /** A paid card for another trip: its own origin, and a "Sponsored" badge. */
  adFrom?: string;
}
const page = (from: string, to: string, trains: Train[]): string => `<!DOCTYPE html>
<html><body><main><div class="search">${from} → ${to} · 2 adults</div><h1>Trains</h1><ul class="results">${trains
  .map(
    (t) =>
      `<li class="row">${t.adFrom ? '<span class="t">Sponsored</span>' : ''}<span class="op">${t.operator}</span><div class="leg"><time class="t">${t.departs}</time> <span class="t">${t.adFrom ?? from}</span> → <span class="t">${t.destination}</span></div>${
        t.note ? `<span class="t">${t.note}</span>` : ''
      }<span class="fare">£${t.price}</span></li>`,
  )
  .join('')}</ul></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    trains: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          operator: { type: 'string' },
          departs: { type: 'string' },
          destination: { type: 'string' },
          price: { type: 'number' },
        },
        required: ['operator'],
      },
    },
  },
};
const answer = (trains: Train[]) => ({
  trains: trains.filter((t) => !t.adFrom).map(({ note: _, ...t }) => t),
});
const AT = 'https://rail.test/search?page=';

describe('recipes: what every card shows and the page says above them is the search, not a kind of card', () => {
  const first: Train[] = [
    { operator: 'Velto Rail', departs: '8:20', destination: 'Vask Harbour', price: 40 },
    { operator: 'Corda Trains', departs: '9:45', destination: 'Vask Harbour', price: 52 },
    { operator: 'Ostra Lines', departs: '11:05', destination: 'Vask Harbour', price: 38 },
  ];
  const second: Train[] = [
    { operator: 'Velto Rail', departs: '7:10', destination: 'Dunmere', price: 61 },
    { operator: 'Belga Rail', departs: '12:30', destination: 'Dunmere', price: 45 },
  ];
  const recipe = learnStored(
    [
      { html: page('Orlen Central', 'Vask Harbour', first), answer: answer(first) },
      { html: page('Harrow Hbf', 'Dunmere', second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('serves a page whose cards all show a new origin, written above them', () => {
    const later: Train[] = [
      { operator: 'Ostra Lines', departs: '6:55', destination: 'Pellan', price: 33 },
      { operator: 'Corda Trains', departs: '14:15', destination: 'Pellan', price: 58 },
    ];
    const got = replayOn(recipe, page('Marrow Junction', 'Pellan', later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('serves it too with an ad for a trip from elsewhere among the cards, left out', () => {
    const later: Train[] = [
      { operator: 'Ostra Lines', departs: '6:55', destination: 'Pellan', price: 33 },
      { operator: 'Lumen Coach', departs: '9:00', destination: 'Pellan', price: 19, adFrom: 'Tarn Quay' },
      { operator: 'Corda Trains', departs: '14:15', destination: 'Pellan', price: 58 },
    ];
    const got = replayOn(recipe, page('Marrow Junction', 'Pellan', later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('still sends a page to the model where some cards carry a note never seen', () => {
    const later: Train[] = [
      { operator: 'Ostra Lines', departs: '6:55', destination: 'Pellan', price: 33, note: 'Bus replacement' },
      { operator: 'Corda Trains', departs: '14:15', destination: 'Pellan', price: 58 },
    ];
    const got = replayOn(recipe, page('Marrow Junction', 'Pellan', later), schema, AT);
    expect(got.ok).toBe(false);
  });
});
