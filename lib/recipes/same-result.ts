import { sameNumber } from '../grounding';
import { compareForm } from './page-text';

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The recipe's result `a` says what the model's `b` says: empty values ignored, text and
 * numbers compared as grounding does, list records of `b` all found in `a` in order (and no
 * other records in `a` when `wholeLists`).
 */
export function sameResult(a: unknown, b: unknown, wholeLists = false): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'number' && typeof b === 'number') return sameNumber(a, b);
  if (typeof a !== 'object' || typeof b !== 'object') return compareForm(String(a)) === compareForm(String(b));
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return false;
    // Records: the model may return only some of a list's records; the recipe reads them all.
    // Every record the model returned must be read, in order.
    if (b.some((item) => item !== null && typeof item === 'object')) {
      let at = 0;
      for (const record of b) {
        while (at < a.length && !sameResult(a[at], record, wholeLists)) at += 1;
        if (at === a.length) return false;
        at += 1;
      }
      return !wholeLists || a.length === b.length;
    }
    return a.length === b.length && a.every((item, i) => sameResult(item, b[i], wholeLists));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameResult(left[key], right[key], wholeLists));
}
