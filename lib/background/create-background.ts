import { createAutomationApi, type QuarryApi } from '../automation';
import { captureTab } from '../browser/capture-tab';
import { findUserTab } from '../browser/active-tab';
import { keepWorkerAlive } from '../browser/keep-alive';
import { localStorageArea } from '../browser/storage';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';
import { createJobStore } from '../jobs/job-store';
import { withHistoryRoom } from '../history/room';
import { createSettingsStore } from '../settings-store';
import { selectProvider } from '../extract/select-provider';
import { createRemoteApi } from '../remote/remote-api';
import type { PageSnapshot } from '../page/snapshot';

/** Builds the background's objects from the real browser environment. */
export function createBackground(): { runner: JobRunner; api: QuarryApi } {
  const area = localStorageArea();
  const settings = createSettingsStore(area);
  const capture = async (tabId: number | null): Promise<PageSnapshot> =>
    captureTab(tabId ?? (await findUserTab()).id, {});
  const remote = createRemoteApi({ loadSettings: () => settings.load(), capture });
  const runner = createJobRunner({
    // History makes room for new runs when storage fills (oldest first, with a notice).
    store: createJobStore(withHistoryRoom(area, { now: () => Date.now() })),
    loadSettings: () => settings.load(),
    capture: (tabId) => capture(tabId),
    providerFor: (current, request) => selectProvider(current, request, remote.clientEnv()),
    keepAlive: () => keepWorkerAlive(),
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
  });
  return { runner, api: createAutomationApi(runner, settings, capture, remote) };
}
