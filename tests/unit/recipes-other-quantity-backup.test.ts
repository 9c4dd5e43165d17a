import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up holiday lets whose facts are a list: guests, bedrooms, beds, bathrooms. On every
 * learning page the let happened to have as many bathrooms as bedrooms, so "the figure before
 * ‘bathrooms’" read the bedrooms too. The bedrooms are read before their own word; a cross-check
 * cut at another quantity's word agreed by chance only, and must not veto the next let, which
 * has more bedrooms than bathrooms.
 */
interface Let {
  name: string;
  guests: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
}
const page = (l: Let): string => `<!DOCTYPE html>
<html><body><main><article><h1>${l.name}</h1><ul class="facts">
<li>${l.guests} guests</li><li>${l.bedrooms} bedrooms</li><li>${l.beds} beds</li><li>${l.bathrooms} bathrooms</li>
</ul><p class="host">Hosted by Ilse</p></article></main></body></html>`;
const answer = (l: Let) => ({ name: l.name, guests: l.guests, bedrooms: l.bedrooms });
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, guests: { type: 'integer' }, bedrooms: { type: 'integer' } },
  required: ['name'],
};
const AT = 'https://tallow-lets.test/let/';
const learned: Let[] = [
  { name: 'Cabin Orrin', guests: 4, bedrooms: 2, beds: 3, bathrooms: 2 },
  { name: 'Loft Carvel', guests: 2, bedrooms: 1, beds: 1, bathrooms: 1 },
  { name: 'Barn Sollow', guests: 8, bedrooms: 3, beds: 5, bathrooms: 3 },
];

describe('recipes: a cross-check of a number cut at another quantity’s word', () => {
  const recipe = learnStored(
    learned.map((l) => ({ html: page(l), answer: answer(l) })),
    schema,
    AT,
  );

  it('serves a let with more bedrooms than bathrooms', () => {
    const later: Let = { name: 'Flat Quenby', guests: 6, bedrooms: 3, beds: 4, bathrooms: 1 };
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });
});
