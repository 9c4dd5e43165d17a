import { browser } from 'wxt/browser';
import { badgeFor } from '../jobs/badge-state';
import { decodeJob, JOB_KEY_PREFIX } from '../jobs/job-store';

/**
 * Mirrors the status of the job that changed last onto the toolbar badge. Driven by
 * storage changes, so it works for runs started from the popup, the side panel or the
 * automation API alike.
 */
export function watchJobsOnBadge(): void {
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local') return;
    for (const [key, change] of Object.entries(changes)) {
      if (!key.startsWith(JOB_KEY_PREFIX)) continue;
      const job = decodeJob(change.newValue);
      if (job) void showBadge(job.status);
    }
  });
}

async function showBadge(status: Parameters<typeof badgeFor>[0]): Promise<void> {
  const state = badgeFor(status);
  await browser.action.setBadgeBackgroundColor({ color: state.color });
  await browser.action.setBadgeText({ text: state.text });
  await browser.action.setTitle({ title: state.title });
}

/** Called when Quarry is opened: the user has now seen the outcome. */
export async function clearBadge(): Promise<void> {
  await showBadge(null);
}
