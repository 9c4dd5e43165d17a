import type { ExtractionRequest } from '../contract';
import { ROUTINE_CHECK } from '../recipes/check-reasons';
import type { RecipeAsk, RecipeMiss, RecipeService } from '../recipes/service';
import type { Settings } from '../settings/settings';
import { createPage, type PageFields } from '../source/page';
import type { Source } from '../source/source';
import { recipePage, serveFromRecipe, type RecipeStep } from './recipe-step';

/**
 * A page a confirmed recipe will read, read without a tab: its HTML fetched and parsed as a tab
 * would show it (lib/background/read-without-tab.ts). For a batch or a server worker most
 * pages of a learned site go this way; opening a tab for each costs more than all the rest.
 */
export interface TabFreeReader {
  /** The page as a capture gives it, or null when a tab must read it (not an HTML page, live parts, no access…). */
  read(tabId: number | null, request: ExtractionRequest, signal: AbortSignal): Promise<PageFields | null>;
  /** The tab served a page that read differently fetched: its site is read in tabs from now on. */
  differs(url: string): void;
}

export type WithoutTab =
  | { served: true; step: Extract<RecipeStep, { served: true }>; source: Source }
  /** `toModel`: the page goes to the model whatever reads it (a routine check), with `missed`. */
  | { served: false; toModel: boolean; missed?: RecipeMiss; url: string };

/**
 * A request a load alone answers: a website_url with no steps, scrolls, further pages, heavy-JS
 * wait, stealth, headers or cookies (those need the tab's own machinery).
 */
export function readableWithoutTab(request: ExtractionRequest): boolean {
  return (
    request.website_url !== undefined &&
    request.website_html === undefined &&
    request.website_markdown === undefined &&
    !request.steps?.length &&
    !request.number_of_scrolls &&
    (request.total_pages ?? 1) <= 1 &&
    !request.render_heavy_js &&
    !request.stealth &&
    Object.keys(request.headers ?? {}).length === 0 &&
    Object.keys(request.cookies ?? {}).length === 0
  );
}

/**
 * Serves the page without a tab when it can: null when it was not tried (no confirmed recipe,
 * or the reader gave no page). A page the recipe could not read fetched is read again in a tab
 * and offered to the recipe there (a stylesheet may hide what the fetched copy shows), except
 * a routine check, which goes to the model in any case.
 */
export async function serveWithoutTab(
  reader: TabFreeReader,
  recipes: RecipeService,
  ask: RecipeAsk,
  run: { request: ExtractionRequest; tabId: number | null; signal: AbortSignal; mode: Settings['grounding'] },
): Promise<WithoutTab | null> {
  const { request } = run;
  const url = request.website_url;
  if (url === undefined || !readableWithoutTab(request) || !(await recipes.servesStatic(ask, url))) return null;
  const fields = await reader.read(run.tabId, request, run.signal);
  if (fields === null) return null;
  const page = createPage(fields);
  const step = await serveFromRecipe(recipes, ask, page, { request, mode: run.mode }).catch((): RecipeStep => ({
    served: false,
  }));
  if (step.served) return { served: true, step, source: fetchedSource(page) };
  const toModel = step.missed?.reason === ROUTINE_CHECK;
  // The tab's page is offered to the recipe afresh: this one is no longer counted at the model.
  if (!toModel) recipes.release(ask, recipePage(page));
  return { served: false, toModel, ...(step.missed ? { missed: step.missed } : {}), url: page.url };
}

function fetchedSource(page: Source['pages'][number]): Source {
  const { url, title } = page;
  return {
    origin: 'capture',
    pages: [page],
    report: { steps: [], pages: [{ url, title, scrolls: 0, settled: true, fetched: true }], stoppedBecause: '' },
  };
}
