import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { structureMarks, unreadMarks } from '@/lib/recipes/structure';

/**
 * A made-up events listing with a "Trending" sidebar built like the listing's records: each
 * event's venue and price are the only two children of a row, so a venue reads as the key of a
 * pair. The sidebar's events change from page to page, and the model never returns them.
 */
const event = (name: string, venue: string, price: string) =>
  `<li class="ev"><a class="ev-name" href="/e/${name.length}">${name}</a><div class="meta"><span class="ev-venue">${venue}</span><span class="ev-price">${price}</span></div></li>`;
const page = (main: string[][], side: string[][]) =>
  `<html><body><main><h1>Events</h1><ul class="events">${main.map(([n, v, p]) => event(n ?? '', v ?? '', p ?? '')).join('')}</ul></main>` +
  `<aside class="sidebar"><h2>Trending</h2><ul class="events">${side.map(([n, v, p]) => event(n ?? '', v ?? '', p ?? '')).join('')}</ul></aside></body></html>`;

describe('recipes: a list page’s new labels', () => {
  const learned = structureMarks(
    parseHtmlDocument(
      page(
        [
          ['Harbour choir', 'Quay Hall', 'Free'],
          ['Lantern market', 'Dock Barn', '€ 12'],
        ],
        [['Jazz night', 'Reed Room', '€ 20']],
      ),
    ),
  );
  const later = parseHtmlDocument(
    page(
      [
        ['Film club', 'Mill Stage', '€ 9'],
        ['Book fair', 'Salt House', 'Free'],
      ],
      [['Quiz evening', 'Gull Theatre', '€ 15']],
    ),
  );
  const read = ['Film club', 'Mill Stage', '€ 9', 'Book fair', 'Salt House', 'Free'];

  it('are no news where they are values of cards built like the records (a sidebar’s venues)', () => {
    expect(unreadMarks(later, learned, read, { shown: read })).toEqual([]);
  });

  it('still count where no value read is shown in that build', () => {
    const withoutVenues = read.filter((v) => v !== 'Mill Stage' && v !== 'Salt House');
    expect(unreadMarks(later, learned, withoutVenues, { shown: withoutVenues })).toContain('label:gull theatre');
  });
});
