import { compareForm, innermostContaining, outlineParts, shapeOf, squash } from '../page-text';
import type { PageView } from '../read';
import type { ScalarType } from '../schema-fields';
import type { Candidate } from './candidate';
import { linePicks } from './line-candidates';
import { occurrences } from './occurrences';

/** Runs of words and numbers an outline holds before each further one costs more ("a, a 9" is free). */
const FREE_RUNS = 3;
const RUN_COST = 0.75;

/**
 * One value that is a part of a line with a telling outline ("Brackenford, QA 40417" → "a, a 9"):
 * the block holding the line, read by that outline and the value's part in it. Whatever else
 * the block holds (a landmark line before the city, a link that comes and goes), the line is
 * found by its shape, not by its place among its neighbours.
 */
export function outlineCandidates(view: PageView, value: string, type: ScalarType, root: Element | null): Candidate[] {
  if (type === 'boolean') return [];
  const { text } = view.text;
  const out: Candidate[] = [];
  for (const [start, end] of occurrences(view, value, type, root)) {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    let lineEnd = text.indexOf('\n', end);
    if (lineEnd < 0) lineEnd = text.length;
    const line = squash(text.slice(lineStart, lineEnd));
    const outline = shapeOf(line);
    // Only an outline with a number and some punctuation or several runs says what the line is.
    if (!/9/.test(outline) || outline.length > 200 || (outline.match(/[a9]/g) ?? []).length < 2) continue;
    const parts = outlineParts(line);
    const wanted = compareForm(value);
    const at = parts.map(compareForm).flatMap((p, i) => (p === wanted ? [i] : []));
    if (at.length !== 1) continue;
    const el = innermostContaining(view.text, lineStart, lineEnd);
    if (!el || (root && !root.contains(el))) continue;
    // Every run of the outline must come again as it was: a line of many runs (a card's day,
    // conditions and temperatures run together) holds on fewer pages than a short one.
    const runs = (outline.match(/a+|9+/g) ?? []).length;
    out.push(
      ...linePicks(el, root, outline, at[0]).map((c) => ({
        ...c,
        cost: c.cost + RUN_COST * Math.max(0, runs - FREE_RUNS),
      })),
    );
  }
  return out;
}
