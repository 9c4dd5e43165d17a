/** A list of records inside a result, with the path that leads to it ("" for the root). */
export interface RecordList {
  path: string;
  label: string;
  items: Record<string, unknown>[];
}

const MAX_DEPTH = 6;

/**
 * Every non-empty array of plain objects in a result, outermost first: what the results
 * table can show and what CSV exports row by row.
 */
export function findRecordLists(value: unknown): RecordList[] {
  const found: RecordList[] = [];
  walk(value, '', 0, found);
  return found;
}

function walk(value: unknown, path: string, depth: number, found: RecordList[]): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isRecord)) {
      found.push({ path, label: path || 'result', items: value });
    }
    value.forEach((item, index) => walk(item, join(path, String(index)), depth + 1, found));
    return;
  }
  for (const [key, item] of Object.entries(value)) walk(item, join(path, key), depth + 1, found);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}
