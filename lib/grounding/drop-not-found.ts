import type { GroundingCheck } from './ground-result';
import { childPointer } from './pointer';

export interface Dropped {
  /** Where the value stood in the model's answer (RFC 6901). */
  pointer: string;
  /** What the model said there, so nothing is lost from the record of the run. */
  value: unknown;
}

/**
 * `drop` mode: values not found on the page (or found only in another role: misplaced) become null, and list items whose every checked
 * value was not found are removed. Returns the new result, what was dropped (pointers into
 * the model's answer), and the not-found pointers moved to where those nulls now stand.
 */
export function dropNotFound(
  result: unknown,
  check: GroundingCheck,
): { result: unknown; dropped: Dropped[]; check: GroundingCheck } {
  const misplaced = new Set(check.misplaced);
  const notFound = new Set([...check.notFound, ...check.misplaced]);
  if (notFound.size === 0) return { result, dropped: [], check };
  const dropped: Dropped[] = [];
  const moved: string[] = [];
  const movedMisplaced: string[] = [];
  const where: Record<string, string> = {};
  const unchecked = new Set(check.unchecked);
  const movedUnchecked: string[] = [];
  /** Per subtree: how many checked leaves it holds and how many of them were found. */
  const foundPointers = new Set<string>();
  collectFound(result, '', notFound, unchecked, foundPointers);
  const countUnder = (pointers: Iterable<string>, pointer: string): number => {
    let n = 0;
    for (const p of pointers) if (p.startsWith(`${pointer}/`)) n++;
    return n;
  };
  const tally = (pointer: string): { checked: number; missing: number } => {
    const missing = countUnder(notFound, pointer);
    return { checked: missing + countUnder(foundPointers, pointer), missing };
  };

  const rebuild = (value: unknown, from: string, to: string): unknown => {
    if (notFound.has(from)) {
      dropped.push({ pointer: from, value });
      if (misplaced.has(from)) {
        movedMisplaced.push(to);
        where[to] = check.where[from] ?? '';
      } else moved.push(to);
      return null;
    }
    if (unchecked.has(from)) movedUnchecked.push(to);
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      value.forEach((item, i) => {
        const pointer = childPointer(from, i);
        // A list item that is a single value not found on the page goes as a whole.
        if (notFound.has(pointer)) {
          dropped.push({ pointer, value: item });
          return;
        }
        const isRecord = item !== null && typeof item === 'object';
        const { checked, missing } = isRecord ? tally(pointer) : { checked: 0, missing: 0 };
        if (checked > 0 && missing === checked) {
          dropped.push({ pointer, value: item });
          return;
        }
        out.push(rebuild(item, pointer, childPointer(to, out.length)));
      });
      return out;
    }
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = rebuild(v, childPointer(from, k), childPointer(to, k));
      return out;
    }
    return value;
  };
  const next = rebuild(result, '', '');
  // Leaves that left with their list item no longer count as checked.
  const removedLeaves = notFound.size - moved.length - movedMisplaced.length;
  return {
    result: next,
    dropped,
    check: {
      checked: check.checked - removedLeaves,
      found: check.found,
      notFound: moved,
      unchecked: movedUnchecked,
      misplaced: movedMisplaced,
      where,
    },
  };
}

/** Pointers of the leaves that were checked and found (everything else that is a leaf). */
function collectFound(
  value: unknown,
  pointer: string,
  notFound: Set<string>,
  unchecked: Set<string>,
  out: Set<string>,
): void {
  if (Array.isArray(value))
    value.forEach((v, i) => collectFound(v, childPointer(pointer, i), notFound, unchecked, out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) collectFound(v, childPointer(pointer, k), notFound, unchecked, out);
  else if (value !== null && String(value).trim() !== '' && !notFound.has(pointer) && !unchecked.has(pointer))
    out.add(pointer);
}
