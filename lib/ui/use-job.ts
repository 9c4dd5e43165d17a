import type { Job } from '../jobs/job';
import { decodeJob, jobKey } from '../jobs/job-store';
import { useStored } from './use-stored';

/** One run from storage, live; null when it is not there (deleted, or a wrong address). */
export function useJob(id: string): { job: Job | null; loaded: boolean } {
  return useStored<{ job: Job | null; loaded: boolean }>(
    (key) => key === jobKey(id),
    (items) => ({ job: decodeJob(items[jobKey(id)]), loaded: true }),
    { job: null, loaded: false },
  );
}
