import { usageSchema, type ExtractionRequest } from '../contract';
import { extractSource } from '../extract/extract-source';
import type { Progress } from '../extract/progress';
import type { ExtractionProvider, ExtractOutput } from '../extract/provider';
import type { RecipeAsk, RecipeMiss, RecipeService } from '../recipes/service';
import type { Settings } from '../settings/settings';
import type { Page } from '../source/page';
import { readSource, type HtmlReader } from '../source/read-source';
import type { Captured, Source } from '../source/source';
import { checkResult, type CheckedResult } from './check-result';
import type { Completion } from './job-machine';
import { recipeAsk, recipePage, serveFromRecipe } from './recipe-step';
import { serveWithoutTab, type TabFreeReader, type WithoutTab } from './serve-without-tab';

/** What the stages of a run need from outside: the browser, the model, the recipes. */
export interface StageDeps {
  /**
   * Captures with the request's page options (steps, scrolls, pages, website_url): the given
   * tab, the user's active tab when null, or a background tab for another website_url
   * (lib/capture/capture-source.ts). No pages means nothing was read.
   */
  capture(
    tabId: number | null,
    request: ExtractionRequest,
    hooks: { signal: AbortSignal; onProgress(detail: string): void; backgroundTabId?: number },
  ): Promise<Captured>;
  /** The provider for a run, or a sentence saying why there is none. */
  providerFor(settings: Settings, request: ExtractionRequest): ExtractionProvider | string;
  now(): number;
  /** Recipes learned from earlier runs (absent: every run goes to the model). */
  recipes?: RecipeService;
  /** Pasted HTML → model input as a tab would read it (absent: linkedom parses it). */
  readHtml?: HtmlReader;
  /** Reads a page a confirmed recipe will serve without opening a tab (absent: always a tab). */
  readWithoutTab?: TabFreeReader;
}

/** One run as the job runner hands it over: what to run, and where its progress goes. */
export interface StageRun {
  draft: ExtractionRequest;
  tabId: number | null;
  settings: Settings;
  /** Run the model even when a recipe would serve the page (this run only). */
  skipRecipe: boolean;
  /** A tab to open website_url in instead of a new background tab (kept open afterwards). */
  backgroundTabId?: number;
  startedAt: number;
  signal: AbortSignal;
  /** Stores a progress step (awaited: the job shows it before the stage starts). */
  report(progress: Progress): Promise<void>;
  /** Stores what the capture found (address, tab, capture report) before the page is read further. */
  captured(source: Source): Promise<void>;
}

/**
 * One run, read → recipe? → extract → check → learn → finish. Returns the completed job's
 * fields; anything thrown fails the job (the runner, lib/jobs/job-runner.ts, owns the job's
 * lifecycle: queue, save, cancel, recover).
 */
export async function runStages(deps: StageDeps, run: StageRun): Promise<Completion> {
  const { settings, signal } = run;
  const mockRun = run.draft.mock || settings.mock;
  const request = mockRun ? { ...run.draft, mock: true } : run.draft;
  // A recipe for this site, prompt and schema may read the page without the model.
  const ask = deps.recipes ? recipeAsk(request, settings, mockRun) : null;
  // …and, when it is confirmed and the page cannot change itself, without a tab.
  const fetched: WithoutTab | null =
    deps.recipes && deps.readWithoutTab && ask && !run.skipRecipe && needsCapture(run.draft, settings, mockRun)
      ? await serveWithoutTab(deps.readWithoutTab, deps.recipes, ask, {
          request,
          tabId: run.tabId,
          signal,
          mode: settings.grounding,
        })
      : null;
  signal.throwIfAborted();
  if (fetched?.served) {
    await run.captured(fetched.source);
    return finish(deps, run, fetched.source.pages[0]?.url ?? '', {
      result: fetched.step.result,
      usage: { pages: 1 },
      mock: false,
      recipe: fetched.step.use,
      checked: fetched.step.checked,
    });
  }
  const source = await read(deps, run, request, mockRun);
  signal.throwIfAborted();
  const page = recipeTarget(source);
  const served =
    deps.recipes && ask && page && !run.skipRecipe
      ? fetched?.toModel
        ? { served: false as const, missed: fetched.missed }
        : await serveFromRecipe(deps.recipes, ask, page, { request, mode: settings.grounding }).catch(() => ({
            served: false as const,
            missed: undefined,
          }))
      : null;
  // The tab served what the fetched copy could not: that site's pages differ without a tab.
  if (fetched && served?.served) deps.readWithoutTab?.differs(fetched.url);
  if (served?.served) {
    return finish(deps, run, page?.url ?? '', {
      result: served.result,
      usage: { pages: 1 },
      mock: false,
      recipe: served.use,
      checked: served.checked,
    });
  }
  // A page the recipe did not serve is awaited by the batch's other pages of its scope until
  // its answer reaches recipes.learn: a run that ends before that says so (release).
  let output: ExtractOutput;
  try {
    output = await extract(deps, run, request, source);
    signal.throwIfAborted();
  } catch (error) {
    if (deps.recipes && ask && page && served) deps.recipes.release(ask, recipePage(page));
    throw error;
  }
  const checked = check(output, request, source, settings);
  const recipe = deps.recipes && ask && page ? await learn(deps.recipes, ask, page, output, served?.missed) : undefined;
  return finish(deps, run, source.pages[0]?.url ?? run.draft.website_url ?? '', {
    result: checked ? checked.result : output.result,
    usage: output.usage,
    mock: output.mock,
    ...(recipe ? { recipe } : {}),
    ...(checked ? { checked } : {}),
  });
}

/**
 * Read: pasted HTML/Markdown is used as given. Otherwise the page is captured — the tab, or
 * website_url — except when a remote service is set to fetch website_url itself.
 */
async function read(deps: StageDeps, run: StageRun, request: ExtractionRequest, mockRun: boolean): Promise<Source> {
  if (!needsCapture(run.draft, run.settings, mockRun)) {
    const source = await readSource(request, null, deps.readHtml);
    // Pasted HTML has no capture to report, except what was left unread (capture.warnings).
    if (source.report) await run.captured(source);
    return source;
  }
  const captured = await deps.capture(run.tabId, request, {
    signal: run.signal,
    onProgress: (detail) => void run.report({ stage: 'capturing', detail }).catch(() => undefined),
    ...(run.backgroundTabId !== undefined ? { backgroundTabId: run.backgroundTabId } : {}),
  });
  const source = await readSource(request, captured, deps.readHtml);
  if (source.origin === 'capture') await run.captured(source);
  return source;
}

/** Recipes read one captured page: the only page of a capture. */
function recipeTarget(source: Source): Page | null {
  const [only] = source.pages;
  return source.origin === 'capture' && source.pages.length === 1 && only ? only : null;
}

async function extract(
  deps: StageDeps,
  run: StageRun,
  request: ExtractionRequest,
  source: Source,
): Promise<ExtractOutput> {
  const provider = deps.providerFor(run.settings, request);
  if (typeof provider === 'string') throw new Error(provider);
  await run.report({ stage: 'extracting', detail: '' });
  // Progress is best effort: a lost progress write must not fail the run.
  return extractSource(provider, request, source, {
    signal: run.signal,
    onProgress: (progress) => void run.report(progress).catch(() => undefined),
  });
}

/** Check: mock data is invented on purpose, so there is nothing on the page to check it against. */
function check(output: ExtractOutput, request: ExtractionRequest, source: Source, settings: Settings) {
  if (output.mock) return null;
  return checkResult({
    result: output.result,
    request,
    pages: source.pages,
    mode: settings.grounding,
    cutOff: output.cutOff ?? false,
    listEnd: output.listEnd,
  });
}

/** Learn: the model's answer teaches, confirms or heals the recipe; learning never fails a run. */
async function learn(
  recipes: RecipeService,
  ask: RecipeAsk,
  page: Page,
  output: ExtractOutput,
  missed: RecipeMiss | undefined,
) {
  if (output.mock || output.result === null) {
    recipes.release(ask, recipePage(page));
    return undefined;
  }
  return recipes.learn(ask, recipePage(page), output.result, missed).catch(() => undefined);
}

/** Finish: the completed job's fields, with the run's duration and what the check found. */
function finish(
  deps: StageDeps,
  run: StageRun,
  pageUrl: string,
  done: {
    result: unknown;
    usage: Record<string, unknown>;
    mock: boolean;
    recipe?: Completion['recipe'];
    checked?: CheckedResult;
  },
): Completion {
  const { checked } = done;
  return {
    result: done.result,
    website_url: pageUrl,
    usage: usageSchema.parse({ ...done.usage, durationMs: deps.now() - run.startedAt }),
    mock: done.mock,
    ...(done.recipe ? { recipe: done.recipe } : {}),
    ...(checked?.grounding ? { grounding: checked.grounding } : {}),
    ...(checked?.completeness ? { completeness: checked.completeness } : {}),
    ...(checked ? { modelInput: checked.modelInput } : {}),
  };
}

function needsCapture(request: ExtractionRequest, settings: Settings, mockRun: boolean): boolean {
  if (request.website_html !== undefined || request.website_markdown !== undefined) return false;
  // Opening website_url in a tab is a network request: global mock mode makes none.
  if (settings.mock && request.website_url !== undefined) return false;
  const remoteFetches = settings.provider.kind === 'remote' && settings.provider.send === 'url';
  return request.website_url === undefined || mockRun || !remoteFetches;
}
