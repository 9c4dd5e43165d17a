import type { Recipe, RecipeScope } from './recipe';
import { pathPattern, patternMatches, schemaKey, scopeMatches } from './scope';

/** Paths one recipe serves at most besides its own (recipeScopeSchema.morePaths). */
const MAX_MORE_PATHS = 8;

/**
 * A confirmed recipe of the same site, prompt and schema learned under another path: one
 * template is often served at more than one (a product at /p/item/123 and at /p/name-123), and a
 * page at the new path is first read by that recipe before a new one is learned for it from
 * scratch (two more model calls). The caller adds the path only when the recipe read the page
 * exactly as the model answered it.
 */
export function otherPathRecipe(
  recipes: Recipe[],
  ask: { prompt: string; schema: unknown },
  url: string,
  confirmed: (recipe: Recipe) => boolean,
): Recipe | undefined {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return undefined;
  }
  const key = schemaKey(ask.schema);
  return recipes.findLast(
    (r) =>
      r.scope !== undefined &&
      r.scope.origin === origin &&
      r.scope.prompt === ask.prompt.trim() &&
      r.scope.schemaKey === key &&
      (r.scope.morePaths?.length ?? 0) < MAX_MORE_PATHS &&
      !scopeMatches(r.scope, url, ask.prompt, ask.schema) &&
      confirmed(r),
  );
}

/** A path's first segment when written out and followed by more (`p` of /p/item/123), else null. */
function sectionOf(path: string): string | null {
  const segments = path.split('/');
  const first = segments[1] ?? '';
  return segments.length >= 3 && first !== '' && first !== '*' ? first : null;
}

/**
 * Whether a page lies in the section of a path the recipe serves, one level deeper or shallower
 * at most: the same first segment, written out (/p/item/123 beside /p/name-123, /c/lamps/2 beside
 * /c/lamps). A shop writes one template's addresses in more than one shape within a section; a
 * page of another section (/blog/…, /help/…) is another part of the site.
 */
export function inSection(scope: RecipeScope, url: string): boolean {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  const section = sectionOf(path);
  const depth = path.split('/').length;
  return (
    section !== null &&
    [scope.pathPattern, ...(scope.morePaths ?? [])].some(
      (pattern) => sectionOf(pattern) === section && Math.abs(pattern.split('/').length - depth) <= 1,
    )
  );
}

/** The scope with the page's path added to the paths it serves. */
export function withPath(scope: RecipeScope, url: string): RecipeScope {
  return { ...scope, morePaths: [...(scope.morePaths ?? []), pathPattern(url)].slice(0, MAX_MORE_PATHS) };
}

/**
 * The other paths a recipe learned again keeps from the one it replaces: those where it reads the
 * last answered page there exactly as the model did (`readsRight`). A recipe is learned again from
 * pages of one path shape, and may no longer read the other's; a path dropped is joined again by
 * its next page.
 */
export function keptPaths(
  recipe: Recipe,
  old: Recipe | undefined,
  answered: ReadonlyArray<{ url: string }>,
  readsRight: (page: { url: string }) => boolean,
): Recipe {
  const scope = recipe.scope;
  if (!scope || !old?.scope) return recipe;
  const paths = [old.scope.pathPattern, ...(old.scope.morePaths ?? [])].filter(
    (path, i, all) => path !== scope.pathPattern && all.indexOf(path) === i,
  );
  const kept = paths.filter((path) => {
    const last = answered.findLast(
      (page) => patternMatches(path, page.url) && !patternMatches(scope.pathPattern, page.url),
    );
    return last !== undefined && readsRight(last);
  });
  return kept.length > 0 ? { ...recipe, scope: { ...scope, morePaths: kept.slice(0, MAX_MORE_PATHS) } } : recipe;
}
