import type { ExtractionResponse } from './contract';
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
}

export function createAutomationApi(runner: JobRunner, settings: SettingsStore): QuarryApi {
  return {
    async smartscraper(request, options = {}) {
      const id = await runner.start(request, { tabId: options.tabId ?? null });
      return runner.wait(id);
    },
    configure: (patch) => settings.update(patch),
    settings: () => settings.load(),
    cancel: (id) => runner.cancel(id),
  };
}
