/**
 * A page's build, as the set of its elements' tag and first class ("div.price-box") and of the
 * labels it shows ("colour:", a table's header cells). A page with a mark the learning pages
 * never had (a block or a labelled value they lacked, another layout, a variant of the template)
 * is checked with the model before a recipe serves it: a field absent from every learning page
 * is learned when a page shows it, instead of being served as absent.
 */
const MAX_MARKS = 600;

export function structureMarks(doc: Document): string[] {
  const marks = new Set<string>();
  for (const el of Array.from(doc.body?.querySelectorAll('*') ?? [])) {
    const tag = el.tagName.toLowerCase();
    if (tag === 'script' || tag === 'style' || tag === 'svg' || tag === 'path') continue;
    const first = (el.getAttribute('class') ?? '').trim().split(/\s+/)[0] ?? '';
    // Generated class names (hashes, numbers) differ between builds of one page: only the tag counts.
    marks.add(first && !/\d{2}/.test(first) && first.length <= 40 ? `${tag}.${first}` : tag);
    const label = labelOf(el, tag);
    if (label) marks.add(`label:${label}`);
  }
  return [...marks].sort();
}

/** A label the element shows: a header cell or term, or a short text ending in a colon. */
function labelOf(el: Element, tag: string): string | null {
  if (el.children.length > 0) return null;
  const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  if (!text || text.length > 30 || /\d/.test(text)) return null;
  return tag === 'th' || tag === 'dt' || text.endsWith(':') ? text : null;
}

/** The marks of several pages together (the learning pages), bounded. */
export function joinMarks(sets: string[][]): string[] {
  return [...new Set(sets.flat())].sort().slice(0, MAX_MARKS);
}

/** The page's marks that the learning pages never had (none: built alike). */
export function newMarks(page: string[], learned: string[]): string[] {
  const known = new Set(learned);
  return page.filter((m) => !known.has(m));
}
