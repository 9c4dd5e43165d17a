import { cellText, columnGrids } from '../convert/column-tables';
import { compareForm } from './page-text';
import { findElements, viewPage, type PageView } from './read';

/**
 * Records that are a table's columns: a comparison grid (one column a plan or a model, one row
 * an attribute: "Price", "Storage"), a forecast whose columns are days. A record then has no
 * element of its own; its values sit in one cell of every row. To read such records like cards,
 * a copy of the page is made in which each such table is turned: one element per column, holding
 * for each row that row's header (copied) and the column's cell, as a card writes "Price: 4.50".
 * The page itself (or the parsed capture) is never changed.
 * Which tables are turned: lib/convert/column-tables.ts.
 */

export const COLUMN_MARK = 'data-quarry-column';
const TURNED_MARK = 'data-quarry-columns';
const ROW_MARK = 'data-quarry-row';
/** On each copy of a row's head in a turned column: a key, shared by every column. */
export const HEAD_MARK = 'data-quarry-head';

/** Replaces `table` (in its own document) with one element per column, as the module comment says. */
function turn(table: Element, grid: Element[][]): void {
  const doc = table.ownerDocument;
  const turned = doc.createElement('div');
  turned.setAttribute(TURNED_MARK, 'table');
  for (const name of ['class', 'id']) {
    const value = table.getAttribute(name);
    if (value) turned.setAttribute(name, value);
  }
  const width = grid[0]?.length ?? 0;
  for (let col = 1; col < width; col++) {
    const column = doc.createElement('div');
    column.setAttribute(COLUMN_MARK, 'column');
    for (const cells of grid) {
      const head = cells[0] as Element;
      const cell = cells[col] as Element;
      const row = doc.createElement('div');
      row.setAttribute(ROW_MARK, 'row');
      if (cellText(head) !== '') {
        const copy = head.cloneNode(true) as Element;
        copy.setAttribute(HEAD_MARK, 'head');
        row.appendChild(copy);
      }
      row.appendChild(cell);
      column.appendChild(row);
    }
    turned.appendChild(column);
  }
  table.parentNode?.replaceChild(turned, table);
}

/**
 * A view of a copy of the page with every table whose columns are records turned (one element
 * per column, matched by `[data-quarry-column]`); the view itself when the page has none.
 */
export function columnView(view: PageView): PageView {
  if (columnGrids(view.doc).length === 0) return view;
  const copy = view.doc.cloneNode(true) as Document;
  // Innermost first: a grid nested in another's cell is turned before the cell moves.
  for (const { table, grid } of columnGrids(copy).reverse()) turn(table, grid);
  return viewPage(copy, view.baseUrl);
}

/**
 * The row headers of the turned tables of a view (folded, each once, at most 50): what the grid's
 * rows are about. A page whose grid has a row no learning page showed ("Single sign-on") holds a
 * value no field was learned from, and goes to the model.
 */
export function rowHeads(view: PageView): string[] {
  const heads = new Set<string>();
  for (const column of findElements(view, { by: 'css', selector: `[${COLUMN_MARK}]` }, null)) {
    for (const row of Array.from(column.children))
      if (row.children.length === 2) heads.add(compareForm(row.children[0]?.textContent ?? '').slice(0, 80));
  }
  return [...heads].filter(Boolean).slice(0, 50);
}
