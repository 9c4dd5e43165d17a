import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClientFor } from '@/lib/remote/create-client';
import { checkMockOverrides } from '@/lib/settings/mock-overrides';
import { settingsSchema } from '@/lib/settings/settings';
import { createSettingsStore } from '@/lib/settings/store';
import { startFakeContractServer, type FakeContractServer } from '../support/fake-contract-server';
import { memoryArea } from './support/memory-area';

let server: FakeContractServer;
let fetches = 0;
const countingFetch: typeof fetch = (input, init) => {
  fetches++;
  return fetch(input, init);
};

beforeEach(async () => {
  server = await startFakeContractServer();
  fetches = 0;
});
afterEach(() => server.close());

const mockClient = (extra: Parameters<typeof createClientFor>[0] = {}): ReturnType<typeof createClientFor> =>
  createClientFor({ baseURL: server.origin, apiKey: 'test-key', fetch: countingFetch, mock: true, ...extra });

describe('global mock mode', () => {
  it('answers every path with built-in mock data and sends nothing', async () => {
    const client = mockClient();
    const schema = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } };
    const response = await client.smartscraper({
      user_prompt: 'p',
      website_url: 'https://a.example/',
      output_schema: schema,
    });
    expect(response).toMatchObject({
      status: 'completed',
      website_url: 'https://a.example/',
      user_prompt: 'p',
      mock: true,
    });
    expect(response.result).toEqual({ name: expect.any(String), price: expect.any(Number) });
    expect(await client.credits()).toEqual({ remaining_credits: 1000, total_credits_used: 0, mock: true });
    expect((await client.markdownify({ website_url: 'https://a.example/' })).markdown).toContain('# Mock page');
    expect(await client.call('POST', '/v1/searchscraper', { user_prompt: 'q' })).toMatchObject({ mock: true });
    expect(await client.call('POST', '/v1/smartscraper/start', {})).toMatchObject({ status: 'processing' });
    expect(await client.call('GET', '/v1/smartscraper/status/job-9')).toMatchObject({
      job_id: 'job-9',
      status: 'completed',
    });
    expect(fetches).toBe(0);
    expect(server.requests).toEqual([]);
  });

  it('uses per-path overrides instead of the built-in data', async () => {
    const client = mockClient({
      mockOverrides: {
        '/v1/credits': { remaining_credits: 7, total_credits_used: 3, mock: true },
        '/v1/smartscraper': { result: { name: 'From override' } },
        '/v1/markdownify': { result: '# Overridden' },
        '/v1/smartscraper/status/job-1': { job_id: 'job-1', status: 'completed', result: { done: true } },
      },
    });
    expect(await client.credits()).toEqual({ remaining_credits: 7, total_credits_used: 3, mock: true });
    const response = await client.smartscraper({ user_prompt: 'p', website_html: '<p>x</p>' });
    expect(response).toMatchObject({ status: 'completed', result: { name: 'From override' }, user_prompt: 'p' });
    expect((await client.markdownify({ website_html: '<p>x</p>' })).markdown).toBe('# Overridden');
    expect(await client.call('GET', '/v1/smartscraper/status/job-1')).toMatchObject({ result: { done: true } });
    expect(server.requests).toEqual([]);
  });

  it('an override can queue an extraction that completes through the status override', async () => {
    const client = mockClient({
      sleep: async () => undefined,
      mockOverrides: {
        '/v1/smartscraper': { request_id: 'job-2', status: 'queued' },
        '/v1/smartscraper/status/job-2': { job_id: 'job-2', status: 'completed', result: { polled: true } },
      },
    });
    const statuses: string[] = [];
    const response = await client.smartscraper(
      { user_prompt: 'p', website_html: 'x' },
      { onStatus: (s) => statuses.push(s) },
    );
    expect(statuses).toEqual(['queued']);
    expect(response).toMatchObject({ request_id: 'job-2', status: 'completed', result: { polled: true } });
  });

  it('custom handlers take precedence over overrides and may fall through', async () => {
    const calls: string[] = [];
    const client = mockClient({
      mockOverrides: { '/v1/credits': { remaining_credits: 7, total_credits_used: 3 } },
      mockHandler: (method, path, body) => {
        calls.push(`${method} ${path} ${JSON.stringify(body ?? null)}`);
        if (path === '/v1/smartscraper')
          return { request_id: 'h1', status: 'completed', website_url: '', user_prompt: 'p', result: 'from handler' };
        return undefined;
      },
    });
    expect((await client.smartscraper({ user_prompt: 'p', website_html: 'x' })).result).toBe('from handler');
    expect(await client.credits()).toMatchObject({ remaining_credits: 7 });
    expect(calls).toEqual(['POST /v1/smartscraper {"user_prompt":"p","website_html":"x"}', 'GET /v1/credits null']);
  });

  it('a handler that throws or answers nonsense fails with a clear message', async () => {
    await expect(
      mockClient({
        mockHandler: () => {
          throw new Error('boom');
        },
      }).credits(),
    ).rejects.toThrow('The custom mock handler failed for GET /v1/credits: boom');
    await expect(mockClient({ mockHandler: () => ({ nope: 1 }) }).credits()).rejects.toThrow('remaining_credits');
  });
});

describe('override validation', () => {
  it('accepts the contract’s shapes', () => {
    expect(
      checkMockOverrides({
        '/v1/smartscraper': { status: 'completed', result: {} },
        '/v1/smartscraper/start': { job_id: 'j', status: 'processing', mock: true },
        '/v1/smartscraper/status/j': { job_id: 'j', status: 'completed', result: { a: 1 } },
        '/v1/credits': { remaining_credits: 1, total_credits_used: 0, mock: true },
        '/v1/markdownify': { result: '# x' },
        '/v1/markdownify/start': { job_id: 'm', status: 'processing' },
        '/v1/markdownify/status/m': { job_id: 'm', status: 'completed', result: '# md' },
        '/v1/searchscraper': { result: {} },
      }),
    ).toEqual([]);
  });

  it('names each bad path and what it should be', () => {
    const problems = checkMockOverrides({
      '/v1/credit': {},
      '/v1/credits': { remaining_credits: 'lots' },
      '/v1/smartscraper': { status: 'done' },
      '/v1/smartscraper/status/j': [],
    });
    expect(problems.map((p) => p.path)).toEqual([
      '/v1/credit',
      '/v1/credits',
      '/v1/smartscraper',
      '/v1/smartscraper/status/j',
    ]);
    expect(problems[0]?.message).toContain('is not a path mock mode answers');
    expect(problems[1]?.message).toContain('credits record');
    expect(checkMockOverrides([])).toHaveLength(1);
  });

  it('configure rejects bad overrides and keeps the old settings', async () => {
    const store = createSettingsStore(memoryArea());
    await store.update({
      mock: true,
      mockOverrides: { '/v1/credits': { remaining_credits: 5, total_credits_used: 0 } },
    });
    await expect(store.update({ mockOverrides: { '/v1/credits': { remaining_credits: -1.5 } } })).rejects.toThrow(
      /Settings not changed: mockOverrides.*credits record/,
    );
    expect((await store.load()).mockOverrides).toEqual({
      '/v1/credits': { remaining_credits: 5, total_credits_used: 0 },
    });
  });

  it('a patch changes only the members it names', async () => {
    const store = createSettingsStore(memoryArea());
    const provider = { kind: 'remote', baseURL: 'https://api.example.com', apiKey: 'k', send: 'url', auth: 'bearer' };
    await store.update({ provider, mockOverrides: { '/v1/markdownify': { result: '# x' } } });
    const after = await store.update({ mock: true });
    expect(after).toMatchObject({ mock: true, provider, mockOverrides: { '/v1/markdownify': { result: '# x' } } });
  });

  it('keeps quarry.configure shapes working', () => {
    const settings = settingsSchema.parse({
      provider: { kind: 'remote', baseURL: 'https://api.example.com', apiKey: 'k', send: 'url' },
    });
    expect(settings.provider).toEqual({
      kind: 'remote',
      baseURL: 'https://api.example.com',
      apiKey: 'k',
      send: 'url',
      auth: 'svc-apikey',
    });
    expect(settingsSchema.parse({ mock: true })).toMatchObject({ mock: true, mockOverrides: {} });
  });
});
