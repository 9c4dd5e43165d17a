import { recipeSchema, type Recipe } from '@/lib/recipes';

/**
 * A recipe written by hand, as a stored one loads: the page's `<h1>` as its required `name`,
 * then the fields a test is about. For tests of how a recipe reads, apart from how it is learned.
 */
export function handRecipe(id: string, fields: unknown[]): Recipe {
  return recipeSchema.parse({
    version: 1,
    id,
    fields: [
      {
        name: 'name',
        type: 'string',
        array: false,
        required: true,
        picks: [{ locator: { by: 'css', selector: 'h1' }, read: 'text', before: '', after: '' }],
        maxLength: 20,
      },
      ...fields,
    ],
    lists: [],
    learnedFrom: [],
    createdAt: 0,
    served: 0,
  });
}
