import { parseNumber } from './locate/parse-number';
import { compareForm } from './page-text';
import { decodeCharacterReferences, XML_NAMES } from '../shared/character-references';

/**
 * Two readings of one field compared by value, not as text: "9" in the page's data and "9.0" on
 * the page are one rating, and "It&apos;s" in a JSON-LD string is "It's" on the page.
 */

/** The XML names, and the no-break space a page's data may spell out. */
const NAMES = { ...XML_NAMES, nbsp: ' ' };

/** HTML character references left in a text (structured data written HTML-escaped), decoded. */
export const decodeEntities = (text: string): string => decodeCharacterReferences(text, NAMES);

/** A number with its sign: "+35.98" (a change written with its plus) and "35.98" are one figure. */
const NUMBER = /[-+]?\d[\d.,\u00a0\u202f' ]*\d|[-+]?\d/;

/** The same value read two ways: equal text once folded and decoded, or one number with the same words around it. */
export function sameReading(a: string, b: string): boolean {
  // Folding drops a minus sign: "−2°" and "2°" are two numbers, told apart before it.
  const signed = [parseNumber(decodeEntities(a)), parseNumber(decodeEntities(b))];
  if (signed[0] != null && signed[1] != null && signed[0] !== signed[1]) return false;
  const left = compareForm(decodeEntities(a));
  const right = compareForm(decodeEntities(b));
  if (left === right) return true;
  const x = parseNumber(left);
  const y = parseNumber(right);
  return x !== null && x === y && left.replace(NUMBER, '9') === right.replace(NUMBER, '9');
}
