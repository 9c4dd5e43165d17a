import { parseStoredRecipes, RECIPES_KEY } from '../recipes/store';
import type { RecipeStanding } from './recipe-words';
import { useStored } from './use-stored';

/** The stored recipe a run used, learned or healed, as it stands now (undefined when there is none). */
export function useRecipeStanding(id: string | undefined): RecipeStanding | undefined {
  const recipes = useStored(
    (key) => key === RECIPES_KEY,
    (items) => parseStoredRecipes(items[RECIPES_KEY]),
    [] as ReturnType<typeof parseStoredRecipes>,
  );
  const recipe = id ? recipes.find((r) => r.id === id) : undefined;
  return recipe ? { pages: recipe.learnedFrom.length } : undefined;
}
