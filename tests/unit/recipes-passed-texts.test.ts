import { describe, expect, it } from 'vitest';
import { describeRecipe } from '../../lib/recipes';
import { learnStored, replayOn } from './support/recipe-learning';
import { FREE, tourAnswer, tourPage, tourSchema, type Tour } from './support/tour-cards';

/**
 * Made-up tour results built with utility classes: a tour's duration ("3 h") and its
 * cancellation chip ("Free cancellation", "Non-refundable") wear the same classes, the duration
 * first. Tours without a duration are on the learning pages too, their chip first: no reading of
 * "the first text of those classes" reproduces them. The duration is read as the first text of
 * those classes once the chips' words, never a duration, are passed over.
 */
const page = (tours: Tour[]): string => tourPage(tours, 'Brannic');
const answer = tourAnswer;
const schema = tourSchema;
const AT = 'https://brannic-tours.test/search?page=';
const FIXED = 'Non-refundable';

const first: Tour[] = [
  { title: 'Harbour walk', duration: '3 h', chip: FREE, price: 40 },
  { title: 'Lighthouse climb', chip: FREE, price: 12 },
  { title: 'Wine tasting', duration: '1 h 30 min', chip: FIXED, price: 65 },
  { title: 'Old town by bike', duration: '4 h', price: 35 },
];
const second: Tour[] = [
  { title: 'Castle visit', duration: '45 min', chip: FREE, price: 22 },
  { title: 'Museum pass', chip: FIXED, price: 18 },
  { title: 'Market tour', duration: '2 h', chip: FIXED, price: 30 },
];

describe('recipes: the first of several texts alike, passing over the texts that are never the value', () => {
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('serves cards with and without their duration', () => {
    const later: Tour[] = [
      { title: 'Canal cruise', duration: '2 h', chip: FREE, price: 25 },
      { title: 'Garden entry', chip: FIXED, price: 9 },
      { title: 'Cooking class', duration: '3 h', price: 70 },
      { title: 'Zoo ticket', chip: FREE, price: 15 },
    ];
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('sends a card whose place shows a text never learned, without a figure, to the model', () => {
    const later: Tour[] = [
      { title: 'Canal cruise', duration: '2 h', chip: FREE, price: 25 },
      { title: 'Sunset sail', chip: 'Sold out', price: 55 },
    ];
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/duration does not look like the learned values \("Sold out"\)/);
  });

  it('says in words which texts the duration passes over', () => {
    const reads = describeRecipe(recipe)
      .find((f) => f.name === 'tours[].duration')
      ?.reads.join(' ');
    expect(reads).toMatch(/match 1 of several, passing over “free cancellation”, “non-refundable”/);
  });
});
