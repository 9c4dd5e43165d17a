/**
 * Numbers as pages write them: "1.299,00 €", "$1,299", "1 299 kr", "1'299.50", "12.5 %".
 * A page's numbers are read with every interpretation its separators allow ("1.299" is 1299
 * in Germany and 1.299 elsewhere), so a model value matches whichever the page meant.
 */

/**
 * Digits of other scripts as ASCII, one character for one so offsets hold: Arabic-Indic
 * ("١٢٩٫٥٠", with the Arabic decimal and thousands marks), Extended Arabic-Indic (Persian,
 * Urdu) and full-width digits. A page in Arabic writes its prices so; a model answers 129.5.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\u066b\u066c]/g, (c) => {
    if (c === '\u066b') return '.';
    if (c === '\u066c') return ',';
    const code = c.charCodeAt(0);
    const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

/** A run of digits with the grouping/decimal separators pages use (incl. no-break spaces). */
const NUMBER_RUN = /\d(?:[\d.,'\u2019\u00a0\u202f\u2009 ]*\d)?/g;
const GROUP_SPACES = /[\u00a0\u202f\u2009 ']|\u2019/;

/** Every value `raw` (one number as written, without sign or currency) can stand for. */
export function readNumber(raw: string): number[] {
  const out = new Set<number>();
  const add = (text: string): void => {
    const n = Number(text);
    if (Number.isFinite(n)) out.add(n);
  };
  // Grouping by spaces or apostrophes: "1 299,50", "1'299.50".
  const compact = raw.replace(new RegExp(GROUP_SPACES.source, 'g'), (space, offset: number) =>
    /^\d{3}(?!\d)/.test(raw.slice(offset + 1)) ? '' : space,
  );
  if (/[\s'\u2019]/.test(compact)) {
    // Spaces that do not group thousands separate numbers: read each part on its own.
    for (const part of compact.split(/[\s'\u2019]+/)) for (const n of readNumber(part)) out.add(n);
    return [...out];
  }
  const dots = (compact.match(/\./g) ?? []).length;
  const commas = (compact.match(/,/g) ?? []).length;
  if (dots === 0 && commas === 0) {
    add(compact);
  } else if (dots > 0 && commas > 0) {
    // Both present: the last one is the decimal mark.
    const decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    add(compact.split(group).join('').replace(decimal, '.'));
  } else {
    const mark = dots > 0 ? '.' : ',';
    const parts = compact.split(mark);
    const grouped = parts.slice(1).every((p) => p.length === 3) || lakhGrouped(parts);
    if (parts.length > 2) {
      if (grouped) add(parts.join(''));
      // "1.2.3" is not a number: a version or a date; its parts still count.
      else for (const p of parts) add(p);
    } else {
      if (grouped) add(parts.join(''));
      add(parts.join('.'));
    }
  }
  return [...out];
}

/**
 * Grouped the Indian way, in lakhs and crores: the last group of three digits, the ones before
 * it of two ("1,23,456", "12,34,56,789").
 */
function lakhGrouped(parts: string[]): boolean {
  const last = parts.at(-1) ?? '';
  const middle = parts.slice(1, -1);
  return parts.length > 2 && last.length === 3 && middle.every((p) => p.length === 2) && (parts[0]?.length ?? 0) <= 2;
}

/** Every number written in `text`, with each reading its separators allow; signs kept. */
export function numbersIn(text: string): number[] {
  return numberRuns(text).flatMap((run) => run.values);
}

/** One numeral of a text: where it is written, and every number it can stand for. */
export interface NumberRun {
  start: number;
  end: number;
  values: number[];
}

/** The numerals of `text` in order, each with its readings (a percentage is also its fraction). */
export function numberRuns(written: string): NumberRun[] {
  const text = asciiDigits(written);
  const out: NumberRun[] = [];
  for (const whole of text.matchAll(NUMBER_RUN))
    for (const match of splitRun(whole[0], whole.index, /\p{L}/u.test(text[whole.index - 1] ?? ''))) {
      const start = match.index;
      const end = start + match[0].length;
      const previous = out.at(-1);
      // The currency sign as the decimal mark ("50€95", a French way): one figure, not two.
      if (previous && start === previous.end + 1 && signAsDecimal(text, previous, match[0], end)) {
        previous.values = previous.values.map((n) => n + Number(match[0]) / 100);
        previous.end = end;
        continue;
      }
      const negative = start > 0 && /[-\u2212]/.test(text[start - 1] ?? '') && !/\d/.test(text[start - 2] ?? '');
      const readings = readNumber(match[0]);
      const values = readings.map((n) => (negative ? -n : n));
      // A percentage is also its fraction: "20 %" backs a model's 0.2.
      if (/^\s?%/.test(text.slice(end))) for (const n of readings) values.push(n / 100);
      // A compact count is also the number it stands for: "12.4K" backs a model's 12400.
      const compact = compactSuffix(text.slice(end));
      if (compact) for (const n of values.slice()) values.push(scaled(n, compact.scale));
      out.push({ start, end, values });
    }
  return out;
}

/**
 * The word or letter after a figure that writes it in thousands, millions or billions, as counts
 * and amounts are shortened ("12.4K", "3,4 Mio.", "489 mil", "1.2 bn"), and its scale; null when
 * none follows. Letters only where no other letter follows ("5 km", "10 Minuten" are no such).
 */
const COMPACT =
  /^\s?(?:(K|k|Tsd\.?|tsd\.?|tys\.?|mil|Tausend)|(M|Mio\.?|Mill\.?|mln|millions?|Millionen)|(B|bn|Bn|Mrd\.?|Md|mld|billions?|milliards?|Milliarden))(?![\p{L}\d])/u;

export function compactSuffix(rest: string): { length: number; scale: number } | null {
  const m = COMPACT.exec(rest);
  if (!m) return null;
  return { length: m[0].length, scale: m[1] ? 1e3 : m[2] ? 1e6 : 1e9 };
}

/** A figure times a scale, without the float's tail (12.4 × 1000 is 12400, not 12400.000000000002). */
export function scaled(n: number, scale: number): number {
  return Math.round(n * scale * 1e6) / 1e6;
}

/** "50€95", "1 401€90": whole units, a currency sign, then two digits of cents that end the figure. */
function signAsDecimal(text: string, units: NumberRun, cents: string, end: number): boolean {
  return (
    /^\d{2}$/.test(cents) &&
    /^(?:\d+|\d{1,3}(?:[\u00a0\u202f .]\d{3})+)$/.test(text.slice(units.start, units.end)) &&
    /\p{Sc}/u.test(text[units.end] ?? '') &&
    !/^[\d.,]/.test(text.slice(end, end + 1))
  );
}

/**
 * A run split where a space or apostrophe does not group thousands ("$213.40 3.9 stars" is two
 * numerals, "1 299,50" one), so each numeral keeps its own place and role. A run whose first
 * digits end a word (a handle "@tamru53" before "171 k followers") groups nothing across a space:
 * those digits are the word's.
 */
function splitRun(run: string, at: number, glued = false): Array<{ 0: string; index: number }> {
  const out: Array<{ 0: string; index: number }> = [];
  let from = 0;
  for (let i = 0; i < run.length; i++) {
    if (!GROUP_SPACES.test(run[i] ?? '')) continue;
    if (!(glued && from === 0) && /^\d{3}(?!\d)/.test(run.slice(i + 1))) continue;
    const part = run.slice(from, i).trimEnd();
    if (part) out.push({ 0: part, index: at + from });
    from = i + 1;
    while (from < run.length && GROUP_SPACES.test(run[from] ?? '')) from++;
    i = from - 1;
  }
  const last = run.slice(from);
  if (last) out.push({ 0: last, index: at + from });
  return out;
}

/**
 * The number a model's value stands for, when the value is a number or a string that is
 * only a number with a currency, unit or sign ("$1,299.00", "1.299 €", "42 kg"); else null.
 */
export function numericValue(value: string | number): number[] | null {
  if (typeof value === 'number') return Number.isFinite(value) ? [value] : null;
  const text = asciiDigits(value.trim());
  const runs = [...text.matchAll(NUMBER_RUN)];
  const run = runs[0];
  if (runs.length !== 1 || !run) return null;
  // Codes are text, not numbers: "012.937.72" (not one number), or more digits than a number
  // keeps exactly (a 26-digit SKU would equal its neighbours once read as a float).
  if (!isOneNumeral(run[0]) || (run[0].match(/\d/g) ?? []).length > MAX_NUMBER_DIGITS) return null;
  const before = text.slice(0, run.index);
  const after = text.slice(run.index + run[0].length);
  // Only a currency or a short unit around it: "US$ 12", "EUR 12,50", "42 kg", "20 %".
  // "AB-12345" (a code) and "per month 12" are not numbers.
  if (!NUMBER_PREFIX.test(before) || !NUMBER_SUFFIX.test(after)) return null;
  const negative = /[-\u2212]\s*$/.test(before);
  const readings = readNumber(run[0]);
  const out = readings.map((n) => (negative ? -n : n));
  if (after.includes('%')) out.push(...readings.map((n) => n / 100));
  return out;
}

/** Significant digits a float keeps exactly: longer digit runs are identifiers. */
const MAX_NUMBER_DIGITS = 15;

/**
 * Whether a written numeral is one number: "1.299,00", "1,299", "12.5" are; "1.2.3" and
 * "012.937.72" (a separator repeated with groups that are not thousands) are not.
 */
function isOneNumeral(raw: string): boolean {
  const compact = raw.replace(new RegExp(GROUP_SPACES.source, 'g'), '');
  for (const mark of ['.', ','] as const) {
    const parts = compact.split(mark);
    const other = mark === '.' ? ',' : '.';
    if (
      parts.length > 2 &&
      !lakhGrouped(parts) &&
      !parts.slice(1).every((p, i, all) => p.length === 3 || (i === all.length - 1 && p.includes(other)))
    )
      return false;
  }
  return true;
}

const NUMBER_PREFIX = /^[-+\u2212~≈]?\s*(?:\p{Sc}|[A-Za-z]{1,3}(?:\p{Sc}|\.?\s))?\s*[-+\u2212]?$/u;
const NUMBER_SUFFIX = /^\s*(?:%|\p{Sc}|\p{L}{1,4}\.?|\p{L}{1,3}\/\p{L}{1,3})?$/u;

/** Numbers equal up to floating-point noise (a model's 19.9 against the page's "19,90"). */
export function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** A lookup key for a number: equal numbers (after float noise) share it. */
export function numberKey(n: number): string {
  // 15 significant digits: float noise goes, but a 13-digit GTIN keeps its last digit.
  return Number(n.toPrecision(15)).toString();
}
