import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A peak's facts table whose rows come and go (no prominence on some pages), and below it a "See
 * also" section of small boxes built like it, each with its own "Elevation" row: one box on some
 * pages (not a repeated module then), three on others. The elevation is read by its row label,
 * the first such row; a path by position breaks where a row is missing. A page without a
 * prominence row is served without it: the elevation's "6,758 m" and a small box's "1,391 m" are
 * other peaks' figures, not this one's prominence moved. Made-up peaks.
 */
const PEAKS = ['Mount Quillon', 'Piz Arvenna', 'Monte Drossel', 'Pic Lanterne', 'Mount Harrow', 'Piz Tamsel'];
const RANGES = ['Fenwold Range', 'Ossary Alps', 'Kettle Crags'];

function box(name: string, rows: Array<[string, string]>): string {
  return `<table class="infobox"><caption>${name}</caption><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;
}

function page(i: number): SequencePage {
  const name = `${PEAKS[i % PEAKS.length]} ${i + 1}`;
  const elevation = 1200 + ((i * 733) % 6000);
  const prominence = i % 3 === 2 ? null : 300 + ((i * 211) % 900);
  const range = RANGES[i % RANGES.length] as string;
  const rows: Array<[string, string]> = [
    [
      'Elevation',
      `${elevation.toLocaleString('en-US')}&nbsp;m (${Math.round(elevation * 3.28).toLocaleString('en-US')}&nbsp;ft)`,
    ],
  ];
  if (prominence !== null) rows.push(['Prominence', `${prominence.toLocaleString('en-US')}&nbsp;m`]);
  rows.push(['Range', `<a href="/wiki/${range.replace(/ /g, '_')}">${range}</a>`]);
  rows.push(['Coordinates', `${10 + i}°N ${20 + i}°E`]);
  const others = Array.from({ length: i % 2 === 0 ? 1 : 3 }, (_, k) =>
    box(`Piz Other ${i}-${k}`, [['Elevation', `${(900 + k * 1111 + i * 7).toLocaleString('en-US')}&nbsp;m`]]),
  ).join('');
  const truth: Record<string, unknown> = { name, range, elevation_m: elevation };
  if (prominence !== null) truth.prominence_m = prominence;
  return {
    url: `https://peaks.test/wiki/${name.replace(/ /g, '_')}`,
    html: `<!DOCTYPE html><html><body><main><h1>${name}</h1>${box(name, rows)}<p>${name} is a peak of the ${range}.</p><section class="navbox"><h2>See also</h2>${others}</section></main></body></html>`,
    truth,
  };
}

const ASK = {
  prompt: 'From the infobox, get the mountain name, its range, elevation and prominence in metres.',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      range: { type: 'string' },
      elevation_m: { type: 'integer' },
      prominence_m: { type: 'integer' },
    },
    required: ['name'],
  },
};

describe('a facts table whose rows come and go, above small boxes built like it', () => {
  it('is read by row labels, the first of each, and pages without a row are served without it', async () => {
    const pages = Array.from({ length: 12 }, (_, i) => page(i));
    const figures = await runSequence('infobox-rows', pages, ASK);
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBeGreaterThanOrEqual(8);
  });

  it('holds when one box of "See also" shows the label, and a year ending a line is no figure of the next', async () => {
    // Utility classes only; the first ascent (a bare year) ends the table, a contents list whose
    // first entry starts with "M" comes next; "See also" holds no box, one or two.
    const utility = (i: number): SequencePage => {
      const base = page(i);
      const year = 1850 + i * 3;
      const boxes = Array.from({ length: i % 3 }, (_, k) =>
        box(`Piz Other ${i}-${k}`, [['Elevation', `${(900 + k * 1111 + i * 7).toLocaleString('en-US')}&nbsp;m`]]),
      ).join('');
      const html = base.html
        .replace(/<table class="infobox">/g, '<table class="p-4 border rounded">')
        .replace(
          /<tr><th scope="row">Coordinates<\/th><td>[^<]*<\/td><\/tr><\/tbody>/,
          `<tr><th scope="row">First ascent</th><td><time datetime="${year}">${year}</time></td></tr></tbody>`,
        )
        .replace(
          /<section class="navbox">[\s\S]*<\/section>/,
          `<nav class="text-sm"><ol><li><a href="#s0">Meadows</a></li><li><a href="#s1">History</a></li></ol></nav><section class="mt-2"><h2>See also</h2>${boxes}</section>`,
        );
      return { ...base, html, truth: { ...base.truth, first_ascent: String(year) } };
    };
    const ask = {
      ...ASK,
      schema: { ...ASK.schema, properties: { ...ASK.schema.properties, first_ascent: { type: 'string' } } },
    };
    const pages = Array.from({ length: 12 }, (_, i) => utility(i));
    const figures = await runSequence('infobox-utility', pages, ask);
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBeGreaterThanOrEqual(8);
  });

  it('does not count the one box under "See also" as a place of the page’s own row', () => {
    // Learned on a page whose "See also" holds three boxes (a repeated module), read on one whose
    // "See also" holds one: its "Elevation" row is another peak's all the same.
    const withBoxes = (i: number, n: number): string =>
      page(i).html.replace(
        /<section class="navbox">[\s\S]*<\/section>/,
        `<section class="navbox"><h2>See also</h2>${Array.from({ length: n }, (_, k) => box(`Piz Far ${k}`, [['Elevation', `${1000 + k}&nbsp;m`]])).join('')}</section>`,
      );
    const recipe = learnStored(
      [1, 3].map((i) => ({ html: withBoxes(i, 3), answer: page(i).truth })),
      ASK.schema,
      'https://peaks.test/wiki/',
    );
    const got = replayOn(recipe, withBoxes(4, 1), ASK.schema, 'https://peaks.test/wiki/');
    expect(got).toMatchObject({ ok: true, result: page(4).truth });
  });

  it('sends a page to the model when a row no learning page had shows up, its value a link', async () => {
    // A town's facts as description rows wrapped alike, some linking to other pages: the item's
    // own facts, not other items' cards. The mayor's row ("Maire", a word the prompt does not
    // use) is missing from the first pages; where it shows up, the page is not served without it.
    const town = (i: number): SequencePage => {
      const name = `Quillon ${i + 1}`;
      const region = `${['Fenn', 'Ossary', 'Tull'][i % 3]} Reach`;
      const mayor = i >= 4 && i % 2 === 0 ? `Orla Venn ${i}` : null;
      const row = (k: string, v: string): string => `<div class="fact-row"><dt>${k}</dt><dd>${v}</dd></div>`;
      const rows = [
        row('Région', `<a href="/wiki/${region.replace(' ', '_')}">${region}</a>`),
        row('Population', `${(12_000 + i * 731).toLocaleString('fr-FR')}`),
        ...(mayor ? [row('Maire', `<a href="/wiki/${mayor.replace(/ /g, '_')}">${mayor}</a>`)] : []),
      ];
      const truth: Record<string, unknown> = { name, region, population: 12_000 + i * 731 };
      if (mayor) truth.mayor = mayor;
      return {
        url: `https://towns.test/wiki/${name.replace(' ', '_')}`,
        html: `<!DOCTYPE html><html><body><main><h1>${name}</h1><aside class="infobox"><h2>${name}</h2><dl>${rows.join('')}</dl></aside><p>${name} est une ville.</p></main></body></html>`,
        truth,
      };
    };
    const ask = {
      prompt: 'From the infobox, get the town name, region, population and the mayor.',
      schema: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          region: { type: 'string' },
          population: { type: 'integer' },
          mayor: { type: 'string' },
        },
        required: ['name'],
      },
    };
    const figures = await runSequence(
      'infobox-new-row',
      Array.from({ length: 10 }, (_, i) => town(i)),
      ask,
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
  });
});
