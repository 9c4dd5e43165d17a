export { learnRecipe, type LearnExample, type LearnOptions, type LearnOutcome } from './learn';
export { replayRecipe, type ReplayOutcome } from './replay';
export { viewPage, type PageView } from './read';
export { recipeSchema, type Recipe, type RecipeScope, type FieldRule, type ListRule } from './recipe';
export { schemaShape } from './schema-fields';
export { describeRecipe, describeField, describePick, type FieldDescription } from './describe';
