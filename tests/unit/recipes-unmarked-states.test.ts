import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up hotel results page: a card says "Free cancellation" in one badge, "Non-refundable"
 * in a badge of another class, or nothing about cancelling at all (a sold-out hotel). On the
 * learning pages every card without the "Non-refundable" badge had the "Free cancellation" one,
 * so "no ‘Non-refundable’ badge means free cancellation" held there by chance; and where a
 * single card was non-refundable, "no ‘Free cancellation’ badge means non-refundable" held too;
 * and where several were, each said so in its own badge. A sold-out hotel says neither.
 */
type Cancel = 'free' | 'fixed' | 'none';
interface Hotel {
  name: string;
  cancel: Cancel;
  price?: number;
}
const badge: Record<Cancel, string> = {
  free: '<span class="badge-ok">Free cancellation</span>',
  fixed: '<span class="badge-warn">Non-refundable</span>',
  none: '',
};
const page = (hotels: Hotel[]): string => `<!DOCTYPE html>
<html><body><main><h1>Stays in Orvane</h1><div class="results">${hotels
  .map(
    (h) =>
      `<article class="stay"><h3 class="stay-name">${h.name}</h3><div class="perks">${badge[h.cancel]}</div>${
        h.price ? `<p class="cost">€ ${h.price} a night</p>` : '<p class="gone">Sold out for your dates</p>'
      }</article>`,
  )
  .join('')}</div></main></body></html>`;
const answer = (hotels: Hotel[]) => ({
  hotels: hotels.map((h) => ({
    name: h.name,
    ...(h.price ? { price: h.price } : {}),
    ...(h.cancel === 'none' ? {} : { free_cancellation: h.cancel === 'free' }),
  })),
});
const schema = {
  type: 'object',
  properties: {
    hotels: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, price: { type: 'number' }, free_cancellation: { type: 'boolean' } },
        required: ['name'],
      },
    },
  },
};
const AT = 'https://stays.test/search?page=';
const soldOut: Hotel[] = [
  { name: 'Hotel Marven', cancel: 'free', price: 120 },
  { name: 'Pension Lorrit', cancel: 'none' },
  { name: 'Gasthof Uller', cancel: 'fixed', price: 95 },
];

/** What the page with a sold-out hotel is served, by a recipe learned from `pages`. */
function served(pages: Hotel[][]): unknown {
  let recipe;
  try {
    recipe = learnStored(
      pages.map((hotels) => ({ html: page(hotels), answer: answer(hotels) })),
      schema,
      AT,
    );
  } catch {
    return 'not learned';
  }
  const got = replayOn(recipe, page(soldOut), schema, AT);
  return got.ok ? got.result : got.reason;
}

describe('recipes: “nothing there” is a boolean’s state only where nothing else says it', () => {
  it('does not read “non-refundable” from a missing “Free cancellation” badge where another badge says it', () => {
    const pages = [
      [
        { name: 'Hotel Arden', cancel: 'free', price: 140 },
        { name: 'Hotel Brisk', cancel: 'fixed', price: 88 },
        { name: 'Hotel Calder', cancel: 'free', price: 132 },
      ],
      [
        { name: 'Hotel Dunmore', cancel: 'fixed', price: 76 },
        { name: 'Hotel Evers', cancel: 'free', price: 150 },
        { name: 'Hotel Fallow', cancel: 'free', price: 99 },
        { name: 'Hotel Garrow', cancel: 'none' },
      ],
    ] as Hotel[][];
    expect(served(pages)).toEqual(answer(soldOut));
  });

  // Learned from more cards later; till then every page goes to the model.
  it('does not learn “no ‘Free cancellation’ badge means non-refundable” from one card', () => {
    const pages = [
      [
        { name: 'Hotel Arden', cancel: 'free', price: 140 },
        { name: 'Hotel Calder', cancel: 'free', price: 132 },
      ],
      [
        { name: 'Hotel Dunmore', cancel: 'fixed', price: 76 },
        { name: 'Hotel Evers', cancel: 'free', price: 150 },
        { name: 'Hotel Fallow', cancel: 'free', price: 99 },
        { name: 'Hotel Garrow', cancel: 'none' },
      ],
    ] as Hotel[][];
    expect([answer(soldOut), 'not learned']).toContainEqual(served(pages));
  });

  it('on a page of one hotel: the policies saying “Non-refundable” where the other page said “Free cancellation”', () => {
    const hotelPage = (name: string, policy: string): string => `<!DOCTYPE html>
<html><body><main><h1 class="name">${name}</h1><p class="rate">€ 120 a night</p>
<section class="policies"><div class="row">Check-in from 14:00</div>${policy}</section></main></body></html>`;
    const free = '<p class="good">Free cancellation</p>';
    const fixed = '<p class="bad">Non-refundable</p>';
    const pageSchema = {
      type: 'object',
      properties: { name: { type: 'string' }, free_cancellation: { type: 'boolean' } },
    };
    const at = 'https://stays.test/hotel/';
    let recipe;
    try {
      recipe = learnStored(
        [
          { html: hotelPage('Hotel Arden', free), answer: { name: 'Hotel Arden', free_cancellation: true } },
          { html: hotelPage('Hotel Brisk', fixed), answer: { name: 'Hotel Brisk', free_cancellation: false } },
        ],
        pageSchema,
        at,
      );
    } catch {
      return; // "Non-refundable", said once, names no word of the question: learned from more pages later
    }
    const got = replayOn(recipe, hotelPage('Hotel Calder', ''), pageSchema, at);
    if (got.ok) expect(got.result).toEqual({ name: 'Hotel Calder' });
  });

  it('on a page of one hotel: a state learned on one side only is not served absent where the page says the other', () => {
    const hotelPage = (name: string, policy: string): string => `<!DOCTYPE html>
<html><body><main><h1 class="name">${name}</h1><p class="rate">€ 120 a night</p>
<section class="policies"><div class="row">Check-in from 14:00</div>${policy}</section></main></body></html>`;
    const pageSchema = {
      type: 'object',
      properties: { name: { type: 'string' }, free_cancellation: { type: 'boolean' } },
    };
    const at = 'https://stays.test/hotel/';
    const fixed = '<p class="bad">Annulation non remboursable</p>';
    const recipe = learnStored(
      [
        { html: hotelPage('Hotel Arden', fixed), answer: { name: 'Hotel Arden', free_cancellation: false } },
        { html: hotelPage('Hotel Brisk', fixed), answer: { name: 'Hotel Brisk', free_cancellation: false } },
      ],
      pageSchema,
      at,
    );
    const got = replayOn(
      recipe,
      hotelPage('Hotel Calder', '<p class="soft">Annulation sous conditions</p>'),
      pageSchema,
      at,
    );
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.reason).toMatch(/though the page says “Annulation sous conditions”/);
    // The other side said in words that grant it: the yes the learned "no" phrase implies.
    const granted = replayOn(
      recipe,
      hotelPage('Hotel Dune', '<p class="good">Annulation gratuite</p>'),
      pageSchema,
      at,
    );
    expect(granted.ok && granted.result).toEqual({ name: 'Hotel Dune', free_cancellation: true });
  });
});
