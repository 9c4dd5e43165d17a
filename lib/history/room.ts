import { z } from '../contract/zod-setup';
import { JOB_KEY_PREFIX } from '../jobs/job-store';
import type { StorageArea } from '../shared/storage-area';

export const HISTORY_NOTICE_KEY = 'history:notice';
export const historyNoticeSchema = z.object({ removed: z.int().positive(), at: z.number() });
export type HistoryNotice = z.infer<typeof historyNoticeSchema>;

/** History is kept up to this many runs even when storage has room, so lists stay quick. */
export const MAX_KEPT_JOBS = 500;

export interface RoomOptions {
  now(): number;
  maxJobs?: number;
  /**
   * Every change to storage, from any context (chrome.storage.onChanged). Given, the finished
   * runs are listed once and then kept up to date from the changes, so a run's end does not
   * read all of history again (about 70 ms at 500 kept runs, on every run: docs/benchmarks.md
   * "Server"). Absent, history is listed at each run's end.
   */
  watch?(listener: (changes: Record<string, unknown>) => void): () => void;
}

/**
 * Wraps the storage the job store writes to. When a write fails because extension storage
 * is full (or history grows past `maxJobs`), the oldest finished runs are removed — never
 * the one being written, so the newest result is always kept — and a notice is stored for
 * the UI to show. Other keys (settings, drafts, templates) are never touched.
 */
export function withHistoryRoom(area: StorageArea, options: RoomOptions): StorageArea {
  const maxJobs = options.maxJobs ?? MAX_KEPT_JOBS;
  const finished = options.watch ? watchedFinishedRuns(area, options.watch) : null;

  async function oldestFirst(protect: Set<string>): Promise<string[]> {
    const runs = finished ? await finished.current() : finishedRuns(await area.get(null));
    return [...runs]
      .filter(([key]) => !protect.has(key))
      .sort((a, b) => a[1] - b[1])
      .map(([key]) => key);
  }

  async function remove(keys: string[]): Promise<void> {
    await area.remove(keys);
    finished?.forget(keys);
  }

  async function noteRemoved(count: number): Promise<void> {
    if (count === 0) return;
    const previous = historyNoticeSchema.safeParse((await area.get(HISTORY_NOTICE_KEY))[HISTORY_NOTICE_KEY]);
    const removed = count + (previous.success ? previous.data.removed : 0);
    await area.set({ [HISTORY_NOTICE_KEY]: { removed, at: options.now() } }).catch(() => undefined);
  }

  return {
    get: (keys) => area.get(keys),
    remove: (keys) => remove(typeof keys === 'string' ? [keys] : keys),
    async set(items) {
      const protect = new Set(Object.keys(items));
      let removed = 0;
      for (;;) {
        try {
          await area.set(items);
          finished?.update(items);
          break;
        } catch (error) {
          if (!isQuotaError(error)) throw error;
          // Free about a tenth of the history per round, at least one run.
          const candidates = await oldestFirst(protect);
          if (candidates.length === 0) throw error;
          const batch = candidates.slice(0, Math.max(1, Math.ceil(candidates.length / 10)));
          await remove(batch);
          removed += batch.length;
        }
      }
      // Counted when a run ends (not on every progress update): one count per run.
      if (Object.entries(items).some(([key, value]) => key.startsWith(JOB_KEY_PREFIX) && runAge(value) !== null)) {
        const candidates = await oldestFirst(protect);
        const over = candidates.length + protect.size - maxJobs;
        if (over > 0) {
          await remove(candidates.slice(0, over));
          removed += over;
        }
      }
      await noteRemoved(removed);
    },
  };
}

/** What a run's end needs of a stored job: its status and age, read without the whole job's schema. */
const runHeadSchema = z.object({ status: z.string(), createdAt: z.number() });

/**
 * A stored job's place in the removal order: its creation time when it has ended, -Infinity
 * when it cannot be read (such entries go first), null while it is still under way (or
 * removed). Damaged records that still show a status and age are set aside at start
 * (job-store.ts, setAsideUnreadable).
 */
function runAge(value: unknown): number | null {
  if (value === undefined) return null;
  let head: z.infer<typeof runHeadSchema> | null;
  try {
    const parsed = runHeadSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : null);
    head = parsed.success ? parsed.data : null;
  } catch {
    head = null;
  }
  if (!head) return -Infinity;
  return head.status === 'completed' || head.status === 'failed' ? head.createdAt : null;
}

/** The finished (or unreadable) runs among stored items, by key, with their place in the removal order. */
function finishedRuns(items: Record<string, unknown>): Map<string, number> {
  const runs = new Map<string, number>();
  for (const [key, value] of Object.entries(items)) {
    if (!key.startsWith(JOB_KEY_PREFIX)) continue;
    const age = runAge(value);
    if (age !== null) runs.set(key, age);
  }
  return runs;
}

/**
 * The finished runs, listed from storage once and then kept current from every change, ours
 * (applied at once) and other contexts' (History's Delete in the popup, told by `watch`).
 * Changes told while the first listing is read are applied after it, so none is lost.
 */
function watchedFinishedRuns(
  area: StorageArea,
  watch: (listener: (changes: Record<string, unknown>) => void) => () => void,
) {
  let runs: Map<string, number> | null = null;
  let listing: Promise<Map<string, number>> | null = null;
  const told: Array<Record<string, unknown>> = [];
  const apply = (into: Map<string, number>, changes: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(changes)) {
      if (!key.startsWith(JOB_KEY_PREFIX)) continue;
      const age = runAge(value);
      if (age === null) into.delete(key);
      else into.set(key, age);
    }
  };
  const update = (changes: Record<string, unknown>): void => {
    if (runs) apply(runs, changes);
    else if (listing) told.push(changes);
  };
  watch(update);
  return {
    current(): Promise<Map<string, number>> {
      if (runs) return Promise.resolve(runs);
      listing ??= area.get(null).then((items) => {
        const listed = finishedRuns(items);
        for (const changes of told.splice(0)) apply(listed, changes);
        runs = listed;
        return listed;
      });
      return listing;
    },
    update,
    forget: (keys: string[]) => update(Object.fromEntries(keys.map((key) => [key, undefined]))),
  };
}

export function isQuotaError(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /quota/i.test(text);
}
