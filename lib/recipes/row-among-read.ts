import { rowLabel } from './absence';
import { pickReads, type PageView } from './read';
import type { FieldRule } from './recipe';
import { repeatedModuleOf } from './repeated-module';

/**
 * The label of a page-level field's row where the page still shows it among the rows other
 * fields read here, though its reading found no place of the item's own: a profile's counts row
 * ("19 k Publications · 669 k Abonnés") whose counts are all written alike on this page reads as
 * a repeated module, as other profiles' cards do, and the field's place is left out with theirs.
 * The row labelled as on the learning pages, beside the rows that gave other fields' values, is
 * the item's: the value is there, not gone. Null where no such row is found.
 */
export function rowAmongRead(view: PageView, rule: FieldRule, readPlaces: readonly Element[]): string | null {
  const labels = rule.rowLabels ?? [];
  if (labels.length === 0 || readPlaces.length === 0) return null;
  const body = view.doc.body;
  for (const pick of [...rule.picks, ...(rule.slots ?? [])]) {
    if (pick.locator.by === 'jsonld') continue;
    for (const { el } of pickReads(view, pick)) {
      const label = el ? rowLabel(el) : null;
      if (!el || label === null || !labels.includes(label)) continue;
      const card = repeatedModuleOf(el.parentElement, body);
      const module = card?.parentElement;
      if (module && readPlaces.some((place) => module.contains(place) && !card.contains(place))) return label;
    }
  }
  return null;
}
