import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up events calendar written as a description list: each day a term (<dt>) and its
 * events as descriptions (<dd>), so a record has no element of its own and runs from its date
 * on. A sponsored event stands among them under its own date, with a "Sponsored" badge; the
 * model leaves it out, as the request asks. The recipe leaves it out too, whether or not the
 * learning pages showed one.
 */
interface Event {
  name: string;
  date: string;
  venue: string;
  paid?: boolean;
}
const day = (date: string, events: Event[]): string =>
  `<dt class="d-term"><time datetime="${date}">${date}</time></dt>${events
    .map(
      (e) =>
        `<dd class="d-item">${e.paid ? '<span class="d-badge">Sponsored</span>' : ''}<a class="d-link" href="/e/${e.name.length}">${e.name}</a> — <span class="d-venue">${e.venue}</span></dd>`,
    )
    .join('')}`;
const page = (events: Event[]): string => {
  const days = new Map<string, Event[]>();
  for (const e of events)
    days.set(`${e.date}${e.paid ? ' ' : ''}`, [...(days.get(`${e.date}${e.paid ? ' ' : ''}`) ?? []), e]);
  return `<!DOCTYPE html><html><body><main><h1>What's on</h1><dl class="cal">${[...days]
    .map(([, es]) => day((es[0] as Event).date, es))
    .join('')}</dl></main></body></html>`;
};
const answer = (events: Event[]) => ({
  events: events.filter((e) => !e.paid).map(({ name, date, venue }) => ({ name, date, venue })),
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
const AT = 'https://ashgrove-whatson.test/week/';

const week = (n: number, paidAt?: number): Event[] => {
  const names = ['Lantern Walk', 'Quiz at the Mill', 'Choir on the Green', 'Print Fair', 'Night Swim', 'Film Club'];
  const venues = ['Old Mill', 'Town Hall', 'Harbour Shed', 'Library'];
  const events: Event[] = names.map((name, i) => ({
    name: `${name} ${n}`,
    date: `2026-0${(n % 8) + 1}-1${Math.floor(i / 2)}`,
    venue: venues[(i + n) % venues.length] as string,
  }));
  if (paidAt !== undefined)
    events.splice(paidAt, 0, {
      name: `Spa Weekend Offer ${n}`,
      date: `2026-0${(n % 8) + 1}-1${Math.floor(paidAt / 2)}`,
      venue: 'Grand Hotel',
      paid: true,
    });
  return events;
};

describe('recipes: records with no element of their own, an ad among them', () => {
  it('leaves out a sponsored event the learning pages never showed', () => {
    const recipe = learnStored(
      [1, 2].map((n) => ({ html: page(week(n)), answer: answer(week(n)) })),
      schema,
      AT,
    );
    const later = week(3, 2);
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('leaves out a sponsored event as the model left one out on a learning page', () => {
    const recipe = learnStored(
      [
        { html: page(week(1, 3)), answer: answer(week(1, 3)) },
        { html: page(week(2)), answer: answer(week(2)) },
      ],
      schema,
      AT,
    );
    const later = week(4, 4);
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
    const plain = week(5);
    const again = replayOn(recipe, page(plain), schema, AT);
    expect(again.ok && again.result).toEqual(answer(plain));
  });
});
