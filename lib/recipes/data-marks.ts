import { fold } from './page-text';
import { jsonLdValues, type PageView } from './read';

/**
 * The keys of a page's structured data (JSON-LD), as structure marks: "data:Product.aggregateRating.ratingValue".
 * A rating block built from the same component as the "customers also viewed" cards shows no
 * element the learning pages lacked, but the page's structured data gains the key: while the
 * recipe has a field it lacks on the page, a new key whose value could hold it sends the page to
 * the model, as a new block does (lib/recipes/new-blocks.ts). `DATA` alone marks a recipe that
 * keeps these marks: recipes stored before them skip the check.
 */
export const DATA = 'data:';

/** Keys deeper than this are details of an offer or a review, not a field's home. */
const MAX_DEPTH = 4;

const markOf = (type: string, path: string): string => `${DATA}${type}.${path.replace(/\.\d+(?=\.|$)/g, '')}`;

/** The page's structured-data marks (with `DATA` alone always among them). */
export function dataMarks(view: PageView): string[] {
  const out = new Set<string>([DATA]);
  for (const { type, path } of jsonLdValues(view)) if (path.split('.').length <= MAX_DEPTH) out.add(markOf(type, path));
  return [...out];
}

/**
 * The page's structured-data keys the learning pages never had whose value could hold a field the
 * served result lacks (`couldHold`, from what is left of the value once the values read are taken
 * out); none for recipes kept before data marks.
 */
export function newDataMarks(
  view: PageView,
  learned: string[],
  values: string[],
  couldHold: ((rest: string) => boolean) | undefined,
): string[] {
  const known = new Set(learned);
  if (!known.has(DATA)) return [];
  const read = new Set(values.map(fold));
  const out = new Set<string>();
  for (const { type, path, value } of jsonLdValues(view)) {
    if (path.split('.').length > MAX_DEPTH) continue;
    const mark = markOf(type, path);
    if (known.has(mark) || read.has(fold(value)) || !/[\p{L}\p{N}]/u.test(value)) continue;
    if (couldHold && !couldHold(fold(value))) continue;
    out.add(mark);
  }
  return [...out].sort();
}
