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
  const picks = linePicks(el, root, shape);
  // Values each an element's whole text (a select's options, a list's items) are read each by
  // its element, however many the next page has and whatever their outline: the outline of one
  // answer's values ("30/32") says nothing of the next item's ("41"). Lines are for values that
  // share one element's text (an address's phones between <br>s).
  if (!ownElements(view, spans as Array<[number, number]>)) return picks;
  return picks.map((c) => ({ ...c, cost: c.cost + OWN_ELEMENTS_COST }));
}

const OWN_ELEMENTS_COST = 4;

function ownElements(view: PageView, spans: Array<[number, number]>): boolean {
  const els = spans.map(([start, end]) => {
    const el = innermostContaining(view.text, start, end);
    const range = el ? view.text.ranges.get(el) : undefined;
    return range && range.start === start && range.end === end ? el : null;
  });
  return els.every((el) => el !== null) && new Set(els).size === els.length;
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
