import { describe, expect, it } from 'vitest';
import { runSequence } from '@/bench/recipes-sequence';
import { generateFrameworkSite } from '@/bench/templates/frameworks';

/**
 * Generated framework-style sites (bench/templates/frameworks.ts; seeds in neither the dev nor the
 * held-out split) run in the product's sequence, where pages were once served wrong: a list price
 * read as one figure of a wordless line of figures ("£9£9£9-9%": list price, price, a screen-reader
 * copy, a discount) served as absent on pages whose line lost its discount badge.
 */
describe('recipes on generated framework-style sites', () => {
  for (const seed of [7088, 7099])
    it(`never serve a page of seed ${seed} wrong`, async () => {
      const site = generateFrameworkSite(seed);
      const figures = await runSequence(site.name, site.pages, site);
      expect(figures.wrong).toEqual([]);
      expect(figures.falseAccepts).toBe(0);
    }, 180_000);
});
