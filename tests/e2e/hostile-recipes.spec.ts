import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  productPage,
  products,
  runRecipeRequest as run,
  SCHEMA,
  useFakeModel,
  useLampShopAndModel,
} from './recipes-support';

// Issue 24 (recipes and addresses): a hostile selector cannot freeze the worker, an import
// cannot silently wipe the user's recipes, a password in an address is never kept or sent.

const { server, shop } = useLampShopAndModel();

const PATHOLOGICAL = 'b ~ i ~ i ~ i ~ i ~ i ~ i ~ i ~ i ~ i';

async function learnOne(worker: Worker): Promise<any> {
  await useFakeModel(worker, server());
  for (const p of products.slice(0, 2)) expect((await run(worker, shop().url(p))).status).toBe('completed');
  const exported = JSON.parse(await worker.evaluate(() => (globalThis as any).quarry.recipes.export()));
  expect(exported.recipes).toHaveLength(1);
  return exported;
}

test('a selector with unbounded cost is refused at import, and a stored one never runs', async ({ worker }) => {
  const exported = await learnOne(worker);
  const hostile = structuredClone(exported);
  hostile.recipes[0].fields[0].picks = [
    { locator: { by: 'css', selector: PATHOLOGICAL }, read: 'text', before: '', after: '', keep: false, many: false },
  ];
  const refused = await worker.evaluate(
    (json) => (globalThis as any).quarry.recipes.import(json).then(String, (e: Error) => e.message),
    JSON.stringify(hostile),
  );
  expect(refused).toMatch(/general-sibling combinators/);

  // Stored anyway (an older Quarry learned it on a hostile page): on a page with 40 <i>
  // siblings the run still answers, and so does the worker.
  await worker.evaluate((recipes) => chrome.storage.local.set({ recipes: JSON.stringify(recipes) }), hostile.recipes);
  const p = products[2]!;
  writeFileSync(
    join(shop().root, 'lamp', `${p.code.toLowerCase()}.html`),
    productPage(p).replace('</main>', `<div><b>x</b>${'<i></i>'.repeat(40)}</div></main>`),
  );
  const started = Date.now();
  const response = await run(worker, shop().url(p));
  expect(response.status).toBe('completed');
  expect(await worker.evaluate(() => (globalThis as any).quarry.settings().then(() => 'answered'))).toBe('answered');
  expect(Date.now() - started).toBeLessThan(30_000);
  // The page went to the model, which taught a fresh recipe; the hostile selector is gone.
  expect(response.recipe).toMatchObject({ used: false });
  expect(JSON.stringify(await worker.evaluate(() => (globalThis as any).quarry.recipes.list()))).not.toContain('~');
});

test('an import that would remove the user’s recipes asks first, in Settings and in the automation call', async ({
  worker,
  context,
  extensionId,
}) => {
  // Two model runs, three imports of 200 recipes and a Settings page listing them.
  test.setTimeout(180_000);
  const exported = await learnOne(worker);
  const base = exported.recipes[0];
  const mine = Array.from({ length: 6 }, (_, i) => ({ ...base, id: `mine-${i}` }));
  const full = { quarryRecipes: 1, recipes: Array.from({ length: 200 }, (_, i) => ({ ...base, id: `theirs-${i}` })) };
  const seedMine = () =>
    worker.evaluate((recipes) => chrome.storage.local.set({ recipes: JSON.stringify(recipes) }), mine);
  const ids = async (): Promise<string[]> =>
    (await worker.evaluate(() => (globalThis as any).quarry.recipes.list())).map((r: { id: string }) => r.id);
  await seedMine();

  const asked = await worker.evaluate(
    (json) => (globalThis as any).quarry.recipes.import(json).then(String, (e: Error) => e.message),
    JSON.stringify(full),
  );
  expect(asked).toMatch(/^Importing 200 recipes would remove your 6 .*import 194\? Nothing was imported/);
  expect(await ids()).toEqual(mine.map((r) => r.id));
  expect(
    await worker.evaluate((json) => (globalThis as any).quarry.recipes.import(json, { replace: false }), full),
  ).toBe(194);
  expect((await ids()).filter((id) => id.startsWith('mine'))).toHaveLength(6);
  await seedMine();
  expect(
    await worker.evaluate((json) => (globalThis as any).quarry.recipes.import(json, { replace: true }), full),
  ).toBe(200);
  expect((await ids()).filter((id) => id.startsWith('mine'))).toHaveLength(0);

  // Settings → Recipes asks before anything changes.
  await seedMine();
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html#recipes`);
  const section = page.getByRole('region', { name: 'Recipes', exact: true });
  const file = { name: 'shared.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(full)) };
  await section.getByLabel('Import recipes').setInputFiles(file);
  const dialog = section.getByRole('alertdialog', { name: 'Import would remove recipes' });
  await expect(dialog).toContainText(
    'shared.json: Importing 200 recipes would remove your 6 (at most 200 are kept): replace them, or keep yours and import 194?',
  );
  expect(await ids()).toEqual(mine.map((r) => r.id));
  await dialog.getByRole('button', { name: 'Keep mine, import 194' }).click();
  // Storing and listing 200 recipes takes a while on a loaded machine.
  await expect(section.getByRole('status')).toHaveText('Imported 194 recipes from shared.json.', { timeout: 30_000 });
  expect((await ids()).filter((id) => id.startsWith('mine'))).toHaveLength(6);
  await section.getByLabel('Import recipes').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Replace them' }).click();
  await expect(section.getByRole('status')).toHaveText('Imported 200 recipes from shared.json.', { timeout: 30_000 });
  expect((await ids()).filter((id) => id.startsWith('mine'))).toHaveLength(0);
});

test('a password in an address is refused, never stored, shown, exported or sent to the model', async ({
  worker,
  context,
}) => {
  test.setTimeout(180_000);
  await useFakeModel(worker, server());
  const withSecret = (url: string): string => url.replace('http://', 'http://lamp-admin:hunter2@');
  const [a, b, c] = products;
  // A run's website_url: refused with a sentence that names the address without the secret.
  const single = await run(worker, withSecret(shop().url(a!)));
  expect(single.status).toBe('failed');
  expect(single.error).toMatch(/had a user name and password in it/);
  // A batch: the good address runs, the one with a password fails alone.
  const batch = await worker.evaluate(
    ({ urls }) => (globalThis as any).quarry.batch({ user_prompt: 'name and price', mock: true }, { urls, pauseMs: 0 }),
    { urls: [shop().url(b!), withSecret(shop().url(c!)), 'ftp://files.test/x'] },
  );
  expect(batch.responses.map((r: any) => r.status)).toEqual(['completed', 'failed', 'failed']);
  expect(batch.responses[1].website_url).toBe(shop().url(c!));
  expect(batch.responses[2].error).toMatch(/not an absolute http\(s\) address/);

  // A tab the user opened at such an address: read, learned from, exported — without it.
  const tab = await context.newPage();
  for (const p of products.slice(3, 5)) {
    await tab.goto(withSecret(shop().url(p)));
    const tabId = await worker.evaluate(
      async (code) => (await chrome.tabs.query({})).find((t) => t.url?.includes(code))?.id,
      `/lamp/${p.code.toLowerCase()}.html`,
    );
    expect(tabId).toBeDefined();
    const response = await worker.evaluate(
      ({ tabId, schema }) =>
        (globalThis as any).quarry.smartscraper(
          { user_prompt: 'name, price, maker and item code', output_schema: schema },
          { tabId },
        ),
      { tabId, schema: SCHEMA },
    );
    expect(response.status).toBe('completed');
    expect(response.website_url).not.toContain('hunter2');
  }
  const everything = JSON.stringify(await worker.evaluate(() => chrome.storage.local.get(null)));
  expect(everything).not.toContain('hunter2');
  expect(await worker.evaluate(() => (globalThis as any).quarry.recipes.export())).not.toContain('hunter2');
  expect(JSON.stringify(server().requests)).not.toContain('hunter2');
});

test('Many pages says before Run that a bad address fails alone, and a password is not kept', async ({
  openPopup,
  worker,
}) => {
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Many pages' }).click();
  const secret = shop().url(products[1]!).replace('http://', 'http://lamp-admin:hunter2@');
  await popup.getByLabel('Page addresses').fill([shop().url(products[0]!), secret].join('\n'));
  await expect(popup.getByRole('status').filter({ hasText: 'pages' })).toContainText(
    '2 pages · 1 address with a password will fail (Quarry keeps no passwords: sign in in a tab instead)',
  );
  await expect(popup.getByText('Each address runs on its own: one that cannot be opened fails alone')).toBeVisible();
  // The saved draft (what survives closing the popup) holds no password.
  const code = products[1]!.code.toLowerCase();
  await expect
    .poll(async () => JSON.stringify(await worker.evaluate(() => chrome.storage.local.get(null))))
    .toContain(`${code}.html`);
  expect(JSON.stringify(await worker.evaluate(() => chrome.storage.local.get(null)))).not.toContain('hunter2');
});
