import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateExtractionRequest, violationsToError } from '../../lib/contract/validate-request';
import { buildApi } from '../api';
import { readConfig } from '../config';
import { startPrivateRedis, type PrivateRedis } from '../private-redis';
import { contractClient } from './contract-client';

/**
 * The HTTP surface without workers: keys, credits, validation, addresses, ids, mock mode,
 * error bodies, /openapi.json, /metrics. A real redis-server on a free port; the API on a
 * real port. Nothing here needs a browser (requests stay queued: QUARRY_WAIT_SECONDS=0).
 */
let redis: PrivateRedis;
let dir: string;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quarry-api-test-'));
  redis = await startPrivateRedis(dir, { persist: false });
  const config = readConfig({
    REDIS_URL: redis.url,
    PORT: '0',
    QUARRY_API_KEYS: 'key-rich=100,key-poor=6,key-other=10,key-limited=1000',
    QUARRY_WAIT_SECONDS: '0',
    QUARRY_RATE_LIMIT: '40',
  });
  const app = await buildApi(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  close = () => app.close();
});

afterAll(async () => {
  await close?.();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

// 203.0.113.0/24 is a documentation range: public, never resolved, never fetched (no worker runs here).
const page = { user_prompt: 'the title', website_url: 'http://203.0.113.10/a' };

describe('keys', () => {
  it('refuses a missing or unknown key with 401 and a JSON error', async () => {
    const none = await contractClient(base).smartscraper(page);
    expect(none.http).toBe(401);
    expect(none.body.error).toMatch(/SVC-APIKEY/);
    const bad = await contractClient(base, 'key-rich-but-wrong').smartscraper(page);
    expect(bad.http).toBe(401);
    expect(bad.body).toEqual({ error: 'The API key is not valid.' });
  });

  it('accepts the bearer form too', async () => {
    const client = contractClient(base);
    const answer = await client.call('GET', '/v1/credits', undefined, { Authorization: 'Bearer key-other' });
    expect(answer.http).toBe(200);
    expect(answer.body).toEqual({ remaining_credits: 10, total_credits_used: 0 });
  });
});

describe('validation and addresses', () => {
  it('answers a bad body with 400 and the contract validation message', async () => {
    const bodies: unknown[] = [
      { user_prompt: 'x' },
      { user_prompt: 'x', website_url: 'https://example.com/', website_html: '<p>x</p>' },
      { user_prompt: 'x', website_url: 'https://example.com/', totalPages: 2 },
      { user_prompt: 'x', website_html: '<p>x</p>', total_pages: 101, number_of_scrolls: -1 },
      [1, 2],
    ];
    for (const body of bodies) {
      const answer = await contractClient(base, 'key-rich').smartscraper(body);
      const expected = validateExtractionRequest(body);
      expect(expected.ok).toBe(false);
      if (!expected.ok) expect(answer).toEqual({ http: 400, body: { error: violationsToError(expected.violations) } });
    }
    const notJson = await contractClient(base, 'key-rich').call('POST', '/v1/smartscraper', '{"user_prompt":', {});
    expect(notJson.http).toBe(400);
    expect(String(notJson.body.error)).toMatch(/not valid JSON/);
  });

  it('refuses website_url on loopback or private addresses with 400', async () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://localhost/',
      'http://10.1.2.3/',
      'http://[::1]/',
      'http://192.168.0.4/',
    ]) {
      const answer = await contractClient(base, 'key-rich').smartscraper({ user_prompt: 'x', website_url: url });
      expect(answer.http).toBe(400);
      expect(String(answer.body.error)).toMatch(/loopback or private/);
    }
  });

  it('answers 413 with JSON for a body over the limit', async () => {
    const huge = { user_prompt: 'x', website_html: 'a'.repeat(9 * 1024 * 1024) };
    const answer = await contractClient(base, 'key-rich').smartscraper(huge);
    expect(answer.http).toBe(413);
    expect(typeof answer.body.error).toBe('string');
  });
});

describe('request ids and credits', () => {
  it('queues, charges the cost (stealth +4), and only the creating key reads the request', async () => {
    const poor = contractClient(base, 'key-poor');
    const queued = await poor.smartscraper({ ...page, stealth: true });
    expect(queued.http).toBe(200);
    expect(queued.body).toMatchObject({
      status: 'queued',
      website_url: page.website_url,
      user_prompt: 'the title',
      error: '',
    });
    const id = String(queued.body.request_id);
    expect((await poor.credits()).body).toEqual({ remaining_credits: 1, total_credits_used: 5 });
    expect((await poor.get(id)).body).toMatchObject({ request_id: id, status: 'queued' });
    // Another key cannot see it; an unknown id is 404 too.
    expect((await contractClient(base, 'key-other').get(id)).http).toBe(404);
    const unknown = await poor.get('no-such-request');
    expect(unknown).toEqual({ http: 404, body: { error: 'No request with id no-such-request.' } });
    // 1 credit left: a stealth request (5) is refused with 402, a plain one (1) passes, then 402.
    expect((await poor.smartscraper({ ...page, stealth: true })).http).toBe(402);
    expect((await poor.smartscraper(page)).http).toBe(200);
    const out = await poor.smartscraper(page);
    expect(out.http).toBe(402);
    expect(String(out.body.error)).toMatch(/Not enough credits/);
  });

  it('answers mock requests with the extension mock data at no cost, even with no credits', async () => {
    const poor = contractClient(base, 'key-poor');
    const before = (await poor.credits()).body;
    const answer = await poor.smartscraper({
      ...page,
      mock: true,
      output_schema: { type: 'object', properties: { title: { type: 'string' } } },
    });
    expect(answer.http).toBe(200);
    expect(answer.body).toMatchObject({ status: 'completed', mock: true, website_url: page.website_url, error: '' });
    expect(answer.body.result).toEqual({ title: expect.any(String) });
    const markdown = await poor.call('POST', '/v1/markdownify', { website_url: 'https://example.com/', mock: true });
    expect(markdown.body).toMatchObject({ status: 'completed', mock: true });
    expect((await poor.credits()).body).toEqual(before);
  });
});

describe('other surfaces', () => {
  it('answers unknown paths with JSON 404, and serves /healthz, /openapi.json and /metrics', async () => {
    const missing = await contractClient(base, 'key-rich').call('GET', '/v1/nothing-here');
    expect(missing.http).toBe(404);
    expect(missing.body.error).toMatch(/No such endpoint/);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const openapi = (await (await fetch(`${base}/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(Object.keys(openapi.paths)).toContain('/v1/smartscraper');
    expect(Object.keys(openapi.components.schemas.ExtractionRequest?.properties ?? {})).toContain('number_of_scrolls');
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/quarry_queue_depth \d+/);
    expect(metrics).toMatch(/quarry_jobs\{state="waiting"\} \d+/);
    expect(metrics).toMatch(/quarry_browser_restarts_total/);
    expect(metrics).toMatch(/quarry_http_request_duration_seconds_bucket/);
  });

  it('limits requests per key with 429, other keys unaffected', async () => {
    const limited = contractClient(base, 'key-limited');
    const codes: number[] = [];
    for (let i = 0; i < 45; i++) codes.push((await limited.credits()).http);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    const last = await limited.credits();
    expect(last.body.error).toMatch(/Too many requests/);
    expect((await contractClient(base, 'key-rich').credits()).http).toBe(200);
  });
});
