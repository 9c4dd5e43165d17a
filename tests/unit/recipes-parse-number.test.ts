import { describe, expect, it } from 'vitest';
import { parseNumber } from '@/lib/recipes/locate/parse-number';

/** A served number is read from the page's text as grounding reads it, in the page's own writing. */
describe('a number read from a page', () => {
  it.each([
    ['1,234.56', 1234.56],
    ['1.234,56 €', 1234.56],
    ['€ 64,30', 64.3],
    ['CHF 1\u2019234.50', 1234.5],
    ["CHF 1'234.50", 1234.5],
    ['1\u202f234,56 €', 1234.56],
    ['₹1,90,189', 190189],
    ['١٢٩٫٥٠ د.إ', 129.5],
    ['٤٫٦', 4.6],
    ['50€95', 50.95],
    ['Prix : 240€95', 240.95],
    ['12,800円', 12800],
  ])('“%s” is %s', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it('reads the first figure of a text, not a later one written with a sign inside', () => {
    expect(parseNumber('3 offres dès 64€95')).toBe(3);
  });
});
