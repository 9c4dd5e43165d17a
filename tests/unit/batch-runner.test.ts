import { describe, expect, it } from 'vitest';
import { createBatchRunner, NOT_RUN_ERROR, STOP_AFTER_SAME_FAILURES, stoppedError } from '@/lib/batch/batch-runner';
import { checkBatch } from '@/lib/batch/batch-request';
import { createBatchStore } from '@/lib/batch/batch-store';
import { createMemoryJobStore } from '@/lib/batch/memory-job-store';
import { createJobRunner } from '@/lib/jobs/job-runner';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import type { StorageArea } from '@/lib/shared/storage-area';
import { memoryArea } from './support/memory-area';

const REQUEST = { user_prompt: 'the product name' };

/**
 * A batch runner over a real job runner whose capture is a fake browser: pages are opened
 * "for" a few milliseconds of real time, every start is logged with the virtual clock, and
 * `/missing` answers like a 404. Time is virtual: sleeping moves the clock.
 */
function setup(
  area: StorageArea = memoryArea(),
  options: { hold?: (url: string) => Promise<void>; refuse?: (url: string) => string | null } = {},
) {
  let clock = 0;
  let live = 0;
  const log = { starts: [] as Array<{ url: string; at: number }>, maxLive: 0 };
  let id = 0;
  const pages = createJobRunner({
    store: createMemoryJobStore(),
    loadSettings: async () => DEFAULT_SETTINGS,
    capture: async (_tab, request, { signal }) => {
      const url = request.website_url ?? '';
      log.starts.push({ url, at: clock });
      live++;
      log.maxLive = Math.max(log.maxLive, live);
      try {
        await new Promise((resolve) => setTimeout(resolve, 2));
        await options.hold?.(url);
        signal.throwIfAborted();
        if (url.includes('missing')) throw new Error(`${url} answered HTTP 404, so there is nothing to extract.`);
        return { pages: [{ html: `<h1>${url}</h1>`, url, title: url }], report: null };
      } finally {
        live--;
      }
    },
    providerFor: () => ({
      name: 'test',
      extract: async ({ pageUrl }) => {
        const refused = options.refuse?.(pageUrl ?? '');
        if (refused) throw new Error(refused);
        return {
          result: { page: pageUrl },
          usage: { inputTokens: 10, outputTokens: 2 },
          mock: false,
        };
      },
    }),
    keepAlive: () => () => {},
    now: () => clock,
    newId: () => `job-${++id}`,
  });
  let batchIds = 0;
  const runner = createBatchRunner({
    store: createBatchStore(area),
    pages,
    now: () => clock,
    random: () => 0.5,
    sleep: async (ms, signal) => {
      if (signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, 0));
      clock += Math.min(ms, 100);
    },
    newId: () => `batch-${++batchIds}`,
    keepAlive: () => () => {},
  });
  return { runner, log, area };
}

const urls = (n: number, host = 'shop.test'): string[] =>
  Array.from({ length: n }, (_, i) => `http://${host}/p/${i + 1}`);

describe('batch runner', () => {
  it('runs every URL as a job, at most `concurrency` at once, and answers in the order given', async () => {
    const { runner, log } = setup();
    const given = [...urls(6, 'a.test'), ...urls(6, 'b.test'), ...urls(6, 'c.test')];
    const id = await runner.start(REQUEST, { urls: given, concurrency: 3, pauseMs: 0 });
    const result = await runner.wait(id);
    expect(result.status).toBe('completed');
    expect(result.responses.map((r) => r.website_url)).toEqual(given);
    expect(result.responses.map((r) => r.result)).toEqual(given.map((page) => ({ page })));
    expect(log.maxLive).toBe(3);
    expect(result.summary).toMatchObject({ total: 18, completed: 18, failed: 0, model_pages: 18, input_tokens: 180 });
  });

  it('waits the jittered pause between requests to one host, not between hosts', async () => {
    const { runner, log } = setup();
    const given = [...urls(3, 'a.test'), ...urls(3, 'b.test')];
    await runner.wait(await runner.start(REQUEST, { urls: given, concurrency: 4, pauseMs: 1_000 }));
    const at = (host: string): number[] => log.starts.filter((s) => s.url.includes(host)).map((s) => s.at);
    for (const host of ['a.test', 'b.test']) {
      const times = at(host);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(750);
    }
    // The second host does not wait for the first.
    expect(at('b.test')[0]).toBeLessThan(at('a.test')[1]!);
  });

  it('a failing page fails alone, with its reason, and the batch goes on', async () => {
    const { runner } = setup();
    const given = [...urls(2), 'http://shop.test/missing', ...urls(2, 'other.test')];
    const result = await runner.wait(await runner.start(REQUEST, { urls: given, pauseMs: 0 }));
    expect(result.responses.map((r) => r.status)).toEqual([
      'completed',
      'completed',
      'failed',
      'completed',
      'completed',
    ]);
    expect(result.responses[2]?.error).toMatch(/HTTP 404/);
    expect(result.summary).toMatchObject({ completed: 4, failed: 1, pending: 0 });
  });

  it('cancel stops the batch, keeps the finished responses and marks the rest as not run', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { runner, log } = setup(memoryArea(), {
      hold: (url) => (/\/p\/[3-9]$/.test(url) ? gate : Promise.resolve()),
    });
    const id = await runner.start(REQUEST, { urls: urls(8), concurrency: 2, pauseMs: 0 });
    await expect.poll(() => log.starts.length).toBe(4);
    expect(await runner.cancel(id)).toBe(true);
    release();
    const result = await runner.wait(id);
    expect(result.status).toBe('cancelled');
    expect(result.responses.slice(0, 2).map((r) => r.status)).toEqual(['completed', 'completed']);
    expect(result.responses.slice(2).every((r) => r.status === 'failed' && r.error === NOT_RUN_ERROR)).toBe(true);
    expect((await runner.list())[0]).toMatchObject({ status: 'cancelled', completed: 2, pending: 6 });
  });

  it('after a restart the batch is interrupted; Resume runs only the rest, none twice', async () => {
    const area = memoryArea();
    const hang = new Promise<void>(() => {});
    const first = setup(area, { hold: (url) => (/\/p\/([4-9]|10)$/.test(url) ? hang : Promise.resolve()) });
    const id = await first.runner.start(REQUEST, { urls: urls(10), concurrency: 2, pauseMs: 0 });
    await expect.poll(async () => (await first.runner.list())[0]?.completed).toBe(3);
    // The worker stops here; a new one starts on the same storage.
    const second = setup(area);
    expect(await second.runner.recoverInterrupted()).toBe(1);
    expect((await second.runner.list())[0]).toMatchObject({ status: 'interrupted', completed: 3, pending: 7 });
    expect(await second.runner.resume(id)).toBe(true);
    const result = await second.runner.wait(id);
    expect(result.status).toBe('completed');
    expect(result.responses.map((r) => r.status)).toEqual(Array(10).fill('completed'));
    const opened = [...first.log.starts, ...second.log.starts].map((s) => s.url);
    // Pages finished before the restart are not opened again; those under way are.
    expect(second.log.starts.map((s) => s.url)).toEqual(urls(10).slice(3));
    expect(opened.filter((url) => url.endsWith('/p/1'))).toHaveLength(1);
  });

  it('pause lets the pages under way finish; resume runs the rest', async () => {
    // Every page after the first is held until the batch has been paused, so the pause
    // always lands while pages are still pending.
    let release = (): void => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { runner } = setup(memoryArea(), { hold: (url) => (url.endsWith('/p/1') ? Promise.resolve() : gate) });
    const id = await runner.start(REQUEST, { urls: urls(6), concurrency: 1, pauseMs: 500 });
    await expect.poll(async () => (await runner.list())[0]?.completed).toBeGreaterThan(0);
    expect(await runner.pause(id)).toBe(true);
    release();
    const paused = (await runner.list())[0];
    expect(paused?.status).toBe('paused');
    expect(paused?.pending).toBeGreaterThan(0);
    expect(await runner.resume(id)).toBe(true);
    const result = await runner.wait(id);
    expect(result.responses.map((r) => r.status)).toEqual(Array(6).fill('completed'));
  });
});

describe('a batch that fails for one set-up reason', () => {
  const REFUSED = 'The model server at 127.0.0.1:9 refused access (HTTP 403). It said: “no”. Check the key.';

  it('stops early: the pages not yet read fail saying why, and Retry failed pages runs them once fixed', async () => {
    let refusing = true;
    const { runner, log } = setup(memoryArea(), { refuse: () => (refusing ? REFUSED : null) });
    const id = await runner.start(REQUEST, { urls: urls(12), concurrency: 1, pauseMs: 0 });
    const first = await runner.wait(id);
    expect(first.status).toBe('completed');
    expect(first.summary).toMatchObject({ failed: 12, pending: 0 });
    // Two pages were tried; the other ten were never opened.
    expect(log.starts).toHaveLength(STOP_AFTER_SAME_FAILURES);
    expect(first.responses[0]?.error).toBe(REFUSED);
    expect(first.responses[11]?.error).toBe(stoppedError('the model server refused access (HTTP 403)'));

    refusing = false;
    expect(await runner.retry(id)).toBe(true);
    const second = await runner.wait(id);
    expect(second.responses.map((r) => r.status)).toEqual(Array(12).fill('completed'));
    expect(second.summary).toMatchObject({ completed: 12, failed: 0 });
  });

  it('does not stop for failures that differ or once a page worked; retry runs only the failed pages', async () => {
    const { runner, log } = setup(memoryArea(), {
      refuse: (url) => (/\/p\/[13]$/.test(url) ? REFUSED : null),
    });
    const id = await runner.start(REQUEST, {
      urls: [...urls(4), 'http://shop.test/missing'],
      concurrency: 1,
      pauseMs: 0,
    });
    const result = await runner.wait(id);
    expect(result.responses.map((r) => r.status)).toEqual(['failed', 'completed', 'failed', 'completed', 'failed']);
    expect(log.starts).toHaveLength(5);
    expect(await runner.retry(id)).toBe(true);
    const again = await runner.wait(id);
    // Pages 2 and 4 worked and are not opened again; pages 1 and 3 fail the same set-up way
    // again, so the retry stops before the last one.
    expect(log.starts.slice(5).map((s) => s.url)).toEqual([urls(4)[0], urls(4)[2]]);
    expect(again.responses[4]?.error).toMatch(/^Not run: the batch stopped early/);
    expect(await runner.retry('nope')).toBe(false);
  });
});

describe('batch request checks', () => {
  it('says every problem at once, in words', () => {
    const check = checkBatch(
      { user_prompt: 'x', website_url: 'http://a.test/' },
      { urls: ['http://a.test/1', 'not a url', 7], concurrency: 9 },
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.error).toMatch(/must have no website_url/);
    expect(check.error).toMatch(/concurrency must be a whole number from 1 to 6; got 9/);
  });
  it('runs the good addresses and refuses each bad one alone; a list with no good one is refused', () => {
    const mixed = checkBatch(REQUEST, { urls: ['http://a.test/1', 'not a url', 7, 'http://me:hunter2@a.test/2'] });
    expect(mixed.ok).toBe(true);
    if (!mixed.ok) return;
    expect(mixed.plan.refused.map((r) => r.index)).toEqual([1, 2, 3]);
    expect(mixed.plan.refused[0]?.reason).toMatch(
      /urls\[1\] is not an absolute http\(s\) address: the string "not a url"/,
    );
    expect(mixed.plan.refused[2]?.reason).toMatch(/user name and password/);
    // The secret is in nothing the batch keeps or says.
    expect(JSON.stringify(mixed.plan)).not.toContain('hunter2');
    expect(mixed.plan.urls[3]).toBe('http://a.test/2');
    const none = checkBatch(REQUEST, { urls: ['not a url', 7] });
    expect(!none.ok && none.error).toMatch(/No URL can run: urls\[0\] is not an absolute/);
  });
  it('rejects empty lists and more than 1,000 URLs', () => {
    expect(!checkBatch(REQUEST, { urls: [] }).ok).toBe(true);
    const many = checkBatch(REQUEST, { urls: urls(1_001) });
    expect(!many.ok && many.error).toMatch(/at most 1000/);
    expect(!checkBatch({ user_prompt: '' }, { urls: urls(1) }).ok).toBe(true);
    const unknown = checkBatch(REQUEST, { urls: urls(1), speed: 3 });
    expect(!unknown.ok && unknown.error).toMatch(/Unknown batch option speed/);
  });
  it('accepts a good batch with the defaults filled in', () => {
    const check = checkBatch(REQUEST, { urls: urls(2) });
    expect(check.ok && check.plan).toMatchObject({ concurrency: 2, pauseMs: 1_000, urls: urls(2) });
  });
});
