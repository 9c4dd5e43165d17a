import { jobSchema, type Job } from '../jobs/job';
import { JOB_KEY_PREFIX } from '../jobs/job-store';
import { useStored } from './use-stored';

/** The newest job, live: a reopened popup re-attaches to a run that is still going. */
export function useLatestJob(): Job | null {
  return useStored<Job | null>((key) => key.startsWith(JOB_KEY_PREFIX), newestJob, null);
}

export function newestJob(items: Record<string, unknown>): Job | null {
  let newest: Job | null = null;
  for (const [key, value] of Object.entries(items)) {
    if (!key.startsWith(JOB_KEY_PREFIX)) continue;
    const parsed = jobSchema.safeParse(value);
    if (parsed.success && (!newest || parsed.data.createdAt > newest.createdAt)) newest = parsed.data;
  }
  return newest;
}
