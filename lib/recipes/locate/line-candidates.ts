import { innermostContaining, shapeOf } from '../page-text';
import type { PageView } from '../read';
import { candidateSelectors } from '../selectors';
import type { Candidate } from './candidate';
import { occurrences } from './occurrences';

/**
 * Values on separate lines of one block (phone numbers in an address): the block that holds
 * them all, read line by line, keeping the lines with the values' common outline.
 */
export function lineCandidates(view: PageView, values: string[], root: Element | null): Candidate[] {
  const shapes = new Set(values.map(shapeOf));
  const shape = [...shapes][0];
  if (shapes.size !== 1 || shape === undefined || !/9/.test(shape)) return [];
  const spans = values.map((v) => occurrences(view, v, 'string', root)[0]);
  if (spans.some((s) => s === undefined)) return [];
  const starts = spans.map((s) => (s as [number, number])[0]);
  const ends = spans.map((s) => (s as [number, number])[1]);
  const el = innermostContaining(view.text, Math.min(...starts), Math.max(...ends));
  if (!el || (root && !root.contains(el))) return [];
  return linePicks(el, root, shape);
}

/** The block's selectors, each read line by line: lines with the outline, or one part of each. */
export function linePicks(el: Element, root: Element | null, lines: string, part?: number): Candidate[] {
  return candidateSelectors(el, root).map((c) => ({
    pick: {
      locator: { by: 'css', selector: c.selector },
      read: 'text',
      before: '',
      after: '',
      keep: false,
      lines,
      ...(part === undefined ? {} : { part }),
      many: false,
    },
    cost: c.cost + 1.5,
  }));
}
