import { readFileSync } from 'node:fs';
import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';
import { finishedJob, putJob } from './ui-support';
import { answerFromPage, COLOURS, productUrl, useFakeModel } from './batch-support';

// "Run on many pages" and "Open each link…" in the popup, over the fixture shop, with the
// fake OpenAI server reading each product page it is sent.

const server = fakeModelForFile();
test.beforeEach(() => {
  answerFromPage(server, 0);
});

test('Run on many pages: pasted addresses, progress, merged table with source URLs, CSV', async ({
  worker,
  site,
  openPopup,
}) => {
  test.setTimeout(120_000);
  await useFakeModel(worker, server);
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Many pages' }).click();
  const pasted = [
    'address',
    ...[1, 2, 3, 4, 5].map((n) => productUrl(site.origin, n)),
    `${site.origin}/batch/missing.html`,
  ];
  await popup.getByLabel('Page addresses').fill(pasted.join('\n'));
  await expect(popup.getByText('6 pages · 1 line without an address skipped')).toBeVisible();
  await popup.getByLabel('What do you want from each page?').fill('the product name and price');
  await popup.getByRole('button', { name: 'Run on 6 pages' }).click();
  await expect(popup.getByTestId('batch-progress')).toHaveText('6 / 6 pages · 1 failed', { timeout: 60_000 });
  await expect(popup.locator('.batch')).toHaveAttribute('data-status', 'completed');
  await expect(popup.getByTestId('batch-cost')).toContainText('5 of 6 pages used the model');
  const table = popup.getByRole('region', { name: 'Table of all pages' });
  await expect(table.locator('tbody tr')).toHaveCount(6);
  await expect(table).toContainText('Product 3');
  await expect(table).toContainText('answered HTTP 404');

  const [download] = await Promise.all([
    popup.waitForEvent('download'),
    popup.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  // Settings → Exports starts CSV files with a BOM by default (for Excel).
  const csv = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(csv[0]).toBe('source_url,name,price,colour,error');
  expect(csv[1]).toBe(`${productUrl(site.origin, 1)},Product 1,1.5,green,`);
  expect(csv[6]).toMatch(/missing\.html,,,,.*HTTP 404/);
});

test('pause, resume and cancel from the popup; finished pages stay in the table', async ({
  worker,
  site,
  openPopup,
}) => {
  test.setTimeout(120_000);
  await useFakeModel(worker, server);
  answerFromPage(server, 700);
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Many pages' }).click();
  const urls = Array.from({ length: 12 }, (_, i) => productUrl(site.origin, i + 1));
  await popup.getByLabel('Page addresses').fill(urls.join('\n'));
  await popup.getByLabel('What do you want from each page?').fill('the product name and price');
  await popup.getByRole('button', { name: 'Run on 12 pages' }).click();
  await expect(popup.getByTestId('batch-progress')).toContainText(/^[1-9]\d* \/ 12 pages/, { timeout: 30_000 });
  await popup.getByRole('button', { name: 'Pause' }).click();
  await expect(popup.locator('.batch')).toHaveAttribute('data-status', 'paused');
  await popup.getByRole('button', { name: 'Resume' }).click();
  await expect(popup.locator('.batch')).toHaveAttribute('data-status', 'running');
  await popup.getByRole('button', { name: 'Cancel batch' }).click();
  await expect(popup.locator('.batch')).toHaveAttribute('data-status', 'cancelled');
  const [summary] = await worker.evaluate(() => (globalThis as any).quarry.batches());
  expect(summary.status).toBe('cancelled');
  expect(summary.completed).toBeGreaterThan(0);
  expect(summary.completed).toBeLessThan(12);
  await expect(popup.getByRole('region', { name: 'Table of all pages' }).locator('tbody tr')).toHaveCount(
    summary.completed + summary.failed,
  );
});

test('Open each link on a 30-row result adds each linked page’s fields to its row', async ({
  worker,
  site,
  openPopup,
}) => {
  test.setTimeout(150_000);
  await useFakeModel(worker, server);
  const products = Array.from({ length: 30 }, (_, i) => ({
    name: `Product ${i + 1}`,
    url: productUrl(site.origin, i + 1),
  }));
  await putJob(
    worker,
    finishedJob('list', Date.now(), { result: { products }, website_url: `${site.origin}/batch/list.html` }),
  );
  const popup = await openPopup();
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  await popup.getByRole('button', { name: 'Open each link…' }).click();
  await popup.getByLabel('What do you want from each linked page?').fill('the price and colour');
  await popup
    .getByLabel('Schema for each page (JSON, optional)')
    .fill(JSON.stringify({ type: 'object', properties: { price: { type: 'number' }, colour: { type: 'string' } } }));
  await popup.getByRole('button', { name: 'Open 30 links' }).click();
  await expect(popup.getByTestId('batch-progress')).toHaveText('30 / 30 pages', { timeout: 120_000 });
  // The linked pages share one template: after the first answered pages the recipe learned in
  // the batch serves the rest (at most one more page goes to the model as the 1-in-25 check).
  expect(server.chatRequests.length).toBeGreaterThanOrEqual(2);
  expect(server.chatRequests.length).toBeLessThanOrEqual(4);

  const [download] = await Promise.all([
    popup.waitForEvent('download'),
    popup.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  const rows = JSON.parse(readFileSync(await download.path(), 'utf8'));
  // Every row gets its page's price and colour, read by the model or by the recipe.
  expect(rows.map(({ 'linked.name': _, ...row }: Record<string, unknown>) => row)).toEqual(
    products.map((row, i) => ({ ...row, price: i + 1.5, colour: COLOURS[(i + 1) % 3] })),
  );
  // The model answered name too (outside the schema): on the pages it read, the row keeps its
  // own name and the page's sits beside it; the recipe reads only the schema's fields.
  const linkedNames = rows.flatMap((row: Record<string, unknown>, i: number) =>
    'linked.name' in row ? [[row['linked.name'], `Product ${i + 1}`]] : [],
  );
  expect(linkedNames.length).toBeGreaterThanOrEqual(2);
  expect(linkedNames.length).toBeLessThanOrEqual(server.chatRequests.length);
  for (const [got, want] of linkedNames) expect(got).toBe(want);
});
