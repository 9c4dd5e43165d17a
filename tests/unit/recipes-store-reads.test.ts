import { describe, expect, it } from 'vitest';
import { recipeSchema } from '@/lib/recipes/recipe';
import { createRecipeStore, RECIPES_KEY } from '@/lib/recipes/store';
import { memoryArea } from './support/memory-area';

const recipe = (id: string) => recipeSchema.parse({ version: 1, id, fields: [], lists: [] });

describe('recipe store reads', () => {
  it('sees a list another context wrote, and never hands out its own list to be changed', async () => {
    const area = memoryArea();
    const store = createRecipeStore(area);
    await store.put(recipe('a'));
    const first = await store.list();
    first.pop();
    expect((await store.list()).map((r) => r.id)).toEqual(['a']);
    // Settings → Recipes in another page replaces the stored text.
    await area.set({ [RECIPES_KEY]: JSON.stringify([recipe('b'), recipe('c')]) });
    expect((await store.list()).map((r) => r.id)).toEqual(['b', 'c']);
  });

  it('leaves out a stored recipe that does not parse (written by another version), and refuses to write one', async () => {
    const area = memoryArea();
    const store = createRecipeStore(area);
    await store.put(recipe('good'));
    await area.set({ [RECIPES_KEY]: JSON.stringify([recipe('good'), { ...recipe('old'), version: 99 }]) });
    expect((await store.list()).map((r) => r.id)).toEqual(['good']);
    await expect(store.put({ ...recipe('bad'), version: 99 } as never)).rejects.toThrow(/version/);
    expect((await createRecipeStore(area).list()).map((r) => r.id)).toEqual(['good']);
  });
});
