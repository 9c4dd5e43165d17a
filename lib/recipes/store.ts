import type { StorageArea } from '../shared/storage-area';
import { z } from '../contract/zod-setup';
import { createLock } from './lock';
import { recipeSchema, type Recipe } from './recipe';

export const RECIPES_KEY = 'recipes';

/**
 * Recipes in extension storage, as one JSON text under `recipes` (the list is small: one
 * recipe per site template, prompt and schema). Every read is validated with zod; a stored
 * recipe that no longer parses is left out rather than trusted. A write that would store one
 * that does not parse is refused (put and update reject with UnstorableRecipeError) and changes
 * nothing.
 */
export interface RecipeStore {
  list(): Promise<Recipe[]>;
  put(recipe: Recipe): Promise<void>;
  /**
   * Read-modify-write of one recipe as one step (serving counts a use, a heal replaces the
   * rules): `change` sees the stored recipe as it is now, not a copy read earlier, so two runs
   * at once cannot undo each other. `change` returning null removes it. Resolves to what was stored.
   */
  update(id: string, change: (recipe: Recipe) => Recipe | null): Promise<Recipe | null>;
  remove(id: string): Promise<boolean>;
  replaceAll(recipes: Recipe[]): Promise<void>;
}

/** The stored recipes (the JSON text under `recipes`), each validated; one that no longer parses is left out. */
export function parseStoredRecipes(raw: unknown): Recipe[] {
  if (typeof raw !== 'string') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item) => {
    const one = recipeSchema.safeParse(item);
    return one.success ? [one.data] : [];
  });
}

/** A recipe the store refuses to keep: it would not parse when read back (a list learned too long). */
export class UnstorableRecipeError extends Error {
  override name = 'UnstorableRecipeError';
}

/** A recipe as a read would give it back, or UnstorableRecipeError saying what does not fit. */
function checked(recipe: Recipe): Recipe {
  const one = recipeSchema.safeParse(JSON.parse(JSON.stringify(recipe)));
  if (one.success) return one.data;
  const issue = one.error.issues[0];
  throw new UnstorableRecipeError(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
}

/** At most this many recipes are kept; the least recently learned go first. */
export const MAX_RECIPES = 200;

export function createRecipeStore(area: StorageArea): RecipeStore {
  // Every run reads the list (twice when a recipe serves: find it, count the use). Up to 200
  // recipes are validated only when the stored text is not the one last read or written, so a
  // served page does not re-check every recipe of every site. Recipes are never changed in
  // place (edits make new objects), so the parsed list can be handed out again as a copy.
  let known: { text: string; recipes: Recipe[] } | null = null;
  const read = async (): Promise<Recipe[]> => {
    const raw = (await area.get(RECIPES_KEY))[RECIPES_KEY];
    if (known && raw === known.text) return [...known.recipes];
    const recipes = parseStoredRecipes(raw);
    known = typeof raw === 'string' ? { text: raw, recipes } : null;
    return [...recipes];
  };
  const write = async (recipes: Recipe[]): Promise<void> => {
    const kept = recipes.slice(-MAX_RECIPES);
    // Recipes from the last read are kept as they are; a new or edited one is validated as a read
    // would, and one that does not parse is refused before anything is written: left out on the
    // next read, it would be lost without a word (and a heal would delete the recipe it replaces).
    const unchanged = new Set(known?.recipes);
    const parsed = kept.map((r) => (unchanged.has(r) ? r : checked(r)));
    const text = JSON.stringify(kept);
    await area.set({ [RECIPES_KEY]: text });
    known = { text, recipes: parsed };
  };
  // Every change is a read-modify-write of one stored value: they run one after another, so a
  // write never starts from a list another write is about to replace (no lost updates).
  const serial = createLock();
  const change = <T>(step: () => Promise<T>): Promise<T> => serial.run('all', step);
  return {
    list: read,
    put: (recipe) =>
      change(async () => {
        const all = (await read()).filter((r) => r.id !== recipe.id);
        await write([...all, recipe]);
      }),
    update: (id, edit) =>
      change(async () => {
        const all = await read();
        const at = all.findIndex((r) => r.id === id);
        const old = all[at];
        if (!old) return null;
        const next = edit(old);
        if (next) all.splice(at, 1, next);
        else all.splice(at, 1);
        await write(all);
        return next;
      }),
    remove: (id) =>
      change(async () => {
        const all = await read();
        const kept = all.filter((r) => r.id !== id);
        if (kept.length === all.length) return false;
        await write(kept);
        return true;
      }),
    replaceAll: (recipes) => change(() => write(recipes)),
  };
}

/** The export format: versioned, so an import can say what it does not understand. */
export const recipeExportSchema = z.object({
  quarryRecipes: z.literal(1),
  recipes: z.array(recipeSchema).max(MAX_RECIPES),
});
export type RecipeExport = z.infer<typeof recipeExportSchema>;

export function exportRecipes(recipes: Recipe[]): string {
  const data: RecipeExport = { quarryRecipes: 1, recipes };
  return JSON.stringify(data, null, 2);
}

/** Parses an export (text or the parsed object); throws a sentence naming what is wrong. */
export function parseRecipeExport(input: unknown): Recipe[] {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new Error('This is not a Quarry recipes export: it is not JSON.');
    }
  }
  const parsed = recipeExportSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new Error(
      `This is not a valid Quarry recipes export${where}: ${issue?.message ?? 'unreadable'}. Nothing was imported.`,
    );
  }
  return parsed.data.recipes;
}

/**
 * What importing `incoming` next to `existing` does. Imported recipes replace stored ones with
 * the same id; when the rest would not fit under MAX_RECIPES, the import would remove some of
 * the user's own recipes (`removes`, the least recently learned first) — the caller must then
 * choose: replace them, or keep them and import only the first `room` of the file.
 */
export interface ImportPlan {
  incoming: Recipe[];
  /** The stored recipes the import does not replace by id, oldest first. */
  yours: Recipe[];
  removes: number;
  room: number;
}

export function planImport(existing: Recipe[], incoming: Recipe[]): ImportPlan {
  const yours = existing.filter((r) => !incoming.some((i) => i.id === r.id));
  const removes = Math.max(0, yours.length + incoming.length - MAX_RECIPES);
  return { incoming, yours, removes, room: Math.max(0, MAX_RECIPES - yours.length) };
}

/** The question an import that would remove recipes asks ("replace them, or keep yours…"). */
export function importQuestion(plan: ImportPlan): string {
  const n = plan.incoming.length;
  const yours =
    plan.removes === plan.yours.length ? `your ${plan.yours.length}` : `${plan.removes} of your ${plan.yours.length}`;
  return `Importing ${n} ${n === 1 ? 'recipe' : 'recipes'} would remove ${yours} (at most ${MAX_RECIPES} are kept): replace them, or keep yours and import ${plan.room}?`;
}

/** The stored list after the import: `replace` drops the user's oldest, otherwise the file is cut to fit. */
export function applyImport(plan: ImportPlan, replace: boolean): { recipes: Recipe[]; imported: number } {
  if (replace || plan.removes === 0)
    return { recipes: [...plan.yours.slice(plan.removes), ...plan.incoming], imported: plan.incoming.length };
  const taken = plan.incoming.slice(0, plan.room);
  return { recipes: [...plan.yours, ...taken], imported: taken.length };
}
