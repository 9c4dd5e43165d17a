import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up flight results: each card's line gives the flight's length and its stops ("3 h 50 · 2
 * stops"); a direct flight’s says "Direct". On the learning pages one direct flight lasted
 * "0 h 55": its stops, 0, are the first figure of its length. A reading of the stops out of
 * that text reads the length, and serves "8 h 25 · Direct" as 8 stops.
 */
type Flight = [string, string, number];
const card = ([code, line]: Flight): string =>
  `<li class="flight"><span class="code">${code}</span><div class="facts"><span>${line.split(' · ')[0]}</span> · <span class="stops">${line.split(' · ')[1]}</span></div></li>`;
const page = (flights: Flight[]): string =>
  `<!DOCTYPE html><html><body><main><h1>Flights to Orlen</h1><ul>${flights.map(card).join('')}</ul></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    flights: {
      type: 'array',
      items: {
        type: 'object',
        properties: { code: { type: 'string' }, duration: { type: 'string' }, stops: { type: 'integer' } },
      },
    },
  },
};
const answer = (flights: Flight[]): unknown => ({
  flights: flights.map(([code, line, stops]) => ({ code, duration: line.split(' · ')[0], stops })),
});
const AT = 'https://fly.test/search?p=';

describe('recipes: a value read out of another field’s value', () => {
  const first: Flight[] = [
    ['OL 101', '3 h 50 · 2 stops', 2],
    ['OL 102', '6 h 25 · 1 stop', 1],
    ['OL 104', '7 h 10 · 2 stops', 2],
  ];
  const second: Flight[] = [
    ['OL 201', '9 h · 1 stop', 1],
    ['OL 202', '3 h 25 · 1 stop', 1],
    ['OL 203', '4 h 50 · 2 stops', 2],
    ['OL 204', '0 h 55 · Direct', 0],
    ['OL 205', '9 h 05 · 2 stops', 2],
  ];
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('is not served: the length of a direct flight is no count of its stops', () => {
    const got = replayOn(
      recipe,
      page([
        ['OL 301', '8 h 25 · Direct', 0],
        ['OL 302', '2 h 10 · 1 stop', 1],
      ]),
      schema,
      AT,
    );
    const stops = got.ok ? (got.result as { flights: Array<{ stops?: number }> }).flights.map((f) => f.stops) : [];
    expect(stops).not.toContain(8);
  });

  it('still serves stops counted in words beside a figure', () => {
    const got = replayOn(
      recipe,
      page([
        ['OL 301', '8 h 25 · 2 stops', 2],
        ['OL 302', '2 h 10 · 1 stop', 1],
      ]),
      schema,
      AT,
    );
    expect(got.ok && got.result).toEqual(
      answer([
        ['OL 301', '8 h 25 · 2 stops', 2],
        ['OL 302', '2 h 10 · 1 stop', 1],
      ]),
    );
  });
});
