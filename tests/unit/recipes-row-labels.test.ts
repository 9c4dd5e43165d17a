import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { generateReferenceSite } from '@/bench/templates/reference';

/**
 * A value read by its element's class, in a labelled row: on some pages the template writes the
 * value in another element (a `<data>` with its machine value instead of a `<span>`). The readings
 * then find no place, but the row's label is still shown with a value: the page goes to the
 * model, never served with the value absent. Made-up package registry.
 */
const NAMES = ['tidewrack', 'fernlight', 'slatehook', 'moorbell', 'quillset', 'rushmere', 'stilebox'];

function pkg(i: number, asData: boolean, downloads: boolean, rowsOf: 'table' | 'dl' = 'table'): SequencePage {
  const name = `${NAMES[i % NAMES.length]}-${i}`;
  const version = `${1 + (i % 4)}.${i % 10}.${(i * 7) % 13}`;
  const count = 1200 + i * 311;
  const cell = asData
    ? `<data class="dl-count" value="${count}">${count.toLocaleString('en-US')}</data>`
    : `<span class="dl-count">${count.toLocaleString('en-US')}</span>`;
  const row = (k: string, v: string): string =>
    rowsOf === 'table' ? `<tr><th>${k}</th><td>${v}</td></tr>` : `<div class="fact"><dt>${k}</dt><dd>${v}</dd></div>`;
  const rows = [
    row('Version', `<span class="ver">${version}</span>`),
    ...(downloads ? [row('Weekly downloads', cell)] : []),
    row('Licence', `TWL-${i % 3}`),
  ];
  const facts =
    rowsOf === 'table'
      ? `<table class="facts"><tbody>${rows.join('')}</tbody></table>`
      : `<dl class="facts">${rows.join('')}</dl>`;
  return {
    url: `https://registry.test/package/${name}`,
    html: `<!DOCTYPE html><html><body><main><h1 class="pkg">${name}</h1>${facts}</main></body></html>`,
    truth: { name, version, ...(downloads ? { weekly_downloads: count } : {}) },
  };
}

const ASK = {
  prompt: 'The package: name, version, weekly downloads',
  schema: {
    type: 'object',
    properties: { name: { type: 'string' }, version: { type: 'string' }, weekly_downloads: { type: 'integer' } },
  },
};

describe('a labelled row whose value element changes', () => {
  it('is never served absent while its label is shown', async () => {
    const pages = [
      pkg(0, false, true),
      pkg(1, false, false),
      pkg(2, false, true),
      pkg(3, true, true),
      pkg(4, false, true),
      pkg(5, true, true),
      pkg(6, false, false),
      pkg(7, true, true),
      pkg(8, false, true),
    ];
    const figures = await runSequence('row-labels', pages, ASK);
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    // Pages without the row are still served absent.
    expect(figures.served).toBeGreaterThanOrEqual(3);
  });

  it('is never served absent while its label is shown in a list of facts built alike', async () => {
    const builds: Array<[boolean, boolean]> = [
      [true, true],
      [true, false],
      [true, true],
      [false, true],
      [true, true],
      [false, true],
      [true, false],
      [false, true],
    ];
    const figures = await runSequence(
      'row-labels-dl',
      builds.map(([asData, downloads], i) => pkg(i, asData, downloads, 'dl')),
      ASK,
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
  });
});

/**
 * Profiles whose tabs write each count before its word ("6.051 Follower"), in a `<data>` on some
 * pages and a `<span>` on others: generated sites of the blind reference family (stress seeds,
 * bench/templates/reference.ts) that served a count absent while its word was shown.
 */
describe('a count written before its word', () => {
  it('is never served absent while its word is shown', async () => {
    for (const seed of [8540, 8552]) {
      const site = generateReferenceSite(seed);
      const figures = await runSequence(site.name, site.pages, site);
      expect(figures.wrong).toEqual([]);
      expect(figures.falseAccepts).toBe(0);
    }
  }, 60_000);
});
