import { placeOf } from './beside';
import type { PageView } from './read';
import type { FieldRule } from './recipe';

/**
 * Two fields of the page's item read at places apart (a profile's location, and its "Joined" line
 * beside it) stay apart on the template's other pages. On a page that lacks the one, its reading
 * may land on the other's block ("Joined March 2020" read as the location): its place then holds
 * the other field's place, or sits inside it, which no learning page showed. Such a page goes to
 * the model. Fields whose places nest on a learning page (a title holding the brand's span) are
 * not tied.
 */
function nested(a: Element, b: Element): boolean {
  return a === b || a.contains(b) || b.contains(a);
}

/** For each field read by a place of its own, the fields whose places sat apart from it on every learning page. */
export function learnApart(fields: FieldRule[], views: PageView[]): void {
  for (const rule of fields) {
    const first = rule.picks[0];
    if (!first || first.locator.by === 'jsonld' || rule.type === 'boolean') continue;
    const apart: string[] = [];
    for (const other of fields) {
      const pick = other.picks[0];
      if (other === rule || !pick || pick.locator.by === 'jsonld' || other.type === 'boolean') continue;
      let seen = 0;
      let together = false;
      for (const view of views) {
        const el = placeOf(view, first);
        const there = placeOf(view, pick);
        if (!el || !there) continue;
        seen += 1;
        if (nested(el, there)) together = true;
      }
      if (seen > 0 && !together) apart.push(other.name);
    }
    if (apart.length > 0) rule.apart = apart;
  }
}

/** The first field read here at a place that holds (or sits in) the place of a field it was learned apart from. */
export function placesRunTogether(
  view: PageView,
  fields: FieldRule[],
  read: Record<string, unknown>,
): { field: string; other: string } | null {
  for (const rule of fields) {
    const first = rule.picks[0];
    if (!rule.apart || !first || !(rule.name in read)) continue;
    const el = placeOf(view, first);
    if (!el) continue;
    for (const name of rule.apart) {
      const pick = fields.find((f) => f.name === name)?.picks[0];
      const there = pick && name in read ? placeOf(view, pick) : null;
      if (there && nested(el, there)) return { field: rule.name, other: name };
    }
  }
  return null;
}
