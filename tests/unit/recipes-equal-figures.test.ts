import { describe, expect, it } from 'vitest';
import { handRecipe } from './support/hand-recipe';
import { replayOn } from './support/recipe-learning';

const AT = 'https://made-up.test/p/';
const css = (selector: string, extra: Record<string, unknown> = {}) => ({
  locator: { by: 'css', selector },
  read: 'text',
  before: '',
  after: '',
  ...extra,
});

/**
 * A made-up forecast page: the day's high and low read as the first and second of one class's
 * spans ("20°", "15°"), the chance of rain from its own element ("20 %"). Equal figures of two
 * quantities are no copy of one another.
 */
describe('recipes: a figure read at one of several places alike, equal to another quantity', () => {
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      high: { type: 'integer' },
      low: { type: 'integer' },
      rain: { type: 'integer' },
    },
  };
  const recipe = handRecipe('forecast', [
    {
      name: 'high',
      type: 'integer',
      array: false,
      required: true,
      picks: [css('span.deg', { after: '°', item: 0 })],
      maxLength: 2,
    },
    {
      name: 'low',
      type: 'integer',
      array: false,
      required: true,
      picks: [css('span.deg', { after: '°', item: 1 })],
      maxLength: 2,
    },
    { name: 'rain', type: 'integer', array: false, required: true, picks: [css('p.rain')], maxLength: 3 },
  ]);
  const page = (high: string, low: string, rain: string) =>
    `<html><body><main><h1>Quay forecast</h1><p><span class="deg">${high}</span> <span class="deg">${low}</span></p><p class="rain">${rain}</p></main></body></html>`;

  it('serves a high of 20° beside a 20 % chance of rain', () => {
    const got = replayOn(recipe, page('20°', '15°', '20 %'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Quay forecast', high: 20, low: 15, rain: 20 });
  });

  it('still goes to the model where the other figure is shown bare (no role of its own to tell them apart)', () => {
    const got = replayOn(recipe, page('20°', '15°', '20'), schema, AT);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/high reads, at one of several places alike, what another field read here/);
  });
});

/**
 * A made-up tour page: the currency learned beside the sale's struck-through price, with the
 * price's own element as a backup; every learning page gave "€" (`same`). A page with no sale
 * shows the sign beside the price alone.
 */
describe('recipes: the sign every learning page gave, read by a backup alone', () => {
  const schema = { type: 'object', properties: { name: { type: 'string' }, currency: { type: 'string' } } };
  const recipe = handRecipe('tours', [
    {
      name: 'currency',
      type: 'string',
      array: false,
      required: false,
      absence: 'never-seen',
      picks: [css('del.was', { figure: 'before' }), css('span.now', { figure: 'before' })],
      same: '€',
      maxLength: 1,
    },
  ]);
  const page = (offer: string) =>
    `<html><body><main><h1>Harbour walk</h1><div class="box">${offer}</div></main></body></html>`;

  it('serves "€" read beside the price where no sale is shown', () => {
    const got = replayOn(recipe, page('<span class="now">72 €</span>'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Harbour walk', currency: '€' });
  });

  it('still refuses another text without a letter read there (a badge in the place)', () => {
    const got = replayOn(recipe, page('<span class="now">-37%</span>'), schema, AT);
    expect(got.ok).toBe(false);
  });
});

/**
 * A made-up activity page: the count of reviews read from its own span and, as a backup, as the
 * second part of the rating line ("★ 4,4 (5.612 reviews)"), both counted outside other items'
 * cards. A page whose activity has no rating still shows such lines in its carousel of similar
 * activities: those are theirs, and the field's place is gone.
 */
describe('recipes: a line reading counted outside other items’ cards', () => {
  const schema = { type: 'object', properties: { name: { type: 'string' }, review_count: { type: 'integer' } } };
  const recipe = handRecipe('activities', [
    {
      name: 'review_count',
      type: 'integer',
      array: false,
      required: false,
      absence: 'never-seen',
      picks: [
        css('span.reviews', { after: 'reviews', outside: true }),
        css('div.rating', { lines: '★ 9 (9 a)', part: 1, outside: true }),
      ],
      maxLength: 4,
    },
  ]);
  const card = (title: string, n: number) =>
    `<div class="card"><h3>${title}</h3><div class="rating"><span>★</span> <span>4,7</span> (<span class="reviews">${n} reviews</span>)</div><p>from €${n}</p></div>`;
  const page = (head: string) =>
    `<html><body><main><div class="head"><h1>Kayak trip</h1>${head}</div><section><h2>You may also like</h2><div class="row">${card('Bike tour', 218)}${card('Boat ride', 439)}${card('Cooking class', 290)}</div></section></main></body></html>`;

  it('serves the count absent where only the similar activities show a rating line', () => {
    const got = replayOn(recipe, page('<p class="where">Quay</p>'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Kayak trip' });
  });

  it('reads the activity’s own count where it has one', () => {
    const own = '<div class="rating"><span>★</span> <span>4,4</span> (<span class="reviews">5612 reviews</span>)</div>';
    const got = replayOn(recipe, page(own), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Kayak trip', review_count: 5612 });
  });
});
