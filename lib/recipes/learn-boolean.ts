import { availabilityOf } from './availability';
import { HEAD_MARK } from './column-records';
import { impliedAnswer, namesOtherQuestion, spokenStems } from './field-vocabulary';
import { compareForm, elementText } from './page-text';
import { findElements, runPick, type PageView } from './read';
import { signature } from './element-signature';
import type { FieldOutcome } from './read-field';
import type { BooleanState, FieldRule, ValuePick } from './recipe';
import type { SchemaField } from './schema-fields';
import { candidateSelectors } from './selectors';
import { wholePick } from './locate';

/**
 * Booleans stated as a phrase or a mark: "In stock", "Sold out", a badge with class
 * "is-available", a badge that is there only when the answer is yes. The page never writes
 * "true", so a boolean is learned as a place and a mapping from what that place says (its text
 * or class, or nothing at all) to true or false. A text the mapping does not know (a third
 * state) is not read as either: the page goes to the model.
 *
 * Which place: one whose text or class names the field ("stock" for `in_stock`). A page that
 * only ever answered true cannot tell a phrase that means it from any text the template repeats;
 * the field's own words are what ties the place to the question. "Nothing there means false" is
 * learned only from pages that answered both ways.
 */

/** Texts longer than this are sentences, not a state. */
const STATE_MAX = 40;
const MAX_ELEMENTS = 40;
/** What reading every chip of a row costs above reading one place: one place, where it does, is plainer. */
const CHIPS_COST = 0.5;
/** What reading a record's children of one tag costs (as a selector of the tag alone does). */
const TAG_COST = 3;
/** What reading a place by its rank among its siblings costs above its class. */
const POSITION_COST = 1;

/** Where a boolean was answered: a page (or one list record) and the answer. */
export interface BooleanInstance {
  view: PageView;
  root: Element | null;
  value: boolean | null;
}

/** The field name's words of three letters or more ("inStock", "in_stock" → ["stock"]). */
export function fieldWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !['has', 'the', 'and', 'for', 'with'].includes(w));
}

/** Words of a field's name that say how, not what: "free" names no question ("Free Wi-Fi"). */
const HOW_WORDS = new Set(['free', 'included', 'allowed', 'available', 'paid', 'only', 'new']);

/** The field's words that name its question: without `HOW_WORDS`, unless nothing else is left. */
function namingWords(words: string[]): string[] {
  const what = words.filter((w) => !HOW_WORDS.has(w));
  return what.length > 0 ? what : words;
}

function names(words: string[], text: string): boolean {
  const folded = compareForm(text);
  return words.some((w) => folded.includes(w) || initials(folded) === w);
}

/** The first letters of a label's words, as a field named by them is ("Single sign-on": "sso"). */
function initials(folded: string): string {
  const parts = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return parts.length >= 2 ? parts.map((p) => p[0]).join('') : '';
}

/** Field words that ask whether an item can be bought ("in_stock", "available", "availability"). */
const AVAILABILITY_WORDS = ['stock', 'availab', 'inventory', 'orderable', 'buyable'];

export function asksAvailability(words: string[]): boolean {
  return words.some((w) => AVAILABILITY_WORDS.some((a) => w.includes(a)));
}

/**
 * Elements of one instance whose own short text or class names the field; for a field that
 * asks whether the item can be bought, also those whose whole text is an availability phrase
 * ("Auf Lager", "Sold out": lib/recipes/availability.ts), which seldom holds the field's word.
 */
function markers(inst: BooleanInstance, words: string[]): Array<{ el: Element; read: 'text' | 'class' }> {
  const availability = asksAvailability(words);
  const out: Array<{ el: Element; read: 'text' | 'class' }> = [];
  const scope = inst.root ? inst.view.text.elements.filter((el) => inst.root?.contains(el)) : inst.view.text.elements;
  for (const el of scope) {
    if (out.length >= MAX_ELEMENTS) break;
    const text = shortLine(inst.view, el);
    // A line whose phrase on the question is a child's own ("€ 38 / day" then "Non-refundable"
    // in a span) is no state: the child is its place; the line holds other fields' values.
    const phraseInChild = Array.from(el.children).some((c) => names(words, elementText(inst.view.text, c)));
    if (
      text !== null &&
      text.length > 1 &&
      !phraseInChild &&
      (names(words, text) || (availability && availabilityOf(text) === inst.value))
    )
      out.push({ el, read: 'text' });
    const cls = el.getAttribute('class') ?? '';
    if (cls && names(words, cls.replace(/[-_]+/g, ' '))) out.push({ el, read: 'class' });
  }
  return out;
}

/**
 * What the pick says on an instance: its folded text, '' when it finds nothing, null when it is
 * unclear. A pick of every chip of a row (`many`: "Free cancellation", "Breakfast included"
 * side by side in one class) says the one chip `about` the question, '' when none is.
 */
function said(inst: BooleanInstance, pick: ValuePick, about: (text: string) => boolean): string | null {
  const got = runPick(inst.view, pick, inst.root);
  if ('missing' in got) return '';
  if ('ambiguous' in got) return null;
  if (pick.many) {
    const chips = [...new Set(got.values.map(stateText).filter(about))];
    return chips.length > 1 ? null : (chips[0] ?? '');
  }
  if (got.values.length !== 1) return null;
  return stateText(got.values[0] as string);
}

/** Whether a text speaks of the question: names it, or, asked whether the item can be bought, is a phrase of availability. */
function aboutQuestion(words: string[]): (text: string) => boolean {
  const availability = asksAvailability(words);
  return (text) => names(words, text) || (availability && availabilityOf(text) !== null);
}

/** A state's text, folded; a mark with no letter or digit ("—", "✓") as shown, never '' (nothing there). */
function stateText(text: string): string {
  return compareForm(text) || text.replace(/\s+/g, '');
}

/** An element's text when it is short, on one line, and its own (no child shows it whole); else null. */
function shortLine(view: PageView, el: Element): string | null {
  const text = elementText(view.text, el);
  if (!text || text.length > STATE_MAX || text.includes('\n')) return null;
  return Array.from(el.children).some((c) => elementText(view.text, c) === text) ? null : text;
}

/**
 * The mapping a pick gives over every answered instance, or null when it contradicts one.
 * `stated`: the instances that state their answer in an availability phrase ("Nicht auf Lager"): on
 * those, a pick that finds nothing is not how the page says it (a path that points elsewhere
 * on this page), so "nothing there" is no state of theirs.
 */
function mapping(
  instances: BooleanInstance[],
  pick: ValuePick,
  stated: Set<BooleanInstance>,
  words: string[],
  unanswered: BooleanInstance[] = [],
): BooleanState[] | null {
  const about = aboutQuestion(words);
  const naming = namingWords(words);
  // Where the answer has no value, the place says nothing: what it said there (the next
  // perk, "Cancelación gratuita" in breakfast's class) would be read as this field, or refused.
  if (unanswered.some((inst) => said(inst, pick, about) !== '')) return null;
  const states = new Map<string, boolean>();
  // Texts that differ only in their counts are one state, as they are read ("£31 / day" is
  // "£151 / day"): two answers for one state contradict each other.
  const keys = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const inst of instances) {
    if (inst.value === null) continue;
    const text = said(inst, pick, about);
    if (text === null || (text === '' && stated.has(inst))) return null;
    // A state read after a line naming the question (a plan grid's "Single sign-on | ✓") needs
    // that line: a page without it says nothing there, and one that puts a note between the line
    // and the place read ("Free cancellation", a group price, "Book") would read as "no".
    if (text === '' && pick.locator.by === 'after-line') return null;
    // A figure ("6.2", a supplier's score; "2 hr", a tour's length) is a value, never a yes or a
    // no, unless the text names the question ("Free cancellation until 24 h") or is a phrase of
    // availability ("Only 3 left"): a measure that went with yes on every learning card did so
    // by chance. A phrase about another question ("Breakfast included" for free cancellation)
    // is that question's state.
    if (/\p{N}/u.test(text) && !names(naming, text) && availabilityOf(text) === null) return null;
    // Not for availability, whose phrases speak of delivery ("Lieferbar", "Ships in 2 days").
    if (!asksAvailability(words) && namesOtherQuestion(words, text)) return null;
    const key = countless(text);
    const first = keys.get(key) ?? text;
    keys.set(key, first);
    const known = states.get(first);
    if (known !== undefined && known !== inst.value) return null;
    states.set(first, inst.value);
    seen.set(first, (seen.get(first) ?? 0) + 1);
  }
  // Words said once are a state only where they name the question or are a phrase of
  // availability: a place by position that showed a tour's "4 hours" on one card said a value,
  // not a yes. A mark without words ("✓", "—") is how grids say yes and no.
  for (const [text, times] of seen)
    if (times < 2 && /\p{L}/u.test(text) && !names(naming, text) && availabilityOf(text) === null) return null;
  // Something must be said on some page; "nothing there" alone is no reading.
  if (![...states.keys()].some((t) => t !== '')) return null;
  // "Nothing there" stands for a value only when the answers went both ways, and never where
  // an answer left the field out.
  if (states.has('') && (new Set(states.values()).size < 2 || unanswered.length > 0)) return null;
  const unmarked = states.get('');
  if (unmarked !== undefined && statedElsewhere(instances, pick, unmarked, about)) return null;
  return [...states].map(([text, value]) => ({ text, value }));
}

/**
 * Whether the answers do not show that "nothing there" says `value`: one page or record alone
 * answered it so, or those that did all say it in another short text that none answered
 * otherwise shows ("Free cancellation" on every record whose "Non-refundable" badge is missing).
 * Then that text says it, not the badge's absence, and a record showing neither (a sold-out
 * hotel) says nothing. A text common to a few whole pages by chance only keeps a reading out.
 */
function statedElsewhere(
  instances: BooleanInstance[],
  pick: ValuePick,
  value: boolean,
  about: (text: string) => boolean,
): boolean {
  const answered = instances.filter((i) => i.value !== null);
  const unmarked = answered.filter((i) => i.value === value && said(i, pick, about) === '');
  const [only] = unmarked;
  if (unmarked.length === 1 && only?.root === null) return saidBeside(only, answered, pick, value);
  if (unmarked.length < 2) return true;
  const [first, ...rest] = unmarked.map(shortTexts);
  const common = [...(first ?? [])].filter((t) => rest.every((texts) => texts.has(t)));
  const other = answered.filter((i) => i.value !== value).map(shortTexts);
  return common.some((t) => other.every((texts) => !texts.has(t)));
}

/**
 * Whether the one page that answered `value` with nothing at the place shows, beside where the
 * other pages show their state (an element of its tag under a parent made alike), a short text of
 * its own: "No reembolsable" in the policies block that said "Cancelación gratuita" on the other
 * page. Then that text says it, and a page showing neither says nothing. A badge that is simply
 * gone ("In stock" missing beside the title) leaves no such text.
 */
function saidBeside(only: BooleanInstance, answered: BooleanInstance[], pick: ValuePick, value: boolean): boolean {
  const others = answered.filter((i) => i.value !== value);
  const places = new Set<string>();
  for (const inst of others)
    for (const el of findElements(inst.view, pick.locator, inst.root).slice(0, 1))
      places.add(`${el.parentElement ? signature(el.parentElement) : ''}>${el.tagName}`);
  const theirs = others.map(shortTexts);
  return only.view.text.elements.some((el) => {
    if (!places.has(`${el.parentElement ? signature(el.parentElement) : ''}>${el.tagName}`)) return false;
    const text = elementText(only.view.text, el);
    if (!text || text.length > STATE_MAX || text.includes('\n') || !/\p{L}/u.test(text)) return false;
    const state = stateText(text);
    return theirs.every((texts) => !texts.has(state));
  });
}

/**
 * A short text of the page (or record) that speaks of a boolean field's question, by the field's
 * words or their stems in other languages ("Annulation gratuite" for `free_cancellation`); null
 * when none does.
 */
export function questionSaid(
  view: PageView,
  root: Element | null,
  name: string,
  states: BooleanState[] = [],
): string | null {
  return questionLines(view, root, name, states).next().value?.text ?? null;
}

/** Each short text of the page (or record) that speaks of a boolean field's question, with its element. */
export function* questionLines(
  view: PageView,
  root: Element | null,
  name: string,
  states: BooleanState[] = [],
): Generator<{ text: string; el: Element }> {
  // Short words ("free", "pets") say too little alone: "Free WiFi" is no word on cancelling.
  const own = fieldWords(name);
  const words = [...own.filter((w) => w.length >= 5), ...spokenStems(own)];
  // …and a state's own words said in another place ("Pets welcome" moved out of the chips).
  const said = new Set(states.filter((s) => s.text !== '').map((s) => countless(s.text)));
  if (words.length === 0 && said.size === 0) return;
  for (const el of view.text.elements) {
    if (root && !root.contains(el)) continue;
    const text = shortLine(view, el);
    if (text !== null && ((words.length > 0 && names(words, text)) || said.has(countless(text)))) yield { text, el };
  }
}

/**
 * A text no learned state is, read through what the learned phrases on the question say: the
 * opposite of a learned yes when it negates the question ("Nicht erstattungsfähig" where
 * "Kostenlose Stornierung" was learned as yes; lib/recipes/field-vocabulary.ts). Null unless
 * every learned phrase that speaks to it agrees.
 */
export function impliedState(states: BooleanState[], text: string): boolean | null {
  const folded = stateText(text);
  const answers = new Set(
    states.flatMap((s) => {
      const answer = s.text === '' ? null : impliedAnswer({ text: stateText(s.text), value: s.value }, folded);
      return answer === null ? [] : [answer];
    }),
  );
  return answers.size === 1 ? ([...answers][0] ?? null) : null;
}

/** The short one-line texts of a record or page, folded, each as its innermost element shows it. */
function shortTexts(inst: BooleanInstance): Set<string> {
  const out = new Set<string>();
  for (const el of inst.view.text.elements) {
    if (inst.root && (!inst.root.contains(el) || el === inst.root)) continue;
    const text = shortLine(inst.view, el);
    if (text !== null && /\p{L}/u.test(text)) out.add(stateText(text));
  }
  return out;
}

export interface BooleanReading {
  pick: ValuePick;
  states: BooleanState[];
}

/** The cheapest place whose text or class, mapped, gives back every answer; null when none does. */
export function learnBoolean(field: SchemaField, instances: BooleanInstance[]): BooleanReading | null {
  const own = fieldWords(field.name);
  if (own.length === 0 || field.array) return null;
  // The field's words as pages in other languages say them ("Kostenlose Stornierung").
  const words = [...own, ...spokenStems(own)];
  const answered = instances.filter((i) => i.value !== null);
  const unanswered = instances.filter((i) => i.value === null);
  const candidates = new Map<string, { pick: ValuePick; cost: number }>();
  const stated = new Set<BooleanInstance>();
  const bothWays = new Set(answered.map((i) => i.value)).size === 2;
  for (const inst of answered) {
    const found = markers(inst, words);
    const says = (m: { el: Element; read: string }): boolean =>
      m.read === 'text' && availabilityOf(elementText(inst.view.text, m.el)) === inst.value;
    if (found.some(says)) stated.add(inst);
    for (const { el, read } of found) {
      // A key ("Single sign-on" heading a grid's row, a term, a header cell) names the question
      // whatever the answer: its cell says it (read after the label, below).
      if (read === 'text' && isKey(el)) continue;
      // A record's own child of one tag, whatever its classes: the policy's span in one class
      // when it says yes and in another when it says no, read among the record's spans.
      const byTag =
        inst.root && el.parentElement === inst.root && read === 'text'
          ? [{ selector: `:scope > ${el.tagName.toLowerCase()}`, cost: TAG_COST }]
          : [];
      for (const c of [...candidateSelectors(el, inst.root), ...byTag]) {
        const pick = wholePick({ by: 'css', selector: c.selector }, read);
        // A chip's rank among its siblings holds while the learning pages list their perks alike.
        const cost = c.cost + (read === 'class' ? 0.5 : 0) + (/:nth-of-type\(/.test(c.selector) ? POSITION_COST : 0);
        // Every chip of the row, the one about the question read: a class several chips wear.
        // On a page of one item, only chips outside other items' cards (a related stay's perks).
        const chipPick: ValuePick = { ...pick, many: true, ...(inst.root ? {} : { outside: true }) };
        const chips = read === 'text' ? [{ pick: chipPick, cost: cost + CHIPS_COST }] : [];
        for (const candidate of [{ pick, cost }, ...chips]) {
          const key = JSON.stringify(candidate.pick);
          const known = candidates.get(key);
          if (!known || known.cost > candidate.cost) candidates.set(key, candidate);
        }
      }
    }
    // A label naming the field ("Single sign-on" for `sso`): its state is what the element after
    // that line says ("✓", "—"), read by the label, wherever the row stands. Only from answers
    // that went both ways: one answer cannot tie a text after the label to the question.
    for (const { el, read } of bothWays ? found : []) {
      const next = el.nextElementSibling;
      const label = elementText(inst.view.text, el);
      if (read !== 'text' || !next || availabilityOf(label) !== null) continue;
      if (elementText(inst.view.text, next).length > STATE_MAX) continue;
      const pick = wholePick({ by: 'after-line', tag: next.tagName.toLowerCase(), text: label }, 'text');
      candidates.set(JSON.stringify(pick), { pick, cost: 0.5 });
    }
  }
  // Places no word ties to the field, kept only when they say at most two things.
  const bare = new Set<string>();
  for (const [key, candidate] of bareCandidates(answered, bothWays)) {
    if (candidates.has(key)) continue;
    candidates.set(key, candidate);
    bare.add(key);
  }
  for (const [key, { pick }] of [...candidates].sort(([, a], [, b]) => a.cost - b.cost).slice(0, 400)) {
    const states = mapping(answered, pick, stated, words, unanswered);
    if (states && (!bare.has(key) || states.filter((s) => s.text !== '').length <= BARE_STATES))
      return { pick, states };
  }
  return null;
}

/** A key element: a header cell, a term, a grid row's head (copied into each turned column). */
function isKey(el: Element): boolean {
  return el.closest(`th, dt, [role="rowheader"], [role="columnheader"], [${HEAD_MARK}]`) !== null;
}

/** A list's records answered both ways, at least this many, tie a place to the question by what it says. */
const BARE_RECORDS = 4;
const BARE_STATES = 2;

/**
 * Places of a list's records that say something short, whatever it says: a plan's "✓" or "—"
 * under a row named in any language ("Inicio de sesión único" for `sso`), where no text or class
 * names the field. Only over many records answered both ways, and kept only when the place says
 * one of at most two things, each always with one answer: a value (a price, a size) says
 * something else on every record, a badge on some records of both answers contradicts them.
 */
function bareCandidates(
  answered: BooleanInstance[],
  bothWays: boolean,
): Map<string, { pick: ValuePick; cost: number }> {
  const out = new Map<string, { pick: ValuePick; cost: number }>();
  if (!bothWays || answered.length < BARE_RECORDS || answered.some((i) => i.root === null)) return out;
  for (const inst of answered) {
    const root = inst.root;
    let seen = 0;
    for (const el of inst.view.text.elements) {
      if (seen >= MAX_ELEMENTS) break;
      if (!root?.contains(el) || el === root) continue;
      if (shortLine(inst.view, el) === null) continue;
      seen += 1;
      for (const c of candidateSelectors(el, root)) {
        const pick = wholePick({ by: 'css', selector: c.selector }, 'text');
        const key = JSON.stringify(pick);
        const cost = c.cost + 1;
        const known = out.get(key);
        if (!known || known.cost > cost) out.set(key, { pick, cost });
      }
    }
  }
  return out;
}

/** A state's text as states are told apart: folded, any count but none written "#". */
function countless(text: string): string {
  return (text === '' ? '' : stateText(text)).replace(/\p{Nd}+/gu, (n) => (/^[0٠۰]+$/u.test(n) ? '0' : '#'));
}

/**
 * A text read for a boolean field, through its learned states; null when it is none of them.
 * A state's counts do not matter ("Only 2 left" is "Only 5 left"), but none is not some. A place
 * that said an availability phrase meaning what the answer said ("auf lager": yes) on some
 * learning page, and never a phrase of the convention meaning the opposite, shows availability:
 * a phrase of the convention not seen yet ("Nur noch 2 verfügbar", "Esaurito") is read by it,
 * though the place also said things the convention does not know ("Ships tomorrow": learned as
 * said). Any other text is still none of them.
 */
export function stateOf(states: BooleanState[], text: string): boolean | null {
  const folded = countless(text);
  const known = states.find((s) => countless(s.text) === folded)?.value;
  if (known !== undefined) return known;
  // A place that said nothing on some page is a badge there or not, not a line of phrases.
  if (states.some((s) => s.text === '')) return null;
  const meant = states.map((s) => [availabilityOf(s.text), s.value] as const).filter(([c]) => c !== null);
  // One phrase of the convention meaning what the answer said ties the place to it; one meaning
  // the opposite unties it.
  if (meant.length === 0 || meant.some(([convention, value]) => convention !== value)) return null;
  return availabilityOf(text);
}

/** A text read for a boolean field: a learned state, else what the learned phrases imply of it. */
export function readState(states: BooleanState[], text: string): boolean | null {
  return stateOf(states, text) ?? impliedState(states, text);
}

/**
 * What a reading of every chip of a row gives on a page: the chips a learned state knows ("Free
 * cancellation" among "Breakfast included" and "Only 2 rooms left"); nothing there when none
 * does, and a conflict when one says yes and another no.
 */
export function knownChips(
  states: BooleanState[],
  values: string[],
): { values: string[] } | { missing: true } | { conflict: [string, string] } {
  const known = values.filter((v) => stateOf(states, v) !== null);
  const yes = known.find((v) => stateOf(states, v) === true);
  const no = known.find((v) => stateOf(states, v) === false);
  if (yes !== undefined && no !== undefined) return { conflict: [yes, no] };
  const first = yes ?? no;
  return first === undefined ? { missing: true } : { values: [first] };
}

/** What a field read gives through a chip-row boolean's states (the chip it knows); else what it read. */
export function throughChips(rule: Pick<FieldRule, 'states' | 'picks'>, read: FieldOutcome): FieldOutcome {
  if (!rule.states || !rule.picks[0]?.many || !('values' in read)) return read;
  return { ...knownChips(rule.states, read.values), ...(read.from ? { from: read.from } : {}) };
}
