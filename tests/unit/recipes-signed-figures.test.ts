import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { marks } from '@/lib/recipes/locate/marks';
import { sameReading } from '@/lib/recipes/same-reading';
import { learnStored, replayOn } from './support/recipe-learning';
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

  it('are the same figure written with its plus sign or without ("+35.98", "35.98")', () => {
    expect(sameReading('+35.98', '35.98')).toBe(true);
    expect(sameReading('+35.98', '-35.98')).toBe(false);
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

describe('a quote’s change written with its sign, in a class of its own for each way', () => {
  // Hashed classes: the up and down figures wear different ones, which no word gives away. The
  // pages learned from both went up ("+1.20"); a later one goes down ("−0.85"). Hidden tabs hold
  // other periods' changes in the "up" classes.
  const cls = (role: 'change' | 'pct', up: boolean): string =>
    ({ change: up ? 'q-7hx2k' : 'q-3mz9w', pct: up ? 'q-p4t1n' : 'q-w8e5r' })[role];
  const shown = (n: number): string => `${n < 0 ? '\u2212' : '+'}${Math.abs(n).toFixed(2)}`;
  const figures = (change: number, pct: number): string =>
    `<span class="q-a1r0w" aria-label="${change < 0 ? 'down' : 'up'}">${change < 0 ? '▼' : '▲'}</span><span class="${cls('change', change >= 0)}">${shown(change)}</span> <span class="${cls('pct', pct >= 0)}">${shown(pct)} %</span>`;
  const quote = (i: number): SequencePage => {
    const up = i < 2 || i % 3 === 0;
    const change = Number(((up ? 1 : -1) * (0.35 + ((i * 37) % 400) / 100)).toFixed(2));
    const pct = Number(((up ? 1 : -1) * (0.11 + ((i * 13) % 300) / 100)).toFixed(2));
    const tab = (label: string, n: number) =>
      `<div role="tabpanel" class="q-t0b1" hidden><p class="q-t0p">${label}: ${figures(n, n / 3)}</p></div>`;
    return {
      url: `https://ticker.test/quote/T${i}`,
      html: `<!DOCTYPE html><html><body><main><h1 class="q-9ab1c">Tarrow Mills ${i}</h1><span class="q-s5y">TM${i}</span><p class="q-v0l">Volume <span class="q-v1">${1200 + i * 31}</span></p><div class="q-k2p0z"><span class="q-4mv8d">${(40 + i).toFixed(2)}</span> ${figures(change, pct)}</div><div role="tablist"><button role="tab">5D</button><button role="tab">1M</button></div>${tab('5D', 2.3)}${tab('1M', 0.22)}</main></body></html>`,
      truth: {
        name: `Tarrow Mills ${i}`,
        symbol: `TM${i}`,
        price: 40 + i,
        change,
        percent_change: pct,
        volume: 1200 + i * 31,
      },
    };
  };
  const ask = {
    prompt: 'Get the company name, symbol, price, change, percent change and volume.',
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        symbol: { type: 'string' },
        price: { type: 'number' },
        change: { type: 'number' },
        percent_change: { type: 'number' },
        volume: { type: 'integer' },
      },
      required: ['name'],
    },
  };

  it('is never served absent where the page shows it going the other way', async () => {
    const got = await runSequence(
      'signed-change',
      Array.from({ length: 10 }, (_, i) => quote(i)),
      ask,
    );
    expect(got.wrong).toEqual([]);
    expect(got.falseAccepts).toBe(0);
  });
});

describe('the marks a signed figure is cut out by', () => {
  it('never take its sign as the mark before it', () => {
    for (const text of ['+85,53', '\u221285,53', '-85,53'])
      expect(marks(text, 1, 5).map((m) => m.before)).toEqual(['']);
    // A label before the sign is still a mark; the sign goes with the figure.
    expect(marks('Change: +1.20', 9, 4).map((m) => m.before)).toContain('Change:');
    expect(marks('Change: +1.20', 9, 4).map((m) => m.before)).not.toContain('Change: +');
    // A hyphen inside a code is no sign.
    expect(marks('AB-1234', 3, 4).map((m) => m.before)).toContain('AB-');
  });
});

describe('a change whose place wore the class of the way it went', () => {
  // Learned on pages that all went down (classes "q-d8r2w", "q-3mz9w": hashes of "down"); the
  // next goes up and its figure wears other classes. Not absent: the page shows a signed figure
  // no field read.
  const page = (change: number, pct: number, name: string) =>
    `<html><body><main><h1 class="q-9ab1c">${name}</h1><span class="q-s5y">${name.slice(0, 3).toUpperCase()}</span><div class="q-k2p0z"><span class="q-4mv8d">41.50</span></div><div class="${change < 0 ? 'q-d8r2w' : 'q-u1k5z'}"><span class="${change < 0 ? 'q-3mz9w' : 'q-7hx2k'}">${change < 0 ? '\u2212' : '+'}${Math.abs(change).toFixed(2)}</span></div><p class="q-p0c"><span class="q-p4t1n">${pct.toFixed(2)} %</span></p><p class="q-v0l">Volume <span class="q-v1">1,204</span></p></main></body></html>`;
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      symbol: { type: 'string' },
      price: { type: 'number' },
      change: { type: 'number' },
      percent: { type: 'number' },
      volume: { type: 'integer' },
    },
    required: ['name'],
  };
  const answer = (name: string, change: number, pct: number) => ({
    name,
    symbol: name.slice(0, 3).toUpperCase(),
    price: 41.5,
    change,
    percent: pct,
    volume: 1204,
  });
  const recipe = learnStored(
    [
      { html: page(-1.25, 0.5, 'Tarrow'), answer: answer('Tarrow', -1.25, 0.5) },
      { html: page(-0.4, 0.25, 'Fenwick'), answer: answer('Fenwick', -0.4, 0.25) },
    ],
    schema,
    'https://ticker.test/q/',
  );

  it('is not served absent where the page shows it going the other way', () => {
    const got = replayOn(recipe, page(2.1, 0.75, 'Ossary'), schema, 'https://ticker.test/q/');
    if (got.ok) expect(got.result).toMatchObject({ change: 2.1 });
    else expect(got.reason).toContain('change');
  });
});
