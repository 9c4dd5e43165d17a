import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Figures as finance and sports pages write them, on made-up sites: a change whose class says
 * which way it went ("change-up" on a rise, "change-down" on a fall), written with the minus
 * sign (U+2212) on a fall, beside cards of other funds built alike (under a heading no rule knows); and a venue whose
 * JSON-LD is stale on some pages (the page shows another).
 */
const FUNDS = ['Wrenlow Growth', 'Brackwater Income', 'Tamlin Select', 'Orrin Value', 'Sedge Index', 'Calder Bond'];
const minus = (n: number): string => (n < 0 ? `\u2212${Math.abs(n).toFixed(2)}` : `+${n.toFixed(2)}`);
const way = (n: number): string => (n < 0 ? 'down' : 'up');

function quote(i: number, change: number): SequencePage {
  const name = `${FUNDS[i % FUNDS.length]} ${i}`;
  const price = 100 + ((i * 37) % 400) + 0.25;
  const other = (k: number, c: number): string =>
    `<li class="card"><a href="/q/o${i}${k}">Other ${i}-${k}</a> <span class="price">£${(50 + k).toFixed(2)}</span> <span class="change-${way(c)}">${minus(c)}</span></li>`;
  return {
    url: `https://fundwatch.test/q/f${100 + i}`,
    html: `<!DOCTYPE html><html><body><main><section class="quote"><h1>${name}</h1><div class="line"><span class="price">£${price.toFixed(2)}</span> <span class="change-${way(change)}">${minus(change)}</span></div></section><section class="also"><h2>Ook gevolgd</h2><ul>${other(1, change < 0 ? 1.5 + (i % 3) : -0.75 - (i % 2))}</ul></section></main></body></html>`,
    truth: { name, price, change },
  };
}

const QUOTE = {
  prompt: 'The fund: name, price, change',
  schema: {
    type: 'object',
    properties: { name: { type: 'string' }, price: { type: 'number' }, change: { type: 'number' } },
  },
};

const VENUES = ['Marsh Lane', 'Kiln Park', 'The Weir Ground', 'Pike Meadow', 'Harrow Field'];

function match(i: number, stale: boolean): SequencePage {
  const home = `Rovers ${i}`;
  const away = `United ${i + 1}`;
  const venue = VENUES[i % VENUES.length] as string;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${home} v ${away}`,
    location: { '@type': 'Place', name: stale ? VENUES[(i + 2) % VENUES.length] : venue },
  };
  return {
    url: `https://fixtures.test/match/m${500 + i}`,
    html: `<!DOCTYPE html><html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><main><h1><span class="home">${home}</span> v <span class="away">${away}</span></h1><dl class="mt-2 text-xs"><div class="py-1 px-2"><dt>Kick-off</dt><dd><span class="p-4 rounded">15:00</span></dd></div><div class="py-1 px-2"><dt>Ground</dt><dd><span class="p-4 rounded">${venue}</span></dd></div></dl></main></body></html>`,
    truth: { home, away, venue },
  };
}

const MATCH = {
  prompt: 'The match: home team, away team, venue',
  schema: {
    type: 'object',
    properties: { home: { type: 'string' }, away: { type: 'string' }, venue: { type: 'string' } },
  },
};

describe('figures as finance pages write them', () => {
  it('never serves another card’s change when the item’s own went the other way', async () => {
    const changes = [1.25, 2.5, -3.5, 0.75, -1.2, 4.1, -0.4, 2.2, -5.05, 1.1, 0.3, -2.6];
    const figures = await runSequence(
      'quote-signs',
      changes.map((c, i) => quote(i, c)),
      QUOTE,
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
  });

  it('learns a fall written with the minus sign from the first page', async () => {
    const changes = [-1.25, -2.5, -3.5, -0.75, -1.2, -4.1];
    const figures = await runSequence(
      'quote-minus',
      changes.map((c, i) => quote(i, c)),
      QUOTE,
    );
    expect(figures.learnReasons).toEqual({});
    expect(figures.served).toBe(4);
    expect(figures.falseAccepts).toBe(0);
  });
});

describe('a value the page’s data says otherwise', () => {
  it('is never served from stale JSON-LD', async () => {
    const stale = [false, false, true, false, true, true, false, false, true, false];
    const figures = await runSequence(
      'stale-venue',
      stale.map((s, i) => match(i, s)),
      MATCH,
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    // The pages whose data agrees with what they show are served.
    expect(figures.served).toBeGreaterThanOrEqual(3);
  });
});
