import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up holiday lets built with utility classes: the stay's total ("EUR 1.100 total for 5
 * nights") and the search's context line ("Town, Region · dates · guests") wear one class. A let
 * shown without a total has only the context line in that class, whose towns and dates change
 * from page to page while its outline stays: such a page lacks the total, as the model answered
 * on two learning pages. A place showing a text of another outline may be the total written
 * another way, and goes to the model.
 */
interface Let {
  name: string;
  town: string;
  dates: string;
  adults: number;
  night: number;
  total?: string;
}
const page = (l: Let): string => `<!DOCTYPE html>
<html><body><main class="flex flex-col"><div class="flex gap-2">${l.town} · ${l.dates} · ${l.adults} adults</div>
<article class="p-2 shadow-sm"><h1 class="font-bold">${l.name}</h1>
<div class="truncate"><span class="shadow-sm">EUR ${l.night}</span> <span class="truncate">/ night</span></div>
${l.total ? `<div class="flex gap-2">${l.total}</div>` : ''}<button class="flex gap-2">Reserve</button></article></main></body></html>`;
const answer = (l: Let, total?: number) => ({
  name: l.name,
  price_per_night: l.night,
  ...(total === undefined ? {} : { total_price: total }),
});
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price_per_night: { type: 'number' }, total_price: { type: 'number' } },
  required: ['name'],
};
const AT = 'https://velmoor-lets.test/let/';

const withTotal: Let = {
  name: 'Cabin Orrin',
  town: 'Orrin, Haldmere',
  dates: '7 July 2026 – 12 July 2026',
  adults: 4,
  night: 220,
  total: 'EUR 1.100 total for 5 nights',
};
const alsoWithTotal: Let = {
  name: 'Loft Carvel',
  town: 'Carvel, Easting',
  dates: '2 May 2026 – 5 May 2026',
  adults: 2,
  night: 140,
  total: 'EUR 420 total for 3 nights',
};
const without: Let[] = [
  { name: 'Barn Sollow', town: 'Sollow, Brightfen', dates: '25 April 2026 – 3 May 2026', adults: 3, night: 244 },
  { name: 'Flat Quenby', town: 'Quenby, Velmark', dates: '18 December 2026 – 24 December 2026', adults: 4, night: 239 },
];

describe('recipes: a field’s empty place showing the page’s own context line', () => {
  const recipe = learnStored(
    [
      { html: page(withTotal), answer: answer(withTotal, 1100) },
      { html: page(without[0] as Let), answer: answer(without[0] as Let) },
      { html: page(alsoWithTotal), answer: answer(alsoWithTotal, 420) },
      { html: page(without[1] as Let), answer: answer(without[1] as Let) },
    ],
    schema,
    AT,
  );

  it('serves a let without a total whose context line names other towns and dates', () => {
    const later: Let = {
      name: 'Cottage Ambry',
      town: 'Ambry, Nolworth',
      dates: '1 June 2026 – 9 June 2026',
      adults: 6,
      night: 180,
    };
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('still serves a let with its total', () => {
    const later: Let = { ...withTotal, name: 'Cabin Wrey', night: 90, total: 'EUR 630 total for 7 nights' };
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later, 630));
  });

  it('sends a let whose total is written another way to the model', () => {
    const later: Let = { ...withTotal, name: 'Cabin Wrey', night: 90, total: '630 € all in' };
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok).toBe(false);
  });
});
