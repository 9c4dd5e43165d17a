import { spanOf } from './table-spans';

/**
 * Tables whose columns are records: a comparison grid (one column a plan or a model, one row an
 * attribute: "Price", "Storage"), a forecast whose columns are days. A table is one when its
 * first column is the rows' headers: every row's first cell is a header cell (`<th>`, role
 * rowheader or columnheader) or empty (the corner), at least two rows name something there, and
 * every row has the same number of cells, three or more. A row of one cell spanning the table (a
 * section heading: "Features") names a group of rows, no column's value, and is left out.
 * Recipes read such records through a turned copy (lib/recipes/column-records.ts); grounding
 * takes a record's column as its card (lib/grounding/record-cards.ts).
 */

const TABLE_ROLES = new Set(['table', 'grid', 'treegrid']);
const CELL_ROLES = new Set(['cell', 'gridcell', 'rowheader', 'columnheader']);

const roleOf = (el: Element): string => (el.getAttribute('role') ?? '').trim().toLowerCase();
const isTable = (el: Element): boolean => el.tagName === 'TABLE' || TABLE_ROLES.has(roleOf(el));

/** A table's rows in order: `<tr>` of a `<table>` (not of a nested one), or role "row" under a role table. */
function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  const walk = (el: Element): void => {
    for (const child of Array.from(el.children)) {
      if (isTable(child)) continue;
      if (table.tagName === 'TABLE' ? child.tagName === 'TR' : roleOf(child) === 'row') rows.push(child);
      else walk(child);
    }
  };
  walk(table);
  return rows;
}

function cellsOf(row: Element): Element[] {
  const children = Array.from(row.children);
  return row.tagName === 'TR'
    ? children.filter((c) => c.tagName === 'TD' || c.tagName === 'TH')
    : children.filter((c) => CELL_ROLES.has(roleOf(c)));
}

const isHeader = (cell: Element): boolean =>
  cell.tagName === 'TH' || roleOf(cell) === 'rowheader' || roleOf(cell) === 'columnheader';
/** A cell's text as shown: spaces collapsed. */
export const cellText = (cell: Element): string => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The rows of a table whose columns are records, each as its cells; null when it is no such table. */
export function columnGrid(table: Element): Element[][] | null {
  const grid: Element[][] = [];
  let width = 0;
  for (const row of rowsOf(table)) {
    const cells = cellsOf(row);
    const spans = cells.map((c) => spanOf(c, 'colspan'));
    // A section heading across the table names a group of rows, no column's value.
    if (cells.length === 1 && (spans[0] ?? 1) > 1) continue;
    if (spans.some((s) => s > 1)) return null;
    if (width === 0) width = cells.length;
    if (cells.length !== width) return null;
    grid.push(cells);
  }
  if (width < 3 || grid.length < 2) return null;
  const firsts = grid.map((cells) => cells[0] as Element);
  if (!firsts.every((c) => isHeader(c) || cellText(c) === '')) return null;
  return firsts.filter((c) => cellText(c) !== '').length >= 2 ? grid : null;
}

/** The page's tables whose columns are records (the elements of `doc` itself), each with its rows' cells. */
export function columnGrids(doc: Document): Array<{ table: Element; grid: Element[][] }> {
  const tables = Array.from(doc.querySelectorAll('table, [role="table"], [role="grid"], [role="treegrid"]'));
  return tables.flatMap((table) => {
    const grid = columnGrid(table);
    return grid ? [{ table, grid }] : [];
  });
}

/** The page's tables whose columns are records. */
export function columnTables(doc: Document): Element[] {
  return columnGrids(doc).map((g) => g.table);
}

/** The column table an element stands in, its rows' cells, and the column of the element's cell; null when none. */
export function columnOf(el: Element): { table: Element; grid: Element[][]; column: number } | null {
  for (let at: Element | null = el; at; at = at.parentElement) {
    if (!isTable(at)) continue;
    const grid = columnGrid(at);
    if (!grid) return null;
    for (const cells of grid) {
      const column = cells.findIndex((c) => c === el || c.contains(el));
      if (column >= 0) return { table: at, grid, column };
    }
    return null;
  }
  return null;
}
