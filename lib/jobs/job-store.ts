import { listByPrefix, type StorageArea } from '../shared/storage-area';
import { jobSchema, type Job } from './job';

export const JOB_KEY_PREFIX = 'job:';

/** Sources above this size are not kept with a job: storage.local is shared and finite. */
const KEPT_SOURCE_CHARS = 200_000;

export interface JobStore {
  get(id: string): Promise<Job | null>;
  put(job: Job): Promise<void>;
  list(): Promise<Job[]>;
  remove(id: string): Promise<void>;
  /**
   * Moves job records that no longer parse (damaged, or from an incompatible release) to
   * `damaged:job:<id>`, so they stop being skipped silently yet nothing is deleted.
   * Returns how many were set aside.
   */
  setAsideUnreadable(): Promise<number>;
}

export const DAMAGED_PREFIX = 'damaged:';

export function jobKey(id: string): string {
  return `${JOB_KEY_PREFIX}${id}`;
}

/**
 * Jobs are stored as JSON text: chrome.storage sorts object keys, and the order of the
 * user's fields (table columns, exports) must survive a round trip.
 */
export function encodeJob(job: Job): string {
  return JSON.stringify(job);
}

/** Parses a stored job with zod; anything unreadable is treated as absent. */
export function decodeJob(value: unknown): Job | null {
  if (typeof value !== 'string') return null;
  try {
    const parsed = jobSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Jobs in extension storage, one key each, parsed with zod on every read. */
export function createJobStore(area: StorageArea): JobStore {
  return {
    async get(id) {
      const key = jobKey(id);
      const items = await area.get(key);
      return decodeJob(items[key]);
    },
    async put(job) {
      await area.set({ [jobKey(job.id)]: encodeJob(slimForStorage(job)) });
    },
    list: () => listByPrefix(area, JOB_KEY_PREFIX, decodeJob),
    async remove(id) {
      await area.remove(jobKey(id));
    },
    async setAsideUnreadable() {
      const items = await area.get(null);
      const damaged = Object.entries(items).filter(
        ([key, value]) => key.startsWith(JOB_KEY_PREFIX) && !decodeJob(value),
      );
      if (damaged.length === 0) return 0;
      await area.set(Object.fromEntries(damaged.map(([key, value]) => [`${DAMAGED_PREFIX}${key}`, value])));
      await area.remove(damaged.map(([key]) => key));
      return damaged.length;
    },
  };
}

/** A pasted multi-megabyte source is dropped from the kept request, and the job says so. */
function slimForStorage(job: Job): Job {
  for (const field of ['website_html', 'website_markdown'] as const) {
    const value = job.request[field];
    if (typeof value === 'string' && value.length > KEPT_SOURCE_CHARS) {
      const { [field]: _dropped, ...request } = job.request;
      return { ...job, request, omittedSource: field };
    }
  }
  return job;
}
