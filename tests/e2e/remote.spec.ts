import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Request, Worker } from '@playwright/test';
import { startFakeContractServer, type FakeContractServer } from '../support/fake-contract-server';
import { expect, test } from './support/fixtures';

// Lets context.on('request') see the service worker's own fetches (Chromium, Playwright ≥1.48).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const BIG_PAGE = resolve('tests/e2e/site/remote/big-raw.html');
const LIMIT = 2_000_000;

/**
 * A shop-like page over 2 MB raw whose *captured* DOM is still over 2 MB: Quarry's capture
 * already leaves out scripts, styles and hidden nodes, so the bulk here is what a capture
 * keeps — inline SVG icons and heavy tracking attributes on 2,400 visible product cards.
 */
function writeBigPage(): number {
  const tracking = JSON.stringify({ list: 'catalogue-grid', campaign: 'x'.repeat(220), variant: 'y'.repeat(120) });
  const icon = `<svg viewBox="0 0 24 24" class="icon icon--cart"><path d="${'M1 1L2 2'.repeat(40)}"/></svg>`;
  const cards: string[] = [];
  for (let i = 0; i < 2_400; i++) {
    cards.push(
      `<div class="product-card grid__item js-product-card product-card--featured" data-product-id="${i}" data-analytics='${tracking}'>${icon}<a class="product-card__link" href="/p/${i}">Boot model ${i}</a> <span class="price">€${i}.00</span></div>`,
    );
  }
  const scripts = `<script>window.__state="${'s'.repeat(100_000)}";</script><style>.a{color:red}${'.b{color:blue}'.repeat(5_000)}</style><!-- ${'c'.repeat(50_000)} -->`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Big Shop Boot 9</title>${scripts}</head><body><h1>Big Shop Boot 9</h1><p class="price">€249.00</p>${cards.join('\n')}<p>Last visible line</p></body></html>`;
  writeFileSync(BIG_PAGE, html);
  return Buffer.byteLength(html);
}

const TABLE_PAGE = resolve('tests/e2e/site/remote/big-table-raw.html');

/** A catalogue whose visible content alone is over 2 MB as HTML: it can only go as Markdown. */
function writeTablePage(): void {
  const rows: string[] = [];
  for (let i = 0; i < 48_000; i++) rows.push(`<tr><td>Item ${i}</td><td>${i}.50</td></tr>`);
  writeFileSync(
    TABLE_PAGE,
    `<!doctype html><html><head><meta charset="utf-8"><title>Catalogue</title><link rel="icon" href="data:,"></head><body><h1>Catalogue</h1><table><tr><th>Name</th><th>Price</th></tr>${rows.join('')}</table></body></html>`,
  );
}

let server: FakeContractServer;
test.beforeAll(() => {
  expect(writeBigPage()).toBeGreaterThan(LIMIT);
  writeTablePage();
});
test.afterAll(() => {
  rmSync(BIG_PAGE, { force: true });
  rmSync(TABLE_PAGE, { force: true });
});
test.beforeEach(async () => {
  server = await startFakeContractServer({ keys: ['test-key', 'test-key-secret-1234'] });
});
test.afterEach(() => server.close());

async function configureRemote(worker: Worker, provider: Record<string, unknown> = {}, extra = {}): Promise<void> {
  await worker.evaluate((patch) => (globalThis as any).quarry.configure(patch), {
    mock: false,
    provider: { kind: 'remote', baseURL: server.origin, apiKey: 'test-key', send: 'html', ...provider },
    ...extra,
  });
}

async function openTab(
  context: import('@playwright/test').BrowserContext,
  worker: Worker,
  url: string,
): Promise<number> {
  const page = await context.newPage();
  // networkidle: a late favicon request must not count against the no-network test.
  await page.goto(url, { waitUntil: 'networkidle' });
  return worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id as number, url);
}

function scrape(worker: Worker, request: Record<string, unknown>, tabId?: number): Promise<any> {
  return worker.evaluate(
    ({ request, tabId }) => (globalThis as any).quarry.smartscraper(request, tabId === undefined ? {} : { tabId }),
    { request, tabId },
  );
}

test('a completed run sends the live DOM with the key header and returns the service’s result', async ({
  context,
  worker,
  site,
}) => {
  await configureRemote(worker);
  const url = `${site.origin}/remote/shop.html`;
  const tabId = await openTab(context, worker, url);
  const response = await scrape(worker, { user_prompt: 'name and price' }, tabId);
  expect(response).toMatchObject({
    status: 'completed',
    website_url: url,
    user_prompt: 'name and price',
    error: '',
    result: { title: 'Remote Runner 5 — Quarry remote fixture', source: 'website_html' },
  });
  const [sent] = server.extractions();
  expect(sent?.headers['svc-apikey']).toBe('test-key');
  expect(sent?.headers['content-type']).toBe('application/json');
  const body = sent?.json as Record<string, unknown>;
  expect(body.user_prompt).toBe('name and price');
  expect(body.website_html).toContain('Rendered by script: 3 left');
  expect(body).not.toHaveProperty('website_url');
  expect(server.credits.used).toBe(1);
});

test('a queued run completes by polling GET /v1/smartscraper/{id}', async ({ worker }) => {
  await configureRemote(worker, { auth: 'bearer' });
  server.nextStatuses = ['queued', 'processing', 'processing'];
  const response = await scrape(worker, { user_prompt: 'the title', website_html: '<title>Queued page</title>' });
  expect(response).toMatchObject({ status: 'completed', result: { title: 'Queued page' } });
  expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    'POST /v1/smartscraper',
    'GET /v1/smartscraper/req-1',
    'GET /v1/smartscraper/req-1',
    'GET /v1/smartscraper/req-1',
  ]);
  expect(server.requests.every((r) => r.headers.authorization === 'Bearer test-key')).toBe(true);
});

test('a wrong key fails with a clear message', async ({ worker }) => {
  await configureRemote(worker, { apiKey: 'not-the-key' });
  const response = await scrape(worker, { user_prompt: 'x', website_html: '<p>x</p>' });
  expect(response.status).toBe('failed');
  expect(response.error).toContain(`The service at ${server.origin} did not accept the API key (HTTP 401)`);
  expect(response.error).toContain('Invalid API key');
  expect(server.requests).toHaveLength(1);
});

test('out of credits says so and offers mock mode', async ({ worker }) => {
  await configureRemote(worker);
  server.credits.remaining = 0;
  const response = await scrape(worker, { user_prompt: 'x', website_html: '<p>x</p>' });
  expect(response.status).toBe('failed');
  expect(response.error).toMatch(
    /^The service at http:\/\/127\.0\.0\.1:\d+ says the account is out of credits \(HTTP 402\)/,
  );
  expect(response.error).toContain('mock mode');
  // Mock runs cost nothing: mock: true is sent to the service, which charges no credits.
  const mock = await scrape(worker, { user_prompt: 'x', website_html: '<p>x</p>', mock: true });
  expect(mock).toMatchObject({ status: 'completed', mock: true });
  expect(server.extractions()[1]?.json).toMatchObject({ mock: true });
});

test('429 with Retry-After is waited out, then the run succeeds', async ({ worker }) => {
  await configureRemote(worker);
  server.forced.push({ status: 429, headers: { 'Retry-After': '1' }, body: { error: 'Slow down' } });
  const response = await scrape(worker, { user_prompt: 'x', website_html: '<title>After wait</title>' });
  expect(response).toMatchObject({ status: 'completed', result: { title: 'After wait' } });
  expect(server.requests.map((r) => r.path)).toEqual(['/v1/smartscraper', '/v1/smartscraper']);
});

test('a page over 2 MB is sent within the limit', async ({ context, worker, site }) => {
  await configureRemote(worker);
  const url = `${site.origin}/remote/big-raw.html`;
  const tabId = await openTab(context, worker, url);
  const live = await worker.evaluate((id) => (globalThis as any).quarry.capture({ tabId: id }), tabId);
  expect(Buffer.byteLength(live.html)).toBeGreaterThan(LIMIT);
  const response = await scrape(worker, { user_prompt: 'name and price' }, tabId);
  expect(response).toMatchObject({ status: 'completed', website_url: url });
  const [sent] = server.extractions();
  const html = (sent?.json as { website_html: string }).website_html;
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(LIMIT);
  expect(sent!.bytes).toBeLessThan(LIMIT + 1_000);
  expect(html).toContain('Big Shop Boot 9');
  expect(html).toContain('€249.00');
  expect(html).toContain('Last visible line');
  expect(html).toContain('Boot model 2399');
  expect(html).not.toMatch(/<svg|<style|__state=|<!--/);
});

test('a 413 is reported clearly', async ({ context, worker, site }) => {
  await configureRemote(worker);
  server.maxBodyBytes = 50_000;
  const tabId = await openTab(context, worker, `${site.origin}/remote/big-raw.html`);
  const response = await scrape(worker, { user_prompt: 'name and price' }, tabId);
  expect(response.status).toBe('failed');
  expect(response.error).toContain('says the request is too large (HTTP 413)');
  expect(response.error).toContain('set “Send” to the page URL');
});

test('credits and markdownify reach the endpoint', async ({ worker }) => {
  await configureRemote(worker);
  await scrape(worker, { user_prompt: 'x', website_html: '<p>x</p>', stealth: true });
  const credits = await worker.evaluate(() => (globalThis as any).quarry.credits());
  expect(credits).toEqual({ remaining_credits: 95, total_credits_used: 5 });
  const md = await worker.evaluate(() =>
    (globalThis as any).quarry.markdownify({ website_html: '<title>Doc</title><p>Hello</p>' }),
  );
  expect(md.markdown).toBe('# Doc\n\nDoc Hello');
});

test('global mock mode makes no request at all', async ({ context, worker, site }) => {
  const url = `${site.origin}/remote/shop.html`;
  const tabId = await openTab(context, worker, url);
  await configureRemote(worker, {}, { mock: true });
  const seen: Request[] = [];
  context.on('request', (request) => seen.push(request));
  const siteBefore = site.requests.length;

  const fromTab = await scrape(
    worker,
    { user_prompt: 'name', output_schema: { properties: { name: { type: 'string' } } } },
    tabId,
  );
  const fromUrl = await scrape(worker, { user_prompt: 'name', website_url: `${site.origin}/remote/other.html` });
  const credits = await worker.evaluate(() => (globalThis as any).quarry.credits());
  expect(fromTab).toMatchObject({ status: 'completed', mock: true, result: { name: expect.any(String) } });
  expect(fromUrl).toMatchObject({ status: 'completed', mock: true, website_url: `${site.origin}/remote/other.html` });
  expect(credits).toMatchObject({ mock: true, total_credits_used: 0 });

  expect(server.requests).toEqual([]);
  expect(site.requests.slice(siteBefore)).toEqual([]);
  expect(seen.map((r) => r.url())).toEqual([]);

  // The watch works: the same calls outside mock mode are seen (worker fetches included).
  await configureRemote(worker);
  await scrape(worker, { user_prompt: 'x', website_html: '<p>x</p>' });
  expect(server.requests).toHaveLength(1);
  expect(seen.map((r) => r.url())).toContain(`${server.origin}/v1/smartscraper`);
});

test('mock overrides and a custom handler answer in global mock mode', async ({ worker }) => {
  await configureRemote(
    worker,
    {},
    {
      mock: true,
      mockOverrides: {
        '/v1/smartscraper': { result: { from: 'override' } },
        '/v1/credits': { remaining_credits: 3, total_credits_used: 1 },
      },
    },
  );
  const overridden = await scrape(worker, { user_prompt: 'x', website_html: '<p>x</p>' });
  expect(overridden.result).toEqual({ from: 'override' });
  const handled = await worker.evaluate(async () => {
    const quarry = (globalThis as any).quarry;
    quarry.setMockHandler((method: string, path: string) =>
      path === '/v1/smartscraper'
        ? { status: 'completed', request_id: 'h', website_url: '', user_prompt: 'x', result: `handled ${method}` }
        : undefined,
    );
    try {
      const response = await quarry.smartscraper({ user_prompt: 'x', website_html: '<p>x</p>' });
      return { result: response.result, credits: await quarry.credits() };
    } finally {
      quarry.setMockHandler(null);
    }
  });
  expect(handled).toEqual({ result: 'handled POST', credits: { remaining_credits: 3, total_credits_used: 1 } });
  expect(server.requests).toEqual([]);
  await expect(
    worker.evaluate(() =>
      (globalThis as any).quarry.configure({ mockOverrides: { '/v1/credits': { remaining_credits: 'many' } } }),
    ),
  ).rejects.toThrow('credits record');
});

test('the options page saves the endpoint, masks the key and shows credits', async ({
  context,
  worker,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Remote endpoint' }) });
  await section.getByLabel('Base URL').fill('not a url');
  await expect(section.getByText('baseURL must be an http(s) URL')).toBeVisible();
  await section.getByLabel('Base URL').fill(server.origin);
  await section.getByLabel('API key').fill('test-key-secret-1234');
  await section.getByLabel('Key header').selectOption('bearer');
  await section.getByRole('button', { name: 'Save endpoint' }).click();
  await expect(section.getByRole('status')).toHaveText('Saved. Extractions now go to this endpoint.');
  const settings = await worker.evaluate(() => (globalThis as any).quarry.settings());
  expect(settings.provider).toEqual({
    kind: 'remote',
    baseURL: server.origin,
    apiKey: 'test-key-secret-1234',
    send: 'html',
    auth: 'bearer',
  });
  // Never shown in full after saving.
  await expect(section.getByLabel('API key')).toHaveValue('');
  await expect(section.getByLabel('API key')).toHaveAttribute('placeholder', /saved \(••••••••1234\)/);
  await expect(page.locator('body')).not.toContainText('test-key-secret-1234');
  expect(await page.content()).not.toContain('test-key-secret-1234');

  await section.getByRole('button', { name: 'Show credits' }).click();
  await expect(section.getByTestId('remote-credits')).toHaveText('100 credits remaining, 0 used.');
  expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer test-key-secret-1234');
});

test('the mock section validates overrides inline and switches global mock mode', async ({
  context,
  worker,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Mock mode' }) });
  const editor = section.getByLabel('Mock responses per path (JSON)');
  await editor.fill('{ "/v1/credit": {} }');
  await expect(section.getByText('“/v1/credit” is not a path mock mode answers')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save mock responses' })).toBeDisabled();
  await editor.fill('{ "/v1/credits": { "remaining_credits": "lots" } }');
  await expect(section.getByText(/\/v1\/credits must be a credits record/)).toBeVisible();
  await editor.fill('{ "/v1/credits": { "remaining_credits": 42, "total_credits_used": 8 } }');
  await section.getByRole('button', { name: 'Save mock responses' }).click();
  await expect(section.getByRole('status')).toHaveText('Mock responses saved.');
  await section.getByLabel(/Global mock mode/).click();
  await expect(section.getByLabel(/Global mock mode/)).toBeChecked();
  await expect(section.getByRole('status')).toHaveText('Global mock mode is on.');
  const settings = await worker.evaluate(() => (globalThis as any).quarry.settings());
  expect(settings).toMatchObject({ mock: true, mockOverrides: { '/v1/credits': { remaining_credits: 42 } } });
  expect(await worker.evaluate(() => (globalThis as any).quarry.credits())).toEqual({
    remaining_credits: 42,
    total_credits_used: 8,
  });
  expect(server.requests).toEqual([]);
});

test('the popup says before a run what it costs, then runs it at the endpoint', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  await configureRemote(worker);
  const page = await context.newPage();
  await page.goto(`${site.origin}/remote/shop.html`, { waitUntil: 'networkidle' });
  const popup = await openPopup();
  await expect(popup.getByText('This run uses credits at')).toBeVisible();
  await expect(popup.getByText('Credits: 100 left, 0 used.')).toBeVisible();
  await popup.locator('summary', { hasText: 'Advanced' }).click();
  await popup.getByLabel('Stealth (anti bot-protection)').check();
  await expect(popup.getByText(/Stealth mode adds 4 credits to this request/)).toBeVisible();
  await popup.getByLabel('Mock data', { exact: true }).check();
  await expect(popup.getByText(/with mock: true, which returns mock data and uses no credits/)).toBeVisible();
  await popup.getByLabel('Mock data', { exact: true }).uncheck();
  await popup.getByLabel('What do you want?').fill('name and price');
  await popup.getByRole('button', { name: 'Run' }).click();
  await expect(popup.locator('[data-status="completed"]').first()).toBeVisible();
  expect(server.extractions()[0]?.json).toMatchObject({ user_prompt: 'name and price', stealth: true });
  expect(server.credits.used).toBe(5);
});

test('send: "url" sends the tab’s address, not its DOM', async ({ context, worker, site }) => {
  await configureRemote(worker, { send: 'url' });
  const url = `${site.origin}/remote/shop.html`;
  const tabId = await openTab(context, worker, url);
  const response = await scrape(worker, { user_prompt: 'the title' }, tabId);
  expect(response).toMatchObject({ status: 'completed', website_url: url, result: { source: 'website_url' } });
  const body = server.extractions()[0]?.json as Record<string, unknown>;
  expect(body.website_url).toBe(url);
  expect(body).not.toHaveProperty('website_html');
});

test('a page still over 2 MB without scripts and attributes is sent as website_markdown', async ({
  context,
  worker,
  site,
}) => {
  test.setTimeout(120_000);
  await configureRemote(worker);
  const url = `${site.origin}/remote/big-table-raw.html`;
  const tabId = await openTab(context, worker, url);
  const response = await scrape(worker, { user_prompt: 'every item and price' }, tabId);
  expect(response).toMatchObject({ status: 'completed', website_url: url, result: { source: 'website_markdown' } });
  const body = server.extractions()[0]?.json as Record<string, unknown>;
  expect(body).not.toHaveProperty('website_html');
  const markdown = String(body.website_markdown);
  expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(LIMIT);
  expect(markdown).toContain('# Catalogue');
  expect(markdown).toContain('| Item 47999 | 47999.50 |');
});

test('cancel stops polling a queued run at once', async ({ worker }) => {
  await configureRemote(worker);
  server.nextStatuses = Array(100).fill('queued');
  await worker.evaluate(() => {
    (globalThis as any).__remoteRun = (globalThis as any).quarry.smartscraper({
      user_prompt: 'x',
      website_html: '<p>x</p>',
    });
  });
  await expect.poll(() => server.requests.length).toBeGreaterThanOrEqual(2);
  const cancelled = await worker.evaluate(async () => {
    const all = await chrome.storage.local.get(null);
    const ids = Object.keys(all)
      .filter((key) => key.startsWith('job:'))
      .map((key) => key.slice(4));
    const results = await Promise.all(ids.map((id) => (globalThis as any).quarry.cancel(id)));
    return { results, response: await (globalThis as any).__remoteRun };
  });
  expect(cancelled.results).toContain(true);
  expect(cancelled.response).toMatchObject({ status: 'failed', error: 'Cancelled by the user.' });
  const seen = server.requests.length;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(server.requests.length).toBe(seen);
});
