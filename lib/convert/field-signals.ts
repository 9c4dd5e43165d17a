import { CONCEPTS } from './concepts';
import type { FieldNeed, FieldQuery } from './field-query';

/**
 * Does a block look like it holds a value of a requested field? Each concept's own signal
 * (a price, a 8–14 digit code, a date, "By …"), and the words of field names that no signal
 * covers, matched as words ("headline", "employer").
 */
export function fieldMatcher(query: FieldQuery): (text: string) => boolean {
  const tests = new Set<RegExp>();
  const words = new Set<string>();
  for (const need of query.needs) {
    for (const concept of need.concepts) {
      const signal = CONCEPTS[concept].signal;
      if (signal) tests.add(signal);
    }
    for (const word of need.literal) words.add(word);
  }
  const literal = wordPattern([...words], true);
  if (literal) tests.add(literal);
  const all = [...tests];
  return (text) => all.some((test) => test.test(text));
}

/** A field's own words as a pattern: whole words in text, parts of names in attributes. */
function wordPattern(words: string[], whole: boolean): RegExp | null {
  const parts = words.map((word) => word.split(' ').join('[\\s_-]?'));
  if (parts.length === 0) return null;
  const body = parts.join('|');
  return whole ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'iu') : new RegExp(body, 'i');
}

function hintParts(need: FieldNeed): string[] {
  const parts = need.concepts.map((concept) => CONCEPTS[concept].hint).filter((hint) => hint !== undefined);
  const literal = wordPattern(need.literal, false);
  if (literal) parts.push(literal.source);
  return parts;
}

/** Whether a data line's key ("Product.offers.price", "og:title") names the field. */
export function keyNamesField(need: FieldNeed, key: string): boolean {
  return keyMatcher(need)(key);
}

const KEY_MATCHERS = new WeakMap<FieldNeed, (key: string) => boolean>();

/** `keyNamesField` for one field, its pattern compiled once (page data has up to 100 lines). */
export function keyMatcher(need: FieldNeed): (key: string) => boolean {
  let matcher = KEY_MATCHERS.get(need);
  if (!matcher) {
    const parts = hintParts(need);
    const pattern = parts.length > 0 ? new RegExp(parts.join('|'), 'i') : null;
    matcher = (key) => pattern !== null && pattern.test(key);
    KEY_MATCHERS.set(need, matcher);
  }
  return matcher;
}

/** Attribute names (class, id, itemprop, rel) that suggest where a requested value sits. */
export function fieldHint(query: FieldQuery): RegExp | null {
  const parts = new Set(query.needs.flatMap(hintParts));
  return parts.size > 0 ? new RegExp([...parts].join('|'), 'i') : null;
}
