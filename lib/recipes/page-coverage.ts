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

/**
 * The pages to keep, at most `limit`, the newest always: while there are too many, the oldest page
 * whose every field and boolean value the other pages show goes first, else the oldest.
 */
export function keptPages<T extends { result: unknown }>(pages: T[], limit: number): T[] {
  const kept = [...pages];
  while (kept.length > Math.max(1, limit)) {
    const covers = kept.map((p) => answerCoverage(p.result));
    const older = kept.slice(0, -1);
    const covered = older.findIndex((_, i) =>
      [...(covers[i] as Set<string>)].every((key) => covers.some((other, k) => k !== i && other.has(key))),
    );
    kept.splice(covered >= 0 ? covered : 0, 1);
  }
  return kept;
}
