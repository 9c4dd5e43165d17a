import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up hotel pages whose review score stands after a verbal grade ("Goed 7,1", "Prima 6,4")
 * in a box of classes a CSS-in-JS build generated, and whose "similar stays" cards show grades and scores built
 * the same way. The grade is a word of the score, not its label: learned at "Goed" on one page
 * and "Prima" on the other, a page graded "Fantastisch" shows neither, and must not be served
 * without its score.
 */
const score = (grade: string, value: number): string =>
  `<div class="css-1mno31"><span class="css-agj8v2">${grade}</span> <span class="css-1855qy">${value.toFixed(1).replace('.', ',')}</span></div>`;
const hotel = (name: string, grade: string, value: number): string =>
  `<!DOCTYPE html><html lang="nl"><body><main><h1 class="css-1uaw5h">${name}</h1>${score(grade, value)}` +
  `<p class="css-8eeyv1">Inchecken vanaf 15:00</p><section class="css-xvl4j7"><h2>Vergelijkbare verblijven</h2>` +
  ['Duinhuis', 'Polderhof', 'Kreekzicht']
    .map(
      (n, i) =>
        `<div class="css-lo1eu5"><a href="/h/${n}">${n}</a>${score(['Goed', 'Prima', 'Fantastisch'][i] ?? '', 7 + i)}</div>`,
    )
    .join('') +
  `</section></main></body></html>`;
const schema = { type: 'object', properties: { name: { type: 'string' }, review_score: { type: 'number' } } };
const AT = 'https://verblijf.test/hotel/';

describe('recipes: labels that change from page to page', () => {
  const recipe = learnStored(
    [
      { html: hotel('Hotel Zeezicht', 'Goed', 7.1), answer: { name: 'Hotel Zeezicht', review_score: 7.1 } },
      { html: hotel('Hotel De Wadden', 'Prima', 6.4), answer: { name: 'Hotel De Wadden', review_score: 6.4 } },
    ],
    schema,
    AT,
  );

  it('does not serve a page graded in another word without its score', () => {
    const got = replayOn(recipe, hotel('Hotel Het Anker', 'Fantastisch', 8.9), schema, AT);
    if (got.ok) expect(got.result).toEqual({ name: 'Hotel Het Anker', review_score: 8.9 });
    else expect(got.reason).toMatch(/^review_score /);
  });
});
