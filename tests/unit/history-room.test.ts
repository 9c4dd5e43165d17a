import { describe, expect, it } from 'vitest';
import { createJob, complete, startProcessing } from '@/lib/jobs/job-machine';
import { createJobStore, encodeJob, jobKey } from '@/lib/jobs/job-store';
import type { StorageArea } from '@/lib/shared/storage-area';
import { HISTORY_NOTICE_KEY, withHistoryRoom } from '@/lib/history/room';
import { searchHistory } from '@/lib/history/search';
import { memoryArea } from './support/memory-area';

function finishedJob(id: string, createdAt: number, prompt: string, result: unknown = { ok: id }) {
  const job = startProcessing(
    createJob({ id, request: { user_prompt: prompt, mock: true }, tabId: null, now: createdAt }),
    createdAt,
  );
  return complete(
    job,
    {
      result,
      website_url: `https://shop.example/${id}`,
      usage: { inputTokens: 0, outputTokens: 0, chunks: 0, pages: 1, durationMs: 5 },
      mock: true,
    },
    createdAt + 1,
  );
}

/** chrome.storage.local with a byte quota: set() rejects the way Chrome does when full. */
function quotaArea(quotaBytes: number): StorageArea & { data: Map<string, unknown> } {
  const inner = memoryArea();
  const size = (): number =>
    [...inner.data.entries()].reduce((n, [k, v]) => n + k.length + JSON.stringify(v).length, 0);
  return {
    ...inner,
    async set(items) {
      const before = new Map(inner.data);
      await inner.set(items);
      if (size() > quotaBytes) {
        inner.data.clear();
        for (const [k, v] of before) inner.data.set(k, v);
        throw new Error('Resource::kQuotaBytes quota exceeded');
      }
    },
  };
}

describe('history room', () => {
  it('removes the oldest runs when storage is full, keeps the newest and other keys, and leaves a notice', async () => {
    const raw = quotaArea(6_000);
    await raw.set({ settings: { mock: true }, 'ui:draft': { prompt: 'keep me' } });
    const store = createJobStore(withHistoryRoom(raw, { now: () => 42 }));
    for (let i = 0; i < 30; i++) await store.put(finishedJob(`j${i}`, 1000 + i, `run ${i}`, { text: 'x'.repeat(300) }));
    const kept = await store.list();
    expect(kept[0]?.id).toBe('j29');
    expect(kept.length).toBeLessThan(30);
    expect(kept.map((j) => j.id)).toEqual([...kept].sort((a, b) => b.createdAt - a.createdAt).map((j) => j.id));
    expect(raw.data.get('settings')).toEqual({ mock: true });
    expect(raw.data.get('ui:draft')).toEqual({ prompt: 'keep me' });
    expect(raw.data.get(HISTORY_NOTICE_KEY)).toEqual({ removed: 30 - kept.length, at: 42 });
  });

  it('keeps a single newest result even when it fills storage alone', async () => {
    const raw = quotaArea(4_000);
    const store = createJobStore(withHistoryRoom(raw, { now: () => 1 }));
    await store.put(finishedJob('old', 1, 'old', { t: 'y'.repeat(1500) }));
    await store.put(finishedJob('new', 2, 'new', { t: 'z'.repeat(2500) }));
    expect((await store.list()).map((j) => j.id)).toEqual(['new']);
  });

  it('rethrows when nothing can be removed, and other errors untouched', async () => {
    const store = createJobStore(withHistoryRoom(quotaArea(100), { now: () => 1 }));
    await expect(store.put(finishedJob('big', 1, 'big', { t: 'q'.repeat(500) }))).rejects.toThrow(/quota/);
  });

  it('caps history at maxJobs runs, oldest first, counting when a run ends', async () => {
    const raw = memoryArea();
    const store = createJobStore(withHistoryRoom(raw, { now: () => 7, maxJobs: 3 }));
    for (let i = 0; i < 5; i++) await store.put(finishedJob(`j${i}`, i, `p${i}`));
    expect((await store.list()).map((j) => j.id)).toEqual(['j4', 'j3', 'j2']);
    expect(raw.data.get(HISTORY_NOTICE_KEY)).toEqual({ removed: 2, at: 7 });
  });

  it('removes unreadable entries before real runs', async () => {
    const raw = memoryArea({ [jobKey('junk')]: '{not json', [jobKey('a')]: encodeJob(finishedJob('a', 1, 'a')) });
    const store = createJobStore(withHistoryRoom(raw, { now: () => 7, maxJobs: 2 }));
    await store.put(finishedJob('b', 2, 'b'));
    expect([...raw.data.keys()].filter((k) => k.startsWith('job:')).sort()).toEqual(['job:a', 'job:b']);
  });
});

describe('history search', () => {
  const jobs = [
    finishedJob('a', 1, 'product names', { items: [{ name: 'Trail Runner' }] }),
    finishedJob('b', 2, 'article author', { author: 'Ada' }),
  ];
  it('matches every word in prompt, address or result, newest first', () => {
    expect(searchHistory(jobs, '').map((j) => j.id)).toEqual(['b', 'a']);
    expect(searchHistory(jobs, 'trail').map((j) => j.id)).toEqual(['a']);
    expect(searchHistory(jobs, 'SHOP.example/b ada').map((j) => j.id)).toEqual(['b']);
    expect(searchHistory(jobs, 'ada runner')).toEqual([]);
  });
});
