import type { StorageArea } from '../shared/storage-area';
import { z } from '../contract/zod-setup';
import { recipeSchema, type Recipe } from './recipe';

export const RECIPES_KEY = 'recipes';

/**
 * Recipes in extension storage, as one JSON text under `recipes` (the list is small: one
 * recipe per site template, prompt and schema). Every read is validated with zod; a stored
 * recipe that no longer parses is left out rather than trusted.
 */
export interface RecipeStore {
  list(): Promise<Recipe[]>;
  put(recipe: Recipe): Promise<void>;
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

/** At most this many recipes are kept; the least recently learned go first. */
const MAX_RECIPES = 200;

export function createRecipeStore(area: StorageArea): RecipeStore {
  const read = async (): Promise<Recipe[]> => parseStoredRecipes((await area.get(RECIPES_KEY))[RECIPES_KEY]);
  const write = (recipes: Recipe[]): Promise<void> =>
    area.set({ [RECIPES_KEY]: JSON.stringify(recipes.slice(-MAX_RECIPES)) });
  return {
    list: read,
    async put(recipe) {
      const all = (await read()).filter((r) => r.id !== recipe.id);
      await write([...all, recipe]);
    },
    async remove(id) {
      const all = await read();
      const kept = all.filter((r) => r.id !== id);
      if (kept.length === all.length) return false;
      await write(kept);
      return true;
    },
    replaceAll: write,
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
