import { cellText, columnGrids, columnOf } from '../convert/column-tables';
import { buildOf } from '../shared/element-build';
import { MAX_SPAN, spanOf } from '../convert/table-spans';
import { paidMark } from './card-marks';
import { OTHER_ITEMS } from './dom-regions';
import { Evidence } from './evidence';
import { foldWords } from './fold-text';
import { numberRuns } from './numbers';
import { elementEvidence } from './page-evidence';
import { numberRole } from './roles';
import { looksLikeUrl } from './urls';

/**
 * A list's records as the page's DOM shows them: each record's card. The model input cannot
 * place what it does not show (a rating drawn as star icons says its figure only in an
 * aria-label); the DOM can. A record is located by an element whose whole text is one of its
 * values and no other element's (its name, as a rule); its card is the largest element around
 * it that holds no other record's: the card of a grid, a list item, a table row.
 */
export interface RecordCard {
  /** The card's element in the page's DOM. */
  el: Element;
  /** What the card shows: its text and accessible names (aria-label, title, alt). */
  evidence: Evidence;
  /** The heading of the block of other items the card stands in ("Recently viewed"), or null. */
  block: string | null;
  /** A short name for messages: the value it was located by. */
  name: string;
  /** What the card shows struck through (a former or list price), and what it shows otherwise. */
  struck: Evidence;
  unstruck: Evidence;
  /** Whether the card shows a money figure that is not struck through (a price it sells at). */
  sells: boolean;
  /** The card's paid-placement mark ("Sponsored", `data-ad-slot`), or null (card-marks.ts). */
  paid: string | null;
  /** The card's text, not struck through, a line per text node: where its figures stand beside their labels. */
  text: string;
  /**
   * The record is a column of a table whose columns are records (a comparison grid): `el` is the
   * cell naming it, the rest of the card is that column's cells. The page's lines cannot show
   * which values are the record's (a row holds every record's), the card does.
   */
  column?: true;
}

/**
 * A listing that stands among the records' cards, made like them, and is no record of the
 * result: a sponsored card the request leaves out, a card the model skipped. A record's value
 * that only such a listing shows is a neighbour's.
 */
export interface ListingCard {
  evidence: Evidence;
  /** Its name (its longest link or heading text), for messages. */
  name: string;
  paid: string | null;
}

/** Per record, its card; and the listings made like them that are no record. */
export interface RecordCards {
  cards: Array<RecordCard | null>;
  unclaimed: ListingCard[];
  /**
   * Blocks of other items that hold no record ("Others also viewed" among the results), each with
   * its heading: found on first call only, as few records need them.
   */
  otherBlocks: () => Array<{ evidence: Evidence; name: string }>;
}

/** Longest text of an element a record is located by (a name, not a block). */
const MAX_ANCHOR_CHARS = 160;
/** Levels a card may span above the element that names it. */
const MAX_CLIMB = 10;
/** Words a located value holds at least (a name, not a figure or a one-letter label). */
const MIN_ANCHOR_CHARS = 6;

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'SELECT', 'OPTION', 'TITLE']);

/**
 * Whether an element has a sibling built as it is (tag and classes) marked as paid: it is one
 * listing of a run whose other listings are ads, and its card ends there (a sponsored result first
 * in the results' list is no part of the next result's card, however few records the list holds).
 */
function paidSibling(el: Element): boolean {
  const build = `${el.tagName}.${el.getAttribute('class') ?? ''}`;
  return Array.from(el.parentElement?.children ?? []).some(
    (sib) => sib !== el && `${sib.tagName}.${sib.getAttribute('class') ?? ''}` === build && paidMark(sib) !== null,
  );
}

/**
 * Where a record's name stands, without its quotations: a reply quoting a post names its author
 * ("<cite>Ana</cite> wrote:") where the post itself stands under that name too. Those inside a
 * quotation are left out when the name also stands outside one.
 */
function unquoted(els: Element[]): Element[] {
  if (els.length < 2) return els;
  const outside = els.filter((el) => el.closest('blockquote, q, cite') === null);
  return outside.length > 0 ? outside : els;
}

/** Per record, its card; null when it is not located (or the page locates fewer than two). */
export function recordCards(doc: Document, url: string, records: ReadonlyArray<unknown>): RecordCards {
  const none = { cards: records.map(() => null), unclaimed: [], otherBlocks: () => [] };
  const body = doc.body;
  if (!body || records.length < 2) return none;
  // Elements by their whole text (folded), the innermost only.
  const byText = new Map<string, Element[]>();
  for (const el of Array.from(body.querySelectorAll('*'))) {
    if (SKIPPED.has(el.tagName.toUpperCase()) || el.closest('script,style,template,select')) continue;
    const raw = el.textContent ?? '';
    if (raw.length > MAX_ANCHOR_CHARS * 2) continue;
    // An element is also known by its own words when a child adds a note to them ("Alder Cabin
    // <small>or similar</small>", "Mira Sofa <span>New</span>"): the name is the record's.
    const own = el.children.length > 0 ? foldWords(ownText(el)) : '';
    for (const text of new Set([foldWords(raw), own])) {
      if (text.length < MIN_ANCHOR_CHARS || text.length > MAX_ANCHOR_CHARS) continue;
      byText.set(text, [...(byText.get(text) ?? []), el]);
    }
  }
  const innermost = (els: Element[]): Element[] => els.filter((el) => !els.some((o) => o !== el && el.contains(o)));
  const anchors: Array<{ el: Element; name: string } | null> = records.map((record) => {
    if (!record || typeof record !== 'object' || Array.isArray(record)) return null;
    for (const value of Object.values(record as Record<string, unknown>)) {
      if (typeof value !== 'string' || looksLikeUrl(value) || !/\p{L}/u.test(value)) continue;
      const found = unquoted(innermost(byText.get(foldWords(value)) ?? []));
      if (found.length === 1 && found[0]) return { el: found[0], name: value.trim().slice(0, 40) };
    }
    return null;
  });
  // Two records located by one element are one shown twice: neither can be told apart.
  const located = anchors.filter((a): a is { el: Element; name: string } => a !== null);
  const shared = new Set(located.filter((a) => located.filter((b) => b.el === a.el).length > 1).map((a) => a.el));
  const struckClasses = lineThroughClasses(doc);
  if (located.length - shared.size < 2) {
    // No name tells the records apart (a forecast's days, "Sunny" in several columns): a table
    // whose columns are records may still hold them in order.
    const inOrder = columnsInOrder(doc, records);
    if (!inOrder) return none;
    const cards = inOrder.map((at) => (at ? columnCard(at.column, at.anchor, body, url, struckClasses) : null));
    return { cards, unclaimed: [], otherBlocks: () => [] };
  }
  // Records that are a table's columns (a comparison grid): each one's card is its column.
  const columns = columnCards(located.filter((a) => !shared.has(a.el)));
  if (columns) {
    locateInColumns(records, anchors, columns);
    locateBetween(records, anchors, columns);
  }
  const elements: Element[] = [];
  const cards = anchors.map((anchor) => {
    if (!anchor || shared.has(anchor.el)) return null;
    const column = columns?.get(anchor.el);
    if (column) return columnCard(column, anchor, body, url, struckClasses);
    const others = located.filter((o) => o.el !== anchor.el).map((o) => o.el);
    let card = anchor.el;
    let holdsReplies = false;
    for (let depth = 0; depth < MAX_CLIMB; depth++) {
      const parent = card.parentElement;
      if (!parent || parent === body) break;
      const inside = others.filter((o) => parent.contains(o));
      if (inside.length > 0) {
        // A post whose replies nest inside it, each built as it is: the post is the record's
        // card, its replies cut out (they are records of their own). Not when this record's name
        // stands in such an element too: then the element is a piece every card has (a list and
        // its cards' inner boxes of one utility class), not a post holding replies.
        if (!nestedAlike(parent, anchor.el) && inside.every((o) => nestedAlike(parent, o)))
          [card, holdsReplies] = [parent, true];
        break;
      }
      if (paidSibling(card)) break;
      card = parent;
    }
    elements.push(card);
    const own = holdsReplies ? withoutNestedAlike(card) : card;
    const struck = Array.from(own.querySelectorAll('*')).filter((el) => isStruck(el, struckClasses));
    const plain = withoutStruck(own, struckClasses);
    // A table row's cells include those spanning down into it (a rank its tied rows share);
    // a description's, the term it stands under (a date heading the day's events).
    const spanning = [...spanningCells(card), ...termOver(card)];
    return {
      el: card,
      sells: sellsAt(plain.textContent ?? ''),
      paid: paidMark(card),
      text: [textLines(plain), ...spanning.map(textLines)].join('\n'),
      evidence: new Evidence([own, ...spanning].map((el) => elementEvidence(el, url))),
      block: otherBlock(anchor.el, body),
      name: anchor.name,
      struck: new Evidence([{ url, texts: struck.map((el) => el.textContent ?? ''), urls: [] }]),
      unstruck: new Evidence([elementEvidence(plain, url)]),
    };
  });
  const anchorEls = located.map((a) => a.el);
  return {
    cards,
    unclaimed: unclaimedListings(elements, anchorEls, url),
    otherBlocks: once(() => otherItemBlocks(body, anchorEls, url)),
  };
}

/** A function that computes its value on its first call and keeps it. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/** The outermost blocks named as other items' that hold none of the located records. */
function otherItemBlocks(body: Element, anchors: Element[], url: string): Array<{ evidence: Evidence; name: string }> {
  const out: Array<{ el: Element; evidence: Evidence; name: string }> = [];
  for (const el of Array.from(body.querySelectorAll('*'))) {
    // The name first: it is cheap, and few elements have one.
    const name = othersNamed(el);
    if (name === null || out.some((b) => b.el.contains(el)) || anchors.some((a) => el.contains(a))) continue;
    out.push({ el, evidence: new Evidence([elementEvidence(el, url)]), name: name.slice(0, 60) });
  }
  return out.map(({ evidence, name }) => ({ evidence, name }));
}

/** The text of an element's own text nodes, not its children's. */
function ownText(el: Element): string {
  return Array.from(el.childNodes)
    .filter((node) => node.nodeType === 3)
    .map((node) => node.textContent ?? '')
    .join(' ');
}

/** Whether a text shows a money figure above zero (a price it sells at). */
function sellsAt(text: string): boolean {
  return numberRuns(text).some(
    (run) => numberRole(text, run.start, run.end) === 'money' && run.values.some((n) => n > 0),
  );
}

/** A copy of `el` without what it shows struck through. */
/** Whether `inner` stands inside an element of `outer`'s build within it (a reply nested in its post). */
function nestedAlike(outer: Element, inner: Element): boolean {
  const build = buildOf(outer);
  if (!build) return false;
  for (let el = inner.parentElement; el && el !== outer; el = el.parentElement) if (buildOf(el) === build) return true;
  return false;
}

/** A copy of an element without the elements of its own build inside it (a post without its replies). */
function withoutNestedAlike(el: Element): Element {
  const build = buildOf(el);
  const own = el.cloneNode(true) as Element;
  for (const inner of Array.from(own.querySelectorAll('*'))) if (buildOf(inner) === build) inner.remove();
  return own;
}

function withoutStruck(el: Element, struckClasses: ReadonlySet<string>): Element {
  const plain = el.cloneNode(true) as Element;
  for (const inner of Array.from(plain.querySelectorAll('*'))) if (isStruck(inner, struckClasses)) inner.remove();
  return plain;
}

/** A record's column of a column table: the cell that names it, its cells top to bottom, and each row's header. */
interface ColumnOfRecord {
  cell: Element;
  cells: Element[];
  heads: Element[];
  /** The table's rows of cells, and the record's column there. */
  grid: Element[][];
  column: number;
}

/**
 * When every located record stands in its own column of one table whose columns are records
 * (lib/convert/column-tables.ts), each record's column; null otherwise.
 */
function columnCards(located: Array<{ el: Element }>): Map<Element, ColumnOfRecord> | null {
  const at = located.map((a) => columnOf(a.el));
  const table = at[0]?.table;
  if (at.length < 2 || at.some((c) => !c || c.table !== table || c.column === 0)) return null;
  if (new Set(at.map((c) => c?.column)).size !== at.length) return null;
  const out = new Map<Element, ColumnOfRecord>();
  located.forEach((a, k) => {
    const { grid, column } = at[k] as NonNullable<(typeof at)[number]>;
    const record = recordColumn(grid, column, a.el);
    out.set(a.el, record);
  });
  return out;
}

/**
 * Records still not located when the others are columns of one table (two days both "Cloudy"):
 * each by the one column, between its located neighbours' columns, whose cells show every text
 * value it has. Their columns join `columns`.
 */
function locateBetween(
  records: ReadonlyArray<unknown>,
  anchors: Array<{ el: Element; name: string } | null>,
  columns: Map<Element, ColumnOfRecord>,
): void {
  const grid = [...columns.values()][0]?.grid;
  if (!grid) return;
  const width = grid[0]?.length ?? 0;
  const columnOfRecord = (k: number): number | undefined => {
    const anchor = anchors[k];
    return anchor ? columns.get(anchor.el)?.column : undefined;
  };
  const taken = new Set([...columns.values()].map((c) => c.column));
  records.forEach((record, k) => {
    if (anchors[k]) return;
    const texts = textValues(record);
    if (texts.length === 0) return;
    let from = 0;
    for (let j = k - 1; j >= 0; j--) if ((from = columnOfRecord(j) ?? -1) >= 0) break;
    let to = width;
    for (let j = k + 1; j < records.length; j++) if ((to = columnOfRecord(j) ?? width) < width) break;
    const fits: number[] = [];
    for (let col = Math.max(from, 0) + 1; col < to; col++)
      if (!taken.has(col) && texts.every((t) => columnTexts(grid, col).has(t))) fits.push(col);
    const [only] = fits;
    if (only === undefined || fits.length > 1) return;
    const cell = grid[0]?.[only] as Element;
    taken.add(only);
    anchors[k] = { el: cell, name: cellText(cell).slice(0, 40) };
    columns.set(cell, recordColumn(grid, only, cell));
  });
}

/** A record's text values (with a letter), folded to words. */
function textValues(record: unknown): string[] {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return [];
  return Object.values(record).flatMap((v) => (typeof v === 'string' && /\p{L}/u.test(v) ? [foldWords(v)] : []));
}

/** The folded texts of a grid's column. */
function columnTexts(grid: Element[][], col: number): Set<string> {
  return new Set(grid.map((row) => foldWords(cellText(row[col] as Element))));
}

/**
 * Records matched to the columns of a table whose columns are records, in the order both run:
 * each record to the next column whose cells show every text value it has. Null unless every
 * record with a text value finds its column, and two or more do.
 */
function columnsInOrder(
  doc: Document,
  records: ReadonlyArray<unknown>,
): Array<{ anchor: { el: Element; name: string }; column: ColumnOfRecord } | null> | null {
  for (const { grid } of columnGrids(doc)) {
    const width = grid[0]?.length ?? 0;
    const out: Array<{ anchor: { el: Element; name: string }; column: ColumnOfRecord } | null> = [];
    let next = 1;
    for (const record of records) {
      const texts = textValues(record);
      if (texts.length === 0) {
        out.push(null);
        continue;
      }
      let found = next;
      while (found < width && !texts.every((t) => columnTexts(grid, found).has(t))) found += 1;
      if (found >= width) break;
      next = found + 1;
      const cell = grid[0]?.[found] as Element;
      out.push({ anchor: { el: cell, name: cellText(cell).slice(0, 40) }, column: recordColumn(grid, found, cell) });
    }
    if (out.length === records.length && out.filter((a) => a !== null).length >= 2) return out;
  }
  return null;
}

/** The column `column` of a grid as a record's card, named by the cell holding `el`. */
function recordColumn(grid: Element[][], column: number, el: Element): ColumnOfRecord {
  const cells = grid.map((row) => row[column] as Element);
  const cell = cells.find((c) => c === el || c.contains(el)) as Element;
  return { cell, cells, heads: grid.map((row) => row[0] as Element), grid, column };
}

/**
 * Records not located by a long enough name (a plan called "Nova"), when the others are columns
 * of one table: each by a value of its own that is, whole, one cell of a column no other record
 * has, and no other cell's text. Their columns join `columns`.
 */
function locateInColumns(
  records: ReadonlyArray<unknown>,
  anchors: Array<{ el: Element; name: string } | null>,
  columns: Map<Element, ColumnOfRecord>,
): void {
  const first = [...columns.values()][0];
  if (!first) return;
  const grid = first.grid;
  const taken = new Set([...columns.values()].map((c) => c.column));
  records.forEach((record, k) => {
    if (anchors[k] || !record || typeof record !== 'object' || Array.isArray(record)) return;
    for (const value of Object.values(record as Record<string, unknown>)) {
      if (typeof value !== 'string' || !/\p{L}/u.test(value)) continue;
      const wanted = foldWords(value);
      const cells = grid.flatMap((row) =>
        row.flatMap((cell, col) => (col > 0 && foldWords(cell.textContent ?? '') === wanted ? [{ cell, col }] : [])),
      );
      const only = cells.length === 1 ? cells[0] : undefined;
      if (!only || taken.has(only.col)) continue;
      taken.add(only.col);
      anchors[k] = { el: only.cell, name: value.trim().slice(0, 40) };
      columns.set(only.cell, recordColumn(grid, only.col, only.cell));
      return;
    }
  });
}

/** A record's card made of its column's cells, each read beside its row's header ("Price", then the cell). */
function columnCard(
  column: ColumnOfRecord,
  anchor: { el: Element; name: string },
  body: Element,
  url: string,
  struckClasses: ReadonlySet<string>,
): RecordCard {
  const plains = column.cells.map((c) => withoutStruck(c, struckClasses));
  const struck = column.cells.flatMap((c) =>
    Array.from(c.querySelectorAll('*')).filter((el) => isStruck(el, struckClasses)),
  );
  return {
    el: column.cell,
    sells: sellsAt(plains.map((p) => p.textContent ?? '').join('\n')),
    paid: column.cells.map(paidMark).find((m) => m !== null) ?? null,
    text: plains
      .map((p, k) => [textLines(column.heads[k] as Element), textLines(p)].filter(Boolean).join('\n'))
      .join('\n'),
    // Each cell's whole text too: a cell's words split over inline elements ("<abbr>Sáb</abbr> 14")
    // are one value, which the page's lines show but its text nodes one by one do not.
    evidence: new Evidence([
      ...column.cells.map((el) => elementEvidence(el, url)),
      { url, texts: column.cells.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()), urls: [] },
    ]),
    block: otherBlock(anchor.el, body),
    name: anchor.name,
    struck: new Evidence([{ url, texts: struck.map((el) => el.textContent ?? ''), urls: [] }]),
    unstruck: new Evidence(plains.map((p) => elementEvidence(p, url))),
    column: true,
  };
}

/** The cells of earlier rows whose rowspan covers `row` (none when it is no table row). */
function spanningCells(row: Element): Element[] {
  if (!/^TR$/i.test(row.tagName) || !row.parentElement) return [];
  const rows = Array.from(row.parentElement.children).filter((el) => /^TR$/i.test(el.tagName));
  const at = rows.indexOf(row);
  const out: Element[] = [];
  for (let k = Math.max(0, at - MAX_SPAN); k < at; k++)
    for (const cell of Array.from(rows[k]?.children ?? [])) {
      const span = spanOf(cell, 'rowspan');
      if (/^T[DH]$/i.test(cell.tagName) && span > 1 && k + span > at) out.push(cell);
    }
  return out;
}

/** The term a description stands under (the nearest <dt> before a <dd>), or none. */
function termOver(card: Element): Element[] {
  if (!/^DD$/i.test(card.tagName)) return [];
  for (let prev = card.previousElementSibling; prev; prev = prev.previousElementSibling)
    if (/^DT$/i.test(prev.tagName)) return [prev];
  return [];
}

/** A card's make: its tag and classes. */
const makeOf = (el: Element): string => `${el.tagName}.${(el.getAttribute('class') ?? '').trim()}`;

/**
 * The siblings of the records' cards made like them (same tag and classes) that hold no
 * record and have a name of their own: listings the result leaves out. When they are as many
 * as the records, the "cards" are more likely halves of records (a name row, then a row of
 * figures) than listings, and none is given.
 */
function unclaimedListings(cards: Element[], anchors: Element[], url: string): ListingCard[] {
  const parents = new Map<Element, Element[]>();
  for (const card of cards)
    if (card.parentElement) parents.set(card.parentElement, [...(parents.get(card.parentElement) ?? []), card]);
  const out: ListingCard[] = [];
  for (const [parent, mine] of parents) {
    if (mine.length < 2) continue;
    const make = makeOf(mine[0] as Element);
    if (mine.some((c) => makeOf(c) !== make)) continue;
    const listings: ListingCard[] = [];
    for (const sibling of Array.from(parent.children)) {
      if (mine.includes(sibling) || makeOf(sibling) !== make || anchors.some((a) => sibling.contains(a))) continue;
      const name = listingName(sibling);
      if (name)
        listings.push({ evidence: new Evidence([elementEvidence(sibling, url)]), name, paid: paidMark(sibling) });
    }
    if (listings.length < mine.length) out.push(...listings);
  }
  return out;
}

/** A listing's own name: its longest link or heading text with letters, or ''. */
function listingName(el: Element): string {
  const names = Array.from(el.querySelectorAll('a[href], h1, h2, h3, h4, h5, h6, [role="heading"]'))
    .map((n) => (n.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((t) => t.length >= MIN_ANCHOR_CHARS && t.length <= MAX_ANCHOR_CHARS && /\p{L}/u.test(t))
    .sort((a, b) => b.length - a.length);
  return (names[0] ?? '').slice(0, 40);
}

/** An element's text nodes, a line each, spaces squashed: words of two elements never run into one phrase. */
function textLines(el: Element): string {
  const walker = el.ownerDocument.createTreeWalker(el, 4);
  const lines: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const line = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
  }
  return lines.join('\n');
}

/** Longest text of a block's heading. */
const MAX_HEADING_CHARS = 80;

/**
 * The block of other items an element stands in: an element around it whose accessible name
 * (aria-label, or the text aria-labelledby points to) or first heading names other items
 * ("Recently viewed", "Kunden sahen sich auch an"); null when none does.
 */
export function otherBlock(el: Element, body: Element): string | null {
  for (let at = el.parentElement; at && at !== body; at = at.parentElement) {
    const named = othersNamed(at, el);
    if (named !== null) return named;
  }
  return null;
}

/**
 * The name a block gives itself (its accessible name, or its first child when that is a heading
 * and not `inside` or around it) when that names other items; null when it names none.
 */
export function othersNamed(block: Element, inside?: Element): string | null {
  const label = accessibleName(block);
  if (label && label.length <= MAX_HEADING_CHARS && OTHER_ITEMS.test(label)) return label;
  const first = block.firstElementChild;
  if (first && (!inside || (first !== inside && !first.contains(inside))) && isHeading(first)) {
    const text = (first.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length <= MAX_HEADING_CHARS && OTHER_ITEMS.test(text)) return text;
  }
  return null;
}

function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label');
  if (label) return label.replace(/\s+/g, ' ').trim();
  const by = el.getAttribute('aria-labelledby');
  if (!by) return '';
  const doc = el.ownerDocument;
  return by
    .split(/\s+/)
    .map((id) => doc.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a heading the model input shows (its text, folded) heads, in the DOM, a block that
 * holds `card`: the heading's parent (or the wrapper a lone heading sits in) and what follows
 * it there. False when no such heading's block holds it: the model input's heading then runs
 * on past its box ("People also ask" between two runs of results). True when the DOM shows no
 * such heading (the model input decides).
 */
export function headedBlockHolds(doc: Document, heading: string, card: Element): boolean {
  const wanted = foldWords(heading);
  if (!wanted) return true;
  let seen = false;
  for (const h of Array.from(doc.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))) {
    if (!foldWords(h.textContent ?? '').startsWith(wanted)) continue;
    seen = true;
    if (boxOf(h)?.contains(card)) return true;
  }
  if (seen) return false;
  // A short line the model input takes for a heading that the DOM writes as plain text (a card's
  // "Sponsored" badge, or two badges side by side it joins: "Sponsored★ Top") heads no more than
  // the box it stands in.
  const lines = plainLines(doc).filter((el) => {
    const text = foldWords(el.textContent ?? '');
    return text !== '' && (text.startsWith(wanted) || wanted.startsWith(text));
  });
  return lines.length === 0 || lines.some((el) => boxOf(el)?.contains(card));
}

/** The box a heading stands in: its parent, or the wrapper a lone heading sits in. */
function boxOf(el: Element): Element | null {
  let block = el.parentElement;
  while (block && block.children.length === 1 && block.parentElement) block = block.parentElement;
  return block;
}

const plainLinesOf = new WeakMap<Document, Element[]>();

/** Elements holding only a short text of their own (no child elements), once per document. */
function plainLines(doc: Document): Element[] {
  const known = plainLinesOf.get(doc);
  if (known) return known;
  const found = Array.from(doc.body?.querySelectorAll('*') ?? []).filter(
    (el) => el.children.length === 0 && (el.textContent ?? '').trim().length <= MAX_HEADING_CHARS,
  );
  plainLinesOf.set(doc, found);
  return found;
}

/**
 * A heading element, or a line of text with no markup inside that titles a row of cards: the
 * element after it holds two or more children alike, each with a link. (A card's badge,
 * "Sponsored", stands first in one card, before its picture or its details, not before a row.)
 */
function isHeading(el: Element): boolean {
  if (/^H[1-6]$/i.test(el.tagName) || el.getAttribute('role') === 'heading') return true;
  if (el.children.length > 0 || el.closest('a') !== null) return false;
  const row = Array.from(el.nextElementSibling?.children ?? []);
  const kinds = new Set(row.map((c) => `${c.tagName}.${c.getAttribute('class') ?? ''}`));
  return row.length >= 2 && kinds.size === 1 && row.every((c) => c.matches('a[href]') || c.querySelector('a[href]'));
}

/**
 * Class names the page's own style sheets strike through (a CSS-in-JS rule
 * ".css-1x2y{text-decoration:line-through}", a utility class "line-through").
 */
function lineThroughClasses(doc: Document): Set<string> {
  const out = new Set<string>(['line-through', 'strikethrough', 'strike-through']);
  for (const style of Array.from(doc.querySelectorAll('style')))
    for (const m of (style.textContent ?? '').matchAll(/([^{}]+)\{[^}]*line-through[^}]*\}/g))
      for (const cls of (m[1] ?? '').matchAll(/\.([\w-]+)/g)) out.add(cls[1] ?? '');
  return out;
}

/** An element shown struck through: <s>, <del>, <strike>, a line-through style or class. */
function isStruck(el: Element, classes: ReadonlySet<string>): boolean {
  const tag = el.tagName.toUpperCase();
  if (tag === 'S' || tag === 'DEL' || tag === 'STRIKE') return true;
  if (/line-through/i.test(el.getAttribute('style') ?? '')) return true;
  return (el.getAttribute('class') ?? '').split(/\s+/).some((c) => classes.has(c));
}
