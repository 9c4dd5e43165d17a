import type { ExtractionRequest, RecipeUse } from '../contract';
import type { RecipeAsk, RecipeMiss, RecipeService } from '../recipes/service';
import type { Settings } from '../settings/settings';
import type { Page } from '../source/page';
import { checkResult, type CheckedResult } from './check-result';

/**
 * The recipe step of a run (lib/recipes/service.ts has the policy). It runs on the captured
 * HTML in the worker, parsed with linkedom — the same code the bench measures — rather than
 * in the page: the capture already holds everything a recipe reads, and no page script is
 * needed. A served result is also grounded like a model's: a value grounding cannot find, or
 * finds only in another role (a carousel card in the records' markup read as one more record,
 * a neighbour's price), sends the page to the model, which heals the recipe.
 */
export type RecipeStep =
  { served: true; result: unknown; checked: CheckedResult; use: RecipeUse } | { served: false; missed?: RecipeMiss };

/** What a recipe would be keyed on, or null when recipes do not apply to this run. */
export function recipeAsk(request: ExtractionRequest, settings: Settings, mockRun: boolean): RecipeAsk | null {
  if (settings.recipes !== 'auto' || mockRun || request.plain_text) return null;
  if (!request.output_schema || typeof request.output_schema !== 'object') return null;
  return { prompt: request.user_prompt, schema: request.output_schema };
}

export async function serveFromRecipe(
  service: RecipeService,
  ask: RecipeAsk,
  page: Page,
  checked: { request: ExtractionRequest; mode: Settings['grounding'] },
): Promise<RecipeStep> {
  const outcome = await service.serve(ask, recipePage(page));
  if (!outcome.served) return outcome;
  const grounded = checkResult({ result: outcome.result, ...checked, pages: [page], cutOff: false });
  const missing = grounded.grounding?.notFound[0];
  if (missing !== undefined) {
    return {
      served: false,
      missed: { id: outcome.recipe.id, reason: `${missing.replace(/^\//, '')} not found on the page` },
    };
  }
  const misplaced = grounded.grounding?.misplaced?.[0];
  if (misplaced !== undefined) {
    const where = grounded.grounding?.misplacedWhere?.[misplaced];
    return {
      served: false,
      missed: {
        id: outcome.recipe.id,
        reason: `${misplaced.replace(/^\//, '')} found only elsewhere on the page${where ? ` (${where})` : ''}`,
        misplaced: true,
      },
    };
  }
  const short = fewerThanShown(grounded.completeness, outcome.leftOut);
  if (short) return { served: false, missed: { id: outcome.recipe.id, reason: short } };
  return { served: true, result: grounded.result, checked: grounded, use: outcome.recipe };
}

/** A captured page as the recipe service reads it: the run's parsed document shared. */
export function recipePage(page: Page): { url: string; html: string; live?: boolean; document(): Document } {
  return {
    url: page.url,
    html: page.html ?? '',
    ...(page.live !== undefined ? { live: page.live } : {}),
    document: () => page.document(),
  };
}

/**
 * A recipe that reads clearly fewer records than the page shows (its container matches only
 * some of them: a second block of results, a variant of the card) must not be served as the
 * list. The page's count is an estimate from the model input, one or two off on some lists, so
 * only a shortfall beyond a tenth counts. Cards the recipe matched and left out as the model
 * did on the learning pages (ads, featured copies: `leftOut`) are no shortfall, though the
 * model input shows them like records.
 */
function fewerThanShown(completeness: CheckedResult['completeness'], leftOut: number): string | null {
  const { onPage, returned, list } = completeness ?? {};
  if (onPage == null || returned === undefined || returned + leftOut >= Math.floor(onPage * 0.9)) return null;
  return `${(list ?? '').replace(/^\//, '') || 'the list'}: ${returned} of ≈${onPage} records read on the page`;
}
