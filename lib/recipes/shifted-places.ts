import { fold, squash } from './page-text';
import { findElements, type PageView } from './read';
import type { FieldRule, ValuePick } from './recipe';

/** Texts kept at most, and the longest kept: the items a card lists beside the value. */
export const NEIGHBOURS_MAX = 12;
export const NEIGHBOUR_LENGTH = 80;

/** Where a field was answered: a page, or one list record of it. */
interface Answered {
  view: PageView;
  root: Element | null;
  /** The answer's values of the other fields, folded. */
  others?: string[];
}

/**
 * A reading by position (the second item of a card's facts) reads the next item when one before
 * it is missing: a car shown without its gearbox has "Unlimited mileage" second. The texts the
 * learning pages showed beside the place — its parent's other children of its tag — at least
 * twice, and never as the field's value, are what such a shift would read; a value read that is
 * one of them goes to the model (`neighbours`). Only for readings by position or by which match
 * of several it is: a place found by its class or label alone does not shift.
 */
export function learnNeighbours(
  pick: ValuePick | undefined,
  positional: boolean,
  answered: Answered[],
  values: string[],
): Pick<FieldRule, 'neighbours'> {
  // A reading of one match of several ("the first text marked flex") shifts as a rank does: a
  // card without the duration has its "Free cancellation" chip, of the same classes, first.
  const byMatch = pick?.item !== undefined;
  if (!pick || !(positional || byMatch) || pick.many) return {};
  const own = new Set(values.map(fold));
  const seen = new Map<string, number>();
  for (const { view, root, others } of answered) {
    const found = findElements(view, pick.locator, root);
    const place = found[pick.item ?? 0];
    const parent = place?.parentElement;
    if (!place || !parent) continue;
    const beside = byMatch ? found : Array.from(parent.children);
    for (const sibling of beside) {
      if (sibling === place || sibling.tagName !== place.tagName) continue;
      const text = fold(squash(sibling.textContent ?? ''));
      // Beside the place stand other fields' values too (the arrival beside the departure): a
      // value, not a text that stays. The other matches of a class hold any figure (another
      // time of day): there, only words that stay ("Free cancellation") are what shifts in.
      if (others?.includes(text) || (byMatch && /\p{N}/u.test(text))) continue;
      if (text && text.length <= NEIGHBOUR_LENGTH && !own.has(text)) seen.set(text, (seen.get(text) ?? 0) + 1);
    }
  }
  const neighbours = [...seen]
    .filter(([, count]) => count >= 2)
    .map(([text]) => text)
    .sort()
    .slice(0, NEIGHBOURS_MAX);
  return neighbours.length ? { neighbours } : {};
}

/** Why values read for a field are a neighbour's, the place shifted; null when none is. */
export function shiftedRead(rule: Pick<FieldRule, 'name' | 'neighbours'>, values: string[]): string | null {
  if (!rule.neighbours?.length) return null;
  const known = new Set(rule.neighbours);
  const hit = values.find((v) => known.has(fold(squash(v))));
  return hit === undefined
    ? null
    : `${rule.name} reads “${hit}”, a text the pages learned from showed beside its place, never in it`;
}
