import { z } from '../contract/zod-setup';
import { decodeJob, JOB_KEY_PREFIX } from '../jobs/job-store';
import type { StorageArea } from '../shared/storage-area';

export const HISTORY_NOTICE_KEY = 'history:notice';
export const historyNoticeSchema = z.object({ removed: z.int().positive(), at: z.number() });
export type HistoryNotice = z.infer<typeof historyNoticeSchema>;

/** History is kept up to this many runs even when storage has room, so lists stay quick. */
export const MAX_KEPT_JOBS = 500;

export interface RoomOptions {
  now(): number;
  maxJobs?: number;
}

/**
 * Wraps the storage the job store writes to. When a write fails because extension storage
 * is full (or history grows past `maxJobs`), the oldest finished runs are removed — never
 * the one being written, so the newest result is always kept — and a notice is stored for
 * the UI to show. Other keys (settings, drafts, templates) are never touched.
 */
export function withHistoryRoom(area: StorageArea, options: RoomOptions): StorageArea {
  const maxJobs = options.maxJobs ?? MAX_KEPT_JOBS;

  async function oldestFirst(protect: Set<string>): Promise<string[]> {
    const items = await area.get(null);
    const jobs: Array<{ key: string; createdAt: number }> = [];
    for (const [key, value] of Object.entries(items)) {
      if (!key.startsWith(JOB_KEY_PREFIX) || protect.has(key)) continue;
      const job = decodeJob(value);
      // Unreadable entries go first; runs still under way are left alone.
      if (!job) jobs.push({ key, createdAt: -Infinity });
      else if (job.status === 'completed' || job.status === 'failed') jobs.push({ key, createdAt: job.createdAt });
    }
    return jobs.sort((a, b) => a.createdAt - b.createdAt).map((job) => job.key);
  }

  async function noteRemoved(count: number): Promise<void> {
    if (count === 0) return;
    const previous = historyNoticeSchema.safeParse((await area.get(HISTORY_NOTICE_KEY))[HISTORY_NOTICE_KEY]);
    const removed = count + (previous.success ? previous.data.removed : 0);
    await area.set({ [HISTORY_NOTICE_KEY]: { removed, at: options.now() } }).catch(() => undefined);
  }

  return {
    get: (keys) => area.get(keys),
    remove: (keys) => area.remove(keys),
    async set(items) {
      const protect = new Set(Object.keys(items));
      let removed = 0;
      for (;;) {
        try {
          await area.set(items);
          break;
        } catch (error) {
          if (!isQuotaError(error)) throw error;
          // Free about a tenth of the history per round, at least one run.
          const candidates = await oldestFirst(protect);
          if (candidates.length === 0) throw error;
          const batch = candidates.slice(0, Math.max(1, Math.ceil(candidates.length / 10)));
          await area.remove(batch);
          removed += batch.length;
        }
      }
      // Counted when a run ends (not on every progress update): one listing per run.
      if (Object.entries(items).some(([key, value]) => key.startsWith(JOB_KEY_PREFIX) && endsRun(value))) {
        const candidates = await oldestFirst(protect);
        const over = candidates.length + protect.size - maxJobs;
        if (over > 0) {
          await area.remove(candidates.slice(0, over));
          removed += over;
        }
      }
      await noteRemoved(removed);
    },
  };
}

function endsRun(value: unknown): boolean {
  const status = decodeJob(value)?.status;
  return status === 'completed' || status === 'failed';
}

export function isQuotaError(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /quota/i.test(text);
}
