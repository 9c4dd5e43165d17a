import type { Worker } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nameAndPriceList } from '../support/name-and-price-list';
import { runRecipeRequest, useFakeModel, useSiteAndModel } from './recipes-support';
import { expect, test } from './support/fixtures';

// Recipes in the product's own sequence, end to end: the built extension in Chromium, a made-up
// kitchen shop written into a temporary folder and served from 127.0.0.1, and the fake OpenAI
// server playing the model (it answers from the item codes in the page text it is sent). Pages
// of the shop's one template differ: a tags list of 1–4 entries, a colour shown on some pages
// only (not on the first), a "you may also like" block on some pages.

interface Item {
  code: string;
  name: string;
  price: number;
  tags: string[];
  colour?: string;
}

const WORDS = ['pan', 'jug', 'sieve', 'board', 'grater', 'tin'];
const TAGS = ['oven-safe', 'stackable', 'steel', 'gift', 'small'];
const items: Item[] = Array.from({ length: 30 }, (_, i) => ({
  code: `KT-${4100 + i * 13}`,
  name: `Kitchen ${WORDS[i % WORDS.length]} no. ${i + 1}`,
  price: 7 + i * 2 + 0.25,
  tags: TAGS.slice(i % 3, (i % 3) + 1 + ((i * 7) % 4)),
  ...(i % 3 === 0 ? {} : { colour: ['teal', 'cream'][i % 2] as string }),
}));

const itemPage = (it: Item, i: number): string => `<!DOCTYPE html><html><head><title>${it.name}</title></head><body>
<header><a href="/">Kitchen shop</a></header><main class="item"><h1 class="item-name">${it.name}</h1>
<p class="item-price">€${it.price.toFixed(2)}</p>
<ul class="item-facts"><li><b>Item code:</b> ${it.code}</li>${it.colour ? `<li><b>Colour:</b> ${it.colour}</li>` : ''}</ul>
<ul class="item-tags">${it.tags.map((t) => `<li>${t}</li>`).join('')}</ul></main>
${i % 4 === 1 ? `<aside class="more"><h2>You may also like</h2><p class="more-card">Kitchen ladle, €3.10</p></aside>` : ''}
<footer>Kitchen shop</footer></body></html>`;

const categoryPage = (some: Item[]): string => `<!DOCTYPE html><html><head><title>Category</title></head><body>
<h1>Category</h1>${some.length ? `<ul class="grid">${some.map((it) => `<li class="tile"><a href="/item/${it.code}.html">${it.name}</a> <span class="cost">€${it.price.toFixed(2)}</span> <small>Item code: ${it.code}</small></li>`).join('')}</ul>` : '<p>Nothing in this category yet.</p>'}</body></html>`;

const ITEM_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    code: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    colour: { type: 'string' },
  },
};
const ITEM_PROMPT = 'name, price, item code, tags and colour';
const LIST_SCHEMA = nameAndPriceList('items');
const answerFor = (it: Item): Record<string, unknown> => ({
  name: it.name,
  price: it.price,
  code: it.code,
  tags: it.tags,
  ...(it.colour ? { colour: it.colour } : {}),
});

// Twenty to thirty runs a test, each a real capture in Chromium: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** The kitchen shop: a page per item (and a blank one), four category pages and an empty one. */
function writeKitchenShop(root: string): void {
  mkdirSync(join(root, 'item'));
  mkdirSync(join(root, 'cat'));
  for (const [i, it] of items.entries()) writeFileSync(join(root, 'item', `${it.code}.html`), itemPage(it, i));
  writeFileSync(
    join(root, 'item', 'blank.html'),
    itemPage({ code: 'none', name: 'Coming soon', price: 0, tags: [] }, 0),
  );
  for (let c = 0; c < 4; c++)
    writeFileSync(join(root, 'cat', `c${c}.html`), categoryPage(items.slice(c * 6, c * 6 + 4 + c)));
  writeFileSync(join(root, 'cat', 'empty.html'), categoryPage([]));
}

const { server, site } = useSiteAndModel('quarry-recipes-sequence-', writeKitchenShop, (model) => {
  model.script((request) => {
    const text = JSON.stringify(request.body?.messages ?? '');
    const found = items.filter((it) => text.includes(it.code));
    if (/Category/.test(text))
      return { content: { items: found.map((it) => ({ name: it.name, price: it.price })) }, delayMs: 200 };
    return { content: found[0] ? answerFor(found[0]) : {}, delayMs: 200 };
  });
});

const configure = (worker: Worker): Promise<void> => useFakeModel(worker, server());
const run = (worker: Worker, url: string, schema: object = ITEM_SCHEMA, prompt = ITEM_PROMPT): Promise<any> =>
  runRecipeRequest(worker, url, schema, prompt);
const itemUrl = (it: Item): string => `${site().origin}/item/${it.code}.html`;

test('20 pages of a template whose pages differ: pages 1–2 go to the model, 3–20 are served', async ({ worker }) => {
  await configure(worker);
  for (const [i, it] of items.slice(0, 20).entries()) {
    const response = await run(worker, itemUrl(it));
    expect(response.status, response.error).toBe('completed');
    expect(response.result).toEqual(answerFor(it));
    if (i >= 2)
      expect(response.recipe, `page ${i + 1}: ${JSON.stringify(response.recipe)}`).toMatchObject({ used: true });
  }
  expect(server().chatRequests).toHaveLength(2);
});

test('the same pages as a batch at concurrency 3: at most 3 model calls, every page right', async ({ worker }) => {
  await configure(worker);
  const urls = items.slice(0, 20).map(itemUrl);
  const batch = await worker.evaluate(
    (a) =>
      (globalThis as any).quarry.batch(
        { user_prompt: a.prompt, output_schema: a.schema },
        { urls: a.urls, concurrency: 3, pauseMs: 0 },
      ),
    { urls, prompt: ITEM_PROMPT, schema: ITEM_SCHEMA },
  );
  expect(batch.status).toBe('completed');
  expect(batch.responses.map((r: any) => r.result)).toEqual(items.slice(0, 20).map(answerFor));
  expect(server().chatRequests.length).toBeLessThanOrEqual(3);
  expect(batch.responses.filter((r: any) => r.recipe?.used).length).toBeGreaterThanOrEqual(17);
});

test('an answer with no values learns nothing; an empty category keeps a confirmed list recipe', async ({ worker }) => {
  await configure(worker);
  const blank = await run(worker, `${site().origin}/item/blank.html`);
  expect(blank.recipe).toMatchObject({ used: false, learned: false });
  expect(blank.recipe.reason).toMatch(/no values/);
  expect(await worker.evaluate(() => (globalThis as any).quarry.recipes.list())).toEqual([]);

  const list = (c: string): Promise<any> =>
    run(worker, `${site().origin}/cat/${c}.html`, LIST_SCHEMA, 'every item with its price');
  await list('c0');
  await list('c1');
  const empty = await list('empty');
  expect(empty.result.items ?? []).toEqual([]);
  expect(empty.recipe?.reason ?? '').toMatch(/no values/);
  const [recipe] = await worker.evaluate(() => (globalThis as any).quarry.recipes.list());
  expect(recipe.learnedFrom.length).toBeGreaterThanOrEqual(2);
  const calls = server().chatRequests.length;
  const served = await list('c2');
  expect(served.recipe, JSON.stringify(served.recipe)).toMatchObject({ used: true });
  expect(served.result.items).toHaveLength(6);
  expect(server().chatRequests).toHaveLength(calls);
});

test('drift check: one served page in 25 goes to the model, and the recipe serves on', async ({ worker }) => {
  await configure(worker);
  const responses = [];
  for (const it of items) responses.push(await run(worker, itemUrl(it)));
  // Pages 1–2 teach; pages 3–26 are 24 served pages; the 25th page the recipe would serve is checked.
  expect(server().chatRequests).toHaveLength(3);
  const checked = responses[26];
  expect(checked.recipe).toMatchObject({ used: false });
  expect(checked.recipe.reason).toMatch(/routine check/);
  expect(responses.slice(27).every((r) => r.recipe?.used)).toBe(true);
  expect(responses.map((r) => r.result)).toEqual(items.map(answerFor));
});
