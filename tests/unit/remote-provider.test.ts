import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SOURCE_BYTES } from '@/lib/contract/limits';
import { selectProvider } from '@/lib/extract/select-provider';
import { createJobRunner } from '@/lib/jobs/job-runner';
import { createJobStore } from '@/lib/jobs/job-store';
import type { ClientEnv } from '@/lib/remote/client-for-settings';
import { costNotice } from '@/lib/remote/cost-notice';
import { settingsSchema, type Settings } from '@/lib/settings/settings';
import { startFakeContractServer, type FakeContractServer } from '../support/fake-contract-server';
import { memoryArea } from './support/memory-area';

let server: FakeContractServer;
beforeEach(async () => {
  server = await startFakeContractServer();
});
afterEach(() => server.close());

const PAGE_URL = 'http://127.0.0.1:1/shop';
// Few nodes, many bytes: linkedom parses it quickly even on a busy machine.
const BIG_PAGE = `<html><head><title>Big shop</title></head><body><h1>Big shop</h1>${`<script>/* ${'x'.repeat(1_000)} */</script><svg><path d="M0 0"/></svg>`.repeat(2_100)}</body></html>`;

function remoteSettings(extra: Record<string, unknown> = {}, provider: Record<string, unknown> = {}): Settings {
  return settingsSchema.parse({
    provider: { kind: 'remote', baseURL: server.origin, apiKey: 'test-key', ...provider },
    ...extra,
  });
}

/** The real job runner with the real provider selection; only the tab capture is given. */
let captures = 0;
function runner(
  settings: Settings,
  html = '<html><head><title>Shop</title></head><body>x</body></html>',
  env: ClientEnv = { mockHandler: null },
) {
  let id = 0;
  captures = 0;
  return createJobRunner({
    store: createJobStore(memoryArea()),
    loadSettings: async () => settings,
    capture: async () => {
      captures++;
      return { pages: [{ html, url: PAGE_URL, title: 'Shop' }], report: null };
    },
    providerFor: (s, r) => selectProvider(s, r, env),
    keepAlive: () => () => {},
    now: () => Date.now(),
    newId: () => `job-${++id}`,
  });
}

async function run(settings: Settings, request: Record<string, unknown>, html?: string, env?: ClientEnv) {
  const r = runner(settings, html, env);
  return r.wait(await r.start(request));
}

describe('remote provider through the job runner', () => {
  it('sends the captured live DOM as website_html and returns the service’s result', async () => {
    const response = await run(remoteSettings(), { user_prompt: 'the title' });
    expect(response).toMatchObject({ status: 'completed', website_url: PAGE_URL, mock: false });
    expect(response.result).toMatchObject({ title: 'Shop', source: 'website_html' });
    const [sent] = server.extractions();
    expect(sent?.json).toMatchObject({
      user_prompt: 'the title',
      website_html: expect.stringContaining('<title>Shop'),
    });
    expect(Object.keys(sent?.json as object)).not.toContain('website_url');
  });

  it('sends the page address instead when send is "url"', async () => {
    await run(remoteSettings({}, { send: 'url' }), { user_prompt: 'the title' });
    expect(server.extractions()[0]?.json).toMatchObject({ website_url: PAGE_URL });
    expect(Object.keys(server.extractions()[0]?.json as object)).not.toContain('website_html');
  });

  it('fits a captured page over 2 MB within the limit before sending', async () => {
    expect(BIG_PAGE.length).toBeGreaterThan(MAX_SOURCE_BYTES);
    const response = await run(remoteSettings(), { user_prompt: 'the title' }, BIG_PAGE);
    expect(response.status).toBe('completed');
    const [sent] = server.extractions();
    const html = (sent?.json as { website_html: string }).website_html;
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(MAX_SOURCE_BYTES);
    expect(html).toContain('<h1>Big shop</h1>');
  }, 30_000);

  it('sends a per-request mock: true to the endpoint', async () => {
    const response = await run(remoteSettings({}, { send: 'url' }), {
      user_prompt: 'p',
      website_url: 'https://shop.example/',
      mock: true,
    });
    expect(server.extractions()[0]?.json).toMatchObject({ mock: true, website_url: expect.any(String) });
    expect(response).toMatchObject({ status: 'completed', mock: true });
    expect(server.credits.used).toBe(0);
  });

  it('global mock mode sends nothing, even with an endpoint configured', async () => {
    const response = await run(remoteSettings({ mock: true }), {
      user_prompt: 'p',
      website_url: 'https://shop.example/',
    });
    expect(response).toMatchObject({ status: 'completed', mock: true, website_url: 'https://shop.example/' });
    expect(server.requests).toEqual([]);
    // Opening website_url in a tab would be a network request too.
    expect(captures).toBe(0);
  });

  it('a wrong key fails the job with the service’s reason and the fix', async () => {
    const response = await run(remoteSettings({}, { apiKey: 'nope' }), { user_prompt: 'p' });
    expect(response.status).toBe('failed');
    expect(response.error).toContain('did not accept the API key (HTTP 401)');
  });

  it('an endpoint the browser may not reach fails before sending, with the fix', async () => {
    const asked: string[] = [];
    const canReach = async (url: string): Promise<boolean> => {
      asked.push(url);
      return false;
    };
    const response = await run(remoteSettings(), { user_prompt: 'p' }, undefined, { canReach });
    expect(response.status).toBe('failed');
    expect(response.error).toContain(`Quarry has no access to ${server.origin} yet`);
    expect(asked).toEqual([server.origin]);
    expect(server.requests).toEqual([]);
    // Global mock mode needs no access at all.
    expect((await run(remoteSettings({ mock: true }), { user_prompt: 'p' }, undefined, { canReach })).status).toBe(
      'completed',
    );
  });

  it('a failed extraction at the service fails the job with its error', async () => {
    server.nextFailure = 'Blocked by the site';
    const response = await run(remoteSettings(), { user_prompt: 'p' });
    expect(response).toMatchObject({ status: 'failed', result: null });
    expect(response.error).toContain('Blocked by the site');
  });

  it('local mode answers per-request mock runs itself, using the overrides', async () => {
    const settings = settingsSchema.parse({ mockOverrides: { '/v1/smartscraper': { result: { from: 'override' } } } });
    const response = await run(settings, { user_prompt: 'p', website_html: '<p>x</p>', mock: true });
    expect(response).toMatchObject({ status: 'completed', mock: true, result: { from: 'override' } });
  });
});

describe('costNotice', () => {
  it('says when runs use no credits and when stealth adds 4', () => {
    expect(costNotice(remoteSettings({ mock: true }), {})?.text).toContain('no credits are used');
    expect(costNotice(remoteSettings(), { mock: true })).toMatchObject({ kind: 'none' });
    expect(costNotice(remoteSettings(), { stealth: true })).toMatchObject({ kind: 'surcharge' });
    expect(costNotice(remoteSettings(), { stealth: true })?.text).toContain('adds 4 credits');
    expect(costNotice(remoteSettings(), {})).toMatchObject({ kind: 'credits' });
    expect(costNotice(settingsSchema.parse({}), { stealth: true })).toBeNull();
    expect(costNotice(settingsSchema.parse({}), { mock: true })?.kind).toBe('none');
  });
});
