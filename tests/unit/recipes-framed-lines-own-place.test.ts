import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { learnRecipe, replayRecipe, viewPage } from '@/lib/recipes';

/**
 * A made-up holiday-flat page: its facts as bare list items ("2 bedrooms" on some flats), its
 * amenities cut short by a "+2 more" button, in a section whose class an A/B test changes. The
 * one learning page with bedrooms has 2 of them and two more amenities, so the button reads the
 * answer as well as the fact does; the learning page without bedrooms, of the other variant,
 * shows "+5 more". That line is the reading's own kind of line, not another quantity's: the
 * recipe must not pass over it and serve a later flat without the bedrooms it shows.
 */
interface Flat {
  name: string;
  bedrooms?: number;
  more?: number;
  variant?: 'b';
}
const page = (f: Flat): string =>
  `<!DOCTYPE html><html><body><main><h1 class="title">${f.name}</h1><ul><li>4 guests</li>` +
  (f.bedrooms ? `<li>${f.bedrooms} bedrooms</li>` : '') +
  `<li>1 bathroom</li></ul><section class="${f.variant === 'b' ? 'perks-b' : 'amenities'}"><ul class="perks"><li>Garden</li><li>Kitchen</li></ul>` +
  (f.more ? `<button type="button">+${f.more} more</button>` : '') +
  `</section></main></body></html>`;
const answer = (f: Flat) => ({ name: f.name, ...(f.bedrooms ? { bedrooms: f.bedrooms } : {}) });
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, bedrooms: { type: 'integer' } },
  required: ['name'],
};
const AT = 'https://flats.test/flat/';

describe('recipes: a line like the one a number was read from, on a page without it', () => {
  it('is no line of another quantity: no later flat is served without the bedrooms it shows', () => {
    const learned = [
      { name: 'Studio Ilse', more: 5, variant: 'b' as const },
      { name: 'Loft Varen', bedrooms: 2, more: 2 },
    ];
    const outcome = learnRecipe(
      learned.map((f, i) => ({ doc: parseHtmlDocument(page(f)), url: `${AT}${i}`, result: answer(f) })),
      schema,
      { id: 'r', now: 0 },
    );
    const later: Flat = { name: 'Cabin Orsa', bedrooms: 3 };
    const got = outcome.ok
      ? replayRecipe(viewPage(parseHtmlDocument(page(later)), `${AT}9`), outcome.recipe, schema)
      : null;
    // Served or not, never served without the bedrooms the page shows.
    if (got?.ok) expect(got.result).toEqual(answer(later));
    else expect(got === null || !got.ok).toBe(true);
  });
});
