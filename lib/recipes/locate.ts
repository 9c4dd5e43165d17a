import type { PageView } from './read';
import type { ScalarType } from './schema-fields';
import { attributeCandidates } from './locate/attribute-candidates';
import type { Candidate } from './locate/candidate';
import { jsonLdCandidates } from './locate/jsonld-candidates';
import { numberAttributeCandidates } from './locate/number-attribute-candidates';
import { occurrences } from './locate/occurrences';
import { spanCandidates } from './locate/span-candidates';

/**
 * Where a value lives on a page, as candidate picks with a cost (lower = more likely to hold on
 * the template's other pages). Nothing here is checked yet: learn-field.ts replays each
 * candidate on every learning page and keeps the ones that give the answer everywhere.
 *
 * Each way of finding a value is a generator of its own under lib/recipes/locate/: the value's
 * text spans (its element, the marks around it, a label or line before it, a neighbouring
 * element), attributes, JSON-LD, several values on one line, values on lines of one block, and
 * one part of a line with a telling outline.
 */
export type { Candidate } from './locate/candidate';
export { attributeCandidates } from './locate/attribute-candidates';
export { joinedSpan } from './locate/joined-span';
export { numberAttributeCandidates } from './locate/number-attribute-candidates';
export { lineCandidates } from './locate/line-candidates';
export { occurrences } from './locate/occurrences';
export { outlineCandidates } from './locate/outline-candidates';
export { parseNumber } from './locate/parse-number';
export { spanCandidates } from './locate/span-candidates';
export { wholePick } from './locate/marks';

/** Every candidate way to read one value on a page (text, attributes, JSON-LD). */
export function valueCandidates(
  view: PageView,
  value: string,
  type: ScalarType,
  root: Element | null,
  many: boolean,
): Candidate[] {
  const out: Candidate[] = [];
  for (const [start, end] of occurrences(view, value, type, root))
    out.push(...spanCandidates(view, start, end, root, many));
  if (type === 'string') {
    out.push(...attributeCandidates(view, value, root, many));
    if (!root) out.push(...jsonLdCandidates(view, value, many));
  } else if (type === 'number' || type === 'integer') out.push(...numberAttributeCandidates(view, value, root, many));
  return out;
}
