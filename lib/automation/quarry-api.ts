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
import {
  applyImport,
  exportRecipes,
  importQuestion,
  parseRecipeExport,
  planImport,
  type RecipeStore,
} from '../recipes/store';

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
  /**
   * `backgroundTabId`: a tab of the caller's to open website_url in instead of a new background
   * tab; it is left open on the page afterwards instead of being closed (a driver that keeps one
   * warm tab per run slot, as the server's workers do, saves a tab, a renderer process and its
   * start per page). Needs the tab's address to be readable (the `tabs` permission).
   */
  smartscraper(
    request: unknown,
    options?: { tabId?: number; skipRecipe?: boolean; backgroundTabId?: number },
  ): Promise<ExtractionResponse>;
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
  /** Runs the failed pages of a batch that is not running again (pages that worked are kept); resolves like batch(). */
  retryBatch(batchId: string): Promise<BatchResult>;
  /** The result of a batch, once it is completed or cancelled. */
  batchResult(batchId: string): Promise<BatchResult>;
  /**
   * Recipes (where each value lives on a site's pages, learned from model answers):
   * list(), delete(id) → whether it existed, export() → JSON text, import(json, options) → how
   * many were added or replaced (validated; nothing changes when any part is invalid). An
   * import that would push the user's own recipes out (200 at most are kept) is refused with
   * the question unless `replace` says what to do: true removes the user's oldest, false keeps
   * them and imports only what fits.
   */
  recipes: {
    list(): Promise<Recipe[]>;
    delete(id: string): Promise<boolean>;
    export(): Promise<string>;
    import(json: unknown, options?: { replace?: boolean }): Promise<number>;
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
      const id = await runner.start(request, {
        tabId: options.tabId ?? null,
        skipRecipe: options.skipRecipe === true,
        ...(typeof options.backgroundTabId === 'number' ? { backgroundTabId: options.backgroundTabId } : {}),
      });
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
    async retryBatch(id) {
      if (!(await needBatches().retry(id))) {
        const known = (await needBatches().list()).find((b) => b.batch_id === id);
        throw new Error(
          known
            ? `Batch ${id} is ${known.status} with ${known.failed} failed pages; only a batch that is not running and has failed pages can be retried.`
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
      async import(json, options = {}) {
        const plan = planImport(await needRecipes().list(), parseRecipeExport(json));
        if (plan.removes > 0 && typeof options.replace !== 'boolean')
          throw new Error(
            `${importQuestion(plan)} Nothing was imported: pass { replace: true } to replace them, or { replace: false } to keep yours.`,
          );
        const { recipes, imported } = applyImport(plan, options.replace === true);
        await needRecipes().replaceAll(recipes);
        return imported;
      },
    },
  };
}
