import type { ValuePick } from '../recipe';

/**
 * One way to read a value, with a cost (lower = more likely to hold on
 * the template's other pages), as every generator under lib/recipes/locate/ gives it.
 */
export interface Candidate {
  pick: ValuePick;
  cost: number;
}

/** How many places of one value are looked at, at most. */
export const MAX_OCCURRENCES = 12;
const LABEL_MAX = 40;

/** Marks with digits in them are usually a neighbouring value ("4'2'", "3 in basket"), not a label. */
export function digits(text: string): number {
  return /\d/.test(text) ? 1.5 : 0;
}

export function labelLike(text: string): boolean {
  return text.length > 0 && text.length <= LABEL_MAX && /\p{L}/u.test(text);
}
