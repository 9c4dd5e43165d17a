import type { Redis } from 'ioredis';
import { parseRecipeExport } from '../lib/recipes/store';
import { REDIS } from './redis-keys';

/**
 * Recipes shared by every worker through Redis. The extension keeps its recipes in its own
 * storage; a worker imports the shared set before a job when it changed (a version counter),
 * and after a job that learned or healed a recipe exports its set and publishes what changed.
 * Both directions go through the automation API's recipes.export()/import(), validated by the
 * extension's own zod shapes on the way in and by parseRecipeExport on the way out.
 */
export interface RecipeEngine {
  exportRecipes(): Promise<string>;
  importRecipes(json: string): Promise<number>;
}

export function createRecipeSync(redis: Redis) {
  let seenVersion = '';
  const published = new Map<string, string>();
  return {
    async pull(engine: RecipeEngine): Promise<number> {
      const version = (await redis.get(REDIS.recipesVersion)) ?? '0';
      if (version === seenVersion) return 0;
      const stored = await redis.hgetall(REDIS.recipes);
      const recipes = Object.values(stored).map((text) => JSON.parse(text) as unknown);
      seenVersion = version;
      if (recipes.length === 0) return 0;
      for (const [id, text] of Object.entries(stored)) published.set(id, text);
      return engine.importRecipes(JSON.stringify({ quarryRecipes: 1, recipes }));
    },
    async push(engine: RecipeEngine): Promise<number> {
      const recipes = parseRecipeExport(await engine.exportRecipes());
      const changed: string[] = [];
      for (const recipe of recipes) {
        const text = JSON.stringify(recipe);
        if (published.get(recipe.id) === text) continue;
        published.set(recipe.id, text);
        changed.push(recipe.id, text);
      }
      if (changed.length === 0) return 0;
      await redis.hset(REDIS.recipes, ...changed);
      // Our own change: no need to import it back on the next pull.
      const version = await redis.incr(REDIS.recipesVersion);
      if (version === Number(seenVersion || 0) + 1) seenVersion = String(version);
      return changed.length / 2;
    },
  };
}

/** Imports a recipes export (the extension's Settings → Recipes → Export) into the shared set. */
export async function importRecipeExport(redis: Redis, json: string): Promise<number> {
  const recipes = parseRecipeExport(json);
  if (recipes.length === 0) return 0;
  await redis.hset(REDIS.recipes, ...recipes.flatMap((r) => [r.id, JSON.stringify(r)]));
  await redis.incr(REDIS.recipesVersion);
  return recipes.length;
}
