import { toTable } from './flatten';

/**
 * CSV and TSV with papaparse's quoting (fields holding the delimiter, quotes or line breaks
 * are quoted, quotes doubled). Text cells that start with = + - @ are prefixed with ' so a
 * spreadsheet shows them instead of running them as formulas: page text is untrusted.
 * papaparse is loaded on first use, keeping it out of the popup's start-up bundle.
 */
export async function toDelimited(data: unknown, delimiter: ',' | '\t'): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const { columns, rows } = toTable(data);
  return Papa.unparse(
    { fields: columns, data: rows.map((row) => columns.map((column) => row[column] ?? '')) },
    { delimiter, newline: '\r\n', escapeFormulae: true },
  );
}

export function toCsv(data: unknown): Promise<string> {
  return toDelimited(data, ',');
}

/** Tab-separated text: pastes into Google Sheets, Excel and Numbers as cells. */
export function toTsv(data: unknown): Promise<string> {
  return toDelimited(data, '\t');
}
