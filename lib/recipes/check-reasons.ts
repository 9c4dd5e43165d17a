/**
 * Why a page a recipe could read went to the model anyway (`recipe.reason`). History reads
 * them to mark the runs a failed recipe served (lib/jobs/recipe-checks.ts), so they live apart
 * from the service: the UI reaches these two sentences without the learner.
 */
export const ROUTINE_CHECK = 'a routine check: one served page in 25 also goes to the model';
export const BUILT_DIFFERENTLY = 'the page is built unlike the pages the recipe learned from, so the model checked it';
