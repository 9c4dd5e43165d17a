import type { RecipeUse } from '../contract';
import { columnTables } from '../convert/column-tables';
import { createAnsweredPages, type AnsweredPage, type AnsweredPages } from './answered-pages';
import { learnRecipe } from './learn';
import { memoryArea } from './memory-area';
import { createLock } from './lock';
import { BUILT_DIFFERENTLY, ROUTINE_CHECK } from './check-reasons';
import { findElements, viewPage } from './read';
import type { Recipe } from './recipe';
import { replayRecipe } from './replay';
import { sameResult } from './same-result';
import { keepLostReadings } from './lost-readings';
import { valueStrings } from './schema-fields';
import { inSection, keptPaths, otherPathRecipe, withPath } from './other-paths';
import { schemaKey, scopeFor, scopeMatches, widenPattern } from './scope';
import { UnstorableRecipeError, type RecipeStore } from './store';
import { harmlessNewLabel, readsEveryField } from './new-labels';
import { fixedTextRead, fixedTexts, templateWords, withoutValues } from './fixed-texts';
import { joinShapes, pageShapes, shapeJudge } from './block-shapes';
import { blockCouldHold, lacksUnreadField } from './new-blocks';
import { goneNotes, keptNotes, learnNotes } from './page-notes';
import { lacksReviews } from './no-reviews';
import { otherItemsBlockJudge, otherItemsJudge } from './other-items';
import { paidBlockJudge } from './paid-blocks';
import { dataMarks, newDataMarks } from './data-marks';
import { nearMarks, newNearMarks } from './near-marks';
import { describeMarks, joinMarks, shownPieces, structureMarks, textValues, unreadMarks } from './structure';

/**
 * Recipes in a run: before the model, a confirmed recipe for this site, prompt and schema
 * reads the captured page; after the model, its answer teaches, confirms or heals the recipe.
 *
 * Every page of a scope that the model answered is kept (the last few, lib/recipes/answered-pages.ts)
 * and a recipe is learned jointly from them: what varies between pages (array lengths, optional
 * fields, blocks on some pages only) is learned from the pages that show it. A recipe learned
 * from one page is a candidate: the next answered page confirms it (it reads exactly what the
 * model answered there), also one at another path of the site, or, when it does not, the two
 * pages are learned from together. Only a
 * confirmed recipe serves. So the first two pages of a site go to the model and the rest are
 * read by the recipe; a page the recipe cannot read goes to the model and heals it, and one page
 * in 25 (and any page built unlike the learning pages) goes to the model as a check.
 *
 * Learning for one scope runs one page at a time (a per-scope lock), and a run that would go to
 * the model while other runs of the scope are already there waits for their answers when a
 * candidate exists: a batch's pages in flight share one candidate, whatever the timing.
 */
export interface RecipeServiceDeps {
  store: RecipeStore;
  /** The answered pages each recipe learns from (default: kept in memory only). */
  pages?: AnsweredPages;
  parse(html: string): Document;
  now(): number;
  newId(): string;
  /** One served page in this many goes to the model as a drift check (default 25; 0 = never). */
  checkEvery?: number;
  /** How long a run waits for the runs of its scope already at the model (default 120 s). */
  waitMs?: number;
}

export interface RecipePage {
  url: string;
  html: string;
  /** The HTML parsed once by the run (lib/source/page.ts), shared with its check; parsed here when absent. */
  document?(): Document;
  /** The page had parts that change it once loaded (absent: not known, counted as live). */
  live?: boolean;
}

export interface RecipeAsk {
  prompt: string;
  schema: unknown;
}

/**
 * Why a recipe did not serve a page. `misplaced`: it read values the check found only in another
 * role (a carousel's cards in the records' markup): records the model then leaves out are not
 * records, though a model may otherwise return only some of a list.
 */
export interface RecipeMiss {
  id: string;
  reason: string;
  misplaced?: boolean;
}

export type ServeOutcome =
  | { served: true; result: Record<string, unknown>; recipe: RecipeUse; records: number; leftOut: number }
  | { served: false; missed?: RecipeMiss };

export interface RecipeService {
  /**
   * Whether a confirmed recipe of this site, prompt and schema, learned and checked on pages
   * that cannot change themselves (`staticPages`), would read the page at `url`: it may then
   * be read without a tab. The page is not read here.
   */
  servesStatic(ask: RecipeAsk, url: string): Promise<boolean>;
  serve(ask: RecipeAsk, page: RecipePage): Promise<ServeOutcome>;
  /**
   * After a completed model run: learn, confirm or heal. A confirmed recipe the model agrees
   * with is left as it is (`{ id, used: false }`). Undefined when nothing applies.
   */
  learn(ask: RecipeAsk, page: RecipePage, result: unknown, missed?: RecipeMiss): Promise<RecipeUse | undefined>;
  /** A run that was not served ended without an answer to learn from (failed, cancelled, mock). */
  release(ask: RecipeAsk, page: RecipePage): void;
}

/**
 * The first top-level field where the recipe's result and the model's answer part ways, as a
 * reason a person can read ("price differs from the model's answer"), or null when they agree.
 */
export function differingField(
  recipeResult: Record<string, unknown>,
  answer: unknown,
  wholeLists = false,
): string | null {
  if (sameResult(recipeResult, answer, wholeLists)) return null;
  const given =
    answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : {};
  const name = [...new Set([...Object.keys(recipeResult), ...Object.keys(given)])].find(
    (key) => !sameResult(recipeResult[key], given[key], wholeLists),
  );
  return `${name ?? 'the result'} differs from the model's answer`;
}

/** A replay that takes longer than this gives the page to the model (see ReplayBudget). */
export const REPLAY_BUDGET_MS = 2000;

export function confirmed(recipe: Recipe): boolean {
  return recipe.learnedFrom.length >= 2;
}

/** An answer with no text or number in it (every field empty, an empty list) teaches nothing. */
export function hasValues(result: unknown): boolean {
  if (result === null || result === undefined) return false;
  if (Array.isArray(result)) return result.some(hasValues);
  if (typeof result === 'object') return Object.values(result as Record<string, unknown>).some(hasValues);
  if (typeof result === 'boolean') return false;
  return valueStrings(result).length > 0;
}

/**
 * Whether an answer could stand for the pages a confirmed recipe reads: it has a value for every
 * field the recipe requires and records for every list. An error page, an interstitial or an
 * empty category does not, and does not replace what earlier pages taught.
 */
function fullAnswer(recipe: Recipe, result: unknown): boolean {
  const given = result && typeof result === 'object' ? (result as Record<string, unknown>) : {};
  // A yes/no is a value here: no answer alone (hasValues), but a page answering every other field and it is full.
  const answers = (value: unknown): boolean => typeof value === 'boolean' || hasValues(value);
  return (
    recipe.fields.every(
      (f) => !(f.required || f.absence === 'never-seen') || f.picks.length === 0 || answers(given[f.name]),
    ) && recipe.lists.every((l) => hasValues(given[l.name]))
  );
}

/** Pages of one template share their number of path segments (/p/1 and /p/2, not /c/shoes/2). */
/** A learning page's build and what stands beside the values the recipe reads there. */
function pageMarks(doc: Document, url: string, recipe: Pick<Recipe, 'fields'>, result: unknown): string[] {
  const view = viewPage(doc, url);
  return [...structureMarks(doc), ...nearMarks(view, recipe, textValues(result)), ...dataMarks(view)];
}

function sameDepth(a: string, b: string): boolean {
  try {
    return new URL(a).pathname.split('/').length === new URL(b).pathname.split('/').length;
  } catch {
    return false;
  }
}

export { sameResult };

export function createRecipeService(deps: RecipeServiceDeps): RecipeService {
  const answered = deps.pages ?? memoryAnsweredPages();
  const checkEvery = deps.checkEvery ?? 25;
  const waitMs = deps.waitMs ?? 120_000;
  const lock = createLock();
  const docOf = (page: RecipePage): Document => page.document?.() ?? deps.parse(page.html);
  /** Per scope: the pages at the model now (address → since when), and runs waiting for them. */
  const atModel = new Map<string, Map<string, number>>();
  const waiting = new Map<string, Array<() => void>>();

  const scopeKey = (ask: RecipeAsk, url: string): string => {
    let origin = '';
    try {
      origin = new URL(url).origin;
    } catch {
      origin = 'none';
    }
    return `${origin}|${schemaKey(ask.schema)}|${schemaKey(ask.prompt.trim())}`;
  };
  const toModel = (key: string, url: string): void => {
    const pages = atModel.get(key) ?? new Map<string, number>();
    pages.set(url, deps.now());
    atModel.set(key, pages);
  };
  const settled = (key: string, url: string): void => {
    atModel.get(key)?.delete(url);
    for (const wake of waiting.get(key) ?? []) wake();
    waiting.delete(key);
  };
  /** Other pages of the scope at the model (a page stuck there longer than the wait is not counted). */
  const othersAtModel = (key: string, url: string): boolean =>
    [...(atModel.get(key) ?? new Map<string, number>()).entries()].some(
      ([other, since]) => other !== url && deps.now() - since < waitMs,
    );
  const nextSettle = (key: string): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      waiting.set(key, [
        ...(waiting.get(key) ?? []),
        () => {
          clearTimeout(timer);
          resolve();
        },
      ]);
    });

  /** Whether a recipe reads a page exactly as the model answered it (differingField finds nothing). */
  const readsAsModel = (
    recipe: Recipe,
    doc: Document,
    url: string,
    schema: unknown,
    answer: unknown,
    wholeLists = false,
  ): boolean => {
    const replayed = replayRecipe(viewPage(doc, url), recipe, schema, { now: deps.now, ms: REPLAY_BUDGET_MS });
    return replayed.ok && differingField(replayed.result, answer, wholeLists) === null;
  };

  /** Whether a recipe reads an answered page exactly as the model answered it. */
  const readsAnswered =
    (recipe: Recipe, ask: RecipeAsk, answeredHere: AnsweredPage[]) =>
    (other: { url: string }): boolean => {
      const was = answeredHere.find((p) => p.url === other.url);
      return was !== undefined && readsAsModel(recipe, deps.parse(was.html), was.url, ask.schema, was.result);
    };

  const find = async (ask: RecipeAsk, url: string): Promise<Recipe | undefined> =>
    (await deps.store.list()).findLast((r) => r.scope && scopeMatches(r.scope, url, ask.prompt, ask.schema));

  /** A confirmed recipe of the site, prompt and schema learned at another path of the page's section. */
  const sectionRecipe = async (ask: RecipeAsk, url: string): Promise<Recipe | undefined> =>
    otherPathRecipe(
      await deps.store.list(),
      ask,
      url,
      (r) => confirmed(r) && r.scope !== undefined && inSection(r.scope, url),
    );

  /** A confirmed recipe, waiting for the scope's pages at the model when only a candidate exists. */
  const ready = async (ask: RecipeAsk, key: string, url: string): Promise<Recipe | undefined> => {
    const started = deps.now();
    let recipe = await find(ask, url);
    while (recipe && !confirmed(recipe) && othersAtModel(key, url) && deps.now() - started < waitMs) {
      await nextSettle(key);
      recipe = await find(ask, url);
    }
    return recipe;
  };

  /**
   * Learns jointly from the scope's answered pages: all of them, then fewer (the newest kept),
   * down to `fewest`. The reasons of the attempts that failed are kept for `recipe.reason`.
   */
  const learnFrom = (
    ask: RecipeAsk,
    pages: AnsweredPage[],
    id: string,
    fewest: number,
    old?: Recipe,
  ): { recipe: Recipe } | { reason: string } => {
    const reasons: string[] = [];
    const parsed = pages.map((p) => ({ doc: deps.parse(p.html), url: p.url, result: p.result, live: p.live }));
    for (let k = parsed.length; k >= Math.max(1, fewest); k--) {
      const some = parsed.slice(-k);
      const last = some[some.length - 1];
      const scope = last ? scopeFor(last.url, ask.prompt, ask.schema) : null;
      if (!scope) return { reason: 'the page has no web address to scope a recipe to' };
      scope.pathPattern = some.reduce((pattern, p) => widenPattern(pattern, p.url) ?? pattern, scope.pathPattern);
      const outcome = learnRecipe(some, ask.schema, { id, now: deps.now(), scope });
      const learned = outcome.ok ? keepLostReadings(outcome.recipe, old, some, ask.schema) : outcome.reason;
      if (typeof learned !== 'string') {
        return {
          recipe: {
            ...learned,
            structure: joinMarks(some.map((p) => pageMarks(p.doc, p.url, learned, p.result))),
            shapes: joinShapes(some.map((p) => pageShapes(p.doc))),
            fixedTexts: fixedTexts(
              some.map((p) => p.doc),
              some.map((p) => p.result),
            ),
            ...learnNotes(
              learned,
              some.map((p) => p.doc),
              some.map((p) => p.result),
            ),
            staticPages: some.every((p) => p.live === false),
          },
        };
      }
      reasons.push(k > 1 ? `from ${k} pages together: ${learned}` : learned);
    }
    return { reason: reasons[reasons.length - 1] ?? 'no pages to learn from' };
  };

  /**
   * Stores a learned recipe; a recipe it replaces keeps its history (first learned, runs served)
   * and what its pages showed: a re-learned recipe comes from the last few answered pages only
   * (PAGES_PER_SCOPE), while the builds and absences the scope's earlier pages showed still hold.
   */
  const keep = async (recipe: Recipe, replaces: boolean): Promise<void> => {
    if (
      !replaces ||
      !(await deps.store.update(recipe.id, (old) => ({
        ...recipe,
        createdAt: old.createdAt,
        served: old.served,
        ...carriedOver(old, recipe),
      })))
    )
      await deps.store.put(recipe);
  };

  const learnLocked = async (
    ask: RecipeAsk,
    page: RecipePage,
    result: unknown,
    missed: RecipeMiss | undefined,
  ): Promise<RecipeUse | undefined> => {
    const all = await deps.store.list();
    const known =
      (missed ? all.find((r) => r.id === missed.id) : undefined) ??
      all.findLast((r) => r.scope && scopeMatches(r.scope, page.url, ask.prompt, ask.schema));
    if (!hasValues(result)) {
      const kept = known ? ': the recipe is kept as it was' : '';
      return {
        id: known?.id ?? '',
        used: false,
        learned: false,
        reason: `${missed ? `${missed.reason}; ` : ''}the model's answer has no values, so nothing was learned from this page${kept}`,
      };
    }
    const key = scopeKey(ask, page.url);
    const doc = docOf(page);
    const answer = {
      url: page.url,
      html: page.html,
      result,
      at: deps.now(),
      ...(page.live !== undefined ? { live: page.live } : {}),
    };
    const answeredHere = await answered.add(key, answer);
    const pages = answeredHere.filter((p) => sameDepth(p.url, page.url));
    // A recipe of the site learned under another path, confirmed or still a candidate: one that
    // reads this page exactly as the model did serves this path too, and a candidate is confirmed
    // by it as by a page of its own path (a template at /p/name-123 and at /p/item/123).
    // (A candidate learned at this depth is not one: the pages of one depth are learned from
    // together below, their path widened, as /p/a-place/reviews and /p/another/reviews are.)
    const candidateElsewhere = (r: Recipe): boolean => !r.learnedFrom.some((url) => sameDepth(url, page.url));
    const sibling = known
      ? undefined
      : otherPathRecipe(all, ask, page.url, (r) => confirmed(r) || candidateElsewhere(r));
    if (sibling?.scope) {
      if (readsAsModel(sibling, doc, page.url, ask.schema, result, missed?.misplaced === true)) {
        const scope = withPath(sibling.scope, page.url);
        const confirming = !confirmed(sibling);
        await deps.store.update(sibling.id, (r) => ({
          ...r,
          scope: r.scope ? withPath(r.scope, page.url) : scope,
          ...(confirming ? { learnedFrom: [...r.learnedFrom, page.url].slice(-20) } : {}),
          structure: joinMarks([r.structure ?? [], pageMarks(doc, page.url, r, result)]),
          shapes: joinShapes([r.shapes ?? [], pageShapes(doc)]),
          ...keptNotes(r.notes, doc),
        }));
        const also = `so it serves pages at ${scope.morePaths?.at(-1) ?? ''} too`;
        return {
          id: sibling.id,
          used: false,
          learned: true,
          reason: `the recipe learned at ${sibling.scope.pathPattern} read this page as the model did, ${confirming ? `which confirms it, and ${also}` : also}`,
        };
      }
      // A candidate this page does not fit is learned again with it, from the pages of both paths
      // together, as a candidate of one path is (a confirmed recipe keeps its path as it is).
      const paths = sibling.scope;
      const both = answeredHere.filter(
        (p) => sameDepth(p.url, page.url) || scopeMatches(paths, p.url, ask.prompt, ask.schema),
      );
      const joint = !confirmed(sibling) && both.length >= 2 ? learnFrom(ask, both, sibling.id, 2, sibling) : null;
      if (joint && 'recipe' in joint) {
        await keep(
          keptPaths(joint.recipe, sibling, answeredHere, readsAnswered(joint.recipe, ask, answeredHere)),
          true,
        );
        return {
          id: sibling.id,
          used: false,
          learned: true,
          reason: `learned again with the pages at ${paths.pathPattern}`,
        };
      }
    }
    let differs: string | null = null;
    if (known?.scope) {
      const replayed = replayRecipe(viewPage(doc, page.url), known, ask.schema, {
        now: deps.now,
        ms: REPLAY_BUDGET_MS,
      });
      differs = replayed.ok ? differingField(replayed.result, result, missed?.misplaced === true) : replayed.reason;
      if (differs === null && confirmed(known)) {
        // A drift check, a page grounding held back, or "Run with the model instead": the recipe
        // agrees with the model. The page's build now counts as known, and so does a field it
        // lacks with its place gone (read absent, and the model agreed): seen gone from now on.
        const gone = new Set(replayed.ok ? absentHere(known, replayed.result) : []);
        await deps.store.update(known.id, (r) => ({
          ...r,
          sinceCheck: 0,
          fields: r.fields.map((f) => (gone.has(f.name) ? { ...f, absence: 'seen-gone' as const } : f)),
          structure: joinMarks([r.structure ?? [], pageMarks(doc, page.url, r, result)]),
          shapes: joinShapes([r.shapes ?? [], pageShapes(doc)]),
          ...withoutValues(r.fixedTexts, result),
          ...keptNotes(r.notes, doc),
          staticPages: r.staticPages === true && page.live === false,
        }));
        return missed
          ? { id: known.id, used: false, reason: `${missed.reason}; the model agreed with the recipe` }
          : { id: known.id, used: false };
      }
      if (differs === null) {
        // The candidate meets a second page that it reads right: learned again from both pages
        // together (what varies between them), or confirmed as it is when that cannot be done.
        const joint = pages.length >= 2 ? learnFrom(ask, pages, known.id, 2, known) : null;
        if (joint && 'recipe' in joint) await keep(joint.recipe, true);
        else {
          const pathPattern = widenPattern(known.scope.pathPattern, page.url) ?? known.scope.pathPattern;
          await deps.store.update(known.id, (r) => ({
            ...r,
            scope: { ...known.scope!, pathPattern },
            learnedFrom: [...r.learnedFrom, page.url].slice(-20),
            structure: joinMarks([r.structure ?? [], pageMarks(doc, page.url, r, result)]),
            shapes: joinShapes([r.shapes ?? [], pageShapes(doc)]),
            ...keptNotes(r.notes, doc),
            staticPages: r.staticPages === true && page.live === false,
          }));
        }
        return { id: known.id, used: false, learned: true };
      }
    }
    const heal = known && confirmed(known) ? { id: known.id, reason: missed?.reason ?? differs ?? '' } : undefined;
    const id = known?.id ?? deps.newId();
    // A confirmed recipe is replaced only by one learned from this page together with earlier
    // ones, or from this page alone when its answer is a full one (not an error or empty page).
    const fewest = heal && !fullAnswer(known!, result) ? 2 : 1;
    const learned = learnFrom(ask, pages, id, fewest, known);
    if ('reason' in learned) {
      if (heal) {
        const why =
          fewest === 2 && pages.length < 2
            ? 'this page lacks values the earlier pages had (an error or empty page?)'
            : learned.reason;
        return { id, used: false, healed: false, reason: `${heal.reason}; not re-learned, the recipe is kept: ${why}` };
      }
      // A candidate this page contradicts is dropped: it was wrong on a page of its own scope.
      if (known) await deps.store.remove(known.id);
      return { id: known?.id ?? '', used: false, learned: false, reason: `not learned: ${learned.reason}` };
    }
    const relearned = keptPaths(learned.recipe, known, answeredHere, readsAnswered(learned.recipe, ask, answeredHere));
    await keep(heal ? { ...relearned, healedAt: deps.now() } : relearned, Boolean(known));
    if (heal) return { id, used: false, healed: true, reason: heal.reason };
    // A candidate this page did not fit is learned again with it: say why it was not confirmed.
    const again =
      known && differs ? { reason: `learned again: the recipe learned before did not fit this page (${differs})` } : {};
    return { id, used: false, learned: true, ...again };
  };

  return {
    async servesStatic(ask, url) {
      const recipe = await find(ask, url);
      return recipe !== undefined && confirmed(recipe) && recipe.staticPages === true;
    },

    async serve(ask, page) {
      const key = scopeKey(ask, page.url);
      // No recipe of this path: a confirmed one of the same section (/p/* for /p/item/123) reads
      // the page, with every check below, before the page costs a model call.
      const recipe = (await ready(ask, key, page.url)) ?? (await sectionRecipe(ask, page.url));
      const miss = (reason?: string): ServeOutcome => {
        toModel(key, page.url);
        return recipe && reason ? { served: false, missed: { id: recipe.id, reason } } : { served: false };
      };
      if (!recipe || !confirmed(recipe)) return miss();
      const doc = docOf(page);
      const view = viewPage(doc, page.url);
      const replayed = replayRecipe(view, recipe, ask.schema, {
        now: deps.now,
        ms: REPLAY_BUDGET_MS,
      });
      if (!replayed.ok) return miss(replayed.reason);
      const fixed = fixedTextRead(replayed.result, recipe.fixedTexts);
      if (fixed !== null) return miss(fixed);
      // A recipe of lists alone: what its cards show, so copies of them elsewhere are known.
      // Records that are a table's columns: the table is their card here.
      const cards = recipe.lists.flatMap((list) =>
        list.columns ? columnTables(doc) : findElements(view, { by: 'css', selector: list.container }, null),
      );
      const records = recipe.fields.length === 0 && recipe.lists.length > 0 ? { shown: shownPieces(cards) } : undefined;
      // A recipe of one item (no lists): what a new block could hold is judged against its fields.
      const oneItem = recipe.lists.length === 0;
      // A page whose every field the recipe reads: a new label that names nothing asked is no reason to check.
      const harmless =
        oneItem && readsEveryField(replayed.result, ask.schema)
          ? harmlessNewLabel(recipe, ask.schema, ask.prompt)
          : undefined;
      const couldHold = oneItem ? blockCouldHold(replayed.result, ask.schema, recipe.fields) : undefined;
      const unread = recipe.structure
        ? unreadMarks(doc, recipe.structure, textValues(replayed.result), records, {
            harmlessLabel: harmless,
            couldHold,
            ownWords: templateWords(recipe, replayed.result),
            knownBlocksHold: oneItem && !lacksUnreadField(replayed.result, ask.schema, recipe.fields),
            ...(oneItem && recipe.shapes ? { shapes: shapeJudge(doc, recipe.shapes) } : {}),
            reviewsAbsent: oneItem && lacksReviews(replayed.result),
            amounts: Object.values(replayed.result).filter((v): v is number => typeof v === 'number'),
            otherItem: eitherJudge(
              oneItem ? otherItemsJudge(doc, page.url) : otherItemsBlockJudge(doc, cards),
              paidBlockJudge(view, recipe),
            ),
          })
        : [];
      if (unread.length > 0) return miss(`${BUILT_DIFFERENTLY} (${describeMarks(unread)})`);
      // A note every learning page showed is gone ("No dependencies" replaced by a list) while the
      // result lacks a field the recipe never read: that field may stand where the note stood.
      const gone =
        oneItem && lacksUnreadField(replayed.result, ask.schema, recipe.fields) ? goneNotes(recipe.notes, doc) : [];
      if (gone.length > 0)
        return miss(
          `${BUILT_DIFFERENTLY} (gone here: ${gone
            .slice(0, 3)
            .map((t) => `“${t}”`)
            .join(', ')})`,
        );
      const near = newNearMarks(view, recipe, textValues(replayed.result), oneItem && lacksReviews(replayed.result));
      if (near.length > 0) return miss(`${BUILT_DIFFERENTLY} (${describeMarks(near)})`);
      const data = oneItem ? newDataMarks(view, recipe.structure ?? [], textValues(replayed.result), couldHold) : [];
      if (data.length > 0) return miss(`${BUILT_DIFFERENTLY} (${describeMarks(data)})`);
      // Counting and the drift check in one step on the stored recipe, so runs at once count right.
      let check = false;
      await deps.store.update(recipe.id, (r) => {
        const since = (r.sinceCheck ?? 0) + 1;
        if (checkEvery > 0 && since >= checkEvery) {
          check = true;
          return { ...r, sinceCheck: 0 };
        }
        return { ...r, served: r.served + 1, sinceCheck: since };
      });
      if (check) return miss(ROUTINE_CHECK);
      return {
        served: true,
        result: replayed.result,
        records: replayed.records,
        leftOut: replayed.leftOut,
        recipe: { id: recipe.id, used: true },
      };
    },

    async learn(ask, page, result, missed) {
      const key = scopeKey(ask, page.url);
      try {
        return await lock.run(key, () => learnLocked(ask, page, result, missed));
      } catch (error) {
        // What was learned does not fit a stored recipe: nothing was written, so any recipe the
        // scope had is kept as it was, and the run says why this page taught nothing.
        if (!(error instanceof UnstorableRecipeError)) throw error;
        return {
          id: missed?.id ?? '',
          used: false,
          learned: false,
          reason: `not learned: what this page taught is too large to keep as a recipe (${error.message})`,
        };
      } finally {
        settled(key, page.url);
      }
    },

    release(ask, page) {
      settled(scopeKey(ask, page.url), page.url);
    },
  };
}

/**
 * What a recipe learned again keeps of the one it replaces: the page builds (structure marks) the
 * old one was checked on, unless it read a field the new one cannot; and fields an earlier page
 * lacked with their place gone (`seen-gone`), which the last few pages, all showing them, would
 * call never seen absent. Each field is still served absent only where its place is gone
 * (lib/recipes/absence.ts).
 */
function carriedOver(old: Recipe, recipe: Recipe): Pick<Recipe, 'fields' | 'structure' | 'shapes'> {
  const gone = new Set(old.fields.filter((f) => f.absence === 'seen-gone').map((f) => f.name));
  const reads = (r: Recipe, name: string): boolean => (r.fields.find((f) => f.name === name)?.picks.length ?? 0) > 0;
  // A field the old recipe read and the new one cannot (the last pages never showed it): the
  // blocks that held it on earlier pages must stay new, so its next appearance goes to the model.
  const lost = old.fields.some((f) => reads(old, f.name) && !reads(recipe, f.name));
  return {
    fields: recipe.fields.map((f) =>
      f.absence === 'never-seen' && f.picks.length > 0 && gone.has(f.name)
        ? { ...f, absence: 'seen-gone' as const }
        : f,
    ),
    ...(recipe.structure && !lost ? { structure: joinMarks([withoutLabelsLeft(old, recipe), recipe.structure]) } : {}),
    ...(recipe.shapes && !lost ? { shapes: joinShapes([old.shapes ?? [], recipe.shapes]) } : {}),
  };
}

/**
 * The old recipe's page builds without the labels its readings were anchored on that the new
 * one does not read by: a value the old recipe read after "Contract" and the new one after
 * "Hours" must make a page labelled "Contract" new again, or the new recipe serves that value
 * absent there as if the page lacked it.
 */
function withoutLabelsLeft(old: Recipe, recipe: Recipe): string[] {
  const anchors = (r: Recipe): Set<string> =>
    new Set(
      [...r.fields, ...r.lists.flatMap((l) => l.fields)].flatMap((f) =>
        f.picks.flatMap((p) => {
          const text =
            p.locator.by === 'label' ? p.locator.label : p.locator.by === 'after-line' ? p.locator.text : null;
          if (text === null) return [];
          const label = text.replace(/\s+/g, ' ').trim().toLowerCase();
          return [`label:${label}`, `label:${label.replace(/:$/, '')}`, `label:${label.replace(/:?$/, ':')}`];
        }),
      ),
    );
  const kept = anchors(recipe);
  const left = [...anchors(old)].filter((m) => !kept.has(m));
  return (old.structure ?? []).filter((m) => !left.includes(m));
}

/**
 * Fields every learning page had (`never-seen` absent) that a replay served absent: their place
 * was gone from the page (lib/recipes/absence.ts), so the page lacks them the way a learning page
 * lacking them would have taught.
 */
function absentHere(recipe: Recipe, result: Record<string, unknown>): string[] {
  return recipe.fields
    .filter((f) => f.absence === 'never-seen' && f.picks.length > 0 && !(f.name in result))
    .map((f) => f.name);
}

/** Answered pages kept in memory (the bench, unit tests): the same bounds as in storage. */
export function memoryAnsweredPages(): AnsweredPages {
  return createAnsweredPages(memoryArea());
}

/** An element one of two judges accepts (another item's card, or a paid placement no reading reaches). */
function eitherJudge(a: (el: Element) => boolean, b: (el: Element) => boolean): (el: Element) => boolean {
  return (el) => a(el) || b(el);
}
