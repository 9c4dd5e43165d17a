import { isMonthName, numbersIn, sameNumber, valueRole } from '../grounding';
import { labelOfTaken } from './absence';
import { availabilityOf, stockFrame } from './availability';
import { asksAvailability, fieldWords, learnBoolean } from './learn-boolean';
import { readsInRole } from './figure-role';
import { escapeRegExp } from '../shared/escape-reg-exp';
import { compareForm, fold, META_SEPARATOR, numberShape, outlineParts, shapeOf, squash } from './page-text';
import { learnNeighbours } from './shifted-places';
import { passingPick } from './passed-texts';
import { learnChoices } from './choices';
import {
  joinedSpan,
  lineCandidates,
  outlineCandidates,
  parseNumber,
  spanCandidates,
  valueCandidates,
  type Candidate,
} from './locate';
import {
  cutAtCurrency,
  findElements,
  itemPlaces,
  pickReads,
  readElement,
  runPick,
  sameOutline,
  type PageView,
} from './read';
import { inRepeatedModule } from './repeated-module';
import { readsMoreControl } from './more-control';
import { JOIN_WORD, readField, splitValues, type FieldOutcome, type FieldReading } from './read-field';
import { MAX_PICKS, type FieldRule, type SpokenNumber, type ValuePick } from './recipe';
import { markLetters, markWord, otherWord } from './mark-words';
import { namesCountIn } from './count-nouns';
import { learnWords } from './spoken-numbers';
import type { SchemaField, ScalarType } from './schema-fields';
import { bareLabel, shownLabels } from './structure';
import { variantReading } from './variant-readings';

/** One place a field was answered: a page (or one list record inside it) and the answer's values. */
export interface Instance {
  view: PageView;
  root: Element | null;
  values: string[];
  /** The answer's other values: text that holds one of them is a neighbouring value, not a label. */
  others?: string[];
  /**
   * A page without the value whose place may show a line of parts instead ("Nefen · 2,0 km from
   * the centre" where other pages show the address): set by learnField when no value learned is
   * written with such separators.
   */
  partsLineEmpty?: boolean;
}

/** How much a pick leans on text that is another value of the same answer. */
function neighbourPenalty(pick: ValuePick, others: string[] | undefined): number {
  if (!others || others.length === 0) return 0;
  const marks = [pick.before, pick.after];
  if (pick.locator.by === 'label') marks.push(pick.locator.label);
  if (pick.locator.by === 'after-line') marks.push(pick.locator.text);
  const folded = marks.filter(Boolean).map(fold);
  return folded.some((mark) => others.some((other) => mark.includes(other))) ? 5 : 0;
}

/**
 * A value cut out of a text that is, whole, another value of the same answer (the town after
 * "in" in the listing's title) holds while the two happen to agree: a place of its own, where
 * the page has one (the "Where:" line, which may say "quarter, town"), ranks above it.
 */
const INSIDE_OTHER_PENALTY = 3;

function cutFromOtherValue(inst: Instance, pick: ValuePick): boolean {
  if (!inst.others?.length || (pick.before === '' && pick.after === '') || pick.locator.by === 'jsonld') return false;
  const el = pickReads(inst.view, pick, inst.root)[0]?.el;
  return el ? inst.others.includes(fold(squash(readElement(inst.view, el, pick.read)))) : false;
}

/** Whether a reading's place shows a figure of another field of the answer (one of three characters or more). */
function showsOtherFigure(inst: Instance, pick: ValuePick): boolean {
  if (pick.locator.by === 'jsonld') return false;
  const own = Number(inst.values[0]);
  const figures = (inst.others ?? []).map(Number).filter((n) => Number.isFinite(n) && n !== own);
  if (figures.length === 0) return false;
  const el = pickReads(inst.view, pick, inst.root)[0]?.el;
  if (!el) return false;
  const shown = numbersIn(readElement(inst.view, el, pick.read));
  return figures.some((f) => shown.some((n) => sameNumber(n, f)));
}

/**
 * A label or line that is, whole, another value of the same answer (the handle "@osnel" on the
 * line before the location) is that page's value, not the template's label: the next page shows
 * another, and on a page lacking the field a reading by it finds nothing by coincidence.
 */
function labelledByOtherValue(pick: ValuePick, others: string[] | undefined): boolean {
  const text =
    pick.locator.by === 'label' ? pick.locator.label : pick.locator.by === 'after-line' ? pick.locator.text : '';
  const folded = fold(text).trim();
  // A line opening with a count ("2 stars", "864 reviews") is such a value too, whatever the
  // answer says: the next page counts otherwise, and a page lacking the field would be told
  // apart from one with another count by chance.
  if (COUNTED_LINE.test(folded)) return true;
  return folded !== '' && (others ?? []).includes(folded);
}

const COUNTED_LINE = /^\d+(?:[.,]\d+)?\s+\p{L}/u;

/**
 * One part of a line read inside a stretch of it that is, whole, another value of the same
 * answer, and not this field's own (the stops, 0, taken as the first figure of a direct flight's
 * "0 h 55 · Direct"): it reads that value, and what it gave this field held on the learning page
 * by chance ("8 h 25 · Direct" is not 8 stops).
 */
function partOfOtherValue(inst: Instance, pick: ValuePick): boolean {
  if (!inst.others?.length) return false;
  const own = new Set(inst.values.map((v) => fold(squash(v))));
  const others = inst.others.filter((o) => !own.has(o));
  if (pick.lines === undefined || pick.part === undefined) return cutInsideOtherValue(inst, pick, others);
  for (const el of findElements(inst.view, pick.locator, inst.root)) {
    for (const raw of readElement(inst.view, el, pick.read).split('\n')) {
      if (shapeOf(squash(raw)) !== pick.lines) continue;
      const line = fold(squash(raw));
      const part = fold(outlineParts(squash(raw))[pick.part] ?? '');
      if (!part || own.has(line)) continue;
      const token = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(part)}(?![\\p{L}\\p{N}])`, 'u');
      if (others.some((o) => o.length > part.length && line.includes(o) && token.test(o))) return true;
    }
  }
  return false;
}

/**
 * The same for a value cut at a mark that is itself a piece of another value ("0" before "h 55"
 * in a flight's "0 h 55"): the mark is that value's rest, and the next page's differs.
 */
function cutInsideOtherValue(inst: Instance, pick: ValuePick, others: string[]): boolean {
  const marks = [pick.before, pick.after].map((m) => fold(squash(m))).filter((m) => /[\p{L}\p{N}]/u.test(m));
  if (marks.length === 0 || pick.locator.by === 'jsonld') return false;
  const pieces = others.filter((o) => marks.some((m) => o !== m && o.includes(m)));
  if (pieces.length === 0) return false;
  return pickReads(inst.view, pick, inst.root).some(({ el, values }) => {
    const text = el ? fold(squash(readElement(inst.view, el, pick.read))) : '';
    return values.some((v) => pieces.some((o) => text.includes(o) && o.includes(fold(squash(v)))));
  });
}

/**
 * A reading inside a quote of the page (a guest's review: "“Lovely!” — Fensa · 2") reads what
 * someone else wrote, never the item's field; a record that is itself a quote reads its parts.
 */
function quoted(inst: Instance, pick: ValuePick): boolean {
  return pickReads(inst.view, pick, inst.root).some(({ el }) => {
    const quote = el?.closest('blockquote, q');
    return quote != null && quote !== inst.root && (inst.root === null || inst.root.contains(quote));
  });
}

/**
 * Anchors that hold by coincidence. Prose (a sentence: more than four words, or words ending in
 * ". ! ?") around a value is the page's copy, which changes from page to page, not the
 * template's label. A value read with its own first words as its label ("Dusk: A Novel" found
 * by "Dusk:") finds the next page's value only if it happens to start alike; a label kept with
 * the value is believable when a number or code follows it ("Mass: 614"), not more words.
 */
const PROSE_PENALTY = 3;
const OWN_WORDS_PENALTY = 8;

function prose(text: string): boolean {
  const words = squash(text).split(' ').filter(Boolean);
  return words.length > 4 || (words.length > 1 && /\p{L}[.!?]$/u.test(words[words.length - 1] ?? ''));
}

/**
 * An attribute saying which of several is picked (pressed, selected, current, checked). For a
 * field of one value it finds the chosen swatch among many; for an array it keeps only the
 * chosen ones, which pages offering one size at a time cannot tell from "every size".
 */
const STATE_ATTRIBUTE =
  /\[(?:aria-(?:pressed|selected|checked|current)|data-(?:state|selected|active)|selected|checked)[=\]]/;
const STATE_PENALTY = 3;

export function statePenalty(pick: ValuePick): number {
  return pick.locator.by === 'css' && STATE_ATTRIBUTE.test(pick.locator.selector) ? STATE_PENALTY : 0;
}

export function coincidencePenalty(pick: ValuePick, values: string[]): number {
  const anchors = [pick.before, pick.after];
  if (pick.locator.by === 'label') anchors.push(pick.locator.label);
  if (pick.locator.by === 'after-line') anchors.push(pick.locator.text);
  let penalty = anchors.some((a) => a !== '' && prose(a)) ? PROSE_PENALTY : 0;
  if (pick.keep && pick.before !== '') {
    const label = fold(pick.before);
    const wordsAfter = values.some((v) => {
      const folded = fold(v);
      return (
        folded.startsWith(label) &&
        /^[\s\p{L}'’-]+$/u.test(folded.slice(label.length)) &&
        /\p{L}/u.test(folded.slice(label.length))
      );
    });
    if (wordsAfter) penalty += OWN_WORDS_PENALTY;
  }
  return penalty;
}

/**
 * A selector anchored on an attribute whose value is the answer itself ([aria-label="<value>"])
 * is a constant, not a place: it finds this value and no other page's.
 */
function anchoredOnValue(pick: ValuePick, values: string[]): boolean {
  if (pick.locator.by !== 'css') return false;
  const quoted = [...pick.locator.selector.matchAll(/="((?:[^"\\]|\\.)*)"/g)].map((m) => fold(m[1] ?? ''));
  return quoted.some((q) => values.some((v) => q.length > 0 && fold(v) === q));
}

/**
 * A reading of the page's one item whose place sits in a repeated module (lib/recipes/repeated-module.ts)
 * holds by coincidence when the card happens to show the item's value (a related link with the
 * same title): it costs as much as a longer path to the main heading.
 */
const MODULE_PENALTY = 6;

function inModuleReading(view: PageView, pick: ValuePick): boolean {
  if (pick.locator.by === 'jsonld') return false;
  // A reading found by its label names its field: rows built alike with other labels are the
  // rows of one record (a facts table), and copies with the same label make it match twice.
  if ((pick.locator.by === 'label' || pick.locator.by === 'after-line') && pick.item === undefined) return false;
  const first = pickReads(view, pick, null)[0]?.el;
  return inRepeatedModule(first?.parentElement ?? null, view.doc.body);
}

/**
 * A CSS reading that finds its element by position (an nth-of-type step, or a path of tags from
 * <body> with no id, class or attribute on the way): it holds only while the rows stay in place.
 */
export function positional(pick: ValuePick): boolean {
  if (pick.locator.by !== 'css') return false;
  const selector = pick.locator.selector;
  return /:nth-of-type\(/.test(selector) || /^body\b/.test(selector);
}

/**
 * Separators tried on an array field learned only from single values. The comma and semicolon of
 * Arabic script (، ؛) and the ideographic and full-width commas (、 ，) separate a list as "," does.
 */
const DEFAULT_SEPARATORS = [',', ';', 'and', '&', '|', '/', '\u060c', '\u061b', '\u3001', '\uff0c'];
/** Candidates replayed per field at most: learning stays well under a second a page. */
const MAX_TRIES = 1500;
/** Candidates replayed looking for a cross-check once the best reading is known. */
const MAX_ALTERNATE_TRIES = 150;
const MAX_ALTERNATE_COST_GAP = 2;

export function sameValue(type: ScalarType, got: string, wanted: string): boolean {
  if (type === 'number' || type === 'integer') {
    // Replay reads one number the way parseNumber does: learning keeps only readings where that
    // number is the answer's (a page writing "4.517" for 4517 fails here, not later).
    const read = parseNumber(got);
    return read !== null && sameNumber(read, Number(wanted));
  }
  if (type === 'boolean') return fold(got) === fold(wanted);
  return compareForm(got) === compareForm(wanted);
}

function sameValues(type: ScalarType, got: string[], wanted: string[]): boolean {
  if (got.length !== wanted.length) return false;
  const left = [...wanted];
  for (const value of got) {
    const at = left.findIndex((w) => sameValue(type, value, w));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/** A reading reproduces the answer on an instance: the same values, or nothing where there was none. */
function reproduces(field: SchemaField, outcome: FieldOutcome, instance: Instance): boolean {
  if (instance.values.length === 0)
    return (
      'missing' in outcome ||
      showsNoFigure(field, outcome) ||
      showsOtherField(field, outcome, instance) ||
      showsPartsLine(outcome, instance)
    );
  if (!('values' in outcome)) return false;
  if (!field.array && outcome.values.length !== 1) return false;
  if (!sameValues(field.type, outcome.values, instance.values)) return false;
  // An answer that lists "Acme" and "ACME" tells the spellings apart: the reading must too.
  return !spellingsApart(instance.values) || sameList(outcome.values.map(squash), instance.values.map(squash));
}

/**
 * A number's place showing a mark with no figure and no word ("—", "∞") where the answer has no
 * value: the place is there and holds none. Learned as what it showed there (`emptyShows`). A
 * text with words is not taken so: a reading that finds the town where a record lacks its rooms
 * is no place of the rooms.
 */
function showsNoFigure(field: SchemaField, outcome: FieldOutcome): boolean {
  const numeric = field.type === 'number' || field.type === 'integer';
  return (
    numeric &&
    !field.array &&
    'values' in outcome &&
    outcome.values.length > 0 &&
    outcome.values.every((v) => !/[\p{L}\p{N}]/u.test(v))
  );
}

/**
 * A text field's place showing, on a page without it, another field's value under a label
 * ("Joined March 2020" where other profiles show the location): the place is there and holds
 * another field. Learned as the label it showed (`emptyShows`, lib/recipes/absence.ts), and on
 * use a place showing that label around another field's value is read as nothing (replay.ts).
 */
function showsOtherField(field: SchemaField, outcome: FieldOutcome, instance: Instance): boolean {
  return (
    field.type === 'string' &&
    !field.array &&
    !field.required &&
    instance.root === null &&
    'values' in outcome &&
    outcome.values.length === 1 &&
    labelOfTaken(outcome.values[0] as string, instance.others ?? []) !== null
  );
}

/**
 * A text field's place showing, on a page without it, one line of parts where no value learned
 * is written so: the place holds the page's context, not the value. Learned as what it showed
 * (`emptyShows`), and on use such a line in that outline is read as nothing (replay.ts).
 */
function showsPartsLine(outcome: FieldOutcome, instance: Instance): boolean {
  return (
    instance.partsLineEmpty === true &&
    'values' in outcome &&
    outcome.values.length === 1 &&
    META_SEPARATOR.test(outcome.values[0] as string)
  );
}

function spellingsApart(values: string[]): boolean {
  return new Set(values.map(compareForm)).size < new Set(values.map(squash)).size;
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
}

function worksEverywhere(field: SchemaField, reading: FieldReading, instances: Instance[]): boolean {
  return instances.every((inst) => reproduces(field, readField(inst.view, reading, inst.root), inst));
}

/** Whether a reading takes the whole part of a figure whose decimal mark is a currency sign ("27€00"). */
function cutsAtCurrency(inst: Instance, pick: ValuePick): boolean {
  if (pick.read !== 'text' || pick.locator.by === 'jsonld') return false;
  return pickReads(inst.view, pick, inst.root).some(
    ({ el, values }) => el !== null && values.some((v) => cutAtCurrency(inst.view, pick, el, v)),
  );
}

/**
 * Whether a reading takes its number out of an availability phrase ("Only 4 left"), by its frame
 * or by the outline of that line: a count of items in stock, whatever field's value it matched.
 */
function readsStockCount(inst: Instance, pick: ValuePick): boolean {
  if (stockFrame(pick.before, pick.after)) return true;
  if (pick.lines === undefined || pick.locator.by === 'jsonld') return false;
  return findElements(inst.view, pick.locator, inst.root).some((el) =>
    readElement(inst.view, el, pick.read)
      .split('\n')
      .some((line) => shapeOf(squash(line)) === pick.lines && availabilityOf(line) !== null),
  );
}

/**
 * A reading of one value of the page's item, also as counted among the item's own places only
 * (`outside`): the same class on a related card's price then does not make it match twice.
 */
function ownPlaceVariants(field: SchemaField, inst: Instance, c: Candidate): Candidate[] {
  const { pick } = c;
  if (field.array || inst.root || pick.many || pick.item !== undefined || pick.locator.by === 'jsonld') return [c];
  const reads = pickReads(inst.view, pick, null);
  const own = itemPlaces(inst.view, reads, true);
  if (own.length === 0) return [c];
  const outside = { ...c, pick: { ...pick, outside: true } };
  return own.length === reads.length ? [outside] : [c, outside];
}

interface Draft {
  reading: FieldReading;
  cost: number;
  /** Read inside a repeated module: never kept as a cross-check (it would veto right reads by coincidence). */
  inModule?: boolean;
}

function drafts(field: SchemaField, inst: Instance, distinct: boolean): Draft[] {
  const out: Draft[] = [];
  const first = inst.values[0] ?? '';
  const stockAsked = asksAvailability(fieldWords(field.name));
  const numeric = field.type === 'number' || field.type === 'integer';
  const add = (cs: Candidate[], split: string[] | undefined, extra: number): void => {
    for (const c of cs.flatMap((one) => ownPlaceVariants(field, inst, one))) {
      if (anchoredOnValue(c.pick, inst.values) || labelledByOtherValue(c.pick, inst.others)) continue;
      if (partOfOtherValue(inst, c.pick) || quoted(inst, c.pick)) continue;
      if (!stockAsked && readsStockCount(inst, c.pick)) continue;
      if (numeric && readsMoreControl(inst.view, c.pick, inst.root)) continue;
      if (numeric && cutsAtCurrency(inst, c.pick)) continue;
      const inModule = !field.array && !inst.root && inModuleReading(inst.view, c.pick);
      const cost =
        c.cost +
        extra +
        neighbourPenalty(c.pick, inst.others) +
        (cutFromOtherValue(inst, c.pick) ? INSIDE_OTHER_PENALTY : 0) +
        coincidencePenalty(c.pick, inst.values) +
        (field.array ? statePenalty(c.pick) : 0) +
        (inModule ? MODULE_PENALTY : 0);
      out.push({
        reading: { picks: [c.pick], ...(split ? { split } : {}), ...(distinct ? { distinct } : {}) },
        cost,
        ...(inModule ? { inModule } : {}),
      });
    }
  };
  if (!field.array) {
    add(valueCandidates(inst.view, first, field.type, inst.root, false), undefined, 0);
    add(outlineCandidates(inst.view, first, field.type, inst.root), undefined, 0);
    add(itemCandidates(field, inst, first), undefined, ITEM_COST);
    return out;
  }
  // Several matches, one value each, generalise to pages with more or fewer values.
  add(valueCandidates(inst.view, first, field.type, inst.root, true), undefined, 0);
  add(lineCandidates(inst.view, inst.values, inst.root), undefined, 0);
  if (inst.values.length > 1) {
    const span = joinedSpan(inst.view, inst.values, inst.root);
    if (span) {
      const separators = serialComma(span.separators);
      const joined = spanCandidates(inst.view, span.start, span.end, inst.root, false);
      add(joined, separators, 1);
      add(joinedItemCandidates(field, inst, joined, separators), separators, 1 + ITEM_COST);
    }
  } else {
    const separators = DEFAULT_SEPARATORS.filter((s) => !fold(first).includes(s));
    const one = valueCandidates(inst.view, first, field.type, inst.root, false);
    add(one, separators, 3);
    add(joinedItemCandidates(field, inst, one, separators), separators, 3 + ITEM_COST);
  }
  return out;
}

const WORDS = /\p{L}+(?:[\s'’.-]+\p{L}+)*/u;

/**
 * Whether the values' one run of words is free text: several words in one value, other words in
 * another ("Thermos flask Torip K29", "Cordless kettle Pexdra S52"). Two product names that both
 * end in a model number share an outline by chance, and the next name has none; a label or a
 * unit ("Mass: 614"), or one word that changes (a month: "12 March 2024"), does say something.
 */
function freeWords(values: string[]): boolean {
  const runs = new Set(values.map((v) => WORDS.exec(fold(v))?.[0] ?? ''));
  return runs.size > 1 && [...runs].some((run) => /\s/.test(run));
}

/**
 * The values written in one text, in the first (or k-th) of several places its label or mark
 * finds: the record's own "Director:" row before the same rows of other records shown under
 * it. Such a reading holds however the rows are ordered, where a path by position does not.
 */
function joinedItemCandidates(
  field: SchemaField,
  inst: Instance,
  candidates: Candidate[],
  separators: string[],
): Candidate[] {
  const out: Candidate[] = [];
  const tried = candidates
    .filter((c) => c.pick.locator.by !== 'jsonld' && !positional(c.pick))
    .sort((a, b) => a.cost - b.cost)
    .slice(0, MAX_ITEM_TRIES);
  for (const c of tried) {
    const reads = pickReads(inst.view, c.pick, inst.root);
    if (reads.length < 2) continue;
    const item = reads.findIndex(
      (r) =>
        r.values.length === 1 && sameValues(field.type, splitValues(r.values[0] as string, separators), inst.values),
    );
    if (item < 0 || item > 20) continue;
    out.push({ pick: { ...c.pick, item }, cost: c.cost });
  }
  return out;
}

/**
 * Two values joined by a word ("A and B", "A y B") are written "A, B and C" when there are
 * three: a list joined by a conjunction is split at commas too.
 */
function serialComma(separators: string[]): string[] {
  return separators.some((sep) => /^\p{L}+$/u.test(sep)) && !separators.includes(',')
    ? [...separators, ',']
    : separators;
}

/** An item of several costs more than a place of its own: the list may reorder on the next page. */
const ITEM_COST = 2.5;
/** Places of several matches looked at for an item reading, cheapest first. */
const MAX_ITEM_TRIES = 60;

/**
 * A value that is one item of several (the first genre, the second of two directors): each way
 * to read all the items, taken at the index where the answer's value sits on this page.
 */
function itemCandidates(field: SchemaField, inst: Instance, value: string): Candidate[] {
  const out: Candidate[] = [];
  // A label or line before the value that the page shows more than once (the item's "Elevation"
  // row, and the same row in a small box of another item below) finds each place of it too.
  const labelled = valueCandidates(inst.view, value, field.type, inst.root, false).filter(
    (c) => c.pick.locator.by === 'label' || c.pick.locator.by === 'after-line',
  );
  const many = [...valueCandidates(inst.view, value, field.type, inst.root, true), ...labelled]
    .sort((a, b) => a.cost - b.cost)
    .slice(0, MAX_ITEM_TRIES);
  for (const c of many) {
    const reads = pickReads(inst.view, c.pick, inst.root);
    if (reads.length < 2) continue;
    const at = reads.findIndex((r) => r.values.length === 1 && sameValue(field.type, r.values[0] as string, value));
    if (at < 0) continue;
    // The item's own place, outside the related cards: counted among such places only, so a page
    // whose item lacks the value does not read the first card's.
    const place = reads[at];
    const own = inst.root === null && place?.el != null && itemPlaces(inst.view, [place], true).length === 1;
    const item = own ? itemPlaces(inst.view, reads, true).indexOf(reads[at] as (typeof reads)[number]) : at;
    if (item < 0 || item > 20) continue;
    out.push({ pick: { ...c.pick, many: false, item, ...(own ? { outside: true } : {}) }, cost: c.cost });
  }
  return out;
}

/** Present places whose item readings are tried for one that passes over other texts. */
const MAX_PASS_SOURCES = 3;

/**
 * A reading of one match of several that passes over the texts other matches showed
 * (lib/recipes/passed-texts.ts): where no reading reproduces every record, because one lacking the
 * value shows another chip of its classes first.
 */
function passingReading(field: SchemaField, instances: Instance[]): FieldReading | null {
  const present = instances.filter((i) => i.values.length > 0);
  const candidates = present
    .slice(0, MAX_PASS_SOURCES)
    .flatMap((inst) => itemCandidates(field, inst, inst.values[0] ?? ''))
    .filter((c) => c.pick.locator.by !== 'jsonld')
    .sort((a, b) => a.cost - b.cost);
  const tried = new Set<string>();
  for (const { pick } of candidates) {
    const key = pickKey(pick);
    if (tried.has(key) || tried.size >= MAX_ITEM_TRIES) continue;
    tried.add(key);
    const passing = passingPick(pick, present, (got, wanted) => sameValue(field.type, got, wanted));
    if (passing && worksEverywhere(field, { picks: [passing] }, instances)) return { picks: [passing] };
  }
  return null;
}

/**
 * Whether a reading is cut at a word of the field's own name ("… bedrooms" for `bedrooms`), or at
 * that word in another language ("… chambres"; lib/recipes/count-nouns.ts).
 */
function namesField(field: SchemaField, pick: ValuePick): boolean {
  return isFieldWord(field, markWord(pick));
}

function isFieldWord(field: SchemaField, word: string): boolean {
  const own = fieldWords(field.name);
  return word !== '' && (own.some((w) => !otherWord(word, w)) || namesCountIn(own, word));
}

const dayLike = (value: string): boolean => /^\d{1,2}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 31;

/** Whether a reading is cut right before or after a month's name ("2 novembre", "März 5"). */
function cutAtMonth(pick: ValuePick): boolean {
  const first = /^\s*(\p{L}+)/u.exec(pick.after)?.[1];
  const last = /(\p{L}+)\s*$/u.exec(pick.before)?.[1];
  return [first, last].some((word) => word !== undefined && isMonthName(word));
}

/**
 * Whether a reading of one part of a line ("Lyon · 16 juin – 21 juin · 3 adultes") reads, on this
 * page, a figure whose word beside it is not the field's ("adultes" for `bedrooms`): the part
 * agreed with the field by chance. The word after the figure counts, else the one before it.
 */
function partBesideOtherWord(field: SchemaField, inst: Instance, pick: ValuePick): boolean {
  const { lines, part } = pick;
  if (lines === undefined || part === undefined) return false;
  const words = findElements(inst.view, pick.locator, inst.root).flatMap((el) =>
    readElement(inst.view, el, pick.read)
      .split('\n')
      .map(squash)
      .filter((line) => sameOutline(line, lines))
      .map((line) => {
        const parts = outlineParts(line);
        const beside = [parts[part + 1], parts[part - 1]].find((p) => p !== undefined && /\p{L}/u.test(p)) ?? '';
        return markLetters(beside);
      }),
  );
  return words.length > 0 && words.every((word) => word !== '' && !isFieldWord(field, word));
}

function pickKey(pick: ValuePick): string {
  return JSON.stringify(pick.locator);
}

/** A second way to the value that does not share the first's anchor, to cross-check it on use. */
function independent(a: ValuePick, b: ValuePick): boolean {
  if (a.locator.by !== b.locator.by) return true;
  // One list's rows told apart by their words ("2 bedrooms", "2 beds"): two places.
  if (otherWord(markWord(a), markWord(b))) return true;
  if (a.locator.by === 'css' && b.locator.by === 'css') {
    const head = (s: string): string => s.split(/[\s>]+/)[0] ?? s;
    return head(a.locator.selector) !== head(b.locator.selector);
  }
  return false;
}

function bestReading(field: SchemaField, instances: Instance[]): FieldReading | null {
  const present = instances.filter((i) => i.values.length > 0);
  const distinct = field.array && present.every((i) => new Set(i.values.map(compareForm)).size === i.values.length);
  const all = new Map<string, Draft>();
  const numericField = field.type === 'number' || field.type === 'integer';
  for (const inst of present) {
    for (const d of drafts(field, inst, distinct)) {
      // A figure of 1 to 31 cut at a month's name ("– 2 novembre") is a date's day, whatever it
      // equalled; a year beside one ("March 1998") is read.
      if (numericField && d.reading.picks[0] && cutAtMonth(d.reading.picks[0]) && inst.values.every(dayLike)) continue;
      const key = JSON.stringify(d.reading);
      const known = all.get(key);
      if (!known || known.cost > d.cost) all.set(key, d);
    }
  }
  // For arrays, reading each of several matches beats reading one and splitting it: only the
  // former also reads a page with more values than the learning pages had.
  // A positional path (a row's place among its siblings) is not a place of its own: rows move
  // from page to page, so it does not outrank a reading anchored on a label or a mark.
  const group = (d: Draft): number => {
    const pick = d.reading.picks[0];
    return field.array && (!(pick?.many || pick?.lines) || (pick && positional(pick))) ? 1 : 0;
  };
  // A figure written beside the field's own word ("3 bathrooms") outranks one beside no word (a
  // similar home's "4.00" rating read as 4 bedrooms) and one beside another word ("3 bedrooms"):
  // the learning pages may have held one figure in several places.
  const named =
    numericField && [...all.values()].some((d) => d.reading.picks[0] && namesField(field, d.reading.picks[0]));
  const elsewhere = (d: Draft): number => {
    const pick = d.reading.picks[0];
    if (!named || !pick || namesField(field, pick)) return 0;
    return markWord(pick) === '' ? 1 : 2;
  };
  const sorted = [...all.values()]
    .sort((a, b) => group(a) - group(b) || elsewhere(a) - elsewhere(b) || a.cost - b.cost)
    .slice(0, MAX_TRIES);
  let best: Draft | null = null;
  const alternates: ValuePick[] = [];
  // Backups reading the very elements the best reading reads (another class of one heading):
  // kept as fallbacks when the best one's anchor goes, but they agree by construction, so they
  // do not take the places of backups that read the value elsewhere and can tell a wrong place.
  const echoes: ValuePick[] = [];
  let bestPlaces: Element[][] = [];
  // Page-level fields only: a list's readings are already checked against each record of each
  // page, and there more backups by a cell's position disagree from page to page (records laid
  // out as table columns).
  const onPage = instances.every((inst) => inst.root === null);
  // A cross-check of a figure reads it in the field's role where it stands (a scale's "out of 5"
  // is no count, though it equalled the one count a learning page had): else it vetoes by chance.
  const numeric = field.type === 'number' || field.type === 'integer';
  const inRole = (pick: ValuePick): boolean =>
    !numeric ||
    present.every((inst) => readsInRole(inst.view, pick, inst.root, valueRole(field.name, inst.values[0] ?? '')));
  let afterBest = 0;
  // The best reading's place shows another field's figure too (a total's line, "1 258,50 € for
  // 3 nights", read for 3 guests): it may agree with the field by chance on every learning page,
  // so one cross-check is kept however much more it costs.
  let crowded = false;
  // A count of the page's item among rows that may hold the same figure on every learning page
  // ("1 bedroom", "1 bed", "1 bathroom"): one more cross-check, so the row that is the field's
  // own is among them and a page where the rows differ goes to the model.
  const maxAlternates = numeric && onPage ? MAX_PICKS - 1 : 2;
  for (const draft of sorted) {
    if (best && (alternates.length >= maxAlternates || afterBest++ > MAX_ALTERNATE_TRIES)) break;
    const pick = draft.reading.picks[0];
    if (!pick) continue;
    if (best) {
      // A much weaker second reading would veto good reads more often than it catches bad ones;
      // but a value read from the page's data (JSON-LD) alone is checked against where the page
      // shows it, whatever that costs: the data may say otherwise than the page (a stale venue).
      const unseen = isData(best.reading.picks[0]) && !alternates.some((a) => !isData(a));
      if (draft.cost > best.cost + MAX_ALTERNATE_COST_GAP && !unseen && !(crowded && alternates.length === 0)) break;
      const bestPick = best.reading.picks[0] as ValuePick;
      const sameShape =
        JSON.stringify(draft.reading.split) === JSON.stringify(best.reading.split) && pick.many === bestPick.many;
      const known = [...alternates, ...echoes].some((a) => pickKey(a) === pickKey(pick));
      if (!sameShape || !independent(bestPick, pick) || known) continue;
      if (draft.inModule) continue;
      if (!inRole(pick)) continue;
      // The best reading is cut at the field's own name ("… bedrooms"): a cross-check cut at
      // another word ("… bathrooms") reads another quantity, which agreed on the pages by chance.
      if (numeric && namesField(field, bestPick) && markWord(pick) && !namesField(field, pick)) continue;
      // …and so does a part of a line read beside another word ("3 adultes" in a search summary).
      if (numeric && namesField(field, bestPick) && present.every((inst) => partBesideOtherWord(field, inst, pick)))
        continue;
      // A backup of an array read by which one is chosen reads one value where the page shows
      // several: it vetoes every such page, though the pages learned from could not tell them apart.
      if (field.array && statePenalty(pick) > 0) continue;
    }
    if (!worksEverywhere(field, draft.reading, instances)) continue;
    const places = onPage ? instances.map((inst) => placeOf(inst.view, pick, null)) : [];
    if (!best) {
      best = draft;
      bestPlaces = places;
      crowded = numeric && onPage && present.some((inst) => showsOtherFigure(inst, pick));
    } else if (places.some((els) => els.length > 0) && samePlace(places, bestPlaces)) {
      if (echoes.length < 2) echoes.push(pick);
    } else alternates.push(pick);
  }
  // Backups in the order they were found (cheapest first), as many echoes as there is room for.
  let room = MAX_PICKS - 1 - alternates.length;
  const backups = sorted.flatMap((d) => {
    const pick = d.reading.picks[0];
    if (!pick || pick === best?.reading.picks[0]) return [];
    if (alternates.includes(pick)) return [pick];
    return echoes.includes(pick) && room-- > 0 ? [pick] : [];
  });
  const bestPick = best?.reading.picks[0];
  // A reading by a label the pages show as a label, or by a class, that also works everywhere
  // outranks a path by position: rows move from page to page, the label goes with its row. A line
  // that merely comes before the value (the last link of a menu) is no such label.
  const shownOnEvery = (pick: ValuePick): boolean => {
    const label =
      pick.locator.by === 'label' ? pick.locator.label : pick.locator.by === 'after-line' ? pick.locator.text : null;
    return label === null || instances.every((inst) => shownLabels(inst.view.doc).has(bareLabel(label)));
  };
  const byPosition = best !== null && bestPick !== undefined && positional(bestPick);
  // A path to the row the field's own word names ("2 bedrooms") is not given up for readings
  // beside no word or another ("+2 more"): they agreed on the learning pages by chance.
  const ownWord = numeric && bestPick !== undefined && namesField(field, bestPick);
  const steady = byPosition
    ? backups.filter((a) => !positional(a) && shownOnEvery(a) && (!ownWord || namesField(field, a)))
    : [];
  // First the one reading the very elements the path reads (the row's own word, "… bathrooms"):
  // readings elsewhere agreed on the learning pages only, and may have by chance ("… bedrooms").
  const ownRow =
    byPosition && onPage
      ? sorted.find((draft) => {
          const pick = draft.reading.picks[0];
          if (!pick || pick === bestPick || positional(pick) || !shownOnEvery(pick)) return false;
          const places = instances.map((inst) => placeOf(inst.view, pick, null));
          return samePlace(places, bestPlaces) && worksEverywhere(field, draft.reading, instances);
        })?.reading.picks[0]
      : undefined;
  if (best && ownRow)
    return { ...best.reading, picks: [ownRow, ...steady.filter((a) => JSON.stringify(a) !== JSON.stringify(ownRow))] };
  if (best && steady.length > 0) return { ...best.reading, picks: steady };
  if (!best || (bestPick && positional(bestPick))) {
    const needless = new Set(instances.flatMap((inst, i) => (inst.values.length === 0 ? [i] : [])));
    const variants = variantReading(sorted, instances.length, needless, {
      fit: (reading, i) => {
        const inst = instances[i] as Instance;
        const outcome = readField(inst.view, reading, inst.root);
        return reproduces(field, outcome, inst) ? 'right' : 'missing' in outcome ? 'none' : 'wrong';
      },
      isLabel: (label, i) => shownLabels((instances[i] as Instance).view.doc).has(bareLabel(label)),
      byElement: !best && instances.every((inst) => inst.root !== null),
    });
    if (variants) return variants;
  }
  if (!best) return null;
  return { ...best.reading, picks: [...best.reading.picks, ...backups] };
}

const isData = (pick: ValuePick | undefined): boolean => pick?.locator.by === 'jsonld';

/** The answer's values other than the one at `index`, folded, as otherValues gives them. */
function otherParts(values: string[], index: number): string[] {
  return values
    .filter((_, k) => k !== index)
    .map(fold)
    .filter((v) => v.length > 2);
}

/** Pages that all gave the same answer cannot tell the field's places from text the template repeats. */
function sameAnswers(instances: Instance[]): boolean {
  return new Set(instances.map((i) => i.values.map(squash).sort().join('\u0000'))).size < 2;
}

/** Arrays whose values sit in different places (a name in the heading and a spelling in the specs). */
function slotReading(field: SchemaField, instances: Instance[]): FieldReading | null {
  const present = instances.filter((i) => i.values.length > 0);
  const count = present[0]?.values.length ?? 0;
  // One page cannot tell a fixed number of values from a number that varies: slots need two.
  if (count < 2 || present.length < 2 || present.some((i) => i.values.length !== count)) return null;
  if (sameAnswers(present)) return null;
  const slots: ValuePick[] = [];
  const single: SchemaField = { ...field, array: false };
  for (let index = 0; index < count; index += 1) {
    // The field's other values are neighbouring values too: "Brackenford," is the town, not a label for the region.
    const per = instances.map((i) => ({
      ...i,
      values: i.values.length ? [i.values[index] as string] : [],
      others: [...(i.others ?? []), ...otherParts(i.values, index)],
    }));
    const reading = bestReading(single, per);
    const pick = reading?.picks[0];
    if (!pick) return null;
    slots.push(pick);
  }
  if (!apart(slots, instances)) return null;
  return (
    withPool(field, slots, instances) ??
    (worksEverywhere(field, { picks: [], slots }, instances) ? { picks: [], slots } : null)
  );
}

/**
 * Slots pooled (each value once) when that reproduces every answer: as exactly written when only
 * that does, folded when only that does, `unsure` when the answers cannot tell (a page where it
 * matters is then not served).
 */
function withPool(field: SchemaField, slots: ValuePick[], instances: Instance[]): FieldReading | null {
  const works = (pool: 'exact' | 'folded'): boolean => worksEverywhere(field, { picks: [], slots, pool }, instances);
  const exact = works('exact');
  const folded = works('folded');
  if (!exact && !folded) return null;
  return { picks: [], slots, pool: exact && folded ? 'unsure' : exact ? 'exact' : 'folded' };
}

/**
 * Slots must be different places, and not the positions of one repeated list: two slots that
 * read the same element ("Acme" and "ACME" both found in the heading) give one spelling twice,
 * and li:nth-of-type(1), li:nth-of-type(2) are a list whose next page may have three.
 */
function apart(slots: ValuePick[], instances: Instance[]): boolean {
  const steps = (p: ValuePick): string | null =>
    p.locator.by === 'css' && /:nth-of-type\(/.test(p.locator.selector)
      ? `${p.read}\u0000${p.locator.selector.replace(/:nth-of-type\(\d+\)/g, '')}`
      : null;
  const places = slots.map((p) => instances.map((i) => placeOf(i.view, p, i.root)));
  return slots.every((a, i) =>
    slots.slice(i + 1).every((b, k) => {
      const list = steps(a);
      if (list !== null && list === steps(b)) return false;
      const [pa, pb] = [places[i] ?? [], places[i + k + 1] ?? []];
      const same =
        a.locator.by === 'jsonld' || b.locator.by === 'jsonld' ? pickKey(a) === pickKey(b) : samePlace(pa, pb);
      // Several parts of one line ("Brackenford, QA 40417") are one element read at different parts.
      return !same || (a.part !== undefined && b.part !== undefined && a.part !== b.part);
    }),
  );
}

/** Slots a pooled reading keeps at most (the recipe's limit). */
const MAX_SLOTS = 10;

/**
 * The elements a pick reads a value from on a page (none for JSON-LD: its key path is the
 * place); loose text next to an element belongs to that element's parent.
 */
function placeOf(view: PageView, pick: ValuePick, root: Element | null): Element[] {
  const loose = pick.read === 'prev-text' || pick.read === 'next-text';
  return pickReads(view, pick, root).flatMap(({ el }) => {
    const place = el && loose ? el.parentElement : el;
    return place ? [place] : [];
  });
}

/** Two picks read the same text on every page when their elements nest (a <li> and the <div> in it). */
function samePlace(a: Element[][], b: Element[][]): boolean {
  return a.every((els, i) => els.every((el) => (b[i] ?? []).some((o) => o === el || o.contains(el) || el.contains(o))));
}

interface Place {
  pick: ValuePick;
  cost: number;
  elements: Element[][];
  /** Index of the first answer value it reads on the first page: slots keep the answer's order. */
  order: number;
}

/**
 * Arrays pooled from several places, each holding one of the answer's values: a name in the
 * heading, another spelling of it in the specifications, a third in a summary (two spellings
 * on one page, three on the next). Every place that reads one of the answer's values on every
 * learning page becomes a slot; together, each value kept once, they must give back every
 * answer. Two pages at least, with different answers: one cannot tell a place that holds the
 * field from one that happens to repeat it.
 */
function pooledReading(field: SchemaField, instances: Instance[]): FieldReading | null {
  if (instances.length < 2 || instances.some((i) => i.values.length === 0)) return null;
  if (sameAnswers(instances)) return null;
  const seenPicks = new Map<string, Draft>();
  for (const inst of instances) {
    for (const value of new Set(inst.values)) {
      for (const c of valueCandidates(inst.view, value, field.type, inst.root, false)) {
        if (anchoredOnValue(c.pick, inst.values)) continue;
        const key =
          pickKey(c.pick) + JSON.stringify([c.pick.read, c.pick.before, c.pick.after, c.pick.keep, c.pick.figure]);
        const known = seenPicks.get(key);
        if (!known || known.cost > c.cost) seenPicks.set(key, { reading: { picks: [c.pick] }, cost: c.cost });
      }
    }
  }
  const places: Place[] = [];
  const sorted = [...seenPicks.values()].sort((a, b) => a.cost - b.cost).slice(0, MAX_TRIES);
  for (const { reading, cost } of sorted) {
    const pick = reading.picks[0] as ValuePick;
    let order = -1;
    const fits = instances.every((inst, i) => {
      const got = runPick(inst.view, pick, inst.root);
      if (!('values' in got) || got.values.length !== 1) return false;
      // The page's own spelling must be one the answer gave ("NORTHWIND" is not "Northwind" here).
      const at = inst.values.findIndex((v) => squash(v) === squash(got.values[0] as string));
      if (i === 0) order = at;
      return (
        at >= 0 &&
        (field.type === 'string' || sameValue(field.type, got.values[0] as string, inst.values[at] as string))
      );
    });
    if (!fits) continue;
    const elements = instances.map((inst) => placeOf(inst.view, pick, inst.root));
    const jsonld = (p: ValuePick): boolean => p.locator.by === 'jsonld';
    const same = (p: Place): boolean =>
      jsonld(p.pick) || jsonld(pick) ? pickKey(p.pick) === pickKey(pick) : samePlace(p.elements, elements);
    if (places.some(same)) continue;
    places.push({ pick, cost, elements, order });
    if (places.length >= MAX_SLOTS) break;
  }
  if (places.length < 2) return null;
  return withPool(
    field,
    places.sort((a, b) => a.order - b.order || a.cost - b.cost).map((p) => p.pick),
    instances,
  );
}

/**
 * A number some pages or records write as a word ("Nonstop" for 0 stops): the reading learned
 * from the others, which show a figure, and the words it finds where the answer is that number
 * (lib/recipes/spoken-numbers.ts). Tried for each number answered, the rest keeping two answers.
 */
function wordedReading(
  field: SchemaField,
  instances: Instance[],
): { reading: FieldReading; words: SpokenNumber[] } | null {
  const present = instances.filter((i) => i.values.length === 1);
  for (const said of new Set(present.map((i) => i.values[0] as string))) {
    const value = parseNumber(said);
    if (value === null) continue;
    const worded = present.filter((i) => i.values[0] === said);
    const rest = instances.filter((i) => !worded.includes(i));
    if (rest.filter((i) => i.values.length > 0).length < 2) continue;
    const reading = bestReading(field, rest);
    const pick = reading?.picks[0];
    // A place by rank holds the word only when the figure it reads carries its own words there
    // ("2 stops"): a bare rank would take whatever text the next card puts at that rank.
    const marked = Boolean(pick?.before || pick?.after);
    if (!reading || !pick || (positional(pick) && !marked) || reading.slots?.length) continue;
    // No reading of the field reads anything where the word stands: it would be served instead.
    if (worded.some((i) => reading.picks.some((p) => pickReads(i.view, p, i.root).length > 0))) continue;
    const words = learnWords(
      pick,
      worded.map((i) => ({ ...i, value })),
      rest,
    );
    if (words) return { reading, words };
  }
  return null;
}

/** Learns one field from its instances; null when no reading reproduces every answer. */
export function learnField(field: SchemaField, given: Instance[]): FieldRule | null {
  const present = given.filter((i) => i.values.length > 0);
  if (present.length === 0) return null;
  // A page-level text field never written with a line's separators: a page without it may show
  // such a line in its place.
  const partsFree =
    field.type === 'string' &&
    !field.array &&
    !field.required &&
    given.every((i) => i.root === null) &&
    !present.some((i) => i.values.some((v) => META_SEPARATOR.test(v)));
  const instances = partsFree ? given.map((i) => (i.values.length === 0 ? { ...i, partsLineEmpty: true } : i)) : given;
  if (field.type === 'boolean' && !field.array) {
    const stated = learnBoolean(
      field,
      instances.map((i) => ({ ...i, value: i.values[0] === 'true' ? true : i.values[0] === 'false' ? false : null })),
    );
    // A yes and a no each said in words ("Free cancellation", "Non-refundable"): a page saying
    // neither states nothing, as the model answers it, however many learning pages said one
    // (a page still speaking of the question elsewhere goes to the model: lib/recipes/replay.ts).
    const bothSaid = [true, false].every((value) => stated?.states.some((s) => s.value === value && s.text !== ''));
    if (stated)
      return {
        name: field.name,
        type: field.type,
        array: false,
        required: field.required || (present.length === instances.length && !bothSaid),
        picks: [stated.pick],
        states: stated.states,
        maxLength: Math.max(...stated.states.map((s) => s.text.length)),
      };
  }
  const numeric = field.type === 'number' || field.type === 'integer';
  let words: SpokenNumber[] | undefined;
  let reading =
    bestReading(field, instances) ??
    (field.array ? (slotReading(field, instances) ?? pooledReading(field, instances)) : null);
  if (!reading && numeric && !field.array) {
    const said = wordedReading(field, instances);
    if (said) ({ reading, words } = said);
  }
  // A word of a few that a row of chips says, in no fixed place ("Manual" among a car's chips).
  let choices: FieldRule['choices'];
  if (!reading && field.type === 'string' && !field.array) {
    const chosen = learnChoices(instances);
    if (chosen) {
      choices = chosen.choices;
      reading = { picks: [chosen.pick] };
    }
  }
  // One match of several where a record lacking the value shows another text of its classes.
  if (!reading && !field.array && !field.required) reading = passingReading(field, instances);
  if (!reading) return null;
  const values = present.flatMap((i) => i.values);
  // A number's sign is no part of its outline: a temperature below zero is still a temperature.
  const shapes = new Set(values.map(numeric ? numberShape : shapeOf));
  // Only outlines with a number and at most one run of words say something (a date, a price,
  // an ISBN, "Mass: 614"); free text varies in outline from page to page.
  // …and only from two or more differing values: one value's outline ("PG-13") says nothing
  // about the next page's ("R").
  // An array's values on one page are one answer: the sizes of one shoe say nothing of a shirt's.
  const differing = field.array
    ? new Set(present.map((i) => i.values.join('\u0001'))).size >= 2
    : new Set(values).size >= 2;
  const only = shapes.size === 1 && differing && !freeWords(values) ? [...shapes][0] : undefined;
  const shape = only && /9/.test(only) && (only.match(/a/g) ?? []).length <= 1 ? only : undefined;
  const letters = field.type === 'string' && differing && values.every((v) => /\p{L}/u.test(v));
  const figures =
    field.type === 'string' &&
    differing &&
    reading.picks[0]?.pass !== undefined &&
    values.every((v) => /\p{N}/u.test(v));
  // No learned value was a line of parts ("·", "•", "|"): a read value that is one is another line.
  const bare = field.type === 'string' && !field.array && !values.some((v) => META_SEPARATOR.test(v));
  // One value a page, read from one place as one text: how several would be written is unknown.
  const firstPick = reading.picks[0];
  const oneEach =
    field.array &&
    firstPick !== undefined &&
    firstPick.lines === undefined &&
    !reading.split &&
    !reading.slots?.length &&
    present.every((i) => i.values.length === 1 && pickReads(i.view, firstPick, i.root).length === 1);
  // Values split from one text at the separators learned: a value read that still holds another
  // list separator no answer's value held ("Thai, Vegan" when only " and " was seen) may be
  // several values written in a way no answer showed.
  const unsplit =
    oneEach || reading.split
      ? DEFAULT_SEPARATORS.filter(
          (sep) => !(reading.split ?? []).includes(sep) && !values.some((v) => splitsAt(v, sep)),
        )
      : [];
  const joinWords = (oneEach || reading.split !== undefined) && !values.some((v) => JOIN_WORD.test(v));
  return {
    name: field.name,
    type: field.type,
    array: field.array,
    required: field.required || present.length === instances.length,
    picks: reading.picks,
    ...(joinWords ? { joinWords } : {}),
    ...(reading.split ? { split: reading.split } : {}),
    ...(reading.slots ? { slots: reading.slots } : {}),
    ...(reading.distinct ? { distinct: true } : {}),
    ...(reading.pool ? { pool: reading.pool } : {}),
    ...learnNeighbours(firstPick, firstPick !== undefined && positional(firstPick), present, values),
    ...(shape ? { shape } : {}),
    ...(letters ? { letters } : {}),
    ...(figures ? { figures } : {}),
    ...(bare ? { bare } : {}),
    ...(words ? { words } : {}),
    ...(choices ? { choices } : {}),
    ...(unsplit.length ? { unsplit } : {}),
    maxLength: Math.max(...values.map((v) => v.length)),
  };
}

/** Whether a value splits at a separator the way an array read from one text would be split. */
function splitsAt(value: string, separator: string): boolean {
  return splitValues(value, [separator]).length > 1;
}
