import type { Cell, FlatRow } from '../export/flatten';

/** How the results page shows a table: column order, hidden columns, sort, search, widths. */
export interface TableView {
  order: string[];
  hidden: string[];
  sort: { column: string; descending: boolean } | null;
  query: string;
  widths: Record<string, number>;
}

export const EMPTY_VIEW: TableView = { order: [], hidden: [], sort: null, query: '', widths: {} };

export interface NumberedRow {
  /** The row's place in the result's list: grounding marks and locate use it. */
  index: number;
  row: FlatRow;
}

/** The table's columns in the user's order: columns new to the data go at the end. */
export function orderedColumns(columns: readonly string[], view: TableView): string[] {
  const known = view.order.filter((c) => columns.includes(c));
  return [...known, ...columns.filter((c) => !known.includes(c))];
}

export function visibleColumns(columns: readonly string[], view: TableView): string[] {
  return orderedColumns(columns, view).filter((c) => !view.hidden.includes(c));
}

/** Rows holding the query in any of `columns` (case-insensitive), sorted as asked. */
export function shownRows(rows: readonly FlatRow[], columns: readonly string[], view: TableView): NumberedRow[] {
  const query = view.query.trim().toLocaleLowerCase();
  const numbered = rows.map((row, index) => ({ row, index }));
  const matching = query
    ? numbered.filter(({ row }) =>
        columns.some((c) =>
          String(row[c] ?? '')
            .toLocaleLowerCase()
            .includes(query),
        ),
      )
    : numbered;
  const sort = view.sort;
  if (!sort) return matching;
  const direction = sort.descending ? -1 : 1;
  // Stable: equal values keep the list's order. Empty cells go last either way.
  return [...matching].sort((a, b) => {
    const x = a.row[sort.column];
    const y = b.row[sort.column];
    const xEmpty = x === undefined || x === '';
    const yEmpty = y === undefined || y === '';
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? a.index - b.index : xEmpty ? 1 : -1;
    return direction * compareCells(x, y) || a.index - b.index;
  });
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Numbers (and text that is a plain number, like "12.5") by value, other text naturally. */
export function compareCells(x: Cell, y: Cell): number {
  const a = asNumber(x);
  const b = asNumber(y);
  if (a !== null && b !== null) return a - b;
  if (a !== null) return -1;
  if (b !== null) return 1;
  return collator.compare(String(x), String(y));
}

function asNumber(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null;
  return Number(value);
}

/** The shown rows with only the shown columns, in their order: what CSV and TSV export. */
export function projectRows(rows: readonly NumberedRow[], columns: readonly string[]): FlatRow[] {
  return rows.map(({ row }) => Object.fromEntries(columns.map((c) => [c, row[c] ?? ''])));
}

/** Moves a column one place left (-1) or right (+1) among all columns. */
export function moveColumn(columns: readonly string[], view: TableView, column: string, by: -1 | 1): string[] {
  const order = orderedColumns(columns, view);
  const from = order.indexOf(column);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, column);
  return next;
}

/** Header click: ascending, then descending, then the list's own order. */
export function nextSort(view: TableView, column: string): TableView['sort'] {
  if (view.sort?.column !== column) return { column, descending: false };
  return view.sort.descending ? null : { column, descending: true };
}
