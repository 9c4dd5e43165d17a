import { parseHtmlDocument as parse } from '@/lib/convert/html-to-model-input';
import { describe, expect, it } from 'vitest';
import { createLock } from '@/lib/recipes/lock';
import { memoryArea } from '@/lib/recipes/memory-area';
import { createRecipeService, hasValues, memoryAnsweredPages } from '@/lib/recipes/service';
import { createRecipeStore } from '@/lib/recipes/store';
import { generateSite, DEV_SEEDS, HELD_OUT_SEEDS } from '@/bench/templates/generate';

// The recipe service in the product's sequence, on made-up pages: joint learning from the
// answered pages, empty answers, odd pages, runs in flight at once, and the drift check.

const ask = {
  prompt: 'name, price and colour',
  schema: {
    type: 'object',
    properties: { name: { type: 'string' }, price: { type: 'number' }, colour: { type: 'string' } },
  },
};
const page = (i: number, colour?: string) => ({
  url: `https://shop.test/p/${100 + i}`,
  html: `<html><body><main><h1 class="t">Mug model ${i}</h1><p class="cost">$${i + 3}.50</p>${
    colour ? `<p><b>Colour:</b> <span class="c">${colour}</span></p>` : ''
  }</main></body></html>`,
  truth: { name: `Mug model ${i}`, price: i + 3.5, ...(colour ? { colour } : {}) },
});

function service(checkEvery = 25) {
  let n = 0;
  const store = createRecipeStore(memoryArea());
  const recipes = createRecipeService({
    store,
    pages: memoryAnsweredPages(),
    parse,
    now: () => 1000,
    newId: () => `r${++n}`,
    checkEvery,
  });
  return { store, recipes };
}

/** Serve, else "the model" (the truth) answers and the service learns: returns whether it served. */
async function visit(recipes: ReturnType<typeof service>['recipes'], p: ReturnType<typeof page>) {
  const got = await recipes.serve(ask, p);
  if (got.served) return { served: true, result: got.result };
  return { served: false, use: await recipes.learn(ask, p, p.truth, got.missed) };
}

describe('recipes in the product sequence', () => {
  it('serves without a tab only when every page it learned from and was checked on is static', async () => {
    const still = (i: number) => ({ ...page(i, 'red'), live: false });
    const { store, recipes } = service(3);
    await visit(recipes, still(1));
    expect(await recipes.servesStatic(ask, still(2).url)).toBe(false); // a candidate does not serve
    await visit(recipes, still(2));
    expect(await recipes.servesStatic(ask, still(3).url)).toBe(true);
    // A page of unknown make (no capture said) counts as live.
    const other = service();
    await visit(other.recipes, still(1));
    await visit(other.recipes, page(2, 'red'));
    expect(await other.recipes.servesStatic(ask, still(3).url)).toBe(false);
    // A drift check on a page that now runs a script takes the mark away.
    await visit(recipes, still(3));
    await visit(recipes, still(4));
    const scripted = { ...page(5, 'red'), live: true };
    expect((await visit(recipes, scripted)).served).toBe(false);
    expect((await store.list())[0]?.staticPages).toBe(false);
    expect(await recipes.servesStatic(ask, still(6).url)).toBe(false);
  });

  it('an answer with no values learns nothing and says why', async () => {
    const { store, recipes } = service();
    expect(hasValues({ name: '', tags: [], list: [{ a: null }] })).toBe(false);
    const use = await recipes.learn(ask, page(1), { name: '', price: null }, undefined);
    expect(use).toMatchObject({ used: false, learned: false });
    expect(use?.reason).toMatch(/no values/);
    expect(await store.list()).toEqual([]);
  });

  it('a field absent on the first page is learned when a later page shows it', async () => {
    const { recipes } = service();
    await visit(recipes, page(1));
    await visit(recipes, page(2, 'red'));
    const third = await visit(recipes, page(3, 'blue'));
    expect(third).toEqual({ served: true, result: page(3, 'blue').truth });
    expect(await visit(recipes, page(4))).toEqual({ served: true, result: page(4).truth });
  });

  it('an error page goes to the model and keeps the confirmed recipe', async () => {
    const { store, recipes } = service();
    await visit(recipes, page(1, 'red'));
    await visit(recipes, page(2, 'red'));
    const error = {
      url: 'https://shop.test/p/999',
      html: '<html><body><h1>Page not found</h1></body></html>',
      truth: { name: 'Page not found' },
    };
    const got = await visit(recipes, error as ReturnType<typeof page>);
    expect(got.served).toBe(false);
    expect(got.use?.reason).toMatch(/kept/);
    expect((await store.list())[0]?.learnedFrom.length).toBeGreaterThanOrEqual(2);
    expect((await visit(recipes, page(5, 'red'))).served).toBe(true);
  });

  it('a colour both learning pages had is served as absent on a page without it, and the recipe is not healed', async () => {
    const { store, recipes } = service();
    await visit(recipes, page(1, 'red'));
    await visit(recipes, page(2, 'teal'));
    const before = (await store.list())[0];
    expect(await visit(recipes, page(3))).toEqual({ served: true, result: page(3).truth });
    expect((await store.list())[0]?.healedAt).toBe(before?.healedAt);
    // The colour's label is still shown, its value gone: that page goes to the model.
    const blank = {
      ...page(4),
      html: page(4).html.replace('</main>', '<p><b>Colour:</b> <span class="c"></span></p></main>'),
    };
    const got = await recipes.serve(ask, blank);
    expect(got).toMatchObject({ served: false, missed: { reason: expect.stringMatching(/^colour not found where/) } });
  });

  it('pages in flight at once share one candidate: three model calls for a batch', async () => {
    const { recipes } = service();
    let calls = 0;
    const runOne = async (p: ReturnType<typeof page>) => {
      const got = await recipes.serve(ask, p);
      if (got.served) return true;
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await recipes.learn(ask, p, p.truth, got.missed);
      return false;
    };
    const pages = Array.from({ length: 12 }, (_, i) => page(i + 1, 'red'));
    // Three at a time, each slot taking the next page when its run ends.
    let next = 0;
    const slot = async () => {
      while (next < pages.length) await runOne(pages[next++] as ReturnType<typeof page>);
    };
    await Promise.all([slot(), slot(), slot()]);
    expect(calls).toBeLessThanOrEqual(3);
  });

  it('one served page in 25 goes to the model as a check', async () => {
    const { recipes } = service(5);
    const served: boolean[] = [];
    for (let i = 1; i <= 12; i++) served.push((await visit(recipes, page(i, 'red'))).served);
    expect(served).toEqual([false, false, true, true, true, true, false, true, true, true, true, false]);
  });

  it('a per-key lock runs steps one after another', async () => {
    const lock = createLock();
    const order: string[] = [];
    const step = (name: string, ms: number) => () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          order.push(name);
          resolve();
        }, ms),
      );
    await Promise.all([lock.run('k', step('a', 30)), lock.run('k', step('b', 1)), lock.run('other', step('c', 5))]);
    expect(order).toEqual(['c', 'a', 'b']);
  });

  it('the generator is seeded, and dev and held-out seeds do not meet', () => {
    expect(generateSite(7).pages.map((p) => p.html)).toEqual(generateSite(7).pages.map((p) => p.html));
    expect(generateSite(7).pages).toHaveLength(20);
    expect(DEV_SEEDS.filter((s) => HELD_OUT_SEEDS.includes(s))).toEqual([]);
  });
});
