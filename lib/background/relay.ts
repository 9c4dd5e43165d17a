import type { BatchRunner } from '../batch/batch-runner';
import type { JobRunner } from '../jobs/job-runner';
import type { RecipeStore } from '../recipes/store';
import type { StorageArea } from '../shared/storage-area';
import { confirmed } from '../recipes/service';
import { captureTab } from '../capture/capture-tab';
import { withBackgroundTab } from '../browser/background-tab';
import { everyMinute, extensionVersion } from '../browser/alarms';
import { findTab, listOpenTabs } from '../browser/tabs';
import { pageToMarkdown } from '../export/page-to-markdown';
import { parseHtmlDocument } from '../convert/html-to-model-input';
import { sleep } from '../net/sleep';
import { MOCK_MARKDOWN } from '../remote/builtin-mock';
import { createAppStore, type AppStore } from '../relay-client/apps';
import { createConsent } from '../relay-client/consent';
import { createRelayClient, type RelayClient } from '../relay-client/connection';
import { createTools } from '../relay-client/tools';
import { createConsentAsks, type ConsentAsks } from './consent-asks';

export const RELAY_ALARM = 'quarry-relay';

/**
 * The relay to paired AI apps (their MCP processes), wired to the same runner, batch runner
 * and recipe store as `globalThis.quarry`: a tool call is a run like any other.
 */
export function createRelay(deps: {
  area: StorageArea;
  runner: JobRunner;
  batches: BatchRunner;
  recipes: RecipeStore;
}): { client: RelayClient; asks: ConsentAsks; apps: AppStore; start(): void } {
  const apps = createAppStore(deps.area);
  const asks = createConsentAsks(() => crypto.randomUUID());
  const tools = createTools({
    runs: deps.runner,
    batches: {
      start: (request, options) => deps.batches.start(request, options),
      wait: (id) => deps.batches.wait(id),
      cancel: (id) => deps.batches.cancel(id),
      async progress(id) {
        const found = (await deps.batches.list()).find((b) => b.batch_id === id);
        return found ? { done: found.completed + found.failed, total: found.total } : undefined;
      },
    },
    async listRecipes() {
      return (await deps.recipes.list()).flatMap((recipe) =>
        recipe.scope && confirmed(recipe)
          ? [
              {
                id: recipe.id,
                site: `${recipe.scope.origin}${recipe.scope.pathPattern}`,
                fields: [...recipe.fields.map((f) => f.name), ...recipe.lists.map((l) => l.name)],
                uses: recipe.served,
              },
            ]
          : [],
      );
    },
    listTabs: listOpenTabs,
    findTab,
    async markdown(target, signal) {
      const read = async (tabId: number) => {
        const page = await captureTab(tabId);
        const markdown = await pageToMarkdown(page, 'page', parseHtmlDocument);
        return { website_url: page.url, title: page.title, markdown };
      };
      return 'tabId' in target ? read(target.tabId) : withBackgroundTab(target.url, {}, signal, read);
    },
    mockMarkdown: MOCK_MARKDOWN,
    requireConsent: createConsent({ apps, ask: (question, signal) => asks.ask(question, signal) }),
    sleep: (ms, signal) => sleep(ms, signal).catch(() => undefined),
  });
  const client = createRelayClient({
    apps,
    open: (url) => new WebSocket(url),
    tools,
    extensionVersion: extensionVersion(),
    now: () => Date.now(),
    log: (message) => console.warn(message),
  });
  return {
    client,
    asks,
    apps,
    start() {
      void client.connectAll();
      // A stopped worker wakes once a minute to dial apps that were not running.
      everyMinute(RELAY_ALARM, () => void client.connectAll());
    },
  };
}
