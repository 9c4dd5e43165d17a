import { createContext, useContext } from 'react';
import type { Completeness, Grounding } from '../contract';

/**
 * Which values of the shown result were not found on the page, for the table and tree to mark
 * (both read it from context, so every view of a result — popup, side panel, results tab —
 * marks the same cells). `onlyNotFound` is the filter that shows only those values.
 */
export interface GroundingMarks {
  notFound: ReadonlySet<string>;
  onlyNotFound: boolean;
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
  return `${grounding.found} of ${grounding.checked} values found on the page${dropped}`;
}

/** "120 of 120 products", "47 of ≈120 products — the rest could not be read". */
export function completenessSummary(completeness: Completeness): string {
  if (completeness.list === undefined || completeness.returned === undefined) return completeness.note;
  const name = completeness.list.split('/').pop() || 'records';
  const { returned, onPage } = completeness;
  if (onPage === null || onPage === undefined)
    return `${returned} ${name}${completeness.cutOff ? ' — the answer was cut off, the rest could not be read' : ''}`;
  if (returned >= onPage && !completeness.cutOff) return `${returned} of ${onPage} ${name}`;
  return `${returned} of ≈${onPage} ${name} — the rest could not be read`;
}
