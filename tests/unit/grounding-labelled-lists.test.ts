import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A package page whose facts table has a "Dependencies" row: a list of packages, each a link with
 * its version range. Those entries are the item's own value, not cards of other items, though they
 * are built like cards (a link and a figure each); the "Similar packages" block below is other
 * items. Made-up packages.
 */
function pkgPage(rowsAs: 'table' | 'dl'): string {
  const deps = ['reedkit', 'lanternfs', 'mossql']
    .map((d, k) => `<li><a href="/package/${d}">${d}</a> <code>^${k + 2}.1.0</code></li>`)
    .join('');
  const row = (label: string, value: string): string =>
    rowsAs === 'table' ? `<tr><th>${label}</th><td>${value}</td></tr>` : `<dt>${label}</dt><dd>${value}</dd>`;
  const facts = [
    row('Version', '4.2.0'),
    row('Licence', 'TWL-2'),
    row('Dependencies (3)', `<ul class="deps">${deps}</ul>`),
  ].join('');
  const similar = ['tidecache', 'quillmap', 'fernpack']
    .map(
      (s, k) =>
        `<article class="pkg"><h3><a href="/package/${s}">${s}</a></h3><span class="v">${k + 5}.0.${k}</span> <span class="dl">${(k + 1) * 12345}</span></article>`,
    )
    .join('');
  return `<!DOCTYPE html><html><body><main><article><h1>hollowbell</h1>${
    rowsAs === 'table' ? `<table class="facts">${facts}</table>` : `<dl class="facts">${facts}</dl>`
  }</article><section class="related"><h2>Similar packages</h2>${similar}</section></main></body></html>`;
}

const ASK = {
  url: 'https://registry.test/package/hollowbell',
  prompt: 'The package: name, version, licence, dependencies.',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      version: { type: 'string' },
      licence: { type: 'string' },
      dependencies: { type: 'array', items: { type: 'string' } },
    },
  },
};

describe('a labelled list of other items’ names', () => {
  for (const rowsAs of ['table', 'dl'] as const) {
    it(`is the item’s own value in a facts ${rowsAs}`, () => {
      const result = {
        name: 'hollowbell',
        version: '4.2.0',
        licence: 'TWL-2',
        dependencies: ['reedkit', 'lanternfs', 'mossql'],
      };
      expect(flaggedOnPage({ ...ASK, html: pkgPage(rowsAs), result })).toEqual([]);
    });
  }

  it('still leaves a similar package’s version misplaced', () => {
    const result = { name: 'hollowbell', version: '6.0.1', licence: 'TWL-2' };
    expect(flaggedOnPage({ ...ASK, html: pkgPage('table'), result })).toEqual(['/version']);
  });

  it('leaves an infobox’s rows of terms, some with links, the item’s own facts', () => {
    const row = (term: string, value: string): string => `<div class="fact"><dt>${term}</dt><dd>${value}</dd></div>`;
    const html = `<!DOCTYPE html><html><body><main><article><h1>Wrenmoor</h1><aside class="box"><h2>Wrenmoor</h2><dl>${[
      row('Region', '<a href="/wiki/Fallow_Reach">Fallow Reach</a>'),
      row('Population', '48 120'),
      row('Area', '61.4 km²<sup><a href="#cite-1">[1]</a></sup>'),
      row('Founded', '1402'),
      row('Mayor', '<a href="/wiki/Ada_Quill">Ada Quill</a>'),
    ].join('')}</dl></aside><p>Wrenmoor lies on the river.</p><section><h2>See also</h2>${[
      'Holmbeck',
      'Tarnside',
      'Ossory',
    ]
      .map(
        (t, k) =>
          `<table class="box"><caption>${t}</caption><tr><th>Population</th><td>${(k + 2) * 10311}</td></tr></table>`,
      )
      .join('')}</section></article></main></body></html>`;
    const result = { name: 'Wrenmoor', region: 'Fallow Reach', population: 48120, area_km2: 61.4, mayor: 'Ada Quill' };
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        region: { type: 'string' },
        population: { type: 'integer' },
        area_km2: { type: 'number' },
        mayor: { type: 'string' },
      },
    };
    expect(
      flaggedOnPage({
        url: 'https://wiki.test/wiki/Wrenmoor',
        prompt: 'The town: name, region, population, area, mayor',
        schema,
        html,
        result,
      }),
    ).toEqual([]);
  });
});
