import { elementText } from './page-text';
import type { PageView } from './read';
import type { ReadFrom } from './read-field';
import { builtLikeASibling } from './repeated-module';

/** How far up from a read element a row of records is looked for. */
const ROW_DEPTH = 5;

/**
 * Whether a reading by the line before its place ("Other offers", then the first offer's seller)
 * reads the first of several rows built alike, with that line outside the row: the first record
 * of a list under a heading. It held on the learning pages only by chance (the page's own seller
 * listed first among the offers); a fact row holding its own label ("Brand | Acme") is not this.
 */
function firstOfRows(view: PageView, place: Element, line: string): boolean {
  let row: Element | null = place;
  for (let depth = 0; row && depth < ROW_DEPTH && row !== view.doc.body; depth += 1, row = row.parentElement) {
    if (!builtLikeASibling(row)) continue;
    return !elementText(view.text, row)
      .split('\n')
      .some((text) => text.trim() === line);
  }
  return false;
}

/**
 * Whether a field's backup reading standing alone (its first reading found nothing: the item's own
 * place is gone) reads the first record of a list under a heading, no other reading giving its
 * value. The value is another record's, so the page goes to the model.
 */
export function backupReadsFirstRecord(view: PageView, from: ReadFrom | undefined): boolean {
  if (!from?.backupAlone) return false;
  return from.reads.every(({ pick: { locator }, places }) => {
    if (locator.by !== 'after-line') return false;
    return places.some((el) => firstOfRows(view, el, locator.text));
  });
}
