import { describe, expect, it } from 'vitest';
import { createJobRunner, INTERRUPTED_ERROR, type RunnerDeps } from '@/lib/jobs/job-runner';
import { createJobStore } from '@/lib/jobs/job-store';
import { complete, createJob, fail, InvalidTransitionError, startProcessing } from '@/lib/jobs/job-machine';
import { selectProvider } from '@/lib/extract/select-provider';
import { NO_MODEL_ERROR } from '@/lib/extract/model-errors';
import type { ExtractionProvider } from '@/lib/extract/provider';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings/settings';
import { memoryArea } from './support/memory-area';

function setup(overrides: Partial<RunnerDeps> = {}, settings: Settings = DEFAULT_SETTINGS) {
  const area = memoryArea();
  const store = createJobStore(area);
  let id = 0;
  let clock = 1_000;
  const captured: Array<number | null> = [];
  const runner = createJobRunner({
    store,
    loadSettings: async () => settings,
    capture: async (tabId) => {
      captured.push(tabId);
      return { pages: [{ html: '<h1>Shop</h1>', url: 'http://127.0.0.1/shop', title: 'Shop' }], report: null };
    },
    providerFor: selectProvider,
    keepAlive: () => () => {},
    now: () => (clock += 10),
    newId: () => `job-${++id}`,
    ...overrides,
  });
  return { runner, store, area, captured };
}

describe('job state machine', () => {
  const job = createJob({ id: 'a', request: { user_prompt: 'x' }, tabId: null, now: 1 });
  it('moves queued → processing → completed', () => {
    const done = complete(
      startProcessing(job, 2),
      {
        result: { a: 1 },
        website_url: 'u',
        usage: { inputTokens: 0, outputTokens: 0, chunks: 0, pages: 1, durationMs: 1 },
        mock: false,
      },
      3,
    );
    expect(done.status).toBe('completed');
    expect(done.progress).toBeUndefined();
  });
  it('refuses to complete a job that is not processing', () => {
    expect(() =>
      complete(
        job,
        {
          result: 1,
          website_url: '',
          usage: { inputTokens: 0, outputTokens: 0, chunks: 0, pages: 0, durationMs: 0 },
          mock: false,
        },
        2,
      ),
    ).toThrow(InvalidTransitionError);
  });
  it('never changes a final job', () => {
    const failed = fail(job, 'boom', 2);
    expect(fail(failed, 'again', 3)).toBe(failed);
    expect(() => startProcessing(failed, 3)).toThrow(InvalidTransitionError);
  });
  it('gives a failure without text a message anyway', () => {
    expect(fail(job, '  ', 2).error).toMatch(/unknown reason/);
  });
});

describe('job runner', () => {
  it('start returns an id at once and the job ends completed with mock data', async () => {
    const { runner, store } = setup();
    const id = await runner.start({ user_prompt: 'products', website_html: '<p>x</p>', mock: true });
    expect(['queued', 'processing']).toContain((await store.get(id))?.status);
    const response = await runner.wait(id);
    expect(response).toMatchObject({
      request_id: id,
      status: 'completed',
      error: '',
      mock: true,
      user_prompt: 'products',
    });
    expect(response.result).toHaveProperty('items');
  });

  it('captures the tab when no source is given and echoes its address', async () => {
    const { runner, captured } = setup();
    const response = await runner.wait(await runner.start({ user_prompt: 'x', mock: true }, { tabId: 7 }));
    expect(captured).toEqual([7]);
    expect(response.website_url).toBe('http://127.0.0.1/shop');
  });

  it('a contract violation ends the job failed with every message; nothing is captured', async () => {
    const { runner, captured } = setup();
    const response = await runner.wait(await runner.start({ user_prompt: '', total_pages: 0 }));
    expect(response.status).toBe('failed');
    expect(response.error).toMatch(/user_prompt is empty/);
    expect(response.error).toMatch(/total_pages must be a whole number from 1 to 100; got 0/);
    expect(captured).toEqual([]);
  });

  it('a captured live page over 2 MB is still extracted (the limit is for requests people send)', async () => {
    let seen = 0;
    const spy: ExtractionProvider = {
      name: 'spy',
      extract: async ({ request }) => {
        seen = request.website_html?.length ?? 0;
        return { result: {}, usage: {}, mock: false };
      },
    };
    const { runner } = setup({
      capture: async () => ({ pages: [{ html: 'a'.repeat(2_000_001), url: 'http://x/', title: '' }], report: null }),
      providerFor: () => spy,
    });
    const response = await runner.wait(await runner.start({ user_prompt: 'x' }));
    expect(response.status).toBe('completed');
    expect(seen).toBe(2_000_001);
  });

  it('pasted HTML over 2 MB fails with the size message', async () => {
    const { runner } = setup();
    const response = await runner.wait(await runner.start({ user_prompt: 'x', website_html: 'a'.repeat(2_000_001) }));
    expect(response.error).toMatch(/website_html is 2\.00 MB \(2,000,001 bytes\); the limit is 2 MB/);
  });

  it('without a model and without mock, says how to configure one', async () => {
    const { runner } = setup();
    const response = await runner.wait(await runner.start({ user_prompt: 'x', website_html: '<p/>' }));
    expect(response).toMatchObject({ status: 'failed', error: NO_MODEL_ERROR });
  });

  it('global mock mode answers with mock data', async () => {
    const { runner } = setup({}, { ...DEFAULT_SETTINGS, mock: true });
    const response = await runner.wait(await runner.start({ user_prompt: 'x', website_html: '<p/>' }));
    expect(response).toMatchObject({ status: 'completed', mock: true });
  });

  it('a capture that throws ends the job failed with its message', async () => {
    const { runner } = setup({
      capture: async () => Promise.reject(new Error('The tab was closed before Quarry could read it.')),
    });
    const response = await runner.wait(await runner.start({ user_prompt: 'x', mock: true }));
    expect(response).toMatchObject({ status: 'failed', error: 'The tab was closed before Quarry could read it.' });
  });

  it('cancel ends a running job failed, and a late answer does not overwrite it', async () => {
    let release: () => void = () => {};
    const slow: ExtractionProvider = {
      name: 'slow',
      extract: () =>
        new Promise((resolve) => (release = () => resolve({ result: { late: true }, usage: {}, mock: false }))),
    };
    const { runner, store } = setup({ providerFor: () => slow });
    const id = await runner.start({ user_prompt: 'x', website_html: '<p/>' });
    await new Promise((r) => setTimeout(r, 5));
    const cancelling = runner.cancel(id);
    release();
    await cancelling;
    expect(await store.get(id)).toMatchObject({ status: 'failed', error: 'Cancelled by the user.' });
  });

  it('recoverInterrupted fails jobs a stopped worker left behind', async () => {
    const area = memoryArea();
    const store = createJobStore(area);
    await store.put(startProcessing(createJob({ id: 'old', request: { user_prompt: 'x' }, tabId: null, now: 1 }), 2));
    const { runner } = setup({ store });
    expect(await runner.recoverInterrupted()).toBe(1);
    expect(await store.get('old')).toMatchObject({ status: 'failed', error: INTERRUPTED_ERROR });
  });

  it('storage full when the result is saved: the job ends failed with the reason, never stuck', async () => {
    const area = memoryArea();
    const store = createJobStore(area);
    const quota = {
      ...area,
      set: async (items: Record<string, unknown>) => {
        const size = JSON.stringify(items).length;
        if (size > 2_000) throw new Error('QUOTA_BYTES quota exceeded');
        await area.set(items);
      },
    };
    const big: ExtractionProvider = {
      name: 'big',
      extract: async () => ({ result: { text: 'x'.repeat(5_000) }, usage: {}, mock: false }),
    };
    const { runner } = setup({ store: createJobStore(quota), providerFor: () => big });
    const id = await runner.start({ user_prompt: 'x', website_html: '<p/>' });
    const response = await runner.wait(id);
    expect(response).toMatchObject({
      status: 'failed',
      result: null,
      error: expect.stringContaining('QUOTA_BYTES quota exceeded'),
    });
    expect((await store.get(id))?.status).toBe('failed');
  });

  it('storage refusing every write: smartscraper still resolves failed', async () => {
    const broken = { ...memoryArea(), set: async () => Promise.reject(new Error('QUOTA_BYTES quota exceeded')) };
    const { runner } = setup({ store: createJobStore(broken) });
    const response = await runner.wait(await runner.start({ user_prompt: 'x', website_html: '<p/>', mock: true }));
    expect(response).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/could not save this job: QUOTA_BYTES/),
    });
  });

  it('wait on an unknown id resolves failed, never rejects', async () => {
    const { runner } = setup();
    expect(await runner.wait('nope')).toMatchObject({ status: 'failed', error: 'No job with id nope.' });
  });

  it('a non-object request fails cleanly', async () => {
    const { runner } = setup();
    expect(await runner.wait(await runner.start('hello'))).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/must be a JSON object/),
    });
  });
});
