import type { RecipeUse, Usage } from '@/lib/contract';
import { recipeStandingNote, type RecipeStanding } from '@/lib/ui/recipe-words';
import { parseStoredRecipes, RECIPES_KEY } from '@/lib/recipes/store';
import { useStored } from '@/lib/ui/use-stored';

const number = new Intl.NumberFormat('en-US');

/** Short times in milliseconds (a recipe run is usually well under a second), longer ones in seconds. */
export function shortDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The stored recipe a run used, learned or healed, as it stands now (undefined when there is none). */
function useRecipeStanding(id: string | undefined): RecipeStanding | undefined {
  const recipes = useStored(
    (key) => key === RECIPES_KEY,
    (items) => parseStoredRecipes(items[RECIPES_KEY]),
    [] as ReturnType<typeof parseStoredRecipes>,
  );
  const recipe = id ? recipes.find((r) => r.id === id) : undefined;
  return recipe ? { pages: recipe.learnedFrom.length } : undefined;
}

interface RecipeLineProps {
  recipe: RecipeUse;
  usage?: Usage | undefined;
  /** Runs the same request on the same page with the model (offered on a served result). */
  onRunWithModel?: (() => void) | undefined;
}

/**
 * A served result says so in place of the model's usage line ("From recipe · 0 tokens · 40 ms"),
 * with a way to ask the model instead; a model run that taught or healed a recipe says that.
 */
export function RecipeLine({ recipe, usage, onRunWithModel }: RecipeLineProps): React.JSX.Element | null {
  const standing = useRecipeStanding(recipe.id);
  if (!recipe.used) {
    const note = recipeStandingNote(recipe, standing);
    return note ? (
      <p className="recipe-note muted small" data-testid="recipe-note">
        {note}
      </p>
    ) : null;
  }
  const tokens = (usage?.inputTokens ?? 0) + (usage?.outputTokens ?? 0);
  return (
    <p className="usage recipe-line" aria-label="Usage">
      <span data-testid="recipe-line">
        From recipe · {number.format(tokens)} {tokens === 1 ? 'token' : 'tokens'} ·{' '}
        {shortDuration(usage?.durationMs ?? 0)}
      </span>
      {onRunWithModel && (
        <>
          {' '}
          <button type="button" className="link" onClick={onRunWithModel}>
            Run with the model instead
          </button>
        </>
      )}
    </p>
  );
}
