import type { ExtractionResponse } from '../contract';
import { errorText } from '../shared/errors';
import type { JobRunner } from '../jobs/job-runner';
import {
  countStates,
  summarize,
  type BatchRecord,
  type BatchResult,
  type BatchStatus,
  type BatchSummary,
  type ItemState,
} from './batch';
import { checkBatch } from './batch-request';
import type { BatchStore } from './batch-store';
import { createHostPacer } from './host-pacer';
import { sharedSetupFailure } from './setup-failure';

export interface BatchRunnerDeps {
  store: BatchStore;
  /** Runs each page as a normal job (a contract request with website_url). */
  pages: Pick<JobRunner, 'start' | 'wait' | 'cancel'>;
  now(): number;
  random(): number;
  /** Resolves after `ms`, or as soon as `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  newId(): string;
  /** Keeps the MV3 worker alive while a batch runs; returns the function that stops it. */
  keepAlive(): () => void;
}

export interface BatchRunner {
  /** Checks and stores the batch, starts it, and returns its id; throws with every problem in words. */
  start(request: unknown, options: unknown): Promise<string>;
  /** Resolves once the batch is completed or cancelled (a paused batch waits for Resume). */
  wait(id: string): Promise<BatchResult>;
  pause(id: string): Promise<boolean>;
  resume(id: string): Promise<boolean>;
  cancel(id: string): Promise<boolean>;
  /** Runs the failed pages of a finished, paused or interrupted batch again; resolves once they have started. */
  retry(id: string): Promise<boolean>;
  list(): Promise<BatchSummary[]>;
  /** Marks batches a stopped worker left running as interrupted (finished pages kept). */
  recoverInterrupted(): Promise<number>;
}

export const NOT_RUN_ERROR = 'Not run: the batch was cancelled before this page was read.';

/** Pages that must fail the same set-up way, with none succeeding, before a batch stops early. */
export const STOP_AFTER_SAME_FAILURES = 2;

export function stoppedError(reason: string): string {
  return `Not run: the batch stopped early because every page before failed the same way (${reason}).`;
}

interface Session {
  record: BatchRecord;
  control: AbortController;
  /** URL index → job id of the pages under way. */
  running: Map<number, string>;
  /** Jobs this batch cancelled itself: their "cancelled" ending is not a result. */
  cancelled: Set<string>;
  writes: Promise<void>;
  done: Promise<void>;
  /** Errors of the pages that failed in this session, while none succeeded (for stopping early). */
  failures: string[];
  succeeded: boolean;
  stoppedEarly: boolean;
}

export function createBatchRunner(deps: BatchRunnerDeps): BatchRunner {
  const sessions = new Map<string, Session>();
  const waiters = new Map<string, Array<() => void>>();

  function notifyEnded(id: string): void {
    for (const wake of waiters.get(id) ?? []) wake();
    waiters.delete(id);
  }

  /** Record changes go through one chain per batch, so a later state is never overwritten by an earlier one. */
  function save(s: Session, patch: Partial<BatchRecord>, finished?: { index: number; response: ExtractionResponse }) {
    s.record = { ...s.record, ...patch, updatedAt: deps.now() };
    const snapshot = s.record;
    s.writes = s.writes.then(() => persist(snapshot, finished));
    return s.writes;
  }

  async function persist(record: BatchRecord, finished?: { index: number; response: ExtractionResponse }) {
    try {
      await deps.store.put(record, finished);
    } catch (error) {
      if (!finished) return;
      // A response too large for what storage has left: keep the page as failed, saying why.
      const response = { ...finished.response, status: 'failed' as const, result: null };
      response.error = `Quarry could not save this page's result: ${errorText(error)}`;
      await deps.store.put(record, { index: finished.index, response }).catch(() => undefined);
    }
  }

  async function runPage(s: Session, index: number): Promise<void> {
    const url = s.record.urls[index] ?? '';
    let response: ExtractionResponse;
    try {
      const jobId = await deps.pages.start({ ...s.record.request, website_url: url });
      s.running.set(index, jobId);
      response = await deps.pages.wait(jobId);
      s.running.delete(index);
      if (s.cancelled.has(jobId)) return;
    } catch (error) {
      // Never left pending (it would be picked again at once): the page fails with the reason.
      const prompt = typeof s.record.request.user_prompt === 'string' ? s.record.request.user_prompt : '';
      response = notRun(`${s.record.id}:${index}`, url, prompt, errorText(error));
    }
    if (s.stoppedEarly) return;
    const state: ItemState = response.status === 'completed' ? 'completed' : 'failed';
    const states = s.record.states.map((old, i) => (i === index ? state : old));
    const saved = save(s, { states }, { index, response });
    if (state === 'completed') s.succeeded = true;
    else s.failures.push(response.error);
    await saved;
    if (!s.succeeded && s.failures.length >= STOP_AFTER_SAME_FAILURES) {
      const failure = sharedSetupFailure(s.failures);
      if (failure) await stopEarly(s, failure.reason);
    }
  }

  /**
   * Every page so far failed for one set-up reason (no model, a refused key…): the others would
   * too. The pages not yet read fail with a sentence saying why; Retry failed pages runs them.
   */
  async function stopEarly(s: Session, reason: string): Promise<void> {
    if (s.stoppedEarly) return;
    s.stoppedEarly = true;
    s.control.abort();
    for (const jobId of s.running.values()) {
      s.cancelled.add(jobId);
      void deps.pages.cancel(jobId);
    }
    const prompt = typeof s.record.request.user_prompt === 'string' ? s.record.request.user_prompt : '';
    s.record.states.forEach((state, index) => {
      if (state !== 'pending') return;
      const response = notRun(`${s.record.id}:${index}`, s.record.urls[index] ?? '', prompt, stoppedError(reason));
      const states = s.record.states.map((old, i) => (i === index ? 'failed' : old));
      void save(s, { states }, { index, response });
    });
    await s.writes;
  }

  async function drive(s: Session): Promise<void> {
    const stopKeepAlive = deps.keepAlive();
    const pacer = createHostPacer(s.record.pauseMs, deps);
    const active = new Map<number, Promise<void>>();
    const stop = s.control.signal;
    try {
      while (!stop.aborted) {
        const pending = s.record.states.flatMap((state, i) => (state === 'pending' && !active.has(i) ? [i] : []));
        if (pending.length === 0 && active.size === 0) break;
        if (active.size < s.record.concurrency && pending.length > 0) {
          const waits = pending.map((i) => pacer.waitFor(s.record.urls[i] ?? ''));
          const ready = waits.indexOf(0);
          if (ready >= 0) {
            const index = pending[ready] ?? 0;
            pacer.started(s.record.urls[index] ?? '');
            const page = runPage(s, index).finally(() => active.delete(index));
            active.set(index, page);
            continue;
          }
          await Promise.race([deps.sleep(Math.min(...waits), stop), ...active.values()]);
          continue;
        }
        await Promise.race([deps.sleep(60_000, stop), ...active.values()]);
      }
      await Promise.allSettled(active.values());
      await s.writes;
      if (!stop.aborted || s.stoppedEarly) await save(s, { status: 'completed' });
    } finally {
      stopKeepAlive();
      sessions.delete(s.record.id);
      if (s.record.status === 'completed' || s.record.status === 'cancelled') notifyEnded(s.record.id);
    }
  }

  function launch(record: BatchRecord): void {
    const s: Session = {
      record,
      control: new AbortController(),
      running: new Map(),
      cancelled: new Set(),
      writes: Promise.resolve(),
      done: Promise.resolve(),
      failures: [],
      succeeded: false,
      stoppedEarly: false,
    };
    sessions.set(record.id, s);
    s.done = drive(s);
  }

  async function load(id: string): Promise<BatchRecord> {
    const record = sessions.get(id)?.record ?? (await deps.store.get(id));
    if (!record) throw new Error(`No batch with id ${id}.`);
    return record;
  }

  async function result(record: BatchRecord): Promise<BatchResult> {
    const stored = await deps.store.responses(record);
    const prompt = typeof record.request.user_prompt === 'string' ? record.request.user_prompt : '';
    const responses = stored.map(
      (response, index): ExtractionResponse =>
        response ?? notRun(`${record.id}:${index}`, record.urls[index] ?? '', prompt, NOT_RUN_ERROR),
    );
    const status = record.status === 'cancelled' ? 'cancelled' : 'completed';
    return { batch_id: record.id, status, responses, summary: summarize(record, stored) };
  }

  /** Stops a batch's session: no new pages; `cancelPages` also stops the ones under way. */
  async function halt(id: string, status: BatchStatus, cancelPages: boolean): Promise<boolean> {
    const s = sessions.get(id);
    if (s) {
      await save(s, { status });
      s.control.abort();
      if (cancelPages) {
        for (const jobId of s.running.values()) {
          s.cancelled.add(jobId);
          void deps.pages.cancel(jobId);
        }
      }
      // Not waiting for the pages under way to notice: the session ends (and waiters wake) once they have.
      return true;
    }
    const record = await deps.store.get(id);
    if (!record || record.status === 'completed' || record.status === 'cancelled') return false;
    if (status === 'paused' && record.status !== 'running') return false;
    await deps.store.put({ ...record, status, updatedAt: deps.now() });
    if (status === 'cancelled') notifyEnded(id);
    return true;
  }

  return {
    async start(request, options) {
      const check = checkBatch(request, options);
      if (!check.ok) throw new Error(check.error);
      const { plan } = check;
      const now = deps.now();
      const record: BatchRecord = {
        id: deps.newId(),
        status: 'running',
        createdAt: now,
        updatedAt: now,
        request: plan.asked,
        urls: plan.urls,
        states: plan.urls.map((_, i) => (plan.refused.some((r) => r.index === i) ? 'failed' : 'pending')),
        concurrency: plan.concurrency,
        pauseMs: plan.pauseMs,
        sessionStartedAt: now,
        finishedAtSessionStart: 0,
        ...(plan.origin ? { origin: plan.origin } : {}),
      };
      await deps.store.put(record);
      // Addresses that cannot run fail alone, with the reason, before the others start.
      const prompt = typeof plan.asked.user_prompt === 'string' ? plan.asked.user_prompt : '';
      for (const { index, reason } of plan.refused) {
        const response = notRun(`${record.id}:${index}`, plan.urls[index] ?? '', prompt, reason);
        await deps.store.put(record, { index, response });
      }
      await deps.store.prune().catch(() => 0);
      launch(record);
      return record.id;
    },

    async wait(id) {
      const record = await load(id);
      if (record.status !== 'completed' && record.status !== 'cancelled') {
        await new Promise<void>((resolve) => waiters.set(id, [...(waiters.get(id) ?? []), resolve]));
      }
      return result(await load(id));
    },

    pause: (id) => halt(id, 'paused', false),
    cancel: (id) => halt(id, 'cancelled', true),

    async resume(id) {
      // A pause lets the pages under way finish: wait for them before starting again.
      await sessions.get(id)?.done;
      const record = await deps.store.get(id);
      if (!record || (record.status !== 'paused' && record.status !== 'interrupted')) return false;
      const counts = countStates(record.states);
      const now = deps.now();
      const resumed: BatchRecord = {
        ...record,
        status: 'running',
        updatedAt: now,
        sessionStartedAt: now,
        finishedAtSessionStart: counts.completed + counts.failed,
      };
      await deps.store.put(resumed);
      launch(resumed);
      return true;
    },

    async retry(id) {
      await sessions.get(id)?.done;
      const record = await deps.store.get(id);
      if (!record || record.status === 'running' || !record.states.includes('failed')) return false;
      const states = record.states.map((state) => (state === 'failed' ? 'pending' : state));
      const counts = countStates(states);
      const now = deps.now();
      const again: BatchRecord = {
        ...record,
        status: 'running',
        states,
        updatedAt: now,
        sessionStartedAt: now,
        finishedAtSessionStart: counts.completed,
      };
      await deps.store.put(again);
      launch(again);
      return true;
    },

    async list() {
      return (await deps.store.list()).map((record) => summarize(sessions.get(record.id)?.record ?? record));
    },

    async recoverInterrupted() {
      let count = 0;
      for (const record of await deps.store.list()) {
        if (record.status !== 'running' || sessions.has(record.id)) continue;
        await deps.store.put({ ...record, status: 'interrupted', updatedAt: deps.now() });
        count++;
      }
      return count;
    },
  };
}

function notRun(requestId: string, url: string, prompt: string, error: string): ExtractionResponse {
  return { request_id: requestId, status: 'failed', website_url: url, user_prompt: prompt, result: null, error };
}
