import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up events calendar: a definition list of dates, each date followed by its events. Some
 * pages show a second calendar built exactly alike beside it, under a heading in Spanish the
 * model reads as "trending" and leaves out. Learned from pages without it, the recipe must not
 * serve that page with the trending events added to the list.
 */
interface Day {
  date: string;
  events: Array<{ name: string; venue: string }>;
}
const calendar = (days: Day[]): string =>
  `<dl class="cal flex">${days
    .map(
      (d) =>
        `<dt class="day text-sm"><time>${d.date}</time></dt>` +
        d.events
          .map(
            (e) =>
              `<dd class="ev flex"><a href="/e/${e.name.length}">${e.name}</a> <span class="where">${e.venue}</span></dd>`,
          )
          .join(''),
    )
    .join('')}</dl>`;
const page = (days: Day[], trending?: Day[]): string =>
  `<!DOCTYPE html><html lang="es"><body><div class="wrap flex"><main class="flex"><h1 class="title">Agenda: Valdemora</h1>${calendar(days)}</main>` +
  (trending ? `<aside class="flex p-4"><h2 class="sub">Lo más visto</h2>${calendar(trending)}</aside>` : '') +
  `</div></body></html>`;
const answer = (days: Day[]) => ({
  events: days.flatMap((d) => d.events.map((e) => ({ name: e.name, date: d.date, venue: e.venue }))),
});
const schema = {
  type: 'object',
  properties: {
    events: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, date: { type: 'string' }, venue: { type: 'string' } },
      },
    },
  },
};
const AT = 'https://agenda.test/eventos';

describe('recipes: records written as runs of siblings stand in one list', () => {
  const learned: Day[][] = [
    [
      { date: 'lun 3 mar', events: [{ name: 'Feria del libro', venue: 'Sala Norte' }] },
      {
        date: 'mar 4 mar',
        events: [
          { name: 'Noche de jazz', venue: 'Teatro Viejo' },
          { name: 'Cine de barrio', venue: 'Nave Sur' },
        ],
      },
    ],
    [
      {
        date: 'vie 7 mar',
        events: [
          { name: 'Mercado nocturno', venue: 'Plaza Mayor' },
          { name: 'Coro de invierno', venue: 'Iglesia Alta' },
        ],
      },
      { date: 'sáb 8 mar', events: [{ name: 'Taller de cerámica', venue: 'Casa Verde' }] },
    ],
  ];
  const recipe = learnStored(
    learned.map((days) => ({ html: page(days), answer: answer(days) })),
    schema,
    AT,
  );
  const next: Day[] = [
    {
      date: 'dom 9 mar',
      events: [
        { name: 'Concierto de órgano', venue: 'Catedral' },
        { name: 'Teatro de títeres', venue: 'Sala Norte' },
      ],
    },
  ];

  it('serves a page of the calendar alone', () => {
    const got = replayOn(recipe, page(next), schema, AT);
    expect(got.ok && got.result).toEqual(answer(next));
  });

  it('serves no trending events for a search with no results', () => {
    const trending: Day[] = [{ date: 'dom 9 mar', events: [{ name: 'Feria del libro', venue: 'Sala Norte' }] }];
    const empty = page([], trending)
      .replace('<dl class="cal flex"></dl>', '<p class="none">No hay resultados.</p>')
      .replace('Lo más visto', 'Trending now');
    const got = replayOn(recipe, empty, schema, AT);
    expect(got.ok || got.reason).toBe('no events records found on the page');
  });

  it('does not serve a page with a second calendar built alike as one list', () => {
    const trending: Day[] = [{ date: 'dom 9 mar', events: [{ name: 'Feria del libro', venue: 'Sala Norte' }] }];
    const got = replayOn(recipe, page(next, trending), schema, AT);
    if (got.ok) expect(got.result).toEqual(answer(next));
    else expect(got.reason).toMatch(/stands outside the list the records were learned in/);
  });
});
