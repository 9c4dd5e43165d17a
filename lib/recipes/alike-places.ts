import { signature } from './element-signature';
import { runPick, type PageView } from './read';
import type { FieldRule } from './recipe';

/** How an array's value is written: its parent's make and its own ("LI>SPAN.scorer"). */
function make(el: Element): string {
  return `${el.parentElement ? signature(el.parentElement) : ''}>${signature(el)}`;
}

/**
 * Elements of the page made like the places an array was read from, outside them: a second
 * list of the same make (the away side's scorers beside the home side's) holds values of the
 * array too, or of another array made alike.
 */
export function alikeOutside(doc: Document, places: Element[]): Element[] {
  if (places.length === 0) return [];
  const makes = new Set(places.map(make));
  const read = new Set(places);
  return Array.from(doc.body?.querySelectorAll('*') ?? []).filter(
    (el) => !read.has(el) && makes.has(make(el)) && !places.some((p) => p.contains(el) || el.contains(p)),
  );
}

/**
 * Whether a page-level array read by a reading of many places (`many`) read, on every learning
 * page that had values, every element made like its values' places: then a page showing more of
 * them (an empty second list now filled) holds values the reading misses (`closed`).
 */
export function learnClosed(rule: FieldRule, views: PageView[], present: boolean[]): Pick<FieldRule, 'closed'> {
  const pick = rule.picks[0];
  if (!rule.array || !pick?.many || pick.locator.by === 'jsonld') return {};
  let seen = false;
  for (const [i, view] of views.entries()) {
    if (!present[i]) continue;
    const got = runPick(view, pick, null);
    if (!('values' in got)) return {};
    if (alikeOutside(view.doc, got.places).length > 0) return {};
    seen = true;
  }
  return seen ? { closed: true } : {};
}
