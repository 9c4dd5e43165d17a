import {
  hasCredentials,
  withoutCredentials,
  validateExtractionRequest,
  violationsToError,
  type ExtractionRequest,
  type ExtractionResponse,
} from '../contract';
import { errorText } from '../shared/errors';
import { AnswerMismatchError } from '../extract/answer-mismatch';
import type { Settings } from '../settings/settings';
import { complete, createJob, fail, reportProgress, startProcessing } from './job-machine';
import { CANCELLED_ERROR, toResponse, type Job } from './job';
import type { JobStore } from './job-store';
import { runStages, type StageDeps } from './run-stages';

export { CANCELLED_ERROR } from './job';

export interface RunnerDeps extends StageDeps {
  store: JobStore;
  loadSettings(): Promise<Settings>;
  /** Keeps the MV3 worker alive while a run is under way; returns the function that stops it. */
  keepAlive(): () => void;
  newId(): string;
}

export interface StartOptions {
  tabId?: number | null;
  /**
   * Run the model even when a recipe would serve this page ("Run with the model instead"):
   * for this run only. Its answer then checks the recipe, which heals when they differ.
   */
  skipRecipe?: boolean;
  /** A tab to open website_url in instead of a new background tab (kept open afterwards). */
  backgroundTabId?: number;
}

export interface JobRunner {
  start(input: unknown, options?: StartOptions): Promise<string>;
  /** Resolves with the contract response once the job has ended. Never rejects. */
  wait(id: string): Promise<ExtractionResponse>;
  cancel(id: string): Promise<boolean>;
  /** Ends every job a stopped worker left queued or processing. */
  recoverInterrupted(): Promise<number>;
}

export const INTERRUPTED_ERROR =
  'Interrupted: Quarry stopped before this run finished (the browser or extension restarted). Run it again.';

export function createJobRunner(deps: RunnerDeps): JobRunner {
  const running = new Map<string, { controller: AbortController; done: Promise<Job> }>();
  /** Jobs that ended before they could be stored (storage full): kept for wait(). */
  const unstored = new Map<string, Job>();

  async function run(
    job: Job,
    draft: ExtractionRequest,
    controller: AbortController,
    options: StartOptions,
  ): Promise<Job> {
    const stopKeepAlive = deps.keepAlive();
    const startedAt = deps.now();
    // Stored as processing by start(): a run begins the moment it is started.
    let current = job;
    // `current` moves only once the state is stored, so a failed write (storage full) is
    // followed by a `failed` state that is still allowed from where the job really is.
    const save = async (next: Job): Promise<void> => {
      await deps.store.put(next);
      current = next;
    };
    try {
      const finished = await runStages(deps, {
        draft,
        tabId: job.tabId,
        settings: await deps.loadSettings(),
        skipRecipe: options.skipRecipe === true,
        ...(options.backgroundTabId !== undefined ? { backgroundTabId: options.backgroundTabId } : {}),
        startedAt,
        signal: controller.signal,
        report: (progress) => save(reportProgress(current, progress, deps.now())),
        captured: (source) =>
          save({
            ...current,
            website_url: draft.website_url ?? source.pages[0]?.url ?? '',
            ...(source.tabId !== undefined ? { tabId: source.tabId } : {}),
            ...(source.report ? { capture: source.report } : {}),
          }),
      });
      await save(
        complete(current, { ...finished, website_url: current.website_url || finished.website_url }, deps.now()),
      );
    } catch (error) {
      const message = controller.signal.aborted ? abortMessage(controller.signal) : errorText(error);
      const failed = {
        ...fail(current, message, deps.now()),
        // An answer that did not fit the schema is kept, so the user can see what the model said.
        ...(error instanceof AnswerMismatchError && !controller.signal.aborted ? { modelAnswer: error.answer } : {}),
      };
      try {
        await save(failed);
      } catch (storeError) {
        // Even the failure could not be stored: the caller still gets it from memory, and
        // recoverInterrupted() ends the stored copy at the next start.
        current = { ...failed, error: `${failed.error} (Quarry could not save this job: ${errorText(storeError)})` };
      }
    } finally {
      stopKeepAlive();
    }
    return current;
  }

  return {
    async start(input, options = {}) {
      const id = deps.newId();
      // A website_url with a password is refused below; the stored job never holds the secret.
      const given = isRecord(input) ? input : {};
      const raw =
        typeof given.website_url === 'string' && hasCredentials(given.website_url)
          ? { ...given, website_url: withoutCredentials(given.website_url) }
          : given;
      const job = createJob({ id, request: raw, tabId: options.tabId ?? null, now: deps.now() });
      const checked = validateExtractionRequest(input, { allowMissingSource: true });
      const rejected = checked.ok ? null : fail(job, violationsToError(checked.violations), deps.now());
      // Nothing waits between queued and processing here: one write, not two.
      const first = rejected ?? startProcessing(job, deps.now());
      try {
        await deps.store.put(first);
      } catch (error) {
        const unsaved =
          rejected ??
          fail(
            job,
            `Quarry could not save this job: ${errorText(error)}. Clear old runs from history and try again.`,
            deps.now(),
          );
        unstored.set(id, unsaved);
        return id;
      }
      if (!checked.ok) return id;
      const controller = new AbortController();
      const done = run(first, checked.request, controller, options).finally(() => running.delete(id));
      running.set(id, { controller, done });
      return id;
    },

    async wait(id) {
      const ended = (await running.get(id)?.done) ?? unstored.get(id);
      unstored.delete(id);
      const stored = await deps.store.get(id).catch(() => null);
      const job = stored && (!ended || stored.status === ended.status) ? stored : (ended ?? stored);
      if (job) return toResponse(job);
      return {
        request_id: id,
        status: 'failed',
        website_url: '',
        user_prompt: '',
        result: null,
        error: `No job with id ${id}.`,
      };
    },

    async cancel(id) {
      const entry = running.get(id);
      if (!entry) return false;
      entry.controller.abort(new Error(CANCELLED_ERROR));
      await entry.done;
      return true;
    },

    async recoverInterrupted() {
      let count = 0;
      for (const job of await deps.store.list()) {
        if ((job.status === 'queued' || job.status === 'processing') && !running.has(job.id)) {
          await deps.store.put(fail(job, INTERRUPTED_ERROR, deps.now()));
          count++;
        }
      }
      return count;
    },
  };
}

function abortMessage(signal: AbortSignal): string {
  return signal.reason instanceof Error ? signal.reason.message : CANCELLED_ERROR;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
