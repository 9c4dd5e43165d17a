import type { BrowserContext, Worker } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, launchQuarry, test } from './support/fixtures';
import { finishedJob, openShop, putJob } from './ui-support';

const RESULT = {
  shop: 'Fixture shop',
  products: [
    { name: 'Trail Runner 3', price: 89.9, tags: ['trail', 'wide'], note: 'comma, "quoted"' },
    { name: 'Road Glide', price: 119, tags: [], note: 'two\nlines' },
  ],
};

test('exports copy JSON and TSV, download JSON and CSV, and copy the page as Markdown', async ({
  context,
  site,
  worker,
  openPopup,
}) => {
  // Chromium refuses permission grants to chrome-extension:// origins, so the clipboard is
  // read back from the fixture page (one clipboard for the whole browser).
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  const shop = await context.newPage();
  await openShop(shop, site.origin);
  await putJob(
    worker,
    finishedJob('exp', Date.UTC(2026, 0, 2, 3, 4), { result: RESULT, website_url: 'https://shop.example/list' }),
  );
  const popup = await openPopup();
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  const clipboard = async (): Promise<string> => {
    const text = await shop.evaluate(() => navigator.clipboard.readText());
    await popup.bringToFront();
    return text;
  };

  await popup.getByRole('button', { name: 'Copy JSON' }).click();
  await expect(popup.getByText('Copied JSON.')).toBeVisible();
  expect(JSON.parse(await clipboard())).toEqual(RESULT);

  await popup.getByRole('button', { name: 'Copy TSV' }).click();
  await expect(popup.getByText(/Copied as TSV/)).toBeVisible();
  expect(await clipboard()).toBe(
    'name\tprice\ttags.0\ttags.1\tnote\ttags\r\nTrail Runner 3\t89.9\ttrail\twide\t"comma, ""quoted"""\t\r\nRoad Glide\t119\t\t\t"two\nlines"\t[]',
  );

  const [jsonDownload] = await Promise.all([
    popup.waitForEvent('download'),
    popup.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(jsonDownload.suggestedFilename()).toBe('quarry-shop.example-2026-01-02T03-04.json');
  const jsonPath = await jsonDownload.path();
  expect(JSON.parse((await import('node:fs')).readFileSync(jsonPath, 'utf8'))).toEqual(RESULT);

  const [csvDownload] = await Promise.all([
    popup.waitForEvent('download'),
    popup.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe('quarry-shop.example-2026-01-02T03-04.csv');
  const csv = (await import('node:fs')).readFileSync(await csvDownload.path(), 'utf8');
  // A UTF-8 byte-order mark first (on by default), so Excel reads accents right.
  expect(csv).toBe(
    '\uFEFFname,price,tags.0,tags.1,note,tags\r\nTrail Runner 3,89.9,trail,wide,"comma, ""quoted""",\r\nRoad Glide,119,,,"two\nlines",[]',
  );

  await popup.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(popup.getByText('Copied the page as Markdown.')).toBeVisible();
  const markdown = await clipboard();
  expect(markdown).toContain('Running shoes');
  expect(markdown).toContain('Trail Runner 3');
});

test('history: search, reopen, re-run, delete, clear, and it survives reopening', async ({
  context,
  site,
  worker,
  openPopup,
}) => {
  await openShop(await context.newPage(), site.origin);
  const now = Date.now();
  await putJob(
    worker,
    finishedJob('a', now - 3000, {
      user_prompt: 'Every product',
      request: { user_prompt: 'Every product', mock: true, number_of_scrolls: 2 },
      result: { products: [{ name: 'Trail Runner 3' }] },
      website_url: `${site.origin}/ui/products.html`,
    }),
  );
  await putJob(
    worker,
    finishedJob('b', now - 2000, {
      user_prompt: 'Article author',
      request: { user_prompt: 'Article author', mock: true },
      result: { author: 'Ada Lovelace' },
      website_url: `${site.origin}/product.html`,
    }),
  );
  let popup = await openPopup();
  await popup.getByRole('button', { name: 'History' }).click();
  await expect(popup.locator('.history-item')).toHaveCount(2);
  await expect(popup.getByText('2 runs kept.')).toBeVisible();

  // Search looks into prompts, addresses and results.
  await popup.getByLabel('Search history').fill('lovelace');
  await expect(popup.locator('.history-item')).toHaveCount(1);
  await expect(popup.locator('.history-prompt')).toHaveText('Article author');
  // The popup closes on blur: the search survives it.
  await popup.close();
  popup = await openPopup();
  await expect(popup.getByLabel('Search history')).toHaveValue('lovelace');
  await expect(popup.locator('.history-item')).toHaveCount(1);
  await popup.getByLabel('Search history').fill('');

  // Reopen puts the run on screen and its request back in the form.
  await popup.getByRole('button', { name: 'Open run: Every product' }).click();
  await expect(popup.getByText('Showing an earlier run.')).toBeVisible();
  await expect(popup.locator('.job-prompt')).toHaveText('Every product');
  await popup.getByRole('button', { name: 'Edit request' }).click();
  await expect(popup.getByLabel('What do you want?')).toHaveValue('Every product');
  await popup.locator('summary', { hasText: 'Advanced' }).click();
  await expect(popup.getByLabel('Scrolls (0–50)')).toHaveValue('2');

  // Re-run sends the same request again, to the run's own page; the new run shows.
  await popup.getByRole('button', { name: 'History' }).click();
  await popup.getByRole('button', { name: 'Re-run: Article author' }).click();
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  await expect(popup.locator('.job-prompt')).toHaveText('Article author');
  const requests = await worker.evaluate(async () => {
    const items = await chrome.storage.local.get(null);
    return Object.entries(items)
      .filter(([k]) => k.startsWith('job:'))
      .map(([, v]) => JSON.parse(v as string))
      .sort((x, y) => y.createdAt - x.createdAt)
      .map((j) => j.request);
  });
  expect(requests).toHaveLength(3);
  expect(requests[0]).toEqual({
    user_prompt: 'Article author',
    mock: true,
    website_url: `${site.origin}/product.html`,
  });

  // Survives closing the popup.
  await popup.close();
  popup = await openPopup();
  await popup.getByRole('button', { name: 'History' }).click();
  await expect(popup.locator('.history-item')).toHaveCount(3);

  // Delete one, then clear the rest (two steps, so nothing goes by accident).
  await popup.getByRole('button', { name: 'Delete run: Every product' }).click();
  await expect(popup.locator('.history-item')).toHaveCount(2);
  await popup.getByRole('button', { name: 'Clear history' }).click();
  await popup.getByRole('button', { name: 'Delete all 2 runs' }).click();
  await expect(popup.locator('.history-item')).toHaveCount(0);
  await expect(popup.getByText('No runs yet.', { exact: false })).toBeVisible();
});

test('history survives a browser restart and shows the storage notice', async ({ openPopup: _unused }) => {
  // A second browser on the same profile: what a restart of Chrome does to extension storage.
  const profile = mkdtempSync(join(tmpdir(), 'quarry-restart-'));
  const launch = (): Promise<BrowserContext> => launchQuarry(profile);
  const workerOf = async (ctx: BrowserContext): Promise<Worker> =>
    ctx.serviceWorkers()[0] ?? (await ctx.waitForEvent('serviceworker'));
  try {
    let browser = await launch();
    let worker = await workerOf(browser);
    await putJob(worker, finishedJob('kept', Date.now(), { user_prompt: 'Kept across restarts', result: { a: 1 } }));
    await worker.evaluate(() => chrome.storage.local.set({ 'history:notice': { removed: 3, at: Date.now() } }));
    await browser.close();

    browser = await launch();
    worker = await workerOf(browser);
    const page = await browser.newPage();
    await page.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.locator('.history-prompt')).toHaveText('Kept across restarts');
    await expect(page.getByText(/the 3 oldest runs were removed from history/)).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(/oldest runs were removed/)).toHaveCount(0);
    await browser.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
