import { squash } from '../page-text';
import type { Locator, ValuePick } from '../recipe';
import { digits, labelLike } from './candidate';

/** The ways to cut the value out of its element's text: the marks right before and after it. */
export interface Mark {
  before: string;
  after: string;
  keep: boolean;
  cost: number;
  /** A figure stands against the value on that side (`ValuePick.figure`). */
  figure?: 'before' | 'after';
}

/** The pick that reads a value at `locator`, cut at `mark`. */
export function markPick(locator: Locator, read: ValuePick['read'], mark: Mark, many: boolean): ValuePick {
  return {
    locator,
    read,
    before: mark.before,
    after: mark.after,
    keep: mark.keep,
    ...(mark.figure ? { figure: mark.figure } : {}),
    many,
  };
}

/** The pick that reads the whole text (or attribute) of the element(s) at `locator`. */
export function wholePick(locator: Locator, read: ValuePick['read'], many = false): ValuePick {
  return { locator, read, before: '', after: '', keep: false, many };
}

/** A text that is one figure and nothing else ("215.00", "1 234,50"). */
const ONLY_FIGURE = /^\d(?:[\d.,'\u00a0\u202f ]*\d)?$/;

export function marks(elementText: string, offset: number, length: number): Mark[] {
  const lineStart = elementText.lastIndexOf('\n', offset - 1) + 1;
  let lineEnd = elementText.indexOf('\n', offset + length);
  if (lineEnd < 0) lineEnd = elementText.length;
  // A sign right before a figure is the figure's own ("+85,53"): the next page's may be "−8,59",
  // so the sign is read with the value, never taken as the mark before it.
  const prefix = elementText
    .slice(lineStart, offset)
    .replace(/(^|\s)[+\u2212-]$/u, '$1')
    .trim();
  const suffix = elementText.slice(offset + length, lineEnd).trim();
  const befores: Array<{ text: string; cost: number }> = [];
  if (prefix === '') {
    if (lineStart === 0) befores.push({ text: '', cost: 0 });
    else {
      const previous = squash(elementText.slice(elementText.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1));
      if (labelLike(previous)) befores.push({ text: previous, cost: 1 });
    }
  } else {
    if (prefix.length <= 80) befores.push({ text: prefix, cost: 0.5 });
    const lastWord = /(\S+)$/.exec(prefix)?.[1];
    if (lastWord && lastWord !== prefix && lastWord.length <= 30) befores.push({ text: lastWord, cost: 1 });
  }
  const afters: Array<{ text: string; cost: number }> = [];
  if (suffix === '') afters.push({ text: '', cost: 0 });
  else {
    // Punctuation after a value ("|", "(") is a delimiter; a word after it may be the next value.
    const firstWord = /^(\S+)/.exec(suffix)?.[1];
    const wordy = (t: string): number => (/\p{L}/u.test(t) ? 1 : 0);
    if (firstWord) afters.push({ text: firstWord, cost: 0.5 + wordy(firstWord) });
    // A figure run on by another after a sign ("25/40", "3 (12)"): the sign alone ends the value,
    // whatever the other figure is on the next record.
    // A currency sign run into digits is no such sign: "587€99" is one price, the sign its
    // decimal mark, and "€" alone would read 587.
    const sign = /^([^\p{L}\p{N}\s]{1,3})\p{N}/u.exec(suffix)?.[1];
    if (sign && !/\p{Sc}/u.test(sign)) afters.push({ text: sign, cost: 0.75 });
    if (suffix.length <= 80 && suffix !== firstWord) afters.push({ text: suffix, cost: 1 + wordy(suffix) });
  }
  const out: Mark[] = [];
  for (const b of befores) {
    for (const a of afters)
      out.push({ before: b.text, after: a.text, keep: false, cost: b.cost + a.cost + digits(b.text) + digits(a.text) });
  }
  // A value that carries its own label ("Mass: 614") is found by that label and keeps it.
  // A value written against a figure ("£215.00", "EUR 344", "1 234 €"): the figure changes from page
  // to page, so the mark is "a figure", not its digits. Nothing else may stand between them.
  if (ONLY_FIGURE.test(suffix.split(/\s+/).slice(0, 1).join('')) && /^\d/.test(suffix))
    out.push(
      ...befores.map((b) => ({ before: b.text, after: '', keep: false, cost: b.cost + 0.5, figure: 'after' as const })),
    );
  if (ONLY_FIGURE.test(prefix) && lineStart === 0)
    out.push(
      ...afters.map((a) => ({ before: '', after: a.text, keep: false, cost: a.cost + 0.5, figure: 'before' as const })),
    );
  const ownLabel = /^[^:\n\d]{1,30}:/u.exec(elementText.slice(offset, offset + length))?.[0];
  if (ownLabel && labelLike(ownLabel)) {
    for (const a of afters)
      out.push({ before: ownLabel, after: a.text, keep: true, cost: 0.25 + a.cost + digits(a.text) });
  }
  return out;
}
