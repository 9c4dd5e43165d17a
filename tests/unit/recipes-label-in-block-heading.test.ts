import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up shop pages: the seller shown in a row after its label ("Sold by"). A product sold by
 * the shop itself has no such row, while an offers block lower down is headed "Also sold by"
 * (other sellers' offers) and a delivery note starts "Sold byways" in no language at all, only to
 * put the label's letters at a line's start inside a longer word. Neither is the seller's row:
 * the seller is absent, and the page is served so.
 */
interface Item {
  name: string;
  price: number;
  seller?: string;
}
const page = (i: Item, others: boolean): string => `<!DOCTYPE html>
<html><body><main><h1 class="ptitle">${i.name}</h1><p class="pprice">€ ${i.price}</p>
${i.seller ? `<div class="srow"><span class="slabel">Sold by</span> <a class="slink" href="/s/${i.seller.length}">${i.seller}</a></div>` : ''}
<button class="cart">Add to cart</button>
${others ? '<section class="offers"><h2 class="stitle">Also sold by</h2><table><tr><td><a href="/s/x">Kettle Corner</a></td><td>€ 12</td></tr></table></section><p class="note">Sold byways and lanes, delivered in two days</p>' : ''}
</main></body></html>`;
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, seller: { type: 'string' } },
  required: ['name'],
};
const AT = 'https://ferrow-market.test/p/';

describe('recipes: a field’s label said by a block’s heading or inside a longer word', () => {
  const first: Item = { name: 'Steel kettle Arno', price: 39, seller: 'Brightwell Goods' };
  const second: Item = { name: 'Hand blender Vesk', price: 54, seller: 'Oakham Trading' };
  const recipe = learnStored(
    [
      { html: page(first, false), answer: first },
      { html: page(second, false), answer: second },
    ],
    schema,
    AT,
  );

  it('serves a product without a seller row as lacking the seller', () => {
    const later: Item = { name: 'Toaster Lumen', price: 27 };
    const got = replayOn(recipe, page(later, true), schema, AT);
    expect(got.ok && got.result).toEqual(later);
  });

  it('still reads the seller where its row is there', () => {
    const later: Item = { name: 'Toaster Lumen', price: 27, seller: 'Carden Home' };
    const got = replayOn(recipe, page(later, true), schema, AT);
    expect(got.ok && got.result).toEqual(later);
  });

  it('sends a page whose seller row lost its link to the model', () => {
    const html = page({ name: 'Toaster Lumen', price: 27, seller: 'Carden Home' }, false).replace(
      /<a class="slink"[^>]*>([^<]*)<\/a>/,
      '<b>$1</b>',
    );
    expect(replayOn(recipe, html, schema, AT).ok).toBe(false);
  });
});
