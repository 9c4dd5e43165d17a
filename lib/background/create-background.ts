import { createAutomationApi, type QuarryApi } from '../automation/quarry-api';
import { captureSource, tabShowing } from '../capture/capture-source';
import { hasSiteAccess } from '../browser/host-access';
import { captureTab } from '../capture/capture-tab';
import { chooseActionWith } from '../capture/choose-step-action';
import { createModelClient } from '../extract/create-model-client';
import { keepWorkerAlive } from '../browser/keep-alive';
import { localStorageArea, onStorageChange } from '../browser/storage';
import { createJobRunner, type JobRunner, type RunnerDeps } from '../jobs/job-runner';
import { createJobStore } from '../jobs/job-store';
import { withHistoryRoom } from '../history/room';
import { createSettingsStore } from '../settings/store';
import { selectProvider } from '../extract/select-provider';
import { createRemoteApi } from '../remote/remote-api';
import { hasHostPermission } from '../browser/host-permission';
import { browserModelEnv } from './model-env';
import { repairAtStart } from './repair-at-start';
import { createHtmlReader } from './read-html';
import { createTabFreeReader } from './read-without-tab';
import { askOffscreen, hasOffscreen } from '../browser/offscreen';
import { createBatchRunner, type BatchRunner } from '../batch/batch-runner';
import { createBatchStore } from '../batch/batch-store';
import { createMemoryJobStore } from '../batch/memory-job-store';
import { sleep } from '../net/sleep';
import { parseHtmlDocument } from '../convert/html-to-model-input';
import { createAnsweredPages } from '../recipes/answered-pages';
import { createRecipeService } from '../recipes/service';
import { createRecipeStore } from '../recipes/store';
import type { ModelClientFactory } from '../extract/model-client';
import { createUiHandlers } from './handle-ui-message';
import type { UiHandlers } from '../messaging';
import { createRelay } from './relay';

/**
 * Builds the background's objects from the real browser environment: all of the worker's
 * wiring is here (entrypoints/background.ts only attaches it to the browser's events).
 */
export function createBackground(): {
  runner: JobRunner;
  batches: BatchRunner;
  api: QuarryApi;
  handlers: UiHandlers;
  startup(): Promise<void>;
  /** Dials the paired AI apps now, and once a minute while the browser runs. */
  startRelay(): void;
} {
  const area = localStorageArea();
  const settings = createSettingsStore(area);
  const remote = createRemoteApi({
    loadSettings: () => settings.load(),
    capture: captureTab,
    canReach: hasHostPermission,
  });
  // History makes room for new runs and batches when storage fills (oldest first, with a notice).
  const roomy = withHistoryRoom(area, { now: () => Date.now(), watch: onStorageChange });
  const recipes = createRecipeStore(roomy);
  // Every model call made in the worker (steps the interpreter cannot do, schema suggestions)
  // gets the browser's model environment: site permission checks, and the worker kept alive.
  const modelClientFor: ModelClientFactory = (current) => createModelClient(current, browserModelEnv());
  const jobs = createJobStore(roomy);
  const runDeps: RunnerDeps = {
    store: jobs,
    loadSettings: () => settings.load(),
    capture: async (tabId, request, hooks) => {
      // The model picks targets for steps the interpreter cannot do (never in mock runs). Only
      // a request with steps needs it: the others skip reading the settings a second time.
      const client = request.mock || !request.steps?.length ? null : modelClientFor(await settings.load());
      return captureSource(tabId, request, { ...hooks, ...(client ? { chooseAction: chooseActionWith(client) } : {}) });
    },
    providerFor: (current, request) =>
      selectProvider(current, request, { ...remote.clientEnv(), model: browserModelEnv() }),
    keepAlive: () => keepWorkerAlive(),
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    readHtml: createHtmlReader(hasOffscreen() ? askOffscreen : null),
    ...(hasOffscreen()
      ? {
          readWithoutTab: createTabFreeReader({
            fetch: (input, init) => fetch(input, init),
            ask: askOffscreen,
            canReach: (url) => hasSiteAccess(url, {}),
            shownInTab: async (tabId, url) => (await tabShowing(tabId, url)) !== null,
          }),
        }
      : {}),
    recipes: createRecipeService({
      store: recipes,
      pages: createAnsweredPages(roomy),
      parse: parseHtmlDocument,
      now: () => Date.now(),
      newId: () => crypto.randomUUID(),
    }),
  };
  const runner = createJobRunner(runDeps);
  // A batch's pages are normal jobs run the same way, kept in memory: the batch stores their responses.
  const batches = createBatchRunner({
    store: createBatchStore(roomy),
    pages: createJobRunner({ ...runDeps, store: createMemoryJobStore() }),
    now: () => Date.now(),
    random: () => Math.random(),
    sleep: (ms, signal) => sleep(ms, signal).catch(() => undefined),
    newId: () => crypto.randomUUID(),
    keepAlive: () => keepWorkerAlive(),
  });
  let started: Promise<void> | undefined;
  // Runs once however often it is asked for: quarry.ready() waits on the same start.
  const startup = (): Promise<void> =>
    (started ??= (async () => {
      await repairAtStart({ area, settings, runner, now: () => Date.now() });
      await batches.recoverInterrupted();
    })());
  const api: QuarryApi = {
    ...createAutomationApi(runner, settings, captureTab, remote, batches, recipes),
    ready: startup,
  };
  // AI apps (MCP clients) reach the same runner, batches and recipes through the relay.
  const relay = createRelay({ area, runner, batches, recipes });
  const handlers = createUiHandlers(runner, api, { batches, modelClientFor, jobs, relay });
  return { runner, batches, api, handlers, startup, startRelay: relay.start };
}
