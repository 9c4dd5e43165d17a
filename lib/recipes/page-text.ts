import { centsMark } from '../convert/cents-in-sup';
import { asciiDigits, compactSuffix, foldText } from '../grounding';

/**
 * The page's text as one string, with a line break at every block boundary and <br>, and each
 * element's range in it. One walk of the document serves every lookup a recipe makes: an
 * element's text is a slice, "the line before this element" is a search backwards, and where
 * a value sits is a string search. Whitespace is collapsed the way a browser renders it.
 */
export interface TextRange {
  start: number;
  end: number;
}

export interface PageText {
  text: string;
  /** Lower-cased text when that keeps every offset (it nearly always does), else null. */
  lower: string | null;
  /** Elements in document order with their ranges (start/end exclusive of edge spaces). */
  elements: Element[];
  ranges: Map<Element, TextRange>;
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'SVG', 'IFRAME', 'OBJECT']);

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BODY',
  'BR',
  'CAPTION',
  'DD',
  'DETAILS',
  'DIALOG',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'HTML',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'OPTION',
  'P',
  'PRE',
  'SECTION',
  'SELECT',
  'SUMMARY',
  'TABLE',
  'TBODY',
  'TD',
  'TFOOT',
  'TH',
  'THEAD',
  'TITLE',
  'TR',
  'UL',
]);

/** Collapses runs of whitespace (the no-break space included) to one space, trimmed. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The form two values are compared in (lib/grounding's folding: Unicode, case, quotes, dashes, spaces). */
export const fold = foldText;

export function buildPageText(doc: Document): PageText {
  const parts: string[] = [];
  let length = 0;
  let last = '\n';
  const elements: Element[] = [];
  const ranges = new Map<Element, TextRange>();
  const push = (piece: string): void => {
    parts.push(piece);
    length += piece.length;
    last = piece[piece.length - 1] ?? last;
  };
  const lineBreak = (): void => {
    if (last === ' ') {
      // A trailing space before a line break is dropped by replacing it.
      const prev = parts.pop() ?? '';
      length -= prev.length;
      const kept = prev.slice(0, -1);
      if (kept) push(kept);
      else last = parts.length ? (parts[parts.length - 1]?.slice(-1) ?? '\n') : '\n';
    }
    if (last !== '\n') push('\n');
  };
  // Iterative (pages nest 50,000 deep; recursion would overflow the stack): each element is
  // visited twice, on the way in (its start) and on the way out (its range, its line break).
  // `seen` stops a cycle a page could build by clobbering a form's `nextSibling`.
  type Visit = { node: Node; leave: false } | { el: Element; leave: true; start: number; block: boolean };
  const seen = new WeakSet<Node>();
  const stack: Visit[] = doc.documentElement ? [{ node: doc.documentElement, leave: false }] : [];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    if (visit.leave) {
      let end = length;
      if (last === ' ' && end > visit.start) end -= 1;
      ranges.set(visit.el, { start: visit.start, end: Math.max(visit.start, end) });
      if (visit.block) lineBreak();
      continue;
    }
    const { node } = visit;
    if (node.nodeType === 3) {
      let piece = (node.nodeValue ?? '').replace(/\s+/g, ' ');
      if (last === ' ' || last === '\n') piece = piece.replace(/^ /, '');
      if (piece) push(piece);
      continue;
    }
    if (node.nodeType !== 1) continue;
    const el = node as Element;
    const tag = String(el.tagName).toUpperCase();
    if (SKIPPED.has(tag)) continue;
    const block = BLOCKS.has(tag);
    if (block) lineBreak();
    // The same cents as the model input shows: "$14<sup>37</sup>" reads "$14.37".
    const cents = tag === 'SUP' ? centsMark(el, tail(parts)) : null;
    if (cents) push(cents);
    elements.push(el);
    stack.push({ el, leave: true, start: length, block });
    const children: Node[] = [];
    for (let child = el.firstChild; child && !seen.has(child); child = child.nextSibling) {
      seen.add(child);
      children.push(child);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i] as Node, leave: false });
  }
  const text = parts.join('');
  const lower = text.toLowerCase();
  return { text, lower: lower.length === text.length ? lower : null, elements, ranges };
}

/** About the last dozen characters of the text so far: a price split over elements is many pieces. */
function tail(parts: string[], chars = 12): string {
  let out = '';
  for (let i = parts.length - 1; i >= 0 && out.length < chars; i--) out = parts[i] + out;
  return out;
}

/** The element's text with its line breaks, trimmed. */
export function elementText(page: PageText, el: Element): string {
  const range = page.ranges.get(el);
  if (!range) return '';
  return page.text.slice(range.start, range.end).replace(/^[\s]+|[\s]+$/g, '');
}

/** The last non-empty line of text before the element (its visual label, often). */
export function lineBefore(page: PageText, el: Element): string {
  const range = page.ranges.get(el);
  if (!range) return '';
  let end = range.start;
  while (end > 0 && /\s/.test(page.text[end - 1] ?? '')) end -= 1;
  const from = page.text.lastIndexOf('\n', end - 1) + 1;
  return squash(page.text.slice(from, end));
}

/**
 * The innermost elements whose text holds [start, end): ranges nest, so the last element in
 * document order that still contains the span is the deepest one.
 */
export function innermostContaining(page: PageText, start: number, end: number): Element | null {
  let found: Element | null = null;
  for (const el of page.elements) {
    const range = page.ranges.get(el);
    if (!range) continue;
    if (range.start > start) break;
    if (range.end >= end) found = el;
  }
  return found;
}

/**
 * The outline of a value: each run of words → a, each number → 9, punctuation kept
 * ("List: $48,120" → "a: $9", "(555) 013-4477" → "(9) 9-9", "1 175,00 €" → "9 €").
 */
/** A number's outline with its sign left out: "−1°" and "+0,4" are written like "12°" and "0,4". */
export function numberShape(value: string): string {
  // A true minus sign (U+2212) is never a hyphen; "-" and "+" are signs only where no word or
  // figure runs into them ("4-6" is a range).
  const unsigned = value
    .replace(/\u2212(?=\d)/g, '')
    .replace(/(^|[^\p{L}\p{N}])[-+](?=\d)/gu, '$1')
    // The currency sign as the decimal mark ("254€99", a French way) writes one number.
    .replace(/(\d)\p{Sc}(\d{2})(?![\d.,])/gu, '$1.$2');
  // A compact count's scale ("1,2 Mio.", "12.4K") is part of the number it writes.
  const tail = /^([\s\S]*\d)([^\d]*)$/.exec(unsigned);
  const compact = tail && compactSuffix(tail[2] ?? '');
  return shapeOf(tail && compact && compact.length === (tail[2] ?? '').trimEnd().length ? (tail[1] ?? '') : unsigned);
}

export function shapeOf(value: string): string {
  return (
    fold(asciiDigits(value))
      // Thousands grouped by a space ("1 175,00", a no-break space folded) or an apostrophe
      // ("1'414.50", the Swiss way) are one number.
      // Not a figure's tail after a separator: "3,2/5 387" is a rating and a count, not 5387.
      .replace(/(?<![\d.,/])\d{1,3}(?:[ ']\d{3}(?!\d))+/g, (group) => group.replace(/[ ']/g, ''))
      // A whole amount's dash ("1'180.–", "1 299,-") is no part of the outline.
      .replace(/(\d)[.,]-(?![\d\p{L}])/gu, '$1')
      // A rating drawn in glyphs is one mark however many stars are full ("★★★☆☆", "★★★★★").
      .replace(/[★☆✩✪✫✬✭✮✯✰⭐]+/gu, '★')
      .replace(/\p{L}+(?:[\s'’.-]+\p{L}+)*/gu, 'a')
      .replace(/\d(?:[\d.,]*\d)?/g, '9')
  );
}

/** A run of words as shapeOf counts it, in the page's own spelling (quotes and dashes as fold makes them). */
const WORD_RUN = /\p{L}+(?:[\s'\u2018\u2019\u201a\u201b\u2032\u00b4`.\u2010-\u2015\u2212-]+\p{L}+)*/gu;
/** A number as shapeOf counts it: thousands grouped by a space or an apostrophe ("23 952") are one. */
const NUMBER_RUN = /(?<![\d.,/])\d{1,3}(?:[ ']\d{3}(?!\d))+(?:[.,]\d+)*|\d(?:[\d.,]*\d)?/g;

/**
 * The runs of a value's outline (each "a" and "9" of shapeOf) as the value writes them:
 * "Upper Brackenford, QA 40417" → ["Upper Brackenford", "QA", "40417"]. Empty when the value's own
 * spelling does not split into as many runs as its outline has (a letter the folding changes),
 * so a part is never read from a line it does not fit.
 */
export function outlineParts(value: string): string[] {
  const text = squash(value);
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(WORD_RUN)) spans.push([m.index, m.index + m[0].length]);
  // Numbers are looked for outside the word runs, as shapeOf replaces words first.
  const masked = text.replace(WORD_RUN, (run) => ' '.repeat(run.length));
  for (const m of masked.matchAll(NUMBER_RUN)) {
    // A minus sign standing before a number ("−6°", not the dash of "4-6") is the number's.
    const sign = text[m.index - 1] ?? '';
    const signed = sign === '\u2212' || (sign === '-' && !/[\p{L}\p{N}]/u.test(text[m.index - 2] ?? ''));
    spans.push([signed ? m.index - 1 : m.index, m.index + m[0].length]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const runs = (shapeOf(text).match(/[a9]/g) ?? []).length;
  return spans.length === runs ? spans.map(([start, end]) => text.slice(start, end)) : [];
}

/** Compared form of a value: folded, without separators left at its edges ("555-013-4477 |"). */
export function compareForm(value: string): string {
  return fold(value).replace(/^[\s|,;:·•–—-]+|[\s|,;:·•–—-]+$/g, '');
}

/** The separators of a line of parts (a meta line: "<town> · 2,0 km from the centre", a date, a count). */
export const META_SEPARATOR = /[·•|]/u;
