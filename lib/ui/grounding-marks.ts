import { createContext, useContext } from 'react';
import type { Completeness, Grounding } from '../contract';
import { childPointer } from '../grounding/pointer';

/**
 * Which values of the shown result were not found on the page, for the table and tree to mark
 * (both read it from context, so every view of a result — popup, side panel, results tab —
 * marks the same cells). `onlyNotFound` is the filter that shows only those values.
 */
export interface GroundingMarks {
  notFound: ReadonlySet<string>;
  /** Values the page shows only in another role, with where ("in “Customers also bought”"). */
  misplaced?: ReadonlyMap<string, string>;
  onlyNotFound: boolean;
  /** Values found on the page, which `locate` can show there. */
  found?: ReadonlySet<string>;
  /** Shows the value at a pointer in the run's page; absent when the run has no open page. */
  locate?: (pointer: string) => void;
}

export const GroundingMarksContext = createContext<GroundingMarks>({ notFound: new Set(), onlyNotFound: false });

export function useGroundingMarks(): GroundingMarks {
  return useContext(GroundingMarksContext);
}

/** "/products/3/price" for the cell in column "price" (dot path) of row 3 of list "products". */
export function cellPointer(listPath: string, row: number, column: string): string {
  const tokens = [...(listPath ? listPath.split('.') : []), String(row), ...column.split('.')];
  return tokens.map((t) => `/${t.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** "39 of 41 values found on the page" — or why there was nothing to check. */
export function groundingSummary(grounding: Grounding): string {
  if (grounding.checked === 0)
    return grounding.unchecked.includes('') ? 'Plain text: not checked against the page' : 'No values to check';
  const dropped = grounding.dropped?.length ? ` · ${grounding.dropped.length} dropped` : '';
  const misplaced = grounding.misplaced?.length ? ` · ${grounding.misplaced.length} found elsewhere on the page` : '';
  return `${grounding.found} of ${grounding.checked} values found on the page${misplaced}${dropped}`;
}

/** "120 of 120 products", "47 of ≈120 products — the rest could not be read". */
export function completenessSummary(completeness: Completeness): string {
  if (completeness.list === undefined || completeness.returned === undefined) return completeness.note;
  const name = completeness.list.split('/').pop() || 'records';
  const { returned, onPage } = completeness;
  if (onPage === null || onPage === undefined)
    return `${returned} ${name}${completeness.cutOff ? ' — the answer was cut off, the rest could not be read' : ''}`;
  if (returned >= onPage && !completeness.cutOff) return `${returned} of ${onPage} ${name}`;
  if (completeness.confirmedEnd && completeness.complete)
    return `${returned} ${name} — asked for more, the model found none of the ≈${onPage} the page seemed to show`;
  return `${returned} of ≈${onPage} ${name} — the rest could not be read`;
}

/**
 * Pointers of the result's values that were checked and found on the page: text and number
 * leaves that grounding neither flagged nor set aside as derived (the values a user can be
 * shown on the page). Empty when the result was not checked.
 */
export function foundPointers(result: unknown, grounding: Grounding | undefined): Set<string> {
  const found = new Set<string>();
  if (!grounding || grounding.found === 0) return found;
  const skip = new Set([...grounding.notFound, ...grounding.unchecked]);
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, childPointer(pointer, i)));
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) visit(item, childPointer(pointer, key));
    else if (((typeof value === 'string' && value.trim()) || typeof value === 'number') && !skip.has(pointer))
      found.add(pointer);
  };
  visit(result, '');
  return found;
}
