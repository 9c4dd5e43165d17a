import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up inn pages in utility classes: the guests' word ("Lovely") opens the rating line in a
 * span whose classes the rating line, a section and, on deals, an "Offer" badge also wear. A page
 * without a rating line but with a deal must not be served the badge as the word.
 */
const inn = (name: string, rating: [string, string] | null, deal: boolean): string =>
  `<!DOCTYPE html><html><body><main><div class="flex gap-2"><h1 class="font-bold text-lg">${name}</h1>` +
  `<p class="rounded border p-4">Mill Lane ${name.length}, Orlen</p>` +
  (rating
    ? `<div class="p-2 md:p-4 shadow-sm"><span class="p-2 md:p-4 shadow-sm">${rating[0]}</span> <span class="text-xs">${rating[1]}</span> <span class="text-sm">${name.length * 97} reviews</span></div>`
    : '') +
  `</div><div class="grid gap-4">` +
  (deal ? `<span class="p-2 md:p-4 shadow-sm">Offer</span> <del class="grid">€ 140</del> ` : '') +
  `<span class="mt-2">€ ${name.length * 11}</span> / night</div>` +
  `<section class="p-2 md:p-4 shadow-sm"><h2>Popular</h2><ul><li>Garden</li><li>Bar</li></ul></section></main></body></html>`;
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, review_label: { type: 'string' }, review_score: { type: 'number' } },
};
const AT = 'https://inns.test/inn/';

describe('recipes: a backup alone by its rank in a shared class', () => {
  const recipe = learnStored(
    [
      {
        html: inn('Harrow Inn', ['Lovely', '6,9'], false),
        answer: { name: 'Harrow Inn', review_label: 'Lovely', review_score: 6.9 },
      },
      {
        html: inn('Dunmere Lodge', ['Superb', '9,1'], true),
        answer: { name: 'Dunmere Lodge', review_label: 'Superb', review_score: 9.1 },
      },
      {
        html: inn('Fallow House', ['Good', '7,4'], false),
        answer: { name: 'Fallow House', review_label: 'Good', review_score: 7.4 },
      },
    ],
    schema,
    AT,
  );

  it('reads the word where the rating line is', () => {
    expect(replayOn(recipe, inn('Tarn Rest', ['Very good', '8,2'], true), schema, AT)).toMatchObject({
      ok: true,
      result: { name: 'Tarn Rest', review_label: 'Very good', review_score: 8.2 },
    });
  });

  it('does not serve the deal badge where the rating line is gone', () => {
    const got = replayOn(recipe, inn('Tarn Rest', null, true), schema, AT);
    if (got.ok) expect(got.result).not.toHaveProperty('review_label', 'Offer');
  });
});
