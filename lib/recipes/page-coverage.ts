/**
 * Which answered pages of a scope to keep for learning (lib/recipes/answered-pages.ts). Dropping
 * simply the oldest loses what only it showed: a boolean's "no" said on the first pages only, a
 * field the later pages all lack. A page is dropped first when the pages kept show all it showed.
 */

/** What an answer shows a learner: each field present, and each boolean's value, by path. */
export function answerCoverage(result: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown, path: string): void => {
    if (value === null || value === undefined || value === '') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, `${path}[]`);
      return;
    }
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>))
        walk(inner, path ? `${path}.${key}` : key);
      return;
    }
    out.add(path);
    if (typeof value === 'boolean') out.add(`${path}=${value}`);
  };
  walk(result, '');
  return out;
}

/** What kept pages show, each thing counted up to twice: a value seen on two pages can be told from a coincidence. */
function shown(covers: Array<Set<string>>): number {
  const counts = new Map<string, number>();
  for (const cover of covers) for (const key of cover) counts.set(key, Math.min(2, (counts.get(key) ?? 0) + 1));
  return [...counts.values()].reduce((sum, n) => sum + n, 0);
}

/**
 * The pages to keep, at most `limit`, the newest always: while there are too many, the oldest page
 * whose dropping loses the least of what the pages show goes first. A field is kept on two pages
 * where it can be: learned from one value, its reading cannot be told from a coincidence ("1" of a
 * total "1 423,20" read as the one bedroom), and pages that lack it all say the same.
 */
export function keptPages<T extends { result: unknown }>(pages: T[], limit: number): T[] {
  const kept = [...pages];
  while (kept.length > Math.max(1, limit)) {
    const covers = kept.map((p) => answerCoverage(p.result));
    const losses = kept.slice(0, -1).map((_, i) => shown(covers) - shown(covers.filter((_, k) => k !== i)));
    kept.splice(losses.indexOf(Math.min(...losses)), 1);
  }
  return kept;
}
