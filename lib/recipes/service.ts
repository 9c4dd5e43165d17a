import type { RecipeUse } from '../contract';
import { sameNumber } from '../grounding';
import { learnRecipe } from './learn';
import { compareForm } from './page-text';
import { viewPage } from './read';
import type { Recipe } from './recipe';
import { replayRecipe } from './replay';
import { scopeFor, scopeMatches, widenPattern } from './scope';
import type { RecipeStore } from './store';

/**
 * Recipes in a run: before the model, a confirmed recipe for this site, prompt and schema
 * reads the captured page; after the model, its answer teaches, confirms or heals the recipe.
 *
 * A recipe learned from one page is only a candidate: the next model run on a matching page
 * checks it (it must read exactly what the model answered there) and only then does it serve
 * pages. So the first two pages of a site go to the model and the rest are read by the recipe;
 * a recipe that fails its checks on a page sends it to the model and is re-learned from the
 * answer (healed), and serves again once a second page confirms it.
 */
export interface RecipeServiceDeps {
  store: RecipeStore;
  parse(html: string): Document;
  now(): number;
  newId(): string;
}

export interface RecipePage {
  url: string;
  html: string;
  /** The HTML parsed once by the run (lib/source/page.ts), shared with its check; parsed here when absent. */
  document?(): Document;
}

export interface RecipeAsk {
  prompt: string;
  schema: unknown;
}

export type ServeOutcome =
  | { served: true; result: Record<string, unknown>; recipe: RecipeUse; records: number }
  | { served: false; missed?: { id: string; reason: string } };

export interface RecipeService {
  serve(ask: RecipeAsk, page: RecipePage): Promise<ServeOutcome>;
  /**
   * After a completed model run: learn, confirm or heal. A confirmed recipe the model agrees
   * with is left as it is (`{ id, used: false }`). Undefined when nothing applies.
   */
  learn(
    ask: RecipeAsk,
    page: RecipePage,
    result: unknown,
    missed?: { id: string; reason: string },
  ): Promise<RecipeUse | undefined>;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The recipe's result `a` says what the model's `b` says: empty values ignored, text and
 * numbers compared as grounding does, list records of `b` all found in `a` in order.
 */
export function sameResult(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'number' && typeof b === 'number') return sameNumber(a, b);
  if (typeof a !== 'object' || typeof b !== 'object') return compareForm(String(a)) === compareForm(String(b));
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return false;
    // Records: the model may return only some of a list's records; the recipe reads them all.
    // Every record the model returned must be read, in order.
    if (b.some((item) => item !== null && typeof item === 'object')) {
      let at = 0;
      for (const record of b) {
        while (at < a.length && !sameResult(a[at], record)) at += 1;
        if (at === a.length) return false;
        at += 1;
      }
      return true;
    }
    return a.length === b.length && a.every((item, i) => sameResult(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameResult(left[key], right[key]));
}

/**
 * The first top-level field where the recipe's result and the model's answer part ways, as a
 * reason a person can read ("price differs from the model's answer"), or null when they agree.
 */
export function differingField(recipeResult: Record<string, unknown>, answer: unknown): string | null {
  if (sameResult(recipeResult, answer)) return null;
  const given =
    answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : {};
  const name = [...new Set([...Object.keys(recipeResult), ...Object.keys(given)])].find(
    (key) => !sameResult(recipeResult[key], given[key]),
  );
  return `${name ?? 'the result'} differs from the model's answer`;
}

export function confirmed(recipe: Recipe): boolean {
  return recipe.learnedFrom.length >= 2;
}

export function createRecipeService(deps: RecipeServiceDeps): RecipeService {
  const docOf = (page: RecipePage): Document => page.document?.() ?? deps.parse(page.html);
  const find = async (ask: RecipeAsk, url: string): Promise<Recipe | undefined> =>
    (await deps.store.list()).findLast((r) => r.scope && scopeMatches(r.scope, url, ask.prompt, ask.schema));

  const fresh = (ask: RecipeAsk, page: RecipePage, result: unknown, id: string, healedAt?: number): Recipe | string => {
    const scope = scopeFor(page.url, ask.prompt, ask.schema);
    if (!scope) return 'the page has no web address to scope a recipe to';
    const outcome = learnRecipe([{ doc: docOf(page), url: page.url, result }], ask.schema, {
      id,
      now: deps.now(),
      scope,
    });
    if (!outcome.ok) return outcome.reason;
    return { ...outcome.recipe, ...(healedAt ? { healedAt } : {}) };
  };

  return {
    async serve(ask, page) {
      const recipe = await find(ask, page.url);
      if (!recipe || !confirmed(recipe)) return { served: false };
      const replayed = replayRecipe(viewPage(docOf(page), page.url), recipe, ask.schema);
      if (!replayed.ok) return { served: false, missed: { id: recipe.id, reason: replayed.reason } };
      await deps.store.put({ ...recipe, served: recipe.served + 1 });
      return {
        served: true,
        result: replayed.result,
        records: replayed.records,
        recipe: { id: recipe.id, used: true },
      };
    },

    async learn(ask, page, result, missed) {
      const known = missed ? undefined : await find(ask, page.url);
      let disagreed: { id: string; reason: string } | undefined;
      if (known?.scope) {
        // A candidate meets its second page, or a confirmed recipe meets a model run asked for
        // instead of it ("Run with the model instead"): it must read exactly what the model answered.
        const replayed = replayRecipe(viewPage(docOf(page), page.url), known, ask.schema);
        const differs = replayed.ok ? differingField(replayed.result, result) : replayed.reason;
        if (differs === null && !confirmed(known)) {
          const pathPattern = widenPattern(known.scope.pathPattern, page.url) ?? known.scope.pathPattern;
          await deps.store.put({
            ...known,
            scope: { ...known.scope, pathPattern },
            learnedFrom: [...known.learnedFrom, page.url].slice(-20),
          });
          return { id: known.id, used: false, learned: true };
        }
        if (differs === null) return { id: known.id, used: false };
        // A confirmed recipe the model disagrees with heals like one that failed its checks.
        if (confirmed(known)) disagreed = { id: known.id, reason: differs };
      }
      const heal = missed ?? disagreed;
      const old = heal ? (await deps.store.list()).find((r) => r.id === heal.id) : known;
      const id = old?.id ?? heal?.id ?? deps.newId();
      const recipe = fresh(ask, page, result, id, heal ? deps.now() : undefined);
      if (typeof recipe === 'string') {
        if (heal) await deps.store.remove(heal.id);
        return heal
          ? { id, used: false, healed: false, reason: `${heal.reason}; not re-learned: ${recipe}` }
          : undefined;
      }
      // A healed recipe keeps its history: when it was first learned and how many runs it served.
      await deps.store.put(old ? { ...recipe, createdAt: old.createdAt, served: old.served } : recipe);
      return heal ? { id, used: false, healed: true, reason: heal.reason } : { id, used: false, learned: true };
    },
  };
}
