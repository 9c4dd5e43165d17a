import { learnAbsence, learnElsewhere, learnOwnStep, learnRowLabels, withFramedLines } from './absence';
import { learnField, type Instance } from './learn-field';
import { learnList } from './learn-list';
import { runPick, viewPage, type PageView } from './read';
import type { FieldRule, ListRule, Recipe, RecipeScope } from './recipe';
import { readField } from './read-field';
import { learnApart } from './apart-places';
import { learnSame } from './same-value';
import { learnClosed } from './alike-places';
import { besideOthers } from './beside';
import { replayRecipe } from './replay';
import { otherValues, schemaShape, takenNumbers, takenValues, valueStrings } from './schema-fields';

/** A page and the answer a model (or a person) gave for it. */
export interface LearnExample {
  doc: Document;
  url?: string;
  result: unknown;
}

export interface LearnOptions {
  id: string;
  now: number;
  scope?: RecipeScope;
}

export type LearnOutcome = { ok: true; recipe: Recipe } | { ok: false; reason: string };

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * Learns a recipe from one or more answered pages of one template. Every field with a value is
 * located on every page that has it, and only readings that reproduce all the answers are kept;
 * the finished recipe is replayed on each page and must give back its answer, or nothing is
 * learned.
 */
export function learnRecipe(examples: LearnExample[], schema: unknown, options: LearnOptions): LearnOutcome {
  if (examples.length === 0) return { ok: false, reason: 'no pages to learn from' };
  const shape = schemaShape(schema);
  if (typeof shape === 'string') return { ok: false, reason: shape };
  const views: PageView[] = examples.map((e) => viewPage(e.doc, e.url));
  const results = examples.map((e) => asRecord(e.result));
  const fields: FieldRule[] = [];
  for (const field of shape.fields) {
    const instances: Instance[] = views.map((view, i) => ({
      view,
      root: null,
      values: valueStrings(results[i]?.[field.name]),
      others: otherValues(results[i] ?? {}, field.name),
    }));
    if (instances.every((inst) => inst.values.length === 0)) {
      if (field.required) return { ok: false, reason: `${field.name} has no value to learn from` };
      fields.push({ name: field.name, type: field.type, array: field.array, required: false, picks: [], maxLength: 0 });
      continue;
    }
    const rule = learnField(field, instances);
    if (!rule) return { ok: false, reason: `${field.name} could not be located on the page` };
    // A boolean's missing mark is itself a statement (no "In stock" badge: not in stock), never
    // an absence: booleans keep the rule learned from the answers.
    const taken = results.map((r) => takenValues(r, field.name));
    const numbers = results.map((r) => takenNumbers(r, field.name));
    fields.push(field.required || field.type === 'boolean' ? rule : pageOptional(rule, instances, taken, numbers));
  }
  const lists: ListRule[] = [];
  for (const list of shape.lists) {
    const learned = learnList(list, views, results);
    if (typeof learned === 'string') return { ok: false, reason: learned };
    lists.push(learned);
  }
  const recipe: Recipe = {
    version: 1,
    id: options.id,
    ...(options.scope ? { scope: options.scope } : {}),
    fields,
    lists,
    learnedFrom: examples.map((e) => e.url ?? '').filter((u) => u !== ''),
    createdAt: options.now,
    served: 0,
  };
  besideOthers(recipe.fields, views);
  learnApart(recipe.fields, views);
  dropConflictingBackups(recipe, views);
  const failed = dropReadingsWhereAbsent(recipe, views, results, schema);
  if (failed) return { ok: false, reason: failed };
  recipe.fields = recipe.fields.map((rule) => {
    const present = results.map((r) => valueStrings(r[rule.name]).length > 0);
    return { ...rule, ...learnClosed(rule, views, present) };
  });
  return { ok: true, recipe };
}

/**
 * The finished recipe replayed on each learning page: one it cannot read fails the learning. A
 * field the answer lacks on a learning page, which the recipe reads there all the same (a
 * reading by position learned where the field stood first: on a page without it, the first place
 * holds the date line): the readings that read something there are dropped, as they would serve a
 * value where the page has none. A field left with no reading is not learned from these pages
 * (the reason says so). Booleans are left alone: "no mark" is a state of theirs.
 */
function dropReadingsWhereAbsent(
  recipe: Recipe,
  views: PageView[],
  results: Array<Record<string, unknown>>,
  schema: unknown,
): string | null {
  for (let i = 0; i < views.length; i++) {
    const view = views[i] as PageView;
    const replayed = replayRecipe(view, recipe, schema);
    if (!replayed.ok) return `the recipe does not reproduce page ${i + 1}: ${replayed.reason}`;
    const rule = recipe.fields.find(
      (r) =>
        r.type !== 'boolean' &&
        valueStrings(results[i]?.[r.name]).length === 0 &&
        valueStrings(replayed.result[r.name]).length > 0,
    );
    if (!rule) continue;
    const read = valueStrings(replayed.result[rule.name]);
    const picks = rule.picks.filter((pick) => 'missing' in runPick(view, pick, null));
    if (picks.length === 0)
      return `${rule.name}: its readings read "${read.join(', ')}" on page ${i + 1}, which lacks it`;
    rule.picks = picks;
    // Dropping readings changes what the recipe reads: every page is read again.
    i = -1;
  }
  return null;
}

/**
 * A field of the page's one item that the schema does not require stays optional however many
 * learning pages had it; where it may be absent is learned instead (lib/recipes/absence.ts).
 */
function pageOptional(rule: FieldRule, instances: Instance[], taken: string[][], numbers: number[][]): FieldRule {
  const absence = learnAbsence(
    rule,
    instances.map((inst, i) => ({ view: inst.view, present: inst.values.length > 0, taken: taken[i] ?? [] })),
  );
  const pages = instances.map((inst) => ({ view: inst.view, present: inst.values.length > 0 }));
  const lacking = instances.flatMap((inst, i) =>
    inst.values.length > 0 ? [] : [{ view: inst.view, root: null, taken: numbers[i] ?? [] }],
  );
  return {
    ...withFramedLines(
      rule,
      lacking,
      instances.filter((inst) => inst.values.length > 0),
    ),
    required: false,
    ...absence,
    ...learnElsewhere(rule, pages),
    ...learnRowLabels(rule, pages),
    ...learnSame(
      rule,
      instances.filter((inst) => inst.values.length > 0).map((inst) => inst.values),
    ),
    ...learnOwnStep(
      rule,
      instances.map((inst) => inst.view),
    ),
  };
}

/**
 * A backup reading (a second way to a field's value, kept to cross-check the first) that reads
 * the value otherwise on a learning page (a name read two or three times through nested
 * elements) is dropped: the field keeps its first reading, and the recipe is not lost for it.
 */
function dropConflictingBackups(recipe: Recipe, views: PageView[]): void {
  recipe.fields = recipe.fields.map((rule) =>
    rule.picks.length > 1 && views.some((view) => 'conflict' in readField(view, rule, null))
      ? { ...rule, picks: rule.picks.slice(0, 1) }
      : rule,
  );
}
