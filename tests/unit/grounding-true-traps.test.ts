import { describe, expect, it } from 'vitest';
import { withStarFigures } from '../../lib/grounding/star-glyphs';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * True values where a role rule could misread them (fourth pass): a price shown only in a bar
 * that repeats the item's title with a cart button, placed before the h1, while the nearest
 * figures below the title are other items' cards; a rating drawn as star glyphs only.
 * Made-up pages, made-up words.
 */
const URL_ = 'https://marrowby.test/goods/reed-basket';
const SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'string' }, rating: { type: 'number' } },
};
const PROMPT = 'The product on this page: its name, price and rating';

function basketPage(opts: { bar: 'before' | 'after' | 'none' | 'bundle'; stars?: string }): string {
  const bar =
    opts.bar === 'bundle'
      ? '<div class="bar"><span>Woven reed basket</span> + <span>Linen liner</span> <span>€31.40</span> <button>Add both</button></div>'
      : '<div class="bar"><span>Woven reed basket</span> <span>€27.90</span> <button>Add to basket</button></div>';
  return `<!doctype html><html><head><title>Woven reed basket | Marrowby</title></head><body>
  <header><a href="/">Marrowby</a></header>
  ${opts.bar === 'before' || opts.bar === 'bundle' ? bar : ''}
  <main>
    <div class="tile"><h1>Woven reed basket</h1></div>
    ${opts.bar === 'bundle' ? '<div class="p">€27.90</div>' : ''}
    <div class="rv"><span>${opts.stars ?? '★★★★☆'}</span> <a href="#r">(38)</a></div>
    <button type="submit">Add to basket</button>
    <h2>Details</h2><p>Woven by hand from river reed, dried for a season before it is shaped.</p>
    <h2>Also in the shop</h2>
    <div class="row">
      <div class="tile"><a href="/goods/1"><h3>Willow log carrier</h3></a><div>€44.10</div></div>
      <div class="tile"><a href="/goods/2"><h3>Seagrass hamper</h3></a><div>€19.75</div></div>
    </div>
  </main>
  ${opts.bar === 'after' ? bar : ''}
  <footer>Terms</footer></body></html>`;
}

function flagged(html: string, result: Record<string, unknown>): string[] {
  return flaggedOnPage({ html, url: URL_, prompt: PROMPT, schema: SCHEMA, result });
}

describe('a bar repeating the item with a cart button gives its price', () => {
  it('before the h1: the bar’s price is in place, a card’s price is not', () => {
    const html = basketPage({ bar: 'before' });
    expect(flagged(html, { name: 'Woven reed basket', price: '€27.90' })).toEqual([]);
    expect(flagged(html, { name: 'Woven reed basket', price: '€44.10' })).toEqual(['/price']);
  });

  it('after the main content too', () => {
    expect(flagged(basketPage({ bar: 'after' }), { price: '€27.90' })).toEqual([]);
  });

  it('a bar naming two items with one price (a bundle) is no echo of the item', () => {
    const html = basketPage({ bar: 'bundle' });
    expect(flagged(html, { price: '€31.40' })).toEqual(['/price']);
    expect(flagged(html, { price: '€27.90' })).toEqual([]);
  });
});

describe('a rating drawn as star glyphs', () => {
  it('reads filled stars out of all', () => {
    expect(withStarFigures('★★★☆☆ (12)')).toBe('★★★☆☆ (3 out of 5) (12)');
    expect(withStarFigures('⭐⭐⭐⭐⭐')).toBe('⭐⭐⭐⭐⭐ (5 out of 5)');
  });

  it('leaves decoration and unordered runs as written', () => {
    expect(withStarFigures('☆☆☆ new ☆☆☆')).toBe('☆☆☆ new ☆☆☆');
    expect(withStarFigures('★☆★☆★')).toBe('★☆★☆★');
    expect(withStarFigures('no stars here 4')).toBe('no stars here 4');
  });

  it('a rating answered as the filled count is on the page; another count is not', () => {
    const html = basketPage({ bar: 'before', stars: '★★★★☆' });
    expect(flagged(html, { name: 'Woven reed basket', rating: 4 })).toEqual([]);
    expect(flagged(html, { name: 'Woven reed basket', rating: 2 })).toEqual(['/rating']);
  });
});
