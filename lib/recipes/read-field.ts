import { escapeRegExp } from '../shared/escape-reg-exp';
import { compareForm, fold, shapeOf, squash } from './page-text';
import { lineMates, readsWholeElement } from './line-mates';
import { itemPlaces, pickReads, readElement, runPick, type PageView } from './read';
import type { FieldRule, ValuePick } from './recipe';
import { sameReading } from './same-reading';

/** What reading one field gave: its values (and where from), or why it could not be read. */
export type FieldOutcome =
  { values: string[]; from?: ReadFrom } | { missing: true } | { ambiguous: number } | { conflict: [string, string] };

/**
 * Where a field's values came from, so checks after the reading need not run its picks again:
 * each reading that gave them, with the elements it read, and whether the first reading found
 * nothing (a backup reading standing alone).
 */
export interface ReadFrom {
  reads: Array<{ pick: ValuePick; places: Element[] }>;
  backupAlone: boolean;
}

export type FieldReading = Pick<FieldRule, 'picks' | 'split' | 'slots' | 'distinct' | 'pool'> &
  Partial<Pick<FieldRule, 'array' | 'joinWords' | 'unsplit' | 'shape' | 'letters'>>;

/**
 * A short lower-case word between two words: how a list is joined in many languages ("and",
 * "und", "et", "y", "e"), whatever the language.
 */
export const JOIN_WORD = /\p{L}\s+\p{Ll}{1,4}\s+\p{L}/u;

/** Splits one text at the separators learned between values ("A, B and C"). */
export function splitValues(text: string, separators: string[]): string[] {
  if (separators.length === 0) return [text];
  const parts = separators.map((sep) =>
    /^[\p{L}]+$/u.test(sep) ? `\\s+${escapeRegExp(sep)}\\s+` : `\\s*${escapeRegExp(sep)}\\s*`,
  );
  return text
    .split(new RegExp(parts.join('|'), 'u'))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Reads a field: the first pick that finds something gives the values; every later pick that
 * also finds something must agree (two independent ways to the same value are the cheapest
 * guard against a selector that now points somewhere else).
 */
export function readField(
  view: PageView,
  rule: FieldReading,
  root: Element | null = null,
  furniture?: ReadonlySet<string>,
): FieldOutcome {
  const outcome = readAll(view, rule, root, furniture);
  if (!('values' in outcome)) return outcome;
  if (rule.pool && rule.slots?.length) {
    const pool = pooled(outcome.values, rule.pool);
    return 'values' in pool ? { ...pool, from: outcome.from } : pool;
  }
  return rule.distinct ? { values: once(outcome.values, compareForm), from: outcome.from } : outcome;
}

/** Each value once, in reading order, two values being the same when `key` says so. */
function once(values: string[], key: (value: string) => string): string[] {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(key(v)) && Boolean(seen.add(key(v))));
}

function pooled(
  values: string[],
  pool: NonNullable<FieldRule['pool']>,
): { values: string[] } | { conflict: [string, string] } {
  const exact = once(values, squash);
  if (pool === 'exact') return { values: exact };
  const folded = once(values, compareForm);
  // Learned from answers that never told "Acme" and "ACME" apart or together: refuse to guess.
  if (pool === 'unsure' && folded.length !== exact.length) return { conflict: [exact.join(', '), folded.join(', ')] };
  return { values: folded };
}

/**
 * `furniture`: the template's own words, folded (`recipe.fixedTexts`): a reading that finds only
 * those is pointed at page furniture (a cart button that took the size buttons' class) and reads
 * nothing here, like a reading that finds nothing.
 */
function readAll(
  view: PageView,
  rule: FieldReading,
  root: Element | null,
  furniture: ReadonlySet<string> | undefined,
): FieldOutcome {
  if (rule.slots && rule.slots.length > 0) {
    const values: string[] = [];
    const from: ReadFrom = { reads: [], backupAlone: false };
    for (const slot of rule.slots) {
      const got = runPick(view, slot, root);
      if ('missing' in got) return got;
      if ('ambiguous' in got) return got;
      values.push(...got.values);
      from.reads.push({ pick: slot, places: got.places });
    }
    return { values, from };
  }
  const gave: Array<{ pick: ValuePick; places: Element[]; values: string[] }> = [];
  let several: FieldOutcome | null = null;
  let firstMissing = false;
  const vague: ValuePick[] = [];
  for (const [i, pick] of rule.picks.entries()) {
    const got = runPick(view, pick, root);
    // A reading that now matches several places disagrees as surely as one that reads another
    // value, unless two other readings agree on one (a reading by an attribute every colour
    // swatch has, learned where there was one swatch, beside the pressed swatch's and another).
    if ('ambiguous' in got) {
      several ??= got;
      vague.push(pick);
      continue;
    }
    if ('missing' in got) {
      if (i === 0) firstMissing = true;
      continue;
    }
    if (furniture?.size && got.values.every((v) => furniture.has(fold(v)))) continue;
    const whole = rule.array === true && readsWholeElement(pick) && got.places.length === 1 ? got.places : [];
    const mates = whole.flatMap((el) => lineMates(el, rule.split));
    const read = [...got.values, ...mates.map((el) => readElement(view, el, pick.read))];
    const values = rule.split ? read.flatMap((v) => splitValues(v, rule.split ?? [])) : read;
    gave.push({ pick, places: [...got.places, ...mates], values });
  }
  const reads = gave.map((g) => g.values);
  const [first] = reads;
  if (first === undefined) return several ?? { missing: true };
  const odd = reads.find((values) => !sameValues(values, first));
  // A backup that now matches several places, one of them reading what the first reading read
  // alone (a class every row of the facts wears, learned on a page with one such row), does not
  // disagree with it.
  const agreeing = (pick: ValuePick): boolean =>
    rule.picks[0] !== pick &&
    itemPlaces(view, pickReads(view, pick, root), pick.outside && !root).some((r) => sameValues(r.values, first));
  if (odd === undefined && several && reads.length < 2 && !(gave[0]?.pick === rule.picks[0] && vague.every(agreeing)))
    return several;
  // The page's data (JSON-LD) saying otherwise than what the page shows is stale or another
  // item's: no outline or vote settles it for the data ("10.24.40" in the data, "4.25.23-rc.2"
  // shown), and the page goes to the model.
  const isData = (g: (typeof gave)[number]): boolean => g.pick.locator.by === 'jsonld';
  const staleData = gave.some((d) => isData(d) && gave.some((g) => !isData(g) && !sameValues(g.values, d.values)));
  const most =
    odd === undefined
      ? first
      : staleData
        ? null
        : ((learnedOneAtATime(rule) ? outvoting(reads) : null) ?? shapedAlike(rule, reads));
  if (!most) return { conflict: [first.join(', '), (odd ?? first).join(', ')] };
  // The readings that gave any of the values (an outvoted or misfit reading gave none of them).
  const giving = gave.filter((g) => g.values.some((v) => most.includes(v)));
  return {
    values: most,
    from: {
      reads: giving.map(({ pick, places }) => ({ pick, places })),
      backupAlone: firstMissing && rule.picks.length > 1,
    },
  };
}

/**
 * Readings that disagree, when the field learned an outline (`shape`, from two or more differing
 * values) or that its values have letters: a backup reading whose values do not fit is in
 * another field's place now (a row's position read the publisher where the page count stood; a
 * phone number where a distance stood), and the first reading gives the value when every reading
 * that fits agrees with it. A first reading that does not fit is never outvoted by a backup that
 * does (a rating written "R" where "PG-13" was learned, a positional backup on another row): null,
 * and the page goes to the model.
 */
function shapedAlike(rule: FieldReading, reads: string[][]): string[] | null {
  if (!rule.shape && !rule.letters) return null;
  // A backup that reads more around the first reading's value ("vor 4 Tagen" around "4") shows
  // that value's own place written another way, not another field's: no outline settles it.
  const [head] = reads;
  const around = (v: string): boolean =>
    (head ?? []).some(
      (f) => v !== f && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(f)}(?![\\p{L}\\p{N}])`, 'u').test(v),
    );
  if (reads.slice(1).some((values) => values.some(around))) return null;
  const fits = (v: string): boolean =>
    (!rule.shape || shapeOf(v) === rule.shape) && (!rule.letters || /\p{L}/u.test(v));
  const fitting = reads.filter((values) => values.length > 0 && values.every(fits));
  const [first] = reads;
  if (!first || fitting[0] !== first || fitting.some((values) => !sameValues(values, first))) return null;
  return first;
}

function sameValues(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((v, i) => sameReading(v, b[i] ?? ''));
}

/**
 * An array learned from one value a page (`joinWords` or `unsplit` set without `split`: each
 * value read from one place as one text): a reading of a class the one value's element wore — the
 * selected size's — now reads that value alone where the others read every value. Two readings
 * agreeing on the values, every other reading giving some of them, outvote it; else null.
 */
function learnedOneAtATime(rule: FieldReading): boolean {
  return rule.array === true && !rule.split && (rule.joinWords === true || (rule.unsplit?.length ?? 0) > 0);
}

function outvoting(reads: string[][]): string[] | null {
  const most = reads.find((values) => reads.filter((other) => sameValues(other, values)).length >= 2);
  if (!most) return null;
  const within = (values: string[]): boolean => values.every((v) => most.some((m) => sameReading(v, m)));
  return reads.every((values) => sameValues(values, most) || (values.length < most.length && within(values)))
    ? most
    : null;
}
