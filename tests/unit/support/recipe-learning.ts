import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { learnRecipe, recipeSchema, replayRecipe, viewPage, type Recipe } from '@/lib/recipes';

/**
 * Learn-and-serve steps shared by the recipe unit tests that build their own made-up pages. The
 * pages sit at `${at}0`, `${at}1`, … and the page served is at `${at}9`, so each test file keeps
 * its own made-up host.
 */

/** A page and what the model answered for it. */
export interface AnsweredPage {
  html: string;
  answer: unknown;
}

/**
 * Learns from answered pages; fails the test with the learner's reason when nothing is learned.
 * The recipe comes back as it is stored (through JSON and its schema), so a test reads what a
 * later run would load.
 */
export function learnStored(pages: AnsweredPage[], schema: unknown, at: string, id = 'r'): Recipe {
  const outcome = learnRecipe(
    pages.map((p, i) => ({ doc: parseHtmlDocument(p.html), url: `${at}${i}`, result: p.answer })),
    schema,
    { id, now: 0 },
  );
  if (!outcome.ok) throw new Error(outcome.reason);
  return recipeSchema.parse(JSON.parse(JSON.stringify(outcome.recipe)));
}

/** Serves a page with the recipe, at `${at}9` (an address none of the learning pages had). */
export function replayOn(recipe: Recipe, html: string, schema: unknown, at: string): ReturnType<typeof replayRecipe> {
  return replayRecipe(viewPage(parseHtmlDocument(html), `${at}9`), recipe, schema);
}
