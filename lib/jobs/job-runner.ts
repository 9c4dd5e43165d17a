import {
  usageSchema,
  validateExtractionRequest,
  violationsToError,
  type ExtractionRequest,
  type ExtractionResponse,
} from '../contract';
import { errorText } from '../shared/errors';
import { AnswerMismatchError } from '../extract/answer-mismatch';
import { extractSource, type HtmlReader } from '../extract/extract-source';
import type { Progress } from '../extract/progress';
import type { ExtractionProvider } from '../extract/provider';
import { NOTHING_CAPTURED, type Source } from '../extract/source';
import type { Settings } from '../settings/settings';
import { complete, createJob, fail, reportProgress, startProcessing } from './job-machine';
import { CANCELLED_ERROR, toResponse, type Job } from './job';

export { CANCELLED_ERROR } from './job';
import type { JobStore } from './job-store';
import { checkResult } from './check-result';
import { requestedFields } from '../convert/field-specs';
import { htmlToModelInput } from '../convert/html-to-model-input';
import type { RecipeService } from '../recipes/service';
import { recipeAsk, serveFromRecipe } from './recipe-step';

export interface RunnerDeps {
  store: JobStore;
  loadSettings(): Promise<Settings>;
  /**
   * Captures with the request's page options (steps, scrolls, pages, website_url): the given
   * tab, the user's active tab when null, or a background tab for another website_url
   * (lib/capture/capture-source.ts). A source with no pages means nothing was read.
   */
  capture(
    tabId: number | null,
    request: ExtractionRequest,
    hooks: { signal: AbortSignal; onProgress(detail: string): void },
  ): Promise<Source>;
  /** The provider for a run, or a sentence saying why there is none. */
  providerFor(settings: Settings, request: ExtractionRequest): ExtractionProvider | string;
  /** Keeps the MV3 worker alive while a run is under way; returns the function that stops it. */
  keepAlive(): () => void;
  now(): number;
  newId(): string;
  /** Recipes learned from earlier runs (absent: every run goes to the model). */
  recipes?: RecipeService;
  /** Pasted HTML → model input as a tab would read it (absent: linkedom parses it). */
  readHtml?: HtmlReader;
}

export interface StartOptions {
  tabId?: number | null;
  /**
   * Run the model even when a recipe would serve this page ("Run with the model instead"):
   * for this run only. Its answer then checks the recipe, which heals when they differ.
   */
  skipRecipe?: boolean;
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
    skipRecipe: boolean,
  ): Promise<Job> {
    const stopKeepAlive = deps.keepAlive();
    const startedAt = deps.now();
    let current = startProcessing(job, deps.now());
    // `current` moves only once the state is stored, so a failed write (storage full) is
    // followed by a `failed` state that is still allowed from where the job really is.
    const save = async (next: Job): Promise<void> => {
      await deps.store.put(next);
      current = next;
    };
    try {
      await save(current);
      const settings = await deps.loadSettings();
      const mockRun = draft.mock || settings.mock;
      const request = mockRun ? { ...draft, mock: true } : draft;
      // Progress is best effort: a lost progress write must not fail the run.
      const onProgress = (progress: Progress): void =>
        void save(reportProgress(current, progress, deps.now())).catch(() => undefined);
      let source = NOTHING_CAPTURED;
      if (needsCapture(draft, settings, mockRun)) {
        source = await deps.capture(job.tabId, request, {
          signal: controller.signal,
          onProgress: (detail) => onProgress({ stage: 'capturing', detail }),
        });
        const [page] = source.pages;
        if (page)
          await save({
            ...current,
            website_url: draft.website_url ?? page.url,
            ...(source.tabId !== undefined ? { tabId: source.tabId } : {}),
            ...(source.report ? { capture: source.report } : {}),
          });
      }
      controller.signal.throwIfAborted();
      // A recipe for this site, prompt and schema may read the page without the model.
      const ask = deps.recipes ? recipeAsk(request, settings, mockRun) : null;
      const [only] = source.pages;
      const recipePage = source.pages.length === 1 && only ? { url: only.url, html: only.html } : null;
      let missed: { id: string; reason: string } | undefined;
      if (deps.recipes && ask && recipePage && only && !skipRecipe) {
        const modelInput =
          only.modelInput ?? htmlToModelInput(only.html, { baseUrl: only.url, ...requestedFields(request) });
        const step = await serveFromRecipe(deps.recipes, ask, recipePage, {
          request,
          pages: [{ url: only.url, html: only.html, modelInput }],
          mode: settings.grounding,
        }).catch(() => ({ served: false as const, missed: undefined }));
        if (step.served) {
          await save(
            complete(
              current,
              {
                result: step.result,
                website_url: current.website_url || only.url,
                usage: usageSchema.parse({ pages: 1, durationMs: deps.now() - startedAt }),
                mock: false,
                recipe: step.use,
                ...(step.checked.grounding ? { grounding: step.checked.grounding } : {}),
                ...(step.checked.completeness ? { completeness: step.checked.completeness } : {}),
                modelInput: step.checked.modelInput,
              },
              deps.now(),
            ),
          );
          return current;
        }
        missed = step.missed;
      }
      const provider = deps.providerFor(settings, request);
      if (typeof provider === 'string') throw new Error(provider);
      await save(reportProgress(current, { stage: 'extracting', detail: '' }, deps.now()));
      const { output, read } = await extractSource(provider, request, source, {
        signal: controller.signal,
        onProgress,
        ...(deps.readHtml ? { readHtml: deps.readHtml } : {}),
      });
      controller.signal.throwIfAborted();
      // Mock data is invented on purpose: there is nothing on the page to check it against.
      const checked = output.mock
        ? null
        : checkResult({
            result: output.result,
            request,
            pages: read,
            mode: settings.grounding,
            cutOff: output.cutOff ?? false,
          });
      // The model's answer teaches, confirms or heals the recipe; learning never fails a run.
      const recipe =
        deps.recipes && ask && recipePage && !output.mock && output.result !== null
          ? await deps.recipes.learn(ask, recipePage, output.result, missed).catch(() => undefined)
          : undefined;
      const usage = usageSchema.parse({ ...output.usage, durationMs: deps.now() - startedAt });
      const pageUrl = source.pages[0]?.url ?? draft.website_url ?? '';
      await save(
        complete(
          current,
          {
            result: checked ? checked.result : output.result,
            website_url: current.website_url || pageUrl,
            usage,
            mock: output.mock,
            ...(recipe ? { recipe } : {}),
            ...(checked?.grounding ? { grounding: checked.grounding } : {}),
            ...(checked?.completeness ? { completeness: checked.completeness } : {}),
            ...(checked ? { modelInput: checked.modelInput } : {}),
          },
          deps.now(),
        ),
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
      const raw = isRecord(input) ? input : {};
      const job = createJob({ id, request: raw, tabId: options.tabId ?? null, now: deps.now() });
      const checked = validateExtractionRequest(input, { allowMissingSource: true });
      const rejected = checked.ok ? null : fail(job, violationsToError(checked.violations), deps.now());
      try {
        await deps.store.put(rejected ?? job);
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
      const done = run(job, checked.request, controller, options.skipRecipe === true).finally(() => running.delete(id));
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

/**
 * Pasted HTML/Markdown is used as given. Otherwise the page is captured — the tab, or
 * website_url — except when a remote service is set to fetch website_url itself.
 */
function needsCapture(request: ExtractionRequest, settings: Settings, mockRun: boolean): boolean {
  if (request.website_html !== undefined || request.website_markdown !== undefined) return false;
  // Opening website_url in a tab is a network request: global mock mode makes none.
  if (settings.mock && request.website_url !== undefined) return false;
  const remoteFetches = settings.provider.kind === 'remote' && settings.provider.send === 'url';
  return request.website_url === undefined || mockRun || !remoteFetches;
}

function abortMessage(signal: AbortSignal): string {
  return signal.reason instanceof Error ? signal.reason.message : CANCELLED_ERROR;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
