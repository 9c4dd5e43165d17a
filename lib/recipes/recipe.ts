import { z } from '../contract/zod-setup';
import { unboundedSelector } from './selector-cost';

/** A list's `kinds.skip`: at most this many entries, each at most this long (lib/recipes/record-kinds.ts). */
export const MAX_SKIP_ENTRIES = 100;
export const MAX_SKIP_ENTRY = 1000;

/** Longest text kept as one of the template's own words (`fixedTexts`: a button, a heading, a label), and how many are kept. */
export const FIXED_TEXT_LENGTH = 60;
export const FIXED_TEXTS_MAX = 300;
/** Longest note kept (`notes`: "No dependencies"), and how many are kept. */
export const NOTE_LENGTH = 60;
export const NOTES_MAX = 60;

/** A CSS selector a recipe holds: its matching cost must be bounded (lib/recipes/selector-cost.ts). */
function selectorSchema(max: number) {
  return z
    .string()
    .max(max)
    .superRefine((selector, ctx) => {
      const why = unboundedSelector(selector);
      if (why) ctx.addIssue({ code: 'custom', message: `the selector "${selector.slice(0, 80)}" is refused: ${why}` });
    });
}

/**
 * A recipe: where each field of an extraction lives on a page of one site template, and how to
 * read it. It is data (JSON, stored and exported), never code: every way of finding and reading
 * a value is one of the closed shapes below, replayed by lib/recipes/replay.ts.
 */

/** How the element holding a value is found. */
export const locatorSchema = z.discriminatedUnion('by', [
  /** A CSS selector built from stable anchors (ids, itemprop, data-*, aria-*, readable classes). */
  z.object({ by: z.literal('css'), selector: selectorSchema(500).pipe(z.string().min(1)) }),
  /** Elements of `tag` whose text holds the label, e.g. <li>ISBN-13: …</li>. */
  z.object({
    by: z.literal('label'),
    tag: z.string().min(1).max(20),
    label: z.string().min(1).max(80),
    /** Only inside elements matching this selector (the block the label belongs to). */
    within: selectorSchema(300).optional(),
  }),
  /** Elements of `tag` right after a line of text equal to `text`, e.g. <td>Publisher</td><td>…</td>. */
  z.object({
    by: z.literal('after-line'),
    tag: z.string().min(1).max(20),
    text: z.string().min(1).max(80),
    within: selectorSchema(300).optional(),
  }),
  /** A value inside the page's JSON-LD: the @type of the object and a dotted key path. */
  z.object({ by: z.literal('jsonld'), type: z.string().max(80), path: z.string().min(1).max(200) }),
]);
export type Locator = z.infer<typeof locatorSchema>;

/** One way to read a value: find element(s), take text or an attribute, optionally between two marks. */
export const pickSchema = z.object({
  locator: locatorSchema,
  /** `text`, or an attribute name (content, href, src, title, alt, value, datetime, data-*). */
  read: z.string().min(1).max(60),
  /** Text before the value within what was read ('' = from the start). */
  before: z.string().max(80).default(''),
  /** Text after the value ('' = to the end of the line). */
  after: z.string().max(80).default(''),
  /** The value starts with `before` (its own label, "Mass: 614"): keep it. */
  keep: z.boolean().default(false),
  /**
   * A figure stands against the value, whatever its digits on the next page: `after`, the value
   * ends where the figure starts (the "£" of "£215.00", the "EUR" of "EUR 344"); `before`, it
   * starts after it (the "€" of "1 234 €"). Instead of an `after` or `before` mark of digits,
   * which would hold on one page only. Recipes stored before it lack it.
   */
  figure: z.enum(['before', 'after']).optional(),
  /** Each line of what was read that has this outline is one value (phones listed in an address block). */
  lines: z.string().max(200).optional(),
  /**
   * With `lines`: the value is this part of each such line, counted in its outline's runs of
   * words and numbers from 0 ("Brackenford, QA 40417" has the outline "a, a 9": part 1 is "QA").
   * Read by the line's shape, not by its place among its neighbours.
   */
  part: z.number().int().min(0).max(20).optional(),
  /** Several matches, one value each (a list of authors as links); else the match must be unique. */
  many: z.boolean().default(false),
  /**
   * One item of several: the value is match `item` (from 0) of the places the locator finds, or
   * of the array's values in JSON-LD (the first genre, the second of two directors).
   */
  item: z.number().int().min(0).max(20).optional(),
  /**
   * The learned place stood outside every repeated module (a "customers also viewed" card), and
   * only places outside one are counted: an item reading's index among them, and one place of
   * the item's own where related cards carry the same class. A page whose item lacks its own
   * value then reads nothing there, not the first related card's. Recipes stored before it count
   * every place.
   */
  outside: z.boolean().optional(),
  /**
   * With `item` and a label: the place must sit beside another field's place, within `up`
   * levels of its element (the record's own row in the record's facts, not the same row of
   * another record shown below when the record lacks its own).
   */
  beside: z.object({ field: z.string().min(1).max(200), up: z.number().int().min(1).max(20) }).optional(),
  /**
   * With `item`: texts (folded) the learning pages showed at the locator's other matches, never
   * as the value (a "Free cancellation" chip of the duration's classes). They are passed over
   * before counting, so a card without the value reads nothing rather than the chip
   * (lib/recipes/passed-texts.ts). Recipes stored before it count every match.
   */
  pass: z.array(z.string().max(80)).max(12).optional(),
});
export type ValuePick = z.infer<typeof pickSchema>;

export const fieldTypeSchema = z.enum(['string', 'number', 'integer', 'boolean']);

/** A boolean stated on the page: what its place says (folded text or class; '' = nothing there) and what that means. */
export const booleanStateSchema = z.object({ text: z.string().max(200), value: z.boolean() });
export type BooleanState = z.infer<typeof booleanStateSchema>;

/** A number a template writes as a word at its place ("nonstop" for 0 stops): the folded word and its number. */
export const spokenNumberSchema = z.object({ text: z.string().min(1).max(200), value: z.number() });
export type SpokenNumber = z.infer<typeof spokenNumberSchema>;

/** How many other elements a field's readings found on the learning pages are kept (`elsewhere`). */
export const ELSEWHERE_MAX = 12;

/** How many texts a field's empty places may show (`emptyShows`); a page showing more is not learned one. */
export const EMPTY_SHOWS_MAX = 20;

/** Readings a field keeps at most: the best, its cross-checks and its fallbacks. */
export const MAX_PICKS = 4;

export const fieldRuleSchema = z.object({
  name: z.string().min(1).max(200),
  type: fieldTypeSchema,
  array: z.boolean(),
  /** Missing on a page → the recipe does not serve it (the model runs). */
  required: z.boolean(),
  /** Ways to read the value, best first; a later one that disagrees with the first fails the check. */
  picks: z.array(pickSchema).max(MAX_PICKS).default([]),
  /** Arrays read from one text: the separators seen between values. */
  split: z.array(z.string().min(1).max(10)).max(10).optional(),
  /**
   * Arrays read from one place that every learning answer showed holding one value: the list
   * separators those values never contained. A value read with one of them ("travel, gift") may
   * be several values written in a way no answer showed, and the page goes to the model.
   */
  unsplit: z.array(z.string().min(1).max(10)).max(10).optional(),
  /**
   * Arrays read as one text per place: no learned value held a short lower-case word between two
   * words ("Goalkeeper und Sweeper", "Drama y Comedia"). A value read that holds one may be
   * several values joined by a conjunction in the page's language, and the page goes to the model.
   */
  joinWords: z.boolean().optional(),
  /** Arrays whose values live in different places: one pick per position. */
  slots: z.array(pickSchema).max(10).optional(),
  /** Arrays whose answers never repeated a value: a value read twice is kept once. */
  distinct: z.boolean().optional(),
  /**
   * Slots pooled: the values of every slot, each value once (several places that each hold one
   * spelling of a name). `exact` keeps spellings that differ only in case apart ("Acme" and
   * "ACME" are two), `folded` merges them, `unsure` (the answers learned from never showed which)
   * refuses a page where the choice would change the result.
   */
  pool: z.enum(['exact', 'folded', 'unsure']).optional(),
  /**
   * Booleans written as a phrase or a mark ("In stock", a class): what the first pick reads,
   * mapped to true or false (lib/recipes/learn-boolean.ts). A text not listed is not read.
   */
  states: z.array(booleanStateSchema).max(10).optional(),
  /**
   * Text said by which of a few words a row of chips shows (a car's "Manual" or "Automatic" among
   * its other chips, in no fixed place; lib/recipes/choices.ts): the first pick reads every chip
   * of the row, and the value is the chip saying one of `values` (folded). `others`: the row's
   * other chips the learning pages showed (counts as "#"); a chip that is neither goes to the
   * model. Recipes stored before it lack it.
   */
  choices: z
    .object({
      values: z.array(z.string().max(80)).min(2).max(12),
      others: z.array(z.string().max(160)).max(24),
    })
    .optional(),
  /**
   * Numbers written as a word at the first pick's place ("Nonstop" where other cards say "2
   * stops"; lib/recipes/spoken-numbers.ts): read where the pick finds that word and nothing else.
   */
  words: z.array(spokenNumberSchema).max(10).optional(),
  /**
   * A field the schema does not require, of the page's one item (lib/recipes/absence.ts): served
   * as absent only when its place is gone from the page and no label of it is shown.
   * `never-seen`: every learning page had it, and a page may lack only a few such fields;
   * `seen-gone`: a learning page lacked it that way. Without it, a field not required is absent
   * wherever it does not read (recipes stored before it, list record fields).
   */
  absence: z.enum(['never-seen', 'seen-gone']).optional(),
  /**
   * A field a learning page lacked while its place was still there (the elements its readings
   * find showed other text: a size read by its outline from the page's buttons, on a page whose
   * buttons were "Add to bag"): what those places showed there. Without `absence`, the field is
   * served absent only where its places show nothing else; a page where they show new text (the
   * sizes written another way) goes to the model. Recipes stored before it lack it.
   */
  emptyShows: z.array(z.string().max(200)).max(EMPTY_SHOWS_MAX).optional(),
  /**
   * A page-level field whose CSS readings of several steps found, by their last step alone, only
   * their own place on every learning page (`p.address`, not a utility class many places wear;
   * lib/recipes/absence.ts): a page where the readings find nothing while that step alone shows
   * text under other wrappers (the other variant of an A/B template) goes to the model. Recipes
   * stored before it lack it.
   */
  ownStep: z.literal(true).optional(),
  /**
   * Lines a learning record or page showed, where the answer had no value for this number, holding
   * a figure framed as its values were (a deposit's "Deposit: # €" beside a car with no daily
   * rate), folded, figures as "#" (lib/recipes/absence.ts): another quantity's line. Shown again
   * where the field is not read, it is no sign the value moved. Recipes stored before it lack it.
   */
  framedLines: z.array(z.string().max(100)).max(8).optional(),
  /**
   * Other elements a field's readings found on the learning pages that had its value (a cart
   * count badge wearing the review count's utility class, the price's span beside a list price
   * read by a class both wear), each as its parent's and its own tag and classes and the outline
   * of what it showed (`div.bar>a.rounded-md|9`): on a page where only such elements are found,
   * the field's place is gone (lib/recipes/absence.ts). Elements built like the value's own place
   * are never listed. Recipes stored before it lack it.
   */
  elsewhere: z.array(z.string().max(300)).max(ELSEWHERE_MAX).optional(),
  /**
   * The labels the learning pages showed in the value's row (a header cell, a term, "Key:" just
   * before its place), folded: a page that shows one of them still shows the field, though the
   * readings find no place (the value's element is another tag now), and the field is not served
   * absent there (lib/recipes/absence.ts). Recipes stored before it lack it.
   */
  rowLabels: z.array(z.string().max(80)).max(4).optional(),
  /**
   * A page-level array whose first reading, of many places, read every element made like its
   * values' places on the learning pages (lib/recipes/alike-places.ts): a page showing more such
   * elements elsewhere (a second list of the same make, empty on those pages) goes to the model.
   */
  closed: z.literal(true).optional(),
  /**
   * The page's other fields whose places sat apart from this field's place on every learning
   * page (lib/recipes/apart-places.ts): a page where this field's place holds one of theirs, or
   * sits in it (a profile without a location whose "Joined" line is read in its place), goes to
   * the model. Recipes stored before it lack it.
   */
  apart: z.array(z.string().min(1).max(200)).max(60).optional(),
  /**
   * A field read by position (lib/recipes/shifted-places.ts): the texts the learning pages showed
   * beside its place, in its parent's other children of its tag, folded. A value read that is one
   * of them is a neighbour's, the place shifted (an item before it missing): the page goes to the
   * model. Recipes stored before it lack it.
   */
  neighbours: z.array(z.string().max(80)).max(12).optional(),
  /** The learned values' outline (digits → 9, letters → a) when they all share it. */
  shape: z.string().max(200).optional(),
  /**
   * A text field whose learned values (two or more differing) all had a letter: a value without
   * one ("-35%" where colours were read) is some other thing in the field's place.
   */
  letters: z.boolean().optional(),
  /**
   * A text field read past other texts (`pass`) whose learned values (two or more differing) all
   * held a figure ("3h", "1h 30m"): a value read without one is a text the learning pages never
   * showed in its place, not the value. Recipes stored before it lack it.
   */
  figures: z.boolean().optional(),
  /**
   * A text field learned without these separators of a meta line ("·", "•", "|") in any value:
   * a value read with one ("Halquenmar · 3,0 km from the centre" where addresses were read) is
   * another line in the value's place, and goes to the model. Set on text fields learned since
   * session 25.
   */
  bare: z.literal(true).optional(),
  /**
   * A field of the page's one item, served absent where its place is gone, whose learning pages
   * (two or more) all gave one and the same sign, code or unit (a currency sign read beside a
   * sale's struck-through price; at most four characters, no name): a page that still shows that text as an element's whole text outside
   * other items' cards (the sign beside the price, on a page with no sale) holds the value
   * elsewhere, and goes to the model. Recipes stored before it lack it.
   */
  same: z.string().min(1).max(40).optional(),
  /** Longest value learned; a value far longer is not the same thing. */
  maxLength: z.number().int().nonnegative(),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const listRuleSchema = z.object({
  name: z.string().min(1).max(200),
  /** Selects every record on the page, not only the ones the model returned. */
  container: selectorSchema(500).pipe(z.string().min(1)),
  /**
   * Records with no element of their own (<dt> then <dd>, a title row then a details row): the
   * container selector matches where each record starts, and a record runs through the
   * siblings after it up to the next start.
   */
  siblings: z.boolean().optional(),
  /**
   * Records that are a table's columns (a comparison grid: one column a plan, one row "Price"):
   * the page is read through a copy with each such table turned, one element per column holding
   * each row's header and the column's cell (lib/recipes/column-records.ts); the container
   * selector matches there. Recipes stored before it read records as they stand.
   */
  columns: z.literal(true).optional(),
  /**
   * With `columns`: the row headers the learning pages' grids showed (folded). A page whose grid
   * has another row goes to the model: it may hold a value no field was learned from.
   */
  heads: z.array(z.string().max(80)).max(50).optional(),
  /**
   * The readable classes the model's records carried on the learning pages (lib/recipes/record-kinds.ts):
   * a page where a matched card has another class (an ad, a sponsored card) is not served.
   */
  classes: z.array(z.string().max(100)).max(100).optional(),
  /**
   * What told the model's records from the cards it left out on the learning pages, as card
   * marks (lib/recipes/card-marks.ts: a badge text, a link away or through a redirect, a data
   * attribute, a field left empty): a `skip` entry is the marks one left-out card showed that no
   * record had, joined by a line break, and a card showing every mark of an entry is not a record
   * (an entry of one mark, as recipes stored before held, is that mark alone); a card with a mark
   * no record had and no entry shuts out is a kind never seen, and the page goes to the model.
   * `copies`: which of two identical cards the model counted (a featured copy in the first slot).
   * `firstLeftOut`: a learning page's first card was one the model left out; without `copies`, a
   * copy of a later record in the first slot is then that placement, and the later copy counts.
   */
  kinds: z
    .object({
      record: z.array(z.string().max(200)).max(400),
      skip: z.array(z.string().max(MAX_SKIP_ENTRY)).max(MAX_SKIP_ENTRIES),
      copies: z.enum(['first', 'last']).optional(),
      /** A learning page's first card was left out before its records: the first slot holds placements. */
      firstLeftOut: z.boolean().optional(),
    })
    .optional(),
  /**
   * What the records' own list was built as on the learning pages (each record's parent: tag and
   * classes). A card the container matches in another list — a "customers also viewed" row in the
   * records' very markup, on a page whose own list is short or empty — is not a record, and the
   * page goes to the model. Recipes stored before it hold none and skip the check.
   */
  parents: z.array(z.string().max(1000)).max(20).optional(),
  /**
   * Every learning page held the records' cards under one element (one list, not rows of a grid).
   * A page whose cards stand under a second element — a "Trending" block built exactly like the
   * list, under a heading in any language — goes to the model, unless those cards are copies of
   * records. Records written as runs of siblings (a date and its events) are told by their
   * runs' first elements, and a second run list goes to the model whatever it holds. Recipes
   * stored before it hold none and skip the check.
   */
  oneList: z.literal(true).optional(),
  /**
   * No learning page's records stood in a sidebar (`<aside>`, role "complementary"): `unseen`,
   * the learning pages had no card there, and a page with cards in a sidebar goes to the model
   * (a "Trending" block built like the list may or may not be asked for); `left-out`, they had
   * cards there and the model left them out, as a served page then does. Recipes stored before
   * it hold none and skip the check.
   */
  sidebars: z.enum(['unseen', 'left-out']).optional(),
  /**
   * The headings (folded) of blocks built like the list that a learning page showed apart from
   * the records' list, and whose cards the model left out (a "Featured" table after the
   * directory): cards under such a heading are left out, as the model left them out; cards in a
   * second list under any other heading still send the page to the model
   * (lib/recipes/headed-lists.ts). Recipes stored before it hold none.
   */
  leftOutUnder: z.array(z.string().max(80)).max(8).optional(),
  fields: z.array(fieldRuleSchema).max(100),
});
export type ListRule = z.infer<typeof listRuleSchema>;

/** Which requests a recipe serves: pages of one origin under one path pattern, one prompt, one schema. */
export const recipeScopeSchema = z.object({
  origin: z.string().max(300),
  /** Path with `*` for one segment that varies, e.g. /product/*. */
  pathPattern: z.string().max(500),
  /**
   * Other paths the same template is served at (a product at /p/item/123 and at /p/name-123):
   * each added when the recipe read a page there exactly as the model answered it.
   */
  morePaths: z.array(z.string().max(500)).max(8).optional(),
  prompt: z.string().max(20000),
  /** Hash of the canonical output schema. */
  schemaKey: z.string().max(100),
});
export type RecipeScope = z.infer<typeof recipeScopeSchema>;

export const recipeSchema = z.object({
  version: z.literal(1),
  id: z.string().min(1).max(100),
  scope: recipeScopeSchema.optional(),
  fields: z.array(fieldRuleSchema).max(200),
  lists: z.array(listRuleSchema).max(20).default([]),
  learnedFrom: z.array(z.string().max(2000)).max(20).default([]),
  createdAt: z.number().nonnegative().default(0),
  healedAt: z.number().nonnegative().optional(),
  served: z.number().int().nonnegative().default(0),
  /** Pages served since the model last checked one (drift check: 1 in 25 goes to the model). */
  sinceCheck: z.number().int().nonnegative().optional(),
  /** How the learning pages are built (lib/recipes/structure.ts): a page built differently is checked. */
  structure: z.array(z.string().max(100)).max(600).optional(),
  /**
   * The learning pages' own blocks, as short hashes of how each is built (lib/recipes/block-shapes.ts):
   * a new wrapper around one of them adds only its own text. Optional.
   */
  shapes: z.array(z.string().max(16)).max(800).optional(),
  /**
   * The template's own words (lib/recipes/fixed-texts.ts): short texts every learning page showed
   * where no field read. A text value read that is one of them is not served. Optional.
   */
  fixedTexts: z.array(z.string().max(FIXED_TEXT_LENGTH)).max(FIXED_TEXTS_MAX).optional(),
  /**
   * Short notes about the item every learning page showed ("No dependencies"), kept when a field
   * of the item was never read (lib/recipes/page-notes.ts): a page where one is gone, while the
   * result lacks that field, goes to the model. Optional.
   */
  notes: z.array(z.string().max(NOTE_LENGTH)).max(NOTES_MAX).optional(),
  /**
   * Every page the recipe learned from or was checked on had nothing that changes a page once
   * loaded (no script that runs, no frame…): later pages may be read without a tab.
   */
  staticPages: z.boolean().optional(),
});
export type Recipe = z.infer<typeof recipeSchema>;
