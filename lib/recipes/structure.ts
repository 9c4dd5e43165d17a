import { isAmountPart } from './amount-parts';
import { withinTags } from '../shared/ancestors';
import { buildOf } from '../shared/element-build';
import { availabilityOf } from './availability';
import { asciiDigits, isDisclosureText, numberRuns, sameNumber } from '../grounding';
import type { ShapeJudge } from './block-shapes';
import { isNoReviewsNote } from './no-reviews';
import { fold } from './page-text';
import { isStatusMessage } from './status-message';

/**
 * A page's build, as the set of its elements' tag and first class ("div.price-box") and of the
 * labels it shows ("colour:", a table's header cells). A page with a mark the learning pages
 * never had (a block or a labelled value they lacked, another layout, a variant of the template)
 * is checked with the model before a recipe serves it: a field absent from every learning page
 * is learned when a page shows it, instead of being served as absent.
 */
const MAX_MARKS = 600;
/** Words left over that a block of record copies may show: its heading. */
const HEADING_WORDS = 3;

/** A block built as a piece of the learning pages' cards, outside any card here. */
const CARD_PIECE = 'card:';

const UNMARKED = new Set(['script', 'style', 'svg', 'path']);

/** An element's mark: its tag and first class ("div.price-box"), or its tag alone. */
/** A class that is a word and a number: named by a person, not generated. */
const NAMED = /^[a-z]{3,}\d{1,3}$/i;

function markOf(el: Element): string {
  const tag = el.tagName.toLowerCase();
  const first = (el.getAttribute('class') ?? '').trim().split(/\s+/)[0] ?? '';
  // Generated class names (hashes, numbers) differ between builds of one page: only the tag
  // counts. A word with a number after it ("seller58", "col12") is a name a person gave.
  return first && (!/\d{2}/.test(first) || NAMED.test(first)) && first.length <= 40 ? `${tag}.${first}` : tag;
}

/** The elements a page's build is read from, each with its element mark and its label mark (if any). */
function markedElements(doc: Document): Array<{ el: Element; mark: string; label: string | null }> {
  const out: Array<{ el: Element; mark: string; label: string | null }> = [];
  for (const el of Array.from(doc.body?.querySelectorAll('*') ?? [])) {
    const tag = el.tagName.toLowerCase();
    if (UNMARKED.has(tag)) continue;
    const label = labelOf(el, tag);
    out.push({ el, mark: markOf(el), label: label ? `label:${label}` : null });
  }
  return out;
}

/**
 * The text an element shows outside the known blocks it wraps (`covered`): a new wrapper around
 * them (a component nesting one level more) adds only what is left.
 */
function uncoveredText(el: Element, covered: (child: Element) => boolean): string {
  const parts: string[] = [];
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    if (node.nodeType !== 1) continue;
    const child = node as Element;
    if (UNMARKED.has(child.tagName.toLowerCase()) || covered(child)) continue;
    parts.push(uncoveredText(child, covered));
  }
  return parts.join('');
}

const labelsShown = new WeakMap<Document, Set<string>>();

/** The labels a page shows (header cells, terms, "Key:" lines, key/value pairs), lower case, without a closing colon. */
export function shownLabels(doc: Document): ReadonlySet<string> {
  let labels = labelsShown.get(doc);
  if (!labels) {
    labels = new Set(
      markedElements(doc).flatMap(({ label }) => (label ? [bareLabel(label.slice('label:'.length))] : [])),
    );
    labelsShown.set(doc, labels);
  }
  return labels;
}

/** A label's words as shownLabels keeps them: "Contract:" and "contract" are one label. */
export function bareLabel(text: string): string {
  return asciiDigits(text).replace(/\s+/g, ' ').trim().toLowerCase().replace(/\s*:$/, '');
}

export function structureMarks(doc: Document): string[] {
  const marks = new Set<string>();
  for (const { mark, label } of markedElements(doc)) {
    marks.add(mark);
    if (label) marks.add(label);
  }
  return [...marks].sort();
}

/** How a recipe of one item judges what is new on a page (lib/recipes/new-labels.ts, new-blocks.ts). */
export interface UnreadJudge {
  /** A new label that cannot name anything asked. */
  harmlessLabel?: (label: string, el: Element) => boolean;
  /** Whether a new block could hold a field the served result lacks, from its text left unread. */
  couldHold?: (rest: string) => boolean;
  /**
   * The template's own words, folded: texts every learning page showed where no field read
   * (`fixedTexts`: "In den Warenkorb") and the phrases the page's yes/no fields were read from
   * ("Auf Lager"). A new wrapper around them alone holds nothing the recipe lacks.
   */
  ownWords?: string[];
  /**
   * Blocks of a class the learning pages had hold what they held there: a new wrapper around
   * them adds only its own text (`uncoveredText`). Off when the result lacks a field the recipe
   * never read, which may sit in any block. A block with a class the learning pages had, holding
   * elements of its own (the specifications' tabs), is theirs; a leaf counts whole: a known class
   * on one span ("font-semibold") says nothing of what it shows.
   */
  knownBlocksHold?: boolean;
  /**
   * How blocks are built (lib/recipes/block-shapes.ts). One built as a learning page's own block
   * holds what it held there, even while a field never read is lacking, so a new wrapper around
   * it adds only its own text. One built only as a piece of their cards, now outside any card (a
   * rating row like the cards', shown for the item), is new whatever its classes.
   */
  shapes?: ShapeJudge;
  /** Whether an element is another item's card, or the heading of a block of them (lib/recipes/other-items.ts). */
  otherItem?: (el: Element) => boolean;
  /** The numbers the served result holds: a block showing one ("95 €") shows a value read. */
  amounts?: number[];
  /** The served result lacks every field about reviews: a "No reviews yet" note agrees with it. */
  reviewsAbsent?: boolean;
}

/**
 * The page's marks the learning pages never had, leaving out an element mark whose every
 * element shows nothing but text values the recipe read on this page (a wrapper a variant of
 * the template puts around the title) or an advertising label alone ("Sponsored" on an ad
 * card): such a block cannot hold a field the recipe never learned. A block that shows anything else — a label, a number, other words — still counts,
 * and so does every new label.
 */
export function unreadMarks(
  doc: Document,
  learned: string[],
  values: string[],
  records?: { shown: string[] },
  judge: UnreadJudge = {},
): string[] {
  const { harmlessLabel, couldHold } = judge;
  // Taken out as values are (a block's text runs its elements' texts together), three letters at least.
  const own = [...new Set((judge.ownWords ?? []).filter((w) => /\p{L}.*\p{L}.*\p{L}/u.test(w)))].sort(
    (a, b) => b.length - a.length,
  );
  const known = new Set(learned);
  const covers = judge.knownBlocksHold === true || judge.shapes !== undefined || judge.otherItem !== undefined;
  const knownBlock = (child: Element): boolean => {
    const mark = markOf(child);
    return child.children.length > 0 && mark.includes('.') && known.has(mark);
  };
  const covered = (child: Element): boolean =>
    (judge.knownBlocksHold === true && knownBlock(child)) ||
    judge.shapes?.known(child) === true ||
    judge.otherItem?.(child) === true;
  const read = [...new Set([...values, ...(records?.shown ?? [])].map(fold).filter((v) => v !== ''))].sort(
    (a, b) => b.length - a.length,
  );
  const onlyRead = (el: Element): boolean => {
    // An advertising label ("Sponsored") alone holds no field either: a paid card's badge.
    if (isDisclosureText(el.textContent ?? '') || isStatusMessage(el, records !== undefined)) return true;
    if (judge.otherItem?.(el)) return true;
    // The cents of a price read, written apart ("398<sup>99</sup>") where learned prices were whole.
    if (judge.amounts?.length && isAmountPart(el, judge.amounts)) return true;
    // A list recipe's copies are told by what its cards show: its new blocks count whole.
    const whole = records || !covers;
    let rest = fold(
      `${whole ? (el.textContent ?? '') : uncoveredText(el, covered)} ${spokenFigures(el, whole ? undefined : covered)}`,
    );
    for (const value of read) rest = rest.split(value).join(' ');
    for (const words of own) rest = rest.split(words).join(' ');
    if (judge.amounts?.length) rest = withoutAmounts(rest, judge.amounts);
    if (!/[\p{L}\p{N}]/u.test(rest)) return true;
    if (judge.reviewsAbsent && isNoReviewsNote(rest)) return true;
    if (couldHold && !couldHold(rest)) return true;
    // A recipe that reads only lists has no field of the page a new block could hold: copies of
    // records it read under a short heading ("Featured", "Top pick") change nothing it serves.
    const words = rest.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
    return records !== undefined && words.length <= HEADING_WORDS && !/\p{N}/u.test(rest);
  };
  const excused = new Map<string, boolean>();
  const out = new Set<string>();
  const readSet = new Set(read);
  const elements = markedElements(doc);
  // For a list: the builds of the elements that show a value read here ("span.f-venue"). A "label"
  // of such a build is a value of a card the list does not read (a "Trending" sidebar built like
  // the records), not a key: its words change from page to page.
  const valueBuilds = records ? buildsShowing(elements, readSet) : new Set<string>();
  for (const { el, mark, label } of elements) {
    // A "label" that is a value the recipe read (a name in a key's place) is that value.
    const text = label?.slice('label:'.length) ?? '';
    // Another item's card speaks of that item: its labels name nothing of the page's item.
    if (
      label &&
      !known.has(label) &&
      !readSet.has(fold(text)) &&
      !harmlessLabel?.(text, el) &&
      !labelsValueRead(el, readSet) &&
      !judge.otherItem?.(el) &&
      !valueBuilds.has(placeBuild(el))
    )
      out.add(label);
    if (judge.shapes?.cardPiece(el) && !onlyRead(el)) out.add(`${CARD_PIECE}${mark}`);
    if (known.has(mark) || out.has(mark)) continue;
    const ok = onlyRead(el) && (excused.get(mark) ?? true);
    excused.set(mark, ok);
    if (!ok) out.add(mark);
  }
  return [...out].sort();
}

/**
 * A key whose value beside it is a value read on this page ("Size" beside the one size button a
 * one-size item shows, where other pages show a row of them): the label of what the recipe reads
 * here, naming nothing it lacks.
 */
function labelsValueRead(el: Element, read: ReadonlySet<string>): boolean {
  const next = el.nextElementSibling;
  return next !== null && next.children.length === 0 && read.has(fold(next.textContent ?? '').trim());
}

/** The builds (`placeBuild`) of the elements without children whose whole text is a value read. */
function buildsShowing(elements: Array<{ el: Element }>, read: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const { el } of elements) {
    if (el.children.length > 0) continue;
    const build = placeBuild(el);
    if (build && !out.has(build) && read.has(fold(el.textContent ?? '').trim())) out.add(build);
  }
  return out;
}

/** Levels climbed to find a class that names a classless element's place. */
const PLACE_LEVELS = 3;

/**
 * How an element is built, or for one without a class (a card's bare `<li>` of a company) its
 * tag, its place among its parent's children and so on up to the nearest element with a class:
 * the same piece of the same card wherever a copy of the card stands. '' when nothing is named.
 */
function placeBuild(el: Element): string {
  const parts: string[] = [];
  for (let at: Element | null = el, level = 0; at && level <= PLACE_LEVELS; at = at.parentElement, level++) {
    const build = buildOf(at);
    if (build) return [build, ...parts].join('>');
    const index = at.parentElement ? Array.from(at.parentElement.children).indexOf(at) : 0;
    parts.unshift(`${at.tagName}:${index}`);
  }
  return '';
}

/**
 * The figures an element and what it holds say only to a screen reader: stars whose value is an
 * aria-label ("Rated 4.4 of 5", "★★★★☆" shown). A new block of such stars shows a figure. What
 * covered blocks hold (other items' cards, blocks the learning pages had) is theirs.
 */
function spokenFigures(el: Element, covered?: (child: Element) => boolean): string {
  const out: string[] = [];
  const visit = (at: Element): void => {
    const label = at.getAttribute('aria-label') ?? '';
    if (/\p{Nd}/u.test(label)) out.push(label);
    for (const child of Array.from(at.children)) if (!covered?.(child)) visit(child);
  };
  visit(el);
  return out.join(' ');
}

/** A text with the figures that are numbers read taken out ("95 €" with a price of 95 read: " €"). */
function withoutAmounts(text: string, amounts: number[]): string {
  let out = text;
  for (const run of numberRuns(text).reverse())
    if (run.values.some((n) => amounts.some((a) => sameNumber(n, a))))
      out = `${out.slice(0, run.start)} ${out.slice(run.end)}`;
  return out;
}

/** New marks in words for `recipe.reason`: "new here: the label “colour:”, a div.promo block" (at most three). */
export function describeMarks(marks: string[]): string {
  const words = marks
    .slice(0, 3)
    .map((m) =>
      m.startsWith('label:')
        ? `the label “${m.slice('label:'.length)}”`
        : m.startsWith('near:')
          ? `“${m.slice('near:'.length)}” beside a value read`
          : m.startsWith(CARD_PIECE)
            ? `a ${m.slice(CARD_PIECE.length)} block built like the other items' cards`
            : m.startsWith('data:')
              ? `the structured-data key “${m.slice('data:'.length)}”`
              : `a ${m} block`,
    );
  return `new here: ${words.join(', ')}${marks.length > 3 ? ` and ${marks.length - 3} more` : ''}`;
}

/** What the page's record cards show, each text piece apart (a name, "$12.00", a badge). */
export function shownPieces(cards: Element[]): string[] {
  const out = new Set<string>();
  const visit = (node: Node): void => {
    if (node.nodeType === 3) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) out.add(text);
    } else if (node.nodeType === 1) for (const child of Array.from(node.childNodes)) visit(child);
  };
  for (const card of cards) visit(card);
  return [...out];
}

/** Every text value of a result (list records' too); numbers are left out: their page form varies. */
export function textValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textValues);
  if (value && typeof value === 'object') return Object.values(value as Record<string, unknown>).flatMap(textValues);
  return [];
}

/** Elements whose words are content, not keys: links and headings. */
const CONTENT_TAGS = new Set(['A', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/**
 * A label the element shows: a header cell or term, a short text ending in a colon, the label
 * that opens a text of its own ("Rector: …", one text node with its value), or the key of a
 * key/value pair (<span>Rector</span><span>…</span> as the only two children of a row).
 */
function labelOf(el: Element, tag: string): string | null {
  if (el.children.length > 0) return null;
  const whole = asciiDigits(el.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  // Headings and links are content: "Dusk: A Novel" as a title is not a label and its value.
  const content = withinTags(el, CONTENT_TAGS);
  const opening = content ? undefined : openingLabel(el);
  // One such line alone may be a title with a subtitle; lines of facts come several together.
  const lines = () =>
    Array.from(el.parentElement?.children ?? []).some(
      (sib) => sib !== el && sib.tagName === el.tagName && openingLabel(sib) !== undefined,
    );
  if (opening && lines()) return `${opening}:`;
  const text = whole;
  // A text without a letter ("★★★★☆", a rating drawn in glyphs) names nothing; an availability
  // phrase ("In stock", "Ausverkauft") is a state the page is in, not a label of a field.
  if (!text || text.length > 30 || /\p{Nd}/u.test(text) || !/\p{L}/u.test(text)) return null;
  if (availabilityOf(text) !== null) return null;
  if (tag === 'th' || tag === 'dt' || text.endsWith(':')) return text;
  // A question ("How late does the ferry run?") or a disclosure's title beside its answer is
  // content (a "people also ask" box), not a key: its words change from page to page.
  if (text.endsWith('?') || tag === 'summary') return null;
  // Nor is a quote or an exclamation ("“Lovely view!”" beside its author): a guest's words.
  if (/^[“”„«»‘’‚‹›"'「『]/u.test(text) || text.endsWith('!') || el.closest('blockquote, q') !== null) return null;
  const row = el.parentElement;
  const next = el.nextElementSibling;
  // Two items of one list (<li>A</li><li>B</li>) are built alike; a key and its value are not.
  // A heading or a link is content (another record's card), not a key.
  const pair =
    !content &&
    row !== null &&
    next !== null &&
    row.children.length === 2 &&
    row.firstElementChild === el &&
    next.children.length === 0 &&
    `${next.tagName}.${next.getAttribute('class') ?? ''}` !== `${el.tagName}.${el.getAttribute('class') ?? ''}` &&
    /[\p{L}\p{N}]/u.test(next.textContent ?? '') &&
    !/[\p{L}\p{N}]/u.test(directText(row));
  return pair ? text : null;
}

/** The label opening an element's own text ("Rector: …"): up to three words before a colon. */
function openingLabel(el: Element): string | undefined {
  if (el.children.length > 0) return undefined;
  const whole = (el.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const label = /^([^:\d]{1,30}):\s+\S/.exec(whole)?.[1];
  return label && label.split(' ').length <= 3 ? label : undefined;
}

/** The text directly in an element, not in its children. */
function directText(el: Element): string {
  return Array.from(el.childNodes)
    .filter((n) => n.nodeType === 3)
    .map((n) => n.nodeValue ?? '')
    .join('');
}

/** The marks of several pages together (the learning pages), bounded. */
export function joinMarks(sets: string[][]): string[] {
  return [...new Set(sets.flat())].sort().slice(0, MAX_MARKS);
}

/** The page's marks that the learning pages never had (none: built alike). */
export function newMarks(page: string[], learned: string[]): string[] {
  const known = new Set(learned);
  return page.filter((m) => !known.has(m));
}
