import { browser } from 'wxt/browser';
import { z } from '../contract/zod-setup';
import type { CapturedPage, PageDriver } from '../jobs/capture-pages';
import { AGENT_GLOBAL, type AgentMethod } from '../page/agent';
import type { StepOutcome } from '../page/run-step';

const settleSchema = z.object({ settled: z.boolean(), waitedMs: z.number() });
const scrollSchema = z.object({ grew: z.boolean(), height: z.number(), container: z.string() });
const outcomeSchema = z.union([
  z.object({ ok: z.literal(true), did: z.string(), navigating: z.boolean() }),
  z.object({
    ok: z.literal(false),
    reason: z.string(),
    unparsed: z.boolean().optional(),
    notFound: z.boolean().optional(),
  }),
]);
const nextSchema = z.object({ found: z.boolean(), href: z.string().nullable(), description: z.string() });
const snapshotSchema = z.object({
  html: z.string(),
  url: z.string(),
  title: z.string(),
  modelInput: z
    .looseObject({ text: z.string(), refs: z.record(z.string(), z.string()), tokens: z.number() })
    .optional(),
  status: z.number().optional(),
});
const MISSING = '__quarryAgentMissing';
const NAVIGATION_CAP_MS = 30_000;

/**
 * Drives the page agent in one tab. Every call is one executeScript into the extension's
 * isolated world; when the document changed (a step navigated), the agent is injected
 * again first. Replies are parsed: the page is outside data.
 */
export function createPageDriver(tabId: number, signal?: AbortSignal): PageDriver {
  let documentId: string | undefined;

  async function call(method: AgentMethod, arg: unknown): Promise<unknown> {
    for (let attempt = 0; attempt < 2; attempt++) {
      signal?.throwIfAborted();
      const [frame] = await untilAborted(
        signal,
        browser.scripting.executeScript({
          target: { tabId },
          // Serialised into the page: it may only use its arguments and the isolated world.
          func: (key: string, name: string, input: unknown, missing: string) => {
            const agent = (globalThis as Record<string, unknown>)[key] as
              Record<string, (a: unknown) => unknown> | undefined;
            if (!agent) return missing;
            return agent[name]?.(input);
          },
          args: [AGENT_GLOBAL, method, arg ?? {}, MISSING],
        }),
      );
      documentId = frame?.documentId ?? documentId;
      if (frame?.result !== MISSING) return frame?.result;
      await browser.scripting.executeScript({ target: { tabId }, files: ['/page-agent.js'] });
    }
    throw new Error('the page agent could not be started in this tab');
  }

  return {
    settle: async (heavy) => settleSchema.parse(await call('settle', { heavy })),
    scroll: async (options) => scrollSchema.parse(await call('scroll', options)),
    step: (text, options) => outcomeOf(() => call('step', { ...options, text })),
    interactive: async () => z.array(z.string()).parse(await call('interactive', {})),
    act: (choice, options) => outcomeOf(() => call('act', { ...options, choice })),
    nextPage: async () => nextSchema.parse(await call('nextPage', {})),
    followNext: (options) => outcomeOf(() => call('followNext', options)),
    capture: async (fields): Promise<CapturedPage> => {
      const parsed = snapshotSchema.safeParse(await call('capture', { fields }));
      if (!parsed.success) throw new Error('the page returned no snapshot');
      return parsed.data;
    },
    waitForNewDocument: () => waitForNewDocument(tabId, documentId),
  };
}

/**
 * A page call cannot be stopped once it runs (a "wait 60 seconds" step), but the job need
 * not wait for it: on cancel the run ends at once and the page's answer is ignored.
 */
function untilAborted<T>(signal: AbortSignal | undefined, work: Promise<T>): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason instanceof Error ? signal.reason : new Error('Cancelled.'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * An action's reply. When the page unloads while the action runs, Chrome answers with no
 * result or an error about the removed frame: the action navigated.
 */
async function outcomeOf(run: () => Promise<unknown>): Promise<StepOutcome> {
  try {
    const raw = await run();
    if (raw === null || raw === undefined) return { ok: true, did: 'the page navigated', navigating: true };
    return outcomeSchema.parse(raw);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/frame.*(removed|detached)|unloaded|navigat|back\/forward cache/i.test(text))
      return { ok: true, did: 'the page navigated', navigating: true };
    throw error;
  }
}

/** Waits until the tab shows a document other than `previous` and it has loaded. */
export async function waitForNewDocument(tabId: number, previous: string | undefined): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < NAVIGATION_CAP_MS) {
    try {
      const [frame] = await browser.scripting.executeScript({
        target: { tabId },
        injectImmediately: true,
        func: () => document.readyState,
      });
      if (frame && frame.documentId !== previous && frame.result === 'complete') return;
    } catch {
      // Between documents the frame may refuse scripts for a moment; try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the page did not finish loading within ${NAVIGATION_CAP_MS / 1000} seconds after navigating`);
}

/** Turns browser errors about scripting a tab into sentences a user can act on. */
export function explainCaptureError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/cannot be scripted|chrome:\/\/|extensions gallery|Cannot access contents/i.test(text)) {
    return `Quarry cannot read this page (${text}). Browser pages such as chrome:// and the Web Store are closed to extensions, and other pages need Quarry opened from the toolbar on that tab. Open a regular web page, or paste its HTML instead.`;
  }
  if (/showing error page/i.test(text)) {
    return 'The page could not be loaded (the browser shows an error page). Check the address and your connection, then run again.';
  }
  if (/No tab with id|tab was closed/i.test(text)) {
    return 'The tab was closed before Quarry could read it. Open the page again and re-run.';
  }
  return `Could not read the page: ${text}. Reload the page and run again.`;
}
