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

/** A memory area that tells every change (as chrome.storage.onChanged does) and counts whole-storage reads. */
function watchedArea(initial: Record<string, unknown> = {}) {
  const inner = memoryArea(initial);
  const listeners: Array<(changes: Record<string, unknown>) => void> = [];
  const tell = (changes: Record<string, unknown>) => queueMicrotask(() => listeners.forEach((l) => l(changes)));
  let fullReads = 0;
  const area: StorageArea = {
    get: (keys) => {
      if (keys === null) fullReads++;
      return inner.get(keys);
    },
    set: async (items) => {
      await inner.set(items);
      tell(items);
    },
    remove: async (keys) => {
      await inner.remove(keys);
      tell(Object.fromEntries((Array.isArray(keys) ? keys : [keys]).map((k) => [k, undefined])));
    },
  };
  const watch = (listener: (changes: Record<string, unknown>) => void) => {
    listeners.push(listener);
    return () => undefined;
  };
  return { area, inner, watch, fullReads: () => fullReads };
}

describe('history room, kept current from storage changes', () => {
  it('caps history as before, reading the whole storage once however many runs end', async () => {
    const storage = watchedArea({ [jobKey('junk')]: '{not json' });
    const store = createJobStore(withHistoryRoom(storage.area, { now: () => 7, maxJobs: 3, watch: storage.watch }));
    for (let i = 0; i < 8; i++) await store.put(finishedJob(`j${i}`, i, `p${i}`));
    const kept = [...storage.inner.data.keys()].filter((k) => k.startsWith('job:')).sort();
    expect(kept).toEqual(['job:j5', 'job:j6', 'job:j7']);
    expect(storage.inner.data.get(HISTORY_NOTICE_KEY)).toEqual({ removed: 6, at: 7 });
    expect(storage.fullReads()).toBe(1);
  });

  it('counts runs another context deleted as gone, and runs it added as kept', async () => {
    const storage = watchedArea();
    const store = createJobStore(withHistoryRoom(storage.area, { now: () => 7, maxJobs: 3, watch: storage.watch }));
    for (let i = 0; i < 3; i++) await store.put(finishedJob(`j${i}`, i, `p${i}`));
    // The popup's History deletes two runs, then a run of another window lands: both told by the watch.
    await storage.area.remove([jobKey('j0'), jobKey('j1')]);
    await storage.area.set({ [jobKey('x')]: encodeJob(finishedJob('x', 10, 'x')) });
    await new Promise((r) => setTimeout(r, 0));
    await store.put(finishedJob('j3', 3, 'p3'));
    const kept = [...storage.inner.data.keys()].filter((k) => k.startsWith('job:')).sort();
    expect(kept).toEqual(['job:j2', 'job:j3', 'job:x']);
    // Nothing was over the cap: the two the popup deleted are not counted as removed here.
    expect(storage.inner.data.get(HISTORY_NOTICE_KEY)).toBeUndefined();
    await store.put(finishedJob('j4', 4, 'p4'));
    expect([...storage.inner.data.keys()].filter((k) => k.startsWith('job:')).sort()).toEqual([
      'job:j3',
      'job:j4',
      'job:x',
    ]);
    expect(storage.inner.data.get(HISTORY_NOTICE_KEY)).toEqual({ removed: 1, at: 7 });
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
