import type { Job } from '../jobs/job';
import type { JobStore } from '../jobs/job-store';

/**
 * Where a batch's page jobs live while they run. Their lasting record is the batch's
 * stored response (batch-store.ts), so they stay out of History (a batch of 1,000 pages
 * would bury it) and out of the toolbar badge. Only the newest `keep` jobs are held.
 */
export function createMemoryJobStore(keep = 50): JobStore {
  const jobs = new Map<string, Job>();
  return {
    async get(id) {
      return jobs.get(id) ?? null;
    },
    async put(job) {
      jobs.delete(job.id);
      jobs.set(job.id, job);
      for (const [id, old] of jobs) {
        if (jobs.size <= keep) break;
        if (old.status === 'completed' || old.status === 'failed') jobs.delete(id);
      }
    },
    async list() {
      return [...jobs.values()].sort((a, b) => b.createdAt - a.createdAt);
    },
    async remove(id) {
      jobs.delete(id);
    },
    async setAsideUnreadable() {
      return 0;
    },
  };
}
