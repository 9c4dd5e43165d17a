import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClientFor, type RemoteClientConfig } from '@/lib/remote/create-client';
import { RemoteError } from '@/lib/remote/remote-error';
import { startFakeContractServer, type FakeContractServer } from '../support/fake-contract-server';

let server: FakeContractServer;
const waits: number[] = [];
const fastSleep = async (ms: number): Promise<void> => {
  waits.push(ms);
  await new Promise((r) => setTimeout(r, 1));
};

function client(extra: Partial<RemoteClientConfig> = {}): ReturnType<typeof createClientFor> {
  return createClientFor({ baseURL: server.origin, apiKey: 'test-key', sleep: fastSleep, ...extra });
}

async function failure(promise: Promise<unknown>): Promise<RemoteError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteError);
  return error as RemoteError;
}

const REQUEST = {
  user_prompt: 'the title',
  website_html: '<html><head><title>Shop</title></head><body>x</body></html>',
};

beforeEach(async () => {
  server = await startFakeContractServer();
  waits.length = 0;
});
afterEach(() => server.close());

describe('POST /v1/smartscraper', () => {
  it('sends the key in SVC-APIKEY with a JSON body and returns the completed response', async () => {
    const response = await client().smartscraper(REQUEST);
    expect(response).toMatchObject({ status: 'completed', user_prompt: 'the title', error: '' });
    expect(response.result).toEqual({ title: 'Shop', source: 'website_html', bytes: REQUEST.website_html.length });
    const [sent] = server.requests;
    expect(sent?.headers['svc-apikey']).toBe('test-key');
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.json).toEqual(REQUEST);
    expect(server.credits).toEqual({ remaining: 99, used: 1 });
  });

  it('uses Authorization: Bearer when asked, and tolerates a base URL ending in /v1/', async () => {
    await client({ auth: 'bearer', baseURL: `${server.origin}/v1/` }).smartscraper(REQUEST);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer test-key');
    expect(server.requests[0]?.headers['svc-apikey']).toBeUndefined();
    expect(server.requests[0]?.path).toBe('/v1/smartscraper');
  });

  it('polls GET /v1/smartscraper/{id} through queued, processing and unknown statuses, backing off', async () => {
    server.nextStatuses = ['queued', 'processing', 'warming-up', 'processing'];
    const seen: string[] = [];
    const response = await client().smartscraper(REQUEST, { onStatus: (s) => seen.push(s) });
    expect(response.status).toBe('completed');
    expect(seen).toEqual(['queued', 'processing', 'warming-up', 'processing']);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/smartscraper',
      'GET /v1/smartscraper/req-1',
      'GET /v1/smartscraper/req-1',
      'GET /v1/smartscraper/req-1',
      'GET /v1/smartscraper/req-1',
    ]);
    expect(waits).toEqual([500, 750, 1125, 1687.5]);
  });

  it('returns a failed response with the service’s error', async () => {
    server.nextFailure = 'The page could not be rendered';
    const response = await client().smartscraper(REQUEST);
    expect(response).toMatchObject({ status: 'failed', result: null, error: 'The page could not be rendered' });
  });

  it('keeps a plain_text string result', async () => {
    const response = await client().smartscraper({ ...REQUEST, plain_text: true });
    expect(response.result).toBe('The page is titled Shop.');
  });

  it('stops polling after the time limit', async () => {
    server.nextStatuses = Array(50).fill('processing');
    let clock = 0;
    const slept: number[] = [];
    const error = await failure(
      client({
        poll: { timeLimitMs: 3_000 },
        now: () => clock,
        sleep: async (ms) => {
          slept.push(ms);
          clock += ms + 100; // each status request takes 100 ms
        },
      }).smartscraper(REQUEST),
    );
    expect(error.kind).toBe('time-limit');
    expect(error.message).toContain('after 3 s, so Quarry stopped waiting');
    // 500 + 750 + 1125 (+ 300 ms of requests) = 2675 ms; the next wait of 1688 ms would pass 3 s.
    expect(slept).toEqual([500, 750, 1125]);
  });

  it('sends mock: true to the endpoint; the service charges nothing', async () => {
    const response = await client().smartscraper({ ...REQUEST, mock: true });
    expect(server.requests[0]?.json).toMatchObject({ mock: true });
    expect(response.result).toEqual({ title: 'Mock title', mock_data: true });
    expect(server.credits.used).toBe(0);
  });
});

describe('errors a user can act on', () => {
  it('401 for a wrong key names the key setting and the header switch', async () => {
    const error = await failure(client({ apiKey: 'wrong' }).smartscraper(REQUEST));
    expect(error.status).toBe(401);
    expect(error.message).toContain('did not accept the API key (HTTP 401)');
    expect(error.message).toContain('Invalid API key');
    expect(error.message).toContain('Authorization: Bearer');
    expect(server.requests).toHaveLength(1);
  });

  it('402 and a 401 that talks about credits both say "out of credits"', async () => {
    server.credits.remaining = 0;
    const error = await failure(client().smartscraper(REQUEST));
    expect(error.status).toBe(402);
    expect(error.message).toMatch(
      /^The service at http:\/\/127\.0\.0\.1:\d+ says the account is out of credits \(HTTP 402\)/,
    );
    const other = await startFakeContractServer({ credits: 0, outOfCreditsStatus: 401 });
    try {
      const e401 = await failure(client({ baseURL: other.origin }).smartscraper(REQUEST));
      expect(e401.message).toContain('out of credits (HTTP 401)');
    } finally {
      await other.close();
    }
  });

  it('stealth costs 4 more credits', async () => {
    await client().smartscraper({ ...REQUEST, stealth: true });
    expect(server.credits.used).toBe(5);
  });

  it('retries 429 after Retry-After, then succeeds', async () => {
    server.forced.push({ status: 429, headers: { 'Retry-After': '2' }, body: { error: 'Too many requests' } });
    const retries: number[] = [];
    const response = await client().smartscraper(REQUEST, { onRetry: (r) => retries.push(r.delayMs) });
    expect(response.status).toBe('completed');
    expect(waits).toEqual([2000]);
    expect(retries).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
  });

  it('retries 5xx with bounded exponential backoff and then gives up with a clear message', async () => {
    for (let i = 0; i < 4; i++) server.forced.push({ status: 503, body: { error: 'overloaded' } });
    const error = await failure(client().smartscraper(REQUEST));
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(server.requests).toHaveLength(4);
    expect(error.message).toContain(
      'internal error (HTTP 503). It said: “overloaded”. It still failed after 3 retries',
    );
    expect(error.message).toContain('overloaded');
  });

  it('does not wait for a Retry-After longer than a minute', async () => {
    server.forced.push({ status: 429, headers: { 'Retry-After': '3600' } });
    const error = await failure(client().smartscraper(REQUEST));
    expect(waits).toEqual([]);
    expect(error.message).toContain('Wait 3600 s');
  });

  it.each([
    [400, { error: 'Bad JSON' }, 'malformed (HTTP 400)'],
    [403, { error: 'Plan does not include this' }, 'refused access (HTTP 403)'],
    [404, { detail: 'Not Found' }, 'base URL'],
    [408, {}, 'timed out on the request (HTTP 408)'],
    [413, { error: 'too large' }, 'too large (HTTP 413)'],
  ])('%i is explained', async (status, body, words) => {
    server.forced.push({ status, body });
    const error = await failure(client().smartscraper(REQUEST));
    expect(error.status).toBe(status);
    expect(error.message).toContain(words);
  });

  it('403 for a key that may not use the API', async () => {
    const other = await startFakeContractServer({ forbiddenKeys: ['blocked'] });
    try {
      const error = await failure(client({ baseURL: other.origin, apiKey: 'blocked' }).smartscraper(REQUEST));
      expect(error.status).toBe(403);
      expect(error.message).toContain('This key may not use the API');
    } finally {
      await other.close();
    }
  });

  it('422 lists each {loc, msg} of the detail body', async () => {
    const error = await failure(
      client().smartscraper({ user_prompt: 'x', website_url: 'https://a.example', total_pages: 500 }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toContain('total_pages: must be an integer from 1 to 100');
  });

  it('413 from the contract limit says how much was sent', async () => {
    const error = await failure(client().smartscraper({ user_prompt: 'x', website_html: 'a'.repeat(2_000_001) }));
    expect(error.status).toBe(413);
    expect(error.message).toContain('2.00 MB');
    expect(error.message).toContain('Send');
  });

  it('times out a slow answer', async () => {
    server.delayMs = 400;
    const error = await failure(client({ timeoutMs: 100 }).smartscraper(REQUEST));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('did not answer within');
  });

  it('cancels with the AbortSignal while polling', async () => {
    server.nextStatuses = Array(20).fill('queued');
    const controller = new AbortController();
    const promise = createClientFor({ baseURL: server.origin, apiKey: 'test-key' }).smartscraper(REQUEST, {
      signal: controller.signal,
      onStatus: () => controller.abort(new Error('Cancelled by the user.')),
    });
    await expect(promise).rejects.toThrow('Cancelled by the user.');
    expect(server.requests).toHaveLength(1);
  });

  it('refuses redirects so the key goes nowhere else', async () => {
    server.forced.push({ status: 307, headers: { location: 'http://127.0.0.2:1/v1/smartscraper' }, body: {} });
    const error = await failure(client().smartscraper(REQUEST));
    expect(error.kind).toBe('redirect');
  });

  it('says when the endpoint is not reachable', async () => {
    const closed = await startFakeContractServer();
    const origin = closed.origin;
    await closed.close();
    const error = await failure(client({ baseURL: origin }).smartscraper(REQUEST));
    expect(error.kind).toBe('network');
    expect(error.message).toContain(`Could not reach ${origin}`);
  });

  it('a 200 that is not the contract is reported', async () => {
    server.forced.push({ status: 200, body: { hello: 'world' } });
    const error = await failure(client().smartscraper(REQUEST));
    expect(error.message).toContain('does not follow the extraction contract');
  });
});

describe('credits and markdownify', () => {
  it('reads GET /v1/credits with the bearer form', async () => {
    await client().smartscraper(REQUEST);
    const credits = await client({ auth: 'bearer' }).credits();
    expect(credits).toEqual({ remaining_credits: 99, total_credits_used: 1 });
    expect(server.requests[1]).toMatchObject({ method: 'GET', path: '/v1/credits' });
    expect(server.requests[1]?.headers.authorization).toBe('Bearer test-key');
  });

  it('POST /v1/markdownify returns the Markdown text', async () => {
    const md = await client().markdownify({ website_html: '<title>Doc</title><p>Hello there</p>' });
    expect(md.markdown).toBe('# Doc\n\nDoc Hello there');
    expect(server.requests[0]?.json).toEqual({ website_html: '<title>Doc</title><p>Hello there</p>' });
  });
});
