import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';
import { FREE, tourAnswer, tourPage, tourSchema, type Tour } from './support/tour-cards';

/**
 * Made-up tour results built with utility classes: a tour's duration ("3 h") and its "Free
 * cancellation" chip wear the same classes, the duration first. The duration is read as the
 * first text of those classes (written in no one outline: "3 h", "45 min", "Full day"); a tour
 * shown without a duration has its chip first. The chip's
 * words, seen beside the place and never in it, are no duration: that card goes to the model.
 */
const page = (tours: Tour[]): string => tourPage(tours, 'Orlen');
const answer = tourAnswer;
const schema = tourSchema;
const AT = 'https://orlen-tours.test/search?page=';

const first: Tour[] = [
  { title: 'Harbour walk', duration: '3 h', chip: FREE, price: 40 },
  { title: 'Wine tasting', duration: '1 h 30 min', price: 65 },
  { title: 'Old town by bike', duration: '4 h', chip: FREE, price: 35 },
];
const second: Tour[] = [
  { title: 'Castle visit', duration: '45 min', chip: FREE, price: 22 },
  { title: 'Night kayak', duration: 'Full day', price: 80 },
  { title: 'Market tour', duration: '2 h', chip: FREE, price: 30 },
];

describe('recipes: a reading of the first of several texts alike, where the first is missing', () => {
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('serves cards that show their duration', () => {
    const later: Tour[] = [
      { title: 'Canal cruise', duration: '2 h', chip: FREE, price: 25 },
      { title: 'Cooking class', duration: '3 h', price: 70 },
    ];
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('never serves the cancellation chip as a duration', () => {
    const later: Tour[] = [
      { title: 'Canal cruise', duration: '2 h', price: 25 },
      { title: 'Guided hike', chip: FREE, price: 45 },
    ];
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/duration reads “Free cancellation”/);
  });
});

describe('recipes: a reading of the first of several texts alike whose others hold values', () => {
  /**
   * Made-up trains: the departure is the first <time> of a card, the arrival the second. A time
   * the learning pages showed only as an arrival is another field's value there, not a text
   * that stays beside the place.
   */
  type Train = [string, string, string];
  const trains = (rows: Train[]): string => `<!DOCTYPE html>
<html><body><main><h1>Trains to Vask</h1><ul class="css-r1k9az">${rows
    .map(
      ([name, dep, arr]) =>
        `<li class="css-c7h2qp"><h3>${name}</h3><div><time>${dep}</time> → <time>${arr}</time></div></li>`,
    )
    .join('')}</ul></main></body></html>`;
  const said = (rows: Train[]) => ({ trains: rows.map(([name, departs, arrives]) => ({ name, departs, arrives })) });
  const trainSchema = {
    type: 'object',
    properties: {
      trains: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, departs: { type: 'string' }, arrives: { type: 'string' } },
          required: ['name'],
        },
      },
    },
  };
  const recipe = learnStored(
    [
      [
        ['Coast Express', '08:10', '22:10'],
        ['Valley Sprinter', '09:00', '22:10'],
      ] as Train[],
      [
        ['Moor Runner', '06:30', '22:10'],
        ['Lake Shuttle', '11:45', '14:05'],
      ] as Train[],
    ].map((rows) => ({ html: trains(rows), answer: said(rows) })),
    trainSchema,
    'https://vask-trains.test/search?page=',
  );

  it('serves a departure at a time the learning pages showed only as an arrival', () => {
    const later: Train[] = [
      ['Ridge Flyer', '22:10', '23:55'],
      ['Dale Stopper', '07:15', '09:40'],
    ];
    const got = replayOn(recipe, trains(later), trainSchema, 'https://vask-trains.test/search?page=');
    expect(got.ok && got.result).toEqual(said(later));
  });
});
