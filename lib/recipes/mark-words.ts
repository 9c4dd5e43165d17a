import { fold } from './page-text';
import type { ValuePick } from './recipe';

/**
 * The word a reading is cut at ("camere" of "before ‘camere’"), and whether two such words are two
 * words or one in two forms. A figure before "bedrooms" and one before "beds" are two places
 * that agreed by chance; "stop" and "stops", "scalo" and "scali" are one word.
 */

/** The letters of a reading's marks, folded ("camere" of "… camere"); '' when it has none. */
export function markWord(pick: ValuePick): string {
  return markLetters(`${pick.before} ${pick.after}`);
}

/** A text as mark words are compared: folded letters only ("salles de bain": "sallesdebain"). */
export function markLetters(text: string): string {
  return fold(text).replace(/[^\p{L}]+/gu, '');
}

/** Letters two forms of one word share at least when neither holds the other whole ("scal"). */
const SAME_WORD_STEM = 4;

/** Whether two words are two, not one word in two forms; a missing word says nothing. */
export function otherWord(x: string, y: string): boolean {
  if (!x || !y) return false;
  const common = commonStart(x, y);
  const shorter = Math.min(x.length, y.length);
  // One holds the other whole ("stop", "stops"), or they differ in an ending only ("scalo",
  // "scali"; "camera", "camere"), not in a stem ("beds", "bedrooms").
  return common < shorter && !(common >= shorter - 1 && common >= SAME_WORD_STEM);
}

/** Letters two forms of one word may differ by at their end ("salle", "salles"; "Person", "Personen"). */
const MAX_ENDING = 2;

/**
 * Where a mark stands in `text` from `from` on, its first word written in another form ("1
 * review" where "reviews" was learned, "1 salle de bain" where "salles de bain" was): pages
 * learned from may all show one form. The words after the first stand as learned. -1 when no
 * word there is the mark's word.
 */
export function otherFormAt(text: string, mark: string, from: number): number {
  const [, head = '', rest = ''] = /^(\p{L}+)((?:[\s'\u2019-]+\p{L}+)*)$/u.exec(mark) ?? [];
  const word = fold(head);
  if (word.length < SAME_WORD_STEM) return -1;
  const tail = fold(rest);
  for (const found of text.slice(from).matchAll(/\p{L}+/gu)) {
    const other = fold(found[0]);
    const shorter = Math.min(other.length, word.length);
    const sameWord =
      shorter >= SAME_WORD_STEM &&
      Math.abs(other.length - word.length) <= MAX_ENDING &&
      commonStart(other, word) >= shorter - 1;
    const at = from + (found.index ?? 0);
    const end = at + found[0].length;
    if (sameWord && (tail === '' || fold(text.slice(end, end + rest.length)) === tail)) return at;
  }
  return -1;
}

/** How many letters two words share from their start. */
function commonStart(x: string, y: string): number {
  let common = 0;
  while (common < Math.min(x.length, y.length) && x[common] === y[common]) common += 1;
  return common;
}
