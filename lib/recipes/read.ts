import { parseJsonLd } from '../convert/structured-data';
import { otherBlock } from '../grounding';
import {
  buildPageText,
  elementText,
  fold,
  lineBefore,
  numberShape,
  outlineParts,
  shapeOf,
  squash,
  type PageText,
} from './page-text';
import type { Locator, ValuePick } from './recipe';
import { otherFormAt } from './mark-words';
import { inRepeatedModule } from './repeated-module';
import { decodeEntities } from './same-reading';
import { unboundedSelector } from './selector-cost';
import { withSharedCellsFilled } from './shared-cells';
import { inNestedAlike, mayNest } from './element-signature';

/**
 * Every selector a recipe runs goes through here: one whose matching cost is unbounded (a chain
 * of `~`, `:has()`) matches nothing instead of freezing the worker — so it is never learned
 * either, since learning keeps only candidates that find the answered value.
 */
function queryAll(scope: Document | Element, selector: string): Element[] {
  if (unboundedSelector(selector)) return [];
  try {
    return Array.from(scope.querySelectorAll(selector));
  } catch {
    return [];
  }
}

/** One parsed page as a recipe sees it: the document, its text with ranges, its JSON-LD. */
export interface PageView {
  doc: Document;
  text: PageText;
  baseUrl: string | undefined;
  jsonld: JsonLdValue[] | null;
  /** Locator results by locator, per root (learning replays thousands of candidates). */
  found: Map<string, Element[]>;
  roots: Map<Element, number>;
}

export interface JsonLdValue {
  type: string;
  path: string;
  value: string;
}

export function viewPage(doc: Document, baseUrl?: string): PageView {
  // A value one element shows for several records is read in each (shared-cells.ts).
  const read = withSharedCellsFilled(doc);
  return { doc: read, text: buildPageText(read), baseUrl, jsonld: null, found: new Map(), roots: new Map() };
}

/** Every string or number in the page's JSON-LD with the @type of its top object and its key path. */
export function jsonLdValues(view: PageView): JsonLdValue[] {
  if (view.jsonld) return view.jsonld;
  const out: JsonLdValue[] = [];
  const visit = (node: unknown, type: string, path: string, depth: number): void => {
    if (depth > 8 || out.length > 5000) return;
    if (typeof node === 'string' || typeof node === 'number') {
      // Structured data is sometimes written HTML-escaped ("It&apos;s"): read as the page shows it.
      out.push({ type, path, value: typeof node === 'string' ? decodeEntities(node) : String(node) });
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item, type, path, depth + 1);
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (depth === 0 && Array.isArray(record['@graph'])) {
        for (const item of record['@graph']) visit(item, '', '', 0);
        return;
      }
      const ownType = depth === 0 ? String(record['@type'] ?? '') : type;
      for (const [key, value] of Object.entries(record)) {
        if (key.startsWith('@')) continue;
        visit(value, ownType, path ? `${path}.${key}` : key, depth + 1);
      }
    }
  };
  for (const script of Array.from(view.doc.querySelectorAll('script[type="application/ld+json"]'))) {
    // Read as the converter and grounding read it (CDATA and comment wrappers unwrapped); a
    // block that cannot be read holds nothing a recipe can rely on.
    const parsed = parseJsonLd(script.textContent ?? '');
    if (parsed === undefined) continue;
    for (const top of Array.isArray(parsed) ? parsed : [parsed]) visit(top, '', '', 0);
  }
  view.jsonld = out;
  return out;
}

function tagMatches(el: Element, tag: string): boolean {
  return el.tagName.toLowerCase() === tag;
}

/** Drops every element that has another of the set inside it: the innermost ones are the match. */
function innermost(elements: Element[]): Element[] {
  return elements.filter((el) => !elements.some((other) => other !== el && el.contains(other)));
}

function within(view: PageView, root: Element | null, tag: string, scope: string | undefined): Element[] {
  let all = view.text.elements.filter((el) => tagMatches(el, tag));
  if (root) all = all.filter((el) => el !== root && root.contains(el));
  if (scope) {
    const blocks = queryAll(root ?? view.doc, scope);
    if (blocks.length === 0) return [];
    all = all.filter((el) => blocks.some((block) => block !== el && block.contains(el)));
  }
  return all;
}

export function findElements(view: PageView, locator: Locator, root: Element | null): Element[] {
  let rootId = 0;
  if (root) {
    rootId = view.roots.get(root) ?? view.roots.size + 1;
    view.roots.set(root, rootId);
  }
  const key = `${rootId}\u0000${JSON.stringify(locator)}`;
  const known = view.found.get(key);
  if (known) return known;
  const found = root ? ownOnly(root, locate(view, locator, root)) : locate(view, locator, null);
  view.found.set(key, found);
  return found;
}

/**
 * A record that holds records made like it (a forum post and the replies nested in it, an
 * outline's item and its sub-items): what those hold is theirs, not the record's own
 * (element-signature.ts `inNestedAlike`; an item's plain sub-list of colours stays its own).
 */
function ownOnly(root: Element, found: Element[]): Element[] {
  if (!mayNest(root)) return found;
  return found.filter((el) => !inNestedAlike(root, el));
}

function locate(view: PageView, locator: Locator, root: Element | null): Element[] {
  switch (locator.by) {
    case 'css': {
      // A list record's value written in the record's own element ("<li><h3>…</h3> $9 ★ 4.5</li>").
      if (root && locator.selector === ':scope') return [root];
      return queryAll(root ?? view.doc, locator.selector);
    }
    case 'label':
      // The label opens a line of the element ("Date:" is not found in "Review Date:").
      return innermost(
        within(view, root, locator.tag, locator.within).filter((el) =>
          elementText(view.text, el)
            .split('\n')
            .some((line) => line.trimStart().startsWith(locator.label)),
        ),
      );
    case 'after-line':
      return innermost(
        within(view, root, locator.tag, locator.within).filter(
          (el) => elementText(view.text, el) !== '' && lineBefore(view.text, el) === locator.text,
        ),
      );
    case 'jsonld':
      return [];
  }
}

/** A figure as written beside a unit or currency: digits and their separators ("1 234,50"). */
const FIGURE = /\d(?:[\d.,'\u00a0\u202f ]*\d)?/;

/**
 * The value between `before` and `after` in a text; '' when a mark is missing. `figure`: a figure
 * stands right after the value (it ends there) or right before it (it starts after it).
 */
export function between(
  text: string,
  before: string,
  after: string,
  keep = false,
  figure?: 'before' | 'after',
): string {
  let start = 0;
  if (before) {
    const at = text.indexOf(before);
    if (at < 0) return '';
    start = keep ? at : at + before.length;
  }
  if (figure === 'before') {
    const run = FIGURE.exec(text.slice(start));
    if (!run || text.slice(start, start + run.index).trim() !== '') return '';
    start += run.index + run[0].length;
  }
  let end: number;
  if (figure === 'after') {
    const run = FIGURE.exec(text.slice(start));
    if (!run) return '';
    end = start + run.index;
  } else if (after) {
    end = markAt(text, after, start);
    if (end < 0) end = otherFormAt(text, after, start);
    if (end < 0) return '';
  } else {
    // Without an end mark a value runs to the end of its line, leading line breaks skipped.
    while (start < text.length && /\s/.test(text[start] ?? '')) start += 1;
    end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
  }
  return squash(text.slice(start, end));
}

const CASED = /[\p{Lu}\p{Ll}]/u;

/**
 * Where an end mark stands from `from` on: a mark of letters written inside a word is not there
 * ("stop" inside "Nonstop", which says the number in a word of its own). -1 when it is not.
 */
function markAt(text: string, mark: string, from: number): number {
  const lettered = CASED.test(mark[0] ?? '');
  for (let at = text.indexOf(mark, from); at >= 0; at = text.indexOf(mark, at + 1))
    if (!lettered || !CASED.test(text[at - 1] ?? '')) return at;
  return -1;
}

function absolute(value: string, baseUrl: string | undefined): string {
  if (!baseUrl) return value;
  try {
    return new URL(value, baseUrl).href;
  } catch {
    return value;
  }
}

/** The loose text right next to an element, up to the nearest other element ("901 Main St <a>map</a>"). */
function siblingText(el: Element, direction: 'prev' | 'next'): string {
  const parts: string[] = [];
  for (let node = direction === 'prev' ? el.previousSibling : el.nextSibling; node && node.nodeType === 3;) {
    parts.push(node.nodeValue ?? '');
    node = direction === 'prev' ? node.previousSibling : node.nextSibling;
  }
  return squash((direction === 'prev' ? parts.reverse() : parts).join(''));
}

export function readElement(view: PageView, el: Element, read: string): string {
  if (read === 'prev-text' || read === 'next-text') return siblingText(el, read === 'prev-text' ? 'prev' : 'next');
  if (read === OWN_TEXT) return ownText(view, el);
  if (read === 'text') {
    const range = view.text.ranges.get(el);
    return range ? elementText(view.text, el) + (raisedCents(view, el, range.end)?.[1] ?? '') : '';
  }
  const raw = el.getAttribute(read);
  if (raw === null) return '';
  return read === 'href' || read === 'src' ? absolute(raw.trim(), view.baseUrl) : raw;
}

/** A reading of an element's own words: its text without the quotations it holds. */
export const OWN_TEXT = 'own-text';

/**
 * An element's text with the quotations inside it (`<blockquote>`, `<q>`) left out: a post's
 * own words after the post it quotes, read alike whether a post quotes one or not.
 */
export function ownText(view: PageView, el: Element): string {
  const range = view.text.ranges.get(el);
  if (!range) return '';
  const quotes = Array.from(el.querySelectorAll('blockquote, q'))
    .map((q) => view.text.ranges.get(q))
    .filter((r): r is NonNullable<typeof r> => r !== undefined)
    .sort((a, b) => a.start - b.start);
  let text = '';
  let at = range.start;
  for (const q of quotes) {
    if (q.start < at) continue;
    text += `${view.text.text.slice(at, q.start)} `;
    at = q.end;
  }
  text += view.text.text.slice(at, range.end);
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The cents a price's whole number goes on with in the element right after its own ("<span>22</span>
 * <sup>95</sup>", "<span>301</span><span>,50</span>", which the page text reads "22.95", "301,50"):
 * part of the number read from that element, though pages with whole prices only showed the
 * element alone. The match: what follows in the page text (an optional space, then the cents),
 * and the cents as read ([1]); null when the figure does not go on so.
 */
function raisedCents(view: PageView, el: Element, end: number): RegExpExecArray | null {
  const next = el.nextElementSibling;
  if (!next || !/\d$/.test(view.text.text.slice(Math.max(0, end - 1), end))) return null;
  // The next element holds the cents alone (with their separator or after it).
  if (next.tagName.toUpperCase() !== 'SUP' && !/^\s*[.,]?\d\d\s*$/.test(next.textContent ?? '')) return null;
  return /^\s?([.,]\d\d)(?!\d)/.exec(view.text.text.slice(end, end + 5));
}

/**
 * Whether the number an element shows is cut from a larger figure the page writes across
 * elements: the page text goes on with a separator and a digit right after what is read from it
 * ("1" then ".279"), or a digit and a separator stand right before it. Cents read with it
 * (raisedCents) are part of what is read.
 */
export function cutFigure(view: PageView, el: Element): boolean {
  const range = view.text.ranges.get(el);
  if (!range || range.end <= range.start) return false;
  const text = view.text.text;
  const own = text.slice(range.start, range.end);
  const end = range.end + (raisedCents(view, el, range.end)?.[0].length ?? 0);
  return (
    (/\d$/.test(own) && /^[.,]\d/.test(text.slice(end, end + 2))) ||
    (/^\d/.test(own) && /\d[.,]$/.test(text.slice(Math.max(0, range.start - 2), range.start)))
  );
}

/**
 * Whether a number read from an element's text is the whole part of a figure whose decimal mark
 * is a currency sign ("587€99", a French way): the sign and two digits of cents run on right
 * after what is read, so the value is cut. The learning pages' whole prices ("27€00") read
 * right that way by chance.
 */
export function cutAtCurrency(view: PageView, pick: ValuePick, el: Element, value: string): boolean {
  const text = readElement(view, el, pick.read);
  const at = text.indexOf(value);
  return at >= 0 && /^\p{Sc}\d{2}/u.test(text.slice(at + value.length));
}

/** What one pick reads; `places`: the elements its values came from (none for a JSON-LD entry). */
export type PickOutcome = { values: string[]; places: Element[] } | { missing: true } | { ambiguous: number };

/** What a pick reads from each place it finds (an element, or a JSON-LD entry: null), places that give nothing left out. */
export function pickReads(
  view: PageView,
  pick: ValuePick,
  root: Element | null = null,
): Array<{ el: Element | null; values: string[] }> {
  let raws: Array<{ el: Element | null; raw: string }>;
  if (pick.locator.by === 'jsonld') {
    if (root) return [];
    const { type, path } = pick.locator;
    raws = jsonLdValues(view)
      .filter((v) => v.type === type && v.path === path)
      .map((v) => ({ el: null, raw: v.value }));
  } else {
    raws = findElements(view, pick.locator, root).map((el) => ({ el, raw: readElement(view, el, pick.read) }));
  }
  // One list of values per element read: a line-by-line pick gives several from one element.
  return raws
    .map(({ el, raw }) => ({
      el,
      values: (pick.lines === undefined
        ? [between(raw, pick.before, pick.after, pick.keep, pick.figure)]
        : raw
            .split('\n')
            .map(squash)
            .filter((line) => sameOutline(line, pick.lines as string))
            .map((line) => (pick.part === undefined ? line : (outlineParts(line)[pick.part] ?? '')))
      ).filter((v) => v !== ''),
    }))
    .filter((read) => read.values.length > 0);
}

/** A line written in the learned outline, a number's sign aside ("−6° / −9°" as "9° / 9°"). */
export function sameOutline(line: string, outline: string): boolean {
  return shapeOf(line) === outline || numberShape(line) === numberShape(outline);
}

/**
 * The places a reading counts: with `outside`, those of the page's item, not of a repeated
 * module's cards nor of a block headed as other items' ("See also", "Customers also bought"),
 * which on some pages holds one such card only.
 */
export function itemPlaces(
  view: PageView,
  reads: Array<{ el: Element | null; values: string[] }>,
  outside: boolean | undefined,
): Array<{ el: Element | null; values: string[] }> {
  // From the place's parent up: two alike spans side by side (a currency and its amount) are
  // not a module; the card they sit in is.
  return outside
    ? reads.filter(
        (read) =>
          read.el === null ||
          (!inRepeatedModule(read.el.parentElement, view.doc.body) && !otherBlock(read.el, view.doc.body)),
      )
    : reads;
}

/** The places a reading counts, the texts it passes over (`pass`) left out. */
export function countedReads(
  view: PageView,
  pick: ValuePick,
  root: Element | null,
): Array<{ el: Element | null; values: string[] }> {
  const reads = itemPlaces(view, pickReads(view, pick, root), pick.outside && !root);
  const passed = new Set(pick.pass ?? []);
  return passed.size === 0
    ? reads
    : reads.filter((read) => !(read.values.length === 1 && passed.has(fold(squash(read.values[0] as string)))));
}

export function runPick(view: PageView, pick: ValuePick, root: Element | null = null): PickOutcome {
  const reads = countedReads(view, pick, root);
  if (reads.length === 0) return { missing: true };
  const placesOf = (used: typeof reads): Element[] => used.flatMap(({ el }) => (el ? [el] : []));
  if (pick.item !== undefined) {
    const at = reads[pick.item];
    return at ? { values: at.values, places: placesOf([at]) } : { missing: true };
  }
  const perElement = reads.map((read) => read.values);
  if (!pick.many && perElement.length > 1) {
    // The same value reached twice (a header repeated in a footer) is still one value.
    const distinct = new Set(perElement.map((list) => list.join('\u0000')));
    if (distinct.size > 1) return { ambiguous: perElement.length };
  }
  const values = pick.many ? perElement.flat() : (perElement[0] as string[]);
  return { values, places: placesOf(reads) };
}
