import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiServer } from '../../tests/support/fake-openai-server';
import { startPrivateRedis, type PrivateRedis } from '../private-redis';
import { contractClient } from './contract-client';
import {
  expectedTea,
  startFixtureSite,
  TEA_PROMPT,
  TEA_SCHEMA,
  teas,
  type FixtureSite,
  type Tea,
} from './fixture-site';
import { startApi, startWorkerProcess, type ServerProcess } from './processes';

/**
 * The server as deployed: one redis-server, an API process and worker processes (each its own
 * headless Chromium with the production build of Quarry), the fake OpenAI-compatible model and
 * the fixture pages, all on 127.0.0.1. Sizes are scaled to a shared 2-core machine: the issue's
 * 200 requests over 3 workers become 24 here (the same code path; README "Server" says so).
 */
const REQUESTS = Number(process.env.QUARRY_SERVER_TEST_REQUESTS ?? 24);
const HOST_CONCURRENCY = 2;
const HOST_GAP_MS = 150;
/**
 * The workers space their fetches' starts by HOST_GAP_MS on their own clocks; the test site
 * stamps arrivals, a millisecond or two later or earlier each (seen: a median of 149 ms).
 */
const ARRIVAL_JITTER_MS = 5;

let redis: PrivateRedis;
let dir: string;
let model: FakeOpenAiServer;
let site: FixtureSite;
let env: Record<string, string>;
let api: { process: ServerProcess; url: string } | undefined;
const workers: ServerProcess[] = [];
/** SKUs whose first model call hangs (the SIGKILL test kills the worker waiting on it). */
const hangOnce = new Set<string>();

function playTeaModel(server: FakeOpenAiServer): void {
  server.script((request) => {
    const text = String(request.body.messages.map((m: { content: unknown }) => String(m.content)).join('\n'));
    const sku = /LEAF-\d+/.exec(text)?.[0];
    const tea = teas.find((t) => t.sku === sku);
    if (sku && hangOnce.delete(sku)) return { delayMs: 60_000, content: {} };
    return { content: tea ? expectedTea(tea) : {}, delayMs: 100 };
  });
}

const quantile = (xs: number[], q: number): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? 0;

/** `capture.pages[0].fetched` of a response: the page was read without a tab. */
const readWithoutTab = (response: { capture?: unknown }): boolean | undefined =>
  (response.capture as { pages?: Array<{ fetched?: boolean }> } | undefined)?.pages?.[0]?.fetched;

const request = (t: Tea, layout: 'shop' | 'catalogue' = 'shop') => ({
  user_prompt: TEA_PROMPT,
  website_url: site.url(t, layout),
  output_schema: TEA_SCHEMA,
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quarry-cluster-test-'));
  redis = await startPrivateRedis(dir, { persist: false });
  model = await startFakeOpenAi();
  playTeaModel(model);
  site = await startFixtureSite(40);
  env = {
    REDIS_URL: redis.url,
    QUARRY_API_KEYS: 'cluster-key=100000',
    QUARRY_MODEL_BASE_URL: `${model.url}/v1`,
    QUARRY_MODEL: 'test-model',
    QUARRY_ALLOW_PRIVATE_ADDRESSES: '1',
    QUARRY_WAIT_SECONDS: '0',
    QUARRY_JOB_LOCK_SECONDS: '8',
    QUARRY_RATE_LIMIT: '100000',
    QUARRY_HOST_CONCURRENCY: String(HOST_CONCURRENCY),
    QUARRY_HOST_GAP_MS: String(HOST_GAP_MS),
    // The workers' scratch directories (server/scratch.ts) in this test's own: the workers it
    // kills outright leave theirs, and the next worker's start must remove them.
    TMPDIR: dir,
  };
});

afterAll(async () => {
  for (const w of workers) await w.kill('SIGKILL');
  await api?.process.kill('SIGKILL');
  await site?.close();
  await model?.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the server on BullMQ with real worker processes', () => {
  it('loses no request when the API is restarted while they are queued', async () => {
    api = await startApi(env);
    const client = contractClient(api.url, 'cluster-key');
    const batch = teas.slice(50, 54);
    const ids: string[] = [];
    for (const t of batch) {
      const answer = await client.smartscraper(request(t, 'catalogue'));
      expect(answer.http).toBe(200);
      expect(answer.body.status).toBe('queued');
      ids.push(String(answer.body.request_id));
    }
    await api.process.kill('SIGKILL');
    api = await startApi(env);
    const again = contractClient(api.url, 'cluster-key');
    for (const id of ids) expect((await again.get(id)).body.status).toBe('queued');
    workers.push(...(await Promise.all([0, 1, 2].map(() => startWorkerProcess(env)))));
    const done = await Promise.all(ids.map((id) => again.wait(id)));
    done.forEach((response, i) => {
      expect(response.status, String(response.error)).toBe('completed');
      expect(response.result).toEqual(expectedTea(batch[i] as Tea));
    });
  });

  it(`completes ${REQUESTS} requests over 3 workers exactly once, with correct values and polite to the host`, async () => {
    if (!api) throw new Error('API not started');
    const client = contractClient(api.url, 'cluster-key');
    const batch = teas.slice(0, REQUESTS);
    site.visits.length = 0;
    const responses = await Promise.all(batch.map((t) => client.run(request(t))));
    responses.forEach((response, i) => {
      const t = batch[i] as Tea;
      expect(response.status, String(response.error)).toBe('completed');
      expect(response.website_url).toBe(site.url(t));
      expect(response.result).toEqual(expectedTea(t));
    });
    expect(new Set(responses.map((r) => r.request_id)).size).toBe(REQUESTS);
    // Exactly once: every page was read once, by one worker.
    const pages = site.visits.map((v) => v.path).sort();
    expect(pages).toEqual(batch.map((t) => `/shop/${t.sku.toLowerCase()}.html`).sort());
    // Politeness across all workers, measured at the site: never more than N pages at once, and
    // the gap between page requests held where the browser sends them (a request waits in the
    // worker's request interception for its turn in Redis). The site sees each request a few ms
    // after its turn, stamped by this test process's event loop, which also reads three workers'
    // output: one late stamp shortens the gap that follows it (71 ms short once, in a clean-clone
    // CI run with the e2e suite beside it). A request that skipped its turn would arrive with
    // almost no gap, and the median must still be the whole gap.
    const events = site.visits.flatMap((v) => [
      { at: v.start, d: 1 },
      { at: v.end, d: -1 },
    ]);
    events.sort((a, b) => a.at - b.at || a.d - b.d);
    let open = 0;
    let most = 0;
    for (const e of events) most = Math.max(most, (open += e.d));
    expect(most).toBeLessThanOrEqual(HOST_CONCURRENCY);
    const starts = site.visits.map((v) => v.start).sort((a, b) => a - b);
    const gaps = starts.slice(1).map((s, i) => s - (starts[i] as number));
    expect(quantile(gaps, 0.5)).toBeGreaterThanOrEqual(HOST_GAP_MS - ARRIVAL_JITTER_MS);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(HOST_GAP_MS - 100);
    // Every worker took part.
    for (const w of workers) expect(w.output.some((line) => /job .* started/.test(line))).toBe(true);
  });

  it('serves markdownify from a worker, as the extension export makes it', async () => {
    if (!api) throw new Error('API not started');
    const client = contractClient(api.url, 'cluster-key');
    const t = teas[5] as Tea;
    const first = await client.call('POST', '/v1/markdownify', { website_url: site.url(t) });
    let body = first.body;
    expect(first.http).toBe(200);
    for (let i = 0; body.status !== 'completed' && body.status !== 'failed'; i++) {
      if (i > 400) throw new Error(`markdownify still ${String(body.status)}`);
      await new Promise((r) => setTimeout(r, 300));
      const next = await client.call('GET', `/v1/markdownify/status/${String(first.body.request_id)}`);
      expect(next.http).toBe(200);
      body = next.body;
    }
    expect(body.status, String(body.error)).toBe('completed');
    expect(String(body.result)).toContain(`# ${t.name}`);
    expect(String(body.result)).toContain(`**SKU:** ${t.sku}`);
  });

  it('finishes a job on another worker when its worker is killed with SIGKILL mid-job', async () => {
    if (!api) throw new Error('API not started');
    const client = contractClient(api.url, 'cluster-key');
    const t = teas[40] as Tea;
    hangOnce.add(t.sku);
    const before = model.chatRequests.length;
    // No output_schema: no recipe can serve it, so the worker is surely waiting on the model.
    const answer = await client.smartscraper({ user_prompt: TEA_PROMPT, website_url: site.url(t) });
    const id = String(answer.body.request_id);
    // Wait until a worker is inside the job (its model call is hanging).
    const holder = await Promise.race(workers.map((w) => w.waitFor(new RegExp(`job ${id} started`)).then(() => w)));
    for (let i = 0; model.chatRequests.length === before; i++) {
      if (i > 600) throw new Error('The model was never called.');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await client.get(id)).body.status).toBe('processing');
    await holder.kill('SIGKILL');
    workers.splice(workers.indexOf(holder), 1);
    const done = await client.wait(id);
    expect(done.status, String(done.error)).toBe('completed');
    expect(done.result).toEqual(expectedTea(t));
    const second = workers.find((w) => w.output.some((line) => line.includes(`job ${id} started (attempt`)));
    expect(second).toBeDefined();
  });

  it('serves on worker B a recipe learned on worker A, at 0 tokens', async () => {
    if (!api) throw new Error('API not started');
    for (const w of workers.splice(0)) await w.kill('SIGKILL');
    const client = contractClient(api.url, 'cluster-key');
    const workerA = await startWorkerProcess(env);
    workers.push(workerA);
    // A prompt no recipe has been learned for yet: two model runs learn and confirm one.
    const [first, second, third] = teas.slice(20, 23) as [Tea, Tea, Tea];
    const fresh = (t: Tea) => ({ ...request(t, 'catalogue'), user_prompt: `${TEA_PROMPT}, as listed` });
    const learned = await client.run(fresh(first));
    expect(learned.recipe).toMatchObject({ used: false, learned: true });
    const confirmed = await client.run(fresh(second));
    expect(confirmed.result).toEqual(expectedTea(second));
    await workerA.kill('SIGKILL');
    workers.splice(0);
    const workerB = await startWorkerProcess(env);
    workers.push(workerB);
    // Worker A's browser profile and extension copy, left by the SIGKILL, are gone: B's alone is left.
    expect(workerB.output.some((line) => line.includes('removed 1 scratch directory of stopped workers'))).toBe(true);
    expect(readdirSync(dir).filter((name) => name.startsWith('quarry-worker-'))).toHaveLength(1);
    const modelCalls = model.chatRequests.length;
    const served = await client.run(fresh(third));
    expect(served.status).toBe('completed');
    expect(served.result).toEqual(expectedTea(third));
    expect(served.recipe).toMatchObject({ used: true });
    expect(served.usage).toMatchObject({ inputTokens: 0, outputTokens: 0 });
    expect(model.chatRequests.length).toBe(modelCalls);
    expect(workerB.output.some((line) => new RegExp(`job ${String(served.request_id)} started`).test(line))).toBe(true);
    // Read without a tab (README "Recipes" → "Read without a tab"): the service worker's fetch
    // of each page waits for its turn at the host like a tab's load.
    expect(readWithoutTab(served)).toBe(true);
    const more = teas.slice(30, 36);
    site.visits.length = 0;
    const fetched = await Promise.all(more.map((t) => client.run(fresh(t))));
    fetched.forEach((response, i) => {
      expect(response.result).toEqual(expectedTea(more[i] as Tea));
      expect(response.recipe).toMatchObject({ used: true });
      expect(readWithoutTab(response)).toBe(true);
    });
    expect(model.chatRequests.length).toBe(modelCalls);
    expect(site.visits.map((v) => v.path).sort()).toEqual(
      more.map((t) => new URL(site.url(t, 'catalogue')).pathname).sort(),
    );
    const starts = site.visits.map((v) => v.start).sort((a, b) => a - b);
    const gaps = starts.slice(1).map((s, i) => s - (starts[i] as number));
    expect(quantile(gaps, 0.5)).toBeGreaterThanOrEqual(HOST_GAP_MS - ARRIVAL_JITTER_MS);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(HOST_GAP_MS - 100);
  });
});
