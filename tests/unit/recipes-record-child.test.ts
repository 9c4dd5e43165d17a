import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up tour cards built with utility classes: the duration's span wears the classes the
 * rating's span wears inside the rating box, and a "Top" badge may come first. Only "the card's
 * own span of that class" tells the duration apart; some cards have none.
 */
type Tour = { title: string; duration?: string; rating: string; top?: boolean };
const card = (t: Tour): string =>
  `<article class="p-2 border">${t.top ? '<span class="font-bold">★ Top</span>' : ''}<h3 class="text-sm"><a href="/t/${t.title.length}">${t.title}</a></h3>${
    t.duration ? `<span class="text-sm text-gray">${t.duration}</span>` : ''
  }<div class="rounded"><span class="text-sm text-gray">${t.rating}</span>/5</div></article>`;
const page = (tours: Tour[]): string =>
  `<!DOCTYPE html><html><body><main><h1>Things to do in Orlen</h1><section class="grid">${tours.map(card).join('')}</section></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    tours: {
      type: 'array',
      items: { type: 'object', properties: { title: { type: 'string' }, duration: { type: 'string' } } },
    },
  },
};
const answer = (tours: Tour[]): unknown => ({
  tours: tours.map(({ title, duration }) => ({ title, ...(duration ? { duration } : {}) })),
});
const AT = 'https://tours.test/search?p=';

describe('recipes: a record’s own child of a class its parts share', () => {
  const first: Tour[] = [
    { title: 'Harbour walk', rating: '4.6' },
    { title: 'Wine tasting', duration: '3 hours', rating: '4.1', top: true },
    { title: 'Kayak trip', duration: '2 hours', rating: '3.9' },
  ];
  const second: Tour[] = [
    { title: 'Cooking class', duration: '4 hours', rating: '4.8' },
    { title: 'Old town tour', rating: '4.4', top: true },
    { title: 'Sunset cruise', duration: '1 hour', rating: '4.0' },
  ];
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('reads the duration where a card has one, and none where it has not', () => {
    const tours: Tour[] = [
      { title: 'Bike tour', duration: '5 hours', rating: '4.2', top: true },
      { title: 'Castle visit', rating: '4.7' },
    ];
    const got = replayOn(recipe, page(tours), schema, AT);
    expect(got.ok && got.result).toEqual(answer(tours));
  });
});
