import { spanOf } from './table-spans';
import { isHidden } from './visibility';

/**
 * Data tables become GFM tables, `<table>` and tables built of ARIA roles alike; layout tables
 * (old pages put whole articles in them) are walked as ordinary blocks instead.
 */
const MAX_CELL_CHARS = 400;
const MAX_ROWS = 500;

/** A table built of elements with ARIA roles (role "table" or "grid", rows of role "row"), as app frameworks render them. */
const ARIA_TABLE = '[role="table"], [role="grid"], [role="treegrid"]';
const ARIA_CELLS = new Set(['cell', 'gridcell', 'rowheader', 'columnheader']);

export function isAriaTable(el: Element): boolean {
  return el.localName !== 'table' && el.matches(ARIA_TABLE);
}

function rowsOf(table: Element): Element[] {
  if (isAriaTable(table))
    return [...table.querySelectorAll('[role="row"]')].filter(
      (row) => row.parentElement?.closest(ARIA_TABLE) === table,
    );
  return [...table.querySelectorAll('tr')].filter((row) => row.closest('table') === table);
}

function cellsOf(row: Element): Element[] {
  if (row.localName !== 'tr')
    return [...row.children].filter((cell) => ARIA_CELLS.has(cell.getAttribute('role') ?? ''));
  return [...row.children].filter((cell) => cell.localName === 'td' || cell.localName === 'th');
}

const isHeaderCell = (cell: Element): boolean =>
  cell.localName === 'th' || cell.getAttribute('role') === 'columnheader';

export function isDataTable(table: Element): boolean {
  if (table.querySelector(`table, ${ARIA_TABLE}`)) return false;
  const role = table.getAttribute('role');
  if (role === 'presentation' || role === 'none') return false;
  const rows = rowsOf(table);
  if (rows.length === 0) return false;
  let cells = 0;
  for (const row of rows) {
    for (const cell of cellsOf(row)) {
      cells++;
      if ((cell.textContent ?? '').length > MAX_CELL_CHARS) return false;
      if (cell.querySelector('p, div > div, ul, ol, h1, h2, h3, form')) return false;
    }
  }
  return cells >= 2;
}

/**
 * `render` turns one cell into inline Markdown (links as references, hidden parts dropped).
 * A cell spanning rows is written in every row it covers (a rank tied rows share, a date
 * heading its day's events), and one spanning columns keeps the columns after it in place, so
 * each row reads as a reader of the table sees it.
 */
export function tableToMarkdown(table: Element, render: (cell: Element) => string): string {
  const lines: string[][] = [];
  let headed = false;
  // Per column: the text of a cell spanning down into later rows, and how many rows it has left.
  const carried: Array<{ text: string; left: number } | undefined> = [];
  for (const row of rowsOf(table).slice(0, MAX_ROWS)) {
    if (isHidden(row)) continue;
    const cells = cellsOf(row).filter((cell) => !isHidden(cell));
    if (lines.length === 0) headed = cells.length > 0 && cells.every(isHeaderCell);
    const texts: string[] = [];
    let next = 0;
    const fill = (): void => {
      for (let held = carried[texts.length]; held && held.left > 0; held = carried[texts.length]) {
        held.left--;
        texts.push(held.text);
      }
    };
    for (fill(); next < cells.length; fill()) {
      const cell = cells[next++] as Element;
      const text = render(cell).replace(/\|/g, '\\|');
      const rows = spanOf(cell, 'rowspan');
      for (let c = 0; c < spanOf(cell, 'colspan'); c++) {
        if (rows > 1) carried[texts.length] = { text: c === 0 ? text : '', left: rows - 1 };
        texts.push(c === 0 ? text : '');
      }
    }
    if (texts.some((text) => text.length > 0)) lines.push(texts);
  }
  if (lines.length === 0) return '';
  const width = Math.max(...lines.map((line) => line.length));
  if (width === 1) return lines.map((line) => line[0]).join('\n');
  const pad = (line: string[]): string[] => [...line, ...Array<string>(width - line.length).fill('')];
  const header = headed ? pad(lines.shift() ?? []) : Array<string>(width).fill('');
  const caption = table.querySelector('caption')?.textContent?.replace(/\s+/g, ' ').trim();
  const out = [
    `| ${header.join(' | ')} |`,
    `|${' --- |'.repeat(width)}`,
    ...lines.map((line) => `| ${pad(line).join(' | ')} |`),
  ];
  return caption ? `${caption}\n${out.join('\n')}` : out.join('\n');
}
