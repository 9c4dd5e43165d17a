import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { viewPage } from '@/lib/recipes/read';
import { withSharedCellsFilled } from '@/lib/recipes/shared-cells';
import { groundOnPage } from './support/ground-on-page';

/**
 * A table whose cells span rows: tied players share one rank cell. The covered row holds no
 * rank cell of its own, yet a reader of the table sees its rank. Made-up league and names.
 */
interface Player {
  rank: number;
  name: string;
  points: number;
}

const NAMES = ['Orvik', 'Tamsel', 'Brudo', 'Quenlo', 'Varra', 'Ilsen', 'Pokko', 'Merra', 'Dravi', 'Selko', 'Haldu'];

/** Players of one page, with ties where `tied` says (each tie: the index of its first row). */
function standings(page: number, size: number, tied: number[]): Player[] {
  const players: Player[] = [];
  let points = 900 - page * 7;
  for (let i = 0; i < size; i++) {
    const shares = tied.includes(i - 1);
    if (!shares) points -= 13 + ((i * 5 + page) % 9);
    players.push({
      rank: shares ? (players[i - 1]?.rank ?? 1) : i + 1,
      name: `${NAMES[(i + page) % NAMES.length]} ${page}-${i}`,
      points,
    });
  }
  return players;
}

function table(players: Player[]): string {
  const rows = players.map((p, i) => {
    const first = i === 0 || players[i - 1]?.rank !== p.rank;
    const span = players.filter((q) => q.rank === p.rank).length;
    const rank = first ? `<td class="pos"${span > 1 ? ` rowspan="${span}"` : ''}>${p.rank}.</td>` : '';
    return `<tr class="row">${rank}<td class="who"><a href="/p/${p.name.replace(/\W+/g, '-')}">${p.name}</a></td><td class="pts">${p.points}</td></tr>`;
  });
  return `<table class="standings"><thead><tr><th>Pos</th><th>Player</th><th>Points</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const page = (players: Player[], i: number): SequencePage => ({
  url: `https://league.test/standings/${i}`,
  html: `<!DOCTYPE html><html><body><main><h1>Standings, week ${i + 1}</h1>${table(players)}</main></body></html>`,
  truth: { players: players.map((p) => ({ rank: p.rank, name: p.name, points: p.points })) },
});

const ask = {
  prompt: 'Every row of the standings: rank, player, points',
  schema: {
    type: 'object',
    properties: {
      players: {
        type: 'array',
        items: {
          type: 'object',
          properties: { rank: { type: 'number' }, name: { type: 'string' }, points: { type: 'number' } },
        },
      },
    },
  },
};

describe('cells spanning rows', () => {
  it('are read in every row they cover, and the page itself is left as it was', () => {
    const html = page(standings(0, 6, [1, 3]), 0).html;
    const doc = parseHtmlDocument(html);
    const filled = withSharedCellsFilled(doc);
    expect(filled).not.toBe(doc);
    expect(doc.querySelectorAll('tbody td.pos')).toHaveLength(4);
    const rows = Array.from(filled.querySelectorAll('tbody tr'));
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['1.', '2.', '2.', '4.', '4.', '6.']);
    expect(rows.every((r) => r.children.length === 3)).toBe(true);
    // No span, no copy.
    const plain = parseHtmlDocument('<table><tr><td>1</td></tr></table>');
    expect(viewPage(plain).doc).toBe(plain);
  });

  it('let a recipe learn tied ranks and serve later pages, ties anywhere', async () => {
    const ties = [[1], [3], [0, 4], [2], [5], [], [1, 3], [4], [0]];
    const pages = ties.map((tied, i) => page(standings(i, 7 + (i % 3), tied), i));
    const figures = await runSequence('tied-ranks', pages, ask);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(figures.later);
  });

  it('give a tied row its rank in place for grounding', () => {
    const players = standings(2, 6, [2]);
    const g = groundOnPage({
      html: page(players, 2).html,
      url: 'https://league.test/standings/2',
      ...ask,
      result: page(players, 2).truth,
    });
    expect(g?.misplaced).toEqual([]);
    expect(g?.notFound).toEqual([]);
  });
});

/** A calendar: each date a term, the day's events the descriptions under it. */
interface Outing {
  date: string;
  name: string;
  venue: string;
}

const VENUES = ['Tidemill Hall', 'Copper Yard', 'Old Rope Works', 'Lantern Barn', 'Quayside Room'];
const KINDS = ['quiz night', 'folk evening', 'book swap', 'film club', 'craft market', 'choir practice'];

function outings(page: number): Outing[] {
  const out: Outing[] = [];
  for (let day = 0; day < 3 + (page % 2); day++) {
    const date = `2026-0${1 + (page % 9)}-${String(10 + day).padStart(2, '0')}`;
    for (let k = 0; k < 1 + ((day + page) % 3); k++)
      out.push({
        date,
        name: `${KINDS[(day * 2 + k + page) % KINDS.length]} ${page}.${day}.${k}`,
        venue: VENUES[(k + day + page) % VENUES.length] as string,
      });
  }
  return out;
}

function calendar(items: Outing[], page: number): SequencePage {
  const days = [...new Set(items.map((o) => o.date))];
  const dl = days
    .map(
      (date) =>
        `<dt class="day"><time datetime="${date}">${date}</time></dt>` +
        items
          .filter((o) => o.date === date)
          .map(
            (o) =>
              `<dd class="outing"><a href="/e/${o.name.replace(/\W+/g, '-')}">${o.name}</a><span class="venue">${o.venue}</span></dd>`,
          )
          .join(''),
    )
    .join('');
  return {
    url: `https://harbourweek.test/whats-on/${page}`,
    html: `<!DOCTYPE html><html><body><main><h1>What's on, week ${page + 1}</h1><dl class="calendar">${dl}</dl></main></body></html>`,
    truth: { outings: items.map((o) => ({ name: o.name, date: o.date, venue: o.venue })) },
  };
}

const calendarAsk = {
  prompt: 'Every event: name, date, venue',
  schema: {
    type: 'object',
    properties: {
      outings: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, date: { type: 'string' }, venue: { type: 'string' } },
        },
      },
    },
  },
};

describe('a term heading several descriptions that are records', () => {
  it('gives each record its date, to learn, serve and ground', async () => {
    const pages = Array.from({ length: 9 }, (_, i) => calendar(outings(i), i));
    const figures = await runSequence('calendar', pages, calendarAsk);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(figures.later);
    const g = groundOnPage({
      html: pages[4]?.html ?? '',
      url: 'https://harbourweek.test/whats-on/4',
      ...calendarAsk,
      result: pages[4]?.truth,
    });
    expect(g?.misplaced).toEqual([]);
  });

  it('leaves plain descriptions under one term (a field’s values) as they are', () => {
    const doc = parseHtmlDocument('<dl><dt>Authors</dt><dd>Ada Brisk</dd><dd><a href="/a/2">Tom Wren</a></dd></dl>');
    expect(withSharedCellsFilled(doc)).toBe(doc);
  });
});
