import { z } from '../contract/zod-setup';
import { injectPageAgent, runInTab, waitForNewDocument } from '../browser/tab-scripting';
import {
  AGENT_BRAND,
  AGENT_KEY,
  AGENT_METHODS,
  pageProtocol,
  type AgentInput,
  type AgentMethod,
  type AgentReply,
  type PageAgent,
  type StepOutcome,
} from '../page/protocol';

/** The page agent of one tab as the worker sees it, plus waiting out a navigation. */
export type PageDriver = PageAgent & {
  /** After an action that navigated: resolves once the new document has loaded. */
  waitForNewDocument(): Promise<void>;
};

const MISSING = '__quarryAgentMissing';
const UNKNOWN = '__quarryAgentUnknown';
const NAVIGATED: StepOutcome = { ok: true, did: 'the page navigated', navigating: true };

/**
 * Drives the page agent in one tab through the protocol in lib/page/protocol.ts. Every call
 * is one executeScript into the extension's isolated world; when the document changed (a
 * step navigated), the agent is injected again first. Replies are parsed: the page is
 * outside data.
 */
export function createPageDriver(
  tabId: number,
  signal?: AbortSignal,
  options: {
    /** The tab has just loaded a document Quarry navigated to: inject at once rather than ask first. */
    freshDocument?: boolean;
  } = {},
): PageDriver {
  let documentId: string | undefined;
  // A fresh document cannot hold the agent yet: asking first would cost one more call.
  let injectFirst = options.freshDocument === true;

  async function send(method: AgentMethod, input: unknown): Promise<unknown> {
    if (injectFirst) {
      injectFirst = false;
      await untilAborted(signal, injectPageAgent(tabId));
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      signal?.throwIfAborted();
      const ran = await untilAborted(
        signal,
        runInTab(tabId, callAgent, [AGENT_KEY, AGENT_BRAND, method, input, MISSING, UNKNOWN]),
      );
      documentId = ran.documentId ?? documentId;
      if (ran.result === UNKNOWN) throw new Error(`the page agent in this tab does not know "${method}"`);
      if (ran.result !== MISSING) return ran.result;
      await injectPageAgent(tabId);
    }
    throw new Error('the page agent could not be started in this tab');
  }

  async function call<M extends AgentMethod>(method: M, input: AgentInput<M>): Promise<AgentReply<M>> {
    const { reply, acts } = pageProtocol[method];
    let raw: unknown;
    try {
      raw = await send(method, input ?? {});
    } catch (error) {
      if (acts && navigatedAway(error)) return NAVIGATED as AgentReply<M>;
      throw error;
    }
    // An action that unloads the page gets no answer: it navigated.
    if (acts && raw == null) return NAVIGATED as AgentReply<M>;
    const parsed = (reply as unknown as z.ZodType<AgentReply<M>>).safeParse(raw);
    if (!parsed.success) throw new Error(`the page gave no valid answer to "${method}"`);
    return parsed.data;
  }

  const agent = Object.fromEntries(
    AGENT_METHODS.map((method) => [method, (input: AgentInput<typeof method>) => call(method, input)]),
  ) as PageAgent;
  return { ...agent, waitForNewDocument: () => waitForNewDocument(tabId, documentId) };
}

/**
 * Serialised into the page: it may only use its arguments and the isolated world. The agent
 * is looked up by registered Symbol and its brand checked (lib/page/protocol.ts): anything
 * else there counts as missing, and the agent is injected again.
 */
function callAgent(
  key: string,
  brand: string,
  method: string,
  input: unknown,
  missing: string,
  unknown: string,
): unknown {
  const agent = (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(key)];
  if (typeof agent !== 'object' || agent === null) return missing;
  if ((agent as Record<symbol, unknown>)[Symbol.for(brand)] !== true) return missing;
  const handler = Object.hasOwn(agent, method) ? (agent as Record<string, unknown>)[method] : undefined;
  return typeof handler === 'function' ? (handler as (a: unknown) => unknown)(input) : unknown;
}

/**
 * When the page unloads while an action runs, Chrome answers with an error about the
 * removed frame: the action navigated.
 */
function navigatedAway(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /frame.*(removed|detached)|unloaded|navigat|back\/forward cache/i.test(text);
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
