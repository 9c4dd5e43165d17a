import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up lamp shop: the review count stands in a link ("5 reviews"), the rating in a star
 * widget's label ("4.2 out of 5 stars"). The one learning page with reviews had five of them, so
 * the widget's "out of 5" read the count too, by coincidence: a scale is no count, and as a
 * cross-check it would veto every later page with another count.
 */
const lamp = (
  n: number,
  reviews: { rating: string; count: string } | null,
  scale = 'out of 5 stars',
): string => `<!DOCTYPE html>
<html><body><main class="product">
  <h1 class="title">Desk lamp ${n}</h1>
  <p class="cost">€ ${n}9.00</p>
  ${reviews ? `<div class="stars" role="img" aria-label="${reviews.rating} ${scale}"><i></i><i></i></div>` : ''}
  ${
    reviews?.count
      ? `<a class="count-link" href="#reviews">${reviews.count} reviews</a>`
      : '<p class="first">Be the first to review this lamp</p>'
  }
  <section><h2>Details</h2><p>A lamp for reading late, with a warm light and a heavy base.</p></section>
</main></body></html>`;

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

describe('recipes: a figure keeps its role in a cross-check', () => {
  const recipe = learnStored(
    [
      { html: lamp(1, null), answer: { name: 'Desk lamp 1', price: 19 } },
      {
        html: lamp(2, { rating: '4.2', count: '5' }),
        answer: { name: 'Desk lamp 2', price: 29, rating: 4.2, review_count: 5 },
      },
    ],
    schema,
    AT,
  );

  it('does not check a count against the rating scale’s “out of 5”', () => {
    const got = replayOn(recipe, lamp(3, { rating: '3.9', count: '8,462' }), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Desk lamp 3', price: 39, rating: 3.9, review_count: 8462 });
  });

  it('still serves the count where the widget and the link agree', () => {
    const same = replayOn(recipe, lamp(4, { rating: '4.0', count: '5' }), schema, AT);
    expect(same.ok && same.result).toEqual({ name: 'Desk lamp 4', price: 49, rating: 4, review_count: 5 });
  });

  it('never serves the scale as the count of a page without one (the scale last: “Rating 3 out of 5”)', () => {
    const pages = [
      { html: lamp(1, null, 'out of 5'), answer: { name: 'Desk lamp 1', price: 19 } },
      {
        html: lamp(2, { rating: '4.2', count: '5' }, 'out of 5'),
        answer: { name: 'Desk lamp 2', price: 29, rating: 4.2, review_count: 5 },
      },
    ];
    const scaleLast = learnStored(pages, schema, AT);
    const got = replayOn(scaleLast, lamp(5, { rating: '3.0', count: '' }, 'out of 5'), schema, AT);
    if (got.ok) expect(got.result).toEqual({ name: 'Desk lamp 5', price: 59, rating: 3 });
  });
});
