import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, OUT_DIR, test } from './support/fixtures';

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    offers: {
      type: 'array',
      items: { type: 'object', properties: { seller: { type: 'string' }, inStock: { type: 'boolean' } } },
    },
  },
};

test('the popup runs a mock extraction of the open page and marks the result as mock', async ({
  context,
  site,
  openPopup,
}) => {
  const page = await context.newPage();
  await page.goto(`${site.origin}/product.html`);
  const popup = await openPopup();
  await expect(popup.getByText('No model is configured yet.')).toBeVisible();
  await popup.getByRole('button', { name: 'Use mock mode' }).click();
  await popup.getByLabel('What do you want?').fill('the product name and price');
  await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(SCHEMA));
  await popup.getByRole('button', { name: 'Run' }).click();
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  await expect(popup.getByText('MOCK DATA', { exact: true })).toBeVisible();
  await expect(popup.locator('.job-url')).toHaveText(`${site.origin}/product.html`);
  const result = JSON.parse(await popup.getByTestId('result').innerText()) as Record<string, unknown>;
  expect(result).toEqual({
    name: expect.any(String),
    price: expect.any(Number),
    offers: [expect.any(Object), expect.any(Object)],
  });
});

test('quarry.smartscraper captures the tab and answers with the contract response', async ({
  context,
  site,
  worker,
}) => {
  const page = await context.newPage();
  await page.goto(`${site.origin}/product.html`);
  const tabId = await worker.evaluate(
    async (url) => (await chrome.tabs.query({ url }))[0]?.id,
    `${site.origin}/product.html`,
  );
  const response = await worker.evaluate(
    ({ tabId, schema }) =>
      (globalThis as any).quarry.smartscraper(
        { user_prompt: 'name and price', output_schema: schema, mock: true },
        { tabId },
      ),
    { tabId, schema: SCHEMA },
  );
  expect(response).toMatchObject({
    status: 'completed',
    website_url: `${site.origin}/product.html`,
    user_prompt: 'name and price',
    error: '',
    mock: true,
  });
  expect(typeof response.request_id).toBe('string');
  expect(Object.keys(response.result)).toEqual(['name', 'price', 'offers']);
});

test('capture returns the live DOM, including what scripts rendered', async ({ context, site, worker }) => {
  const page = await context.newPage();
  await page.goto(`${site.origin}/product.html`);
  await page.bringToFront();
  const snapshot = await worker.evaluate(() => (globalThis as any).quarry.capture());
  expect(snapshot.url).toBe(`${site.origin}/product.html`);
  expect(snapshot.title).toBe('Trail Runner 3 — Quarry fixture shop');
  expect(snapshot.html).toContain('Rendered by script: in stock');
  expect(await page.evaluate(() => Object.keys(window).filter((k) => k.toLowerCase().includes('quarry')))).toEqual([]);
});

test('contract violations resolve as failed responses with clear messages', async ({ worker }) => {
  const responses = await worker.evaluate(async () => {
    const q = (globalThis as any).quarry;
    return [
      await q.smartscraper({ user_prompt: 'x', website_html: 'a'.repeat(2_000_001) }),
      await q.smartscraper({ user_prompt: 'x', website_html: '<p/>', website_markdown: '# x' }),
      await q.smartscraper({ user_prompt: 'x', website_html: '<p/>', total_pages: 101, number_of_scrolls: -1 }),
    ];
  });
  expect(responses[0]).toMatchObject({
    status: 'failed',
    result: null,
    error: expect.stringContaining('website_html is 2.00 MB (2,000,001 bytes); the limit is 2 MB'),
  });
  expect(responses[1].error).toContain('website_html and website_markdown were both given');
  expect(responses[2].error).toContain('total_pages must be a whole number from 1 to 100; got 101');
  expect(responses[2].error).toContain('number_of_scrolls must be a whole number from 0 to 50; got -1');
});

test('configure validates settings and turns on global mock mode', async ({ worker }) => {
  const bad = await worker.evaluate(() =>
    (globalThis as any).quarry.configure({ mock: 'yes' }).catch((e: Error) => e.message),
  );
  expect(bad).toMatch(/Settings not changed: mock/);
  const settings = await worker.evaluate(() => (globalThis as any).quarry.configure({ mock: true }));
  expect(settings.mock).toBe(true);
  const response = await worker.evaluate(() =>
    (globalThis as any).quarry.smartscraper({ user_prompt: 'x', website_html: '<p>hi</p>' }),
  );
  expect(response).toMatchObject({ status: 'completed', mock: true });
});

test('a popup closed during a run shows the finished job when reopened', async ({ context, site, openPopup }) => {
  const page = await context.newPage();
  await page.goto(`${site.origin}/product.html`);
  let popup = await openPopup();
  await popup.getByRole('button', { name: 'Use mock mode' }).click();
  await popup.getByLabel('What do you want?').fill('everything');
  await popup.getByRole('button', { name: 'Run' }).click();
  await popup.close();
  popup = await openPopup();
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  // The form folds once the run has started; whether the popup closed before or after that,
  // the prompt is kept.
  const edit = popup.getByRole('button', { name: 'Edit request' });
  if (await edit.isVisible()) await edit.click();
  await expect(popup.getByLabel('What do you want?')).toHaveValue('everything');
});

test('the production manifest asks for no host permissions', () => {
  const manifest = JSON.parse(readFileSync(join(OUT_DIR, 'chrome-mv3/manifest.json'), 'utf8'));
  expect(manifest.permissions.sort()).toEqual([
    'activeTab',
    'alarms',
    'offscreen',
    'scripting',
    'sidePanel',
    'storage',
  ]);
  expect(manifest.host_permissions).toBeUndefined();
  expect(JSON.stringify(manifest)).not.toContain('<all_urls>');
  expect(manifest.externally_connectable).toBeUndefined();
  expect(manifest.content_scripts).toBeUndefined();
  // Headers and cookies for another website_url are asked for at runtime, never at install.
  expect(manifest.optional_permissions.sort()).toEqual(['cookies', 'declarativeNetRequestWithHostAccess', 'tabs']);
  const e2e = JSON.parse(readFileSync(join(OUT_DIR, 'chrome-mv3-e2e/manifest.json'), 'utf8'));
  expect(e2e.host_permissions).toEqual(['http://127.0.0.1/*']);
});
