import type { PageText } from '../page-text';
import { squash } from '../page-text';
import type { PageView } from '../read';
import type { ScalarType } from '../schema-fields';
import { MAX_OCCURRENCES } from './candidate';
import { asciiDigits, compactSuffix, isScale, wordEdge } from '../../grounding';
import { parseNumber } from './parse-number';

const EDGES = new WeakMap<PageText, { starts: Set<number>; ends: Set<number> }>();

/**
 * Where elements' texts start and end. Inline elements written without a space between them
 * run together in the page text ("Jun 26, 2026Apply now", as a browser shows it too); an
 * element's edge still ends a word.
 */
export function elementEdges(page: PageText): { starts: Set<number>; ends: Set<number> } {
  const known = EDGES.get(page);
  if (known) return known;
  const edges = { starts: new Set<number>(), ends: new Set<number>() };
  for (const range of page.ranges.values()) {
    edges.starts.add(range.start);
    edges.ends.add(range.end);
  }
  EDGES.set(page, edges);
  return edges;
}

/**
 * A run of digits written as one number grouped in thousands by spaces or apostrophes
 * ("1 423,20", "12'500") with no element starting or ending inside it: a name's number and a
 * price in elements of their own ("II-2" "142,99") stay two.
 */
function oneGroupedNumber(raw: string, at: number, edges: { starts: Set<number>; ends: Set<number> }): boolean {
  if (!/^-?\d{1,3}(?:[\u00a0\u202f\u2009'\u2019 ]\d{3})+(?:[.,]\d+)?$/.test(raw)) return false;
  for (let i = at + 1; i < at + raw.length; i++) if (edges.starts.has(i) || edges.ends.has(i)) return false;
  return true;
}

/** Spans of the page text where the value is written, whole words only. */
export function occurrences(
  view: PageView,
  value: string,
  type: ScalarType,
  root: Element | null,
): Array<[number, number]> {
  const { lower } = view.text;
  // Digits of other scripts ("٤٧٫٩٩") as ASCII, one character for one, so spans hold.
  // The minus sign ("−3.51") as a hyphen-minus, one character for one, so spans hold.
  const text =
    type === 'number' || type === 'integer' ? asciiDigits(view.text.text).replace(/\u2212/g, '-') : view.text.text;
  const bounds = root ? view.text.ranges.get(root) : undefined;
  const from = bounds?.start ?? 0;
  const to = bounds?.end ?? text.length;
  const spans: Array<[number, number]> = [];
  if (type === 'number' || type === 'integer') {
    const wanted = Number(value);
    // Spaces group thousands ("1 299,00"), but also stand between a name's number and a price
    // ("Lamp II-2 142,99 €"): numbers are read with and without them, each place once.
    const seen = new Set<number>();
    const edges = elementEdges(view.text);
    const take = (at: number, raw: string): void => {
      const trimmed = raw.replace(/[\s'\u2019]+$/, '');
      // A compact count ("12.4K") is read with its letter: the value's place runs on to it. Its
      // element may end there, the next one's word running on in the page text ("54,5 kFollowers").
      const after = at + trimmed.length;
      const edge = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((n) => edges.ends.has(after + n));
      const compact =
        compactSuffix(text.slice(after)) ??
        (edge === undefined ? null : compactSuffix(text.slice(after, after + edge)));
      const written = compact ? text.slice(at, after + compact.length) : trimmed;
      // A rating's scale ("4.5 out of 5") is never the figure itself, even where the rating is 5.
      if (isScale(text.slice(Math.max(0, at - 40), at), wanted)) return;
      if (parseNumber(written) === wanted && !seen.has(at) && spans.length < MAX_OCCURRENCES) {
        seen.add(at);
        spans.push([at, at + written.length]);
      }
    };
    // One number grouped in thousands inside one element's text ("1 423,20 EUR au total") is
    // never two: its first group is no value of its own (a room count of 1 read off a total).
    const grouped: Array<[number, number]> = [];
    const insideGrouped = (at: number, raw: string): boolean =>
      grouped.some(([start, end]) => at >= start && at + raw.length <= end && raw.length < end - start);
    // The third way: the currency sign as the decimal mark ("50€95"), its whole units grouped
    // or not ("1 419€00"). Its cents end it where an element ends, though a figure runs on in
    // the page text (a screen reader's copy and the shown one side by side: "144€95144€95").
    for (const [way, pattern] of [
      /-?\d[\d.,\u00a0\u202f\u2009'\u2019 ]*\d|-?\d/g,
      /-?\d[\d.,]*\d|-?\d/g,
      /(?:\d{1,3}(?:[\u00a0\u202f .]\d{3})+|\d+)\p{Sc}\d{2}/gu,
    ].entries()) {
      pattern.lastIndex = from;
      for (let m = pattern.exec(text); m && m.index < to && spans.length < MAX_OCCURRENCES; m = pattern.exec(text)) {
        const end = m.index + m[0].length;
        if (way === 2 && /[\d.,]/.test(text[end] ?? '') && !edges.ends.has(end)) continue;
        if (way === 0 && oneGroupedNumber(m[0], m.index, edges)) grouped.push([m.index, m.index + m[0].length]);
        if (way === 1 && insideGrouped(m.index, m[0])) continue;
        take(m.index, m[0]);
        // Inline elements written without a space run together ("Lamp II-2" then "142,99 €"
        // reads "II-2142,99 €"): a number also starts where an element starts inside the run.
        for (let at = m.index + 1; at < m.index + m[0].length; at++) {
          if (!edges.starts.has(at)) continue;
          const rest = /^\d[\d.,\u00a0\u202f\u2009'\u2019 ]*\d|^\d/.exec(text.slice(at, m.index + m[0].length));
          if (rest) take(at, rest[0]);
        }
      }
    }
    return spans.sort((a, b) => a[0] - b[0]);
  }
  const needle = squash(value);
  const haystack = lower ?? text;
  const target = lower ? needle.toLowerCase() : needle;
  if (!target) return spans;
  for (
    let at = haystack.indexOf(target, from);
    at >= 0 && at + target.length <= to;
    at = haystack.indexOf(target, at + 1)
  ) {
    const end = at + target.length;
    const edges = elementEdges(view.text);
    const wordStart = wordEdge(target[0], text[at - 1]) || edges.starts.has(at);
    const wordEnd = wordEdge(target[target.length - 1], text[end]) || edges.ends.has(end);
    if (wordStart && wordEnd) spans.push([at, end]);
    if (spans.length >= MAX_OCCURRENCES) break;
  }
  return spans;
}
