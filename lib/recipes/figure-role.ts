import { numberRole, rolesAgree, type ValueRole } from '../grounding';
import { between, findElements, readElement, type PageView } from './read';
import type { ValuePick } from './recipe';

/**
 * Whether each figure a reading reads keeps the role the field's values claim, by the words
 * around it where it stands: the "5" of "4.2 out of 5 stars" is a rating's scale, no count of
 * reviews, whatever count the learning page had. Readings from the page's data or by line
 * outline have no words around their value here, and pass.
 */
export function readsInRole(view: PageView, pick: ValuePick, root: Element | null, wanted: ValueRole): boolean {
  if (wanted === null || pick.locator.by === 'jsonld' || pick.lines !== undefined) return true;
  return findElements(view, pick.locator, root).every((el) => {
    const raw = readElement(view, el, pick.read);
    const value = between(raw, pick.before, pick.after, pick.keep, pick.figure);
    const run = /\d(?:[\d.,'\u00a0 ]*\d)?/.exec(value);
    if (!run) return true;
    const from = pick.before && !pick.keep ? raw.indexOf(pick.before) + pick.before.length : 0;
    const at = raw.indexOf(value, Math.max(0, from));
    if (at < 0) return true;
    const start = at + run.index;
    return rolesAgree(wanted, numberRole(raw, start, start + run[0].length));
  });
}
