import { errorText } from '../shared/errors';
import type { BatchRunner } from '../batch/batch-runner';
import type { QuarryApi } from '../automation/quarry-api';
import type { JobRunner } from '../jobs/job-runner';
import { isFinal } from '../jobs/job';
import type { JobStore } from '../jobs/job-store';
import { expandRefs } from '../export/export-data';
import type { ModelClientFactory } from '../extract/model-client';
import { NEEDS_MODEL, suggestSchema } from '../schema-builder/suggest-schema';
import { chromeAiStatus } from './chrome-ai-status';
import { testConnection } from '../extract/test-connection';
import { listOpenAiModels } from '../extract/providers/openai-compatible-provider';
import { openAiCompatibleProviderSchema } from '../settings/settings';
import { locateInTab } from '../capture/locate-in-tab';
import { importQuestion, parseRecipeExport, planImport } from '../recipes/store';
import { browserModelEnv } from './model-env';
import type { RelayClient } from '../relay-client/connection';
import { pairingCodeSchema, type AppStore } from '../relay-client/apps';
import { describeScope } from '../relay-client/consent';
import type { ConsentAsks } from './consent-asks';
import { uiMessageSchema, type UiHandlers, type UiMessage, type UiReplyEnvelope } from '../messaging';

export interface UiHandlerDeps {
  /** The configured model for small side jobs (schema suggestions); absent until wired. */
  modelClientFor?: ModelClientFactory;
  batches?: BatchRunner;
  /** The runs' store: the UI asks here to remove runs from history rather than writing storage itself. */
  jobs?: JobStore;
  /** The relay to paired AI apps and its consent questions (lib/background/relay.ts). */
  relay?: { client: RelayClient; asks: ConsentAsks; apps: AppStore };
}

/**
 * One handler per message type of lib/messaging.ts, each typed against that message's reply:
 * the build fails if one is missing or answers the wrong shape (and a unit test checks the table).
 */
export function createUiHandlers(runner: JobRunner, api: QuarryApi, deps: UiHandlerDeps = {}): UiHandlers {
  const batches = (): BatchRunner => {
    if (!deps.batches) throw new Error('Batches are not part of this build.');
    return deps.batches;
  };
  const relay = (): NonNullable<UiHandlerDeps['relay']> => {
    if (!deps.relay) throw new Error('AI apps are not part of this build.');
    return deps.relay;
  };
  return {
    start: async (m) => ({
      requestId: await runner.start(m.request, { tabId: m.tabId ?? null, skipRecipe: m.skipRecipe === true }),
    }),
    cancel: async (m) => ({ cancelled: await runner.cancel(m.requestId) }),
    configure: async (m) => api.configure(m.patch),
    testConnection: async (m) => ({
      message: await testConnection(m.provider ?? (await api.settings()).provider, browserModelEnv()),
    }),
    listModels: async (m) => {
      // The model field may be empty or half typed while suggestions are asked for.
      const parsed = openAiCompatibleProviderSchema.omit({ model: true }).safeParse(m.provider);
      return { models: parsed.success ? await listOpenAiModels(parsed.data, browserModelEnv()) : [] };
    },
    suggestSchema: async (m) => {
      const client = deps.modelClientFor?.(await api.settings()) ?? null;
      if (!client) throw new Error(NEEDS_MODEL);
      const page = await api.capture(m.tabId == null ? {} : { tabId: m.tabId });
      const pageText = page.modelInput ? expandRefs(page.modelInput.text, page.modelInput.refs) : page.html;
      const signal = AbortSignal.timeout(120_000);
      return suggestSchema(client, { prompt: m.prompt, pageText, pageUrl: page.url, signal });
    },
    // The captured page's HTML: the UI turns it into Markdown with Turndown (it has a DOM; this worker has none).
    pageMarkdown: async (m) => {
      const page = await api.capture(m.tabId == null ? {} : { tabId: m.tabId });
      return { html: page.html, url: page.url, title: page.title };
    },
    recipesDelete: async (m) => ({ deleted: await api.recipes.delete(m.id) }),
    recipesExport: async () => ({ json: await api.recipes.export() }),
    recipesImport: async (m) => {
      if (m.replace === undefined) {
        const plan = planImport(await api.recipes.list(), parseRecipeExport(m.json));
        if (plan.removes > 0) return { imported: 0, ask: importQuestion(plan), room: plan.room };
      }
      return { imported: await api.recipes.import(m.json, { replace: m.replace ?? false }) };
    },
    historyRemove: async (m) => {
      if (!deps.jobs) throw new Error('History is not part of this build.');
      let removed = 0;
      for (const id of m.ids) {
        const job = await deps.jobs.get(id);
        // A run still under way is the runner's to end: only ended runs leave history.
        if (job && isFinal(job)) {
          await deps.jobs.remove(id);
          removed++;
        }
      }
      return { removed };
    },
    batchStart: async (m) => ({ batchId: await batches().start(m.request, m.options) }),
    batchControl: async (m) => ({ done: await batches()[m.action](m.batchId) }),
    locate: async (m) => locateInTab(m.tabId, m.pageUrls, m.value),
    chromeAiStatus: async () => ({ status: await chromeAiStatus() }),
    credits: async () => api.credits(),
    aiAppPair: async (m) => {
      const code = pairingCodeSchema.safeParse(m.code);
      if (!code.success) throw new Error(code.error.issues[0]?.message ?? 'Type the pairing code.');
      const app = await relay().client.pair(code.data, m.port);
      return { appId: app.appId, appName: app.appName };
    },
    aiAppRevoke: async (m) => ({ revoked: await relay().client.revoke(m.appId) }),
    aiAppGrants: async (m) => ({
      saved: (await relay().apps.update(m.appId, (app) => ({ ...app, grants: m.grants }))) !== undefined,
    }),
    aiAppsStatus: async () => ({ connected: deps.relay?.client.connected() ?? [] }),
    consentQuestion: async (m) => {
      const question = relay().asks.question(m.askId);
      if (!question) throw new Error('This question was already answered, or the app stopped asking.');
      return { ...question, what: describeScope(question.scope) };
    },
    consentAnswer: async (m) => ({ done: relay().asks.answer(m.askId, m.answer) }),
  };
}

export async function handleUiMessage(handlers: UiHandlers, raw: unknown): Promise<UiReplyEnvelope> {
  const parsed = uiMessageSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: 'Unknown message.' };
  const message = parsed.data;
  try {
    const handler = handlers[message.type] as (m: UiMessage) => Promise<unknown>;
    return { ok: true, value: await handler(message) };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}
