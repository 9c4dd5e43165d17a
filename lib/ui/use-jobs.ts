import type { Job } from '../jobs/job';
import { decodeJob, JOB_KEY_PREFIX } from '../jobs/job-store';
import { HISTORY_NOTICE_KEY, historyNoticeSchema, type HistoryNotice } from '../history/room';
import { useStored } from './use-stored';

/** Every kept run, newest first, live. */
export function useJobs(): Job[] {
  return useStored<Job[]>((key) => key.startsWith(JOB_KEY_PREFIX), allJobs, []);
}

export function allJobs(items: Record<string, unknown>): Job[] {
  const jobs: Job[] = [];
  for (const [key, value] of Object.entries(items)) {
    if (!key.startsWith(JOB_KEY_PREFIX)) continue;
    const job = decodeJob(value);
    if (job) jobs.push(job);
  }
  return jobs.sort((a, b) => b.createdAt - a.createdAt);
}

/** Set when old runs were removed to make room; cleared when the user dismisses it. */
export function useHistoryNotice(): HistoryNotice | null {
  return useStored(
    (key) => key === HISTORY_NOTICE_KEY,
    (items) => historyNoticeSchema.safeParse(items[HISTORY_NOTICE_KEY]).data ?? null,
    null,
  );
}
