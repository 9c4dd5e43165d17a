import { describe, expect, it } from 'vitest';
import { runSequence } from '@/bench/recipes-sequence';
import { generateReferenceSite } from '@/bench/templates/reference';

/**
 * A line that is, whole, another value of the answer (the handle just before the location) is no
 * label: learned from a page that had the location and one that did not, a reading by it finds
 * nothing on every later page and serves the location absent. Checked on the generated site
 * where it was found (a simpler made-up profile gave the location a better reading anyway).
 */
describe('a line that is another value', () => {
  it('holds on profiles of the blind reference family (seed 8588, in no split) whose handle stands on the line before the location', async () => {
    const site = generateReferenceSite(8588);
    const figures = await runSequence(site.name, site.pages, site);
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
  }, 60_000);
});
