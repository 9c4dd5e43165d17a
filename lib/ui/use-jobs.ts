import { useEffect, useState } from 'react';
import { localStorageArea, onStorageChange } from '../browser/storage';
import type { Job } from '../jobs/job';
import { decodeJob, JOB_KEY_PREFIX } from '../jobs/job-store';
import { HISTORY_NOTICE_KEY, historyNoticeSchema, type HistoryNotice } from '../history/room';
import { useStored } from './use-stored';

/**
 * Every kept run, newest first, live. Storage is read in full once; after that only the
 * jobs that changed are parsed again, so a run's progress updates stay cheap even with
 * hundreds of runs in history.
 */
export function useJobs(): Job[] {
  const [jobs, setJobs] = useState<Job[]>([]);
  useEffect(() => {
    let alive = true;
    const byKey = new Map<string, Job>();
    // Keys changed while the first full read was under way: the read may be older than them.
    const changedEarly = new Set<string>();
    let loaded = false;
    const publish = (): void => {
      if (alive) setJobs([...byKey.values()].sort((a, b) => b.createdAt - a.createdAt));
    };
    const apply = (items: Record<string, unknown>): void => {
      for (const [key, value] of Object.entries(items)) {
        if (!key.startsWith(JOB_KEY_PREFIX)) continue;
        const job = value === undefined ? null : decodeJob(value);
        if (job) byKey.set(key, job);
        else byKey.delete(key);
      }
    };
    const stop = onStorageChange((changes) => {
      if (!Object.keys(changes).some((key) => key.startsWith(JOB_KEY_PREFIX))) return;
      if (!loaded) for (const key of Object.keys(changes)) changedEarly.add(key);
      apply(changes);
      publish();
    });
    void localStorageArea()
      .get(null)
      .then((items) => {
        loaded = true;
        apply(Object.fromEntries(Object.entries(items).filter(([key]) => !changedEarly.has(key))));
        publish();
      });
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return jobs;
}

/** Set when old runs were removed to make room; cleared when the user dismisses it. */
export function useHistoryNotice(): HistoryNotice | null {
  return useStored(
    (key) => key === HISTORY_NOTICE_KEY,
    (items) => historyNoticeSchema.safeParse(items[HISTORY_NOTICE_KEY]).data ?? null,
    null,
  );
}
