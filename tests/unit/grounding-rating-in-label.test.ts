import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A number the model input writes only as another quantity may be written as its own on the
 * page where the model input does not look: a rating said only in a star widget's aria-label
 * ("3 out of 5 stars"), beside a review count of the same figure ("3 reviews"). Only the whole page's
 * own-role figure finds it; a plain figure there (a title) does not. Made-up pages.
 */
const URL_ = 'https://tallowick.test/candles/fen';
const SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, rating: { type: 'number' } },
};
const PROMPT = 'The candle: name, price and rating';

const page = (widget: string): string => `<!doctype html><html><body><main>
  <h1>Fen candle</h1>${widget}<a href="#reviews">3 reviews</a><p>€14.00</p>
  </main></body></html>`;

describe('grounding: a figure the model input shows only as another quantity', () => {
  it('is found in its own role in a star widget’s aria-label', () => {
    const html = page('<div role="img" aria-label="3 out of 5 stars"><svg></svg></div>');
    expect(
      flaggedOnPage({
        html,
        url: URL_,
        prompt: PROMPT,
        schema: SCHEMA,
        result: { name: 'Fen candle', price: 14, rating: 3 },
      }),
    ).toEqual([]);
  });

  it('stays misplaced when the page writes it elsewhere only as a plain figure', () => {
    const html = page('<span title="3"></span>');
    expect(
      flaggedOnPage({
        html,
        url: URL_,
        prompt: PROMPT,
        schema: SCHEMA,
        result: { name: 'Fen candle', price: 14, rating: 3 },
      }),
    ).toEqual(['/rating']);
  });
});
