import type { StorageArea } from './storage-area';
import { jobSchema, type Job } from './job';

export const JOB_KEY_PREFIX = 'job:';

/** Sources above this size are not kept with a job: storage.local is shared and finite. */
const KEPT_SOURCE_CHARS = 200_000;

export interface JobStore {
  get(id: string): Promise<Job | null>;
  put(job: Job): Promise<void>;
  list(): Promise<Job[]>;
  remove(id: string): Promise<void>;
}

export function jobKey(id: string): string {
  return `${JOB_KEY_PREFIX}${id}`;
}

/** Jobs in extension storage, one key each, parsed with zod on every read. */
export function createJobStore(area: StorageArea): JobStore {
  return {
    async get(id) {
      const key = jobKey(id);
      const items = await area.get(key);
      const parsed = jobSchema.safeParse(items[key]);
      return parsed.success ? parsed.data : null;
    },
    async put(job) {
      await area.set({ [jobKey(job.id)]: slimForStorage(job) });
    },
    async list() {
      const items = await area.get(null);
      const jobs: Job[] = [];
      for (const [key, value] of Object.entries(items)) {
        if (!key.startsWith(JOB_KEY_PREFIX)) continue;
        const parsed = jobSchema.safeParse(value);
        if (parsed.success) jobs.push(parsed.data);
      }
      return jobs.sort((a, b) => b.createdAt - a.createdAt);
    },
    async remove(id) {
      await area.remove(jobKey(id));
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
