/**
 * Merges partial results from chunks of one page or from several pages into one answer:
 * arrays are concatenated and de-duplicated (by their JSON form), objects are merged key by
 * key, and for scalars the first non-null value wins (the earliest chunk or page is the one
 * the user saw first). Keys keep the order in which they were first seen.
 */
export function mergeResults(parts: ReadonlyArray<unknown>): unknown {
  let merged: unknown = null;
  for (const part of parts) merged = mergeTwo(merged, part);
  return merged;
}

function mergeTwo(a: unknown, b: unknown): unknown {
  if (a === null || a === undefined) return b ?? null;
  if (b === null || b === undefined) return a;
  if (Array.isArray(a) && Array.isArray(b)) return dedupe([...a, ...b]);
  if (isPlainObject(a) && isPlainObject(b)) {
    const out: Record<string, unknown> = { ...a };
    for (const [key, value] of Object.entries(b)) out[key] = key in out ? mergeTwo(out[key], value) : value;
    return out;
  }
  if (typeof a === 'string' && a.trim() === '') return b;
  return a;
}

function dedupe(items: unknown[]): unknown[] {
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const item of items) {
    const key = stableKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** JSON with sorted keys, so {a,b} and {b,a} count as the same item. */
function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableKey(value[k])}`).join(',')}}`;
  }
  if (typeof value === 'string') return JSON.stringify(value.trim().replace(/\s+/g, ' '));
  return JSON.stringify(value) ?? 'null';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
