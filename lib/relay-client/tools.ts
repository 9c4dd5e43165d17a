import { z } from '../contract/zod-setup';
import type { RelayTool } from '../relay/protocol';
import {
  BATCH_MAX_URLS,
  batchArgsSchema,
  extractArgsSchema,
  listRecipesArgsSchema,
  listTabsArgsSchema,
  markdownifyArgsSchema,
  type BatchValue,
  type ListRecipesValue,
  type ListTabsValue,
  type MarkdownifyValue,
} from '../relay/tools';
import type { PairedApp } from './apps';
import type { RequireConsent } from './consent';
import { ToolError } from './tool-error';

/** A contract response, as the job runner resolves it (kept opaque here: it is passed through). */
export type Response = { status: string; error?: string | null } & Record<string, unknown>;

export interface TabInfo {
  id: number;
  title: string;
  url: string;
  active: boolean;
}

/**
 * What the tools run on: the same runner, batch runner and recipe store as `globalThis.quarry`
 * (wired in lib/background/relay.ts), and the browser's tabs.
 */
export interface ToolDeps {
  runs: {
    start(request: unknown, options: { tabId: number | null }): Promise<string>;
    wait(id: string): Promise<Response>;
    cancel(id: string): Promise<boolean>;
  };
  batches: {
    start(request: unknown, options: unknown): Promise<string>;
    /** The batch's responses, one per address in order, once it is completed or cancelled. */
    wait(id: string): Promise<{ responses: Response[] }>;
    cancel(id: string): Promise<boolean>;
    /** Pages finished so far (completed or failed) and in all. */
    progress(id: string): Promise<{ done: number; total: number } | undefined>;
  };
  listRecipes(): Promise<ListRecipesValue['recipes']>;
  /** Every open tab with an http(s) address Quarry can see. */
  listTabs(): Promise<TabInfo[]>;
  /** "current" is the active tab of the user's last focused window. */
  findTab(tab: 'current' | number): Promise<TabInfo>;
  /** The page as Markdown: a tab read in place, or an address opened in a background tab. */
  markdown(target: { tabId: number } | { url: string }, signal: AbortSignal): Promise<MarkdownifyValue>;
  /** What markdownify answers with `mock: true` (no page is read). */
  mockMarkdown: string;
  requireConsent: RequireConsent;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export interface CallContext {
  app: PairedApp;
  signal: AbortSignal;
  progress(done: number, total?: number, message?: string): void;
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) address' });

/** The published shapes (lib/relay/tools.ts), with the addresses checked as http(s) here too. */
const extractArgs = extractArgsSchema.extend({ website_url: httpUrl.optional() });
const markdownifyArgs = markdownifyArgsSchema.extend({ website_url: httpUrl.optional() });
const batchArgs = batchArgsSchema.extend({ urls: z.array(httpUrl).min(1).max(BATCH_MAX_URLS) });

function parseArgs<T>(schema: z.ZodType<T>, tool: string, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ');
  throw new ToolError('invalid', `${tool}: ${issues}.`);
}

const originOf = (url: string): string => new URL(url).origin;

function readableTab(tab: TabInfo): string {
  if (!/^https?:/.test(tab.url))
    throw new ToolError(
      'failed',
      `Tab ${tab.id} shows ${tab.url || 'a page whose address Quarry cannot see'}, which Quarry cannot read: ask the user to open the page in a tab, or give website_url.`,
    );
  return originOf(tab.url);
}

function cancelled(): ToolError {
  return new ToolError('cancelled', 'The call was cancelled: nothing more was read.');
}

/**
 * Runs until done; when the call is cancelled, stops the run with `stop` and answers
 * `cancelled` at once (the run's own end is not waited for: the agent asked to stop).
 */
function untilDone<T>(signal: AbortSignal, run: Promise<T>, stop: () => Promise<unknown>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      void stop().catch(() => undefined);
      reject(cancelled());
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    run.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The tools an MCP client calls through the relay, each validating its arguments again. */
export function createTools(deps: ToolDeps): Record<RelayTool, (args: unknown, ctx: CallContext) => Promise<unknown>> {
  return {
    async extract(args, ctx) {
      const { tab, ...request } = parseArgs(extractArgs, 'extract', args);
      const steps = request.steps ?? [];
      const hasSource = [request.website_url, request.website_html, request.website_markdown].some(
        (v) => v !== undefined,
      );
      if (tab !== undefined && hasSource)
        throw new ToolError('invalid', 'extract: give either tab or website_url (or website_html), not both.');
      let tabId: number | null = null;
      if (request.website_url) {
        await deps.requireConsent(ctx.app, originOf(request.website_url), steps, ctx.signal);
      } else if (!hasSource) {
        const found = await deps.findTab(tab ?? 'current');
        await deps.requireConsent(ctx.app, readableTab(found), steps, ctx.signal);
        tabId = found.id;
      }
      ctx.progress(0, 1, 'Reading the page');
      let id: string;
      try {
        id = await deps.runs.start(request, { tabId });
      } catch (error) {
        throw new ToolError('invalid', `extract: ${error instanceof Error ? error.message : String(error)}`);
      }
      const response = await untilDone(ctx.signal, deps.runs.wait(id), () => deps.runs.cancel(id));
      ctx.progress(1, 1);
      return response;
    },

    async markdownify(args, ctx) {
      const { tab, website_url, mock } = parseArgs(markdownifyArgs, 'markdownify', args);
      if (mock) return { website_url: website_url ?? '', markdown: deps.mockMarkdown } satisfies MarkdownifyValue;
      if (tab !== undefined && website_url)
        throw new ToolError('invalid', 'markdownify: give tab or website_url, not both.');
      if (website_url) {
        await deps.requireConsent(ctx.app, originOf(website_url), [], ctx.signal);
        return deps.markdown({ url: website_url }, ctx.signal);
      }
      const found = await deps.findTab(tab ?? 'current');
      await deps.requireConsent(ctx.app, readableTab(found), [], ctx.signal);
      return deps.markdown({ tabId: found.id }, ctx.signal);
    },

    async list_tabs(args, ctx) {
      parseArgs(listTabsArgsSchema, 'list_tabs', args);
      await deps.requireConsent(ctx.app, 'tabs', [], ctx.signal);
      return { tabs: await deps.listTabs() } satisfies ListTabsValue;
    },

    async list_recipes(args, ctx) {
      parseArgs(listRecipesArgsSchema, 'list_recipes', args);
      await deps.requireConsent(ctx.app, 'recipes', [], ctx.signal);
      return { recipes: await deps.listRecipes() } satisfies ListRecipesValue;
    },

    async batch(args, ctx) {
      const { urls, ...request } = parseArgs(batchArgs, 'batch', args);
      const steps = request.steps ?? [];
      // One question per site, before any page is opened.
      for (const origin of [...new Set(urls.map(originOf))])
        await deps.requireConsent(ctx.app, origin, steps, ctx.signal);
      let id: string;
      try {
        id = await deps.batches.start(request, { urls });
      } catch (error) {
        throw new ToolError('invalid', `batch: ${error instanceof Error ? error.message : String(error)}`);
      }
      // The batch runner stores each page as it ends: report it as MCP progress until the batch ends.
      const watching = new AbortController();
      const watch = (async () => {
        let last = -1;
        while (!watching.signal.aborted) {
          const now = await deps.batches.progress(id).catch(() => undefined);
          if (now && now.done !== last) {
            last = now.done;
            ctx.progress(now.done, now.total, `${now.done} of ${now.total} pages`);
          }
          await deps.sleep(300, watching.signal);
        }
      })();
      let result: { responses: Response[] };
      try {
        result = await untilDone(ctx.signal, deps.batches.wait(id), () => deps.batches.cancel(id));
      } finally {
        watching.abort();
        await watch;
      }
      ctx.progress(urls.length, urls.length, `${urls.length} of ${urls.length} pages`);
      const items = urls.map((url, i) => {
        const response = result.responses[i];
        if (!response) return { website_url: url, ok: false, error: 'Not run.' };
        const ok = response.status === 'completed';
        return { website_url: url, ok, response, ...(ok ? {} : { error: response.error || 'The page failed.' }) };
      });
      const completed = items.filter((item) => item.ok).length;
      return { items, completed, failed: items.length - completed } as BatchValue;
    },
  };
}
