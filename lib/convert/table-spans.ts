/** Rows or columns a cell may span and still be read as spanning (beyond: a layout's, read once). */
export const MAX_SPAN = 50;

/** How many rows or columns a table cell spans: its `rowspan` / `colspan`, 1 when absent, odd or too large. */
export function spanOf(cell: Element, name: 'rowspan' | 'colspan'): number {
  const n = Number(cell.getAttribute(name) ?? '1');
  return Number.isInteger(n) && n > 1 && n <= MAX_SPAN ? n : 1;
}
