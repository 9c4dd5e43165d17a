import { describe, expect, it } from 'vitest';
import { createAnsweredPages, PAGES_PER_SCOPE } from '@/lib/recipes/answered-pages';
import { memoryArea } from '@/lib/recipes/memory-area';

/**
 * The pages a scope keeps to learn from are bounded. A tour site said "Non-refundable" (false)
 * on its first page only, and a price on the second only; later pages all said "Free
 * cancellation": dropping the oldest pages first lost the "no" and the price, and the next page
 * saying either went to the model though a model had answered one before.
 */
const tour = (n: number, free: boolean, price?: number) => ({
  url: `https://tallow-tours.test/tour/${n}`,
  html: `<html><body><h1>Tour ${n}</h1></body></html>`,
  result: { title: `Tour ${n}`, free_cancellation: free, ...(price === undefined ? {} : { price }) },
  at: n,
});

describe('recipes: the answered pages a scope keeps', () => {
  it('keeps the pages that showed what no other kept page shows, and the newest', async () => {
    const pages = createAnsweredPages(memoryArea());
    let kept: Array<{ url: string }> = [];
    for (const page of [tour(1, false), tour(2, true, 40), tour(3, true), tour(4, true), tour(5, true), tour(6, true)])
      kept = await pages.add('scope', page);
    expect(kept).toHaveLength(PAGES_PER_SCOPE);
    const urls = kept.map((p) => p.url);
    expect(urls).toContain('https://tallow-tours.test/tour/1');
    expect(urls).toContain('https://tallow-tours.test/tour/2');
    expect(urls.at(-1)).toBe('https://tallow-tours.test/tour/6');
    expect((await pages.list('scope')).map((p) => p.url)).toEqual(urls);
  });

  it('drops the oldest when every page shows something of its own', async () => {
    const pages = createAnsweredPages(memoryArea());
    let kept: Array<{ url: string }> = [];
    const own = (n: number) => ({ ...tour(n, true), result: { title: `Tour ${n}`, [`field${n}`]: n } });
    for (let n = 1; n <= PAGES_PER_SCOPE + 1; n++) kept = await pages.add('scope', own(n));
    expect(kept.map((p) => p.url)).toEqual(
      Array.from({ length: PAGES_PER_SCOPE }, (_, i) => `https://tallow-tours.test/tour/${i + 2}`),
    );
  });

  it('keeps a field on two pages rather than four pages without it', async () => {
    // One page showing a field learns it from one value, a coincidence it cannot tell apart.
    const pages = createAnsweredPages(memoryArea());
    let kept: Array<{ url: string }> = [];
    for (const page of [
      tour(1, true, 30),
      tour(2, true, 50),
      tour(3, true),
      tour(4, true),
      tour(5, true),
      tour(6, true, 70),
    ])
      kept = await pages.add('scope', page);
    const urls = kept.map((p) => p.url);
    expect(urls).toHaveLength(PAGES_PER_SCOPE);
    expect(urls.filter((u) => /\/(1|2)$/.test(u))).toHaveLength(1);
    expect(urls.at(-1)).toBe('https://tallow-tours.test/tour/6');
  });
});
