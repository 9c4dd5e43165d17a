import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import {
  createOpenAiCompatibleProvider,
  forgetServerMemory,
  testOpenAiConnection,
} from '@/lib/extract/providers/openai-compatible-provider';
import type { ExtractInput } from '@/lib/extract/provider';
import type { Progress } from '@/lib/extract/progress';
import { openAiCompatibleProviderSchema } from '@/lib/settings/settings';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  forgetServerMemory();
});

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number', minimum: 0 },
    sku: { type: 'string' },
  },
  required: ['name', 'price'],
};
const PAGE = '# Trail Runner 3\n\nPrice: 89.90 EUR\n\nSKU: TR-3-BLK\n\n[Reviews](L1)';

function settings(extra: Record<string, unknown> = {}) {
  return openAiCompatibleProviderSchema.parse({
    kind: 'openai-compatible',
    baseURL: `${server.url}/v1`,
    model: 'test-model',
    ...extra,
  });
}

function input(request: Record<string, unknown> = {}, text = PAGE, signal = new AbortController().signal) {
  const progress: Progress[] = [];
  const value: ExtractInput = {
    request: {
      user_prompt: 'the product name, price and sku',
      output_schema: SCHEMA,
      total_pages: 1,
      number_of_scrolls: 0,
      render_heavy_js: false,
      stealth: false,
      mock: false,
      plain_text: false,
      website_html: '<h1>x</h1>',
      ...request,
    } as ExtractInput['request'],
    pageUrl: 'http://shop.test/p/1',
    content: { text, refs: { L1: 'http://shop.test/p/1/reviews' }, tokens: Math.ceil(text.length / 4) },
    signal,
    onProgress: (p) => progress.push(p),
  };
  return { value, progress };
}

describe('OpenAI-compatible provider against a real HTTP server', () => {
  it('sends the model, a strict json_schema response_format, and messages holding the page and the schema', async () => {
    server.queue({ content: { name: 'Trail Runner 3', price: 89.9, sku: null } });
    const out = await createOpenAiCompatibleProvider(settings()).extract(input().value);
    expect(out.result).toEqual({ name: 'Trail Runner 3', price: 89.9 });
    expect(out.mock).toBe(false);
    expect(out.usage.chunks).toBe(1);
    expect(out.usage.inputTokens).toBeGreaterThan(0);
    expect(out.usage.outputTokens).toBeGreaterThan(0);

    const [sent] = server.chatRequests;
    expect(sent?.body.model).toBe('test-model');
    expect(sent?.body.stream).toBe(true);
    expect(sent?.headers.authorization).toBeUndefined();
    const format = sent?.body.response_format;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema).toMatchObject({
      type: 'object',
      required: ['name', 'price', 'sku'],
      additionalProperties: false,
      properties: { sku: { type: ['string', 'null'] }, price: { type: 'number', description: '(minimum: 0)' } },
    });
    const messages = sent?.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toMatch(/untrusted/);
    expect(messages[1]?.content).toContain('Price: 89.90 EUR');
    expect(messages[1]?.content).toContain('the product name, price and sku');
    expect(messages[1]?.content).toContain('"additionalProperties":false');
  });

  it('sends the API key as a bearer token when one is set', async () => {
    server.queue({ content: { name: 'a', price: 1 } });
    await createOpenAiCompatibleProvider(settings({ apiKey: 'sk-test-123' })).extract(input().value);
    expect(server.chatRequests[0]?.headers.authorization).toBe('Bearer sk-test-123');
  });

  it('retries a 500 and a 429 (honouring Retry-After) and then succeeds', async () => {
    server.queue(
      { status: 500 },
      { status: 429, headers: { 'retry-after': '1' } },
      { content: { name: 'Trail Runner 3', price: 89.9 } },
    );
    const { value, progress } = input();
    const started = Date.now();
    const out = await createOpenAiCompatibleProvider(settings()).extract(value);
    expect(out.result).toEqual({ name: 'Trail Runner 3', price: 89.9 });
    expect(server.chatRequests).toHaveLength(3);
    const gap = (server.chatRequests[2]?.at ?? 0) - (server.chatRequests[1]?.at ?? 0);
    expect(gap).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(progress.map((p) => p.detail).join(' | ')).toMatch(/HTTP 500, retrying/);
  });

  it('gives up after three 503s with a sentence naming the server', async () => {
    server.setDefault({ status: 503, headers: { 'retry-after': '0' } });
    await expect(createOpenAiCompatibleProvider(settings()).extract(input().value)).rejects.toThrow(
      /127\.0\.0\.1:\d+ had an internal error \(HTTP 503\)/,
    );
    expect(server.chatRequests).toHaveLength(3);
  });

  it('repairs invalid and truncated JSON', async () => {
    server.queue({ content: '```json\n{name: \'Trail Runner 3\', "price": 89.9, "sku": "TR-3' });
    const out = await createOpenAiCompatibleProvider(settings()).extract(input().value);
    expect(out.result).toEqual({ name: 'Trail Runner 3', price: 89.9, sku: 'TR-3' });
    expect(server.chatRequests).toHaveLength(1);
  });

  it('asks once more with the validation errors, then succeeds', async () => {
    server.queue(
      { content: { name: 'Trail Runner 3', price: 'cheap' } },
      { content: { name: 'Trail Runner 3', price: 89.9 } },
    );
    const out = await createOpenAiCompatibleProvider(settings()).extract(input().value);
    expect(out.result).toEqual({ name: 'Trail Runner 3', price: 89.9 });
    const retry = server.chatRequests[1]?.body.messages as Array<{ role: string; content: string }>;
    expect(retry.at(-2)?.role).toBe('assistant');
    expect(retry.at(-1)?.content).toMatch(/\/price: .*number/);
  });

  it('fails with a clear message when the answer stays invalid', async () => {
    server.setDefault({ content: { name: 'x', price: 'cheap' } });
    await expect(createOpenAiCompatibleProvider(settings()).extract(input().value)).rejects.toThrow(
      'The model\'s answer did not match your output_schema: price must be a number (got "cheap").',
    );
    expect(server.chatRequests).toHaveLength(2);
  });

  it('falls back to json_object, then to the schema in the prompt, and remembers it', async () => {
    server.configure({ responseFormats: 'none' });
    server.setDefault({ content: { name: 'a', price: 1 } });
    await createOpenAiCompatibleProvider(settings()).extract(input().value);
    expect(server.chatRequests.map((r) => r.body.response_format?.type ?? 'none')).toEqual([
      'json_schema',
      'json_object',
      'none',
    ]);
    await createOpenAiCompatibleProvider(settings()).extract(input().value);
    expect(server.chatRequests.at(-1)?.body.response_format).toBeUndefined();
    expect(server.chatRequests).toHaveLength(4);
  });

  it('keeps json_schema on an LM Studio-style server and drops json_object only for schema-less runs', async () => {
    server.configure({ responseFormats: 'lm-studio' });
    server.setDefault({ content: { name: 'a', price: 1 } });
    await createOpenAiCompatibleProvider(settings()).extract(input().value);
    await createOpenAiCompatibleProvider(settings()).extract(input({ output_schema: undefined }).value);
    await createOpenAiCompatibleProvider(settings()).extract(input().value);
    expect(server.chatRequests.map((r) => r.body.response_format?.type ?? 'none')).toEqual([
      'json_schema',
      'json_object',
      'none',
      'json_schema',
    ]);
  });

  it('drops temperature and stream_options when a server refuses them, and remembers it', async () => {
    server.script((req) => {
      if (req.body.temperature !== undefined)
        return {
          status: 400,
          body: { error: { message: "Unsupported value: 'temperature' does not support 0 with this model." } },
        };
      if (req.body.stream_options !== undefined)
        return { status: 400, body: { error: { message: 'Unrecognized request argument supplied: stream_options' } } };
      return { content: { name: 'a', price: 1 } };
    });
    await createOpenAiCompatibleProvider(settings()).extract(input().value);
    await createOpenAiCompatibleProvider(settings()).extract(input().value);
    expect(server.chatRequests).toHaveLength(4);
    expect(server.chatRequests[3]?.body.temperature).toBeUndefined();
    expect(server.chatRequests[3]?.body.response_format.type).toBe('json_schema');
  });

  it('ends with a clear error when a server keeps answering 400 about temperature after it was dropped', async () => {
    server.setDefault({
      status: 400,
      body: { error: { message: "Unsupported value: 'temperature' does not support 0 with this model." } },
    });
    await expect(createOpenAiCompatibleProvider(settings()).extract(input().value)).rejects.toThrow(
      /rejected the request \(HTTP 400\)\. It said: “Unsupported value: 'temperature'/,
    );
    // The first request carried temperature and was retried without it; the second did not, so it is final.
    expect(server.chatRequests).toHaveLength(2);
    expect(server.chatRequests[0]?.body.temperature).toBe(0);
    expect(server.chatRequests[1]?.body.temperature).toBeUndefined();
  });

  it('blames the response_format, not temperature, for a schema with a temperature property', async () => {
    server.script((req) =>
      req.body.response_format?.type === 'json_schema'
        ? {
            status: 400,
            body: {
              error: {
                message:
                  "Invalid schema for response_format 'extraction': In context=('properties', 'temperature'), 'minimum' is not permitted.",
              },
            },
          }
        : { content: { temperature: 21 } },
    );
    const schema = { type: 'object', properties: { temperature: { type: 'number', minimum: -90 } } };
    const out = await createOpenAiCompatibleProvider(settings()).extract(input({ output_schema: schema }).value);
    expect(out.result).toEqual({ temperature: 21 });
    expect(server.chatRequests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    expect(server.chatRequests[1]?.body.temperature).toBe(0);
  });

  it('answers plain_text runs with a string', async () => {
    server.queue({ content: 'The Trail Runner 3 costs 89.90 EUR.' });
    const out = await createOpenAiCompatibleProvider(settings()).extract(input({ plain_text: true }).value);
    expect(out.result).toBe('The Trail Runner 3 costs 89.90 EUR.');
    expect(server.chatRequests[0]?.body.response_format).toBeUndefined();
  });

  it('without a schema asks for a JSON object and restores short link references', async () => {
    server.queue({ content: { product_name: 'Trail Runner 3', reviews_url: 'L1' } });
    const out = await createOpenAiCompatibleProvider(settings()).extract(input({ output_schema: undefined }).value);
    expect(out.result).toEqual({ product_name: 'Trail Runner 3', reviews_url: 'http://shop.test/p/1/reviews' });
    expect(server.chatRequests[0]?.body.response_format).toEqual({ type: 'json_object' });
  });

  it('times out a never-ending answer with a message', async () => {
    server.queue({ hang: true });
    await expect(
      createOpenAiCompatibleProvider(settings({ timeoutSeconds: 1 })).extract(input().value),
    ).rejects.toThrow(/did not finish answering within 1 s.*raise the timeout/);
    expect(server.chatRequests).toHaveLength(1);
  });

  it('turns a stream dropped mid-answer into a retry, then a clear failure', async () => {
    server.setDefault({ content: { name: 'Trail Runner 3', price: 89.9 }, chunks: 5, dropAfterChunks: 2 });
    await expect(createOpenAiCompatibleProvider(settings()).extract(input().value)).rejects.toThrow(
      /dropped while the model was answering/,
    );
    expect(server.chatRequests).toHaveLength(3);
  }, 20_000);

  it('names the OLLAMA_ORIGINS fix on an empty 403', async () => {
    server.queue({ status: 403, body: '' });
    await expect(createOpenAiCompatibleProvider(settings()).extract(input().value)).rejects.toThrow(
      'OLLAMA_ORIGINS=chrome-extension://*',
    );
  });

  it('stops at once when cancelled', async () => {
    server.queue({ hang: true });
    const controller = new AbortController();
    const run = createOpenAiCompatibleProvider(settings()).extract(input({}, PAGE, controller.signal).value);
    setTimeout(() => controller.abort(new Error('Cancelled by the user.')), 200);
    await expect(run).rejects.toThrow('Cancelled by the user.');
  });

  it('explains a missing host permission', async () => {
    const closed = await startFakeOpenAi();
    const url = closed.url;
    await closed.close();
    const provider = createOpenAiCompatibleProvider(
      openAiCompatibleProviderSchema.parse({ kind: 'openai-compatible', baseURL: `${url}/v1`, model: 'm' }),
      { hasHostPermission: async () => false },
    );
    await expect(provider.extract(input().value)).rejects.toThrow(/not allowed to connect to 127\.0\.0\.1/);
  });

  it('splits a long page into chunks at block boundaries and merges the answers', async () => {
    const blocks = Array.from(
      { length: 60 },
      (_, i) => `## Product ${i}\n\n${'Lorem ipsum dolor sit amet. '.repeat(20)}`,
    );
    server.script((req) => {
      const user = String(req.body.messages[1].content);
      const names = [...user.matchAll(/## (Product \d+)/g)].map((m) => ({ name: m[1] }));
      return { content: { products: names } };
    });
    const schema = {
      type: 'object',
      properties: { products: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } },
    };
    const { value, progress } = input({ output_schema: schema }, blocks.join('\n\n'));
    const out = await createOpenAiCompatibleProvider(settings({ contextTokens: 3000 })).extract(value);
    const products = (out.result as { products: Array<{ name: string }> }).products;
    expect(products.map((p) => p.name)).toEqual(blocks.map((_, i) => `Product ${i}`));
    expect(out.usage.chunks).toBe(server.chatRequests.length);
    expect(out.usage.chunks).toBeGreaterThan(2);
    for (const req of server.chatRequests) {
      expect(String(req.body.messages[1].content)).not.toMatch(/Lorem ipsum dolor sit am$/m);
    }
    expect(progress.some((p) => /^chunk 1\/\d+$/.test(p.detail))).toBe(true);
  });

  it('stops the other chunks when one chunk fails', async () => {
    const blocks = Array.from({ length: 40 }, (_, i) => `## Part ${i}\n\n${'Filler text for the page. '.repeat(20)}`);
    server.script((_req, index) =>
      index === 0 ? { hang: true } : { status: 400, body: { error: { message: 'bad request' } } },
    );
    const started = Date.now();
    await expect(
      createOpenAiCompatibleProvider(settings({ contextTokens: 3000 })).extract(input({}, blocks.join('\n\n')).value),
    ).rejects.toThrow(/rejected the request \(HTTP 400\)\. It said: “bad request”/);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect.poll(() => server.chatRequests[0]?.clientClosed).toBe(true);
    expect(server.chatRequests).toHaveLength(2);
  });

  it('tests the connection with a one-token chat completion, as a run would ask', async () => {
    await expect(testOpenAiConnection(settings())).resolves.toMatch(
      /Connected to .*: the model "test-model" answered in \d+ ms/,
    );
    expect(server.chatRequests[0]!.body).toMatchObject({ model: 'test-model', max_tokens: 1 });
    server.configure({ models: ['test-model'] });
    await expect(testOpenAiConnection(settings({ model: 'other' }))).rejects.toThrow(
      /has nothing at that address \(HTTP 404\)\. It said: “model "other" not found.* It lists: test-model\./,
    );
    server.configure({ rejectExtensionOrigin: true });
    await expect(
      testOpenAiConnection(settings(), {
        fetch: (url, init) =>
          fetch(url, {
            ...init,
            headers: { ...Object.fromEntries(new Headers(init?.headers)), origin: 'chrome-extension://abc' },
          }),
      }),
    ).rejects.toThrow('OLLAMA_ORIGINS=chrome-extension://*');
  });
});
