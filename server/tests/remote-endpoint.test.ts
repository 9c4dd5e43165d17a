import { chromium, type BrowserContext, type Worker } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiServer } from '../../tests/support/fake-openai-server';
import { prepareServerBuild } from '../extension-build';
import { freePort } from '../private-redis';
import {
  expectedTea,
  startFixtureSite,
  TEA_PROMPT,
  TEA_SCHEMA,
  teas,
  type FixtureSite,
  type Tea,
} from './fixture-site';
import { startServe, type ServerProcess } from './processes';

/**
 * One command on one machine: `serve` with no REDIS_URL starts the API, a worker and a private
 * redis-server. A user's Quarry (another Chromium) in Remote endpoint mode then runs a request
 * through it, with the key, credits and polling of the contract.
 */
type UserQuarry = {
  quarry: {
    configure(patch: unknown): Promise<unknown>;
    smartscraper(request: unknown): Promise<{ status: string; error: string; result: unknown }>;
    credits(): Promise<unknown>;
  };
};

let dir: string;
let model: FakeOpenAiServer;
let site: FixtureSite;
let serve: ServerProcess;
let base: string;
let userBrowser: BrowserContext;
let userWorker: Worker;
let userExtension: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quarry-remote-test-'));
  model = await startFakeOpenAi();
  model.script((request) => {
    const text = String(request.body.messages.map((m: { content: unknown }) => String(m.content)).join('\n'));
    const tea = teas.find((t) => t.sku === /LEAF-\d+/.exec(text)?.[0]);
    return { content: tea ? expectedTea(tea) : {} };
  });
  site = await startFixtureSite();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  serve = startServe([], {
    PORT: String(port),
    REDIS_URL: '',
    QUARRY_DATA_DIR: join(dir, 'redis'),
    QUARRY_API_KEYS: 'user-key=50',
    QUARRY_MODEL_BASE_URL: `${model.url}/v1`,
    QUARRY_MODEL: 'test-model',
    QUARRY_ALLOW_PRIVATE_ADDRESSES: '1',
    QUARRY_WAIT_SECONDS: '1',
  });
  await serve.waitFor(/ready, 1 at a time/, 180_000);
  userExtension = prepareServerBuild(
    process.env.QUARRY_EXTENSION_DIR ?? join(process.env.QUARRY_OUT_DIR ?? '.output', 'chrome-mv3'),
  );
  userBrowser = await chromium.launchPersistentContext(join(dir, 'user-profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--disable-extensions-except=${userExtension}`,
      `--load-extension=${userExtension}`,
      '--no-sandbox',
      '--disable-gpu',
    ],
  });
  userWorker = userBrowser.serviceWorkers()[0] ?? (await userBrowser.waitForEvent('serviceworker'));
  await userWorker.evaluate(async () => {
    const scope = globalThis as unknown as { quarry?: { ready(): Promise<void> } };
    while (!scope.quarry) await new Promise((r) => setTimeout(r, 10));
    await scope.quarry.ready();
  });
});

afterAll(async () => {
  await userBrowser?.close();
  await serve?.kill('SIGTERM');
  await site?.close();
  await model?.close();
  rmSync(dir, { recursive: true, force: true });
  if (userExtension) rmSync(userExtension, { recursive: true, force: true });
});

it("runs a request from the extension's Remote endpoint mode through npm run serve", async () => {
  const t = teas[7] as Tea;
  await userWorker.evaluate(
    (p) =>
      (globalThis as unknown as UserQuarry).quarry.configure({
        provider: { kind: 'remote', baseURL: p.base, apiKey: 'user-key', send: 'url' },
      }),
    { base },
  );
  const response = await userWorker.evaluate((r) => (globalThis as unknown as UserQuarry).quarry.smartscraper(r), {
    user_prompt: TEA_PROMPT,
    website_url: site.url(t),
    output_schema: TEA_SCHEMA,
  });
  expect(response.status, response.error).toBe('completed');
  expect(response.result).toEqual(expectedTea(t));
  const credits = await userWorker.evaluate(() => (globalThis as unknown as UserQuarry).quarry.credits());
  expect(credits).toMatchObject({ remaining_credits: 49, total_credits_used: 1 });
  expect(serve.output.join('\n')).not.toContain('user-key');
});
