import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A key and its value in elements of their own with no space between the tags
 * ("<span>Cuisine</span><span>Vegan, Thai</span>"): the value's first word is the item's, though
 * a related card shows that word alone. Made-up page, made-up words.
 */
const URL_ = 'https://larchway.test/eat/brindle-table';
const SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string' }, cuisines: { type: 'array', items: { type: 'string' } } },
};

function eateryPage(): string {
  return `<!doctype html><html><head><title>Brindle Table | Larchway</title></head><body>
  <main><article class="spot"><h1>Brindle Table</h1>
    <div class="row"><span class="key">CUISINE</span><span class="val">Vegan, Thai, Seafood</span></div>
  </article>
  <section class="more"><h2>You may also like</h2>
    <div class="spot"><h3>Olden Hearth</h3><p>Vegan</p></div>
    <div class="spot"><h3>Sable Court</h3><p>Basque, Thai</p></div>
  </section></main></body></html>`;
}

describe('a key and its value glued at the tags', () => {
  it('the value’s first item is the item’s own', () => {
    const flagged = flaggedOnPage({
      html: eateryPage(),
      url: URL_,
      prompt: 'The restaurant on this page: its name and cuisines',
      schema: SCHEMA,
      result: { name: 'Brindle Table', cuisines: ['Vegan', 'Thai', 'Seafood'] },
    });
    expect(flagged).toEqual([]);
  });

  it('a cuisine only the related card shows is still misplaced', () => {
    const flagged = flaggedOnPage({
      html: eateryPage(),
      url: URL_,
      prompt: 'The restaurant on this page: its name and cuisines',
      schema: SCHEMA,
      result: { name: 'Brindle Table', cuisines: ['Vegan', 'Basque'] },
    });
    expect(flagged).toEqual(['/cuisines/1']);
  });
});
