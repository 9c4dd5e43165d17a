import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Made-up package pages. The learning pages' release dates name months written whole ("14 mai
 * 1902", "3 juin 1950"), later ones cut short with a dot ("23 oct. 1891"): the same outline. The
 * learning pages' versions are plain ("2.4.1"), a later one a pre-release ("4.0.0-rc.2") read at
 * the version's own place: the same kind of value. A version place showing a word is not.
 */
interface Pkg {
  name: string;
  version: string;
  released: string;
}
const pkgPage = (p: Pkg): string =>
  `<!DOCTYPE html><html lang="fr"><body><main><h1 class="name">${p.name}</h1><dl class="facts">` +
  `<dt>Version</dt><dd class="version">${p.version}</dd><dt>Publié le</dt><dd class="released">${p.released}</dd></dl></main></body></html>`;
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, version: { type: 'string' }, released: { type: 'string' } },
};
const pkgs: Pkg[] = [
  { name: 'loam-parse', version: '2.4.1', released: '14 mai 1902' },
  { name: 'fern-queue', version: '3.0.12', released: '3 juin 1950' },
  { name: 'slate-cache', version: '1.9.0', released: '23 oct. 1891' },
  { name: 'moss-router', version: '4.0.0-rc.2', released: '7 janv. 2001' },
  { name: 'peat-log', version: '0.3.7', released: '30 août 1999' },
  { name: 'reed-pool', version: 'retiré', released: '2 mars 2010' },
];

describe('recipes: outlines that vary by an abbreviation dot or a pre-release tag', () => {
  it('serves abbreviated months and a pre-release version, and sends a word in the version’s place to the model', async () => {
    const pages: SequencePage[] = pkgs.map((p, i) => ({
      url: `https://pkgs.test/p/${i + 1}`,
      html: pkgPage(p),
      truth: { name: p.name, version: p.version, released: p.released },
    }));
    const figures = await runSequence('pkgs', pages, { prompt: 'The package: name, version, release date.', schema });
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([expect.stringMatching(/^page 6: version does not look like/)]);
    expect(figures.served).toBe(3);
  }, 30_000);
});
