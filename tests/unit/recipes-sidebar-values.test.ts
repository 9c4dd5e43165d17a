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

  it('are no news where the piece has no class of its own but stands where a value read stands', () => {
    // A card whose venue is a bare <li> beside its price: the same place in every copy of the card.
    const bare = (name: string, venue: string, price: string) =>
      `<li class="ev"><a class="ev-name" href="/e/${name.length}">${name}</a><ul class="meta"><li>${venue}</li><li class="ev-price">${price}</li></ul></li>`;
    const bared = (main: string[][], side: string[][]) =>
      `<html><body><main><h1>Events</h1><ul class="events">${main.map(([n, v, p]) => bare(n ?? '', v ?? '', p ?? '')).join('')}</ul></main>` +
      (side.length
        ? `<aside><h2>Trending</h2><ul class="events">${side.map(([n, v, p]) => bare(n ?? '', v ?? '', p ?? '')).join('')}</ul></aside>`
        : '') +
      `</body></html>`;
    const learnedBare = structureMarks(parseHtmlDocument(bared([['Harbour choir', 'Quay Hall', 'Free']], [])));
    const laterBare = parseHtmlDocument(
      bared([['Film club', 'Mill Stage', '€ 9']], [['Quiz evening', 'Gull Theatre', '€ 15']]),
    );
    const readBare = ['Film club', 'Mill Stage', '€ 9'];
    expect(unreadMarks(laterBare, learnedBare, readBare, { shown: readBare })).not.toContain('label:gull theatre');
    // A bare key in a row of its own make is still a label.
    const keyed = parseHtmlDocument(
      bared([['Film club', 'Mill Stage', '€ 9']], []).replace(
        '</main>',
        '<dl class="facts"><dt>Dress code</dt><dd>Smart</dd></dl></main>',
      ),
    );
    expect(unreadMarks(keyed, learnedBare, readBare, { shown: readBare })).toContain('label:dress code');
  });
});
