import { isHidden } from './visibility';

/**
 * Data tables become GFM tables; layout tables (old pages put whole articles in them) are
 * walked as ordinary blocks instead.
 */
const MAX_CELL_CHARS = 400;
const MAX_ROWS = 500;

function rowsOf(table: Element): Element[] {
  return [...table.querySelectorAll('tr')].filter((row) => row.closest('table') === table);
}

function cellsOf(row: Element): Element[] {
  return [...row.children].filter((cell) => cell.localName === 'td' || cell.localName === 'th');
}

export function isDataTable(table: Element): boolean {
  if (table.querySelector('table')) return false;
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

/** `render` turns one cell into inline Markdown (links as references, hidden parts dropped). */
export function tableToMarkdown(table: Element, render: (cell: Element) => string): string {
  const lines: string[][] = [];
  let headed = false;
  for (const row of rowsOf(table).slice(0, MAX_ROWS)) {
    if (isHidden(row)) continue;
    const cells = cellsOf(row).filter((cell) => !isHidden(cell));
    if (lines.length === 0) headed = cells.length > 0 && cells.every((cell) => cell.localName === 'th');
    const texts = cells.map((cell) => render(cell).replace(/\|/g, '\\|'));
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
