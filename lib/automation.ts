import type { CreditsRecord, ExtractionResponse } from './contract';
import type { MarkdownifyResult } from './remote/client';
import type { MockHandler } from './remote/mock-transport';
import type { RemoteApi } from './remote/remote-api';
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
  /** GET /v1/credits of the remote endpoint: { remaining_credits, total_credits_used } (mock answer in mock mode). */
  credits(): Promise<CreditsRecord>;
  /** POST /v1/markdownify with { website_url } or { website_html }, else the tab; resolves { markdown, … }. */
  markdownify(input?: unknown, options?: { tabId?: number }): Promise<MarkdownifyResult>;
  /**
   * A custom mock handler `(method, path, body) => response`, consulted before the per-path
   * overrides whenever Quarry answers in mock mode; return undefined to fall through. null removes it.
   */
  setMockHandler(handler: MockHandler | null): void;
}

export type CaptureFn = (tabId: number | null) => Promise<PageSnapshot>;

export function createAutomationApi(
  runner: JobRunner,
  settings: SettingsStore,
  capture: CaptureFn,
  remote?: RemoteApi,
): QuarryApi {
  const needRemote = (): RemoteApi => {
    if (!remote) throw new Error('The remote client is not part of this build.');
    return remote;
  };
  return {
    async smartscraper(request, options = {}) {
      const id = await runner.start(request, { tabId: options.tabId ?? null });
      return runner.wait(id);
    },
    configure: (patch) => settings.update(patch),
    settings: () => settings.load(),
    cancel: (id) => runner.cancel(id),
    capture: (options = {}) => capture(options.tabId ?? null),
    credits: () => needRemote().credits(),
    markdownify: (input, options = {}) => needRemote().markdownify(input, { tabId: options.tabId ?? null }),
    setMockHandler: (handler) => needRemote().setMockHandler(handler),
  };
}
