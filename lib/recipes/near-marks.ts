import { asciiDigits, labelQuantity } from '../grounding';
import { availabilityOf } from './availability';
import { asksAvailability, fieldWords } from './learn-boolean';
import { elementText, fold, innermostContaining } from './page-text';
import { itemPlaces, pickReads, type PageView } from './read';
import type { Recipe } from './recipe';
import { otherWord } from './mark-words';
import { inRepeatedModule } from './repeated-module';
import { isNoReviewsNote } from './no-reviews';

/**
 * What stands beside the values a recipe reads. A field no learning page had (the list price of
 * an item on sale, when no learning page had a sale) has no reading and is served absent; the
 * page's build (lib/recipes/structure.ts) shows it when it comes in a block or under a label of
 * its own, but not when it is one more phrase in the price's own block ("Was 211,00 €"), built
 * from the same utility classes every page has. So a recipe keeps the outlines of the short
 * lines around each value it reads on its learning pages (numbers as 9, the page's read text
 * values left out); a page with a line there the learning pages never showed, served by a
 * recipe with a field it never read, goes to the model, whose answer teaches that field.
 */
export const NEAR = 'near:';

/** A block around a value larger than this is a region of the page, not the value's own block. */
const MAX_BLOCK = 300;
/** Levels above the value’s element its block may reach (a price split over spans sits three deep). */
const UP = 3;
/** Lines longer than this are prose, not a value's label or companion figure. */
const MAX_LINE = 40;
const NUMBER = /\d[\d.,\u00a0\u202f']*\d|\d/g;
/** Places of one reading looked around; a reading that finds more is too wide to say where its value sits. */
const MAX_PLACES = 3;

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/**
 * The block around a value's element: up to three levels up, while short, and not past a heading
 * of another part (on a short page, the stock line's block would reach the "Specifications"
 * section below it).
 */
function blockOf(view: PageView, el: Element): Element {
  let block = el;
  for (let up = 0, at = el.parentElement; at && up < UP; up++, at = at.parentElement) {
    if (elementText(view.text, at).length > MAX_BLOCK) break;
    const inner = block;
    if (Array.from(at.querySelectorAll(HEADINGS)).some((h) => !inner.contains(h) && !h.contains(inner))) break;
    block = at;
  }
  return block;
}

/** The innermost element holding every one of `els` (undefined for none). */
function commonAncestor(els: Element[]): Element | undefined {
  let at: Element | null | undefined = els[0];
  while (at && !els.every((el) => at?.contains(el))) at = at.parentElement;
  return at ?? undefined;
}

const WORD = /[\p{L}\p{N}]/u;

/**
 * A line with the values read taken out, each as a whole word ("S" as a size, not the s of
 * "Startseite") or touching another value read: size buttons side by side show "XSSM", "4344".
 * `values` longest first.
 */
function withoutValues(line: string, values: string[]): string {
  const spans: Array<[number, number]> = [];
  const free = (start: number, end: number): boolean => spans.every(([s, e]) => end <= s || start >= e);
  for (const value of values)
    for (let at = line.indexOf(value); at >= 0; at = line.indexOf(value, at + 1))
      if (free(at, at + value.length)) spans.push([at, at + value.length]);
  // Drop a span that runs into other letters, until every span left stands alone or against another.
  for (let changed = true; changed;) {
    changed = false;
    for (const [i, [start, end]] of spans.entries()) {
      // Nor one that is part of a figure: a size "42" is not taken out of the price "€ 42,95".
      const left =
        start === 0 ||
        (!WORD.test(line[start - 1] ?? '') && !/\p{N}[.,]$/u.test(line.slice(0, start))) ||
        spans.some(([, e]) => e === start);
      const right =
        end === line.length ||
        (!WORD.test(line[end] ?? '') && !/^[.,]\p{N}/u.test(line.slice(end))) ||
        spans.some(([s]) => s === end);
      if (left && right) continue;
      spans.splice(i, 1);
      changed = true;
      break;
    }
  }
  let out = line;
  for (const [start, end] of [...spans].sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)} ${out.slice(end)}`;
  return out;
}

/**
 * A line with the words of its links taken out, where they hold no figure: a breadcrumb's
 * "/ Basics" names another page of the site, a "Sold by" line's shop one of many; they change
 * from item to item and state nothing of this one the line's own words do not. A link's figure
 * ("128 reviews") stays: it may be a value.
 */
function withoutLinkWords(view: PageView, holder: Element | null, line: string, start: number): string {
  if (!holder) return line;
  let out = line;
  for (const link of Array.from(holder.querySelectorAll('a'))) {
    const range = view.text.ranges.get(link);
    if (!range || range.start < start || range.end > start + line.length) continue;
    const text = line.slice(range.start - start, range.end - start);
    if (/\p{N}/u.test(text)) continue;
    out = `${out.slice(0, range.start - start)}${' '.repeat(text.length)}${out.slice(range.end - start)}`;
  }
  return out;
}

/** The near marks of a page (with `NEAR` alone always among them: the recipe has them). */
export function nearMarks(view: PageView, recipe: Pick<Recipe, 'fields'>, values: string[]): string[] {
  const read = [...new Set(values.map(fold).filter((v) => v !== ''))].sort((a, b) => b.length - a.length);
  const out = new Set<string>([NEAR]);
  for (const field of recipe.fields) {
    const pick = field.picks[0];
    if (!pick || pick.locator.by === 'jsonld') continue;
    // Where the value was read, as the recipe reads it (its marks and item count).
    const reads = pickReads(view, pick, null);
    const places = itemPlaces(view, reads, pick.outside);
    // Each of a few places that read it (the price, and its copy in a sticky bar); an array's
    // values as one, however many the page has (three swatches or eight, their "Colour:" label).
    const els = field.array
      ? [commonAncestor(places.flatMap((p) => (p.el ? [p.el] : [])))]
      : pick.item !== undefined
        ? [places[pick.item]?.el]
        : places.length <= MAX_PLACES
          ? places.map((p) => p.el)
          : [];
    for (const el of els) {
      const range = el ? view.text.ranges.get(blockOf(view, el)) : undefined;
      if (!range) continue;
      let at = range.start;
      for (const line of view.text.text.slice(range.start, range.end).split('\n')) {
        const start = at;
        at += line.length + 1;
        // Links and cards alike are other items (a related product's name), not this one's facts.
        const holder = innermostContaining(view.text, start, start + line.length);
        if (holder?.closest('a') || inRepeatedModule(holder, view.doc.body)) continue;
        // A button's words without a figure are an action ("In den Warenkorb"), no fact of the item.
        if (holder?.closest('button') && !/\p{N}/u.test(line)) continue;
        // Digits of other scripts count as digits ("١٩٫٩٩" is a figure like "19.99").
        const rest = asciiDigits(withoutValues(fold(withoutLinkWords(view, holder, line, start)), read))
          .replace(NUMBER, '9')
          // A whole amount's dash ("9.-") is the figure's.
          .replace(/9[.,]-/g, '9')
          // An item's code ("MR-6646", "KV-1180"): its letters name the item, not a new line.
          .replace(/(?<![\p{L}\p{N}])\p{L}{1,4}-9(?![\p{L}\p{N}])/gu, 'a-9')
          // A rating drawn in glyphs is one mark however many stars are full.
          .replace(/[★☆✩✪✫✬✭✮✯✰⭐]+/gu, '★')
          // The separators left where an array's values stood ("colour: , , ,", Arabic "اللون: ، ،")
          // are one, however many values the page has, and none where it has one ("colour:").
          .replace(/(?:\s*[,、，;|·،؛]\s*)+/gu, ', ')
          .replace(/(:|^)\s*,\s*/gu, '$1 ')
          .replace(/\s*,\s*$/u, '')
          .replace(/\s+/g, ' ')
          // Figures side by side ("2,3" and "1 250" run together) read as one outline, however grouped.
          .replace(/9(?: 9)+/g, '9')
          .trim();
        if (rest.length > MAX_LINE || !/[\p{L}\p{N}]/u.test(rest)) continue;
        out.add(`${NEAR}${rest}`);
      }
    }
  }
  return [...out];
}

/** The fields of the page no learning page showed (nothing to read them by). */
function neverRead(recipe: Pick<Recipe, 'fields'>): Recipe['fields'] {
  return recipe.fields.filter((f) => f.picks.length === 0 && (f.slots ?? []).length === 0);
}

/**
 * The page's near marks its recipe's learning pages never had, that could hold a field it never
 * read: a line without a figure holds no number, and an availability phrase ("Nog 3
 * beschikbaar", "Expédié sous 24 h") holds only a stock count, for a field that asks about
 * stock, a "No reviews yet" note nothing when the result lacks every field about reviews, and
 * a delivery line ("Free shipping") nothing unless a field asks about shipping.
 * None for recipes kept before near marks.
 */
export function newNearMarks(
  view: PageView,
  recipe: Recipe,
  values: string[],
  /** The served result lacks every field about reviews: a "No reviews yet" note agrees with it. */
  reviewsAbsent = false,
): string[] {
  const known = new Set(recipe.structure ?? []);
  const unread = neverRead(recipe);
  if (!known.has(NEAR) || unread.length === 0) return [];
  const numbersOnly = unread.every((f) => f.type === 'number' || f.type === 'integer');
  const stockAsked = unread.some((f) => asksAvailability(fieldWords(f.name)) || /quantit|qty/i.test(f.name));
  const shippingAsked = unread.some((f) => labelQuantity(fieldWords(f.name).join(' ')) === 'shipping');
  const knownTokens = [...known].filter((k) => k !== NEAR).map(tokensOf);
  const varied = variedLines(knownTokens);
  return nearMarks(view, recipe, values).filter(
    (m) =>
      !known.has(m) &&
      !knownLine(tokensOf(m), knownTokens) &&
      !varied.some((line) => fitsVaried(tokensOf(m), line)) &&
      (!numbersOnly || m.includes('9')) &&
      (stockAsked || availabilityOf(m.slice(NEAR.length)) === null) &&
      !(reviewsAbsent && isNoReviewsNote(m.slice(NEAR.length))) &&
      (shippingAsked || !shippingLine(m.slice(NEAR.length))),
  );
}

const tokensOf = (mark: string): string[] => mark.slice(NEAR.length).split(' ');

/**
 * A line about delivery and nothing else ("Free shipping", "+ € 9 shipping", "送料無料"): it holds
 * the delivery's cost at most, no field of the item unless one asks about shipping. A line with
 * two figures may hold another beside it ("Was € 9 + € 9 shipping").
 */
function shippingLine(line: string): boolean {
  return labelQuantity(line) === 'shipping' && (line.match(/9/g)?.length ?? 0) <= 1;
}

/** One token of a line as another: the same, or one word in another form ("отзыва", "отзывов"). */
const sameToken = (x: string, y: string): boolean =>
  x === y || (/^\p{L}+$/u.test(x) && /^\p{L}+$/u.test(y) && !otherWord(x, y));

/**
 * Whether a line near a value is one the learning pages showed, said another way: its words in
 * another form ("9 отзыва" where "9 отзывов" was learned: plurals by number), or its head alone,
 * a count and its word gone ("9★" where the rating stood as "9★ 9 reviews": a page without
 * reviews), or without the last word, which stood by a value read. Such a line holds no field the
 * recipe never read any more than the learned one did.
 * A line of figures alone is not told apart this way ("9" is in nearly every line), nor one
 * with a currency sign (a former price "9 €" is not the head of "9 € off").
 */
function knownLine(tokens: string[], known: string[][]): boolean {
  if (!tokens.some((t) => /[^\d\s,.]/u.test(t.replace(/9/g, '')))) return false;
  const same = (line: string[]): boolean => tokens.every((t, i) => sameToken(t, line[i] ?? ''));
  const signed = tokens.some((t) => /\p{Sc}/u.test(t));
  return known.some(
    (line) =>
      (line.length === tokens.length && same(line)) ||
      (line.length > tokens.length && line[tokens.length] === '9' && !signed && same(line)) ||
      // …or its head without the word a value read stood by ("9/9" where "9/9 (128 Bewertungen)"
      // was learned, the count read: a page without reviews).
      (line.length === tokens.length + 1 && /^\p{L}+$/u.test(line[tokens.length] ?? '') && !signed && same(line)),
  );
}

/** A word of a line, with the mark that may close it ("road", "host:", "good,"). */
const WORD_TOKEN = /^(\p{L}+)([,:;.]?)$/u;
/** Where a line's words varied between learning pages: a slot, with the mark closing it. */
type Varied = Array<string | { slot: string }>;

/**
 * The known lines whose words varied from learning page to learning page at a place, the rest the
 * same ("host: Minda", "host: Velgal"; "9 good, 9 reviews", "9 superb, 9 reviews"): a name or a
 * word of praise that changes with the item, no field the recipe never read. A line written so
 * with other words there is one of them. At most two places vary, and a word stays.
 */
function variedLines(known: string[][]): Varied[] {
  const out: Varied[] = [];
  for (const [i, a] of known.entries())
    for (const b of known.slice(i + 1)) {
      if (a.length !== b.length) continue;
      const line: Varied = [];
      let slots = 0;
      for (const [k, x] of a.entries()) {
        const y = b[k] ?? '';
        if (x === y) {
          line.push(x);
          continue;
        }
        const mx = WORD_TOKEN.exec(x);
        const my = WORD_TOKEN.exec(y);
        if (!mx || !my || mx[2] !== my[2]) break;
        line.push({ slot: mx[2] ?? '' });
        slots += 1;
      }
      // A word that stays says what the line is ("host:", "reviews"); without one, a word that
      // varies may be the line's whole meaning: "9 beds" and "9 bathrooms" are two facts, and
      // "9 bedrooms" a third.
      const staying = line.some((part) => typeof part === 'string' && /\p{L}/u.test(part));
      if (line.length === a.length && slots > 0 && slots <= 2 && staying) out.push(line);
    }
  return out;
}

/** Whether a line's tokens fit a varied line: one to three words at each slot, closed by its mark. */
function fitsVaried(tokens: string[], line: Varied, at = 0, k = 0): boolean {
  if (k === line.length) return at === tokens.length;
  const part = line[k];
  if (typeof part === 'string') return tokens[at] === part && fitsVaried(tokens, line, at + 1, k + 1);
  for (let n = 1; n <= 3 && at + n <= tokens.length; n++) {
    const words = tokens.slice(at, at + n).map((t) => WORD_TOKEN.exec(t));
    if (words.some((w) => !w)) break;
    if (words.slice(0, -1).some((w) => w?.[2] !== '')) break;
    if (words[n - 1]?.[2] === part?.slot && fitsVaried(tokens, line, at + n, k + 1)) return true;
  }
  return false;
}
