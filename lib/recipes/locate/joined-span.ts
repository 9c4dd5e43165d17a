import { squash } from '../page-text';
import type { PageView } from '../read';
import { occurrences } from './occurrences';

/** The span from the first to the last value when all of them are written in order on one line. */
export function joinedSpan(
  view: PageView,
  values: string[],
  root: Element | null,
): { start: number; end: number; separators: string[] } | null {
  const first = values[0];
  if (!first || values.length < 2) return null;
  const haystack = view.text.lower ?? view.text.text;
  const fold = (v: string): string => (view.text.lower ? squash(v).toLowerCase() : squash(v));
  for (const [start, firstEnd] of occurrences(view, first, 'string', root)) {
    let at = firstEnd;
    const separators = new Set<string>();
    let ok = true;
    for (const next of values.slice(1)) {
      const found = haystack.indexOf(fold(next), at);
      const gap = found < 0 ? '' : view.text.text.slice(at, found);
      if (found < 0 || gap.length > 6 || gap.includes('\n') || /[\p{N}]/u.test(gap)) {
        ok = false;
        break;
      }
      const sep = gap.trim();
      if (sep) separators.add(sep);
      at = found + fold(next).length;
    }
    if (ok && separators.size > 0) return { start, end: at, separators: [...separators] };
  }
  return null;
}
