import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A price written twice with no space between the tags: a screen reader's copy and the shown one
 * ("<span>24€10</span><span>24€10</span>", the currency sign as the decimal mark). Glued, the
 * buy box read "24€1024€10" as 24 and 1024.1, and the item's true price was flagged as found
 * only elsewhere. Made-up flask.
 */
const URL_ = 'https://brisemer.test/p/gourde-alder';
const SCHEMA = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } };
const PROMPT = 'The product: its name and price';

const page = (whole: number, cents: string, was: string) =>
  `<!doctype html><html><head><title>Gourde Alder | Brisemer</title></head><body><main>` +
  `<h1 class="title">Gourde Alder</h1><div class="price-box"><div class="price-now">` +
  `<span class="was">Prix conseillé <s>${was}</s></span> <span class="price"><span class="offscreen">${whole}€${cents}</span>` +
  `<span aria-hidden="true">${whole}€${cents}</span></span> <span class="off">−20%</span></div>` +
  `<span class="tax">TTC</span><p class="ship">+ 2€95 de livraison</p></div></main></body></html>`;

describe('grounding: two copies of a price glued at a tag', () => {
  it('reads each copy as the price', () => {
    for (const [whole, cents] of [
      [24, '10'],
      [1433, '50'],
    ] as const) {
      const html = page(whole, cents, '99€00');
      const price = whole + Number(cents) / 100;
      expect(
        flaggedOnPage({ html, url: URL_, prompt: PROMPT, schema: SCHEMA, result: { name: 'Gourde Alder', price } }),
      ).toEqual([]);
    }
  });

  it('still flags the delivery charge given as the price', () => {
    const html = page(24, '10', '30€20');
    expect(
      flaggedOnPage({ html, url: URL_, prompt: PROMPT, schema: SCHEMA, result: { name: 'Gourde Alder', price: 2.95 } }),
    ).toEqual(['/price']);
  });

  it('still flags the struck list price given as the price', () => {
    const html = page(24, '10', '30€20');
    expect(
      flaggedOnPage({ html, url: URL_, prompt: PROMPT, schema: SCHEMA, result: { name: 'Gourde Alder', price: 30.2 } }),
    ).toEqual(['/price']);
  });
});
