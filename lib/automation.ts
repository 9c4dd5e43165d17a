import type { ExtractionResponse } from './contract';
import type { PageSnapshot } from './page/snapshot';
import type { JobRunner } from './jobs/job-runner';
import type { Settings } from './settings';
import type { SettingsStore } from './settings-store';

/**
 * `globalThis.quarry` in the service worker: the scripting surface for DevTools and
 * Playwright users. Public: change only compatibly, and document changes in the README.
 */
export interface QuarryApi {
  smartscraper(request: unknown, options?: { tabId?: number }): Promise<ExtractionResponse>;
  configure(patch: unknown): Promise<Settings>;
  settings(): Promise<Settings>;
  cancel(requestId: string): Promise<boolean>;
  /** The live DOM of a tab (the given one, else the user's active tab), as Quarry captures it. */
  capture(options?: { tabId?: number }): Promise<PageSnapshot>;
}

export type CaptureFn = (tabId: number | null) => Promise<PageSnapshot>;

export function createAutomationApi(runner: JobRunner, settings: SettingsStore, capture: CaptureFn): QuarryApi {
  return {
    async smartscraper(request, options = {}) {
      const id = await runner.start(request, { tabId: options.tabId ?? null });
      return runner.wait(id);
    },
    configure: (patch) => settings.update(patch),
    settings: () => settings.load(),
    cancel: (id) => runner.cancel(id),
    capture: (options = {}) => capture(options.tabId ?? null),
  };
}
