import { learnAbsence, withFramedLines } from './absence';
import { viewPage } from './read';
import type { FieldRule, Recipe } from './recipe';
import { replayRecipe } from './replay';
import { sameResult } from './same-result';
import { takenNumbers, takenValues } from './schema-fields';

/** A page a recipe was learned again from: its document, address and the model's answer. */
export interface LearnedPage {
  doc: Document;
  url: string;
  result: unknown;
}

/**
 * A recipe learned again from the last few answered pages, none of which had a field the old
 * recipe read (ratings on some pages only), has no reading for it and would serve it absent on
 * every page after, wherever it shows. The old readings are kept instead, absent the way these
 * pages lacked it (its place gone, or showing what it showed here: lib/recipes/absence.ts), when
 * they read nothing on any of these pages; else this learning is not taken (a reason is given),
 * and the old recipe stays.
 */
export function keepLostReadings(
  recipe: Recipe,
  old: Recipe | undefined,
  pages: LearnedPage[],
  schema: unknown,
): Recipe | string {
  if (!old) return recipe;
  const reads = (rule: FieldRule | undefined): boolean =>
    (rule?.picks.length ?? 0) > 0 || (rule?.slots?.length ?? 0) > 0;
  const lost = old.fields.filter((f) => reads(f) && !reads(recipe.fields.find((n) => n.name === f.name)));
  if (lost.length === 0) return recipe;
  const views = pages.map((p) => viewPage(p.doc, p.url));
  const kept = lost.map((rule): FieldRule => {
    const { absence: _absence, emptyShows: _emptyShows, ...readings } = rule;
    // A boolean read from every chip of a row says no value where no chip says a state (the
    // others are other perks: an address, a policy), as it was learned: no absence to learn.
    if (readings.states && readings.picks[0]?.many) return { ...readings, required: false };
    const taken = pages.map((p) => takenValues(p.result, rule.name));
    // …and a figure framed as its values on these pages is another quantity's ("+ 69 € taxes").
    const lacking = views.map((view, i) => ({ view, root: null, taken: takenNumbers(pages[i]?.result, rule.name) }));
    return {
      ...withFramedLines({ ...readings, required: false }, lacking),
      required: false,
      ...learnAbsence(
        readings,
        views.map((view, i) => ({ view, present: false, taken: taken[i] ?? [] })),
      ),
    };
  });
  const names = new Set(kept.map((f) => f.name));
  const candidate: Recipe = {
    ...recipe,
    fields: recipe.fields.map((f) => (names.has(f.name) ? (kept.find((k) => k.name === f.name) ?? f) : f)),
  };
  for (const [i, page] of pages.entries()) {
    const replayed = replayRecipe(views[i]!, candidate, schema);
    if (!replayed.ok || !sameResult(replayed.result, page.result))
      return `${lost.map((f) => f.name).join(', ')}: these pages lack it, and the old readings read something there`;
  }
  return candidate;
}
