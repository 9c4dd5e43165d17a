import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Made-up event-listing pages, read as a list alone. A site-wide notice in a live region ("Planned
 * maintenance on Sunday, 2:00 to 4:00") is one short message, no record, whatever figures it
 * says: the page is served. A notice holding a link may be a record of its own (a new event
 * shown as it comes in): that page still goes to the model.
 */
const events = (page: number) =>
  [0, 1, 2, 3].map((i) => ({
    title: `Harbour talk ${page * 10 + i}`,
    venue: ['Old Mill', 'Pier Hall', 'Dock Room', 'Sail Loft'][(page + i) % 4]!,
    price: 5 + page + i,
  }));
const notices: Record<number, string> = {
  4: 'Planned maintenance on Sunday, 2:00 to 4:00.',
  6: 'Just added: <a href="/e/99">Harbour talk 99</a> 12 €',
};
const pages: SequencePage[] = [1, 2, 3, 4, 5, 6].map((n) => ({
  url: `https://events.test/list?page=${n}`,
  html:
    '<!DOCTYPE html><html lang="en"><body><header class="top"><a href="/" class="logo">Events</a></header>' +
    (notices[n] ? `<div class="notice" role="status">${notices[n]}</div>` : '') +
    '<main><h1>What’s on</h1><ul class="events">' +
    events(n)
      .map(
        (e, i) =>
          `<li class="event"><a href="/e/${n}-${i}" class="event-title">${e.title}</a><span class="venue">${e.venue}</span><span class="fee">${e.price} €</span></li>`,
      )
      .join('') +
    '</ul></main></body></html>',
  truth: { events: events(n) },
}));
const schema = {
  type: 'object',
  properties: {
    events: {
      type: 'array',
      items: {
        type: 'object',
        properties: { title: { type: 'string' }, venue: { type: 'string' }, price: { type: 'number' } },
      },
    },
  },
};

describe('recipes: a live notice on a list page', () => {
  it('serves a page with a short notice that says figures, and sends one with a link to the model', async () => {
    const figures = await runSequence('events', pages, { prompt: 'Every event: title, venue, price.', schema });
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([expect.stringMatching(/^page 6: .*built unlike/)]);
    expect(figures.served).toBe(3);
  }, 30_000);
});
