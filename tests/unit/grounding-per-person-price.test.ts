import { describe, expect, it } from 'vitest';
import { perPersonAfter, perUnitAfter } from '../../lib/grounding/roles';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A tour sells per person: its buy box says "from €194 per person" and, below, "€679 for a
 * private group of up to 4". The price per person is the tour's price; a price per kilo beside
 * a jar's price is still not the jar's. Made-up pages, made-up words.
 */
const SCHEMA = { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' } } };

const tourPage = (per: string): string => `<!doctype html><html><head><title>Cellar walk near Orlen</title></head><body>
  <header><a href="/">Tarnway Tours</a></header>
  <main><h1>Cellar walk near Orlen</h1><p class="sum">Three cellars, two hours, one long table.</p>
    <div class="box"><div class="row"><span>from</span> <span>€194</span> <span>${per}</span></div>
    <p class="note">€679 for a private group of up to 4</p><button>Reserve</button></div>
    <h2>What to expect</h2><p>Bring good shoes.</p></main><footer>Terms</footer></body></html>`;

const jarPage = `<!doctype html><html><head><title>Heather honey</title></head><body>
  <main><h1>Heather honey</h1><div class="box"><div class="row"><span>€8.99</span></div>
  <p class="unit">€2.99 / 100 g</p><button>Add to basket</button></div></main></body></html>`;

const flagged = (html: string, url: string, result: Record<string, unknown>): string[] =>
  flaggedOnPage({ html, url, prompt: 'The item on this page: its title and price', schema: SCHEMA, result });

describe('grounding: a price per person is the price of what sells per person', () => {
  it('reads "per person" in several languages, and no measure of goods as one', () => {
    for (const after of [
      ' per person',
      ' pro Person',
      ' par personne',
      ' por persona',
      ' a persona',
      ' p.p.',
      ' / adult',
    ])
      expect(perPersonAfter(after)).toBe(true);
    for (const after of [' / kg', ' per 100 g', ' each', ' per personalised tag'])
      expect(perPersonAfter(after)).toBe(false);
    expect(perUnitAfter(' per person')).toBe(true);
  });

  for (const per of ['per person', 'pro Person', 'par personne'])
    it(`the tour's price "${per}" is in place; the group's price is not the tour's`, () => {
      const url = 'https://tarnway.test/tours/cellar-walk';
      expect(flagged(tourPage(per), url, { title: 'Cellar walk near Orlen', price: 194 })).toEqual([]);
      expect(flagged(tourPage(per), url, { price: 679 })).toEqual(['/price']);
    });

  it('a price per 100 g is still not the jar’s price', () => {
    const url = 'https://pantry.test/honey/heather';
    expect(flagged(jarPage, url, { price: 8.99 })).toEqual([]);
    expect(flagged(jarPage, url, { price: 2.99 })).toEqual(['/price']);
  });
});
