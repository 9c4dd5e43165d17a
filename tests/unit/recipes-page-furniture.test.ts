import { describe, expect, it } from 'vitest';
import { recipeRuns } from './support/recipe-runs';

/**
 * Made-up kettle pages of one template, where what comes and goes between pages holds no field of
 * the page's item: a block the learning pages had under a wrapper they did not, a row of other
 * kettles ("Also viewed"), a "No reviews yet" note, a discount badge, a toast, size buttons side
 * by side. Each is served; the look-alikes that may hold a field the recipe never read (a rating
 * row built like the cards', a size picker, a second price) still go to the model.
 */
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    rating: { type: 'number' },
    review_count: { type: 'integer' },
    sizes: { type: 'array', items: { type: 'string' } },
  },
};
const ask = { prompt: 'The kettle: name, price, rating, review count and sizes.', schema };

interface Kettle {
  n: number;
  /** What stands in the item's side column (a rating row, a note, a badge). */
  side?: string;
  /** Wraps the facts block in another element. */
  wrapFacts?: boolean;
  /** A row of other kettles after the item. */
  more?: boolean;
  /** After the body's end: a toast. */
  tail?: string;
  sizes?: string[];
  /** A price-tag icon in the item's price (then built unlike the cards' prices). */
  tagged?: boolean;
}

const rateRow = (rating: string, count: number) =>
  `<div class="rate-row"><span class="rate-stars" role="img" aria-label="${rating} of 5">★★★★★</span><a href="#reviews" class="rate-count">(${count})</a></div>`;

const card = (k: number) =>
  `<div class="more-card"><a href="/k/tin-kettle-${k}" class="more-link">Tin kettle ${k}</a>${rateRow(`${k}.5`, 10 + k)}<div class="item-price"><span class="now">$${k}2.00</span></div></div>`;

const facts = (n: number) =>
  `<div class="facts"><h2 class="facts-head">Details</h2><ul class="facts-list"><li class="fact">Holds ${n} litres of water</li><li class="fact">Copper body, oak handle</li></ul></div>`;

const kettleHtml = ({ n, side = '', wrapFacts, more, tail = '', sizes, tagged }: Kettle): string =>
  `<html><body><header class="top"><a href="/">Kettle Yard</a></header>
  <main class="item"><div class="col-a"><h1 class="item-name">Copper kettle ${n}</h1>
  <div class="item-price"><span class="now">$${n}9.00</span>${tagged ? '<i class="tag"></i>' : ''}</div>
  ${sizes ? `<div class="sizes">${sizes.map((s) => `<button class="size">${s}</button>`).join('')}</div>` : ''}</div>
  <p class="blurb">A kettle for slow mornings, hammered by hand, lined with tin and fitted with a whistle that
  sings when the water is ready. It sits on gas, on coal and on the old iron stove alike, and keeps its shine
  with a soft cloth and a little lemon. Every one is a little different from the next.</p>
  <div class="col-b">${side}${wrapFacts ? `<div class="facts-slot">${facts(n)}</div>` : facts(n)}</div></main>
  ${more ? `<section class="more"><h2 class="more-head">Also viewed</h2><div class="more-track">${[1, 2, 3].map(card).join('')}</div></section>` : ''}
  <footer class="foot">Kettles since long ago.</footer>${tail}</body></html>`;

const answer = ({ n, sizes }: Kettle) => ({
  name: `Copper kettle ${n}`,
  price: Number(`${n}9`),
  ...(sizes ? { sizes } : {}),
});

/** Two learning pages without a rating (never read), the row of other kettles on both. */
async function learned(first: Partial<Kettle> = {}) {
  const runs = recipeRuns(ask);
  const run = (k: Kettle, given: Record<string, unknown> = answer(k)) =>
    runs.run(`https://kettles.test/k/${k.n}`, kettleHtml(k), given);
  await run({ n: 1, more: true, ...first });
  await run({ n: 2, more: true, ...first });
  return run;
}

const outcome = (out: { served: boolean; result?: unknown; missed?: { reason: string } }) =>
  out.served ? out.result : out.missed?.reason;

describe('a block the learning pages had, under a wrapper they did not', () => {
  it('adds only the wrapper’s own text, while a field no page had is lacking', async () => {
    const run = await learned();
    expect(outcome(await run({ n: 3, more: true, wrapFacts: true }))).toEqual(answer({ n: 3 }));
  });

  it('is not a rating row built like the cards’ ones, with no wrapper and every class known', async () => {
    const run = await learned();
    expect(outcome(await run({ n: 3, more: true, side: rateRow('4.5', 12) }))).toMatch(/built like the other items/);
  });

  it('is not a rating row built like the cards’ ones: the item never showed it', async () => {
    const run = await learned();
    const side = `<div class="rate-slot">${rateRow('4.5', 12)}</div>`;
    expect(outcome(await run({ n: 3, more: true, side }))).toMatch(/built unlike/);
  });
});

describe('the item’s price built like the cards’ prices', () => {
  it('shows the price read, nothing a lacking field could be', async () => {
    const run = await learned({ tagged: true });
    expect(outcome(await run({ n: 3, more: true }))).toEqual(answer({ n: 3 }));
  });
});

describe('a row of other items the learning pages did not show', () => {
  it('holds nothing of the page’s item: served', async () => {
    const run = await learned({ more: false });
    expect(outcome(await run({ n: 3, more: true }))).toEqual(answer({ n: 3 }));
  });

  it('is not a size picker, whose buttons are built alike but link nowhere', async () => {
    const run = await learned({ more: false });
    expect(outcome(await run({ n: 3, sizes: ['S', 'M', 'L'] }))).toMatch(/built unlike/);
  });
});

describe('a "No reviews yet" note', () => {
  const side = '<p class="no-rate">No reviews yet</p>';

  it('agrees with a result that lacks the rating and the review count', async () => {
    const run = await learned();
    expect(outcome(await run({ n: 3, more: true, side }))).toEqual(answer({ n: 3 }));
  });

  it('is a reason to ask when the recipe reads a rating on the page', async () => {
    const runs = recipeRuns(ask);
    const rated = (n: number, extra = '') => ({ n, more: true, side: `${extra}${rateRow(`${n}.5`, 20 + n)}` });
    const run = (k: Kettle, given: Record<string, unknown> = answer(k)) =>
      runs.run(`https://kettles.test/k/${k.n}`, kettleHtml(k), given);
    await run(rated(1), { ...answer({ n: 1 }), rating: 1.5, review_count: 21 });
    await run(rated(2), { ...answer({ n: 2 }), rating: 2.5, review_count: 22 });
    expect(outcome(await run(rated(3)))).toEqual({ ...answer({ n: 3 }), rating: 3.5, review_count: 23 });
    expect(outcome(await run(rated(4, side)))).toMatch(/built unlike/);
  });
});

describe('small things a page shows for a moment or beside the price', () => {
  it('a discount badge holds no price, rating or count', async () => {
    const sizes = ['S', 'M'];
    const run = await learned({ sizes });
    const badge = (text: string) => ({ more: true, sizes, side: `<span class="badge">${text}</span>` });
    expect(outcome(await run({ n: 3, ...badge('-30%') }))).toEqual(answer({ n: 3, sizes }));
    // A figure of its own is another matter: it may be the rating no page showed yet.
    expect(outcome(await run({ n: 4, ...badge('4.5') }))).toMatch(/built unlike/);
  });

  it('a toast says what the visitor did', async () => {
    const run = await learned();
    const tail = '<div role="status" aria-live="polite" class="toast">Added to your wish list</div>';
    expect(outcome(await run({ n: 3, more: true, tail }))).toEqual(answer({ n: 3 }));
  });

  it('size buttons side by side show values read, not a new line beside them', async () => {
    const runs = recipeRuns(ask);
    const run = (k: Kettle) => runs.run(`https://kettles.test/k/${k.n}`, kettleHtml(k), answer(k));
    await run({ n: 1, more: true });
    await run({ n: 2, more: true, sizes: ['S', 'M'] });
    // The rating and review count are never read, so a new line with a figure by the price counts;
    // shoe sizes run together ("4344") are the sizes read, not such a line.
    expect(outcome(await run({ n: 3, more: true, sizes: ['43', '44'] }))).toEqual(
      answer({ n: 3, sizes: ['43', '44'] }),
    );
  });
});
