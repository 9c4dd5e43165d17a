import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  expectedFor as expected,
  productPage,
  products,
  runRecipeRequest as run,
  SCHEMA,
  useFakeModel,
  useLampShopAndModel,
  type Product,
} from './recipes-support';

// A page a confirmed recipe reads is fetched and parsed without a tab when nothing on it could
// change it in a tab (capture.pages[0].fetched). The site's request log tells a tab's load
// (Sec-Fetch-Dest: document) from the service worker's fetch (empty).

const { server, shop } = useLampShopAndModel();

/** Each variant of the shop's product page under a folder of its own (and its own prompt: its own recipe). */
function variant(folder: string, page: (p: Product) => string): (p: Product) => string {
  mkdirSync(join(shop().root, folder), { recursive: true });
  for (const p of products) writeFileSync(join(shop().root, folder, `${p.code.toLowerCase()}.html`), page(p));
  return (p) => `${shop().origin}/${folder}/${p.code.toLowerCase()}.html`;
}

/** How each page was asked for since `from`: 'document' (a tab) or 'empty' (a fetch). */
function loads(from: number, path: string): string[] {
  return shop()
    .requests.slice(from)
    .filter((r) => r.url === path)
    .map((r) => String(r.headers['sec-fetch-dest'] ?? ''));
}

const tabsOpened = (worker: Worker) =>
  worker.evaluate(() => {
    const scope = globalThis as unknown as { opened?: number };
    if (scope.opened === undefined) {
      scope.opened = 0;
      chrome.tabs.onCreated.addListener(() => (scope.opened = (scope.opened ?? 0) + 1));
    }
    return scope.opened;
  });

test('pages 3+ of a page that cannot change itself are read without a tab: one fetch each, no tab, no model', async ({
  worker,
  openPopup,
}) => {
  await useFakeModel(worker, server());
  // JSON-LD is a data block, not a script that runs.
  const url = variant('still', (p) =>
    productPage(p).replace('</head>', `<script type="application/ld+json">{"@type":"Product"}</script></head>`),
  );
  const prompt = 'the lamp: name, price, maker, code';
  for (const p of products.slice(0, 2)) {
    const learning = await run(worker, url(p), SCHEMA, prompt);
    expect(learning.recipe).toMatchObject({ used: false });
    expect(learning.capture.pages[0].fetched).toBeUndefined();
  }
  await tabsOpened(worker);
  for (const p of products.slice(2, 8)) {
    const before = shop().requests.length;
    const response = await run(worker, url(p), SCHEMA, prompt);
    expect(response.status, response.error).toBe('completed');
    expect(response.result).toEqual(expected(p));
    expect(response.recipe.used).toBe(true);
    expect(response.capture.pages).toEqual([
      expect.objectContaining({ url: url(p), fetched: true, settled: true, scrolls: 0 }),
    ]);
    expect(response.grounding.notFound).toEqual([]);
    expect(loads(before, new URL(url(p)).pathname)).toEqual(['empty']);
  }
  expect(await tabsOpened(worker)).toBe(0);
  expect(server().chatRequests).toHaveLength(2);

  // The run, reopened from History, says how its page was read.
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'History' }).click();
  await popup
    .getByRole('button', { name: `Open run: ${prompt}` })
    .first()
    .click();
  await expect(popup.locator('.capture-details summary')).toHaveText('What Quarry did: 1 page, read without a tab');
});

test('a page with a script that runs is read in a tab, never fetched', async ({ worker }) => {
  await useFakeModel(worker, server());
  const url = variant('live', (p) =>
    productPage(p).replace('</body>', '<script>document.body.dataset.ready = "1";</script></body>'),
  );
  const prompt = 'the live lamp: name, price, maker, code';
  for (const p of products.slice(0, 2)) await run(worker, url(p), SCHEMA, prompt);
  const fetches: string[][] = [];
  for (const p of products.slice(2, 6)) {
    const before = shop().requests.length;
    const response = await run(worker, url(p), SCHEMA, prompt);
    expect(response.result).toEqual(expected(p));
    expect(response.recipe.used).toBe(true);
    expect(response.capture.pages[0].fetched).toBeUndefined();
    fetches.push(loads(before, new URL(url(p)).pathname));
  }
  // The learning pages showed a script that runs: the recipe is not marked as one of static pages.
  expect(fetches).toEqual([['document'], ['document'], ['document'], ['document']]);
  expect((await worker.evaluate(() => (globalThis as any).quarry.recipes.list()))[0].staticPages).toBe(false);
  expect(server().chatRequests).toHaveLength(2);
});

test('a page whose stylesheet hides a second price: the fetched copy is not served, the tab serves it', async ({
  worker,
}) => {
  await useFakeModel(worker, server());
  // A stale price block the stylesheet hides: a tab never shows it, a parsed copy does.
  const url = variant('styled', (p) =>
    productPage(p)
      .replace('</head>', '<style>.stale { display: none }</style></head>')
      .replace(
        '<ul class="facts">',
        `<div class="stale"><div class="buy-box"><span class="price">$${(p.price + 40).toFixed(2)}</span></div></div><ul class="facts">`,
      ),
  );
  const prompt = 'the styled lamp: name, price, maker, code';
  for (const p of products.slice(0, 2)) await run(worker, url(p), SCHEMA, prompt);
  const ways: string[][] = [];
  for (const p of products.slice(2, 5)) {
    const before = shop().requests.length;
    const response = await run(worker, url(p), SCHEMA, prompt);
    expect(response.status, response.error).toBe('completed');
    expect(response.result).toEqual(expected(p));
    expect(response.recipe.used).toBe(true);
    ways.push(loads(before, new URL(url(p)).pathname));
  }
  expect(ways).toEqual([['empty', 'document'], ['document'], ['document']]);
  expect(server().chatRequests).toHaveLength(2);
});
