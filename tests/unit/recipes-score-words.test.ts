import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up hotel results: every card shows its score with a word ("Good", "Superb"), and the
 * first card of the first page is an ad ("Ad") whose word no record on the learning pages had
 * ("Very good"). Some cards wear a badge ("Top pick"). The score's word is said by every record,
 * so a word never seen there is still a record's; the ad's label is why it was left out, not its
 * score's word. A badge never seen is still a kind never seen.
 */
interface Hotel {
  name: string;
  score: number;
  word: string;
  price: number;
  ad?: boolean;
  badge?: string;
}
const page = (hotels: Hotel[]): string => `<!DOCTYPE html>
<html><body><main><h1>Stays in Orlen</h1><section class="results">${hotels
  .map(
    (h) =>
      `<article class="card">${h.ad ? '<span class="tag">Ad</span>' : ''}${h.badge ? `<span class="badge">${h.badge}</span>` : ''}<h3 class="title">${h.name}</h3><div class="rating"><span class="score">${h.score.toFixed(1)}</span> <span class="word">${h.word}</span></div><span class="price">€ ${h.price}</span></article>`,
  )
  .join('')}</section></main></body></html>`;
const answer = (hotels: Hotel[]) => ({
  hotels: hotels.filter((h) => !h.ad).map((h) => ({ name: h.name, score: h.score, price: h.price })),
});
const schema = {
  type: 'object',
  properties: {
    hotels: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, score: { type: 'number' }, price: { type: 'number' } },
        required: ['name'],
      },
    },
  },
};
const AT = 'https://orlen-stays.test/search?page=';

const first: Hotel[] = [
  { name: 'Casa Promo', score: 8.3, word: 'Very good', price: 150, ad: true },
  { name: 'Lodge Ursel', score: 7.4, word: 'Good', price: 90 },
  { name: 'Hotel Brenn', score: 9.2, word: 'Superb', price: 210, badge: 'Top pick' },
  { name: 'Inn Dalmo', score: 6.3, word: 'Pleasant', price: 70 },
  { name: 'Villa Sorne', score: 7.1, word: 'Good', price: 120 },
];
const second: Hotel[] = [
  { name: 'Hostal Vela', score: 9.4, word: 'Superb', price: 180 },
  { name: 'Pension Arl', score: 6.1, word: 'Pleasant', price: 60, badge: 'Top pick' },
  { name: 'Hotel Quarn', score: 7.6, word: 'Good', price: 95 },
];

describe('recipes: a word every record says in one slot, beside an ad saying another', () => {
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('serves a record whose score’s word the learning records never said', () => {
    const later: Hotel[] = [
      { name: 'Lodge Tarn', score: 8.4, word: 'Very good', price: 140 },
      { name: 'Hotel Ilse', score: 9.6, word: 'Exceptional', price: 260 },
      { name: 'Inn Corra', score: 7.2, word: 'Good', price: 85 },
    ];
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('still sends a page to the model where a card wears a badge never seen', () => {
    const later: Hotel[] = [
      { name: 'Lodge Tarn', score: 8.4, word: 'Good', price: 140, badge: 'Last room' },
      { name: 'Inn Corra', score: 7.2, word: 'Good', price: 85 },
    ];
    expect(replayOn(recipe, page(later), schema, AT).ok).toBe(false);
  });
});
