import { escapeRegExp } from '../shared/escape-reg-exp';
import { compareForm, squash } from './page-text';
import { runPick, type PageView } from './read';
import type { FieldRule } from './recipe';
import { sameReading } from './same-reading';

/** What reading one field gave: its values, or why it could not be read. */
export type FieldOutcome =
  { values: string[] } | { missing: true } | { ambiguous: number } | { conflict: [string, string] };

export type FieldReading = Pick<FieldRule, 'picks' | 'split' | 'slots' | 'distinct' | 'pool'>;

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
export function readField(view: PageView, rule: FieldReading, root: Element | null = null): FieldOutcome {
  const outcome = readAll(view, rule, root);
  if (!('values' in outcome)) return outcome;
  if (rule.pool && rule.slots?.length) return pooled(outcome.values, rule.pool);
  return rule.distinct ? { values: once(outcome.values, compareForm) } : outcome;
}

/** Each value once, in reading order, two values being the same when `key` says so. */
function once(values: string[], key: (value: string) => string): string[] {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(key(v)) && Boolean(seen.add(key(v))));
}

function pooled(values: string[], pool: NonNullable<FieldRule['pool']>): FieldOutcome {
  const exact = once(values, squash);
  if (pool === 'exact') return { values: exact };
  const folded = once(values, compareForm);
  // Learned from answers that never told "Acme" and "ACME" apart or together: refuse to guess.
  if (pool === 'unsure' && folded.length !== exact.length) return { conflict: [exact.join(', '), folded.join(', ')] };
  return { values: folded };
}

function readAll(view: PageView, rule: FieldReading, root: Element | null): FieldOutcome {
  if (rule.slots && rule.slots.length > 0) {
    const values: string[] = [];
    for (const slot of rule.slots) {
      const got = runPick(view, slot, root);
      if ('missing' in got) return got;
      if ('ambiguous' in got) return got;
      values.push(...got.values);
    }
    return { values };
  }
  let first: string[] | null = null;
  let agreeing = 0;
  let several: FieldOutcome | null = null;
  for (const pick of rule.picks) {
    const got = runPick(view, pick, root);
    // A reading that now matches several places disagrees as surely as one that reads another
    // value, unless two other readings agree on one (a reading by an attribute every colour
    // swatch has, learned where there was one swatch, beside the pressed swatch's and another).
    if ('ambiguous' in got) {
      several ??= got;
      continue;
    }
    if ('missing' in got) continue;
    const values = rule.split ? got.values.flatMap((v) => splitValues(v, rule.split ?? [])) : got.values;
    if (first === null) first = values;
    else if (values.length !== first.length || values.some((v, i) => !sameReading(v, first?.[i] ?? ''))) {
      return { conflict: [first.join(', '), values.join(', ')] };
    }
    agreeing++;
  }
  if (several && agreeing < 2) return several;
  return first === null ? { missing: true } : { values: first };
}
