import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { sameReading } from '@/lib/recipes/same-reading';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A forecast whose days carry a high and a low in °C, written with a true minus sign ("−3°"): the
 * learning pages are all above zero, later ones are not. A day's high of 2° beside a low of −2° is
 * two numbers, not one read twice; a figure below zero is written like one above it. The page's
 * "Now" block above the list shows today's conditions, the first day's too: the day's values are
 * in place on the day's own line. Made-up towns and weather.
 */
const CONDITIONS = ['Drizzle', 'Sunny spells', 'Fog', 'Sleet', 'Clear'];
const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

const degrees = (n: number): string => `${n < 0 ? '\u2212' : ''}${Math.abs(n)}°`;

function page(i: number): SequencePage {
  const cold = i >= 2;
  const days = Array.from({ length: 5 + (i % 3) }, (_, k) => {
    const high = cold ? ((i + k * 3) % 7) - 2 : 8 + ((i + k) % 9);
    return {
      day: DAYS[(i + k) % DAYS.length] as string,
      high,
      low: high - 2 - ((i + k) % 3) * (cold ? 2 : 1),
      condition: CONDITIONS[(i + k) % CONDITIONS.length] as string,
    };
  });
  const first = days[0] as (typeof days)[number];
  const items = days
    .map(
      (d) =>
        `<li class="day"><span class="name">${d.day}</span><span class="sky">${d.condition}</span><span class="t" data-unit="c">${degrees(d.high)}</span> / <span class="t" data-unit="c">${degrees(d.low)}</span></li>`,
    )
    .join('');
  return {
    url: `https://weather.test/town/${i}`,
    html: `<!DOCTYPE html><html><body><main><h1>Town ${i} — forecast</h1><section class="now"><h2>Now</h2><div><span class="sky">${first.condition}</span><span class="t" data-unit="c">${degrees(first.high - 1)}</span></div></section><ol class="days">${items}</ol></main></body></html>`,
    truth: { days },
  };
}

const ASK = {
  prompt: 'The forecast days: day, high and low in °C, conditions.',
  schema: {
    type: 'object',
    properties: {
      days: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            day: { type: 'string' },
            high: { type: 'integer' },
            low: { type: 'integer' },
            condition: { type: 'string' },
          },
          required: ['day', 'high', 'low'],
        },
      },
    },
  },
};

describe('figures below zero', () => {
  it('are other numbers than the same figure above zero', () => {
    expect(sameReading('2°', '\u22122°')).toBe(false);
    expect(sameReading('-2', '2')).toBe(false);
    expect(sameReading('9', '9.0')).toBe(true);
  });

  it('are grounded on the day’s own line, though the first day’s conditions also stand above the list', () => {
    for (const i of [2, 3, 4]) {
      const p = page(i);
      expect(flaggedOnPage({ html: p.html, url: p.url, ...ASK, result: p.truth })).toEqual([]);
    }
  });

  it('are served by a recipe learned from days above zero', async () => {
    const pages = Array.from({ length: 10 }, (_, i) => page(i));
    const figures = await runSequence('signed-figures', pages, ASK);
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(8);
  });
});
