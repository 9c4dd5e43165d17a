import { toTable } from './flatten';

/**
 * CSV and TSV with papaparse's quoting (fields holding the delimiter, quotes or line breaks
 * are quoted, quotes doubled). Text cells that start with = + - @ (or a tab or carriage
 * return) are prefixed with ' so a spreadsheet shows them instead of running them as
 * formulas: page text is untrusted. Done here rather than with papaparse's escapeFormulae,
 * whose check misses a formula that goes on over several lines.
 * papaparse is loaded on first use, keeping it out of the popup's start-up bundle.
 */
export async function toDelimited(data: unknown, delimiter: ',' | '\t'): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const { columns, rows } = toTable(data);
  return Papa.unparse(
    {
      fields: columns.map((c) => String(neutralise(c))),
      data: rows.map((row) => columns.map((column) => neutralise(row[column] ?? ''))),
    },
    // Neutralised cells are quoted too, as OWASP advises for CSV injection.
    { delimiter, newline: '\r\n', quotes: (value: unknown) => typeof value === 'string' && NEUTRALISED.test(value) },
  );
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEUTRALISED = /^'[=+\-@\t\r]/;

/** A text cell a spreadsheet would run as a formula, made plain text. Numbers stay numbers. */
export function neutralise(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Excel reads a CSV as the system's legacy code page unless it starts with a UTF-8 BOM. */
export const UTF8_BOM = '\uFEFF';

export function toCsv(data: unknown): Promise<string> {
  return toDelimited(data, ',');
}

/** Tab-separated text: pastes into Google Sheets, Excel and Numbers as cells. */
export function toTsv(data: unknown): Promise<string> {
  return toDelimited(data, '\t');
}
