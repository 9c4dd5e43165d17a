import { describe, expect, it } from 'vitest';
import { createJobRunner } from '@/lib/jobs/job-runner';
import { createJobStore } from '@/lib/jobs/job-store';
import type { ExtractionProvider } from '@/lib/extract/provider';
import { createAutomationApi } from '@/lib/automation/quarry-api';
import { createSettingsStore } from '@/lib/settings/store';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { createRecipeService } from '@/lib/recipes/service';
import { createRecipeStore } from '@/lib/recipes/store';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings/settings';
import { memoryArea } from './support/memory-area';

interface Product {
  name: string;
  price: string;
  sku: string;
}

const products: Product[] = Array.from({ length: 8 }, (_, i) => ({
  name: `Garden chair model ${String.fromCharCode(65 + i)}`,
  price: `${(i + 2) * 7}.99`,
  sku: `GC-${100 + i}`,
}));

function productHtml(p: Product, changed = false): string {
  const price = changed ? `<div class="cost-box">${p.price} EUR</div>` : `<span class="price">€${p.price}</span>`;
  return `<html><head><title>${p.name}</title></head><body><nav>Home · Garden</nav>
    <main><h1 class="title">${p.name}</h1>${price}<dl><dt>SKU</dt><dd>${p.sku}</dd></dl>
    <p class="was">Was €${wasPrice(p)}</p></main></body></html>`;
}

const wasPrice = (p: Product): string => `${Number(p.price) + 10}`;

const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, sku: { type: 'string' } },
  required: ['name', 'price'],
};

function setup(settings: Settings = DEFAULT_SETTINGS) {
  const area = memoryArea();
  const recipeStore = createRecipeStore(area);
  let page: { html: string; url: string } = { html: '', url: '' };
  const modelCalls: string[] = [];
  // Answers for pages run through runPage (lists), by address.
  const answers = new Map<string, unknown>();
  // Which price the model reads: the current one, or (a model that disagrees) the old one.
  const reads = { price: (p: Product): string => p.price };
  // Plays the model: answers with the product shown on the captured page.
  const model: ExtractionProvider = {
    name: 'fake-model',
    extract: async ({ pageUrl }) => {
      modelCalls.push(pageUrl);
      if (answers.has(pageUrl))
        return { result: answers.get(pageUrl), usage: { inputTokens: 900, outputTokens: 30 }, mock: false };
      const p = products.find((x) => pageUrl.endsWith(x.sku.toLowerCase())) as Product;
      return {
        result: { name: p.name, price: Number(reads.price(p)), sku: p.sku },
        usage: { inputTokens: 900, outputTokens: 30 },
        mock: false,
      };
    },
  };
  let id = 0;
  const runner = createJobRunner({
    store: createJobStore(area),
    loadSettings: async () => settings,
    capture: async () => ({ pages: [{ ...page, title: '' }], report: null }),
    providerFor: () => model,
    keepAlive: () => () => {},
    now: () => Date.now(),
    newId: () => `job-${++id}`,
    recipes: createRecipeService({
      store: recipeStore,
      parse: parseHtmlDocument,
      now: () => 5,
      newId: () => `recipe-${++id}`,
    }),
  });
  const run = async (p: Product, changed = false, skipRecipe = false) => {
    page = { html: productHtml(p, changed), url: `https://shop.test/item/${p.sku.toLowerCase()}` };
    const jobId = await runner.start({ user_prompt: 'The product', output_schema: schema }, { skipRecipe });
    return runner.wait(jobId);
  };
  const runPage = async (html: string, url: string, answer: unknown, pageSchema: object) => {
    answers.set(url, answer);
    page = { html, url };
    return runner.wait(await runner.start({ user_prompt: 'Every card', output_schema: pageSchema }));
  };
  const api = createAutomationApi(
    runner,
    createSettingsStore(area),
    async () => ({}) as never,
    undefined,
    undefined,
    recipeStore,
  );
  return { run, runPage, modelCalls, api, reads, recipeStore };
}

describe('recipes in a run', () => {
  it('sends the first two pages to the model and serves the rest from the recipe at zero tokens', async () => {
    const { run, modelCalls } = setup();
    const first = await run(products[0] as Product);
    expect(first.recipe).toMatchObject({ used: false, learned: true });
    const second = await run(products[1] as Product);
    expect(second.recipe).toMatchObject({ used: false, learned: true });
    expect(modelCalls).toHaveLength(2);
    for (const p of products.slice(2, 6)) {
      const got = await run(p);
      expect(got.status).toBe('completed');
      expect(got.result).toEqual({ name: p.name, price: Number(p.price), sku: p.sku });
      expect(got.recipe).toEqual({ id: first.recipe?.id, used: true });
      expect(got.usage).toMatchObject({ inputTokens: 0, outputTokens: 0 });
    }
    expect(modelCalls).toHaveLength(2);
  });

  it('sends a page whose template changed to the model and heals the recipe', async () => {
    const { run, modelCalls } = setup();
    await run(products[0] as Product);
    await run(products[1] as Product);
    const changed = await run(products[2] as Product, true);
    expect(modelCalls).toHaveLength(3);
    expect(changed.result).toEqual({
      name: products[2]?.name,
      price: Number(products[2]?.price),
      sku: products[2]?.sku,
    });
    expect(changed.recipe).toMatchObject({ used: false, healed: true, reason: 'price not found on the page' });
    // The healed recipe is confirmed by the next changed page, then serves the one after.
    await run(products[3] as Product, true);
    const served = await run(products[4] as Product, true);
    expect(served.recipe?.used).toBe(true);
    expect(served.result).toEqual({
      name: products[4]?.name,
      price: Number(products[4]?.price),
      sku: products[4]?.sku,
    });
    expect(modelCalls).toHaveLength(4);
  });

  it('"Run with the model instead" reaches the model for that run only, and heals the recipe when the answers differ', async () => {
    const { run, modelCalls, reads, recipeStore } = setup();
    const first = await run(products[0] as Product);
    await run(products[1] as Product);
    expect((await run(products[2] as Product)).recipe?.used).toBe(true);
    expect(modelCalls).toHaveLength(2);

    // The model agrees with the recipe: nothing changes, and the next run is served again.
    const agreed = await run(products[3] as Product, false, true);
    expect(modelCalls).toHaveLength(3);
    expect(agreed.recipe).toEqual({ id: first.recipe?.id, used: false });
    expect((await run(products[4] as Product)).recipe?.used).toBe(true);
    expect(modelCalls).toHaveLength(3);

    // The model reads another price than the recipe: the recipe heals from the model's answer,
    // keeping its history (when it was learned, how many runs it served).
    reads.price = wasPrice;
    const differed = await run(products[5] as Product, false, true);
    expect(modelCalls).toHaveLength(4);
    expect(differed.result).toMatchObject({ price: Number(wasPrice(products[5] as Product)) });
    expect(differed.recipe).toEqual({
      id: first.recipe?.id,
      used: false,
      healed: true,
      reason: "price differs from the model's answer",
    });
    const [healed] = await recipeStore.list();
    expect(healed).toMatchObject({ id: first.recipe?.id, served: 2, healedAt: 5 });
    expect(healed?.learnedFrom).toEqual(['https://shop.test/item/gc-105']);
  });

  it("recipes: 'off' sends every run to the model and learns nothing", async () => {
    const { run, modelCalls, api } = setup({ ...DEFAULT_SETTINGS, recipes: 'off' });
    for (const p of products.slice(0, 4)) expect((await run(p)).recipe).toBeUndefined();
    expect(modelCalls).toHaveLength(4);
    expect(await api.recipes.list()).toEqual([]);
  });

  it('export → delete → import restores a recipe, and a bad import changes nothing', async () => {
    const { run, api, modelCalls } = setup();
    await run(products[0] as Product);
    await run(products[1] as Product);
    const [recipe] = await api.recipes.list();
    const exported = await api.recipes.export();
    expect(await api.recipes.delete(recipe?.id ?? '')).toBe(true);
    expect((await run(products[2] as Product)).recipe?.used).toBe(false);
    await expect(api.recipes.import('{"quarryRecipes":1,"recipes":[{"id":"x"}]}')).rejects.toThrow(
      /Nothing was imported/,
    );
    await expect(api.recipes.import('not json')).rejects.toThrow(/not JSON/);
    await api.recipes.delete((await api.recipes.list())[0]?.id ?? '');
    expect(await api.recipes.import(exported)).toBe(1);
    const calls = modelCalls.length;
    expect((await run(products[5] as Product)).recipe).toEqual({ id: recipe?.id, used: true });
    expect(modelCalls).toHaveLength(calls);
  });

  it('does not serve a list when the recipe reads clearly fewer records than the page shows', async () => {
    const { runPage, modelCalls } = setup();
    const card = (i: number): { name: string; price: string } => ({ name: `Lantern no. ${i}`, price: `$${i}.50` });
    const cards = (from: number, n: number): string =>
      Array.from({ length: n }, (_, k) => card(from + k))
        .map((c) => `<div><h3>${c.name}</h3><span>${c.price}</span></div>`)
        .join('');
    const listSchema = {
      type: 'object',
      properties: {
        cards: {
          type: 'array',
          items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'string' } } },
        },
      },
    };
    const all = (from: number, n: number) => ({ cards: Array.from({ length: n }, (_, k) => card(from + k)) });
    const pageOf = (body: string): string => `<html><body><h1>Lanterns</h1>${body}</body></html>`;
    // Two pages of ten cards teach the recipe where the cards are.
    await runPage(
      pageOf(`<div class="results">${cards(1, 10)}</div>`),
      'https://shop.test/c/1',
      all(1, 10),
      listSchema,
    );
    await runPage(
      pageOf(`<div class="results">${cards(11, 10)}</div>`),
      'https://shop.test/c/2',
      all(11, 10),
      listSchema,
    );
    const served = await runPage(
      pageOf(`<div class="results">${cards(21, 10)}</div>`),
      'https://shop.test/c/3',
      all(21, 10),
      listSchema,
    );
    expect(served.recipe?.used).toBe(true);
    expect(modelCalls).toHaveLength(2);
    // A page that shows 30 more cards in a second block: the recipe reads only the first ten.
    const more = await runPage(
      pageOf(`<div class="results">${cards(31, 10)}</div><div class="more-results">${cards(41, 30)}</div>`),
      'https://shop.test/c/4',
      all(31, 40),
      listSchema,
    );
    expect(modelCalls).toHaveLength(3);
    // The second block is a mark the learning pages never had: the model checks the page before
    // the short count would have stopped it.
    expect(more.recipe).toMatchObject({
      used: false,
      reason: expect.stringMatching(/cards: 10 of ≈40 records read on the page|built unlike the pages/),
    });
    expect((more.result as { cards: unknown[] }).cards).toHaveLength(40);
  });
});
