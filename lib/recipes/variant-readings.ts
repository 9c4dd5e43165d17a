import type { FieldReading } from './read-field';
import type { ValuePick } from './recipe';

/** What one reading gives on one learning page or record: the answer, nothing, or something else. */
export type ReadingFit = 'right' | 'none' | 'wrong';

/** Readings of one value a recipe keeps at most, one per variant of the template (picks hold 4). */
const MAX_VARIANTS = 3;
/** Readings looked at for variants, cheapest first. */
const MAX_VARIANT_TRIES = 40;

/** The label a reading finds its value by, if it is one (not one item of several such places). */
export function labelOfPick(pick: ValuePick | undefined): string | null {
  if (!pick || pick.item !== undefined) return null;
  if (pick.locator.by === 'label') return pick.locator.label;
  return pick.locator.by === 'after-line' ? pick.locator.text : null;
}

export interface VariantAsk {
  /** What a reading gives on learning instance `at` (a page, or one record of a list). */
  fit: (reading: FieldReading, at: number) => ReadingFit;
  /** Whether instance `at`'s page shows `label` as a label (a header cell, a term, "Key:"). */
  isLabel: (label: string, at: number) => boolean;
  /**
   * Readings by element too, not only by label: a list's cards in two builds (one wraps the
   * card's content in one more element), where every build has many records to check each
   * reading on. A page of one item has one instance a build: a place only its build has could
   * as well be a coincidence of that page.
   */
  byElement: boolean;
}

/**
 * A template shown in variants (an A/B test, a redesign rolled out to some pages) puts one value
 * in another place: "Contract" on some pages, "Type" on others, rows in another order, a card's
 * content one level deeper. No one reading finds it on every learning page, and a reading by
 * position that does holds by coincidence (the second row held the value on both pages learned
 * from, and holds the date on the next). Each variant's reading instead, as backups of one
 * another: every one reads the answer or nothing on each learning instance, and together they
 * read every one. On use the first that finds something gives the value and any other that also
 * finds something must agree (read-field.ts): a page showing two variants' places with different
 * values goes to the model.
 *
 * A label must be one the page shows as a label: a line that merely comes before the value (the
 * last link of a sidebar list) changes from page to page, and a reading by it would find nothing
 * on the next page and call the value gone.
 *
 * `needless`: instances whose answer lacks the field (every reading that finds nothing fits them).
 */
export function variantReading(
  drafts: ReadonlyArray<{ reading: FieldReading; cost: number }>,
  instances: number,
  needless: ReadonlySet<number>,
  ask: VariantAsk,
): FieldReading | null {
  const all = [...Array(instances).keys()];
  const wanted = all.filter((at) => !needless.has(at));
  if (wanted.length < 2) return null;
  const usable = (pick: ValuePick | undefined): boolean =>
    pick !== undefined &&
    (labelOfPick(pick) !== null || (ask.byElement && pick.locator.by === 'css' && pick.item === undefined));
  const tried = drafts
    .filter((d) => d.reading.picks.length === 1 && !d.reading.slots?.length && usable(d.reading.picks[0]))
    .slice(0, MAX_VARIANT_TRIES);
  const covered = new Set<number>();
  const chosen: FieldReading[] = [];
  for (const draft of tried) {
    const first = chosen[0];
    if (first && JSON.stringify(first.split) !== JSON.stringify(draft.reading.split)) continue;
    const fits = all.map((at) => ask.fit(draft.reading, at));
    if (fits.includes('wrong')) continue;
    const reads = wanted.filter((at) => fits[at] === 'right');
    // A reading of every instance needs no partner: the single reading would have been found.
    if (reads.length === wanted.length || !reads.some((at) => !covered.has(at))) continue;
    const label = labelOfPick(draft.reading.picks[0]);
    if (label !== null && !reads.every((at) => ask.isLabel(label, at))) continue;
    chosen.push(draft.reading);
    for (const at of reads) covered.add(at);
    if (covered.size === wanted.length || chosen.length === MAX_VARIANTS) break;
  }
  const [first] = chosen;
  if (!first || covered.size < wanted.length || chosen.length < 2) return null;
  return { ...first, picks: chosen.flatMap((r) => r.picks) };
}
