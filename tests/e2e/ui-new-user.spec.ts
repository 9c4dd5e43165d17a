import type { Page } from '@playwright/test';
import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';
import { productOnPage, productUrl, useFakeModel } from './batch-support';
import { finishedJob, putJob } from './ui-support';

// Issue 21 as a new user found it: items 3, 4, 6, 7 and 8 (1 and 2 are in ui-status-batch.spec.ts).

const server = fakeModelForFile();

async function runOnProduct(page: Page, popup: Page, origin: string, schema?: unknown): Promise<void> {
  await page.goto(productUrl(origin, 4));
  await page.bringToFront();
  await popup.getByLabel('What do you want?').fill('the product');
  if (schema) await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(schema));
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
}

test('3: a requested field the page lacks stays, as null, and is named: "upc: not on this page"', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  await useFakeModel(worker, server);
  server.setDefault({ content: { name: 'Product 4', price: 4.5 } });
  const schema = {
    type: 'object',
    properties: { name: { type: 'string' }, price: { type: 'number' }, upc: { type: 'string' } },
  };
  const page = await context.newPage();
  const popup = await openPopup();
  await runOnProduct(page, popup, site.origin, schema);
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'completed');
  await expect(job.getByTestId('missing-fields')).toHaveText('upc: not on this page');
  expect(JSON.parse((await job.getByTestId('result').textContent()) ?? '')).toEqual({
    name: 'Product 4',
    price: 4.5,
    upc: null,
  });
});

test('4: a prose answer with a nameless field is a mismatch with "Show the model’s answer", not a row', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  await useFakeModel(worker, server);
  server.setDefault({ content: { products: [{ name: 'Product 4', '': null }] } });
  const page = await context.newPage();
  const popup = await openPopup();
  await runOnProduct(page, popup, site.origin);
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'failed');
  await expect(job.getByRole('alert')).toContainText('products[0] has a field with no name');
  await popup.getByText('Show the model’s answer').or(popup.getByText("Show the model's answer")).click();
  await expect(job.getByTestId('model-answer')).toContainText('"":null');
  await expect(job.locator('table')).toHaveCount(0);
});

test('6: after the model is set up, a "No model is configured" run says "Model set up — run again"', async ({
  worker,
  openPopup,
}) => {
  const NO_MODEL = await worker.evaluate(async () => {
    const scope = globalThis as any;
    const job = await scope.quarry.smartscraper({ user_prompt: 'x', website_html: '<p>x</p>' });
    return job.error as string;
  });
  expect(NO_MODEL).toMatch(/^No model is configured/);
  const popup = await openPopup();
  await expect(popup.getByRole('button', { name: 'Open settings' }).first()).toBeVisible();
  await useFakeModel(worker, server);
  await expect(popup.getByTestId('model-ready')).toHaveText('Model set up — run again.');
  await expect(popup.getByText(/^No model is configured/)).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Run again' })).toBeVisible();
});

test('7: every screen of the side panel fits 360 px without sideways scrolling', async ({
  context,
  worker,
  extensionId,
  site,
}) => {
  test.setTimeout(120_000);
  const products = Array.from({ length: 5 }, (_, i) => ({
    ...productOnPage(i + 1),
    url: productUrl(site.origin, i + 1),
  }));
  await putJob(worker, finishedJob('list', Date.now(), { result: { products }, user_prompt: 'every product' }));
  await worker.evaluate(
    async ({ urls }) => {
      const scope = globalThis as any;
      await scope.quarry.batch({ user_prompt: 'name and price', mock: true }, { urls, pauseMs: 0 });
      await scope.quarry.batch({ user_prompt: 'name and price again', mock: true }, { urls, pauseMs: 0 });
    },
    { urls: [1, 2, 3].map((n) => `${productUrl(site.origin, n)}&a-rather-long-query=${'x'.repeat(60)}`) },
  );
  const panel = await context.newPage();
  await panel.setViewportSize({ width: 360, height: 700 });
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  const fits = (): Promise<boolean> =>
    panel.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  await expect(panel.locator('.job')).toHaveAttribute('data-status', 'completed');
  expect(await fits(), 'Extract').toBe(true);
  await panel.getByRole('button', { name: 'Many pages' }).click();
  await expect(panel.locator('section.batch')).toBeVisible();
  await expect(panel.getByTestId('batch-progress')).toHaveText('3 / 3 pages');
  await panel.getByText(/^Each page/).click();
  expect(await fits(), 'Many pages').toBe(true);
  // The merged table shows more than "#" and the first column: it scrolls inside its box.
  await expect(panel.getByRole('region', { name: 'Table of all pages' }).locator('th')).not.toHaveCount(2);
  await panel.getByRole('button', { name: 'History' }).click();
  await expect(panel.locator('.history-item')).toHaveCount(1);
  expect(await fits(), 'History').toBe(true);
  await panel.goto(`chrome-extension://${extensionId}/results.html?job=list`);
  await expect(panel.locator('tbody tr')).toHaveCount(5);
  expect(await fits(), 'Results').toBe(true);
  await panel.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(panel.getByRole('heading').first()).toBeVisible();
  expect(await fits(), 'Settings').toBe(true);
});

test('8: the words for pages at once match the pacer on the fixture server; "1 page"; whole header cell sorts', async ({
  worker,
  site,
  extensionId,
  context,
  openPopup,
}) => {
  test.setTimeout(120_000);
  await useFakeModel(worker, server);
  let live = 0;
  let maxLive = 0;
  server.script((request) => {
    live++;
    maxLive = Math.max(maxLive, live);
    setTimeout(() => live--, 2_500);
    const n = Number(/Product (\d+)/.exec(JSON.stringify(request.body?.messages ?? ''))?.[1] ?? -1);
    return { content: productOnPage(n), delayMs: 2_500 };
  });
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Many pages' }).click();
  await expect(popup.getByTestId('pace-hint')).toHaveText(
    'Pages of one site start at least a second apart; they may then load side by side.',
  );
  await popup.getByLabel('Page addresses').fill([1, 2, 3, 4].map((n) => productUrl(site.origin, n)).join('\n'));
  await popup.getByLabel('What do you want from each page?').fill('the product name and price');
  const ranAt = Date.now();
  await popup.getByRole('button', { name: 'Run on 4 pages' }).click();
  await expect(popup.getByTestId('batch-progress')).toHaveText('4 / 4 pages', { timeout: 90_000 });
  // Each page's first request to the site (its HTML), in order of arrival.
  const first = new Map<string, number>();
  for (const r of site.requests)
    if (r.url.startsWith('/batch/product.html') && r.at >= ranAt && !first.has(r.url)) first.set(r.url, r.at);
  const starts = [...first.values()].sort((a, b) => a - b);
  expect(starts).toHaveLength(4);
  // A second apart (jittered ±25%) on the one site, and side by side once started: as the words say.
  for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(700);
  expect(maxLive).toBe(2);

  await popup.getByRole('button', { name: 'Extract' }).click();
  await popup.getByText('Advanced', { exact: true }).click();
  await popup.getByLabel('Pages (1–100)').fill('1');
  await expect(popup.locator('summary', { hasText: 'Advanced' })).toContainText('Advanced · 1 page');
  await expect(popup.locator('summary', { hasText: 'Advanced' })).not.toContainText('1 pages');

  await putJob(worker, finishedJob('sort', Date.now(), { result: { products: [productOnPage(2), productOnPage(9)] } }));
  const tab = await context.newPage();
  await tab.goto(`chrome-extension://${extensionId}/results.html?job=sort`);
  const header = tab.locator('th', { hasText: 'price' });
  const box = await header.boundingBox();
  if (!box) throw new Error('no header cell');
  // Click near the cell's bottom-left corner, away from the word.
  await tab.mouse.click(box.x + 3, box.y + box.height - 2);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
});
