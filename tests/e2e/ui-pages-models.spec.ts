import { readFileSync } from 'node:fs';
import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';

// Issue 21 item 5 (a run over several pages gives the tab back; Show on the page goes to the
// page a value came from), item 8's model suggestions, and the JSON download matching the view.

const server = fakeModelForFile();

const LIST = {
  type: 'object',
  properties: { products: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } },
};

test('after total_pages 2 the tab is back on page 1, and Show on the page goes to page 2 for a page-2 value', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  await worker.evaluate(
    (baseURL) =>
      (globalThis as any).quarry.configure({ provider: { kind: 'openai-compatible', baseURL, model: 'test-model' } }),
    `${server.url}/v1`,
  );
  server.script((request) => {
    const page = /Catalogue — page (\d)/.exec(JSON.stringify(request.body.messages))?.[1] ?? '?';
    return { content: { products: [{ name: `Catalogue product ${page}-A` }] } };
  });
  const first = `${site.origin}/page-options/catalogue/page-1.html`;
  const tab = await context.newPage();
  await tab.goto(first);
  await tab.bringToFront();
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('every product');
  await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(LIST));
  await popup.getByText('Advanced', { exact: true }).click();
  await popup.getByLabel('Pages (1–100)').fill('2');
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  expect(server.chatRequests.length).toBeGreaterThanOrEqual(2);
  // The run walked the tab to page 2; it is back where the user was.
  await expect.poll(() => tab.url()).toBe(first);
  // A run over several pages cannot teach a recipe, and says so.
  await expect(job.getByTestId('recipe-note')).toHaveText(
    'No recipe learned: this run read 2 pages into one answer, and a recipe learns from one page at a time. Run it on a single page to teach one.',
  );

  // A value from page 2: the tab goes there, and the value is outlined.
  await job.getByRole('tab', { name: 'Table' }).click();
  await job.getByRole('button', { name: 'Show “Catalogue product 2-A” on the page' }).click();
  await expect(job.getByTestId('locate-status')).toHaveText('Shown on page 2 of the run, where it was found.');
  await expect.poll(() => tab.url()).toBe(`${site.origin}/page-options/catalogue/page-2.html`);
  await expect(tab.locator('[data-quarry-highlight]')).toHaveCount(1);
  await expect(tab.getByText('Catalogue product 2-A, price 2.10')).toBeInViewport();

  // And back: a page-1 value from the tab on page 2.
  await job.getByRole('button', { name: 'Show “Catalogue product 1-A” on the page' }).click();
  await expect(job.getByTestId('locate-status')).toHaveText('Shown on page 1 of the run, where it was found.');
  await expect.poll(() => tab.url()).toBe(first);
});

test('the Model field suggests what GET /v1/models lists, and stays free text when the server lists nothing', async ({
  context,
  extensionId,
}) => {
  server.configure({ models: ['llama-small', 'qwen-mini', 'test-model'] });
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const model = page.getByRole('region', { name: 'Model', exact: true });
  await model.getByLabel('Preset').selectOption('custom');
  await model.getByLabel('Base URL').fill(`${server.url}/v1`);
  const suggestions = page.getByTestId('model-suggestions').locator('option');
  await expect(suggestions).toHaveCount(3);
  expect(await suggestions.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
    'llama-small',
    'qwen-mini',
    'test-model',
  ]);
  await expect(model.getByLabel('Model', { exact: true })).toHaveAttribute('list', 'model-name-suggestions');
  await model.getByLabel('Model', { exact: true }).fill('other-model');
  await expect(page.getByTestId('model-suggestions-hint')).toContainText('“other-model” is not among them.');
  expect(server.requests.some((r) => r.method === 'GET' && /\/v1\/models$/.test(r.path))).toBe(true);
  expect(server.chatRequests).toHaveLength(0);

  // A server that is not there: no suggestions, no error, the field is typed as before.
  await model.getByLabel('Base URL').fill('http://127.0.0.1:9/v1');
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('model-suggestions')).toHaveCount(0);
  await expect(model.getByLabel('Model', { exact: true })).not.toHaveAttribute('list', /./);
  await expect(model.getByLabel('Model', { exact: true })).toHaveValue('other-model');
});

test('Download JSON holds what Raw JSON shows: a requested field the page lacks, as null', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  await worker.evaluate(
    (baseURL) =>
      (globalThis as any).quarry.configure({ provider: { kind: 'openai-compatible', baseURL, model: 'test-model' } }),
    `${server.url}/v1`,
  );
  server.setDefault({ content: { name: 'Desk lamp' } });
  const schema = { type: 'object', properties: { name: { type: 'string' }, upc: { type: 'string' } } };
  const tab = await context.newPage();
  await tab.goto(`${site.origin}/product.html`);
  await tab.bringToFront();
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('the product');
  await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(schema));
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'completed');
  const shown = JSON.parse((await job.getByTestId('result').textContent()) ?? '');
  expect(shown).toEqual({ name: 'Desk lamp', upc: null });
  const [download] = await Promise.all([
    popup.waitForEvent('download'),
    popup.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toEqual(shown);
});
