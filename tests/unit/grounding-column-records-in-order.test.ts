import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A made-up forecast: a table whose columns are the days, its conditions repeating ("Cloudy"
 * twice) and the current conditions repeated in a card beside it, so no day is named by a text
 * of its own. The days are still told apart by their columns, in order: true days are in place,
 * and a day given its neighbour's high is not.
 */
const days = [
  { day: 'Mon', high: 17, low: 6, condition: 'Sunny' },
  { day: 'Tue', high: 6, low: 2, condition: 'Cloudy' },
  { day: 'Wed', high: 9, low: 0, condition: 'Light rain' },
  { day: 'Thu', high: 16, low: 8, condition: 'Cloudy' },
  { day: 'Fri', high: 22, low: 13, condition: 'Sunny' },
  { day: 'Mon', high: 4, low: -3, condition: 'Snow' },
];
const row = (head: string, cells: string[]): string =>
  `<tr><th scope="row">${head}</th>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
const html = `<!DOCTYPE html><html><body><main><h1>Harrowgate — forecast</h1>
<table class="days"><thead><tr><td></td>${days.map((d) => `<th scope="col">${d.day}</th>`).join('')}</tr></thead><tbody>
${row(
  'High',
  days.map((d) => `${d.high}°`),
)}${row(
  'Low',
  days.map((d) => `${d.low}°`),
)}${row(
  'Conditions',
  days.map((d) => d.condition),
)}</tbody></table>
<section class="now"><h2>Now</h2><div class="now-card"><span>Light rain</span> <span>7°</span></div></section></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    days: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          day: { type: 'string' },
          high: { type: 'number' },
          low: { type: 'number' },
          condition: { type: 'string' },
        },
      },
    },
  },
};
const ground = (result: unknown): string[] =>
  flaggedOnPage({
    html,
    url: 'https://harrowgate-weather.test/forecast',
    prompt: 'List the forecast days: the day, the high and low in °C and the conditions',
    schema,
    result,
  });

describe('grounding: records that are a table’s columns, no name of their own', () => {
  it('finds every true day in place', () => {
    expect(ground({ days })).toEqual([]);
  });

  it('flags a day given its neighbour’s high', () => {
    const wrong = days.map((d, i) => (i === 1 ? { ...d, high: 9 } : d));
    expect(ground({ days: wrong })).toEqual(['/days/1/high']);
  });
});
