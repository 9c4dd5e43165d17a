import { describe, expect, it } from 'vitest';
import { describeRecipe } from '@/lib/recipes/describe';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up train results: each card says its changes as a count ("2 changes") or, for a direct
 * train, in a word ("Direct"). The answers give 0 for those; a recipe that could only read
 * figures never learned the list.
 */
type Train = [string, string, number];
const card = ([name, changes]: Train): string =>
  `<li class="train"><h3 class="name">${name}</h3><div class="meta"><span class="time">2 h 10</span> · <span class="changes">${changes}</span></div><span class="fare">£${name.length * 3}</span></li>`;
const page = (trains: Train[]): string =>
  `<!DOCTYPE html><html><body><main><h1>Trains to Orlen</h1><ul>${trains.map(card).join('')}</ul></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    trains: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, changes: { type: 'integer' } } },
    },
  },
};
const answer = (trains: Train[]): unknown => ({ trains: trains.map(([name, , changes]) => ({ name, changes })) });
const AT = 'https://rail.test/search?p=';

/** The two learning pages' trains, shared by the templates below. */
const first: Train[] = [
  ['Coast Express', '2 changes', 2],
  ['Valley Sprinter', 'Direct', 0],
  ['Harbour Line', '1 change', 1],
];
const second: Train[] = [
  ['Moor Runner', '1 change', 1],
  ['Lake Shuttle', '3 changes', 3],
  ['River Link', 'Direct', 0],
];

describe('recipes: a number said in a word', () => {
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('is learned with the number the answers gave for it, and served', () => {
    const trains: Train[] = [
      ['Ridge Flyer', 'Direct', 0],
      ['Dale Stopper', '2 changes', 2],
    ];
    const got = replayOn(recipe, page(trains), schema, AT);
    expect(got.ok && got.result).toEqual(answer(trains));
  });

  it('is said in words in the recipe’s description', () => {
    expect(
      describeRecipe(recipe)
        .flatMap((f) => f.reads)
        .join('\n'),
    ).toContain('0 where it says “direct”');
  });

  it('is not read when the place says a word no answer gave', () => {
    const got = replayOn(recipe, page([['Ridge Flyer', 'Replacement bus', 1]]), schema, AT);
    expect(got.ok).toBe(false);
  });
});

describe('recipes: a number said in a word, in a class the fare also wears', () => {
  // Utility classes: the changes' span and the fare's span wear one class; the word is the one
  // of them with no figure.
  const shared = ([name, changes]: Train): string =>
    `<li class="flex gap-2"><h3 class="font-bold">${name}</h3><div class="mt-2"><span class="font-bold">2 h 10</span> · <span class="text-sm">${changes}</span></div><span class="text-sm">£${name.length * 3}</span></li>`;
  const listOf = (trains: Train[]): string =>
    `<!DOCTYPE html><html><body><main><h1>Trains to Orlen</h1><ul class="grid">${trains.map(shared).join('')}</ul></main></body></html>`;
  const trains: Train[] = [
    ['Coast Express', '2 changes', 2],
    ['Valley Sprinter', 'Direct', 0],
    ['Harbour Line', '1 change', 1],
    ['Moor Runner', 'Direct', 0],
  ];
  const recipe = learnStored([{ html: listOf(trains), answer: answer(trains) }], schema, AT);

  it('is learned and served', () => {
    const next: Train[] = [
      ['Ridge Flyer', 'Direct', 0],
      ['Dale Stopper', '3 changes', 3],
    ];
    expect(replayOn(recipe, listOf(next), schema, AT)).toMatchObject({ ok: true, result: answer(next) });
  });
});

describe('recipes: a number said in a word at a place known only by its rank', () => {
  /**
   * The same trains with hashed class names only: the changes are the meta line's second <span>,
   * followed by where one changes on trains that change twice or more.
   */
  const hashedCard = ([name, changes, count]: Train): string =>
    `<li class="css-k2v9qa"><h3 class="css-p0q3zt">${name}</h3><div class="css-m4c8rw"><span>2 h 10</span> · <span>${changes}</span>${
      count > 1 ? ' <span>(Brenn)</span>' : ''
    }</div><span>£${name.length * 3}</span></li>`;
  const hashedPage = (trains: Train[]): string =>
    `<!DOCTYPE html><html><body><main><h1>Trains to Orlen</h1><ul class="css-d7u1xe">${trains.map(hashedCard).join('')}</ul></main></body></html>`;
  const recipe = learnStored(
    [
      { html: hashedPage(first), answer: answer(first) },
      { html: hashedPage(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('is learned where the figures carry their own word there ("2 changes"), and served', () => {
    const trains: Train[] = [
      ['Ridge Flyer', 'Direct', 0],
      ['Dale Stopper', '2 changes', 2],
    ];
    const got = replayOn(recipe, hashedPage(trains), schema, AT);
    expect(got.ok && got.result).toEqual(answer(trains));
  });

  it('is not read when that rank holds a word no answer gave', () => {
    const got = replayOn(recipe, hashedPage([['Ridge Flyer', 'Replacement bus', 1]]), schema, AT);
    expect(got.ok).toBe(false);
  });
});

describe('recipes: a number said in a word, in a class the fare’s currency word also wears', () => {
  // Utility classes: the changes' span and the fare's currency ("GBP", a word with no figure) wear
  // one class; the currency is said on every card, so it says no number.
  const withCurrency = ([name, changes]: Train): string =>
    `<li class="flex gap-2"><h3 class="font-bold">${name}</h3><div class="mt-2"><span class="font-bold">2 h 10</span> · <span class="rounded border">${changes}</span></div><div class="rounded border"><span class="rounded border">GBP</span> <span class="font-bold">${name.length * 3}</span></div></li>`;
  const listOf = (trains: Train[]): string =>
    `<!DOCTYPE html><html><body><main><h1>Trains to Orlen</h1><ul class="grid">${trains.map(withCurrency).join('')}</ul></main></body></html>`;
  const recipe = learnStored(
    [
      { html: listOf(first), answer: answer(first) },
      { html: listOf(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('is learned and served', () => {
    const next: Train[] = [
      ['Ridge Flyer', 'Direct', 0],
      ['Dale Stopper', '3 changes', 3],
    ];
    expect(replayOn(recipe, listOf(next), schema, AT)).toMatchObject({ ok: true, result: answer(next) });
  });

  it('is not read where the place says a word no answer gave', () => {
    const got = replayOn(recipe, listOf([['Ridge Flyer', 'Replacement bus', 1]]), schema, AT);
    expect(got.ok).toBe(false);
  });
});
