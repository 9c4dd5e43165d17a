import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Made-up flat listings where promoted ("Top offer") and paid ("Ad") cards stand among the
 * results, built like them but for a badge, and the model leaves them out. On a page with few
 * results, three badged cards after the last result looked like records the answer left off (a
 * partial answer): their badges were learned as records' marks, and later pages were served with
 * the badged cards in the list. Cards showing a kind of mark no record shows are another kind.
 */
interface Flat {
  title: string;
  price: number;
  badge?: 'Top offer' | 'Ad';
}
const card = (f: Flat, n: number): string =>
  `<li class="listing" data-id="l${n}">${f.badge ? `<span class="badge">${f.badge}</span>` : ''}<a href="/flat/${n}" class="media"><img src="/img/${n}.jpg" alt="${f.title}"></a>` +
  `<h3 class="f-title"><a href="/flat/${n}">${f.title}</a></h3><div class="f-price"><span class="label">Price:</span> ${f.price.toLocaleString('en-US')} €</div></li>`;
const page = (flats: Flat[], at: number): string =>
  `<!DOCTYPE html><html><body><main class="main"><h1>Flats for sale</h1><ul class="list">${flats.map((f, i) => card(f, at * 100 + i)).join('')}</ul></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    listings: {
      type: 'array',
      items: { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' } } },
    },
  },
};
const words = ['Bright', 'Quiet', 'Roomy', 'Sunny', 'Cosy', 'Airy', 'Calm', 'Snug'];
const places = ['Harlow Lane', 'Fenwick Row', 'Marsh Street', 'Tallow Court', 'Brindle Walk', 'Oxmoor Road'];
const flat = (k: number, badge?: Flat['badge']): Flat => ({
  title: `${words[k % words.length]} flat on ${places[(k * 5) % places.length]} ${k}`,
  price: 150_000 + ((k * 37_000) % 600_000),
  ...(badge ? { badge } : {}),
});

describe('recipes: badged cards after the last result', () => {
  it('are never served as records', async () => {
    const layouts: Array<Array<Flat['badge'] | null>> = [
      ['Top offer', null, null, null, null, null, 'Ad', null, null, null, 'Ad', 'Top offer', null],
      ['Top offer', null, null, null, null, 'Top offer', 'Ad', 'Ad'],
      ['Top offer', null, null, null, null, null, null, null, null, 'Ad', null, null],
      [null, null, null, null, null],
      ['Top offer', null, null, null, null, null],
      ['Top offer', null, null, null, 'Top offer', null, null, null],
    ];
    let k = 0;
    const pages: SequencePage[] = layouts.map((layout, i) => {
      const flats = layout.map((badge) => flat(k++, badge ?? undefined));
      return {
        url: `https://flatboard.test/search?page=${i + 1}`,
        html: page(flats, i),
        truth: { listings: flats.filter((f) => !f.badge).map((f) => ({ title: f.title, price: f.price })) },
      };
    });
    const figures = await runSequence('flatboard', pages, {
      prompt: 'Every flat in the results: title and price. Leave out promoted listings and ads.',
      schema,
    });
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    // The pages with badged cards among the results are still served, without them.
    expect(figures.served).toBeGreaterThanOrEqual(3);
  }, 30_000);
});
