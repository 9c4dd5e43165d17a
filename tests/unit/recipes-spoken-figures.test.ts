import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { structureMarks, unreadMarks } from '@/lib/recipes/structure';

/**
 * A product page of one template whose first pages had no reviews: a later one shows a new block
 * of stars, its value said only to a screen reader ("Rated 4.4 of 5", "★★★★☆" shown). The block
 * shows a figure, so a recipe that never learned the rating does not call the page the same.
 * Made-up lamps.
 */
const doc = (rating: string) =>
  parseHtmlDocument(
    `<!doctype html><html><body><main><h1 class="title">Tarn desk lamp</h1>${rating}<span class="price">£40.00</span></main></body></html>`,
  );

describe('a new block whose figure is said only in an aria-label', () => {
  const learned = structureMarks(doc(''));
  // What a new block could hold: a figure the result lacks (the rating, never read).
  const couldHold = (rest: string): boolean => /\d/.test(rest.replace(/40(?:\.00)?/g, ''));

  it('shows a figure', () => {
    const stars = '<div class="rating"><span class="stars" role="img" aria-label="Rated 4.4 of 5">★★★★☆</span></div>';
    const unread = unreadMarks(doc(stars), learned, ['Tarn desk lamp', '£40.00'], undefined, { couldHold });
    expect(unread).toContain('div.rating');
  });

  it('shows none when its label holds no figure', () => {
    const badge = '<div class="rating"><span class="badge" role="img" aria-label="Bestseller">★</span></div>';
    expect(unreadMarks(doc(badge), learned, ['Tarn desk lamp', '£40.00'], undefined, { couldHold })).toEqual([]);
  });
});
