import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { replayRecipe, viewPage } from '@/lib/recipes';
import { keepLostReadings } from '@/lib/recipes/lost-readings';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up guesthouse page: a price a night, a total for the stay on some pages ("612 € in
 * all for 3 nights"), and always the taxes on top ("+ 74 € taxes and fees"), framed by the same
 * "€". A page without a total that shows the taxes is no page whose total moved: the taxes line
 * is another quantity's, learned so from the learning pages that lacked a total, and kept so
 * when the recipe is learned again from pages without one.
 */
interface Stay {
  name: string;
  night: number;
  total?: number;
  taxes: number;
}
const page = (s: Stay): string =>
  `<!DOCTYPE html><html><body><main><h1 class="name">${s.name}</h1><div class="box">` +
  `<span class="night">${s.night} €</span> a night` +
  (s.total ? `<div class="total">${s.total} € in all for 3 nights</div>` : '') +
  `<div class="taxes">+ ${s.taxes} € taxes and fees</div></div></main></body></html>`;
const answer = (s: Stay) => ({ name: s.name, price_per_night: s.night, ...(s.total ? { total_price: s.total } : {}) });
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price_per_night: { type: 'number' }, total_price: { type: 'number' } },
  required: ['name'],
};
const AT = 'https://guesthouse.test/stay/';

const withTotal: Stay[] = [
  { name: 'Casa Velmor', night: 204, total: 612, taxes: 74 },
  { name: 'Villa Ostrand', night: 131, total: 393, taxes: 47 },
];
const without: Stay[] = [
  { name: 'Pension Dalgo', night: 96, taxes: 69 },
  { name: 'Hostal Brenna', night: 118, taxes: 41 },
];
const later: Stay = { name: 'Gasthof Ilmer', night: 87, taxes: 33 };

describe('recipes: a page’s line of another quantity framed like its missing number', () => {
  it('is learned from a learning page without the number, and a later page showing it is served', () => {
    const recipe = learnStored(
      [withTotal[0], without[0]].map((s) => ({ html: page(s as Stay), answer: answer(s as Stay) })),
      schema,
      AT,
    );
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('still sends a page to the model whose total shows in another place', () => {
    const recipe = learnStored(
      [withTotal[0], without[0]].map((s) => ({ html: page(s as Stay), answer: answer(s as Stay) })),
      schema,
      AT,
    );
    const moved = page(later).replace('<div class="taxes">', '<p>260 € in all for 3 nights</p><div class="taxes">');
    expect(replayOn(recipe, moved, schema, AT).ok).toBe(false);
  });

  it('is learned too when the total’s old reading is kept through pages without it', () => {
    const old = learnStored(
      withTotal.map((s) => ({ html: page(s), answer: answer(s) })),
      schema,
      AT,
    );
    const again = learnStored(
      without.map((s) => ({ html: page(s), answer: answer(s) })),
      schema,
      AT,
    );
    const kept = keepLostReadings(
      again,
      old,
      without.map((s, i) => ({ doc: parseHtmlDocument(page(s)), url: `${AT}${i}`, result: answer(s) })),
      schema,
    );
    if (typeof kept === 'string') throw new Error(kept);
    const got = replayRecipe(viewPage(parseHtmlDocument(page(later)), `${AT}9`), kept, schema);
    expect(got.ok && got.result).toEqual(answer(later));
    const served: Stay = { name: 'Casa Lunde', night: 150, total: 450, taxes: 54 };
    const read = replayRecipe(viewPage(parseHtmlDocument(page(served)), `${AT}8`), kept, schema);
    expect(read.ok && read.result).toEqual(answer(served));
  });
});
