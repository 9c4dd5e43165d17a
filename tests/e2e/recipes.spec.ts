import type { Worker } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { startStaticSite, type StaticSite } from './support/static-server';
import { expect, launchQuarry, test } from './support/fixtures';

// Recipes end to end: the built extension in Chromium, a made-up shop generated into a
// temporary folder and served from 127.0.0.1, and the fake OpenAI server playing the model
// (it answers from the page text it is sent). Every "served by the recipe" claim is checked
// on the server's request log: no chat request may arrive for those pages.

interface Product {
  code: string;
  name: string;
  price: number;
  maker: string;
}

const products: Product[] = Array.from({ length: 20 }, (_, i) => ({
  code: `TL-${1000 + i * 7}`,
  name: `Trail lamp ${['Aster', 'Birch', 'Cedar', 'Dune', 'Elm'][i % 5]} ${i + 1}`,
  price: 19 + i * 3 + 0.5,
  maker: ['Northwind', 'Lumen & Co', 'Fjell'][i % 3] as string,
}));

function productPage(p: Product, changed = false): string {
  const price = changed
    ? `<section class="offer"><p>Now only</p><strong class="amount">${p.price.toFixed(2)} USD</strong></section>`
    : `<div class="buy-box"><span class="price">$${p.price.toFixed(2)}</span><button>Add to cart</button></div>`;
  return `<!DOCTYPE html><html><head><title>${p.name} | Lamps</title></head><body>
  <header><a href="/">Lamp shop</a> <span>Cart (0)</span></header>
  <main><h1 class="product-name">${p.name}</h1>${price}
  <ul class="facts"><li><b>Maker:</b> ${p.maker}</li><li><b>Item code:</b> ${p.code}</li></ul>
  <p>Ships in two days.</p></main><footer>© Lamp shop</footer></body></html>`;
}

function listPage(): string {
  const cards = products
    .concat(products, products, products)
    .map(
      (p, i) =>
        `<li class="card"><a class="title" href="/p/${i}">${p.name} (${i + 1})</a><span class="cost">$${p.price.toFixed(2)}</span></li>`,
    )
    .join('\n');
  return `<!DOCTYPE html><html><head><title>All lamps</title></head><body><h1>All lamps</h1><ul class="grid">${cards}</ul></body></html>`;
}

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    maker: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['name', 'price', 'code'],
};
const PROMPT = 'name, price, maker and item code';

let server: FakeOpenAiServer;
let shop: StaticSite;
let root: string;

test.beforeAll(async () => {
  server = await startFakeOpenAi();
  root = mkdtempSync(join(tmpdir(), 'quarry-recipes-site-'));
  mkdirSync(join(root, 'lamp'));
  for (const p of products) writeFileSync(join(root, 'lamp', `${p.code.toLowerCase()}.html`), productPage(p));
  writeFileSync(join(root, 'lamps.html'), listPage());
  shop = await startStaticSite(root);
});
test.afterAll(async () => {
  await server.close();
  await shop.close();
  rmSync(root, { recursive: true, force: true });
});
test.beforeEach(() => {
  server.reset();
  // The model: reads the item code in the page text it was sent and answers for that product.
  server.script((request) => {
    const text = String(request.body.messages.map((m: { content: unknown }) => String(m.content)).join('\n'));
    if (/All lamps/.test(text)) {
      const five = products.slice(0, 5).map((p, i) => ({ name: `${p.name} (${i + 1})`, price: p.price }));
      return { content: { lamps: five } };
    }
    const code = /TL-\d+/.exec(text)?.[0];
    const p = products.find((x) => x.code === code);
    return { content: p ? { name: p.name, price: p.price, maker: p.maker, code: p.code } : {} };
  });
});

async function configure(worker: Worker, patch: Record<string, unknown> = {}): Promise<void> {
  await worker.evaluate((p) => (globalThis as any).quarry.configure(p), {
    provider: { kind: 'openai-compatible', baseURL: `${server.url}/v1`, model: 'test-model' },
    ...patch,
  });
}

function run(worker: Worker, url: string, schema: object = SCHEMA, prompt = PROMPT): Promise<any> {
  return worker.evaluate(
    ({ url, schema, prompt }) =>
      (globalThis as any).quarry.smartscraper({ website_url: url, user_prompt: prompt, output_schema: schema }),
    { url, schema, prompt },
  );
}

const url = (p: Product): string => `${shop.origin}/lamp/${p.code.toLowerCase()}.html`;
const expected = (p: Product) => ({ name: p.name, price: p.price, maker: p.maker, code: p.code });

test('pages 1–2 go to the model, 3–20 are read by the recipe with no model request', async ({ worker }) => {
  await configure(worker);
  for (const p of products.slice(0, 2)) {
    const response = await run(worker, url(p));
    expect(response.status).toBe('completed');
    expect(response.recipe).toMatchObject({ used: false, learned: true });
  }
  expect(server.chatRequests).toHaveLength(2);
  for (const p of products.slice(2)) {
    const response = await run(worker, url(p));
    expect(response.status, response.error).toBe('completed');
    expect(response.result).toEqual(expected(p));
    expect(response.recipe?.used).toBe(true);
    expect(response.usage).toMatchObject({ inputTokens: 0, outputTokens: 0 });
  }
  expect(server.chatRequests).toHaveLength(2);
});

test('a changed template is detected, goes to the model, and heals the recipe', async ({ worker }) => {
  await configure(worker);
  for (const p of products.slice(0, 3)) await run(worker, url(p));
  expect(server.chatRequests).toHaveLength(2);
  // The shop changes its template: the next product page has its price elsewhere.
  const changed = products[3] as Product;
  writeFileSync(join(root, 'lamp', `${changed.code.toLowerCase()}.html`), productPage(changed, true));
  const healed = await run(worker, url(changed));
  expect(healed.status).toBe('completed');
  expect(healed.result).toEqual(expected(changed));
  expect(healed.recipe).toMatchObject({ used: false, healed: true });
  expect(healed.recipe.reason).toMatch(/price/);
  expect(server.chatRequests).toHaveLength(3);
  writeFileSync(join(root, 'lamp', `${changed.code.toLowerCase()}.html`), productPage(changed));
});

test('a list learned from a model answer of 5 records returns all 80', async ({ worker }) => {
  await configure(worker);
  const schema = {
    type: 'object',
    properties: {
      lamps: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
      },
    },
  };
  const first = await run(worker, `${shop.origin}/lamps.html`, schema, 'every lamp with its price');
  expect(first.result.lamps).toHaveLength(5);
  const second = await run(worker, `${shop.origin}/lamps.html`, schema, 'every lamp with its price');
  expect(second.recipe).toMatchObject({ used: false });
  const third = await run(worker, `${shop.origin}/lamps.html`, schema, 'every lamp with its price');
  expect(third.recipe?.used, JSON.stringify(third.recipe)).toBe(true);
  expect(third.result.lamps).toHaveLength(80);
  expect(third.result.lamps[79]).toEqual({ name: `${products[19]?.name} (80)`, price: products[19]?.price });
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
    const calls = server.chatRequests.length;
    const afterRestart = await run(worker, url(products[5] as Product));
    expect(afterRestart.recipe?.used).toBe(true);
    expect(server.chatRequests.length).toBe(calls);

    const exported: string = await worker.evaluate(() => (globalThis as any).quarry.recipes.export());
    const [recipe] = await worker.evaluate(() => (globalThis as any).quarry.recipes.list());
    expect(await worker.evaluate((id) => (globalThis as any).quarry.recipes.delete(id), recipe.id)).toBe(true);
    expect(await worker.evaluate(() => (globalThis as any).quarry.recipes.list())).toEqual([]);
    expect(await worker.evaluate((json) => (globalThis as any).quarry.recipes.import(json), exported)).toBe(1);
    const restored = await run(worker, url(products[6] as Product));
    expect(restored.recipe).toEqual({ id: recipe.id, used: true });

    await configure(worker, { recipes: 'off' });
    const before = server.chatRequests.length;
    for (const p of products.slice(7, 10)) {
      const response = await run(worker, url(p));
      expect(response.result).toEqual(expected(p));
      expect(response.recipe).toBeUndefined();
    }
    expect(server.chatRequests.length).toBe(before + 3);
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
