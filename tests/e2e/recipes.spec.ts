import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nameAndPriceList } from '../support/name-and-price-list';
import { expect, launchQuarry, test } from './support/fixtures';
import {
  expectedFor as expected,
  products,
  runRecipeRequest as run,
  story,
  useLampShopAndModel,
  useFakeModel,
  type Product,
} from './recipes-support';

// Recipes end to end: the built extension in Chromium, a made-up shop generated into a
// temporary folder and served from 127.0.0.1, and the fake OpenAI server playing the model
// (it answers from the page text it is sent). Every "served by the recipe" claim is checked
// on the server's request log: no chat request may arrive for those pages.

const { server, shop } = useLampShopAndModel();

const configure = (worker: Parameters<typeof useFakeModel>[0], patch: Record<string, unknown> = {}) =>
  useFakeModel(worker, server(), patch);
const url = (p: Product): string => shop().url(p);

test('pages 1–2 go to the model, 3–20 are read by the recipe with no model request', async ({ worker }) => {
  await configure(worker);
  for (const p of products.slice(0, 2)) {
    const response = await run(worker, url(p));
    expect(response.status).toBe('completed');
    expect(response.recipe).toMatchObject({ used: false, learned: true });
  }
  expect(server().chatRequests).toHaveLength(2);
  for (const p of products.slice(2)) {
    const response = await run(worker, url(p));
    expect(response.status, response.error).toBe('completed');
    expect(response.result).toEqual(expected(p));
    expect(response.recipe?.used).toBe(true);
    expect(response.usage).toMatchObject({ inputTokens: 0, outputTokens: 0 });
  }
  expect(server().chatRequests).toHaveLength(2);
});

test('a changed template is detected, goes to the model, and heals the recipe', async ({ worker }) => {
  await configure(worker);
  for (const p of products.slice(0, 3)) await run(worker, url(p));
  expect(server().chatRequests).toHaveLength(2);
  // The shop changes its template: the next product page has its price elsewhere.
  const changed = products[3] as Product;
  shop().write(changed, true);
  const healed = await run(worker, url(changed));
  expect(healed.status).toBe('completed');
  expect(healed.result).toEqual(expected(changed));
  expect(healed.recipe).toMatchObject({ used: false, healed: true });
  expect(healed.recipe.reason).toMatch(/price/);
  expect(server().chatRequests).toHaveLength(3);
  shop().write(changed);
});

test('a list learned from a model answer of 5 records returns all 80', async ({ worker }) => {
  await configure(worker);
  const schema = nameAndPriceList('lamps');
  const first = await run(worker, `${shop().origin}/lamps.html`, schema, 'every lamp with its price');
  expect(first.result.lamps).toHaveLength(5);
  const second = await run(worker, `${shop().origin}/lamps.html`, schema, 'every lamp with its price');
  expect(second.recipe).toMatchObject({ used: false });
  const third = await run(worker, `${shop().origin}/lamps.html`, schema, 'every lamp with its price');
  expect(third.recipe?.used, JSON.stringify(third.recipe)).toBe(true);
  expect(third.result.lamps).toHaveLength(80);
  expect(third.result.lamps[79]).toEqual({ name: `${products[19]?.name} (80)`, price: products[19]?.price });
});

test('a list whose records have no element of their own (a title row, then a details row) is read whole', async ({
  worker,
}) => {
  await configure(worker);
  const schema = {
    type: 'object',
    properties: {
      stories: {
        type: 'array',
        items: {
          type: 'object',
          properties: { title: { type: 'string' }, points: { type: 'integer' }, by: { type: 'string' } },
        },
      },
    },
  };
  const ask = () => run(worker, `${shop().origin}/stories.html`, schema, 'every story with points and author');
  expect((await ask()).result.stories).toHaveLength(5);
  await ask();
  // The model runs (it is asked once more for the rest of a short list); the recipe then reads all.
  const asked = server().chatRequests.length;
  const served = await ask();
  expect(served.recipe?.used, JSON.stringify(served.recipe)).toBe(true);
  expect(server().chatRequests).toHaveLength(asked);
  expect(served.result.stories).toEqual(Array.from({ length: 60 }, (_, i) => story(i)));
});

test("recipes survive a restart; export → delete → import restores them; 'off' sends every run to the model", async () => {
  const profile = mkdtempSync(join(tmpdir(), 'quarry-e2e-recipes-'));
  try {
    let context = await launchQuarry(profile);
    let worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await configure(worker);
    for (const p of products.slice(0, 2)) await run(worker, url(p));
    await context.close();

    context = await launchQuarry(profile);
    worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const calls = server().chatRequests.length;
    const afterRestart = await run(worker, url(products[5] as Product));
    expect(afterRestart.recipe?.used).toBe(true);
    expect(server().chatRequests.length).toBe(calls);

    const exported: string = await worker.evaluate(() => (globalThis as any).quarry.recipes.export());
    const [recipe] = await worker.evaluate(() => (globalThis as any).quarry.recipes.list());
    expect(await worker.evaluate((id) => (globalThis as any).quarry.recipes.delete(id), recipe.id)).toBe(true);
    expect(await worker.evaluate(() => (globalThis as any).quarry.recipes.list())).toEqual([]);
    expect(await worker.evaluate((json) => (globalThis as any).quarry.recipes.import(json), exported)).toBe(1);
    const restored = await run(worker, url(products[6] as Product));
    expect(restored.recipe).toEqual({ id: recipe.id, used: true });

    await configure(worker, { recipes: 'off' });
    const before = server().chatRequests.length;
    for (const p of products.slice(7, 10)) {
      const response = await run(worker, url(p));
      expect(response.result).toEqual(expected(p));
      expect(response.recipe).toBeUndefined();
    }
    expect(server().chatRequests.length).toBe(before + 3);
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
