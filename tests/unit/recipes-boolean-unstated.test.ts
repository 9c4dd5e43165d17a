import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up guesthouse page whose price box says "Free cancellation" or "Non-refundable" on most
 * pages, beside other notes, and on some says neither: the model leaves the field out there. Both
 * learning pages said one, so the field was required, and every page saying neither went to the
 * model; a yes and a no each said in words make saying neither no value, not another page kind.
 */
interface Stay {
  name: string;
  policy?: 'Free cancellation' | 'Non-refundable';
  note?: string;
}
const page = (s: Stay, elsewhere = ''): string =>
  `<!DOCTYPE html><html><body><main><h1 class="name">${s.name}</h1><div class="box"><span class="price">€ 90</span>` +
  (s.note ? `<p>${s.note}</p>` : '') +
  (s.policy ? `<p>${s.policy}</p>` : '') +
  `<button>Book</button></div>${elsewhere}<footer>Stays across the coast</footer></main></body></html>`;
const answer = (s: Stay) => ({
  name: s.name,
  ...(s.policy ? { free_cancellation: s.policy === 'Free cancellation' } : {}),
});
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, free_cancellation: { type: 'boolean' } },
  required: ['name'],
};
const AT = 'https://coast-stays.test/stay/';

describe('recipes: a boolean whose yes and no are each said in words, said on no page', () => {
  const recipe = learnStored(
    [
      { name: 'Casa Ondel', policy: 'Free cancellation', note: 'Members save 10 %' } as Stay,
      { name: 'Villa Sarn', policy: 'Non-refundable' } as Stay,
    ].map((s) => ({ html: page(s), answer: answer(s) })),
    schema,
    AT,
  );

  it('serves a page saying neither without the field', () => {
    const later: Stay = { name: 'Pension Lodd', note: 'Members save 10 %' };
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('still serves each state where it is said', () => {
    const later: Stay = { name: 'Hostal Brem', policy: 'Non-refundable' };
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('sends a page saying a state in another place to the model', () => {
    const moved = page({ name: 'Pension Lodd' }, '<aside><span>Free cancellation</span></aside>');
    expect(replayOn(recipe, moved, schema, AT).ok).toBe(false);
  });
});

describe('recipes: a boolean said by neither state in its place, while a state’s words stand elsewhere', () => {
  /** The same pages asking whether pets are allowed, said "Pets welcome" or "No pets": no word of the field's own. */
  const petsPage = (name: string, said: string | undefined, elsewhere = ''): string =>
    page({ name }, elsewhere).replace('<button>', said ? `<p>${said}</p><button>` : '<button>');
  const petsSchema = {
    type: 'object',
    properties: { name: { type: 'string' }, pets_allowed: { type: 'boolean' } },
    required: ['name'],
  };
  const recipe = learnStored(
    [
      { html: petsPage('Casa Ondel', 'Pets welcome'), answer: { name: 'Casa Ondel', pets_allowed: true } },
      { html: petsPage('Villa Sarn', 'No pets'), answer: { name: 'Villa Sarn', pets_allowed: false } },
    ],
    petsSchema,
    AT,
  );

  it('serves a page saying neither without the field', () => {
    const got = replayOn(recipe, petsPage('Pension Lodd', undefined), petsSchema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Pension Lodd' });
  });

  it('sends a page whose state stands in another place to the model', () => {
    const moved = petsPage('Pension Lodd', undefined, '<aside><span>Pets welcome</span></aside>');
    const got = replayOn(recipe, moved, petsSchema, AT);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(
      /pets_allowed not found where the recipe reads it, though the page says “Pets welcome”/,
    );
  });
});
