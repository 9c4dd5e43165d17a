import { isDisclosureAttribute, isDisclosureText, otherBlock, othersNamed } from '../grounding';
import { availabilityOf, saysUnavailable } from './availability';
import { isStateBadge } from './item-badges';
import { cardMarks, markInWords } from './card-marks';
import { contextMarks } from './context-marks';
import { findElements, type PageView } from './read';
import { squash } from './page-text';
import { readField } from './read-field';
import { MAX_SKIP_ENTRIES, MAX_SKIP_ENTRY, type FieldRule, type ListRule } from './recipe';
import { looksGenerated } from './selectors';
import { inSidebar } from '../shared/sidebars';

export type RecordKinds = NonNullable<ListRule['kinds']>;

/**
 * A served list holds the same kind of records the model returned. Cards the page styles like
 * records but the model left out (a sponsored card, an ad, a promoted product) usually carry a
 * class of their own. Learning keeps the classes the model's records have in common and shuts
 * out, by `:not(...)`, the classes found only on cards it did not return; replay refuses a page
 * where a matched card carries a class no returned record had (an ad the learning pages never
 * showed), so the model answers it and the recipe learns that card's kind.
 */

/** An element's readable classes (generated names are per-record ids, not kinds). */
export function classesOf(el: Element): string[] {
  return (el.getAttribute('class') ?? '').split(/\s+/).filter((c) => c !== '' && !looksGenerated(c));
}

/** The classes every kind of returned record carries, over all learning pages. */
export function recordClasses(containers: Element[]): string[] {
  return [...new Set(containers.flatMap(classesOf))].sort();
}

/**
 * Classes found only on cards the selector matches but the model did not return. A card with
 * no class of its own may be a record the model left out (an answer may hold only some
 * records) and is not shut out.
 */
export function strangerClasses(
  pages: Array<{ view: PageView; containers: Element[] }>,
  selector: string,
  known: string[],
): string[] {
  const own = new Set(known);
  const out = new Set<string>();
  for (const page of pages) {
    const returned = new Set(page.containers);
    for (const el of findElements(page.view, { by: 'css', selector }, null)) {
      if (returned.has(el)) continue;
      for (const cls of classesOf(el)) if (!own.has(cls)) out.add(cls);
    }
  }
  return [...out].sort();
}

/** The container selector with cards of the given classes shut out. */
export function withoutClasses(selector: string, classes: string[]): string {
  return selector + classes.map((c) => `:not(.${c})`).join('');
}

/** The first matched card that carries a class no returned record had, as a reason; else null. */
export function unlikeRecord(name: string, matched: Element[], known: string[] | undefined): string | null {
  if (!known) return null;
  const own = new Set(known);
  for (const el of matched) {
    const odd = classesOf(el).find((c) => !own.has(c));
    if (odd !== undefined) return `a ${name} card unlike the records learned (class "${odd}") is on the page`;
  }
  return null;
}

/**
 * Ads with no class of their own: the cards the model returned and the cards it left out on
 * the learning pages are told apart by their marks (lib/recipes/card-marks.ts). A mark found on
 * left-out cards and on no returned record (a "Sponsored" badge, a link to another host) makes
 * every card showing it not a record; a left-out card that reads exactly like a returned one is
 * a copy, and which copy the model counted is kept. When the answer looks partial (many cards
 * left out past the end of the returned run: the model gave the first records only), the cards
 * past the run count as records, not as a contrast.
 */
export function learnKinds(
  pages: Array<{ view: PageView; containers: Element[] }>,
  selector: string,
  fields: FieldRule[],
): RecordKinds {
  const record = new Set<string>();
  let firstLeftOut = false;
  const perCard: string[][] = [];
  const contrast: Array<{ view: PageView; card: Element; marks: string[]; before: boolean[]; returned: Element[] }> =
    [];
  // What returned records show, by kind of mark: a card past the returned run showing a kind no
  // record shows (a badge, an ad's label) is of another kind, not a record the answer left off.
  const recordKinds = new Set(
    pages.flatMap((page) => page.containers.flatMap((el) => cardMarks(page.view, el, fields).map(kindOf))),
  );
  const likeRecords = (view: PageView, el: Element): boolean =>
    cardMarks(view, el, fields).every((m) => recordKinds.has(kindOf(m)));
  for (const page of pages) {
    const matched = findElements(page.view, { by: 'css', selector }, null);
    const returned = new Set(page.containers);
    const at = matched.map((el, i) => (returned.has(el) ? i : -1)).filter((i) => i >= 0);
    const first = Math.min(...at);
    const last = Math.max(...at);
    // Cards in a sidebar when no record stands in one (a "Trending" block built like the list)
    // are another list: they say nothing of what this list leaves out, nor that the answer is partial.
    const aside = !page.containers.some(inSidebar);
    const left = matched.map((el, i) => ({ el, i })).filter(({ el }) => !returned.has(el) && !(aside && inSidebar(el)));
    const outside = left.filter(({ i }) => i < first || i > last);
    const partial =
      outside.filter(({ el }) => likeRecords(page.view, el)).length > Math.max(2, page.containers.length / 2);
    // The first card left out before the returned run: this list puts a non-record in its first slot.
    if (!partial && first > 0 && Number.isFinite(first)) firstLeftOut = true;
    for (const el of page.containers) perCard.push(cardMarks(page.view, el, fields));
    for (const { el, i } of left) {
      const marks = cardMarks(page.view, el, fields);
      if (partial && (i < first || i > last)) perCard.push(marks);
      else
        contrast.push({
          view: page.view,
          card: el,
          marks,
          before: page.containers.map((c) => matched.indexOf(c) > i),
          returned: page.containers,
        });
    }
  }
  for (const marks of perCard) for (const mark of marks) record.add(mark);
  // Values of a family that left-out cards showed and no record did: that family tells kinds
  // apart. An ad's own label ("Ad", data-sponsored) says why it was left out: its other words
  // (its score's "Very good") tell nothing.
  const telling = new Set(
    contrast
      .filter((left) => !left.marks.some((m) => !record.has(m) && disclosure(m)))
      .flatMap((left) => left.marks.filter((m) => !record.has(m)).map(familyOf))
      .filter((f) => f !== null),
  );
  for (const family of varyingFamilies(perCard, telling)) {
    // A paid placement's label seen on returned records stays known as itself: any other value of
    // the family is a record's, but an unseen disclosure still marks an ad (recordCards).
    for (const mark of [...record]) if (familyOf(mark) === family && !disclosure(mark)) record.delete(mark);
    record.add(`${family}*`);
  }
  const entries: string[][] = [];
  const strangeOn: Array<{ view: PageView; entry: string[] }> = [];
  const copies = new Set<'first' | 'last'>();
  for (const left of contrast) {
    const strange = left.marks.filter((m) => !knownMark(record, m));
    if (strange.length > 0) {
      const entry = skipEntry(strange);
      entries.push(entry);
      strangeOn.push({ view: left.view, entry });
      continue;
    }
    const key = readingKey(left.view, left.card, fields);
    left.returned.forEach((el, k) => {
      if (readingKey(left.view, el, fields) === key) copies.add(left.before[k] ? 'last' : 'first');
    });
  }
  const copy = copies.size === 1 ? [...copies][0] : undefined;
  entries.push(...sharedEntries(strangeOn));
  // An entry that holds another is no more telling than it: keep the general one.
  const general = entries.filter(
    (entry, i) =>
      !entries.some(
        (other, k) =>
          other.length <= entry.length &&
          (other.length < entry.length || k < i) &&
          other.every((m) => entry.includes(m)),
      ),
  );
  // An entry longer than a stored recipe keeps (a whole block of other items' cards left out, each
  // of its texts a mark) could only ever shut out that very block again: it is dropped, and such
  // a card goes to the model as a kind never seen.
  const skip = [...new Set(general.map((entry) => entry.join(ENTRY_JOIN)))]
    .filter((entry) => entry.length <= MAX_SKIP_ENTRY)
    .sort()
    .slice(0, MAX_SKIP_ENTRIES);
  return {
    record: [...record].sort(),
    skip,
    ...(copy ? { copies: copy } : {}),
    ...(firstLeftOut ? { firstLeftOut } : {}),
  };
}

/** Fewest marks an entry two left-out cards share must have. */
const SHARED_MIN = 2;

/**
 * Cards left out alike on two learning pages (a row of other items' cards inside the list, its
 * products changing from page to page): what both show that no record does is their kind, an
 * entry of its own. A slot showing several values in one card ("by Acme", "by Brio": the makers
 * of the cards it holds) names values, not a kind, and is left out of it; so is the rest of the
 * text in nested cards when it differs, as it is not shared. Only an entry with a mark other than
 * a text (an element, a note, a link, an attribute) is kept: words alike by chance tell no kind.
 */
function sharedEntries(left: Array<{ view: PageView; entry: string[] }>): string[][] {
  const out: string[][] = [];
  const valueSlots = (entry: string[]): Set<string> => {
    const seen = new Map<string, number>();
    for (const mark of entry) {
      const family = /^text:[^|]*\|/.exec(mark)?.[0];
      if (family) seen.set(family, (seen.get(family) ?? 0) + 1);
    }
    return new Set([...seen].filter(([, n]) => n > 1).map(([family]) => family));
  };
  for (const [i, a] of left.entries()) {
    for (const b of left.slice(i + 1)) {
      if (a.view === b.view) continue;
      const several = new Set([...valueSlots(a.entry), ...valueSlots(b.entry)]);
      const shared = a.entry.filter((m) => b.entry.includes(m) && ![...several].some((f) => m.startsWith(f)));
      if (shared.length >= SHARED_MIN && shared.some((m) => !m.startsWith('text:'))) out.push(shared);
    }
  }
  return out;
}

/**
 * A `skip` entry: every mark a left-out card showed that no returned record had, joined by a line
 * break. A card is not a record when it shows every mark of an entry. Which of several new marks
 * made the card an ad is not known ("no price" and a "bestseller" badge no learning record
 * showed): a record with only one of them is not shut out — it is a kind never seen, and its
 * page goes to the model. Marks one link or attribute gives twice keep their general form
 * (`link:away`, not also its host; `attr:data-x`, not also its word).
 */
const ENTRY_JOIN = '\n';

function skipEntry(strange: string[]): string[] {
  const has = new Set(strange);
  return [...has]
    .filter((m) => !(m.startsWith('link:to:') && has.has('link:away')))
    .filter((m) => !(/^attr:data-[^=]+=/.test(m) && has.has(m.slice(0, m.indexOf('=')))))
    .sort();
}

/** A `skip` entry's marks. */
export function skipMarks(entry: string): string[] {
  return entry.split(ENTRY_JOIN);
}

/**
 * Marks that name a value (a link's host, a data attribute's word, the text in one slot of the
 * card) form a family. When the records themselves show many values of one family, about one
 * per record (three in four or more: search results linking to many sites, a seller's name in
 * each card), the value tells no kind: the family is kept as `<family>*` and any value of it is a
 * record's. So it is with four values or more when no left-out card showed a value of the family
 * that no record had (a maker's name over a few makers' products: the next page shows another).
 * A badge slot showing "new" or "bestseller" on many records keeps its words: they repeat, and
 * where left-out cards put their own word in that slot ("Ad"), the slot tells kinds apart.
 */
const VARYING = 4;
/** Fewest record cards a slot every record shows must be seen on to be a property of every record. */
const MIN_RECORDS_SAYING = 4;

/** A mark's kind: its family where it has one ("text:span.badge|"), else the mark itself. */
const kindOf = (mark: string): string => familyOf(mark) ?? mark;

function familyOf(mark: string): string | null {
  if (mark.startsWith('link:to:')) return 'link:to:';
  if (mark.startsWith('link:under:')) return 'link:under:';
  const named = /^(?:attr:[^=]+=|text:[^|]*\|)/.exec(mark);
  return named ? named[0] : null;
}

function varyingFamilies(perCard: string[][], telling: Set<string>): string[] {
  const values = new Map<string, Set<string>>();
  const cards = new Map<string, number>();
  for (const marks of perCard) {
    const seen = new Set<string>();
    for (const mark of marks) {
      const family = familyOf(mark);
      if (!family) continue;
      values.set(family, (values.get(family) ?? new Set()).add(mark));
      seen.add(family);
    }
    for (const family of seen) cards.set(family, (cards.get(family) ?? 0) + 1);
  }
  return [...values]
    .filter(
      ([family, set]) =>
        // Records linking into two folders or more (a category's own path in each): the folder tells no kind.
        (family === 'link:under:' && set.size >= 2) ||
        (set.size >= VARYING && (set.size * 4 >= (cards.get(family) ?? 0) * 3 || !telling.has(family))) ||
        everyRecordSays(family, set, cards.get(family) ?? 0, perCard.length, telling),
    )
    .map(([family]) => family);
}

/**
 * A slot of text nearly every record shows, in words that differ from record to record (a
 * score's word, "Good" or "Superb" beside the figure): a property of every record, not a badge
 * some kinds wear, so a word never seen there ("Very good") is still a record's. Not when a
 * left-out card put a word of its own there, nor when a word is a state ("Sold out") or a paid
 * placement's label.
 */
function everyRecordSays(family: string, marks: Set<string>, shownBy: number, records: number, telling: Set<string>) {
  if (!family.startsWith('text:') || telling.has(family) || records < MIN_RECORDS_SAYING) return false;
  if (marks.size < 2 || shownBy * 4 < records * 3) return false;
  return [...marks].every((m) => {
    const text = m.slice(m.indexOf('|') + 1);
    return availabilityOf(text) === null && !isDisclosureText(text);
  });
}

function knownMark(known: Set<string>, mark: string): boolean {
  if (known.has(mark)) return true;
  const family = familyOf(mark);
  return family !== null && known.has(`${family}*`);
}

/** What a card's fields read, as one string (two cards reading alike are copies). */
function readingKey(view: PageView, card: Element, fields: FieldRule[]): string {
  return JSON.stringify(fields.map((f) => readField(view, f, card)));
}

/**
 * The matched cards that are records: those showing a mark learned from left-out cards are
 * dropped, and so are those showing an advertising disclosure no returned record had
 * (lib/grounding/ad-disclosure.ts); a card with any other mark neither the records nor the
 * left-out cards had is a kind never seen, and the page is not served (a reason says which mark).
 */
export function recordCards(
  name: string,
  view: PageView,
  found: Element[],
  fields: FieldRule[],
  kinds: RecordKinds | undefined,
): Element[] | string {
  if (!kinds) return found;
  // Cards built like the records inside a block headed as other items' ("Other travellers also
  // viewed"), or such a block itself, are theirs, not this list's records, unless they are all
  // there is.
  const others = found.filter((card) => otherBlock(card, view.doc.body) !== null || othersNamed(card) !== null);
  const matched = others.length < found.length ? found.filter((card) => !others.includes(card)) : found;
  const known = new Set(kinds.record);
  const entries = kinds.skip.map(skipMarks);
  // A label learned on a left-out card (alone) marks an ad wherever the card shows it: the same
  // word as a badge, as an icon's aria-label or title, or in a note.
  const skipWords = new Set(
    entries.flatMap((entry) => (entry.length === 1 && entry[0]?.startsWith('text:') ? [textOfMark(entry[0])] : [])),
  );
  const out: Element[] = [];
  const perCard = matched.map((card) => cardMarks(view, card, fields));
  // A card showing a left-out card's marks, or a paid placement's own label ("Sponsored",
  // data-sponsored) the learning pages never showed, is an ad whatever else it shows, also in a
  // slot whose values vary. Any other unseen mark may be a record's or an ad's.
  const isAd = perCard.map((marks) => {
    const shown = new Set(marks);
    // Whether a slot's text is a note or a text is its length alone (a long name, a short one):
    // an entry's note is shown by any text in its slot.
    const noted = new Set(marks.flatMap((m) => (m.startsWith('text:') ? [`note:${slotOfText(m)}`] : [])));
    return (
      entries.some((entry) => entry.every((m) => shown.has(m) || noted.has(m))) ||
      marks.some((m) => !known.has(m) && !m.startsWith('empty:') && disclosure(m))
    );
  });
  // What every card but the ads shows, and the page says above them (the search's origin), is
  // the page's: an ad for another trip shows another origin.
  const kept = matched.flatMap((_, i) => (isAd[i] ? [] : [i]));
  const context = contextMarks(
    view,
    kept.map((i) => matched[i] as Element),
    kept.map((i) => perCard[i] ?? []),
    (m) => !known.has(m),
  );
  for (const [i, card] of matched.entries()) {
    if (isAd[i]) continue;
    const marks = perCard[i] ?? [];
    // A field left empty is the record reading's to refuse, with its own reason.
    const unseen = marks.filter((m) => !known.has(m) && !m.startsWith('empty:') && !context.has(m));
    const odd = unseen.filter((m) => !knownMark(known, m));
    if (odd.some((m) => m.startsWith('text:') && skipWords.has(textOfMark(m)))) continue;
    // A note that the item is taken ("Sold out on your dates"), or a badge of its state ("New",
    // "Bestseller"), is a record's state, not another kind of card: its fields are read, or
    // refused, as any record's.
    const kind = odd.find(
      (m) => !(m.startsWith('text:') && (saysUnavailable(textOfMark(m)) || isStateBadge(textOfMark(m)))),
    );
    if (kind !== undefined) return `a ${name} card unlike the records learned is on the page (${markInWords(kind)})`;
    out.push(card);
  }
  return out;
}

/**
 * Whether a card says its item is taken for what was asked ("Sold out on your dates",
 * "Ausverkauft") in a short text of its own: a record in another state, whose offer (a price, a
 * total, seats left) may be gone with nothing else of the card.
 */
export function saysTaken(card: Element): boolean {
  return Array.from(card.querySelectorAll('*')).some(
    (el) => el.firstElementChild === null && saysUnavailable(squash(el.textContent ?? '')),
  );
}

/** The slot of a `text:<slot>|<text>` mark. */
function slotOfText(mark: string): string {
  return mark.slice('text:'.length, mark.indexOf('|'));
}

/** The text of a `text:<slot>|<text>` mark. */
function textOfMark(mark: string): string {
  return mark.slice(mark.indexOf('|') + 1);
}

/** A card mark that labels a paid placement: a disclosure word, a sponsored attribute. */
function disclosure(mark: string): boolean {
  if (mark.startsWith('text:')) return isDisclosureText(mark.slice(mark.indexOf('|') + 1));
  if (!mark.startsWith('attr:')) return false;
  const [name = '', word] = mark.slice('attr:'.length).split('=');
  return isDisclosureAttribute(name, word);
}

/**
 * Records read twice, every value equal, are one record shown twice: the copy the model counted
 * is kept (`copies`). Never learned which, the page is served only when either choice gives the
 * same order, or when the copy is in a first slot the learning pages showed to hold non-records
 * (`firstLeftOut`).
 */
export function withoutCopies<T>(
  name: string,
  records: T[],
  keyOf: (record: T) => string,
  kinds: Pick<RecordKinds, 'copies' | 'firstLeftOut'> | undefined,
): T[] | string {
  const keys = records.map(keyOf);
  const keepFirst = records.filter((_, i) => keys.indexOf(keys[i] as string) === i);
  const keepLast = records.filter((_, i) => keys.lastIndexOf(keys[i] as string) === i);
  if (kinds?.copies === 'last') return keepLast;
  if (kinds?.copies === 'first') return keepFirst;
  const order = (kept: T[]): string => kept.map(keyOf).join('\n');
  if (order(keepFirst) === order(keepLast)) return keepFirst;
  // The learning pages showed this list's first slot holding a card the model left out (an ad
  // placed on top): a copy there of a later record is that slot's placement, and the later copy
  // is the record — when the first card is the only one shown twice.
  const repeated = keys.filter((k, i) => keys.indexOf(k) !== i);
  if (kinds?.firstLeftOut && repeated.length === 1 && repeated[0] === keys[0]) return keepLast;
  return `a ${name} record is shown twice, and the pages learned from never showed which copy is the record`;
}
