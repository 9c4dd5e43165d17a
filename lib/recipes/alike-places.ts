import { parentAndOwn } from './element-signature';
import { runPick, type PageView } from './read';
import type { FieldRule } from './recipe';

/**
 * Elements of the page made like the places an array was read from, outside them: a second
 * list of the same make (the away side's scorers beside the home side's) holds values of the
 * array too, or of another array made alike.
 */
export function alikeOutside(doc: Document, places: Element[]): Element[] {
  if (places.length === 0) return [];
  const makes = new Set(places.map(parentAndOwn));
  const read = new Set(places);
  return Array.from(doc.body?.querySelectorAll('*') ?? []).filter(
    (el) => !read.has(el) && makes.has(parentAndOwn(el)) && !places.some((p) => p.contains(el) || el.contains(p)),
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
