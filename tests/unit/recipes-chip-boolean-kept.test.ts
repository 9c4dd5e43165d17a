import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { replayRecipe, viewPage } from '@/lib/recipes';
import { keepLostReadings } from '@/lib/recipes/lost-readings';
import { learnStored } from './support/recipe-learning';

/**
 * A made-up hotel template whose facts are short paragraphs of one utility class: the address,
 * "Free cancellation" or "Non-refundable", and "Breakfast included" on some hotels. Breakfast is
 * read from every such paragraph, the one saying its state. When the recipe is learned again
 * from pages that had no breakfast, the old reading is kept: where no paragraph says the state,
 * there is no breakfast, whatever address the next hotel's paragraph shows.
 */
interface Hotel {
  name: string;
  street: string;
  policy: 'Free cancellation' | 'Non-refundable';
  breakfast?: boolean;
  price: number;
}
const page = (h: Hotel): string =>
  `<!DOCTYPE html><html><body><main><h1 class="text-2xl">${h.name}</h1><p class="text-sm">${h.street}</p>` +
  `<p class="text-sm">${h.policy}</p>${h.breakfast ? '<p class="text-sm">Breakfast included</p>' : ''}` +
  `<div class="box"><span class="price">€ ${h.price}</span> per night</div></main></body></html>`;
const answer = (h: Hotel) => ({
  name: h.name,
  price: h.price,
  ...(h.breakfast ? { breakfast_included: true } : {}),
});
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, breakfast_included: { type: 'boolean' } },
  required: ['name'],
};
const AT = 'https://stays.test/hotel/';

const withBreakfast: Hotel[] = [
  { name: 'Hotel Tavor', street: '12 Quell Street, Orlen', policy: 'Free cancellation', breakfast: true, price: 140 },
  { name: 'Casa Velno', street: '4 Harrow Road, Pellan', policy: 'Non-refundable', breakfast: true, price: 120 },
];
const without: Hotel[] = [
  { name: 'Maison Brisa', street: '9 Dunmere Lane, Vask', policy: 'Non-refundable', price: 95 },
  { name: 'Posada Corvo', street: '30 Wrenfold Avenue, Caddow', policy: 'Free cancellation', price: 210 },
];

describe('recipes: a chip-row boolean kept through a learning from pages without it', () => {
  it('serves a hotel with no breakfast paragraph as having none, whatever its address', () => {
    const old = learnStored(
      withBreakfast.map((h) => ({ html: page(h), answer: answer(h) })),
      schema,
      AT,
    );
    expect(old.fields.find((f) => f.name === 'breakfast_included')?.picks[0]?.many).toBe(true);
    const again = learnStored(
      without.map((h) => ({ html: page(h), answer: answer(h) })),
      schema,
      AT,
    );
    const kept = keepLostReadings(
      again,
      old,
      without.map((h, i) => ({ doc: parseHtmlDocument(page(h)), url: `${AT}${i}`, result: answer(h) })),
      schema,
    );
    if (typeof kept === 'string') throw new Error(kept);
    const next: Hotel = { name: 'Hostal Ostra', street: '7 Belga Lane, Marrow', policy: 'Non-refundable', price: 88 };
    const got = replayRecipe(viewPage(parseHtmlDocument(page(next)), `${AT}9`), kept, schema);
    expect(got.ok && got.result).toEqual(answer(next));
    const served = { ...next, name: 'Hostal Dorma', breakfast: true };
    const read = replayRecipe(viewPage(parseHtmlDocument(page(served)), `${AT}8`), kept, schema);
    expect(read.ok && read.result).toEqual(answer(served));
    // A paragraph speaking of breakfast in words no state knows is not "no breakfast".
    const fee = page(next).replace(
      '<div class="box">',
      '<p class="text-sm">Breakfast: € 15 a person</p><div class="box">',
    );
    expect(replayRecipe(viewPage(parseHtmlDocument(fee), `${AT}7`), kept, schema).ok).toBe(false);
  });
});
