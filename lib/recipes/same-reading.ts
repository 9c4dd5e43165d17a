import { parseNumber } from './locate/parse-number';
import { compareForm } from './page-text';

/**
 * Two readings of one field compared by value, not as text: "9" in the page's data and "9.0" on
 * the page are one rating, and "It&apos;s" in a JSON-LD string is "It's" on the page.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML character references left in a text (structured data written HTML-escaped), decoded. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[lower] ?? whole;
  });
}

const NUMBER = /-?\d[\d.,\u00a0\u202f' ]*\d|-?\d/;

/** The same value read two ways: equal text once folded and decoded, or one number with the same words around it. */
export function sameReading(a: string, b: string): boolean {
  const left = compareForm(decodeEntities(a));
  const right = compareForm(decodeEntities(b));
  if (left === right) return true;
  const x = parseNumber(left);
  const y = parseNumber(right);
  return x !== null && x === y && left.replace(NUMBER, '9') === right.replace(NUMBER, '9');
}
