import { createJobStore } from '../jobs/job-store';
import type { JobRunner } from '../jobs/job-runner';
import type { StorageArea } from '../shared/storage-area';
import { NOTICE_PREFIX, type SettingsStore } from '../settings/store';

export const DAMAGED_HISTORY_NOTICE_KEY = `${NOTICE_PREFIX}history-damaged`;

/**
 * What a new worker does first: repair or migrate settings (the store leaves its own
 * notice), set aside run records that no longer parse (with a notice, nothing deleted),
 * and end runs a stopped worker left queued or processing.
 */
export async function repairAtStart(deps: {
  area: StorageArea;
  settings: SettingsStore;
  runner: JobRunner;
  now(): number;
}): Promise<void> {
  await deps.settings.load();
  const damaged = await createJobStore(deps.area).setAsideUnreadable();
  if (damaged > 0) {
    const runs = damaged === 1 ? '1 run in your history' : `${damaged} runs in your history`;
    await deps.area.set({
      [DAMAGED_HISTORY_NOTICE_KEY]: {
        text: `${runs} could not be read (damaged or from an incompatible version) and ${damaged === 1 ? 'was' : 'were'} set aside; the rest of your history is intact.`,
        at: deps.now(),
      },
    });
  }
  await deps.runner.recoverInterrupted();
}
