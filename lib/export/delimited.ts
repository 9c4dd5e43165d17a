import Papa from 'papaparse';
import { toTable } from './flatten';

/**
 * CSV and TSV with papaparse's quoting (fields holding the delimiter, quotes or line breaks
 * are quoted, quotes doubled). Text cells that start with = + - @ are prefixed with ' so a
 * spreadsheet shows them instead of running them as formulas: page text is untrusted.
 */
export function toDelimited(data: unknown, delimiter: ',' | '\t'): string {
  const { columns, rows } = toTable(data);
  return Papa.unparse(
    { fields: columns, data: rows.map((row) => columns.map((column) => row[column] ?? '')) },
    { delimiter, newline: '\r\n', escapeFormulae: true },
  );
}

export function toCsv(data: unknown): string {
  return toDelimited(data, ',');
}

/** Tab-separated text: pastes into Google Sheets, Excel and Numbers as cells. */
export function toTsv(data: unknown): string {
  return toDelimited(data, '\t');
}
