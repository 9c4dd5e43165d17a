import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import {
  PROMPT,
  openPopupWithRequest,
  products,
  runInPopup,
  runRecipeRequest,
  useLampShopAndModel,
  useFakeModel,
  type Product,
} from './recipes-support';

// Recipes in the UI: the built extension in Chromium, the lamp shop on 127.0.0.1, the fake
// OpenAI server as the model. Whether the model was asked is read from the server's log.

const { server, shop } = useLampShopAndModel();

/** Shows a product page in the user's tab, in front (the page the popup's Run reads). */
async function show(tab: Page, p: Product): Promise<void> {
  await tab.goto(shop().url(p));
  await tab.bringToFront();
}

// Each step below presses Run (runInPopup) and then waits for what only its own run shows.
test('a served result says "From recipe", and "Run with the model instead" asks the model for that run only', async ({
  context,
  worker,
  openPopup,
}) => {
  await useFakeModel(worker, server());
  const tab = await context.newPage();
  await show(tab, products[0] as Product);
  const popup = await openPopupWithRequest(openPopup);
  const job = popup.locator('.job');

  // First page: the model answers, and the run says it taught a recipe.
  await runInPopup(popup);
  await expect(job).toHaveAttribute('data-status', 'completed');
  await expect(job.getByTestId('recipe-note')).toHaveText(
    'Learned from 1 page — the next page of this site confirms it',
  );
  await expect(job.getByLabel('Usage')).toContainText('tokens in');
  // Second page (through the automation API): confirms the recipe.
  expect((await runRecipeRequest(worker, shop().url(products[1] as Product))).recipe).toMatchObject({ learned: true });
  expect(server().chatRequests).toHaveLength(2);
  await expect(job.getByTestId('recipe-note')).toHaveText(
    'Confirmed on 2 pages — later pages of this site are served at 0 tokens',
  );

  // Third page: served by the recipe, with its real figures, no model request.
  await show(tab, products[2] as Product);
  await runInPopup(popup);
  await expect(job.getByTestId('recipe-line')).toHaveText(/^From recipe · 0 tokens · \d+ ms$/);
  await expect(job.getByText(products[2]?.code as string, { exact: true })).toBeVisible();
  expect(server().chatRequests).toHaveLength(2);

  // Run with the model instead: the same request on the same page reaches the model; the
  // model agrees with the recipe, so the recipe is kept as it is.
  await job.getByRole('button', { name: 'Run with the model instead' }).click();
  await expect(job.getByTestId('recipe-note')).toHaveText(
    "The model's answer matches the recipe — confirmed on 2 pages",
  );
  await expect(job).toHaveAttribute('data-status', 'completed');
  expect(server().chatRequests).toHaveLength(3);
  expect(JSON.stringify(server().chatRequests[2]?.body.messages)).toContain(products[2]?.code);
  await expect(job.getByLabel('Usage')).toContainText('tokens in');

  // Only that run: the next Run is served by the recipe again.
  await runInPopup(popup);
  await expect(job.getByTestId('recipe-line')).toBeVisible();
  expect(server().chatRequests).toHaveLength(3);

  // A page whose template changed goes to the model, and the run says the recipe healed.
  const changed = products[3] as Product;
  shop().write(changed, true);
  try {
    await show(tab, changed);
    await runInPopup(popup);
    await expect(job.getByTestId('recipe-note')).toHaveText(
      'Recipe re-learned (healed): “price” is not where the recipe expects it on this page',
    );
    expect(server().chatRequests).toHaveLength(4);
  } finally {
    shop().write(changed);
  }
});

test('Settings → Recipes lists a recipe with its fields; delete, export then import, and a bad file', async ({
  context,
  worker,
  extensionId,
}) => {
  await useFakeModel(worker, server());
  for (const p of products.slice(0, 3)) await runRecipeRequest(worker, shop().url(p));
  expect(server().chatRequests).toHaveLength(2);
  const recipes = () => worker.evaluate(() => (globalThis as any).quarry.recipes.list());
  const [stored] = await recipes();
  expect(stored.served).toBe(1);

  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html#recipes`);
  const section = page.getByRole('region', { name: 'Recipes', exact: true });
  const where = `${shop().origin}/lamp/*`;
  const recipe = section.getByRole('article', { name: `Recipe for ${where}` });
  await expect(recipe).toBeVisible();
  await expect(recipe).toContainText(`Prompt: ${PROMPT}`);
  await expect(recipe).toContainText('Learned from 2 pages');
  await expect(recipe).toContainText('Runs served: 1 · Last healed: never');
  // Every field of the schema, each with where it is read (what the learner chose, in words).
  const fields = recipe.getByRole('table', { name: /Fields of the recipe/ });
  for (const name of ['name', 'price', 'maker', 'code']) {
    const row = fields.getByRole('row', { name: new RegExp(`^${name}\\b`) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell')).not.toHaveText('');
  }
  await expect(fields.getByRole('row', { name: /^price number, required/ })).toBeVisible();
  // Readings are said in words, not as CSS chains ("the text after the label “Price”").
  for (const cell of await fields.getByRole('cell').allTextContents()) {
    expect(cell).not.toMatch(/ > |\[[\w-]+=|^element |\b[a-z]+\.[a-z-]+\b/);
    expect(cell).toMatch(/^(the |item \d+ |each |value \d+)/);
  }

  // Export downloads the JSON the automation API gives.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Export recipes' }).click(),
  ]);
  const exportedPath = await download.path();
  const exported = JSON.parse(readFileSync(exportedPath, 'utf8'));
  expect(exported).toMatchObject({ quarryRecipes: 1, recipes: [{ id: stored.id }] });

  // Delete removes it, here and in storage.
  await recipe.getByRole('button', { name: `Delete the recipe for ${where}` }).click();
  await expect(recipe).toHaveCount(0);
  await expect(section.getByText('No recipes yet.')).toBeVisible();
  expect(await recipes()).toEqual([]);

  // A bad file says why and changes nothing.
  const fileInput = section.getByLabel('Import recipes');
  await fileInput.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ quarryRecipes: 1, recipes: [{ id: 'x' }] })),
  });
  await expect(section.getByRole('alert')).toContainText('bad.json: This is not a valid Quarry recipes export');
  await expect(section.getByRole('alert')).toContainText('Nothing was imported.');
  await fileInput.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('hello') });
  await expect(section.getByRole('alert')).toContainText(
    'notes.json: This is not a Quarry recipes export: it is not JSON.',
  );
  expect(await recipes()).toEqual([]);

  // Import of the exported file restores the recipe, and it serves again.
  await fileInput.setInputFiles(exportedPath);
  await expect(section.getByRole('status')).toHaveText(/^Imported 1 recipe from /);
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(recipe).toBeVisible();
  expect(await recipes()).toEqual([stored]);
  const served = await runRecipeRequest(worker, shop().url(products[5] as Product));
  expect(served.recipe).toEqual({ id: stored.id, used: true });
  expect(server().chatRequests).toHaveLength(2);
  await expect(recipe).toContainText('Runs served: 2');
});
