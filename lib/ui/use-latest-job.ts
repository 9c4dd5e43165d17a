import type { Job } from '../jobs/job';
import { decodeJob, JOB_KEY_PREFIX } from '../jobs/job-store';
import { useStored } from './use-stored';

/** The newest job, live: a reopened popup re-attaches to a run that is still going. */
export function useLatestJob(): Job | null {
  return useStored<Job | null>((key) => key.startsWith(JOB_KEY_PREFIX), newestJob, null);
}

export function newestJob(items: Record<string, unknown>): Job | null {
  let newest: Job | null = null;
  for (const [key, value] of Object.entries(items)) {
    if (!key.startsWith(JOB_KEY_PREFIX)) continue;
    const job = decodeJob(value);
    if (job && (!newest || job.createdAt > newest.createdAt)) newest = job;
  }
  return newest;
}
