import { contentStart, recordLayout, type RecordSource } from './count-records';
import { domRegions, OTHER_ITEMS, type DomRegions } from './dom-regions';
import { Evidence } from './evidence';
import { foldText, foldWords } from './fold-text';
import { asciiDigits, numberKey, numberRuns, numericValue } from './numbers';
import type { GroundingCheck } from './ground-result';
import { childPointer, pointerTokens, valueAt } from './pointer';
import { headedBlockHolds, recordCards, type ListingCard, type RecordCard, type RecordCards } from './record-cards';
import { SELLER_LABEL } from './seller-label';
import { looksLikeUrl } from './urls';
import {
  keyQuantity,
  labelQuantity,
  labelWords,
  numberRole,
  perUnitAfter,
  quantityAfter,
  rolesAgree,
  sellsAt,
  valueRole,
} from './roles';

/**
 * Grounding in role: a value found on the page must be found where it belongs. Works on the
 * model input (Markdown, one block a line), the text the model read and completeness counts:
 *   - a list record's values stand in that record's own lines (the record completeness counts),
 *     not in a neighbour's;
 *   - other values stand in the page's main item, not only in a block of other items
 *     ("Customers also bought", "Related", "Recently viewed"…);
 *   - a figure stands beside a label of its own quantity: a price only shown as "List price"
 *     or "Shipping" is not the price.
 * Values the model input does not show (found in the page's HTML only) cannot be placed and
 * are left as found.
 */
export interface Placement {
  /** Pointers of found values that stand only in the wrong place. */
  misplaced: string[];
  /** For each misplaced pointer, where it was found, in words ("in “Customers also bought”"). */
  where: Record<string, string>;
}

/** A page as placement reads it: its model input, and its parsed HTML when it was captured. */
export type PlacedPage = RecordSource & { url?: string; document?: () => Document };

/** Keys of fields that ask for other items than the page's own. */
const OTHER_ITEMS_KEY = /related|recommend|similar|also|upsell|cross_?sell|accessor|bundle|compare|alternative|other/i;

interface Line {
  /** The line's text with Quarry's reference names taken out. */
  text: string;
  urls: string[];
}

interface Zone {
  start: number;
  end: number;
  label: string;
}

/** One page's model input, split into what the placement rules need. */
class PageLayout {
  readonly lines: Line[];
  readonly raw: string[];
  /** Lines of other items' blocks, as list records are placed by. */
  readonly zones: Zone[];
  /** The same blocks ended where prose resumes, as the main item's values are placed by. */
  readonly mainZones: Zone[];
  /** The first line of page content: what stands before it is the page's data block. */
  readonly contentStart: number;
  private readonly cache = new Map<string, Evidence>();
  private dom: DomRegions | null | undefined;
  private scale: number | null | undefined;

  constructor(
    readonly page: PlacedPage,
    readonly url: string,
  ) {
    this.raw = page.text.split('\n');
    this.lines = this.raw.map((raw) => ({
      text: raw.replace(/[[(]\s*[LI]\d+\s*[\])]/g, ' '),
      urls: [...raw.matchAll(/[[(]\s*([LI]\d+)\s*[\])]/g)].flatMap((m) => page.refs[m[1] ?? ''] ?? []),
    }));
    this.contentStart = contentStart(this.raw);
    this.zones = otherZones(this.raw, this.contentStart, false);
    this.mainZones = otherZones(this.raw, this.contentStart, true);
  }

  /** Evidence of lines [from, to) — skipping other items' blocks when `mainOnly`. */
  evidence(from: number, to: number, mainOnly = false): Evidence {
    const key = `${from}:${to}:${mainOnly}`;
    let ev = this.cache.get(key);
    if (!ev) {
      const picked = this.lines.slice(from, to).filter((_, k) => !mainOnly || !this.mainZoneOf(from + k));
      ev = new Evidence([
        { url: this.url, texts: [picked.map((l) => l.text).join('\n')], urls: picked.flatMap((l) => l.urls) },
      ]);
      this.cache.set(key, ev);
    }
    return ev;
  }

  /**
   * The largest scale the page rates on ("4.5 out of 5", "8/10", "4,5 von 5 Sternen"), from its
   * model input and, when captured, its HTML's text and accessible names (stars drawn by icons
   * say their figure only in an aria-label); null when the page writes no rating scale.
   */
  ratingScale(): number | null {
    if (this.scale === undefined) {
      const texts = [this.page.text];
      const doc = this.page.document?.();
      if (doc?.body) {
        texts.push(doc.body.textContent ?? '');
        for (const el of Array.from(doc.body.querySelectorAll('[aria-label],[title],img[alt]')))
          texts.push(['aria-label', 'title', 'alt'].map((a) => el.getAttribute(a) ?? '').join(' '));
      }
      let scale: number | null = null;
      for (const text of texts)
        for (const m of asciiDigits(text).matchAll(RATING_SCALE))
          scale = Math.max(scale ?? 0, Number(m.slice(1).find((g) => g !== undefined)));
      // Stars drawn as five (or ten) glyphs, full and empty ("★★★★☆"): the page rates out of that
      // many. Five full ones alone may be a hotel's class ("★★★★★"), beside a score out of 10.
      for (const text of texts)
        for (const m of text.matchAll(/(?<![★☆])(?=[★☆]*☆)[★☆]{5}(?:[★☆]{5})?(?![★☆])/gu))
          scale = Math.max(scale ?? 0, m[0].length);
      this.scale = scale;
    }
    return this.scale;
  }

  /** The page's DOM regions (main item vs others), when its HTML was captured; built on first use. */
  regions(): DomRegions | null {
    if (this.dom === undefined) this.dom = this.page.document ? domRegions(this.page.document(), this.url) : null;
    return this.dom;
  }

  zoneOf(line: number): Zone | undefined {
    return this.zones.find((z) => line >= z.start && line < z.end);
  }

  /** The block of other items a line of the main item's text stands in (blocks end where prose resumes). */
  mainZoneOf(line: number): Zone | undefined {
    return this.mainZones.find((z) => line >= z.start && line < z.end);
  }
}

/**
 * A rating written with its scale, the scale's top (5, 10, 20 or 100) captured: "4.5 out of
 * 5", a figure with decimals over it ("4.5/5", "8,7/10": a gallery's "1/5" counts images), or
 * a figure "of" it followed by stars in the page's language ("4,5 von 5 Sternen", "4,5 sur 5
 * étoiles", "4,5 de 5 estrellas", "4,5 su 5 stelle", "4,5 van 5 sterren", "4,5 z 5 gwiazdek").
 */
const RATING_SCALE = new RegExp(
  [
    String.raw`\d\s*out of\s*(5|10|20|100)(?![\d.,]*\d)`,
    String.raw`\d[.,]\d+\s*\/\s*(5|10|20|100)(?![\d.,]*\d)(?!\s*%)`,
    // With decimals, never a page count ("4,5 из 5", "4.5 מתוך 5"); Korean and Japanese "out of 5".
    String.raw`\d[.,]\d+\s*(?:of|von|sur|de|su|van|z|av|af|na|из|من|מתוך|από)\s*(5|10|20|100)(?![\d.,]*\d)`,
    String.raw`(5|10|100)\s*점\s*만점`,
    String.raw`(5|10)\s*(?:点満点中|点中|つ星のうち)`,
    String.raw`\d\s*(?:of|von|sur|de|su|van|z|av|af|na)\s*(5|10|20|100)\s*(?:stars?|sternen?|étoiles?|estrellas?|stelle|sterren|gwiazd\p{L}*|stjärn\p{L}*|stjern\p{L}*|hvězd\p{L}*|tähte\p{L}*)`,
  ].join('|'),
  'giu',
);

/**
 * A value asked for as a rating that is larger than any scale the page rates on: a count (of
 * reviews, "(128)" beside the stars) or another figure, never a rating on that page.
 */
function aboveRatingScale(layout: PageLayout, value: string | number, key: string): Verdict {
  if (valueRole(key, value) !== 'rating') return null;
  const numbers = numericValue(value);
  if (!numbers || numbers.length === 0) return null;
  const scale = layout.ratingScale();
  if (scale === null || numbers.some((n) => n <= scale)) return null;
  return `not a rating (the page rates out of ${scale})`;
}

/**
 * Where other items' blocks start (a heading that names them) and end (the next heading of its
 * level; with `endAtProse`, also where the page's prose resumes).
 */
function otherZones(raw: string[], contentStart: number, endAtProse: boolean): Zone[] {
  const zones: Zone[] = [];
  for (let i = contentStart + 1; i < raw.length; i++) {
    const heading = headingOf(raw[i] ?? '');
    if (!heading || !OTHER_ITEMS.test(heading.text)) continue;
    let end = i + 1;
    let prose = false;
    for (; end < raw.length; end++) {
      const next = headingOf(raw[end] ?? '');
      // Cards inside the block are linked headings; a plain heading of the same level or
      // above is the page's next section.
      if (next && next.level <= heading.level && !next.linked) break;
      // So is prose: a card says an item in a few words, a paragraph of many words without a
      // link is the page's own text going on after the block.
      if (endAtProse && isProse(raw[end] ?? '')) {
        prose = true;
        break;
      }
    }
    // Where prose resumes, the block is its links and a few lines of details after the last
    // one (a card's maker, price, rating); the short lines before the prose are the page's own.
    // A heading with no link under it before the prose is a phrase of the text, not a block.
    if (prose) {
      let last = -1;
      for (let k = i + 1; k < end; k++) if (/\]\([LI]\d+\)/.test(raw[k] ?? '')) last = k;
      if (last < 0) continue;
      end = Math.min(end, last + 1 + CARD_DETAIL_LINES);
    }
    zones.push({ start: i, end, label: heading.text.slice(0, 60) });
    i = end - 1;
  }
  return zones;
}

/** Lines of a card's details after its link (maker, price, rating) kept in a block that prose ends. */
const CARD_DETAIL_LINES = 3;

/** Words a line of prose holds outside its links at least: more than a card's maker and blurb. */
const PROSE_WORDS = 30;

function isProse(line: string): boolean {
  // Words outside links: a paragraph may link a word or two, a row of linked titles is no prose.
  const text = line.replace(/!?\[[^\]]*\]\([LI]\d+\)/g, ' ');
  return (text.match(/\p{L}+/gu) ?? []).length >= PROSE_WORDS;
}

/** A line read as a heading: Markdown headings, bold lines, and short lines of words alone. */
function headingOf(line: string): { level: number; text: string; linked: boolean } | null {
  const trimmed = line.trim();
  const md = /^(#{1,6})\s+(.*)$/.exec(trimmed);
  const plain = (text: string): string =>
    text
      .replace(/!?\[([^\]]*)\]\([LI]\d+\)/g, '$1')
      .replace(/[*_`#]/g, '')
      .trim();
  if (md) {
    const body = md[2] ?? '';
    return { level: md[1]?.length ?? 6, text: plain(body), linked: /^\[.*\]\([LI]\d+\)$/.test(body.trim()) };
  }
  const bold = /^\*\*([^*]+)\*\*:?$/.exec(trimmed);
  if (bold) return { level: 6, text: plain(bold[1] ?? ''), linked: false };
  if (trimmed && !/[[(|]/.test(trimmed) && trimmed.split(/\s+/).length <= 6 && !/\d/.test(trimmed))
    return { level: 7, text: trimmed, linked: false };
  return null;
}

/**
 * Checks where each found value stands. `found` are the pointers grounding found on the page;
 * `list` is the pointer of the result's list (findList), whose records are placed record by
 * record.
 */
export function placeValues(input: {
  result: unknown;
  list: string | null;
  pages: ReadonlyArray<PlacedPage>;
  found: ReadonlyArray<string>;
  /** The request leaves paid placements out (ad-disclosure.ts `leavesOutPaid`): a sponsored card is no record. */
  leaveOutPaid?: boolean;
}): Placement {
  const out: Placement = { misplaced: [], where: {} };
  const layouts = input.pages.map((p) => new PageLayout(p, p.url ?? ''));
  const listValue = input.list !== null ? valueAt(input.result, input.list) : undefined;
  const records = Array.isArray(listValue) ? listValue : [];
  const perPage = layouts.map((layout) => recordPlaces(layout, records));
  for (const pointer of input.found) {
    const value = valueAt(input.result, pointer);
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const key = keyOf(pointer);
    let inPlace = false;
    let elsewhere: string | null = null;
    // A field that asks for other items ("related", "similar_products") belongs in their blocks.
    if (pointerTokens(pointer).some((t) => OTHER_ITEMS_KEY.test(t))) continue;
    const record = input.list !== null ? recordOf(input.list, pointer) : null;
    for (const [p, layout] of layouts.entries()) {
      const verdict =
        aboveRatingScale(layout, value, key) ??
        (record !== null
          ? placeInRecord(layout, perPage[p], record.index, record.field, value, key, input.leaveOutPaid === true)
          : placeInMain(layout, value, key));
      if (verdict === 'in place') inPlace = true;
      else if (verdict !== null) elsewhere ??= verdict;
    }
    if (!inPlace && elsewhere !== null) {
      out.misplaced.push(pointer);
      out.where[pointer] = elsewhere;
    }
  }
  return out;
}

type Verdict = 'in place' | string | null;

/** The key a leaf was given under (the last object key on its way). */
function keyOf(pointer: string): string {
  const tokens = pointerTokens(pointer);
  for (let i = tokens.length - 1; i >= 0; i--) if (!/^\d+$/.test(tokens[i] ?? '')) return tokens[i] ?? '';
  return '';
}

function recordOf(list: string, pointer: string): { index: number; field: string } | null {
  if (!pointer.startsWith(`${list}/`)) return null;
  const [index, field = ''] = pointerTokens(pointer.slice(list.length));
  return index !== undefined && /^\d+$/.test(index) ? { index: Number(index), field } : null;
}

/**
 * A value of the page's main item: in the main content, beside a label of its own quantity,
 * and — for the item's price — the price the page gives the item (ownPrice).
 */
function placeInMain(layout: PageLayout, value: string | number, key: string): Verdict {
  // The price the page gives its item is in place wherever else it also stands (a buy box
  // in an aside or in markup read as cards is still the item's own).
  if (isOwnPrice(layout, value, key)) return 'in place';
  const verdict = placeInMainRegion(layout, value, key);
  if (verdict !== 'in place') return verdict;
  const price = ownPrice(layout, value, key);
  if (price !== 'in place') return price;
  const name = ownName(layout, value, key);
  return name === 'in place' ? ownMakerOrRating(layout, value, key) : name;
}

/** Keys that ask for the item's own maker. */
const OWN_BRAND_KEY = /^(?:(?:product|item)[_\s-]?)?(?:brand|maker|manufacturer|make|vendor)(?:[_\s-]?name)?$/i;
/** Keys that ask for the item's own rating (not a count of ratings). */
const OWN_RATING_KEY =
  /^(?:(?:average|avg|product|item|overall|customer|star|review)[_\s-]?)?(?:rating|stars|score)(?:[_\s-]?(?:value|average))?$/i;

/**
 * The item's maker and rating must be its own: what its data says (its data-block item's
 * brand or aggregate rating, product meta), or a place whose nearest price is the item's own
 * (item-owner.ts). A maker or rating written only in blocks that price another item (a
 * related product's card, however it is marked up) is misplaced.
 */
function ownMakerOrRating(layout: PageLayout, value: string | number, key: string): Verdict {
  const words = key.replace(/([a-z])([A-Z])/g, '$1_$2');
  const kind = OWN_BRAND_KEY.test(words) ? 'brand' : OWN_RATING_KEY.test(words) ? 'rating' : null;
  const regions = layout.regions();
  if (!regions) return 'in place';
  // Any other figure of the item (a quote's change, a follower count) written only in blocks
  // that price another item is that item's: "People also watch" cards show the same figures.
  if (kind === null) {
    const place = typeof value === 'number' ? regions.owners.place(value, 'figure') : null;
    return place === null || place === 'own' ? 'in place' : place;
  }
  const data = kind === 'brand' ? regions.data.brands : regions.data.ratings;
  if (data.match(value) !== null) return 'in place';
  if (kind === 'brand' && typeof value === 'string' && regions.onlyInReviews(value))
    return 'only in a customer’s review';
  if (kind === 'brand' && typeof value === 'string' && onlyAsSeller(layout, value)) return 'as the seller (“sold by”)';
  const place = regions.owners.place(value, kind);
  return place === null || place === 'own' ? 'in place' : place;
}

/**
 * The quantity a card writes `value` as, when every figure of it in the card's text is labelled
 * as something other than a selling price (delivery after it, "Versand"; an instalment), or null.
 */
function onlyAsOtherQuantity(text: string, value: string | number): string | null {
  const wanted = numericValue(value);
  if (!wanted) return null;
  let quantity: string | null = null;
  for (const run of numberRuns(text)) {
    if (!run.values.some((n) => wanted.some((w) => Math.abs(n - w) < 1e-9))) continue;
    const after = quantityAfter(text.slice(run.end).split('\n')[0] ?? '');
    // Or a label before it on its own line ("배송비 2,800원", "Versand: 4,90 €"), or a range's
    // lower bound ("€12 – €19": the card sells from €12, the €19 is the range's top).
    const line = text.slice(0, run.start).split('\n').pop() ?? '';
    const label = labelQuantity(labelWords(line));
    const top = /\d\s*(?:\p{Sc}|\p{L}{1,3}\.?)?\s*[–—-]\s*(?:\p{Sc}|\p{L}{1,3}\$?\.?|R\$)?\s*$/u.test(line)
      ? 'range'
      : null;
    const named = after ?? top ?? (label !== null && sellsAt(label) === 'not selling' ? label : null);
    if (named === null || named === 'tax') return null;
    // A monthly figure is the card's price when it shows no price to pay at once (a rent).
    if (named === 'monthly' && !sellsOutright(text)) return null;
    quantity = named;
  }
  return quantity;
}

/** Whether a card's text shows a money figure no word after it names as another quantity. */
function sellsOutright(text: string): boolean {
  return numberRuns(text).some(
    (run) =>
      numberRole(text, run.start, run.end) === 'money' &&
      run.values.some((n) => n > 0) &&
      quantityAfter(text.slice(run.end).split('\n')[0] ?? '') === null &&
      !perUnitAfter(text.slice(run.end)),
  );
}

/** Whether every place the model input writes `value` follows a seller's label. */
function onlyAsSeller(layout: PageLayout, value: string): boolean {
  const wanted = foldWords(value);
  if (wanted.length < 3) return false;
  let seen = 0;
  for (const line of layout.raw) {
    const folded = foldText(line);
    for (let at = folded.indexOf(foldText(value)); at >= 0; at = folded.indexOf(foldText(value), at + 1)) {
      seen++;
      const before = folded.slice(0, at);
      if (!SELLER_LABEL.test(labelWords(before)) && !DATA_SELLER.test(before)) return false;
    }
  }
  return seen > 0;
}

/**
 * Where structured data names an offer's seller: the model input's data line
 * ("Product.offers.seller.name: "), or the raw JSON (`"seller": {"@type": "Organization", "name": "`).
 */
const DATA_SELLER =
  /(?:\.(?:seller|merchant|offeredby|vendor)\.name:\s*|"(?:seller|merchant|offeredby|vendor)"\s*:\s*\{[^{}]*"name"\s*:\s*")$/i;

/** Keys that ask for the item's own name or title. */
const OWN_NAME_KEY = /^(?:(?:product|item|article|page|post|main)[_\s-]?)?(?:name|title|headline)$/i;

/**
 * The item's name must be the one the page gives the item: its title element, the page's
 * titles (document title, og:title) or its data-block item's name, and not the site's own
 * name. Another heading of the main region (a slider's item, a section) is not its name.
 */
function ownName(layout: PageLayout, value: string | number, key: string): Verdict {
  if (typeof value !== 'string' || !OWN_NAME_KEY.test(key.replace(/([a-z])([A-Z])/g, '$1_$2'))) return 'in place';
  const name = layout.regions()?.name;
  if (!name) return 'in place';
  const folded = foldWords(value);
  if (name.site.includes(folded)) return 'as the site’s name';
  if (name.shown === null) return 'in place';
  if (name.evidence.match(value) !== null) return 'in place';
  return `not as the item’s name (its title is “${name.shown}”)`;
}

/** Keys that ask for the item's price itself, not a price of something else (per kg, a range's bound, a total). */
const OWN_PRICE_KEY =
  /^(?:(?:current|sale|offer|final|now|our|selling|product|item|main|actual|special|deal|your)[_\s-]?)?price$/i;

/**
 * The item's price must be the one the page gives the item: its data's offer price or the
 * first plain money figure of the buy box after its title (main-price.ts). Another money
 * figure of the main item's region (a bundle's price, a saving, an instalment, a threshold),
 * in whatever words the page labels it, is not the item's price.
 */
function isOwnPrice(layout: PageLayout, value: string | number, key: string): boolean {
  if (!OWN_PRICE_KEY.test(key.replace(/([a-z])([A-Z])/g, '$1_$2'))) return false;
  const numbers = numericValue(value);
  const keys = layout.regions()?.price.keys;
  return !!numbers && !!keys && numbers.some((n) => keys.has(numberKey(n)));
}

function ownPrice(layout: PageLayout, value: string | number, key: string): Verdict {
  if (!OWN_PRICE_KEY.test(key.replace(/([a-z])([A-Z])/g, '$1_$2'))) return 'in place';
  const numbers = numericValue(value);
  const price = layout.regions()?.price;
  if (!numbers || !price || price.keys.size === 0) return 'in place';
  if (numbers.some((n) => price.keys.has(numberKey(n)))) return 'in place';
  // A price the main item's block shows between the lowest and highest of its own (a variant's).
  const range = price.range;
  if (
    range &&
    numbers.some((n) => n >= range[0] && n <= range[1]) &&
    layout.regions()?.owners.place(value, 'price') === 'own'
  )
    return 'in place';
  return price.shown ? `not as the item’s price (its title shows ${price.shown})` : 'not as the item’s price';
}

function placeInMainRegion(layout: PageLayout, value: string | number, key: string): Verdict {
  const role = valueRole(key, value);
  // Found in the page's HTML only: the model input cannot tell where it stands; the DOM may.
  if (!layout.evidence(0, layout.lines.length).match(value, role)) return domVerdict(layout, value, key, role);
  if (!layout.evidence(0, layout.lines.length, true).match(value, role)) {
    const zone = layout.mainZones.find((z) => layout.evidence(z.start, z.end).match(value, role));
    if (!zone) return null;
    // The model input is pruned: what it kept only in a block of other items (a bundle showing
    // the item beside its mate, a carousel of the same maker's goods) the page may also show in
    // the item's own region (a maker's line above the title that pruning dropped).
    return domVerdict(layout, value, key, role) === 'in place' ? 'in place' : `in “${zone.label}”`;
  }
  const dom = domVerdict(layout, value, key, role);
  if (dom !== null && dom !== 'in place') return dom;
  return labelled(layout, value, key, role);
}

/**
 * Where the page's DOM shows a main-item value: in the main item's region ('in place'), only in
 * another region (navigation, footer, a sidebar, another item's card or data-block item), only
 * marked as another quantity (a price struck through or in a shipping box), or nowhere it can
 * tell (null: the model input decides).
 */
function domVerdict(
  layout: PageLayout,
  value: string | number,
  key: string,
  role: ReturnType<typeof valueRole>,
): Verdict {
  // Links are matched by address, which the regions do not index: the model input decides.
  if (typeof value === 'string' && looksLikeUrl(value)) return null;
  const regions = layout.regions();
  if (!regions) return null;
  if (regions.main.match(value, role)) return 'in place';
  // A list price asked as such stands where the item's former price is struck or marked, even
  // when a related card happens to sell at that figure.
  if (keyQuantity(key) === 'list price' && regions.listPriceMarked.match(value, role)) return 'in place';
  const other = regions.others.find((o) => o.evidence.match(value, role));
  if (other) return other.where;
  if (keyQuantity(key) === 'price' && regions.otherQuantity.match(value, role)) {
    // A figure marked as a former or list price ("old", "was", struck through) is the price
    // when the page shows no selling price of its own at all (no data price, no plain figure
    // in the buy box): as a list price alone is (`labelled`). Shipping, a saving or a figure on
    // another tax basis never is.
    if (regions.price.keys.size === 0 && regions.listPriceMarked.match(value, role)) return 'in place';
    return 'next to another quantity (struck through, shipping or saving)';
  }
  return null;
}

/**
 * A figure asked for as one quantity (a price) and shown in the main content only beside the
 * label of another ("List price", "Shipping", struck through): misplaced, with that label.
 */
function labelled(
  layout: PageLayout,
  value: string | number,
  key: string,
  role: ReturnType<typeof valueRole>,
): Verdict {
  const wanted = keyQuantity(key);
  const numbers = numericValue(value);
  if (!wanted || !numbers) return 'in place';
  const keys = new Set(numbers.map(numberKey));
  let other: string | null = null;
  // The data block too: a meta description's "same day delivery £3.95" is no price.
  for (let i = 0; i < layout.lines.length; i++) {
    if (layout.mainZoneOf(i)) continue;
    const text = layout.lines[i]?.text ?? '';
    const runs = numberRuns(text);
    for (const [k, run] of runs.entries()) {
      if (!run.values.some((n) => keys.has(numberKey(n)))) continue;
      if (!rolesAgree(role, numberRole(text, run.start, run.end))) continue;
      const label = labelBefore(layout, i, text, runs[k - 1]?.end ?? 0, run.start);
      const struck = /~~[^~]*$/.test(text.slice(0, run.start)) && /^[^~]*~~/.test(text.slice(run.end));
      const after = quantityAfter(text.slice(run.end));
      const quantity = struck ? 'list price' : (labelQuantity(label) ?? after);
      if (quantity === null || quantity === wanted) return 'in place';
      // A list price is the price when the item shows no selling price to compare it to; so is
      // a monthly figure (a rent, a subscription) when no price to pay at once is shown.
      if (
        wanted === 'price' &&
        (sellsAt(quantity) === 'reference' || quantity === 'monthly') &&
        !showsSellingPrice(layout)
      )
        return 'in place';
      other ??= struck ? 'struck through' : labelQuantity(label) !== null ? label.trim() : quantity;
    }
  }
  return other === null ? 'in place' : `next to “${other.replace(/[\s:–—-]+$/, '').slice(0, 40)}”`;
}

/**
 * Whether the main item's text shows a selling price: a money figure (not zero, not per unit)
 * that no label or strike-through names as another quantity. Figures that are all labelled as
 * a list price or as quantities a buyer does not pay for the item (a dealer's cost, delivery, a
 * saving, an instalment) leave the list price as the price offered.
 */
function showsSellingPrice(layout: PageLayout): boolean {
  for (let i = layout.contentStart; i < layout.lines.length; i++) {
    if (layout.mainZoneOf(i)) continue;
    const text = layout.lines[i]?.text ?? '';
    const runs = numberRuns(text);
    for (const [k, run] of runs.entries()) {
      if (numberRole(text, run.start, run.end) !== 'money' || run.values.every((n) => n === 0)) continue;
      const after = text.slice(run.end);
      if (quantityAfter(after) !== null || perUnitAfter(after)) continue;
      if (/~~[^~]*$/.test(text.slice(0, run.start)) && /^[^~]*~~/.test(after)) continue;
      const label = labelBefore(layout, i, text, runs[k - 1]?.end ?? 0, run.start);
      if (sellsAt(labelQuantity(label)) === 'selling') return true;
    }
  }
  return false;
}

/** The words before a figure on its line (after the previous figure), or the line before when it has none. */
function labelBefore(layout: PageLayout, line: number, text: string, from: number, to: number): string {
  const own = labelWords(text.slice(from, to));
  if (/\p{L}/u.test(own)) return own;
  const previous = (layout.lines[line - 1]?.text ?? '').replace(/[*_~|#>\-[\]()]/g, ' ').trim();
  return previous.split(/\s+/).length <= 4 && !/\d/.test(previous) ? previous : '';
}

interface RecordPlaces {
  /** The line each record was located at (null: not located). */
  anchors: Array<number | null>;
  starts: number[];
  /** Per field, whether its values stand after the record's located line (true) or before it. */
  after: Map<string, boolean>;
  /** The zone most located records stand outside of (null: the list is in the main content). */
  listZone: Zone | null | undefined;
  /** Per record, its card in the page's DOM (when captured and located), else null. */
  cards: Array<RecordCard | null>;
  /** The block of other items most located cards stand in (null: none, the list's own place). */
  listBlock: string | null;
  /** Listings made like the records' cards that are no record (a sponsored card left out). */
  unclaimed: ListingCard[];
  /** Blocks named as other items' that hold no record (record-cards.ts). */
  otherBlocks: RecordCards['otherBlocks'];
  records: ReadonlyArray<unknown>;
}

/**
 * Whether a record's card shows all its other values (two or more): the record's whole card, not
 * its name's box with the price in a sibling, so what it lacks is not the record's.
 */
function showsTheRest(card: RecordCard, record: unknown, field: string): boolean {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return false;
  const rest = Object.entries(record).filter(
    ([k, v]) => k !== field && (typeof v === 'string' || typeof v === 'number'),
  ) as Array<[string, string | number]>;
  return rest.length >= 2 && rest.every(([k, v]) => card.evidence.match(v, valueRole(k, v)) !== null);
}

function recordPlaces(layout: PageLayout, records: ReadonlyArray<unknown>): RecordPlaces | null {
  if (records.length === 0) return null;
  const found = recordLayout(layout.page, records);
  if (!found) return null;
  const starts = [...new Set([...found.starts, ...found.anchors.filter((a): a is number => a !== null)])].sort(
    (a, b) => a - b,
  );
  const doc = layout.page.document?.();
  const { cards, unclaimed, otherBlocks } = doc
    ? recordCards(doc, layout.url, records)
    : { cards: records.map(() => null), unclaimed: [], otherBlocks: () => [] };
  const blockVotes = new Map<string | null, number>();
  for (const card of cards) if (card) blockVotes.set(card.block, (blockVotes.get(card.block) ?? 0) + 1);
  const listBlock = [...blockVotes.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? null;
  const places: RecordPlaces = {
    anchors: found.anchors,
    starts,
    after: new Map(),
    listZone: undefined,
    cards,
    listBlock,
    unclaimed,
    otherBlocks,
    records,
  };
  // Which side of its located line a field's value stands on, by majority over the records.
  const votes = new Map<string, { after: number; before: number }>();
  records.forEach((record, index) => {
    if (!record || typeof record !== 'object' || Array.isArray(record)) return;
    const a = found.anchors[index];
    if (a === null || a === undefined) return;
    for (const [field, v] of Object.entries(record)) {
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      const vote = votes.get(field) ?? { after: 0, before: 0 };
      const role = valueRole(field, v);
      const [afterFrom, afterTo] = blockAfter(places, a, layout);
      const [beforeFrom, beforeTo] = blockBefore(places, a, layout);
      const inAfter = layout.evidence(afterFrom, afterTo).match(v, role) !== null;
      const inBefore = layout.evidence(beforeFrom, beforeTo).match(v, role) !== null;
      // A side with no record beyond it (above the first record, below the last) reaches into
      // lines of no record (facets, a heading): it tells nothing of where a record's values stand.
      const bounded = { after: places.starts.some((s) => s > a), before: places.starts.some((s) => s < a) };
      if (inAfter && !inBefore && bounded.after) vote.after++;
      if (inBefore && !inAfter && bounded.before) vote.before++;
      votes.set(field, vote);
    }
  });
  for (const [field, vote] of votes) places.after.set(field, vote.after >= vote.before);
  const zoneVotes = new Map<Zone | null, number>();
  for (const a of found.anchors)
    if (a !== null) zoneVotes.set(layout.zoneOf(a) ?? null, (zoneVotes.get(layout.zoneOf(a) ?? null) ?? 0) + 1);
  places.listZone = [...zoneVotes.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? null;
  return places;
}

/**
 * Lines of the record located at `a`: from it to the next record's line. The last record ends
 * where the page's next section starts (a block of other items, a plain heading): what follows
 * it is not the record's.
 */
function blockAfter(
  places: RecordPlaces,
  a: number,
  layout: PageLayout,
  holds: (line: number) => boolean = () => false,
): [number, number] {
  const next = places.starts.find((s) => s > a) ?? Math.min(layout.lines.length, a + 8, sectionAfter(layout, a, holds));
  return [a, Math.min(next, a + 12)];
}

/**
 * The first line after `a` that opens another section: a block of other items, or a heading that
 * is no record's link. A heading that `holds` the value being placed is the record's own title
 * (a review's, on a list's last page where no next record ends the last one), not a section.
 */
function sectionAfter(layout: PageLayout, a: number, holds: (line: number) => boolean): number {
  const zone = layout.zones.find((z) => z.start > a)?.start ?? layout.lines.length;
  for (let i = a + 1; i < zone; i++) {
    const heading = /^#{1,6}\s+(.*)$/.exec((layout.raw[i] ?? '').trim());
    if (heading && !/\]\([LI]\d+\)/.test(heading[1] ?? '') && !holds(i)) return i;
  }
  return zone;
}

/** Lines of the record located at `a`, when its values stand above that line. */
function blockBefore(places: RecordPlaces, a: number, layout: PageLayout): [number, number] {
  const previous = [...places.starts].reverse().find((s) => s < a);
  // Never the page's data block above its content: no record's lines (it lists every record's values).
  return [Math.max(previous === undefined ? a - 8 : previous + 1, a - 12, layout.contentStart), a + 1];
}

/** A list record's value: in the lines of that same record. */
function placeInRecord(
  layout: PageLayout,
  places: RecordPlaces | null | undefined,
  index: number,
  field: string,
  value: string | number,
  key: string,
  leaveOutPaid: boolean,
): Verdict {
  if (!places) return null;
  const a = places.anchors[index];
  const role = valueRole(key, value);
  // The record's card in the page's DOM stands in a block of other items ("Recently viewed",
  // named by its heading or only by its aria-label) where the list's cards do not.
  const card = places.cards[index] ?? null;
  if (card?.block && card.block !== places.listBlock) return `in “${card.block.slice(0, 60)}”`;
  // A price the card shows only as another quantity ("plus €3.99 delivery", "€12 / month").
  const asOther = card && keyQuantity(key) === 'price' ? onlyAsOtherQuantity(card.text, value) : null;
  if (asOther) return asOther === 'range' ? 'as the top of the card’s price range' : `as the card’s ${asOther}`;
  // A card marked as a paid placement, where the request leaves those out.
  if (leaveOutPaid && card?.paid) return `in a listing marked as paid (“${card.paid.slice(0, 40)}”)`;
  // A record that is a table's column: its card shows what is its own, a row every record's.
  if (card?.column) {
    if (card.evidence.match(value, role)) return 'in place';
    const other = places.cards.find((c, k) => k !== index && c?.evidence.match(value, role));
    if (other) return `in another record (“${other.name}”)`;
    return layout.evidence(0, layout.lines.length).match(value, role) ? 'in another part of the page' : null;
  }
  if (a === null || a === undefined) {
    // Not located in the model input (pruning dropped its lines): its card, if located, decides.
    if (!card) return null;
    if (card.evidence.match(value, role)) return 'in place';
    const other = places.cards.find((c, k) => k !== index && c?.evidence.match(value, role));
    return other ? `in another record (“${other.name}”)` : null;
  }
  // The model input cannot tell where a heading's block ends: a record whose card the DOM
  // shows outside the heading's box ("People also ask" between two runs of results) is not in it.
  const zone = layout.zoneOf(a);
  const doc = card ? layout.page.document?.() : undefined;
  if (zone && zone !== places.listZone && !(card && doc && !headedBlockHolds(doc, zone.label, card.el)))
    return `in “${zone.label}”`;
  // A price asked for that the record's card shows only struck through, beside a price it does
  // not strike: the card's former or list price, not its price.
  if (
    card &&
    keyQuantity(key) === 'price' &&
    card.struck.match(value, role) &&
    !card.unstruck.match(value, role) &&
    card.sells
  )
    return 'struck through (a former or list price)';
  // The record's lines run on to the next record's: through a listing the result leaves out
  // (a sponsored row). A value its card lacks and such a listing shows is that listing's.
  if (card && !card.evidence.match(value, role)) {
    const listing = places.unclaimed.find((c) => c.evidence.match(value, role));
    if (listing)
      return listing.paid
        ? `in a listing marked as paid (“${listing.paid.slice(0, 40)}”)`
        : `in a listing not in the result (“${listing.name}”)`;
    // A block of other items standing among the results ("Others also viewed" between two of
    // them): the model input's heading runs on into the next result's lines, the DOM does not.
    const block = showsTheRest(card, places.records[index], field)
      ? places.otherBlocks().find((b) => b.evidence.match(value, role))
      : undefined;
    if (block) return `in “${block.name}”`;
  }
  const titled = (line: number): boolean => layout.evidence(line, line + 1).match(value, role) !== null;
  const [from, to] =
    (places.after.get(field) ?? true) ? blockAfter(places, a, layout, titled) : blockBefore(places, a, layout);
  if (layout.evidence(from, to).match(value, role)) return 'in place';
  // What the record's lines do not show, its card in the DOM may (stars said in an aria-label).
  if (card?.evidence.match(value, role)) return 'in place';
  const owner = places.starts.find((s) => {
    const [f, t] = (places.after.get(field) ?? true) ? blockAfter(places, s, layout) : blockBefore(places, s, layout);
    return s !== a && layout.evidence(f, t).match(value, role) !== null;
  });
  if (owner !== undefined) {
    const ownerZone = layout.zoneOf(owner);
    if (ownerZone && ownerZone !== places.listZone) return `in “${ownerZone.label}”`;
    const name = foldWords(layout.lines[owner]?.text ?? '') ? recordName(layout.raw[owner] ?? '') : '';
    return name ? `in another record (“${name}”)` : 'in another record';
  }
  // Another record's card shows it, and this record's card (located) does not.
  const other = card ? places.cards.find((c, k) => k !== index && c?.evidence.match(value, role)) : undefined;
  if (other) return `in another record (“${other.name}”)`;
  // The page's data block (JSON-LD, a framework's state) lists records apart from their lines:
  // it cannot tell places, unless the lines or cards above have told them.
  if (layout.contentStart > 0 && layout.evidence(0, layout.contentStart).match(value, role)) return 'in place';
  if (!layout.evidence(0, layout.lines.length).match(value, role)) return null;
  return 'in another part of the page';
}

/** A short name for a record's line: its first link text, or its first words. */
function recordName(line: string): string {
  const link = /\[([^\]]+)\]\([LI]\d+\)/.exec(line.replace(/!\[[^\]]*\]\([LI]\d+\)/g, ''))?.[1];
  const text = (link ?? line.replace(/[#*_|>\-[\]()]/g, ' ')).replace(/\s+/g, ' ').trim();
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/**
 * `check` with placement applied: found values that stand only in the wrong place move from
 * `found` to `misplaced` (with where they were found).
 */
export function withPlacement(
  check: GroundingCheck,
  input: { result: unknown; list: string | null; pages: ReadonlyArray<PlacedPage>; leaveOutPaid?: boolean },
): GroundingCheck {
  const skip = new Set([...check.notFound, ...check.unchecked, ...check.misplaced]);
  const found: string[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, childPointer(pointer, i)));
    else if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, childPointer(pointer, k));
    else if ((typeof value === 'string' && value.trim()) || typeof value === 'number')
      if (!skip.has(pointer)) found.push(pointer);
  };
  walk(input.result, '');
  if (found.length === 0) return check;
  const placed = placeValues({ ...input, found });
  if (placed.misplaced.length === 0) return check;
  return {
    ...check,
    found: check.found - placed.misplaced.length,
    misplaced: [...check.misplaced, ...placed.misplaced],
    where: { ...check.where, ...placed.where },
  };
}
