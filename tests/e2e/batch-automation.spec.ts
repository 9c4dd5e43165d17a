import type { Worker } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeModelForFile } from './support/fake-model';
import { expect, launchQuarry, test } from './support/fixtures';
import { answerFromPage, PRODUCT_REQUEST, productOnPage, productUrl, useFakeModel } from './batch-support';

// quarry.batch over the fixture shop: every product page opened in a background tab and read
// by the fake OpenAI server, which answers with the product named on the page it was sent.

const server = fakeModelForFile();
test.beforeEach(() => {
  answerFromPage(server, 0);
});

const productUrls = (origin: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => productUrl(origin, i + 1));

async function summaries(worker: Worker): Promise<Array<Record<string, any>>> {
  return worker.evaluate(() => (globalThis as any).quarry.batches());
}

test('40 product pages at concurrency 3: all complete, in order, politely', async ({ worker, site }) => {
  test.setTimeout(120_000);
  await useFakeModel(worker, server);
  const urls = productUrls(site.origin, 40);
  const first = site.requests.length;
  const batch = await worker.evaluate(
    ({ request, urls }) => (globalThis as any).quarry.batch(request, { urls, concurrency: 3, pauseMs: 300 }),
    { request: PRODUCT_REQUEST, urls },
  );
  expect(batch.status).toBe('completed');
  expect(batch.responses).toHaveLength(40);
  expect(batch.responses.map((r: any) => r.status)).toEqual(Array(40).fill('completed'));
  expect(batch.responses.map((r: any) => r.website_url)).toEqual(urls);
  expect(batch.responses.map((r: any) => r.result)).toEqual(urls.map((_, i) => productOnPage(i + 1)));
  // Normal contract responses, with usage.
  expect(batch.responses[0]).toMatchObject({ user_prompt: PRODUCT_REQUEST.user_prompt, error: '' });
  expect(batch.responses[0].usage.inputTokens).toBeGreaterThan(0);
  // Pages of one template: the first ones go to the model (a recipe is learned, then confirmed
  // on a second page; pages already under way when it is confirmed also go), the rest are read
  // by the recipe with no model call. The summary counts exactly the pages that used the model.
  const served = batch.responses.filter((r: any) => r.recipe?.used === true).length;
  expect(served).toBeGreaterThan(30);
  expect(server.chatRequests).toHaveLength(40 - served);
  expect(batch.summary).toMatchObject({ total: 40, completed: 40, failed: 0, pending: 0, model_pages: 40 - served });
  expect(batch.summary.input_tokens).toBeGreaterThan(0);
  // Politeness: one host, so requests for its pages start at least the jittered pause apart.
  const times = site.requests
    .slice(first)
    .filter((r) => r.url.startsWith('/batch/product.html'))
    .map((r) => r.at);
  expect(times).toHaveLength(40);
  // The pause is kept between the starts of two page jobs; opening a background tab takes a
  // varying time before the request reaches the site, so single gaps vary, but over the batch
  // the host sees at most one request per pause (jitter only lengthens it).
  expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(39 * 300 - 300);
  // Batch pages stay out of History.
  const jobs = await worker.evaluate(async () =>
    Object.keys(await chrome.storage.local.get(null)).filter((k) => k.startsWith('job:')),
  );
  expect(jobs).toEqual([]);
});

test('a 404 among the URLs fails alone, with its reason', async ({ worker, site }) => {
  await useFakeModel(worker, server);
  const urls = productUrls(site.origin, 6);
  urls.splice(3, 0, `${site.origin}/batch/missing.html`);
  const batch = await worker.evaluate(
    ({ request, urls }) => (globalThis as any).quarry.batch(request, { urls, concurrency: 3, pauseMs: 0 }),
    { request: PRODUCT_REQUEST, urls },
  );
  expect(batch.status).toBe('completed');
  expect(batch.responses.map((r: any) => r.status)).toEqual([
    'completed',
    'completed',
    'completed',
    'failed',
    'completed',
    'completed',
    'completed',
  ]);
  expect(batch.responses[3].error).toMatch(/answered HTTP 404/);
  expect(batch.responses[4].result).toEqual(productOnPage(4));
  expect(batch.summary).toMatchObject({ completed: 6, failed: 1 });
});

test('a bad batch is refused at once, naming every problem, and nothing is stored', async ({ worker }) => {
  const error = await worker.evaluate(() =>
    (globalThis as any).quarry
      .batch({ user_prompt: 'x', website_url: 'http://a.test/' }, { urls: ['nope'], concurrency: 9 })
      .then(
        () => '',
        (e: Error) => e.message,
      ),
  );
  expect(error).toMatch(/must have no website_url/);
  expect(error).toMatch(/concurrency must be a whole number from 1 to 6; got 9/);
  expect(await summaries(worker)).toEqual([]);
});

test('cancel mid-batch keeps the finished responses', async ({ worker, site }) => {
  await useFakeModel(worker, server);
  answerFromPage(server, 400);
  const urls = productUrls(site.origin, 20);
  await worker.evaluate(
    ({ request, urls }) => {
      (globalThis as any).pending = (globalThis as any).quarry.batch(request, { urls, concurrency: 2, pauseMs: 0 });
    },
    { request: PRODUCT_REQUEST, urls },
  );
  await expect.poll(async () => (await summaries(worker))[0]?.completed, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  const id = (await summaries(worker))[0]!.batch_id;
  expect(await worker.evaluate((batchId) => (globalThis as any).quarry.cancelBatch(batchId), id)).toBe(true);
  const batch = await worker.evaluate(() => (globalThis as any).pending);
  expect(batch.status).toBe('cancelled');
  const done = batch.responses.filter((r: any) => r.status === 'completed');
  expect(done.length).toBeGreaterThanOrEqual(3);
  expect(done.length).toBeLessThan(20);
  for (const response of done) {
    const n = Number(new URL(response.website_url).searchParams.get('n'));
    expect(response.result).toEqual(productOnPage(n));
  }
  const notRun = batch.responses.filter((r: any) => r.status !== 'completed');
  expect(notRun.every((r: any) => /Not run: the batch was cancelled|Cancelled/.test(r.error))).toBe(true);
  // What is kept in storage is what the result says: and it stays after the cancel.
  const [summary] = await summaries(worker);
  expect(summary).toMatchObject({ status: 'cancelled', completed: done.length });
  const again = await worker.evaluate((batchId) => (globalThis as any).quarry.batchResult(batchId), id);
  expect(again.responses.map((r: any) => r.status)).toEqual(batch.responses.map((r: any) => r.status));
});

test('browser restart mid-batch: interrupted with its pages kept; Resume runs the rest, none twice', async ({
  site,
}) => {
  test.setTimeout(120_000);
  const profile = mkdtempSync(join(tmpdir(), 'quarry-batch-restart-'));
  const urls = productUrls(site.origin, 16);
  try {
    const first = await launchQuarry(profile);
    const worker = first.serviceWorkers()[0] ?? (await first.waitForEvent('serviceworker'));
    await useFakeModel(worker, server);
    answerFromPage(server, 500);
    await worker.evaluate(
      ({ request, urls }) => {
        void (globalThis as any).quarry.batch(request, { urls, concurrency: 2, pauseMs: 0 });
      },
      { request: PRODUCT_REQUEST, urls },
    );
    await expect
      .poll(async () => (await summaries(worker))[0]?.completed, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(4);
    await first.close();
    const openedBefore = site.requests.filter((r) => r.url.startsWith('/batch/product.html')).map((r) => r.url);

    const second = await launchQuarry(profile);
    const fresh = second.serviceWorkers()[0] ?? (await second.waitForEvent('serviceworker'));
    await expect.poll(async () => (await summaries(fresh))[0]?.status, { timeout: 20_000 }).toBe('interrupted');
    const [interrupted] = await summaries(fresh);
    expect(interrupted!.completed).toBeGreaterThanOrEqual(4);
    expect(interrupted!.pending).toBe(16 - interrupted!.completed);
    const kept = await fresh.evaluate(async (id) => {
      const items = await chrome.storage.local.get(null);
      return Object.keys(items).filter((k) => k.startsWith(`batchpage:${id}:`)).length;
    }, interrupted!.batch_id);
    expect(kept).toBe(interrupted!.completed);

    answerFromPage(server, 0);
    const requestsAtResume = site.requests.length;
    const batch = await fresh.evaluate((id) => (globalThis as any).quarry.resumeBatch(id), interrupted!.batch_id);
    expect(batch.status).toBe('completed');
    expect(batch.responses.map((r: any) => r.result)).toEqual(urls.map((_, i) => productOnPage(i + 1)));
    // The pages finished before the restart were not opened again; each of the rest once.
    const openedAfter = site.requests
      .slice(requestsAtResume)
      .filter((r) => r.url.startsWith('/batch/product.html'))
      .map((r) => `${site.origin}${r.url}`);
    const finishedBefore = urls.filter((_, i) => !openedAfter.includes(urls[i]!));
    expect(finishedBefore).toHaveLength(interrupted!.completed);
    expect(new Set(openedAfter).size).toBe(openedAfter.length);
    expect(openedAfter).toHaveLength(16 - interrupted!.completed);
    expect(openedBefore.length).toBeGreaterThanOrEqual(interrupted!.completed);
    await second.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
