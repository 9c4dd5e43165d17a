/**
 * A page's build, as the set of its elements' tag and first class ("div.price-box"). A page
 * whose build holds many marks the learning pages never had (another layout, a variant of the
 * template, an interstitial) is checked with the model before a recipe serves it.
 */
const MAX_MARKS = 400;

export function structureMarks(doc: Document): string[] {
  const marks = new Set<string>();
  for (const el of Array.from(doc.body?.querySelectorAll('*') ?? [])) {
    const tag = el.tagName.toLowerCase();
    if (tag === 'script' || tag === 'style' || tag === 'svg' || tag === 'path') continue;
    const first = (el.getAttribute('class') ?? '').trim().split(/\s+/)[0] ?? '';
    // Generated class names (hashes, numbers) differ between builds of one page: only the tag counts.
    marks.add(first && !/\d{2}/.test(first) && first.length <= 40 ? `${tag}.${first}` : tag);
  }
  return [...marks].sort();
}

/** The marks of several pages together (the learning pages), bounded. */
export function joinMarks(sets: string[][]): string[] {
  return [...new Set(sets.flat())].sort().slice(0, MAX_MARKS);
}

/** The share of the page's marks that the learning pages never had (0 = built alike). */
export function novelty(page: string[], learned: string[]): number {
  if (page.length === 0) return 0;
  const known = new Set(learned);
  return page.filter((m) => !known.has(m)).length / page.length;
}
