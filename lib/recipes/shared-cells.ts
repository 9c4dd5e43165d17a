/**
 * Values one element shows for several records:
 *   - a table's cell spanning rows (a rank tied rows share, a date heading its day's events):
 *     a covered row holds no cell of its own for that column, so a record read from its row
 *     lacks the value, and a column's place among the row's cells differs from row to row;
 *   - a description list's term heading several descriptions that are records (a date, then
 *     the day's events, each a block of its own).
 * Recipes read a copy in which each covered row holds a copy of the spanning cell at its
 * column, and each description after the first its own copy of the term, as a reader sees
 * them; the page itself (or the parsed capture) is never changed.
 */

import { spanOf } from '../convert/table-spans';

const isCell = (el: Element): boolean => /^T[DH]$/i.test(el.tagName);

/** `doc` itself when no element shows a value for several records, else a copy with each record given its own. */
export function withSharedCellsFilled(doc: Document): Document {
  // A span beyond MAX_SPAN rows is a layout table's column, not a shared value (spanOf: 1).
  const spans = Array.from(doc.querySelectorAll('td[rowspan], th[rowspan]')).some((c) => spanOf(c, 'rowspan') > 1);
  const terms = Array.from(doc.querySelectorAll('dt')).some((dt) => recordsUnder(dt).length >= 2);
  if (!spans && !terms) return doc;
  const copy = doc.cloneNode(true) as Document;
  if (spans)
    for (const group of Array.from(copy.querySelectorAll('table, thead, tbody, tfoot')))
      fillGroup(Array.from(group.children).filter((el) => /^TR$/i.test(el.tagName)));
  if (terms)
    for (const dt of Array.from(copy.querySelectorAll('dt'))) {
      const under = recordsUnder(dt);
      for (const dd of under.slice(1)) dd.parentNode?.insertBefore(dt.cloneNode(true), dd);
    }
  return copy;
}

/**
 * The descriptions after a term that are records: two or more in a row, each a block of its own
 * (two elements or more: a link and its details). A term over plain descriptions ("Authors": one
 * name each) names a field, and its descriptions stay as they are.
 */
function recordsUnder(dt: Element): Element[] {
  const out: Element[] = [];
  for (let next = dt.nextElementSibling; next && /^DD$/i.test(next.tagName); next = next.nextElementSibling) {
    if (next.children.length < 2) return [];
    out.push(next);
  }
  return out.length >= 2 ? out : [];
}

/** One run of rows (a table's body, head or foot): spans carry from row to row within it. */
function fillGroup(rows: Element[]): void {
  const pending: Array<{ cell: Element; left: number; width: number } | undefined> = [];
  for (const row of rows) {
    const cells = Array.from(row.children).filter(isCell);
    let col = 0;
    let next = 0;
    const carried = (): boolean => pending.slice(col).some((p) => p !== undefined && p.left > 0);
    while (next < cells.length || carried()) {
      const held = pending[col];
      if (held && held.left > 0) {
        const clone = held.cell.cloneNode(true) as Element;
        clone.removeAttribute('rowspan');
        row.insertBefore(clone, cells[next] ?? null);
        held.left--;
        col += held.width;
        continue;
      }
      const cell = cells[next++];
      if (!cell) {
        col++;
        continue;
      }
      const width = spanOf(cell, 'colspan');
      const height = spanOf(cell, 'rowspan');
      if (height > 1) {
        pending[col] = { cell, left: height - 1, width };
        cell.removeAttribute('rowspan');
      }
      col += width;
    }
  }
}
