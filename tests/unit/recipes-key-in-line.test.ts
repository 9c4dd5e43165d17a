import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up event pages whose facts stand in one meta line of keyed parts ("Date: … | Venue: … |
 * Price: …"). On the learning pages the date came first; a page that writes the parts in
 * another order still shows the date's key, inside the line: the date is not gone.
 */
interface Show {
  name: string;
  date: string;
  venue: string;
  price: string;
}
const part = (key: string, value: string, cls: string): string =>
  `<span class="${cls}"><span class="key">${key}:</span> ${cls === 'when' ? `<time>${value}</time>` : value}</span>`;
const page = (s: Show, order: Array<'when' | 'where' | 'cost'>): string => {
  const parts = {
    when: part('Date', s.date, 'when'),
    where: part('Venue', s.venue, 'where'),
    cost: part('Price', s.price, 'cost'),
  };
  return `<!DOCTYPE html><html><body><main><article><h1 class="title">${s.name}</h1><div class="meta">${order
    .map((o) => parts[o])
    .join(' | ')}</div><p class="about">An evening of songs from the old harbour.</p></article></main></body></html>`;
};
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    date: { type: 'string' },
    venue: { type: 'string' },
    price: { type: 'string' },
  },
};
const AT = 'https://shows.test/event/';

describe('recipes: a key said inside a line of keyed parts', () => {
  const learned: Show[] = [
    { name: 'Harbour Songs', date: '03/14/2025', venue: 'Quay Hall', price: '$12' },
    { name: 'Lantern Walk', date: '04/02/2025', venue: 'Old Mill', price: '$8' },
  ];
  const recipe = learnStored(
    learned.map((s) => ({ html: page(s, ['when', 'where', 'cost']), answer: { ...s } })),
    schema,
    AT,
  );

  it('does not serve a page without the date its meta line still keys', () => {
    const next: Show = { name: 'Tide Choir', date: '05/20/2025', venue: 'Net Loft', price: '$15' };
    const got = replayOn(recipe, page(next, ['cost', 'where', 'when']), schema, AT);
    if (got.ok) expect(got.result).toEqual({ ...next });
    else expect(got.reason).toMatch(/^date not found where the recipe reads it/);
  });

  it('serves a page whose parts stand as learned', () => {
    const next: Show = { name: 'Rope Dance', date: '06/01/2025', venue: 'Sail Shed', price: '$10' };
    const got = replayOn(recipe, page(next, ['when', 'where', 'cost']), schema, AT);
    expect(got.ok && got.result).toEqual({ ...next });
  });
});
