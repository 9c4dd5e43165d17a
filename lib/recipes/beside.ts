import { itemPlaces, pickReads, type PageView } from './read';
import type { FieldRule, ValuePick } from './recipe';

/**
 * A value read as the k-th of the places its label finds (the record's own "Director:" row
 * before the same rows of other records shown below it) is right only while the record has
 * that row: on a page without it, the k-th place is another record's. Such a reading is tied
 * to another field's place on the learning pages — the levels up from its element to the
 * nearest ancestor that also holds that field's element — and a page where it is not beside
 * that field goes to the model.
 */
const MAX_UP = 8;

function byLabel(pick: ValuePick | undefined): pick is ValuePick {
  return (
    pick !== undefined && pick.item !== undefined && (pick.locator.by === 'label' || pick.locator.by === 'after-line')
  );
}

/** The element a field's first reading takes its value from on a page (none for JSON-LD or when absent). */
export function placeOf(view: PageView, pick: ValuePick): Element | null {
  if (pick.locator.by === 'jsonld') return null;
  const reads = pickReads(view, pick, null);
  const places = itemPlaces(view, reads, pick.outside);
  return (pick.item !== undefined ? places[pick.item]?.el : places[0]?.el) ?? null;
}

/** Levels up from `el` to the nearest ancestor that holds `other` (null: none within MAX_UP). */
export function levelsTo(el: Element, other: Element): number | null {
  let up = 0;
  for (let at: Element | null = el; at && up <= MAX_UP; at = at.parentElement, up += 1) {
    if (up > 0 && at.contains(other)) return up;
  }
  return null;
}

/** Ties each page-level item-by-label reading to the nearest other field read by a place of its own. */
export function besideOthers(fields: FieldRule[], views: PageView[]): void {
  for (const rule of fields) {
    const first = rule.picks[0];
    if (!byLabel(first)) continue;
    let best: { field: string; up: number } | null = null;
    for (const other of fields) {
      const pick = other.picks[0];
      if (other === rule || !pick || pick.item !== undefined || pick.locator.by === 'jsonld') continue;
      let up = 0;
      for (const view of views) {
        const el = placeOf(view, first);
        const there = placeOf(view, pick);
        const levels = el && there ? levelsTo(el, there) : null;
        if (levels === null) {
          up = -1;
          break;
        }
        up = Math.max(up, levels);
      }
      if (up > 0 && (!best || up < best.up)) best = { field: other.name, up };
    }
    if (best) rule.picks[0] = { ...first, beside: best };
  }
}

/** Whether a reading tied to another field sits beside it on this page (true when it has no tie). */
export function besideHolds(view: PageView, rule: FieldRule, fields: FieldRule[]): boolean {
  const first = rule.picks[0];
  if (!first?.beside) return true;
  const el = placeOf(view, first);
  if (!el) return true;
  const other = fields.find((f) => f.name === first.beside?.field)?.picks[0];
  const there = other ? placeOf(view, other) : null;
  if (!there) return false;
  const levels = levelsTo(el, there);
  return levels !== null && levels <= first.beside.up;
}
