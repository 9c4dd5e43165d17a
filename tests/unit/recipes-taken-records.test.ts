import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { describe, expect, it } from 'vitest';
import { learnRecipe, replayRecipe, viewPage } from '@/lib/recipes';
import { saysUnavailable } from '@/lib/recipes/availability';

/**
 * A made-up cabin results page. Every card the recipe learns from offers a price; a later page
 * shows a card taken for the dates asked ("Booked up for your dates"), with no price box: a record
 * in another state, served with its price absent. A card with any other note never seen is still
 * another kind of card, and the page goes to the model.
 */
const schema = {
  type: 'object',
  properties: {
    cabins: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, sleeps: { type: 'integer' }, price: { type: 'number' } },
      },
    },
  },
};
interface Cabin {
  name: string;
  sleeps: number;
  price?: number;
}
const card = (c: Cabin, note = 'Fully booked for your dates') =>
  `<li class="cabin"><h3 class="cabin-name"><a href="/c/${c.name.toLowerCase().replace(/ /g, '-')}">${c.name}</a></h3>` +
  `<span class="cabin-sleeps">Sleeps ${c.sleeps}</span>` +
  (c.price === undefined
    ? `<p class="cabin-note">${note}</p>`
    : `<div class="cabin-offer"><span class="cabin-price">€${c.price}</span> <span class="cabin-per">per night</span></div>`) +
  '</li>';
const page = (cabins: Cabin[], note?: string) =>
  `<html><body><main><h1>Cabins by the fjord</h1><ul class="cabins">${cabins.map((c) => card(c, note)).join('')}</ul></main></body></html>`;
const URL = 'https://cabins.test/s/';

describe('recipes: a list record taken for the dates asked', () => {
  const pages: Cabin[][] = [
    [
      { name: 'Birch Hut', sleeps: 2, price: 95 },
      { name: 'Moss Lodge', sleeps: 6, price: 210 },
      { name: 'Fern Cabin', sleeps: 4, price: 140 },
    ],
    [
      { name: 'Rock Shelter', sleeps: 3, price: 80 },
      { name: 'Pine Loft', sleeps: 5, price: 175 },
    ],
  ];
  const learned = () => {
    const outcome = learnRecipe(
      pages.map((cabins, i) => ({ doc: parseHtmlDocument(page(cabins)), url: `${URL}${i}`, result: { cabins } })),
      schema,
      { id: 'cabins', now: 0 },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.recipe;
  };
  const later: Cabin[] = [
    { name: 'Heather Cottage', sleeps: 4, price: 160 },
    { name: 'Cliff Retreat', sleeps: 8 },
    { name: 'Brook Cabin', sleeps: 2, price: 70 },
  ];

  it('serves a card saying its cabin is taken as a record without a price', () => {
    const got = replayRecipe(viewPage(parseHtmlDocument(page(later)), `${URL}9`), learned(), schema);
    expect(got.ok && got.result).toEqual({ cabins: later });
  });

  it('sends a card with another note never seen to the model', () => {
    const got = replayRecipe(viewPage(parseHtmlDocument(page(later, 'Ask the host'))), learned(), schema);
    expect(got.ok).toBe(false);
  });

  it('tells a note of a taken item from other short notes', () => {
    for (const text of ['Fully booked for your dates', 'Sold out on these dates', 'Ausverkauft', 'Complet ce soir'])
      expect(saysUnavailable(text)).toBe(true);
    for (const text of ['Only 2 left', 'Free cancellation', 'Completely renovated in a quiet street', 'In stock'])
      expect(saysUnavailable(text)).toBe(false);
  });
});
