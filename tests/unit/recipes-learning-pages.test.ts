import { describe, expect, it } from 'vitest';
import { learnRecipe } from '@/lib/recipes';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { replayOn } from './support/recipe-learning';
import { handRecipe } from './support/hand-recipe';

/**
 * A made-up events site in two variants of one template, its facts as spans in a row with
 * utility classes: variant B puts the organiser first, as a span of the labels' class; variant A
 * shows the date line first and may have no organiser. Learned from a B page with an organiser
 * and an A page without, a reading "the row's first span" found the organiser on one and the date
 * line on the other: the learner must not keep a reading that reads something on a page that
 * lacks the field.
 */
const AT = 'https://lanterns.test/event/';
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    date: { type: 'string' },
    venue: { type: 'string' },
    price: { type: 'string' },
    organizer: { type: 'string' },
  },
};
interface Event {
  name: string;
  date: string;
  venue: string;
  price: string;
  organizer?: string;
}
const labelled = (label: string, value: string, cls: string) =>
  `<span class="${cls}"><span class="gap-4 p-4">${label}</span> ${value}</span>`;
const variantA = (e: Event) =>
  `<div class="p-4 gap-4 mb-2">${labelled('Date:', `<time>${e.date}</time>`, 'flex tabular-nums')} ${labelled('Venue:', e.venue, 'text-lg font-medium')} ${labelled('Price:', e.price, 'p-4 gap-4')}${e.organizer ? ` <span class="gap-4 p-4">${e.organizer}</span>` : ''}</div>`;
const variantB = (e: Event) =>
  `<div class="p-4 gap-4 mb-2">${e.organizer ? `<span class="gap-4 p-4">${e.organizer}</span> ` : ''}${labelled('Cost:', e.price, 'p-4 gap-4')} ${labelled('Where:', e.venue, 'text-lg font-medium')} ${labelled('Published:', `<time>${e.date}</time>`, 'flex tabular-nums')}</div>`;
const page = (e: Event, variant: 'A' | 'B') =>
  `<!DOCTYPE html><html><body><main><article><h1 class="rounded-lg">${e.name}</h1>${variant === 'A' ? variantA(e) : variantB(e)}<section><h2>About the event</h2><p>Bring a lantern and a friend.</p></section></article></main></body></html>`;

const withOrganiser: Event = {
  name: 'Copper Choir Night',
  date: 'Sat, 30 Nov 2024',
  venue: 'Pelin Hall',
  price: '£15',
  organizer: 'Brami Works',
};
const without: Event = { name: 'Harbour Book Fair', date: 'Mon, 9 Dec 2024', venue: 'Velwis Barn', price: '£20' };

describe('recipes: the learner reads its own learning pages as answered', () => {
  it('keeps no reading of a field that reads something on a learning page that lacks it', () => {
    const pages = [
      { html: page(withOrganiser, 'B'), answer: withOrganiser },
      { html: page(without, 'A'), answer: without },
    ];
    const outcome = learnRecipe(
      pages.map((p, i) => ({ doc: parseHtmlDocument(p.html), url: `${AT}${i}`, result: p.answer })),
      schema,
      { id: 'r', now: 0 },
    );
    if (!outcome.ok) {
      expect(outcome.reason).toMatch(/organizer: its readings read .* on page 2, which lacks it/);
      return;
    }
    const again = replayOn(outcome.recipe, pages[1]!.html, schema, AT);
    expect(again.ok && again.result).toEqual(without);
  });
});

describe('recipes: a place showing another field’s value under a label', () => {
  // The organiser's place, on a page without one, holds the price's line: "Cost: £14".
  const recipe = handRecipe('lanterns', [
    {
      name: 'price',
      type: 'string',
      array: false,
      required: false,
      picks: [{ locator: { by: 'css', selector: 'span.cost' }, read: 'text', before: 'Cost:', after: '' }],
      maxLength: 6,
    },
    {
      name: 'organizer',
      type: 'string',
      array: false,
      required: false,
      picks: [
        { locator: { by: 'css', selector: 'div.facts > span:nth-of-type(1)' }, read: 'text', before: '', after: '' },
      ],
      emptyShows: ['cost:'],
      maxLength: 15,
    },
  ]);
  const small = {
    type: 'object',
    properties: { name: { type: 'string' }, price: { type: 'string' }, organizer: { type: 'string' } },
  };

  it('is read as nothing when that value is an amount in a currency', () => {
    const html = `<html><body><main><h1>Quiz Night</h1><div class="facts"><span class="cost">Cost: £14</span> <span>Hall 2</span></div></main></body></html>`;
    const got = replayOn(recipe, html, small, AT);
    expect(got.ok && got.result).toEqual({ name: 'Quiz Night', price: '£14' });
  });

  it('still reads the organiser where it stands', () => {
    const html = `<html><body><main><h1>Quiz Night</h1><div class="facts"><span>Rowan Trust</span> <span class="cost">Cost: £14</span></div></main></body></html>`;
    const got = replayOn(recipe, html, small, AT);
    expect(got.ok && got.result).toEqual({ name: 'Quiz Night', price: '£14', organizer: 'Rowan Trust' });
  });
});
