import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * Made-up hotel results: each card draws its hotel's class as star glyphs ("★★★★★" for five
 * stars) and gives a guests' score out of 10 ("8,6"). Five full glyphs are a class, not a scale
 * the page rates on; a widget of full and empty stars ("★★★★☆") still is one.
 */
const SCHEMA = {
  type: 'object',
  properties: {
    hotels: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, review_score: { type: 'number' } } },
    },
  },
};
const card = (name: string, stars: string, score: string): string =>
  `<div class="card"><h3><a href="/hotel/${name.toLowerCase()}">${name}</a></h3><span class="cls">${stars}</span>` +
  `<div class="rv"><span class="score">${score}</span> <span>Very good</span> · <span>1.204 reviews</span></div><span class="price">€ 140</span></div>`;
const page = (cards: string[]): string =>
  `<!doctype html><html><head><title>Stays in Orlen</title></head><body><main><h1>Orlen</h1>${cards.join('')}</main></body></html>`;
const flagged = (html: string, result: unknown): string[] =>
  flaggedOnPage({
    html,
    url: 'https://stays.test/orlen',
    prompt: 'Every hotel with its name and review score',
    schema: SCHEMA,
    result,
  });

describe('grounding: star glyphs of a hotel class are no rating scale', () => {
  it('a score of 8,6 beside five full stars is in place', () => {
    const html = page([card('Harrow', '★★★★★', '8,6'), card('Dunmere', '★★★', '7,9')]);
    expect(
      flagged(html, {
        hotels: [
          { name: 'Harrow', review_score: 8.6 },
          { name: 'Dunmere', review_score: 7.9 },
        ],
      }),
    ).toEqual([]);
  });

  it('a widget of full and empty stars still says the page rates out of 5', () => {
    const html = page([card('Harrow', '★★★★☆', '4,3'), card('Dunmere', '★★★☆☆', '3,1')]);
    expect(flagged(html, { hotels: [{ name: 'Harrow', review_score: 1204 }] })).toEqual(['/hotels/0/review_score']);
  });
});
