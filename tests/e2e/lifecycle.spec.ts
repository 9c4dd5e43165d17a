import type { Worker } from '@playwright/test';
import { fakeModelForFile } from './support/fake-model';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, launchQuarry, test } from './support/fixtures';

// Runs outlive the popup and survive a worker restart without leaving a job `processing`.

const SCHEMA = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } };
const SECRET = 'sk-quarry-e2e-SECRET-7f3a';

const server = fakeModelForFile();

async function configure(worker: Worker): Promise<void> {
  await worker.evaluate((p) => (globalThis as any).quarry.configure({ provider: p }), {
    kind: 'openai-compatible',
    baseURL: `${server.url}/v1`,
    model: 'test-model',
    apiKey: SECRET,
  });
}

async function storedJobs(worker: Worker): Promise<Array<Record<string, any>>> {
  return worker.evaluate(async () => {
    const items = await chrome.storage.local.get(null);
    return Object.entries(items)
      .filter(([key]) => key.startsWith('job:'))
      .map(([, value]) => JSON.parse(String(value)));
  });
}

async function waitForChatRequest(): Promise<void> {
  await expect.poll(() => server.chatRequests.length, { timeout: 20_000 }).toBeGreaterThan(0);
}

test('popup closed mid-run: the run completes, is kept, and the badge says it finished', async ({
  context,
  site,
  worker,
  openPopup,
}) => {
  await configure(worker);
  server.queue({ content: { name: 'Trail Runner 3', price: 89.9 }, delayMs: 3_000 });
  const page = await context.newPage();
  await page.goto(`${site.origin}/product.html`);
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('the product name and price');
  await popup.getByRole('button', { name: /^Run/ }).click();
  await waitForChatRequest();
  await popup.close();
  expect(await worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('…');
  await expect
    .poll(async () => (await storedJobs(worker)).map((j) => j.status), { timeout: 20_000 })
    .toEqual(['completed']);
  expect(await worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('✓');
  const [job] = await storedJobs(worker);
  expect(job?.result).toEqual({ name: 'Trail Runner 3', price: 89.9 });
  const reopened = await openPopup();
  await expect(reopened.locator('.job')).toHaveAttribute('data-status', 'completed');
  await expect(reopened.locator('.job')).toContainText('Trail Runner 3');
});

test('browser closed mid-run: on the next start the job ends failed as interrupted, request kept', async ({ site }) => {
  // The whole browser goes down while the model is still answering (a crash, a restart for
  // an update), then starts again on the same profile. The DevTools protocol's stopWorker
  // cannot be used here: with a debugger attached it takes the headless browser down too.
  const profile = mkdtempSync(join(tmpdir(), 'quarry-restart-'));
  const request = { user_prompt: 'name and price', output_schema: SCHEMA };
  try {
    const first = await launchQuarry(profile);
    const worker = first.serviceWorkers()[0] ?? (await first.waitForEvent('serviceworker'));
    await configure(worker);
    server.queue({ hang: true });
    const page = await first.newPage();
    await page.goto(`${site.origin}/product.html`);
    const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, page.url());
    await worker.evaluate(
      ({ id, req }) => {
        void (globalThis as any).quarry.smartscraper(req, { tabId: id });
      },
      { id: tabId, req: request },
    );
    await waitForChatRequest();
    expect((await storedJobs(worker)).map((j) => j.status)).toEqual(['processing']);
    await first.close();

    const second = await launchQuarry(profile);
    const fresh = second.serviceWorkers()[0] ?? (await second.waitForEvent('serviceworker'));
    await expect
      .poll(async () => (await storedJobs(fresh)).map((j) => j.status), { timeout: 20_000 })
      .toEqual(['failed']);
    const [job] = await storedJobs(fresh);
    expect(job?.error).toMatch(/Interrupted: .* Run it again\./);
    expect(job?.request).toEqual(request);
    expect(job?.website_url).toBe(`${site.origin}/product.html`);
    await second.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the API key goes only to the configured endpoint: not to pages, storage of runs or logs', async ({
  context,
  site,
  worker,
}) => {
  const logs: string[] = [];
  worker.on('console', (message) => logs.push(message.text()));
  await configure(worker);
  server.queue({ content: { name: 'Trail Runner 3', price: 89.9 } });
  const page = await context.newPage();
  page.on('console', (message) => logs.push(message.text()));
  await page.goto(`${site.origin}/product.html`);
  const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, page.url());
  const response = await worker.evaluate(
    ({ id, schema }) =>
      (globalThis as any).quarry.smartscraper({ user_prompt: 'name and price', output_schema: schema }, { tabId: id }),
    { id: tabId, schema: SCHEMA },
  );
  expect(response.status).toBe('completed');

  // It was sent, as a bearer token, to the configured server.
  expect(server.chatRequests[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
  // Nowhere else: not in what the fixture site received, not in the page, not in the runs
  // kept in history, not in the response, not in any console output.
  expect(JSON.stringify(site.requests)).not.toContain(SECRET);
  expect(await page.content()).not.toContain(SECRET);
  expect(JSON.stringify(await storedJobs(worker))).not.toContain(SECRET);
  expect(JSON.stringify(response)).not.toContain(SECRET);
  expect(logs.join('\n')).not.toContain(SECRET);
  // The settings hold it (that is where keys live), and only there.
  const holders = await worker.evaluate(async (secret) => {
    const items = await chrome.storage.local.get(null);
    return Object.entries(items)
      .filter(([, value]) => JSON.stringify(value).includes(secret))
      .map(([key]) => key);
  }, SECRET);
  expect(holders).toEqual(['settings']);
});

test('damaged settings are repaired member by member, with a notice the user can dismiss', async ({
  worker,
  openPopup,
}) => {
  const provider = { kind: 'openai-compatible', baseURL: `${server.url}/v1`, model: 'test-model', apiKey: SECRET };
  await worker.evaluate(
    (p) => chrome.storage.local.set({ settings: { version: 1, mock: 'sometimes', provider: p } }),
    provider,
  );
  const settings = await worker.evaluate(() => (globalThis as any).quarry.settings());
  expect(settings.provider).toMatchObject(provider);
  expect(settings.mock).toBe(false);
  const backup = await worker.evaluate(
    async () => (await chrome.storage.local.get('settings:backup'))['settings:backup'],
  );
  expect(backup).toMatchObject({ mock: 'sometimes' });
  const popup = await openPopup();
  const notice = popup.getByRole('status').filter({ hasText: 'reset to their defaults: mock' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('on start, damaged history records are set aside with a notice; the rest of history stays', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'quarry-damaged-'));
  try {
    const first = await launchQuarry(profile);
    const worker = first.serviceWorkers()[0] ?? (await first.waitForEvent('serviceworker'));
    await worker.evaluate(async () => {
      const q = (globalThis as any).quarry;
      await q.smartscraper({ user_prompt: 'kept run', website_html: '<h1>Kept</h1>', mock: true });
      await chrome.storage.local.set({ 'job:torn': '{"id":"torn","status":"compl' });
    });
    await first.close();

    const second = await launchQuarry(profile);
    const fresh = second.serviceWorkers()[0] ?? (await second.waitForEvent('serviceworker'));
    const popup = await second.newPage();
    await popup.goto(`chrome-extension://${new URL(fresh.url()).host}/popup.html`);
    await expect(
      popup.getByRole('status').filter({ hasText: '1 run in your history could not be read' }),
    ).toBeVisible();
    const keys = await fresh.evaluate(async () => Object.keys(await chrome.storage.local.get(null)));
    expect(keys).toContain('damaged:job:torn');
    expect(keys).not.toContain('job:torn');
    expect((await storedJobs(fresh)).map((j) => j.user_prompt)).toEqual(['kept run']);
    await second.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
