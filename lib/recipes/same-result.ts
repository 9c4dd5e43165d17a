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
    // Records: the model may stop early, returning only a list's first records; the recipe
    // reads them all. Every record the model returned must be read, in order and with none
    // between or before them: a record the model left out in the middle (an ad, a pinned post,
    // a trending block built like the list) is one the recipe must leave out too.
    if (b.some((item) => item !== null && typeof item === 'object')) {
      if (a.length < b.length || b.some((record, k) => !sameResult(a[k], record, wholeLists))) return false;
      return !wholeLists || a.length === b.length;
    }
    return a.length === b.length && a.every((item, i) => sameResult(item, b[i], wholeLists));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameResult(left[key], right[key], wholeLists));
}
