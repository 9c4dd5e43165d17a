import { escapeRegExp } from '../shared/escape-reg-exp';
import {
  absentAllowed,
  framedValueShown,
  placeUnwrapped,
  labelOfTaken,
  signedFigureShown,
  movedValueShown,
  placeGone,
  rowLabel,
  showsOnlyEmpty,
  unreadFigureShown,
} from './absence';
import { placesRunTogether } from './apart-places';
import { alikeOutside } from './alike-places';
import { backupReadsFirstRecord } from './first-record';
import { besideHolds } from './beside';
import { asksReviews } from './no-reviews';
import { numberRole, otherBlock, type NumberRole } from '../grounding';
import { sameValueShown } from './same-value';
import { validateJson } from '../contract/validate-json';
import { parseNumber } from './locate';
import { fold, META_SEPARATOR, numberShape, shapeOf, squash } from './page-text';
import { inNestedAlike, signature } from './element-signature';
import { countedReads, cutAtCurrency, cutFigure, findElements, readElement, runPick, type PageView } from './read';
import { JOIN_WORD, readField, splitValues, type ReadFrom } from './read-field';
import type { FieldRule, ListRule, Recipe, ValuePick } from './recipe';
import { sameReading } from './same-reading';
import {
  asksAvailability,
  fieldWords,
  questionLines,
  questionSaid,
  readState,
  stateOf,
  throughChips,
} from './learn-boolean';
import { speaksOf } from './field-vocabulary';
import { inRepeatedModule } from './repeated-module';
import { recordCards, saysTaken, unlikeRecord, withoutCopies } from './record-kinds';
import { groupedView } from './sibling-records';
import { blockHeading } from './headed-lists';
import { columnView, rowHeads } from './column-records';
import { inSidebar } from '../shared/sidebars';
import { markWord, otherWord } from './mark-words';
import { shiftedRead } from './shifted-places';
import { readChoice } from './choices';
import { spokenValue } from './spoken-numbers';
import { rowAmongRead } from './row-among-read';
import { compoundDuration } from './durations';

/**
 * Replays a recipe on a page and checks what it read. A result is only returned when every
 * check passes; otherwise the reason says which field failed and how, in words a person can act
 * on ("price not found on the page"), and the caller runs the model instead.
 */
/**
 * `records`: records read; `leftOut`: cards the list's container matched that were left out as
 * the model left them out on the learning pages (ads, featured copies), so a count of the page's
 * cards can tell a list read whole from one read short.
 */
export type ReplayOutcome =
  { ok: true; result: Record<string, unknown>; records: number; leftOut: number } | { ok: false; reason: string };

/**
 * A time budget for one replay (the clock is passed in). Each selector's cost is bounded by
 * its shape (selector-cost.ts); the budget bounds the whole: it is checked before every field
 * of every record, and a replay past it fails like any check, so the model runs instead.
 */
export interface ReplayBudget {
  now(): number;
  ms: number;
}

/** The budget's reason once it is spent, else null. */
type OverBudget = () => string | null;

type FieldResult = { value: unknown; from?: ReadFrom } | { absent: true } | { reason: string; conflict?: true };

function typed(rule: FieldRule, text: string): unknown {
  switch (rule.type) {
    case 'string':
      return text;
    case 'number':
      return parseNumber(text);
    case 'integer': {
      const n = parseNumber(text);
      return n !== null && Number.isInteger(n) ? n : null;
    }
    case 'boolean': {
      if (rule.states) return readState(rule.states, text);
      const t = text.trim().toLowerCase();
      return t === 'true' || t === 'yes' ? true : t === 'false' || t === 'no' ? false : null;
    }
  }
}

/**
 * Whether a value read may be several values at a separator no learned value held. A slash or a
 * comma between two digits ("30/32", "1,5") writes one value: a size, a fraction, a decimal.
 */
function maySplit(text: string, separators: string[]): boolean {
  return splitValues(text.replace(/(?<=\d)[/,](?=\d)/g, '\u2024'), separators).length > 1;
}

/**
 * The template's own words (`recipe.fixedTexts`, folded): what a page-level reading finds there is
 * page furniture, not a value. Empty for list records.
 */
type Furniture = ReadonlySet<string>;

const isNumeric = (rule: FieldRule): boolean => rule.type === 'number' || rule.type === 'integer';

/** A sidebar anywhere, or the site's header, navigation and footer (not an article's own). */
function besideTheItem(el: Element): boolean {
  if (inSidebar(el)) return true;
  const region = el.closest('nav, header, footer, [role="banner"], [role="contentinfo"]');
  return region !== null && region.closest('article, [role="article"]') === null;
}

/**
 * A yes/no field's answer where its place is gone and the item says it in one other place: every
 * line on its question (in the record, or on the page outside other items' cards and blocks, and
 * none in a region beside the item's own) reads as one learned state, or negates a learned phrase ("Non rimborsabile" where "Cancellazione
 * gratuita" said yes), and they agree. Null when a line reads as neither, or they disagree.
 */
function answeredElsewhere(view: PageView, root: Element | null, rule: FieldRule): boolean | null {
  const states = rule.states ?? [];
  const body = view.doc.body;
  const answers = new Set<boolean | null>();
  for (const { text, el } of questionLines(view, root, rule.name, states)) {
    if (!root && (inRepeatedModule(el, body) || (body && otherBlock(el, body) !== null))) continue;
    // A line in a region beside the item's own (a sidebar's promise, the site's footer) is no
    // answer of its, and leaves the question to the model.
    if (!root && besideTheItem(el)) return null;
    answers.add(readState(states, text));
  }
  return answers.size === 1 ? ([...answers][0] ?? null) : null;
}

/**
 * A page-level yes/no field learned from phrases (not marks), not asked on every page, whose
 * question the page never speaks of. Not a question of stock: a shop says it in too many ways
 * ("Abholung im Markt") for its words to tell another perk from another answer.
 */
function unspoken(view: PageView, rule: FieldRule, root: Element | null): boolean {
  return (
    rule.type === 'boolean' &&
    root === null &&
    !rule.required &&
    !rule.array &&
    rule.states !== undefined &&
    rule.states.every((s) => /\p{L}{3}/u.test(s.text)) &&
    !asksAvailability(fieldWords(rule.name)) &&
    questionSaid(view, root, rule.name, rule.states) === null
  );
}

/**
 * A page-level yes/no every learning page stated in phrases the vocabulary reads as its question
 * ("Gratis annuleren", "Niet-restitueerbaar"; lib/recipes/field-vocabulary.ts): the site speaks
 * a language whose words for it are known, so a page where its place is gone and no line speaks
 * of the question (questionSaid, asked before) says nothing of it, as the model answers such a
 * page. A wording the vocabulary does not know keeps the field required.
 */
function knownWording(rule: FieldRule): boolean {
  const words = fieldWords(rule.name);
  return (
    rule.type === 'boolean' &&
    !rule.array &&
    rule.states !== undefined &&
    rule.states.length > 0 &&
    !asksAvailability(words) &&
    rule.states.every((s) => s.text !== '' && speaksOf(words, fold(s.text)))
  );
}

/**
 * A yes/no field whose reading now matches several places (the line "Breakfast included" under
 * "Free cancellation", in the box that held only that line on the learning pages): the places
 * saying a learned phrase, or its question negated, answer it where they agree; the others say
 * other things. Null where none does, or they disagree, or a state is a mark's absence.
 */
function stateAmongPlaces(view: PageView, rule: FieldRule, root: Element | null): boolean | null {
  const { states } = rule;
  const pick = rule.picks[0];
  if (!states || !pick || states.some((s) => s.text === '')) return null;
  const answers = new Set<boolean>();
  for (const read of countedReads(view, pick, root))
    for (const text of read.values) {
      const answer = readState(states, text);
      if (answer !== null) answers.add(answer);
    }
  return answers.size === 1 ? ([...answers][0] ?? null) : null;
}

function readChecked(view: PageView, rule: FieldRule, root: Element | null, furniture: Furniture): FieldResult {
  if (rule.picks.length === 0 && !rule.slots?.length) {
    if (rule.required) return { reason: `${rule.name} was never learned` };
    // A yes/no question no learning page spoke of, spoken of here ("Petit-déjeuner compris" in
    // the policy line that said "Annulation gratuite" before): the model's answer teaches it.
    const spoken = rule.type === 'boolean' ? questionSaid(view, root, rule.name) : null;
    if (spoken !== null) return { reason: `${rule.name} was never learned, though the page says “${spoken}”` };
    return { absent: true };
  }
  // A reading that finds only the template's own words ("Add to cart", where a one-size item has
  // no size buttons) reads nothing there. A boolean's states may be such words.
  const read = readField(view, rule, root, rule.type === 'boolean' ? undefined : furniture);
  // A boolean read from every chip of a row: the chip it knows, the others are other perks; a
  // text said by one of a few words: the chip saying one.
  const outcome = readChoice(rule, throughChips(rule, read));
  if ('reason' in outcome) return outcome;
  // A number its first reading's place says in a word learned ("Nonstop"): that number, not
  // what a backup alone reads elsewhere.
  const firstMissing = 'missing' in outcome || ('values' in outcome && outcome.from?.backupAlone === true);
  const spoken = firstMissing ? spokenValue(view, rule, root) : null;
  if (spoken && rule.picks[0])
    return { value: spoken.value, from: { reads: [{ pick: rule.picks[0], places: [spoken.el] }], backupAlone: false } };
  // A boolean whose mark is there only on one side ("nothing there" learned as a state).
  const unmarked = rule.states ? stateOf(rule.states, '') : null;
  if ('missing' in outcome && unmarked !== null) return { value: unmarked };
  // A boolean whose place is gone while the page still speaks of its question elsewhere
  // ("Annulation gratuite" in another class than the "Non remboursable" learned): not absent.
  const asked = 'missing' in outcome && rule.states ? questionSaid(view, root, rule.name, rule.states) : null;
  if (asked !== null) {
    const answer = answeredElsewhere(view, root, rule);
    if (answer !== null) return { value: answer };
    return { reason: `${rule.name} not found where the recipe reads it, though the page says “${asked}”` };
  }
  if ('missing' in outcome) {
    if (rule.required && !(root === null && knownWording(rule)))
      return { reason: `${rule.name} not found on the page` };
    if (!root && placeUnwrapped(view, rule, furniture))
      return {
        reason: `${rule.name} not found where the recipe reads it, though its place shows under other wrappers`,
      };
    // Absent only where the page shows it is: the place gone, no label of it left.
    if (rule.absence && !placeGone(view, rule, root, furniture))
      return { reason: `${rule.name} not found where the recipe reads it, though the page still shows its place` };
    if (!root && rule.absence && rule.same && sameValueShown(view, rule.same))
      return {
        reason: `${rule.name} not found where the recipe reads it, though the page shows “${rule.same}”, as every learning page gave it`,
      };
    // Its place found nowhere, but a value framed as it was ("(133)") is on the page: moved, not gone.
    // A number's frame is looked for once every field is read (readRecord): another field's figure is not this one's.
    if (!isNumeric(rule) && framedValueShown(view, rule, root))
      return { reason: `${rule.name} not found where the recipe reads it, though the page shows a value like it` };
    return { absent: true };
  }
  if ('ambiguous' in outcome) {
    const stated = stateAmongPlaces(view, rule, root);
    if (stated !== null) return { value: stated };
    return { reason: `${rule.name} matched ${outcome.ambiguous} places on the page` };
  }
  if ('conflict' in outcome) {
    return {
      reason: `${rule.name} read two ways ("${outcome.conflict[0]}" and "${outcome.conflict[1]}")`,
      conflict: true,
    };
  }
  // A backup reading standing alone (the first found nothing) that reads a text without a letter
  // for a text field learned without an outline: a badge ("-37%") took the place's class, and the
  // value, if any, is elsewhere. Codes of digits learned with their outline still read, and so
  // does the sign every learning page gave (`same`: "€" read beside the price where the sale's
  // struck-through price, the first reading's place, is gone).
  const { from } = outcome;
  const unlettered = outcome.values.find((text) => !/\p{L}/u.test(text) && text !== rule.same);
  if (rule.type === 'string' && !rule.array && !rule.shape && unlettered !== undefined && from?.backupAlone)
    return { reason: `${rule.name} reads "${unlettered}" by a backup reading alone, a text without a letter` };
  // A backup standing alone that reads the first of a class's places (`item`: a class utility
  // styles share) where the first reading's place is gone: a badge ("Offer") may wear the class
  // now, where the learning pages showed the value first.
  const byRank = from?.backupAlone ? from.reads[0]?.pick : undefined;
  if (rule.type === 'string' && byRank?.item !== undefined && rule.picks[0]?.item === undefined)
    return { reason: `${rule.name} is read by a backup alone by its rank among elements of one class` };
  // A number whose first reading's place is there without its mark ("1 camera da letto" where
  // "camere" was learned) is written another way there; a backup alone by another word then
  // reads what agreed with it by chance on the learning pages (the beds' "2 letti"). One by the
  // same word in another form ("1 stop" beside "stops"), or by no word, reads it.
  const first = rule.picks[0];
  const alone = from?.backupAlone ? from.reads[0] : undefined;
  if (
    isNumeric(rule) &&
    first &&
    alone &&
    placeWithoutMark(view, first, root) &&
    otherWord(markWord(first), readWord(view, alone, outcome.values[0] ?? ''))
  )
    return { reason: `${rule.name} is written another way at its place; a backup reading alone is no proof` };
  if (!rule.array && backupReadsFirstRecord(view, from))
    return {
      reason: `${rule.name} is read by a backup reading alone from the first of several records under a heading`,
    };
  if (rule.unsplit?.length && outcome.values.some((text) => maySplit(text, rule.unsplit ?? [])))
    return {
      reason: `${rule.name} reads "${outcome.values.join(', ')}", which may be several values: the pages learned from showed one at a time`,
    };
  if (rule.joinWords && outcome.values.some((text) => JOIN_WORD.test(text)))
    return {
      reason: `${rule.name} reads "${outcome.values.join(', ')}", which may be several values joined by a word: the pages learned from never showed one`,
    };
  if ((rule.type === 'number' || rule.type === 'integer') && from && readsPartOfFigure(view, from, outcome.values))
    return { reason: `${rule.name} reads part of a figure on the page (its cents or thousands stand apart)` };
  const shifted = shiftedRead(rule, outcome.values);
  if (shifted) return { reason: shifted };
  const values: unknown[] = [];
  for (const text of outcome.values) {
    // A number's place showing the mark it showed where a learning answer had none ("—", "∞"): absent.
    if (
      isNumeric(rule) &&
      !rule.array &&
      !/[\p{L}\p{N}]/u.test(text) &&
      rule.emptyShows &&
      showsOnlyEmpty(view, rule, root, [])
    )
      return { absent: true };
    const otherKind = otherKindOfCode(rule, text, from);
    const unlike =
      rule.shape !== undefined &&
      !sameOutline(shapeOf(text), rule.shape, rule.type === 'string' && from !== undefined && !from.backupAlone) &&
      !(isNumeric(rule) && numberShape(text) === numberShape(rule.shape)) &&
      !compoundDuration(text, rule.shape);
    if (!otherKind && (unlike || (rule.letters && !/\p{L}/u.test(text)) || (rule.figures && !/\p{N}/u.test(text))))
      return { reason: `${rule.name} does not look like the learned values ("${text}")` };
    // One whose empty place showed another field's value in such a line is judged once every
    // field is read (readRecord): that line again is no value of its own.
    if (rule.bare && META_SEPARATOR.test(text) && !rule.emptyShows?.length) return { reason: partsLine(rule, text) };
    if (text.length > Math.max(200, rule.maxLength * 4))
      return { reason: `${rule.name} is far longer than the learned values` };
    const value = typed(rule, text);
    // A yes/no place showing another perk ("Breakfast included" where "Free cancellation" or
    // "Non-refundable" stood), on a page that nowhere speaks of the question: the item says
    // nothing of it, as the model answers such a page.
    if (value === null && unspoken(view, rule, root)) return { absent: true };
    if (value === null) return { reason: `${rule.name} does not read as a ${rule.type} ("${text}")` };
    values.push(value);
  }
  if (!rule.array && values.length !== 1) return { reason: `${rule.name} found ${values.length} values` };
  return { value: rule.array ? values : values[0], ...(from ? { from } : {}) };
}

/**
 * An array's item read by its first reading's row of elements (a row of size buttons), a short
 * code as every learned item was, in another outline: the sizes of another kind of item ("S",
 * "M" where jeans learned "30/32"; shoes' "39"). The row is the place; the outline learned from
 * one kind says nothing of the next. Not for words with spaces, nor longer than the learned items
 * or five characters.
 */
/**
 * Whether a value's outline is the learned one: the same, or the same but for a word's
 * abbreviation dot ("23 oct. 1891" where "14 mai 1902" was learned: some months are cut short).
 * A text its first reading read may also add a tag after a hyphen ("8.7.20-rc.6" where versions
 * were "9.9.9"): a pre-release of the same kind of value, at its own place.
 */
function sameOutline(shape: string, learned: string, atOwnPlace: boolean): boolean {
  if (shape === learned) return true;
  const undotted = (outline: string): string => outline.replace(/a\.(?=\s|$)/g, 'a');
  if (undotted(shape) === undotted(learned)) return true;
  return atOwnPlace && /^[a9]$/.test(learned) && new RegExp(`^${learned}-[a9](?:[.-]?[a9])*$`).test(shape);
}

const CODE_LENGTH = 5;

function otherKindOfCode(rule: FieldRule, text: string, from: ReadFrom | undefined): boolean {
  const code = /^[\p{L}\p{N}][\p{L}\p{N}/.,+-]*$/u;
  return (
    rule.array === true &&
    from !== undefined &&
    !from.backupAlone &&
    from.reads[0]?.pick === rule.picks[0] &&
    rule.picks[0]?.many === true &&
    (rule.shape === undefined || code.test(rule.shape)) &&
    code.test(text) &&
    text.length <= Math.max(rule.maxLength, CODE_LENGTH)
  );
}

/**
 * The word a backup's value stands by: its marks, or, read without one (a part of a line), the
 * word right after the figure in its place ("3 adultos" in a search bar, "124 opinie").
 */
function readWord(view: PageView, read: { pick: ValuePick; places: Element[] }, value: string): string {
  const own = markWord(read.pick);
  const [place] = read.places;
  if (own || !place || !value) return own;
  const text = fold(readElement(view, place, read.pick.read));
  const after = new RegExp(`(?<![\\p{N}.,])${escapeRegExp(fold(value))}(?![\\p{N}]|[.,]\\p{N})\\s*(\\p{L}+)`, 'u').exec(
    text,
  );
  return after?.[1] ?? '';
}

/**
 * Whether a line of parts says, after its first part, what a line the field's empty place showed
 * said there, figures aside: "Lotasol · 1,9 km from the centre" where a learning page without the
 * value showed "Nefen · 2,0 km from the centre". The first part (a town) and the figures change
 * from page to page; the words after them are the template's.
 */
function sameContextLine(text: string, shows: string[]): boolean {
  const tail = (line: string): string =>
    line
      .split(META_SEPARATOR)
      .slice(1)
      .join(' ')
      .replace(/\d(?:[\d.,\s]*\d)?/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const own = tail(fold(text));
  return /\p{L}{2}/u.test(own) && shows.some((shown) => META_SEPARATOR.test(shown) && tail(shown) === own);
}

function partsLine(rule: FieldRule, text: string): string {
  return `${rule.name} reads "${text}", a line of parts no value learned was written as`;
}

/** Whether a reading with a mark ("… camere") finds its elements, none of them showing the mark. */
function placeWithoutMark(view: PageView, pick: ValuePick, root: Element | null): boolean {
  if (pick.locator.by === 'jsonld' || (!pick.before && !pick.after)) return false;
  return findElements(view, pick.locator, root).length > 0;
}

/**
 * Whether a number's reading takes its text from an element the page continues into a larger
 * figure in a way the reading does not follow (read.ts `cutFigure`: "1" then ".279"), where the
 * learning pages showed the figure whole in it. The value read would be cut, so the page goes to
 * the model. Only the elements that gave the values read are looked at.
 */
function readsPartOfFigure(view: PageView, from: ReadFrom, values: string[]): boolean {
  return from.reads.some(
    ({ pick, places }) =>
      pick.read === 'text' &&
      places.some((el) => cutFigure(view, el) || values.some((v) => cutAtCurrency(view, pick, el, v))),
  );
}

function readRecord(
  view: PageView,
  fields: FieldRule[],
  root: Element | null,
  over: OverBudget,
  furniture: Furniture = new Set(),
): Record<string, unknown> | string {
  const read = new Map<string, unknown>();
  // Where each value read came from (read-field.ts ReadFrom), by field name.
  const from = new Map<string, ReadFrom>();
  const keep = (name: string, got: { value: unknown; from?: ReadFrom }): void => {
    read.set(name, got.value);
    if (got.from) from.set(name, got.from);
    else from.delete(name);
  };
  // The reading that gave a field's value.
  const producing = (name: string): ValuePick | undefined => from.get(name)?.reads[0]?.pick;
  // Only values read by a field's first reading count as taken: a backup standing alone (its
  // first reading found nothing) may itself be the one in another field's place.
  const backupOnly = (name: string): boolean => from.get(name)?.backupAlone === true;
  const torn: Array<{ rule: FieldRule; reason: string }> = [];
  for (const rule of fields) {
    const spent = over();
    if (spent) return spent;
    const got = readChecked(view, rule, root, furniture);
    if ('conflict' in got) torn.push({ rule, reason: got.reason });
    else if ('reason' in got) return got.reason;
    else if ('value' in got) keep(rule.name, got);
  }
  if (torn.length > 0) {
    // A reading that now finds exactly what another field read here, where that field read it,
    // holds that field's place (facts rows that moved: the second row is now the code, not the
    // colour). Its field is read by its other readings; any other disagreement still refuses the
    // page. The same figure in a place of its own ("1 chambre" beside "1 salle de bain") is no
    // other field's: dropping that reading would leave a backup that agreed by chance.
    const readHere = [...read]
      .filter(([name]) => !backupOnly(name))
      .map(([name, v]) => ({
        values: (Array.isArray(v) ? v : [v]).map(String),
        places: from.get(name)?.reads.flatMap((r) => r.places) ?? [],
      }));
    for (const { rule, reason } of torn) {
      const picks = rule.picks.filter(
        (pick) => !holdsTaken(view, pick, root, takenWhereRead(view, pick, root, readHere)),
      );
      if (picks.length === 0 || picks.length === rule.picks.length) return reason;
      const got = readChecked(view, { ...rule, picks }, root, furniture);
      if ('reason' in got) return got.reason;
      if ('value' in got) keep(rule.name, got);
    }
  }
  // A backup reading that stands alone (the first reading found nothing) and finds exactly what
  // another field read here is in that field's place: the colour's row is gone and its position
  // now holds the code. The field is read without it — absent where its place is gone.
  for (const rule of fields) {
    if (!read.has(rule.name) || !backupOnly(rule.name)) continue;
    const taken = takenBy(read, rule.name);
    const backup = producing(rule.name);
    if (!backup || !holdsTaken(view, backup, root, taken)) continue;
    const got = readChecked(
      view,
      { ...rule, picks: rule.picks.filter((pick) => !holdsTaken(view, pick, root, taken)) },
      root,
      furniture,
    );
    if ('reason' in got) return got.reason;
    if ('value' in got) keep(rule.name, got);
    else read.delete(rule.name);
  }
  // A number read at one place of several alike ("the second span.gap-3") that is exactly what
  // another field read here is a copy of that field (a sticky bar repeating the price where a
  // list price stood on the learning pages), not this field: the page goes to the model.
  for (const rule of fields) {
    if (!read.has(rule.name) || (rule.type !== 'number' && rule.type !== 'integer')) continue;
    const pick = producing(rule.name);
    if (pick?.item === undefined || !holdsTaken(view, pick, root, takenBy(read, rule.name))) continue;
    // Equal figures of two quantities ("20°" high beside a "20 %" chance of rain) are no copy:
    // a copy shows the figure as the other field's place does.
    const value = read.get(rule.name);
    const own = from.get(rule.name)?.reads[0]?.places ?? [];
    const alike = [...from]
      .filter(([name]) => name !== rule.name && sameReading(String(read.get(name)), String(value)))
      .flatMap(([, other]) => other.reads[0]?.places ?? []);
    if (alike.length > 0 && otherQuantity(own, alike)) continue;
    return `${rule.name} reads, at one of several places alike, what another field read here`;
  }
  // A number served absent while the page shows an amount in its currency frame that no other
  // field read here ("€ 26,95" beside the price "€ 19,99"): its place moved, it is not gone.
  const amounts = [...read.values()].flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v) => typeof v === 'number');
  for (const rule of fields) {
    if (read.has(rule.name) || rule.required || (rule.type !== 'number' && rule.type !== 'integer')) continue;
    if (framedValueShown(view, rule, root, amounts) || movedValueShown(view, rule, root, amounts))
      return `${rule.name} not found where the recipe reads it, though the page shows a value like it`;
    if (!root && rule.absence === 'never-seen' && signedFigureShown(view, amounts))
      return `${rule.name} not found where the recipe reads it, though the page shows a signed figure no field read`;
  }
  // A number every learned record had, absent from this record: only where the card shows no
  // figure no field read (its stars row gone, not its rating written in a new place).
  const lacking = root && fields.find((r) => r.absence === 'never-seen' && r.picks.length > 0 && !read.has(r.name));
  if (root && lacking && unreadFigureShown(root, takenBy(read, lacking.name), lacking.name))
    return `${lacking.name} not found, though the record shows a figure no field read`;
  // Fields read as nothing because their place shows a line of the page's context.
  const context = new Set<string>();
  // A text field's place showing, as on a learning page without it, another field's value under
  // the label it showed there ("Joined March 2020" in the location's place): nothing of its own.
  for (const rule of fields) {
    if (rule.type !== 'string' || rule.array || !rule.emptyShows?.length || !read.has(rule.name)) continue;
    const text = String(read.get(rule.name));
    const label = labelOfTaken(text, takenBy(read, rule.name));
    if (label !== null && rule.emptyShows.includes(label)) read.delete(rule.name);
    else if (rule.bare && META_SEPARATOR.test(text)) {
      // A line of parts saying what the learning pages without the value showed there, figures
      // and its first part aside ("<town> · 9 km from the centre"): the page's context.
      if (!sameContextLine(text, rule.emptyShows)) return partsLine(rule, text);
      read.delete(rule.name);
      context.add(rule.name);
    }
  }
  // A field learned from a page that lacked it with its place there is absent where the place
  // shows what it did then (other fields' values aside), or is gone.
  for (const rule of fields) {
    if (
      read.has(rule.name) ||
      context.has(rule.name) ||
      !rule.emptyShows ||
      showsOnlyEmpty(view, rule, root, takenBy(read, rule.name))
    )
      continue;
    return `${rule.name} not found where the recipe reads it, though its place shows what the pages learned from did not`;
  }
  // An array that read every element made like its values' on the learning pages, where the
  // page shows more of them (the away side's scorers in a list empty then): values it misses.
  for (const rule of fields) {
    const first = from.get(rule.name)?.reads[0];
    if (!rule.closed || root || !first || first.pick !== rule.picks[0]) continue;
    if (alikeOutside(view.doc, first.places).length > 0)
      return `${rule.name}: the page shows more places made like its values than the recipe reads`;
  }
  // A value read in a row the learning pages showed with another field's label, not its own
  // (counts written as <data> when large and <span> when small, read by that tag: the posts'
  // large count where the followers' stood), holds that field's value.
  for (const rule of fields) {
    const place = root ? undefined : from.get(rule.name)?.reads[0]?.places[0];
    const label = place && rule.rowLabels?.length ? rowLabel(place) : null;
    if (label === null || rule.rowLabels?.includes(label)) continue;
    const owner = fields.find((other) => other !== rule && other.rowLabels?.includes(label));
    if (owner)
      return `${rule.name} reads a value in the row labelled “${label}”, the row of ${owner.name} on the pages learned from`;
  }
  // A page-level field served absent whose labelled row stands among the rows other fields read here.
  if (!root) {
    const readPlaces = [...from.values()].flatMap((f) => f.reads.flatMap((r) => r.places));
    for (const rule of fields) {
      if (read.has(rule.name) || rule.required) continue;
      const row = rowAmongRead(view, rule, readPlaces);
      if (row !== null)
        return `${rule.name} not found where the recipe reads it, though its row “${row}” stands beside the rows other fields read`;
    }
  }
  const record: Record<string, unknown> = {};
  for (const rule of fields) if (read.has(rule.name)) record[rule.name] = read.get(rule.name);
  return record;
}

/** The values the other fields read, as text. */
function takenBy(read: Map<string, unknown>, except: string): string[] {
  return [...read]
    .filter(([name]) => name !== except)
    .flatMap(([, v]) => (Array.isArray(v) ? v : [v]))
    .map(String);
}

/**
 * Whether the figures shown at `own` and at every one of `others` have roles of their own (a
 * unit, a percentage, money: the words and signs beside them) and those roles differ.
 */
function otherQuantity(own: Element[], others: Element[]): boolean {
  const roleOf = (el: Element): NumberRole => {
    const text = squash(el.textContent ?? '');
    const run = /\d(?:[\d.,'\u00a0 ]*\d)?/.exec(text);
    return run ? numberRole(text, run.index, run.index + run[0].length) : 'plain';
  };
  const mine = new Set(own.map(roleOf));
  const [role] = mine;
  if (mine.size !== 1 || role === undefined || role === 'plain') return false;
  return others.every((el) => {
    const theirs = roleOf(el);
    return theirs !== 'plain' && theirs !== role;
  });
}

/**
 * The values other fields read at a place a reading finds (an element of theirs, one inside it or
 * around it), or anywhere when they were read from the page's data (no element).
 */
function takenWhereRead(
  view: PageView,
  pick: ValuePick,
  root: Element | null,
  readHere: Array<{ values: string[]; places: Element[] }>,
): string[] {
  const got = runPick(view, pick, root);
  const mine = 'places' in got ? got.places : [];
  const meets = (a: Element, b: Element): boolean => a === b || a.contains(b) || b.contains(a);
  return readHere
    .filter((other) => other.places.length === 0 || other.places.some((p) => mine.some((el) => meets(p, el))))
    .flatMap((other) => other.values);
}

/** Whether a reading finds values here and each is one another field read on the page. */
function holdsTaken(view: PageView, pick: ValuePick, root: Element | null, taken: string[]): boolean {
  const got = runPick(view, pick, root);
  const isTaken = (v: string): boolean => taken.some((t) => sameReading(v, t));
  // Several values another field read, joined in one text ("Lyon / Metz"), are its place too.
  const joined = (v: string): boolean => {
    const parts = v.split(/\s*[,;/|·]\s*|\s+\p{Ll}{1,4}\s+/u).filter(Boolean);
    return parts.length > 1 && parts.every(isTaken);
  };
  return 'values' in got && got.values.length > 0 && got.values.every((v) => isTaken(v) || joined(v));
}

/** Whether a card stands in a list the records were learned in (always, when no list was kept). */
function insideTheList(list: ListRule): (card: Element) => boolean {
  const parents = list.parents;
  if (list.siblings || !parents) return () => true;
  return (c) => c.parentElement !== null && parents.includes(signature(c.parentElement));
}

/**
 * Cards outside the records' list in a block whose heading or name says it holds other items
 * ("Customers also viewed", "Kürzlich angesehen"): a row the model leaves out, built like the
 * records, that lazy loading shows on some pages only. Those are no records.
 */
function inOtherItemsBlock(view: PageView, list: ListRule): (card: Element) => boolean {
  const inside = insideTheList(list);
  const body = view.doc.body;
  return (card) => body !== null && !inside(card) && otherBlock(card, body) !== null;
}

/**
 * A card in another list than the one the records were learned in (a row built like the records
 * under a heading that does not say it holds other items) is not a record, unless it is a copy of
 * one (a featured pick above the list): the page goes to the model.
 */
function outsideTheList(list: ListRule, containers: Element[], records: Array<Record<string, unknown>>): string | null {
  if (list.siblings || !list.parents) return null;
  const listed = oneListHere(list, containers) ?? insideTheList(list);
  const inside = list.sidebars === 'unseen' ? (card: Element) => !inSidebar(card) && listed(card) : listed;
  const known = new Set(records.filter((_, k) => inside(containers[k] as Element)).map((r) => JSON.stringify(r)));
  const stray = containers.some((c, k) => !inside(c) && !known.has(JSON.stringify(records[k])));
  return stray ? `a ${list.name} card stands outside the list the records were learned in` : null;
}

/**
 * For a list learned as one list (`oneList`): the cards of the list here are those under the
 * element that holds most of them; cards under another element, however alike, are another
 * list. Null when the rule does not apply.
 */
function oneListHere(list: ListRule, containers: Element[]): ((card: Element) => boolean) | null {
  if (!list.oneList) return null;
  const counts = new Map<Element | null, number>();
  for (const c of containers) counts.set(c.parentElement, (counts.get(c.parentElement) ?? 0) + 1);
  if (counts.size < 2) return null;
  const own = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const parents = insideTheList(list);
  return (card) => card.parentElement === own && parents(card);
}

/** Every container on the page is a record: each must read, or the page is not served. */
function readList(
  page: PageView,
  list: ListRule,
  over: OverBudget,
): { records: Array<Record<string, unknown>>; leftOut: number } | string {
  // Records that are a table's columns are read in a copy with the table turned.
  const view = list.columns ? columnView(page) : page;
  const newRow = list.columns && list.heads ? rowHeads(view).find((h) => !list.heads?.includes(h)) : undefined;
  if (newRow !== undefined) return `a ${list.name} row the pages learned from did not show (“${newRow}”)`;
  const matched = findElements(view, { by: 'css', selector: list.container }, null);
  if (matched.length === 0) return `no ${list.name} records found on the page`;
  // Records made alike may nest (a post and its replies: findElements reads each its own);
  // one kind of card inside another is a selector that matches too much.
  if (matched.some((c) => matched.some((o) => o !== c && c.contains(o) && !inNestedAlike(c, o))))
    return `${list.name} records nest inside each other`;
  let readView = view;
  let containers = matched;
  if (list.siblings) {
    // Runs under a heading that says they are other items ("Trending now") are none of the
    // records: on a page with no results they may be all it shows.
    const body = view.doc.body;
    const runs = body ? matched.filter((c) => otherBlock(c, body) === null) : matched;
    if (runs.length === 0) return `no ${list.name} records found on the page`;
    // Records written as runs of siblings (a date and its events) stood in one list on every
    // learning page: a second run built alike elsewhere ("Trending" beside the calendar, on
    // some pages only) is another list, which the model may leave out.
    if (list.oneList && new Set(runs.map((c) => c.parentElement)).size > 1)
      return `a ${list.name} card stands outside the list the records were learned in`;
    const grouped = groupedView(view, runs);
    if (!grouped) return `${list.name} records could not be told apart on the page`;
    readView = grouped.view;
    // A run the model left out on the learning pages (a sponsored event under its own date) is
    // left out here too.
    const cards = recordCards(list.name, grouped.view, grouped.roots, list.fields, list.kinds);
    if (typeof cards === 'string') return cards;
    if (cards.length === 0) return `no ${list.name} records found on the page`;
    containers = cards;
  } else {
    // Ads and featured cards styled like records: left out as the model left them out; so are
    // cards in a sidebar when the model left those out on the learning pages.
    const otherItems = inOtherItemsBlock(view, list);
    const leftOut = list.leftOutUnder ?? [];
    const underLeftOut = (card: Element): boolean => leftOut.length > 0 && leftOut.includes(blockHeading(card) ?? '');
    const others = (card: Element): boolean =>
      otherItems(card) || underLeftOut(card) || (list.sidebars === 'left-out' && inSidebar(card));
    const cards = recordCards(
      list.name,
      view,
      matched.filter((card) => !others(card)),
      list.fields,
      list.kinds,
    );
    if (typeof cards === 'string') return cards;
    if (cards.length === 0) return `no ${list.name} records found on the page`;
    containers = cards;
  }
  const unlike = unlikeRecord(list.name, containers, list.classes);
  if (unlike) return unlike;

  const records: Array<Record<string, unknown>> = [];
  for (const [index, container] of containers.entries()) {
    // A record saying its item is taken shows no offer: its figures are absent, not missed.
    const fields = saysTaken(container)
      ? list.fields.map((f) => (isNumeric(f) && f.required ? { ...f, required: false } : f))
      : list.fields;
    const record = readRecord(readView, fields, container, over);
    if (typeof record === 'string') return `${list.name} record ${index + 1} of ${containers.length}: ${record}`;
    // A card lacking most of what every learned record had is no record of the list.
    const lacking = list.fields.filter((r) => r.absence === 'never-seen' && !(r.name in record)).map((r) => r.name);
    const always = list.fields.filter((r) => r.required || r.absence === 'never-seen').length;
    if (lacking.length > Math.max(1, Math.floor(always / 2)))
      return `${list.name} record ${index + 1} of ${containers.length} lacks ${lacking.join(', ')}, which every record learned from had`;
    records.push(record);
  }
  const strays = outsideTheList(list, containers, records);
  if (strays) return strays;
  // A record read twice, every value equal, is one record shown twice (a "featured" copy).
  const kept = withoutCopies(list.name, records, (r) => JSON.stringify(r), list.kinds);
  if (typeof kept === 'string') return kept;
  return { records: kept, leftOut: (list.siblings ? containers : matched).length - kept.length };
}

export function replayRecipe(view: PageView, recipe: Recipe, schema?: unknown, budget?: ReplayBudget): ReplayOutcome {
  const started = budget?.now() ?? 0;
  const over: OverBudget = () =>
    budget && budget.now() - started > budget.ms
      ? `the recipe took longer than ${budget.ms / 1000} seconds to read the page`
      : null;
  const result = readRecord(view, recipe.fields, null, over, new Set(recipe.fixedTexts ?? []));
  if (typeof result === 'string') return { ok: false, reason: result };
  const astray = recipe.fields.find((rule) => rule.name in result && !besideHolds(view, rule, recipe.fields));
  if (astray)
    return {
      ok: false,
      reason: `${astray.name} was read away from ${astray.picks[0]?.beside?.field ?? 'the record'}, where the pages learned from had it (another record's row?)`,
    };
  const together = placesRunTogether(view, recipe.fields, result);
  if (together)
    return {
      ok: false,
      reason: `${together.field} was read at the place of ${together.other}, where the pages learned from had them apart`,
    };
  const lacking = recipe.fields.filter((r) => r.absence === 'never-seen' && !(r.name in result)).map((r) => r.name);
  // An item nobody has reviewed lacks its rating and its count of reviews together: one absence.
  const absences = lacking.filter((name) => !asksReviews(name)).length + (lacking.some(asksReviews) ? 1 : 0);
  if (absences > absentAllowed(recipe.fields))
    return { ok: false, reason: `the page lacks ${lacking.join(', ')}, which every page learned from had` };
  let records = 0;
  let leftOut = 0;
  for (const list of recipe.lists) {
    const got = readList(view, list, over);
    if (typeof got === 'string') return { ok: false, reason: got };
    result[list.name] = got.records;
    records += got.records.length;
    leftOut += got.leftOut;
  }
  if (schema !== undefined) {
    const check = validateJson(schema as Record<string, unknown>, result);
    if (!check.valid) {
      const first = check.errors[check.errors.length - 1];
      return {
        ok: false,
        reason: `the result does not match the schema${first ? ` (${first.instanceLocation}: ${first.error})` : ''}`,
      };
    }
  }
  return { ok: true, result, records, leftOut };
}
