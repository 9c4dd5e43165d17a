import type { CreditsRecord, ExtractionResponse } from '../contract';
import type { MarkdownifyResult } from '../remote/client';
import type { MockHandler } from '../remote/mock-transport';
import type { RemoteApi } from '../remote/remote-api';
import type { PageSnapshot } from '../page/protocol';
import type { JobRunner } from '../jobs/job-runner';
import type { Settings } from '../settings/settings';
import type { SettingsStore } from '../settings/store';
import type { BatchResult, BatchSummary } from '../batch/batch';
import type { BatchRunner } from '../batch/batch-runner';
import type { Recipe } from '../recipes/recipe';
import { exportRecipes, parseRecipeExport, type RecipeStore } from '../recipes/store';

/**
 * `globalThis.quarry` in the service worker: the scripting surface for DevTools and
 * Playwright users. Public: change only compatibly, and document changes in the README.
 */
export interface QuarryApi {
  /**
   * Resolves once the worker has finished starting: settings repaired, unreadable history set
   * aside, runs and batches a stopped worker left behind marked interrupted.
   */
  ready(): Promise<void>;
  /**
   * Runs one request. `skipRecipe: true` sends it to the model even when a recipe would serve
   * it (this run only); the answer then checks the recipe, which heals when they differ.
   */
  smartscraper(request: unknown, options?: { tabId?: number; skipRecipe?: boolean }): Promise<ExtractionResponse>;
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
  /**
   * Runs `request` (a contract request without a source) on every URL, `concurrency` pages at
   * a time (default 2, at most 6), pausing `pauseMs` (default 1000, jittered) between requests
   * to the same host. Resolves when it is completed or cancelled: one contract response per URL, in order.
   */
  batch(request: unknown, options: unknown): Promise<BatchResult>;
  /** Recent batches, newest first, with counts (total, completed, failed, pending). */
  batches(): Promise<BatchSummary[]>;
  /** Stops a batch: pages under way are stopped, finished responses are kept. */
  cancelBatch(batchId: string): Promise<boolean>;
  /** Stops starting new pages of a batch; the pages under way finish. */
  pauseBatch(batchId: string): Promise<boolean>;
  /** Runs the rest of a paused or interrupted batch (finished pages are not run again); resolves like batch(). */
  resumeBatch(batchId: string): Promise<BatchResult>;
  /** The result of a batch, once it is completed or cancelled. */
  batchResult(batchId: string): Promise<BatchResult>;
  /**
   * Recipes (where each value lives on a site's pages, learned from model answers):
   * list(), delete(id) → whether it existed, export() → JSON text, import(json) → how many
   * were added or replaced (validated; nothing changes when any part is invalid).
   */
  recipes: {
    list(): Promise<Recipe[]>;
    delete(id: string): Promise<boolean>;
    export(): Promise<string>;
    import(json: unknown): Promise<number>;
  };
}

export type CaptureFn = (tabId: number | null) => Promise<PageSnapshot>;

export function createAutomationApi(
  runner: JobRunner,
  settings: SettingsStore,
  capture: CaptureFn,
  remote?: RemoteApi,
  batches?: BatchRunner,
  recipes?: RecipeStore,
): Omit<QuarryApi, 'ready'> {
  const needRemote = (): RemoteApi => {
    if (!remote) throw new Error('The remote client is not part of this build.');
    return remote;
  };
  const needRecipes = (): RecipeStore => {
    if (!recipes) throw new Error('Recipes are not part of this build.');
    return recipes;
  };
  const needBatches = (): BatchRunner => {
    if (!batches) throw new Error('Batches are not part of this build.');
    return batches;
  };
  return {
    async smartscraper(request, options = {}) {
      const id = await runner.start(request, { tabId: options.tabId ?? null, skipRecipe: options.skipRecipe === true });
      return runner.wait(id);
    },
    configure: (patch) => settings.update(patch),
    settings: () => settings.load(),
    cancel: (id) => runner.cancel(id),
    capture: (options = {}) => capture(options.tabId ?? null),
    credits: () => needRemote().credits(),
    markdownify: (input, options = {}) => needRemote().markdownify(input, { tabId: options.tabId ?? null }),
    setMockHandler: (handler) => needRemote().setMockHandler(handler),
    async batch(request, options) {
      const id = await needBatches().start(request, options);
      return needBatches().wait(id);
    },
    batches: () => needBatches().list(),
    cancelBatch: (id) => needBatches().cancel(id),
    pauseBatch: (id) => needBatches().pause(id),
    async resumeBatch(id) {
      const resumed = await needBatches().resume(id);
      if (!resumed) {
        const known = (await needBatches().list()).find((b) => b.batch_id === id);
        throw new Error(
          known
            ? `Batch ${id} is ${known.status}; only a paused or interrupted batch can be resumed.`
            : `No batch with id ${id}.`,
        );
      }
      return needBatches().wait(id);
    },
    batchResult: (id) => needBatches().wait(id),
    recipes: {
      list: () => needRecipes().list(),
      delete: (id) => needRecipes().remove(id),
      export: async () => exportRecipes(await needRecipes().list()),
      async import(json) {
        const incoming = parseRecipeExport(json);
        const kept = (await needRecipes().list()).filter((r) => !incoming.some((i) => i.id === r.id));
        await needRecipes().replaceAll([...kept, ...incoming]);
        return incoming.length;
      },
    },
  };
}
