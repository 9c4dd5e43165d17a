import { CONCEPTS, type Concept } from './concepts';
import type { FieldNeed, FieldQuery } from './field-query';
import { keyNamesField } from './field-signals';
import { LONG_TEXT_KEYS } from './structured-data';

/**
 * The page data block (structured-data.ts) read against a short-field request: which asked
 * fields it already states, and which of its lines such a request needs.
 */

/** A reference (L3, I2), a social handle (@someone) or a bare number states no name, title or date in words. */
const NOT_WORDS = /^([LI]\d+|@\S+|[\d.,]+)$/;
/** A thing's own name ("Organization.name", "Person.name"): a site's or an author's, under its type. */
const ENTITY_NAME = /(^|\.)name$/i;
/** Each concept as a need, to tell which concept a data key names. */
const EVERY_CONCEPT: FieldNeed[] = (Object.keys(CONCEPTS) as Concept[]).map((concept) => ({
  name: concept,
  concepts: [concept],
  literal: [],
  short: true,
}));

function split(line: string): { key: string; value: string } {
  const at = line.indexOf(': ');
  return at < 0 ? { key: line, value: '' } : { key: line.slice(0, at), value: line.slice(at + 2).trim() };
}

/** The requested fields the page data states in words, under a key that names them. */
export function statedNeeds(needs: ReadonlyArray<FieldNeed>, lines: ReadonlyArray<string>): Set<FieldNeed> {
  const parsed = lines.map(split).filter((line) => line.value && !NOT_WORDS.test(line.value));
  return new Set(needs.filter((need) => parsed.some((line) => keyNamesField(need, line.key))));
}

/**
 * The lines a prunable request needs. Kept: the page's address and title, every line whose key
 * names a requested field, the names of the things the page describes, and words under keys
 * that name nothing known (a `byl` or `abstract` tag may be the only byline or standfirst).
 * Left out with the rest of the page: links, images, bare numbers (image sizes), the article's
 * text, and values under keys that name a field nobody asked for (`og:image`, a description
 * when only a date is asked).
 */
export function dataForFields(lines: ReadonlyArray<string>, query: FieldQuery): string[] {
  if (!query.prunable) return [...lines];
  const asked = new Set(query.needs.flatMap((need) => need.concepts));
  const other = EVERY_CONCEPT.filter((need) => !asked.has(need.concepts[0] as Concept));
  return lines.filter((line) => {
    const { key, value } = split(line);
    if (key === 'url' || key === 'title' || ENTITY_NAME.test(key)) return true;
    if (query.needs.some((need) => keyNamesField(need, key))) return true;
    if (NOT_WORDS.test(value) || /^(https?:)?\/\//i.test(value)) return false;
    if (LONG_TEXT_KEYS.test(key.split('.').pop() ?? '')) return false;
    return !other.some((need) => keyNamesField(need, key));
  });
}
