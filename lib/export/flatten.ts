/**
 * Nested JSON → flat rows for spreadsheets. Paths use dots and array indexes
 * (`offers.0.seller`) so no value is lost and the column says where it came from.
 */
export type Cell = string | number | boolean;
export type FlatRow = Record<string, Cell>;

export function flattenValue(value: unknown, prefix = '', out: FlatRow = {}): FlatRow {
  if (value === null || value === undefined) {
    out[prefix || 'value'] = '';
  } else if (Array.isArray(value)) {
    if (value.length === 0) out[prefix || 'value'] = '[]';
    value.forEach((item, index) => flattenValue(item, join(prefix, String(index)), out));
  } else if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) out[prefix || 'value'] = '{}';
    for (const [key, item] of entries) flattenValue(item, join(prefix, key), out);
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out[prefix || 'value'] = value;
  } else {
    out[prefix || 'value'] = String(value);
  }
  return out;
}

function join(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

export interface Table {
  columns: string[];
  rows: FlatRow[];
}

/** Rows for a list of records; any other value becomes one row. Columns in first-seen order. */
export function toTable(data: unknown): Table {
  const items = Array.isArray(data) ? data : [data];
  const rows = items.map((item) => flattenValue(item));
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return { columns: [...seen], rows };
}
