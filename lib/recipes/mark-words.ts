import { fold } from './page-text';
import type { ValuePick } from './recipe';

/**
 * The word a reading is cut at ("camere" of "before ‘camere’"), and whether two such words are two
 * words or one in two forms. A figure before "bedrooms" and one before "beds" are two places
 * that agreed by chance; "stop" and "stops", "scalo" and "scali" are one word.
 */

/** The letters of a reading's marks, folded ("camere" of "… camere"); '' when it has none. */
export function markWord(pick: ValuePick): string {
  return fold(`${pick.before} ${pick.after}`).replace(/[^\p{L}]+/gu, '');
}

/** Letters two forms of one word share at least when neither holds the other whole ("scal"). */
const SAME_WORD_STEM = 4;

/** Whether two words are two, not one word in two forms; a missing word says nothing. */
export function otherWord(x: string, y: string): boolean {
  if (!x || !y) return false;
  let common = 0;
  while (common < Math.min(x.length, y.length) && x[common] === y[common]) common += 1;
  const shorter = Math.min(x.length, y.length);
  // One holds the other whole ("stop", "stops"), or they differ in an ending only ("scalo",
  // "scali"; "camera", "camere"), not in a stem ("beds", "bedrooms").
  return common < shorter && !(common >= shorter - 1 && common >= SAME_WORD_STEM);
}
