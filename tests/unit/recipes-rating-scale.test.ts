import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up lamp shop: the lamp's star widget says "Rated 4.2 out of 5", and so does each card of
 * "More lamps" below it. The one learning page with a rating had 5 of 5, so its "5" stood both
 * where the rating stands and where every widget writes its scale; the cheapest cut ("the figure
 * after ‘out of’") read the scale, and every later lamp would have been served a 5.
 */
type Label = (rating: string) => string;
const lamp = (n: number, rating: string | null, label: Label, shown: 'label' | 'text'): string => {
  const widget = (r: string, cls: string): string =>
    shown === 'label'
      ? `<span class="${cls}" role="img" aria-label="${label(r)}">★★★★☆</span>`
      : `<span class="${cls}">${label(r)}</span>`;
  return `<!DOCTYPE html>
<html><body><main class="product">
  <h1 class="title">Desk lamp ${n}</h1>
  ${rating ? `<div class="rating">${widget(rating, 'stars')} <a href="#r">${n}12 reviews</a></div>` : ''}
  <p class="cost">€ ${n}9.00</p>
  <section><h2>Details</h2><p>A lamp for reading late, with a warm light and a heavy base.</p></section>
  <section><h2>More lamps</h2><ul class="cards">${[1, 2, 3]
    .map(
      (k) =>
        `<li class="card"><h3><a href="/l/${n}${k}">Floor lamp ${n}${k}</a></h3>` +
        `<div class="card-rating">${widget(`3.${k}`, 'stars')} (5${n}${k})</div><span class="card-cost">€ 7${k}.00</span></li>`,
    )
    .join('')}</ul></section>
</main></body></html>`;
};

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    rating: { type: 'number' },
    review_count: { type: 'integer' },
  },
};
const AT = 'https://lamps.test/l/';
const labels: Array<[string, Label]> = [
  ['English', (r) => `Rated ${r} out of 5`],
  ['Hebrew', (r) => `דירוג ${r} מתוך 5`],
  ['German, scale of 10', (r) => `${r} von 10 Punkten`],
  ['a slash', (r) => `${r}/5`],
];

describe('recipes: a rating’s scale is never read as the rating', () => {
  for (const [language, label] of labels)
    for (const shown of ['label', 'text'] as const) {
      const top = language.includes('10') ? '10' : '5';
      it(`learns the rating, not the scale, from a page rated ${top} of ${top} (${language}, in the ${shown})`, () => {
        const recipe = learnStored(
          [
            { html: lamp(1, null, label, shown), answer: { name: 'Desk lamp 1', price: 19 } },
            {
              html: lamp(2, top, label, shown),
              answer: { name: 'Desk lamp 2', price: 29, rating: Number(top), review_count: 212 },
            },
            { html: lamp(3, null, label, shown), answer: { name: 'Desk lamp 3', price: 39 } },
          ],
          schema,
          AT,
        );
        const got = replayOn(recipe, lamp(4, '4.2', label, shown), schema, AT);
        expect(got.ok && got.result).toEqual({ name: 'Desk lamp 4', price: 49, rating: 4.2, review_count: 412 });
      });
    }
});

/**
 * Made-up holiday lets: the facts list ("5 bedrooms"), a rating line "4.54/5 · 25 reviews" (on
 * some pages only in the similar lets' cards). Both learning lets had five bedrooms, so the
 * rating line's "/5" stood where the bedrooms' 5 could be read.
 */
const lodge = (n: number, bedrooms: number, rated: boolean): string => `<!DOCTYPE html>
<html><body><main><article><div class="head"><h1 class="title">Lodge ${n}</h1>${
  rated ? `<div class="rating"><span>4.${n}1</span>/5 · <span>${n}32 reviews</span></div>` : ''
}<ul class="facts"><li>${n + 3} guests</li><li>${bedrooms} bedrooms</li><li>${bedrooms + 1} beds</li></ul></div>
<section><h2>Similar lets</h2><div class="card"><h3>Cabin ${n}</h3><div class="rating"><span>3.${n}7</span>/5 · <span>${n}8 reviews</span></div></div></section>
</article></main></body></html>`;

describe('recipes: a rating’s scale written with a slash', () => {
  it('is no count of anything (bedrooms, five on every learning page)', () => {
    const stay = { type: 'object', properties: { name: { type: 'string' }, bedrooms: { type: 'integer' } } };
    const recipe = learnStored(
      [
        { html: lodge(1, 5, false), answer: { name: 'Lodge 1', bedrooms: 5 } },
        { html: lodge(2, 5, true), answer: { name: 'Lodge 2', bedrooms: 5 } },
      ],
      stay,
      'https://lets.test/lodge/',
    );
    const got = replayOn(recipe, lodge(3, 4, true), stay, 'https://lets.test/lodge/');
    if (got.ok) expect(got.result).toEqual({ name: 'Lodge 3', bedrooms: 4 });
  });
});
