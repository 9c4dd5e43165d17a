import type { RecipeScope } from './recipe';

/**
 * Which pages a recipe is for: the origin, and a path pattern where `*` stands for one
 * segment that varies. From one address, segments holding digits and the last segment vary
 * (/product/9780000000123 → /product/*); a second address widens every segment that differs.
 */
export function pathPattern(url: string): string {
  const segments = new URL(url).pathname.split('/');
  return segments
    .map((segment, i) => (segment !== '' && (/\d/.test(segment) || i === segments.length - 1) ? '*' : segment))
    .join('/');
}

export function widenPattern(pattern: string, url: string): string | null {
  const have = pattern.split('/');
  const path = new URL(url).pathname.split('/');
  if (have.length !== path.length) return null;
  return have.map((segment, i) => (segment === path[i] ? segment : '*')).join('/');
}

export function patternMatches(pattern: string, url: string): boolean {
  const have = pattern.split('/');
  const path = new URL(url).pathname.split('/');
  return have.length === path.length && have.every((segment, i) => segment === '*' || segment === path[i]);
}

/** JSON with keys sorted, so two spellings of one schema give one key. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A short, stable key of an output schema (FNV-1a over its canonical JSON; not a security hash). */
export function schemaKey(schema: unknown): string {
  let hash = 0x811c9dc5;
  const text = canonical(schema);
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${text.length}`;
}

export function scopeFor(url: string, prompt: string, schema: unknown): RecipeScope | null {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return null;
  }
  if (origin === 'null') return null;
  return { origin, pathPattern: pathPattern(url), prompt: prompt.trim(), schemaKey: schemaKey(schema) };
}

export function scopeMatches(scope: RecipeScope, url: string, prompt: string, schema: unknown): boolean {
  try {
    return (
      new URL(url).origin === scope.origin &&
      [scope.pathPattern, ...(scope.morePaths ?? [])].some((pattern) => patternMatches(pattern, url)) &&
      scope.prompt === prompt.trim() &&
      scope.schemaKey === schemaKey(schema)
    );
  } catch {
    return false;
  }
}
