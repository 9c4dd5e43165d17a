import { setBadge } from '../browser/badge';
import { onStorageChange } from '../browser/storage';
import { badgeFor } from '../jobs/badge-state';
import { decodeJob, JOB_KEY_PREFIX } from '../jobs/job-store';

/**
 * Mirrors the status of the job that changed last onto the toolbar badge. Driven by
 * storage changes, so it works for runs started from the popup, the side panel or the
 * automation API alike.
 */
export function watchJobsOnBadge(): void {
  onStorageChange((changes) => {
    for (const [key, value] of Object.entries(changes)) {
      if (!key.startsWith(JOB_KEY_PREFIX)) continue;
      const job = decodeJob(value);
      if (job) void setBadge(badgeFor(job.status));
    }
  });
}
