import {
  compareForm,
  innermostContaining,
  lineBefore,
  outlineParts,
  shapeOf,
  squash,
  type PageText,
} from './page-text';
import { jsonLdValues, readElement, type PageView } from './read';
import type { Locator, ValuePick } from './recipe';
import type { ScalarType } from './schema-fields';
import { anchorSelectors, candidateSelectors } from './selectors';

/**
 * Where a value lives on a page, as candidate picks with a cost (lower = more likely to hold on
 * the template's other pages). Nothing here is checked yet: learn.ts replays each candidate on
 * every learning page and keeps the ones that give the answer everywhere.
 */
export interface Candidate {
  pick: ValuePick;
  cost: number;
}

const MAX_OCCURRENCES = 12;
const LABEL_MAX = 40;
const READ_ATTRIBUTES = ['content', 'href', 'src', 'title', 'alt', 'value', 'datetime', 'aria-label'];

/** Numbers as pages write them: 1,234.56 / 1.234,56 / 87,11; the first one in a text. */
export function parseNumber(text: string): number | null {
  const match = /-?\d[\d.,\u00a0\u202f' ]*\d|-?\d/.exec(text);
  if (!match) return null;
  const raw = match[0].replace(/[\u00a0\u202f' ]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(raw);
  const whole = (decimal ? raw.slice(0, -decimal[0].length) : raw).replace(/[.,]/g, '');
  const value = Number(decimal ? `${whole}.${decimal[1]}` : whole);
  return Number.isFinite(value) ? value : null;
}

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
}

const EDGES = new WeakMap<PageText, { starts: Set<number>; ends: Set<number> }>();

/**
 * Where elements' texts start and end. Inline elements written without a space between them
 * run together in the page text ("Jun 26, 2026Apply now", as a browser shows it too); an
 * element's edge still ends a word.
 */
function elementEdges(page: PageText): { starts: Set<number>; ends: Set<number> } {
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

/** Spans of the page text where the value is written, whole words only. */
export function occurrences(
  view: PageView,
  value: string,
  type: ScalarType,
  root: Element | null,
): Array<[number, number]> {
  const { text, lower } = view.text;
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
      const trimmed = raw.replace(/[\s']+$/, '');
      if (parseNumber(trimmed) === wanted && !seen.has(at) && spans.length < MAX_OCCURRENCES) {
        seen.add(at);
        spans.push([at, at + trimmed.length]);
      }
    };
    for (const pattern of [/-?\d[\d.,\u00a0\u202f' ]*\d|-?\d/g, /-?\d[\d.,]*\d|-?\d/g]) {
      pattern.lastIndex = from;
      for (let m = pattern.exec(text); m && m.index < to && spans.length < MAX_OCCURRENCES; m = pattern.exec(text)) {
        take(m.index, m[0]);
        // Inline elements written without a space run together ("Lamp II-2" then "142,99 €"
        // reads "II-2142,99 €"): a number also starts where an element starts inside the run.
        for (let at = m.index + 1; at < m.index + m[0].length; at++) {
          if (!edges.starts.has(at)) continue;
          const rest = /^\d[\d.,\u00a0\u202f' ]*\d|^\d/.exec(text.slice(at, m.index + m[0].length));
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
    const wordStart = !isWordChar(target[0]) || !isWordChar(text[at - 1]) || edges.starts.has(at);
    const wordEnd = !isWordChar(target[target.length - 1]) || !isWordChar(text[end]) || edges.ends.has(end);
    if (wordStart && wordEnd) spans.push([at, end]);
    if (spans.length >= MAX_OCCURRENCES) break;
  }
  return spans;
}

/** Marks with digits in them are usually a neighbouring value ("6'10'", "0 Items"), not a label. */
function digits(text: string): number {
  return /\d/.test(text) ? 1.5 : 0;
}

function labelLike(text: string): boolean {
  return text.length > 0 && text.length <= LABEL_MAX && /\p{L}/u.test(text);
}

/** The ways to cut the value out of its element's text: the marks right before and after it. */
interface Mark {
  before: string;
  after: string;
  keep: boolean;
  cost: number;
}

function marks(elementText: string, offset: number, length: number): Mark[] {
  const lineStart = elementText.lastIndexOf('\n', offset - 1) + 1;
  let lineEnd = elementText.indexOf('\n', offset + length);
  if (lineEnd < 0) lineEnd = elementText.length;
  const prefix = elementText.slice(lineStart, offset).trim();
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
    if (suffix.length <= 80 && suffix !== firstWord) afters.push({ text: suffix, cost: 1 + wordy(suffix) });
  }
  const out: Mark[] = [];
  for (const b of befores) {
    for (const a of afters)
      out.push({ before: b.text, after: a.text, keep: false, cost: b.cost + a.cost + digits(b.text) + digits(a.text) });
  }
  // A value that carries its own label ("Weight: 278") is found by that label and keeps it.
  const ownLabel = /^[^:\n\d]{1,30}:/u.exec(elementText.slice(offset, offset + length))?.[0];
  if (ownLabel && labelLike(ownLabel)) {
    for (const a of afters)
      out.push({ before: ownLabel, after: a.text, keep: true, cost: 0.25 + a.cost + digits(a.text) });
  }
  return out;
}

const NTH = /:nth-of-type\(\d+\)/g;

/** Positional paths with one step's index left out, one variant per indexed step. */
function unindexed(found: Array<{ locator: Locator; cost: number }>): Array<{ locator: Locator; cost: number }> {
  const out: Array<{ locator: Locator; cost: number }> = [];
  for (const { locator, cost } of found) {
    if (locator.by !== 'css') continue;
    for (const m of locator.selector.matchAll(NTH)) {
      const selector = locator.selector.slice(0, m.index) + locator.selector.slice(m.index + m[0].length);
      out.push({ locator: { by: 'css', selector }, cost: cost + 0.5 });
    }
  }
  return out;
}

function elementLocators(
  view: PageView,
  el: Element,
  root: Element | null,
  before: string,
  many: boolean,
): Array<{ locator: Locator; cost: number }> {
  const out: Array<{ locator: Locator; cost: number }> = candidateSelectors(el, root).map((c) => ({
    locator: { by: 'css' as const, selector: c.selector },
    cost: c.cost,
  }));
  const tag = el.tagName.toLowerCase();
  // Labels read like labels ("ISBN:", "Publisher"); any other text before a value is more
  // likely a neighbouring value that changes from page to page, so it costs more.
  // A label finds only the first of several values on its line: no way to read each of many.
  // Each of many values sits at its own index of a repeated step (li:nth-of-type(2)): the same
  // path without that index reads them all, however many the next page has.
  if (many) return [...out, ...unindexed(out)];
  // The same label may also sit in another block (a second edition's "Date:"): the label
  // inside its nearest anchored blocks is tried too.
  const scopes: Array<{ within?: string; cost: number }> = [{ cost: 0 }];
  for (let up = el.parentElement; up && up !== root && scopes.length < 3; up = up.parentElement) {
    const anchor = anchorSelectors(up)[0];
    if (anchor) scopes.push({ within: anchor.selector, cost: 0.5 + anchor.cost * 0.25 });
  }
  const label = before.split('\n')[0]?.trim() ?? '';
  const line = before === '' ? lineBefore(view.text, el) : '';
  for (const scope of scopes) {
    const within = scope.within ? { within: scope.within } : {};
    if (labelLike(label)) {
      out.push({
        locator: { by: 'label', tag, label, ...within },
        cost: (label.endsWith(':') ? 1.5 : 3) + digits(label) + scope.cost,
      });
    }
    if (labelLike(line)) {
      out.push({
        locator: { by: 'after-line', tag, text: line, ...within },
        cost: (line.endsWith(':') ? 2 : 4.5) + digits(line) + scope.cost,
      });
    }
  }
  return out;
}

/** Candidate picks for a text span (one value, or several values written in one line). */
export function spanCandidates(
  view: PageView,
  start: number,
  end: number,
  root: Element | null,
  many: boolean,
): Candidate[] {
  const el = innermostContaining(view.text, start, end);
  if (!el || (root && !root.contains(el))) return [];
  const range = view.text.ranges.get(el);
  if (!range) return [];
  const raw = view.text.text.slice(range.start, range.end);
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  const out: Candidate[] = [];
  for (const mark of marks(text, start - range.start - lead, end - start)) {
    for (const { locator, cost } of elementLocators(view, el, root, mark.before, many)) {
      const pick: ValuePick = { locator, read: 'text', before: mark.before, after: mark.after, keep: mark.keep, many };
      out.push({ pick, cost: cost + mark.cost });
    }
  }
  out.push(...neighbourCandidates(view, el, start, end, root, many));
  return out;
}

/**
 * Loose text (no element of its own) read through the element right after or before it:
 * "901 Main St <a id=map>…</a>" is the text before #map.
 */
function neighbourCandidates(
  view: PageView,
  el: Element,
  start: number,
  end: number,
  root: Element | null,
  many: boolean,
): Candidate[] {
  const out: Candidate[] = [];
  const value = view.text.text.slice(start, end);
  const children = Array.from(el.children).filter((c) => view.text.ranges.has(c));
  const blank = (from: number, to: number): boolean => from <= to && view.text.text.slice(from, to).trim() === '';
  const nextChild = children.find((c) => (view.text.ranges.get(c)?.start ?? -1) >= end);
  const prevChild = [...children].reverse().find((c) => (view.text.ranges.get(c)?.end ?? Infinity) <= start);
  const anchors: Array<[Element | undefined, 'prev-text' | 'next-text']> = [
    [nextChild && blank(end, view.text.ranges.get(nextChild)?.start ?? -1) ? nextChild : undefined, 'prev-text'],
    [prevChild && blank(view.text.ranges.get(prevChild)?.end ?? Infinity, start) ? prevChild : undefined, 'next-text'],
  ];
  for (const [anchor, read] of anchors) {
    if (!anchor) continue;
    const got = readElement(view, anchor, read);
    const offset = got.toLowerCase().indexOf(value.toLowerCase());
    if (offset < 0) continue;
    for (const mark of marks(got, offset, value.length)) {
      for (const c of candidateSelectors(anchor, root)) {
        const pick: ValuePick = {
          locator: { by: 'css', selector: c.selector },
          read,
          before: mark.before,
          after: mark.after,
          keep: mark.keep,
          many,
        };
        out.push({ pick, cost: c.cost + mark.cost + 1 });
      }
    }
  }
  return out;
}

function attributeCandidates(view: PageView, value: string, root: Element | null, many: boolean): Candidate[] {
  const wanted = squash(value).toLowerCase();
  const out: Candidate[] = [];
  const scope: ParentNode = root ?? view.doc;
  let seen = 0;
  for (const el of Array.from(scope.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (!READ_ATTRIBUTES.includes(name) && !name.startsWith('data-')) continue;
      let got = squash(attr.value).toLowerCase();
      if ((name === 'href' || name === 'src') && view.baseUrl) {
        try {
          got = new URL(attr.value.trim(), view.baseUrl).href.toLowerCase();
        } catch {
          // An address that does not parse is compared as written.
        }
      }
      if (got !== wanted) continue;
      // A hidden form field holds what the page sends, not what it shows: the last place to
      // read a shown value from (its code may equal a shown value on the learning pages only).
      const hidden = el.tagName === 'INPUT' && (el.getAttribute('type') ?? '').toLowerCase() === 'hidden' ? 6 : 0;
      for (const c of candidateSelectors(el, root)) {
        out.push({
          pick: { locator: { by: 'css', selector: c.selector }, read: name, before: '', after: '', keep: false, many },
          cost: c.cost + 0.5 + hidden,
        });
      }
      seen += 1;
    }
    if (seen >= MAX_OCCURRENCES) break;
  }
  return out;
}

function jsonLdCandidates(view: PageView, value: string, many: boolean): Candidate[] {
  const wanted = squash(value).toLowerCase();
  const out: Candidate[] = [];
  for (const entry of jsonLdValues(view)) {
    if (squash(entry.value).toLowerCase() !== wanted) continue;
    out.push({
      pick: {
        locator: { by: 'jsonld', type: entry.type, path: entry.path },
        read: 'value',
        before: '',
        after: '',
        keep: false,
        many,
      },
      cost: 0.2,
    });
  }
  return out;
}

/** Every candidate way to read one value on a page (text, attributes, JSON-LD). */
export function valueCandidates(
  view: PageView,
  value: string,
  type: ScalarType,
  root: Element | null,
  many: boolean,
): Candidate[] {
  const out: Candidate[] = [];
  for (const [start, end] of occurrences(view, value, type, root))
    out.push(...spanCandidates(view, start, end, root, many));
  if (type === 'string') {
    out.push(...attributeCandidates(view, value, root, many));
    if (!root) out.push(...jsonLdCandidates(view, value, many));
  }
  return out;
}

/** The span from the first to the last value when all of them are written in order on one line. */
export function joinedSpan(
  view: PageView,
  values: string[],
  root: Element | null,
): { start: number; end: number; separators: string[] } | null {
  const first = values[0];
  if (!first || values.length < 2) return null;
  const haystack = view.text.lower ?? view.text.text;
  const fold = (v: string): string => (view.text.lower ? squash(v).toLowerCase() : squash(v));
  for (const [start, firstEnd] of occurrences(view, first, 'string', root)) {
    let at = firstEnd;
    const separators = new Set<string>();
    let ok = true;
    for (const next of values.slice(1)) {
      const found = haystack.indexOf(fold(next), at);
      const gap = found < 0 ? '' : view.text.text.slice(at, found);
      if (found < 0 || gap.length > 6 || gap.includes('\n') || /[\p{N}]/u.test(gap)) {
        ok = false;
        break;
      }
      const sep = gap.trim();
      if (sep) separators.add(sep);
      at = found + fold(next).length;
    }
    if (ok && separators.size > 0) return { start, end: at, separators: [...separators] };
  }
  return null;
}

/**
 * Values on separate lines of one block (phone numbers in an address): the block that holds
 * them all, read line by line, keeping the lines with the values' common outline.
 */
export function lineCandidates(view: PageView, values: string[], root: Element | null): Candidate[] {
  const shapes = new Set(values.map(shapeOf));
  const shape = [...shapes][0];
  if (shapes.size !== 1 || shape === undefined || !/9/.test(shape)) return [];
  const spans = values.map((v) => occurrences(view, v, 'string', root)[0]);
  if (spans.some((s) => s === undefined)) return [];
  const starts = spans.map((s) => (s as [number, number])[0]);
  const ends = spans.map((s) => (s as [number, number])[1]);
  const el = innermostContaining(view.text, Math.min(...starts), Math.max(...ends));
  if (!el || (root && !root.contains(el))) return [];
  return linePicks(el, root, shape);
}

/** The block's selectors, each read line by line: lines with the outline, or one part of each. */
function linePicks(el: Element, root: Element | null, lines: string, part?: number): Candidate[] {
  return candidateSelectors(el, root).map((c) => ({
    pick: {
      locator: { by: 'css', selector: c.selector },
      read: 'text',
      before: '',
      after: '',
      keep: false,
      lines,
      ...(part === undefined ? {} : { part }),
      many: false,
    },
    cost: c.cost + 1.5,
  }));
}

/**
 * One value that is a part of a line with a telling outline ("Towson, MD 21286" → "a, a 9"):
 * the block holding the line, read by that outline and the value's part in it. Whatever else
 * the block holds (a landmark line before the city, a link that comes and goes), the line is
 * found by its shape, not by its place among its neighbours.
 */
export function outlineCandidates(view: PageView, value: string, type: ScalarType, root: Element | null): Candidate[] {
  if (type === 'boolean') return [];
  const { text } = view.text;
  const out: Candidate[] = [];
  for (const [start, end] of occurrences(view, value, type, root)) {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    let lineEnd = text.indexOf('\n', end);
    if (lineEnd < 0) lineEnd = text.length;
    const line = squash(text.slice(lineStart, lineEnd));
    const outline = shapeOf(line);
    // Only an outline with a number and some punctuation or several runs says what the line is.
    if (!/9/.test(outline) || outline.length > 200 || (outline.match(/[a9]/g) ?? []).length < 2) continue;
    const parts = outlineParts(line);
    const wanted = compareForm(value);
    const at = parts.map(compareForm).flatMap((p, i) => (p === wanted ? [i] : []));
    if (at.length !== 1) continue;
    const el = innermostContaining(view.text, lineStart, lineEnd);
    if (!el || (root && !root.contains(el))) continue;
    out.push(...linePicks(el, root, outline, at[0]));
  }
  return out;
}
