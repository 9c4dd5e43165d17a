import { numberRole, numberRuns, numbersIn, otherBlock, sameNumber, valueRole, wordEdge } from '../grounding';
import { escapeRegExp } from '../shared/escape-reg-exp';
import { compareForm, fold, innermostContaining, outlineParts, shapeOf, squash } from './page-text';
import { findElements, itemPlaces, jsonLdValues, pickReads, readElement, runPick, type PageView } from './read';
import { ELSEWHERE_MAX, EMPTY_SHOWS_MAX, type FieldRule, type ValuePick } from './recipe';
import { inNestedAlike, parentAndOwn } from './element-signature';
import { inRepeatedModule } from './repeated-module';
import { markWord, otherWord } from './mark-words';

/**
 * When a field of the page's one item may be served as absent. Required-ness is not learned
 * from the answers a recipe saw: two answers that both hold a rating do not say the next page
 * has one. A field the schema does not require is instead allowed to be absent only where the
 * page shows that it is: its place is gone (no element any of its readings finds, no JSON-LD
 * key) and none of its labels ("Rating:", "Colour") is shown. A place that is there but reads
 * nothing (a label with an empty value, a value written another way) is not an absence, and
 * the model runs.
 *
 * Fields every learning page had (`never-seen` absent) are also counted: a page that lacks more
 * than half of them (an error page, an interstitial, a redesign) is not a page of the template
 * with a value missing, and goes to the model. List records keep their own rule
 * (lib/recipes/learn-list.ts): a record missing a value the other records have is not served.
 */
export type Absence = NonNullable<FieldRule['absence']>;

const HEADING = /^H[1-6]$/i;

/** Words shown next to the value that its readings rely on: a label, a line before, a mark. */
function labelsOf(picks: ValuePick[]): string[] {
  const marks = picks.flatMap((pick) => [
    pick.before,
    ...(pick.locator.by === 'label' ? [pick.locator.label] : []),
    ...(pick.locator.by === 'after-line' ? [pick.locator.text] : []),
  ]);
  // Only marks with a word in them say which field this is (": " or "★" could be any value's);
  // "Score:" is also shown as "Score" in a table's header cell.
  const words = marks.map(labelWords);
  return [...new Set(words.filter((m) => /\p{L}{2}/u.test(m)))];
}

/** A label's words as the page's lines are matched against them: folded, no closing colon or dash. */
function labelWords(text: string): string {
  return fold(text)
    .replace(/[\s:·•|–—-]+$/u, '')
    .trim();
}

function unobservable(pick: ValuePick): boolean {
  if (
    pick.locator.by === 'css' &&
    (/:nth-of-type\(/.test(pick.locator.selector) || /^body\b/.test(pick.locator.selector))
  )
    return true;
  // One part of a line known by its outline, when that part is words: a code or a name changes
  // the line's outline with its value ("R · 98 min", "PG-13 · 98 min"); a number part does not.
  if (pick.lines === undefined || pick.part === undefined) return false;
  const part = outlineParts(pick.lines)[pick.part] ?? '';
  // Nor a figure among figures with no word ("£9£9£9-9%": list price, price, a discount): the
  // line loses its discount or gains a figure, and no word is left to show the value went.
  if ((pick.lines.match(/9/g) ?? []).length > 1 && !/\p{L}/u.test(pick.lines.replace(/9/g, ''))) return true;
  return !/9/.test(part);
}

/**
 * Whether an element a reading finds is its place: one read for an attribute shows it only with
 * that attribute (a pressed size button found by the colour swatch's `[aria-pressed]` has no
 * `aria-label`: no colour is shown there).
 */
function holdsWhatIsRead(el: Element, read: string): boolean {
  return NOT_ATTRIBUTES.includes(read) || el.hasAttribute(read);
}

/**
 * Whether a place of a number read in a frame ("3,1 su 5 stelle") shows neither the frame's words
 * nor any figure: another element of that class and attribute (a cookie dialog's label
 * "Cookies"), not the number's place. A figure in another wording still counts as the place.
 */
function showsNeitherFrameNorFigure(text: string, pick: ValuePick): boolean {
  const before = compareForm(pick.before);
  const after = compareForm(pick.after);
  if (!before && !after) return false;
  const shown = compareForm(text);
  return !/\p{Nd}/u.test(shown) && !(before && shown.includes(before)) && !(after && shown.includes(after));
}

/** Ways of reading that take no attribute of the element (its text, a sibling's, its class). */
const NOT_ATTRIBUTES = ['text', 'prev-text', 'next-text', 'own-text', 'class'];

/** Whether a field's absence can be seen at all: some reading with a place or a label to see gone. */
function observable(rule: Pick<FieldRule, 'picks' | 'slots'>): boolean {
  const all = [...rule.picks, ...(rule.slots ?? [])];
  return !(all.length > 0 && all.every(unobservable) && labelsOf(all).length === 0);
}

/** The elements a reading finds; for an item counted outside related cards (`outside`), only such elements. */
function ownPlaces(view: PageView, pick: ValuePick, root: Element | null): Element[] {
  const found = findElements(view, pick.locator, root);
  return pick.outside && !root ? found.filter((el) => !inRepeatedModule(el.parentElement, view.doc.body)) : found;
}

/**
 * Whether a page-level field its readings find nowhere still shows its place's own element, by
 * its class, under other wrappers (the other variant of an A/B template: `section.item-b
 * p.address` learned where the variant-A pages showed no address): the place moved with its
 * wrappers, and reading nothing there is no sign the value is absent. An element showing one of
 * the template's own words, or what the readings found beside the value on the learning pages,
 * is not the place.
 */
export function placeUnwrapped(
  view: PageView,
  rule: Pick<FieldRule, 'picks' | 'elsewhere' | 'ownStep'>,
  furniture: ReadonlySet<string>,
): boolean {
  if (!rule.ownStep) return false;
  const elsewhere = new Set(rule.elsewhere ?? []);
  return rule.picks.some((pick) =>
    unwrappedPlaces(view, pick).some((el) => {
      const shown = readElement(view, el, pick.read).trim();
      return shown !== '' && !furniture.has(fold(shown)) && !elsewhere.has(elsewhereKey(view, el, pick.read));
    }),
  );
}

/**
 * Whether each page-level CSS reading of several steps found, on every learning page where it
 * found its place, nothing more by its last step alone than that place (outside other items'
 * cards): `p.address` is the address's own element, while `span.p-4` is a utility class many
 * places wear. Only then does that step alone, shown under other wrappers, show the place.
 */
export function learnOwnStep(rule: Pick<FieldRule, 'picks'>, views: PageView[]): Pick<FieldRule, 'ownStep'> {
  const wrapped = rule.picks.filter((pick) => lastStep(pick) !== null);
  if (wrapped.length === 0) return {};
  const own = wrapped.every((pick) =>
    views.every((view) => {
      const places = findElements(view, pick.locator, null);
      if (places.length === 0) return true;
      const alone = findElements(view, { by: 'css', selector: lastStep(pick) ?? '' }, null).filter(
        (el) => !inRepeatedModule(el.parentElement, view.doc.body),
      );
      return alone.every((el) => places.includes(el));
    }),
  );
  return own ? { ownStep: true } : {};
}

/** A CSS reading's last step when the reading has several and that step has a class; else null. */
function lastStep(pick: ValuePick): string | null {
  if (pick.locator.by !== 'css') return null;
  const steps = pick.locator.selector.trim().split(/\s*[\s>+~]\s*/);
  const last = steps.pop() ?? '';
  return steps.length > 0 && /^[a-z][a-z0-9-]*(?:\.(?:[\w-]|\\.)+)+$/i.test(last) ? last : null;
}

/**
 * Where a page-level CSS reading of several steps finds nothing: the elements its last step, by
 * its class, finds outside other items' cards. Empty where the last step has no class or where
 * the reading still finds its place.
 */
function unwrappedPlaces(view: PageView, pick: ValuePick): Element[] {
  const last = lastStep(pick);
  if (last === null || findElements(view, pick.locator, null).length > 0) return [];
  return findElements(view, { by: 'css', selector: last }, null).filter(
    (el) => !inRepeatedModule(el.parentElement, view.doc.body),
  );
}

/** Whether the field's place is gone from the page (or the record): nothing there to read, no label shown. */
/**
 * An element found by a reading, as `elsewhere` keeps it: its parent's and its own tag and
 * classes, and the outline of what it shows (folded; each figure, however written, as 9).
 */
function elsewhereKey(view: PageView, el: Element, read: string): string {
  const shown = fold(readElement(view, el, read).trim()).replace(/\d(?:[\d.,'\s\u00a0\u202f]*\d)?/g, '9');
  return `${parentAndOwn(el)}|${shown}`.slice(0, 300);
}

/** Row labels a field keeps at most (recipe.ts `rowLabels`). */
const ROW_LABELS_MAX = 4;

/**
 * The label of a value's row: the header cell, term or "Key:" element just before its place (or
 * before the cell or item holding it, two levels up at most), or the word beside a count that is
 * all its element shows with it; short words, no figure.
 */
export function rowLabel(el: Element): string | null {
  // A count written before its word ("6.051 Follower", a profile's tabs) or after it
  // ("Followers 6.3M"): that word, when the two are all the element holding them shows.
  const row = el.parentElement;
  const word =
    row?.children.length === 2 ? (row.firstElementChild === el ? el.nextElementSibling : row.firstElementChild) : null;
  if (row && word && word.children.length === 0) {
    const text = (word.textContent ?? '').replace(/\s+/g, ' ').trim();
    const loose = Array.from(row.childNodes).some((n) => n.nodeType === 3 && /[\p{L}\p{N}]/u.test(n.nodeValue ?? ''));
    if (!loose && text.length <= 30 && !/\p{Nd}/u.test(text) && /\p{L}{2}/u.test(text)) return fold(text);
  }
  let at: Element | null = el;
  for (let up = 0; at && up < 3; up += 1, at = at.parentElement) {
    const before = at.previousElementSibling;
    if (!before) continue;
    const text = (before.textContent ?? '').replace(/\s+/g, ' ').trim();
    const keyed = /^(TH|DT)$/.test(before.tagName) || /:$/.test(text);
    if (!keyed || text.length > 40 || /\p{Nd}/u.test(text) || !/\p{L}{2}/u.test(text)) return null;
    return labelWords(text);
  }
  return null;
}

/**
 * The labels the learning pages showed in the rows of a page-level field's places (`rowLabels`):
 * a reading by a class or a tag keeps the words that name the value, so a page still showing them
 * with the place changed is not one lacking the value.
 */
export function learnRowLabels(
  rule: Pick<FieldRule, 'picks'>,
  pages: Array<{ view: PageView; present: boolean }>,
): Pick<FieldRule, 'rowLabels'> {
  const labels = new Set<string>();
  for (const { view, present } of pages) {
    if (!present) continue;
    for (const pick of rule.picks) {
      if (pick.locator.by === 'jsonld') continue;
      // The places the reading takes its value from: one match of several (`item`) has one row,
      // not every match's (the date's and the venue's terms beside the organiser's).
      const read = runPick(view, pick, null);
      for (const el of 'values' in read ? read.places : []) {
        const label = rowLabel(el);
        if (label) labels.add(label);
      }
    }
  }
  const kept = [...labels].sort().slice(0, ROW_LABELS_MAX);
  return kept.length > 0 ? { rowLabels: kept } : {};
}

/**
 * The other elements a page-level field's readings find on the learning pages that had its value
 * (`elsewhere`): found there beside the value's place, they are not its place when a page shows
 * them alone. An element built like a place of the value (same parent and own tag and classes) is
 * never one of them, whatever it shows.
 */
export function learnElsewhere(
  rule: Pick<FieldRule, 'picks' | 'slots'>,
  pages: Array<{ view: PageView; present: boolean }>,
): Pick<FieldRule, 'elsewhere'> {
  const others = new Set<string>();
  const built = new Set<string>();
  // Rows built like the place but saying another word than the one the reading is marked by
  // ("9 beds" beside "9 bedrooms"): other quantities' rows, not the place, where the rows move.
  const rows = new Set<string>();
  for (const { view, present } of pages) {
    if (!present) continue;
    for (const pick of [...rule.picks, ...(rule.slots ?? [])]) {
      if (pick.locator.by === 'jsonld') continue;
      const places = pickReads(view, pick, null).flatMap(({ el }) => (el ? [el] : []));
      const word = markWord(pick);
      for (const el of ownPlaces(view, pick, null)) {
        if (places.some((p) => p === el || p.contains(el) || el.contains(p))) built.add(parentAndOwn(el));
        else if (word !== '' && otherRow(readElement(view, el, pick.read), word))
          rows.add(elsewhereKey(view, el, pick.read));
        else others.add(elsewhereKey(view, el, pick.read));
      }
    }
  }
  const kept = [...others].filter((key) => !built.has(key.slice(0, key.indexOf('|')))).sort();
  // Other rows first: an element left out of `elsewhere` only counts as a place, which is safe.
  if (rows.size > 0) return { elsewhere: [...new Set([...[...rows].sort(), ...kept])].slice(0, ELSEWHERE_MAX) };
  return kept.length > 0 && kept.length <= ELSEWHERE_MAX ? { elsewhere: kept } : {};
}

/** A row of a figure and words none of which is the mark's word in any form ("4 beds" for "bedrooms"). */
function otherRow(text: string, word: string): boolean {
  const words = fold(text).match(/\p{L}+/gu) ?? [];
  return /\d/.test(text) && words.length > 0 && words.every((w) => otherWord(w, word));
}

/**
 * Whether readings after a line of one tag were learned at different texts on different pages
 * ("Prima" beside one score, "Goed" beside another: a verbal grade of the value, not its row's
 * name). A page whose grade is another word ("Fantastisch") shows none of them, and that says
 * nothing of whether the value is there.
 */
function varyingLabels(picks: ValuePick[]): boolean {
  const texts = new Map<string, Set<string>>();
  for (const { locator } of picks) {
    if (locator.by !== 'after-line') continue;
    const seen = texts.get(locator.tag) ?? new Set<string>();
    seen.add(labelWords(locator.text));
    texts.set(locator.tag, seen);
  }
  return [...texts.values()].some((seen) => seen.size > 1);
}

/**
 * A key ("date:") said inside a line after a separator or a space, not at its start: a meta line
 * whose parts moved ("Price: Free | Venue: Hall | Date: 03/10") still shows the field's row.
 * Only labels ending in a colon: other words inside a line may be prose. One pattern per label,
 * made once for all the page's lines.
 */
function keyInLine(label: string): (line: string) => boolean {
  if (label.length <= 1 || !label.endsWith(':')) return () => false;
  const pattern = new RegExp(`[^\\p{L}\\p{N}]${escapeRegExp(label)}`, 'u');
  return (line) => pattern.test(line);
}

export function placeGone(
  view: PageView,
  rule: Pick<FieldRule, 'picks' | 'slots' | 'elsewhere' | 'rowLabels'> & { array?: boolean; type?: string },
  root: Element | null,
  furniture: ReadonlySet<string> = new Set(),
): boolean {
  // An element the readings found beside the value's place on the learning pages, showing what
  // it showed then, is not the place (page-level fields only).
  const elsewhere = new Set(root ? [] : (rule.elsewhere ?? []));
  const beside = (el: Element, read: string): boolean =>
    elsewhere.size > 0 && elsewhere.has(elsewhereKey(view, el, read));
  // An element showing one of the template's own words (a cart button a wide reading finds) is
  // page furniture, not the field's place.
  const shows = (el: Element, read: string): string => readElement(view, el, read).trim();
  const furnished = (el: Element, read: string): boolean => furniture.has(fold(shows(el, read)));
  const all = [...rule.picks, ...(rule.slots ?? [])];
  const numeric = rule.type === 'number' || rule.type === 'integer';
  // A place known only by the value's own outline, or by position, cannot be seen gone: "R ·
  // 98 min" read by its outline has no such line on a page rated "PG-13", and a row's index
  // points elsewhere once the rows move. Without a label either, the absence cannot be told;
  // beside a reading whose place can be seen, such readings say nothing about it.
  if (!observable(rule)) return false;
  if (varyingLabels(all)) return false;
  const byPlace = (p: ValuePick): boolean => unobservable(p) || p.item !== undefined;
  const picks = all.some(byPlace) && !all.every(byPlace) ? all.filter((p) => !byPlace(p)) : all;
  for (const pick of picks) {
    const { locator } = pick;
    if (locator.by === 'jsonld') {
      if (!root && jsonLdValues(view).some((v) => v.type === locator.type && v.path === locator.path)) return false;
    } else if (pick.lines !== undefined && !(rule.array && pick.part === undefined)) {
      // A reading of one line by its outline ("Was $9 $9" in the price block): its place is such a
      // line, not the element, which holds other fields' values too (the price stays when the list
      // price goes). A reading counted outside other items' cards sees only such lines: a
      // carousel card's "★ 4,7 (218 reviews)" is not this item's rating line.
      if (itemPlaces(view, pickReads(view, pick, root), pick.outside && !root).length > 0) return false;
    } else if (pick.lines !== undefined) {
      // An array read one value per line (the options of a size menu): its place is the element,
      // and one that still shows text of another outline ("30/32" where "42" was learned) holds
      // values written another way, not none.
      if (findElements(view, locator, root).some((el) => shows(el, pick.read) !== '' && !furnished(el, pick.read)))
        return false;
    } else if (
      ownPlaces(view, pick, root).some(
        // An array's place shows a value or it is not the place: empty swatches found by the sizes'
        // utility classes hold no size.
        (el) =>
          holdsWhatIsRead(el, pick.read) &&
          !furnished(el, pick.read) &&
          !beside(el, pick.read) &&
          (!rule.array || shows(el, pick.read) !== '') &&
          !(numeric && showsNeitherFrameNorFigure(readElement(view, el, pick.read), pick)),
      )
    )
      return false;
  }
  const labels = [...new Set([...labelsOf(picks), ...(root ? [] : (rule.rowLabels ?? []))])];
  if (labels.length === 0) return true;
  const range = root ? view.text.ranges.get(root) : undefined;
  const text = root ? (range ? view.text.text.slice(range.start, range.end) : '') : view.text.text;
  // A label shown only in other items' cards (a carousel's "Was €49" in each) is not this item's;
  // one shown once, in a row built like the rows beside it (a facts list of `<div><dt><dd>`), is.
  let at = root ? (range?.start ?? 0) : 0;
  let inCards = 0;
  const keyed = new Map(labels.map((label) => [label, keyInLine(label)]));
  for (const raw of text.split('\n')) {
    const line = fold(raw).trim();
    const start = at;
    at += raw.length + 1;
    const said = labels.filter(
      (label) =>
        (line.startsWith(label) && wordEdge(label.at(-1), line[label.length])) ||
        line.endsWith(` ${label}`) ||
        keyed.get(label)?.(line) === true,
    );
    if (said.length === 0) continue;
    if (root) return false;
    const el = innermostContaining(view.text, start, start + raw.length);
    // A heading that says the label among other words names a block ("Other sellers" where the
    // seller's label was "Seller"), not the field's row.
    if (el && HEADING.test(el.tagName) && !said.includes(line)) continue;
    // A card in a block headed as other items' ("Customers also viewed") is never this item's
    // row, however few of its cards say the label.
    if (el && view.doc.body && otherBlock(el, view.doc.body) !== null) continue;
    if (!inRepeatedModule(el, view.doc.body)) return false;
    inCards += 1;
  }
  return inCards !== 1;
}

/**
 * A value in the field's learned outline, framed by the marks its readings rely on ("(133)" for a
 * count read between "(" and ")"), still shown on the page (or in the record): the place moved —
 * another wrapper, other utility classes — and the value is there, so the field is not absent.
 * On the page's one item, a value shown only in a repeated module (a card of a "customers also
 * viewed" row, with its own "Was €49") is another item's, and says nothing of this one's.
 *
 * A frame that is only a currency ("€ 9", "9 EUR") frames every amount on the page, the price
 * beside an absent list price too: such frames are looked at only with `taken`, the numbers the
 * other fields read on this page (or record), and an amount among them is theirs, not this one
 * (a number's frame is always looked at so: "6,758 m" is the elevation's, not an absent
 * prominence's). Without `taken`, only frames with more than a currency count. A value in a
 * block headed as other items' ("See also", "Customers also bought") is theirs. A reading of an
 * attribute is looked for in that attribute too.
 */
export function framedValueShown(
  view: PageView,
  rule: Pick<FieldRule, 'picks' | 'slots' | 'shape' | 'type' | 'framedLines'>,
  root: Element | null,
  taken?: number[],
): boolean {
  const known = new Set(rule.framedLines ?? []);
  for (const { line } of framedValues(view, rule, root, taken)) if (!known.has(line)) return true;
  return false;
}

/** How many lines of another quantity a field keeps (`framedLines`), and the longest kept. */
export const FRAMED_LINES_MAX = 8;
export const FRAMED_LINE_LENGTH = 100;

/** A line as framed values' lines are told apart: folded, any figure written "#". */
function framedLineKey(line: string): string {
  return compareForm(line).replace(/\p{Nd}+(?:[.,\s\u00a0\u202f]\p{Nd}+)*/gu, '#');
}

/**
 * The lines of the learning records (or pages) that lacked the field while showing a value framed
 * as its values were (a deposit's "Deposit: 500 €" beside a car with no daily rate, framed "€"
 * like the rate): another quantity's line, which a later record showing it again says nothing
 * about the field by (`framedLines`). Only lines a framed value was found in, where the answer
 * gave none, and not at the field's own place: a figure there on a page without it says the
 * place is another quantity's, and the recipe reading it fails its own check.
 */
export function learnFramedLines(
  view: PageView,
  rule: Pick<FieldRule, 'picks' | 'slots' | 'shape' | 'type'>,
  root: Element | null,
  taken: number[],
): string[] {
  const own = ownPlace(view, rule, root);
  const lines = [...framedValues(view, rule, root, taken)].flatMap(({ line, el }) => (el && own(el) ? [] : [line]));
  return [...new Set(lines)].filter((line) => line.length <= FRAMED_LINE_LENGTH);
}

/** Whether an element is in one of the places a field's readings find. */
function ownPlace(view: PageView, rule: Pick<FieldRule, 'picks'>, root: Element | null): (el: Element) => boolean {
  // The first reading's: a backup is often wider (the whole price box, its deposit line too).
  const first = rule.picks[0];
  const places = first && first.locator.by === 'css' ? ownPlaces(view, first, root) : [];
  return (el) => places.some((place) => place.contains(el));
}

/**
 * A number the answers left out on some learning records or pages while they showed a figure
 * framed as its values (a deposit's "Deposit: 500 €" on a car with no daily rate, a stay's
 * "+ 69 € taxes" where no total is given): those lines are another quantity's (`framedLines`),
 * and a page showing one again is not one whose value moved. `lacking` are the records or pages
 * without it, each with the numbers its answer gave other fields; `present` those with it. A
 * line written as the one the value was read from (a "+2 more" button read as 2 bedrooms, "+5
 * more" on the page without bedrooms) is the field's reading showing another quantity, no line
 * to pass over: none is learned, and the recipe fails its own check.
 */
export function withFramedLines<R extends FieldRule>(
  rule: R,
  lacking: Array<{ view: PageView; root: Element | null; taken: number[] }>,
  present: Array<{ view: PageView; root: Element | null; values: string[] }> = [],
): R {
  const numeric = rule.type === 'number' || rule.type === 'integer';
  if (!numeric || rule.required || rule.array) return rule;
  const read = new Set(
    present.flatMap(({ view, root, values }) => {
      const own = ownPlace(view, rule, root);
      // The line the answer's own value stands in, at the reading's place.
      const said = values.map(Number).filter((n) => Number.isFinite(n));
      return [...framedValues(view, rule, root)].flatMap(({ line, el, match }) =>
        el && own(el) && numbersIn(match).some((n) => said.some((v) => sameNumber(n, v))) ? [line] : [],
      );
    }),
  );
  const lines = new Set(rule.framedLines ?? []);
  for (const { view, root, taken } of lacking)
    for (const line of learnFramedLines(view, rule, root, taken)) {
      if (read.has(line)) return rule;
      lines.add(line);
    }
  return lines.size > (rule.framedLines?.length ?? 0) && lines.size <= FRAMED_LINES_MAX
    ? { ...rule, framedLines: [...lines].sort() }
    : rule;
}

/** The lines (as `framedLineKey` gives them) in which a value framed as the field's is shown. */
function* framedValues(
  view: PageView,
  rule: Pick<FieldRule, 'picks' | 'slots' | 'shape' | 'type'>,
  root: Element | null,
  taken?: number[],
): Generator<{ line: string; el: Element | null; match: string }> {
  const outline = outlineSource(rule);
  if (outline === null) return;
  const range = root ? view.text.ranges.get(root) : undefined;
  const offset = root ? (range?.start ?? 0) : 0;
  const text = root ? (range ? view.text.text.slice(range.start, range.end) : '') : view.text.text;
  // Matched in the page's own text (case and spaces aside), so a match has its element.
  const words = (mark: string): string => escapeRegExp(squash(mark)).replace(/ /g, '\\s+');
  for (const pick of [...rule.picks, ...(rule.slots ?? [])]) {
    const before = squash(pick.before);
    const after = squash(pick.after);
    if (!before && !after) continue;
    // Without `taken` (a text field's frame), a currency-only frame is not looked at; with it
    // (a number, once the other fields are read), every frame is.
    if (taken === undefined && currencyOnly(`${pick.before} ${pick.after}`)) continue;
    // A word of the frame stands apart from the number: a price's "105,50" glued to the "Van €"
    // of the list price after it is not "4,5 van 5".
    // …on one line: "1904" at a line's end is not framed by the "M" opening the next line. A frame
    // that is a word is a whole word ("m" is not the start of "Mirith").
    const gap = (word: boolean): string => (word ? '[^\\S\\n]+' : '[^\\S\\n]*');
    const framed = new RegExp(
      `${/^\p{L}/u.test(before) ? '(?<!\\p{L})' : ''}${words(before)}${gap(/\p{L}$/u.test(before))}(?:${outline})${gap(/^\p{L}/u.test(after))}${words(after)}${/\p{L}$/u.test(after) ? '(?!\\p{L})' : ''}`,
      'giu',
    );
    const takenHere = (match: string): boolean =>
      taken !== undefined && numbersIn(match).some((n) => taken.some((t) => sameNumber(n, t)));
    for (const m of text.matchAll(framed)) {
      if (takenHere(m[0])) continue;
      const el = innermostContaining(view.text, offset + m.index, offset + m.index + m[0].length);
      const lineStart = text.lastIndexOf('\n', m.index) + 1;
      const lineEnd = text.indexOf('\n', m.index + m[0].length);
      const line = framedLineKey(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd));
      // A reply nested in the record shows its own.
      if (root) {
        if (!el || !inNestedAlike(root, el)) yield { line, el, match: m[0] };
        continue;
      }
      if (!inRepeatedModule(el, view.doc.body) && !(el && otherBlock(el, view.doc.body)))
        yield { line, el, match: m[0] };
    }
    // A reading of an attribute ("4.5 out of 5 stars" in an aria-label) frames its value there,
    // where the page's text does not show it.
    for (const el of attributeHolders(view, root, pick.read)) {
      const m = new RegExp(framed.source, 'iu').exec(squash(el.getAttribute(pick.read) ?? ''));
      if (!m || takenHere(m[0]) || (root && inNestedAlike(root, el))) continue;
      if (root || !inRepeatedModule(el, view.doc.body))
        yield { line: framedLineKey(el.getAttribute(pick.read) ?? ''), el, match: m[0] };
    }
  }
}

/** The learned outline as a pattern (digits → a number, letters → words); null when it has neither. */
function outlineSource(rule: Pick<FieldRule, 'shape' | 'type'>): string | null {
  // A number learned without a shared outline is still a number.
  const shape = rule.shape ?? (rule.type === 'number' || rule.type === 'integer' ? '9' : '');
  if (!/[a9]/.test(shape)) return null;
  return (
    [...shape]
      // A number may group its thousands with a space ("1 266,95"), a no-break or a thin one.
      .map((c) =>
        c === '9'
          ? '\\d(?:(?:[\\d.,]|[\\s\\u00a0\\u202f](?=\\d{3}))*\\d)?'
          : c === 'a'
            ? "\\p{L}+(?:[\\s'.-]+\\p{L}+)*"
            : escapeRegExp(c),
      )
      .join('')
  );
}

/** A figure written with its sign and a fraction ("+9,70", "−11.73", "+4,54 %"): a change, a delta. */
const SIGNED_FIGURE = /(?<![\p{L}\p{N}])[+\u2212-]\d[\d.,\u00a0\u202f]*[.,]\d+/gu;

/**
 * A number every learning page showed, with its place gone, while the page shows a figure written
 * with its sign that no other field read (`taken`) outside other items' cards: a change whose
 * place wore a class for the way it went ("down", or a hash of it), going the other way now. Its
 * place moved with its sign; it is not gone.
 */
export function signedFigureShown(view: PageView, taken: number[]): boolean {
  const { text } = view.text;
  for (const m of text.matchAll(SIGNED_FIGURE)) {
    if (numbersIn(m[0].replace('\u2212', '-')).some((n) => taken.some((t) => sameNumber(Math.abs(n), Math.abs(t)))))
      continue;
    const el = innermostContaining(view.text, m.index, m.index + m[0].length);
    if (el && !inRepeatedModule(el, view.doc.body) && !otherBlock(el, view.doc.body)) return true;
  }
  return false;
}

/**
 * A number in the field's learned outline shown, whole, by an element built like the one its
 * readings read (the last step of each CSS reading, joined: "span.block.font-semibold"), where
 * the readings' paths no longer lead (an A/B variant dropped the wrappers they went through):
 * the place moved, the value is there. A figure another field read here (`taken`) is that
 * field's; a value only in a repeated module (another item's card) is another item's.
 */
export function movedValueShown(
  view: PageView,
  rule: Pick<FieldRule, 'picks' | 'shape' | 'type' | 'elsewhere'>,
  root: Element | null,
  taken: number[],
): boolean {
  const outline = outlineSource(rule);
  const own = ownStep(rule.picks);
  if (outline === null || own === null) return false;
  const whole = new RegExp(`^${outline}$`, 'u');
  let found: Element[];
  try {
    found = Array.from((root ?? view.doc.body)?.querySelectorAll(own) ?? []);
  } catch {
    return false;
  }
  // An element the readings found beside the value on the learning pages, showing what it did then.
  const elsewhere = new Set(root ? [] : (rule.elsewhere ?? []));
  return found.some((el) => {
    if (elsewhere.has(elsewhereKey(view, el, 'text')) || (root && inNestedAlike(root, el))) return false;
    const text = squash(el.textContent ?? '');
    if (!whole.test(text)) return false;
    // Read with the cents it goes on with ("1.221" before a raised "31"): another field's price.
    const figure = squash(readElement(view, el, 'text')) || text;
    if (numbersIn(figure).some((n) => taken.some((t) => sameNumber(n, t)))) return false;
    return root !== null || !inRepeatedModule(el, view.doc.body);
  });
}

/**
 * The element a field's CSS readings end on, as one compound selector: the last step of each
 * reading, joined when they name one tag ("span.block", "span.p-4" → "span.block.p-4"); null
 * when there is no such reading or they end on different tags (they read different elements).
 */
function ownStep(picks: ValuePick[]): string | null {
  const steps = picks.flatMap((p) =>
    p.locator.by === 'css' && p.read === 'text'
      ? [
          p.locator.selector
            .trim()
            .split(/\s*[\s>+~]\s*/)
            .pop() ?? '',
        ]
      : [],
  );
  // Classes as the selectors write them (escaped already: "md\\:text-3xl").
  const parsed = steps.map((step) => /^([a-z][a-z0-9-]*)((?:\.(?:[\w-]|\\.)+)+)$/i.exec(step));
  if (parsed.length === 0 || parsed.some((m) => m === null)) return null;
  const tags = new Set(parsed.map((m) => m![1]!.toLowerCase()));
  if (tags.size !== 1) return null;
  const classes = new Set(parsed.flatMap((m) => m![2]!.match(/\.(?:[\w-]|\\.)+/g) ?? []));
  return `${[...tags][0]}${[...classes].join('')}`;
}

/** The elements carrying the attribute a reading takes its value from (none for text readings). */
function attributeHolders(view: PageView, root: Element | null, read: string): Element[] {
  // `value` is also how a JSON-LD reading reads, which no element carries.
  if (!/^[a-z][a-z0-9-]*$/.test(read) || NOT_ATTRIBUTES.includes(read) || read === 'value') return [];
  return Array.from((root ?? view.doc.body)?.querySelectorAll(`[${read}]`) ?? []);
}

/** Marks that are a currency and nothing else: symbols ("€", "US$") and ISO codes ("EUR"). */
function currencyOnly(marks: string): boolean {
  return !/[^\s]/u.test(
    marks
      .replace(/\p{Sc}/gu, '')
      .replace(/\b[A-Z]{3}\b/g, '')
      .replace(/\b[A-Z]{1,2}(?=\p{Sc})/gu, ''),
  );
}

/**
 * How many fields every learning page had a page may lack (half of them, at least one): an
 * item with optional facts missing (no reviews yet: no rating and no count; no colour) is still a
 * page of the template, each absence shown by its place being gone; an error page lacks the name
 * and price too. A third was too few: a rating and its count go together, and with five such
 * fields, a product without reviews went to the model on every page. The caller counts the
 * fields about reviews lacking together as one absence (lib/recipes/replay.ts): with seven such
 * fields, an item on no sale, with no colour and no reviews lacked four.
 */
export function absentAllowed(rules: FieldRule[]): number {
  const always = rules.filter((r) => r.absence === 'never-seen').length;
  return Math.max(1, Math.floor(always / 2));
}

/**
 * The absence a page-level field is learned with, from the pages it was learned on: `never-seen`
 * when every page had it, `seen-gone` when each page without it had its place gone. When a page
 * showed its place without a value, no `absence` and `emptyShows`: what the places showed there,
 * other fields' values left out (none kept when they showed more than EMPTY_SHOWS_MAX texts: then
 * only a place gone is an absence). `taken`: the values the page's other fields had; `root`: the
 * record the field was read in (a list's), else the page.
 */
export function learnAbsence(
  rule: FieldRule,
  pages: Array<{ view: PageView; present: boolean; taken?: string[]; root?: Element | null }>,
): Pick<FieldRule, 'absence' | 'emptyShows'> {
  if (pages.every((p) => p.present)) return { absence: 'never-seen' };
  // A field whose absence cannot be seen is never served absent: the page goes to the model.
  if (!observable(rule)) return { absence: 'seen-gone' };
  const shown = pages.filter((p) => !p.present && !placeGone(p.view, rule, p.root ?? null));
  if (shown.length === 0) return { absence: 'seen-gone' };
  const texts = [...new Set(shown.flatMap((p) => placeTexts(p.view, rule, p.root ?? null, p.taken ?? [])))].sort();
  return { emptyShows: texts.length <= EMPTY_SHOWS_MAX ? texts : [] };
}

/**
 * Whether the field's places show only what they showed on a learning page that lacked it
 * (`emptyShows`; the values other fields read here left out: a place shared with the price shows
 * each page's price), or are gone: anything else there may be the value written another way.
 */
export function showsOnlyEmpty(
  view: PageView,
  rule: Pick<FieldRule, 'picks' | 'slots' | 'emptyShows'> & { array?: boolean },
  root: Element | null,
  taken: string[],
): boolean {
  // Compared without their figures: a learning page's "3 beds" lost its figure when another
  // field's value there was 3 too ("3 guests"), and the next page's "3 beds" beside "6 guests"
  // keeps it; the words are what say the place is the empty one.
  const words = (text: string): string => text.replace(/9/g, ' ').replace(/\s+/g, ' ').trim();
  const known = new Set((rule.emptyShows ?? []).map(words));
  const outlines = sharedOutlines(rule.emptyShows ?? []);
  return (
    placeGone(view, rule, root) ||
    placeTexts(view, rule, root, taken).every((t) => known.has(words(t)) || outlines.has(shapeOf(t)))
  );
}

/**
 * Outlines (words → a, figures → 9) two or more of a field's empty places showed in differing
 * words: a line of the page's own context ("Town, Region · 9 May - 9 June · 9 adults"), whose
 * words change from page to page while its outline stays. Only an outline with a figure and at
 * least three runs of words and figures, which no value's place shares by chance.
 */
function sharedOutlines(shows: string[]): Set<string> {
  const byOutline = new Map<string, Set<string>>();
  for (const text of shows) {
    const outline = shapeOf(text);
    byOutline.set(outline, (byOutline.get(outline) ?? new Set()).add(text));
  }
  return new Set(
    [...byOutline]
      .filter(([outline, texts]) => texts.size >= 2 && /9/.test(outline) && outlineParts(outline).length >= 3)
      .map(([outline]) => outline),
  );
}

/**
 * A folded text with the values in `taken` (other fields' values, as text) taken out and every
 * other figure written 9, as a field's empty place is remembered (`emptyShows`).
 */
export function withoutTaken(taken: string[]): (text: string) => string {
  const texts = taken.map(fold).filter((t) => /[\p{L}\p{Sc}]/u.test(t) && t.length > 1);
  const numbers = taken.filter((t) => /^-?\d+(\.\d+)?$/.test(t.trim())).map(Number);
  return (text) => {
    let rest = text;
    for (const t of texts) rest = rest.split(t).join(' ');
    for (const run of numberRuns(rest).reverse())
      if (run.values.some((n) => numbers.some((t) => sameNumber(n, t))))
        rest = `${rest.slice(0, run.start)} ${rest.slice(run.end)}`;
    return rest
      .replace(/\d(?:[\d.,\s]*\d)?/g, '9')
      .replace(/\s+/g, ' ')
      .trim();
  };
}

const LABEL_MAX = 40;

/**
 * A text field's place on a page without it, showing another field's value under a label
 * ("Joined March 2020" where other profiles show the location first in the row; "Cost: £14" where
 * the organiser stood first on other pages): the label left
 * when the other fields' values are taken out ("joined"), or null when the text holds no other
 * field's value or more than a short label beside it.
 */
export function labelOfTaken(value: string, taken: string[]): string | null {
  const folded = fold(value);
  // A value with a letter or a currency sign ("March 2020", "£14"): a bare figure is in many texts by chance.
  const held = taken.map(fold).some((t) => /[\p{L}\p{Sc}]/u.test(t) && t.length > 2 && folded.includes(t));
  if (!held) return null;
  const rest = withoutTaken(taken)(folded);
  return rest.length <= LABEL_MAX && /\p{L}/u.test(rest) ? rest : null;
}

/**
 * What the elements a field's first reading finds show (its backups, often wider, find other
 * things that change from page to page), folded, each text once, with the values in `taken`
 * (other fields' values, as text) taken out and every other figure written 9: a place that
 * showed a figure then (a price's whole part in a span of its own) shows some figure now.
 * JSON-LD readings have no place.
 */
function placeTexts(
  view: PageView,
  rule: Pick<FieldRule, 'picks' | 'slots'>,
  root: Element | null,
  taken: string[],
): string[] {
  const without = withoutTaken(taken);
  const out = new Set<string>();
  for (const pick of [...rule.picks.slice(0, 1), ...(rule.slots ?? [])]) {
    if (pick.locator.by === 'jsonld') continue;
    const places = findElements(view, pick.locator, root);
    // A reading of one place of several ("the third cell") shows what that place shows.
    for (const el of pick.item === undefined ? places : places.slice(pick.item, pick.item + 1)) {
      const text = without(fold(readElement(view, el, pick.read))).slice(0, 200);
      if (text) out.add(text);
    }
  }
  return [...out];
}

/**
 * Whether a record's card shows a figure that could be the field's value and that no field read
 * here (`taken`: the other fields' values, as text): a number the card lacks may stand there
 * written another way or in a new place, so the record is not served without it. Figures in a
 * value read (a name "Trail 90") and the numbers read are taken out, and so are figures whose own
 * signs give them another role than the field's (a former price "Was £11.00", "(1,364 reviews)"
 * beside a rating that is gone).
 */
export function unreadFigureShown(root: Element, taken: string[], field: string): boolean {
  const role = valueRole(field, 0);
  const read = taken.flatMap((t) => numbersIn(t));
  let text = cardText(root);
  for (const w of taken.filter((t) => /\p{L}/u.test(t)).sort((a, b) => b.length - a.length))
    text = text.split(w).join(' ');
  return numberRuns(text).some((run) => {
    if (run.values.some((n) => read.some((t) => sameNumber(n, t)))) return false;
    const shown = numberRole(text, run.start, run.end);
    return role === null || shown === 'plain' || shown === role;
  });
}

/**
 * A card's text as it reads: its pieces run together ("£", "203", ".", "99" is one price), but a
 * figure ending one element and one starting the next are two ("£9.30" then "4.4").
 */
function cardText(root: Element): string {
  let text = '';
  const walker = root.ownerDocument.createTreeWalker(root, 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script,style,template')) continue;
    // A reply nested in the record: its figures are its own.
    if (node.parentElement && inNestedAlike(root, node.parentElement)) continue;
    const piece = node.nodeValue ?? '';
    text += /\d\s*$/.test(text) && /^\s*\d/.test(piece) ? ` ${piece}` : piece;
  }
  return text;
}
