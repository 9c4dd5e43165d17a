import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up kettle shop styled with utility classes: the rating stands in a star widget's label
 * and, shown again, in the first small print of the page ("text-xs" also dresses the delivery
 * note further down). "The first text-xs" is a place of these two pages only: on a page without
 * a rating it is a stock badge ("2 left"), and a cross-check by that position made the page one
 * whose rating could not be read, though the page has none.
 */
const kettle = (n: number, rating: string, badge = ''): string => `<!DOCTYPE html><html><body>
  <main class="p-4 grid">
    ${badge ? `<span class="text-xs font-bold">${badge}</span>` : ''}
    <h1 class="text-lg font-bold">Kettle ${n}</h1>
    ${
      rating
        ? `<div class="flex gap-2"><div role="img" aria-label="${rating} out of 5" class="gap-2"></div>
      <span class="text-xs">${rating}</span></div>`
        : ''
    }
    <p class="text-base">€ ${n}5</p>
    <span class="text-xs">Delivered in 2 to 4 days</span>
  </main></body></html>`;

const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, rating: { type: 'number' } },
};
const AT = 'https://kettles.test/k/';

describe('recipes: a backup by the k-th place of a page-wide class', () => {
  const recipe = learnStored(
    [
      { html: kettle(1, '4.2'), answer: { name: 'Kettle 1', price: 15, rating: 4.2 } },
      { html: kettle(2, '3.7'), answer: { name: 'Kettle 2', price: 25, rating: 3.7 } },
    ],
    schema,
    AT,
  );

  it('does not veto a page where another small print comes first', () => {
    const got = replayOn(recipe, kettle(3, '4.8', '-20%'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Kettle 3', price: 35, rating: 4.8 });
  });

  it('does not take a page without a rating for one whose rating cannot be read', () => {
    const got = replayOn(recipe, kettle(4, '', '2 left'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Kettle 4', price: 45 });
  });
});
