import type { BrowserContext, Worker } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fakeModelForFile } from './support/fake-model';
import { EXTENSION_DIR, expect, test } from './support/fixtures';

const run = promisify(execFile);

// The built extension in Chromium against a real OpenAI-compatible server on 127.0.0.1
// (the e2e build has host permission for it). Each test asserts on what the server received
// as well as on the job Quarry produced.

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    brand: { type: 'string' },
    price: { type: 'number' },
    sku: { type: 'string' },
    reviews_url: { type: 'string' },
  },
  required: ['name', 'price'],
};
const ANSWER = {
  name: 'Summit Shell Jacket',
  brand: 'Northwind Outfitters',
  price: 149,
  sku: 'NW-SSJ-204',
  reviews_url: null,
};

const server = fakeModelForFile();

async function setup(
  context: BrowserContext,
  worker: Worker,
  origin: string,
  provider: Record<string, unknown> = {},
): Promise<number> {
  await worker.evaluate((p) => (globalThis as any).quarry.configure({ provider: p }), {
    kind: 'openai-compatible',
    baseURL: `${server.url}/v1`,
    model: 'test-model',
    ...provider,
  });
  const page = await context.newPage();
  await page.goto(`${origin}/openai/product.html`);
  const tabId = await worker.evaluate(
    async (url) => (await chrome.tabs.query({ url }))[0]?.id,
    `${origin}/openai/product.html`,
  );
  if (typeof tabId !== 'number') throw new Error('fixture tab not found');
  return tabId;
}

function extract(worker: Worker, tabId: number, request: Record<string, unknown> = {}): Promise<any> {
  return worker.evaluate(
    ({ tabId, request }) =>
      (globalThis as any).quarry.smartscraper({ user_prompt: 'name, brand, price and sku', ...request }, { tabId }),
    { tabId, request: { output_schema: SCHEMA, ...request } },
  );
}

test('extracts from a product page through the OpenAI-compatible server', async ({ context, worker, site }) => {
  const tabId = await setup(context, worker, site.origin);
  // The model copies the short reference of the reviews link, as the prompt tells it to.
  server.script((request) => {
    const ref = /\[Read 128 reviews\]\((L\d+)\)/.exec(String(request.body.messages[1].content))?.[1] ?? null;
    return { content: { ...ANSWER, reviews_url: ref } };
  });
  const response = await extract(worker, tabId);
  expect(response).toMatchObject({ status: 'completed', error: '', mock: false });
  expect(response.website_url).toBe(`${site.origin}/openai/product.html`);
  expect(response.result).toEqual({
    name: 'Summit Shell Jacket',
    brand: 'Northwind Outfitters',
    price: 149,
    sku: 'NW-SSJ-204',
    reviews_url: `${site.origin}/jackets/summit-shell/reviews`, // full URL restored, tracking dropped
  });
  expect(response.usage.chunks).toBe(1);
  expect(response.usage.inputTokens).toBeGreaterThan(0);
  expect(response.usage.outputTokens).toBeGreaterThan(0);

  expect(server.chatRequests).toHaveLength(1);
  const sent = server.chatRequests[0]!;
  expect(sent.headers.origin).toMatch(/^chrome-extension:\/\//);
  expect(sent.body.model).toBe('test-model');
  expect(sent.body.stream).toBe(true);
  expect(sent.body.response_format.type).toBe('json_schema');
  expect(sent.body.response_format.json_schema.schema).toMatchObject({
    type: 'object',
    additionalProperties: false,
    required: ['name', 'brand', 'price', 'sku', 'reviews_url'],
  });
  const [system, user] = sent.body.messages;
  expect(system.content).toMatch(/untrusted/);
  expect(user.content).toContain('Summit Shell Jacket');
  expect(user.content).toContain('NW-SSJ-204');
  expect(user.content).toContain('rendered by script'); // the live DOM, not the server's HTML
  expect(user.content).toContain('"reviews_url"');
  expect(user.content).toContain('name, brand, price and sku');
});

test('retries a 500 and then succeeds', async ({ context, worker, site }) => {
  const tabId = await setup(context, worker, site.origin);
  server.queue({ status: 500, body: { error: { message: 'model is loading' } } }, { content: ANSWER });
  const response = await extract(worker, tabId);
  expect(response.status).toBe('completed');
  expect(response.result.name).toBe('Summit Shell Jacket');
  expect(server.chatRequests).toHaveLength(2);
  expect(server.chatRequests[1]!.body).toEqual(server.chatRequests[0]!.body);
});

test('repairs an invalid JSON answer', async ({ context, worker, site }) => {
  const tabId = await setup(context, worker, site.origin);
  server.queue({
    content: 'Here you go:\n```json\n{name: \'Summit Shell Jacket\', price: 149, sku: "NW-SSJ-204",}\n```',
  });
  const response = await extract(worker, tabId);
  expect(response.status).toBe('completed');
  expect(response.result).toEqual({ name: 'Summit Shell Jacket', price: 149, sku: 'NW-SSJ-204' });
  expect(server.chatRequests).toHaveLength(1);
});

// Playwright attaches a debugger to every service worker, and that alone keeps the worker
// alive, so this test drives Chromium without one (tests/support/detached-run.ts). Verified
// to fail when the keep-alive is removed: the worker is stopped at ~30 s, the connection
// drops and the job never completes.
test('an answer that takes 60 s completes (the worker is kept alive)', async () => {
  test.setTimeout(150_000);
  const { stdout } = await run(
    process.execPath,
    [
      // Node 20 has WebSocket behind a flag; newer Node has it built in.
      ...(typeof WebSocket === 'undefined' ? ['--experimental-websocket'] : []),
      '--import',
      'tsx',
      'tests/support/detached-run.ts',
      EXTENSION_DIR,
      '60000',
    ],
    { timeout: 140_000 },
  );
  const outcome = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
  expect(outcome).toMatchObject({ status: 'completed', error: '', clientClosed: false, requests: 1 });
  expect(outcome.elapsedMs).toBeGreaterThanOrEqual(60_000);
});

test('a never-ending answer times out and the job fails with a message', async ({ context, worker, site }) => {
  const tabId = await setup(context, worker, site.origin, { timeoutSeconds: 3 });
  server.queue({ hang: true });
  const started = Date.now();
  const response = await extract(worker, tabId);
  expect(response.status).toBe('failed');
  expect(response.result).toBeNull();
  expect(response.error).toMatch(/did not finish answering within 3 s/);
  expect(response.error).toMatch(/raise the timeout/);
  expect(Date.now() - started).toBeLessThan(20_000);
  expect(server.chatRequests).toHaveLength(1);
  await expect.poll(() => server.chatRequests[0]!.clientClosed).toBe(true);
});

test("Ollama's 403 to the extension origin names the OLLAMA_ORIGINS fix", async ({ context, worker, site }) => {
  const tabId = await setup(context, worker, site.origin, { baseURL: `${server.url}/v1` });
  server.configure({ rejectExtensionOrigin: true });
  const response = await extract(worker, tabId);
  expect(response.status).toBe('failed');
  expect(response.error).toContain('OLLAMA_ORIGINS=chrome-extension://*');
  expect(server.requests[0]!.headers.origin).toMatch(/^chrome-extension:\/\//);
});

test('cancel ends a running model call as failed', async ({ context, worker, site }) => {
  const tabId = await setup(context, worker, site.origin);
  server.queue({ hang: true });
  await worker.evaluate(
    ({ tabId, schema }) => {
      void (globalThis as any).quarry.smartscraper({ user_prompt: 'name', output_schema: schema }, { tabId });
    },
    { tabId, schema: SCHEMA },
  );
  await expect.poll(() => server.chatRequests.length, { timeout: 15_000 }).toBe(1);
  const id = await worker.evaluate(async () => {
    const items = await chrome.storage.local.get(null);
    for (const [key, value] of Object.entries(items)) {
      if (!key.startsWith('job:')) continue;
      const job = JSON.parse(String(value));
      if (job.status === 'processing') return job.id as string;
    }
    return null;
  });
  expect(id).not.toBeNull();
  expect(await worker.evaluate((id) => (globalThis as any).quarry.cancel(id), id)).toBe(true);
  const job = await worker.evaluate(
    async (id) => JSON.parse(String((await chrome.storage.local.get(`job:${id}`))[`job:${id}`])),
    id,
  );
  expect(job.status).toBe('failed');
  expect(job.error).toBe('Cancelled by the user.');
  await expect.poll(() => server.chatRequests[0]!.clientClosed).toBe(true); // the request was aborted
});

test('the settings section tests the connection and saves the model, masking the key', async ({
  context,
  worker,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const section = page.getByRole('region', { name: 'Model' });
  await section.getByLabel('Preset').selectOption('lm-studio');
  await expect(section.getByLabel('Base URL')).toHaveValue('http://127.0.0.1:1234/v1');
  await section.getByLabel('Base URL').fill(`${server.url}/v1`);
  await section.getByLabel('Model', { exact: true }).fill('test-model');
  await section.getByLabel('API key').fill('sk-e2e-secret-9876');
  await section.getByRole('button', { name: 'Test connection' }).click();
  await expect(section.getByRole('status')).toContainText('the model "test-model" answered');
  // The Model field looks up its suggestions (GET /v1/models) on its own, whenever it gets to it.
  const asked = server.requests.filter((r) => r.path !== '/v1/models');
  expect(asked.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/chat/completions']);
  expect(asked[0]!.headers.authorization).toBe('Bearer sk-e2e-secret-9876');

  await section.getByRole('button', { name: 'Save model settings' }).click();
  await expect(section.getByRole('status')).toHaveText('Saved.');
  const saved = await worker.evaluate(() => (globalThis as any).quarry.settings());
  expect(saved.provider).toMatchObject({
    kind: 'openai-compatible',
    baseURL: `${server.url}/v1`,
    model: 'test-model',
    apiKey: 'sk-e2e-secret-9876',
  });
  await expect(section.getByLabel('API key')).toHaveValue('');
  await expect(section.getByLabel('API key')).toHaveAttribute('placeholder', /saved \(••••••••9876\)/);
  expect(await page.content()).not.toContain('sk-e2e-secret-9876');
});

test('the popup runs the model on the open page and shows the JSON and the usage', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  await setup(context, worker, site.origin);
  const page = context.pages().find((p) => p.url().endsWith('/openai/product.html'))!;
  await page.bringToFront();
  server.queue({ content: ANSWER, chunks: 6, chunkDelayMs: 300 });
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('name, brand, price and sku');
  await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(SCHEMA));
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'completed');
  await expect(popup.getByText('MOCK DATA', { exact: true })).toHaveCount(0);
  await job.getByRole('tab', { name: 'Raw JSON' }).click();
  expect(JSON.parse(await popup.getByTestId('result').innerText())).toEqual({
    name: 'Summit Shell Jacket',
    brand: 'Northwind Outfitters',
    price: 149,
    sku: 'NW-SSJ-204',
    // Asked for by the schema and not on the page: shown as null, not left out.
    reviews_url: null,
  });
  await expect(job.getByLabel('Usage')).toContainText(/tokens/);
  expect(server.chatRequests[0]!.body.messages[1].content).toContain('Summit Shell Jacket');
});

test('a server without structured outputs gets json_object, then the schema in the prompt', async ({
  context,
  worker,
  site,
}) => {
  const tabId = await setup(context, worker, site.origin, { model: 'older-model' });
  server.configure({ responseFormats: 'none' });
  server.setDefault({ content: ANSWER });
  const response = await extract(worker, tabId);
  expect(response.status).toBe('completed');
  expect(response.result.sku).toBe('NW-SSJ-204');
  expect(server.chatRequests.map((r) => r.body.response_format?.type ?? 'none')).toEqual([
    'json_schema',
    'json_object',
    'none',
  ]);
  expect(server.chatRequests[2]!.body.messages[1].content).toContain('"additionalProperties":false');
});

test('a stream dropped mid-answer is retried, then fails with a message', async ({ context, worker, site }) => {
  const tabId = await setup(context, worker, site.origin);
  server.setDefault({ content: ANSWER, chunks: 6, dropAfterChunks: 2 });
  const response = await extract(worker, tabId);
  expect(response.status).toBe('failed');
  expect(response.error).toMatch(/dropped while the model was answering/);
  expect(server.chatRequests).toHaveLength(3);
});

test('a server Quarry has no host permission for fails with what to do', async ({ context, worker, site }) => {
  // The e2e build may reach 127.0.0.1 only; "localhost" is another origin to Chrome.
  const tabId = await setup(context, worker, site.origin, {
    baseURL: `${server.url.replace('127.0.0.1', 'localhost')}/v1`,
  });
  server.setDefault({ content: ANSWER });
  const response = await extract(worker, tabId);
  expect(response.status).toBe('failed');
  expect(response.error).toMatch(
    /Quarry is not allowed to connect to localhost:\d+\. Open Quarry's settings, save the model settings again and allow access/,
  );
  expect(server.chatRequests).toHaveLength(0);
});

test("Chrome's built-in model, absent from this Chromium, fails the run with what to do", async ({
  context,
  worker,
  site,
}) => {
  const tabId = await setup(context, worker, site.origin);
  const detected = await worker.evaluate(async () => {
    const model = (globalThis as any).LanguageModel;
    return model ? String(await model.availability()) : 'missing';
  });
  // Debian's Chromium ships no on-device model: the Prompt API is missing or says so.
  expect(['missing', 'unavailable']).toContain(detected);
  await worker.evaluate(() => (globalThis as any).quarry.configure({ provider: { kind: 'chrome-ai' } }));
  const response = await extract(worker, tabId);
  expect(response.status).toBe('failed');
  expect(response.error).toMatch(/built-in model is not available in this browser/);
  expect(server.requests).toHaveLength(0);
});

test("Chrome's built-in model path completes in the real worker (LanguageModel replaced by a checking fake)", async ({
  context,
  worker,
  site,
}) => {
  const tabId = await setup(context, worker, site.origin);
  // The fake refuses what Chrome would refuse or its guidance forbids: create() with other
  // languages than availability() was asked about, a prompt without a JSON Schema constraint.
  await worker.evaluate((answer) => {
    const g = globalThis as any;
    g.__savedLanguageModel = Object.getOwnPropertyDescriptor(g, 'LanguageModel') ?? null;
    const calls: any[] = (g.__languageModelCalls = []);
    const languages = (o: any): string => JSON.stringify([o?.expectedInputs, o?.expectedOutputs]);
    let asked: string | null = null;
    const fake = {
      async availability(options: any) {
        asked = languages(options);
        calls.push({ kind: 'availability', options });
        return 'available';
      },
      async create(options: any) {
        if (asked === null || languages(options) !== asked)
          throw new Error('create() was given other options than availability()');
        calls.push({ kind: 'create', monitor: typeof options.monitor });
        return {
          contextWindow: 8000,
          contextUsage: 0,
          measureContextUsage: async (text: string) => Math.ceil(text.length / 4),
          async prompt(input: string, promptOptions: any) {
            if (typeof promptOptions?.responseConstraint?.properties !== 'object')
              throw new TypeError('responseConstraint must be a JSON Schema');
            calls.push({ kind: 'prompt', input, constraint: promptOptions.responseConstraint });
            return JSON.stringify(answer);
          },
          destroy() {},
        };
      },
    };
    Object.defineProperty(g, 'LanguageModel', { value: fake, configurable: true, writable: true });
  }, ANSWER);
  try {
    await worker.evaluate(() => (globalThis as any).quarry.configure({ provider: { kind: 'chrome-ai' } }));
    const response = await extract(worker, tabId);
    expect(response.status, response.error).toBe('completed');
    expect(response.result).toMatchObject({ name: 'Summit Shell Jacket', price: 149, sku: 'NW-SSJ-204' });
    const calls = await worker.evaluate(() => (globalThis as any).__languageModelCalls);
    const prompts = calls.filter((c: any) => c.kind === 'prompt');
    expect(prompts).toHaveLength(1);
    expect(prompts[0].input).toContain('Summit Shell Jacket');
    expect(Object.keys(prompts[0].constraint.properties)).toEqual(expect.arrayContaining(['name', 'price', 'sku']));
    expect(calls.find((c: any) => c.kind === 'create').monitor).toBe('function');
    expect(server.requests).toHaveLength(0);
  } finally {
    await worker.evaluate(() => {
      const g = globalThis as any;
      if (g.__savedLanguageModel) Object.defineProperty(g, 'LanguageModel', g.__savedLanguageModel);
      else delete g.LanguageModel;
    });
  }
});
