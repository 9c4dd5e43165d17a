import { foldWords } from './fold-text';
import { numberKey, numberRuns, readNumber } from './numbers';
import { labelQuantity, labelWords, numberRole, perPersonAfter, perUnitAfter, quantityAfter } from './roles';

/**
 * The main item's own price: what a product page shows as the price of the item it is about.
 * A page shows many money figures in the main item's region (a bundle's price, a saving, a
 * list price, a free-delivery threshold, a monthly instalment); only one or two are the item's
 * price, and the page says which in ways that do not depend on the words it uses:
 *   - its data: the page's own structured-data item's offer (price, lowPrice, highPrice), an
 *     `itemprop="price"` in the main region, `product:price:amount` meta;
 *   - its layout: the buy box. Of the blocks that hold a plain money figure (not struck
 *     through, not marked or labelled as another quantity, not per unit), those nearest the
 *     item's title (inside the smallest element around the title that has any) are the buy
 *     box's; its price is the first of them whose figure comes first or after a word or two
 *     ("€24,99 incl. VAT", "Now $18.00"), not at the end of a sentence ("Free delivery on
 *     orders from €40", "or pay in 4 parts of $5"). Every plain figure of that block counts
 *     (a range, two currencies). A zero is free, never a price.
 */
export interface MainPrice {
  /** Number keys (numberKey) of every reading of the item's price figures. */
  keys: ReadonlySet<string>;
  /** The figure as the page writes it in the buy box, for messages ("249 ₽"), or null. */
  shown: string | null;
  /** The lowest and highest of the item's prices when its data gives several, else null. */
  range: readonly [number, number] | null;
}

/** One block of the main region's text, in document order, as the DOM walk cut it. */
export interface MainChunk {
  text: string;
  /** Whether the block is marked as another quantity (struck through, a shipping or saving class). */
  quantity: boolean;
  /** The element its text starts in. */
  at: Element;
  /** The region the walk read it in (null: the main item's). */
  region: string | null;
}

/**
 * Regions that never hold the buy box. Others may: a buy box in an `<aside>` column, inside
 * markup repeated like cards, or under a class named like a carousel is still the item's own,
 * and being nearest the title says so.
 */
const NEVER_BUY_BOX = new Set(['in the navigation', 'in the footer', 'in the page header']);

/** Words a price block may hold before its figure ("Price", "Now", "Our price", "from"). */
const MAX_PRICE_BLOCK_WORDS = 2;
/** Words before a figure beyond which it stands in a sentence, not beside a label ("Free delivery on orders from"). */
const MAX_LABEL_WORDS = 6;

export function mainPrice(
  chunks: ReadonlyArray<MainChunk>,
  structured: ReadonlyArray<string>,
  title: Element | null,
): MainPrice {
  const keys = new Set<string>();
  for (const text of structured)
    for (const run of numberRuns(text))
      for (const n of readNumber(text.slice(run.start, run.end))) keys.add(numberKey(n));
  // A bar that names the item and sells it states its price outright; the walk around the
  // title is the fallback (its nearest figures may be other items' cards).
  const echoed = title ? echoedPrices(chunks, title) : [];
  const shown = echoed[0] ?? (title ? buyBoxPrice(chunks, title) : null);
  for (const block of echoed.length > 0 ? echoed : shown ? [shown] : [])
    for (const n of block.values) keys.add(numberKey(n));
  // Several prices in the item's data (variants, an aggregate offer's low and high): the item
  // sells at any price between them.
  const data = structured.map((text) => Number(text.trim())).filter((n) => Number.isFinite(n) && n > 0);
  const range: [number, number] | null = new Set(data).size >= 2 ? [Math.min(...data), Math.max(...data)] : null;
  return { keys, shown: shown?.written ?? null, range };
}

interface PriceBlock {
  at: Element;
  /** The region its block was read in (null: the main item's). */
  region: string | null;
  /** Its figure is labelled as a list price ("Regular price", "RRP"). */
  listPrice: boolean;
  values: number[];
  written: string;
  /** The figure stands alone or with a word or two, not inside a sentence. */
  alone: boolean;
  /** Words before the figure in its block. */
  leadWords: number;
}

/** A region of other items: a block named so by its class or its heading, or an advertisement. */
function otherItems(region: string | null): boolean {
  return (
    region === 'in a block of other items' || region === 'in an advertisement' || (region?.startsWith('in “') ?? false)
  );
}

function buyBoxPrice(chunks: ReadonlyArray<MainChunk>, title: Element): PriceBlock | null {
  // Plain figures, and figures labelled as a list price (not struck): an item shown at one
  // price only, labelled "Regular price" or "RRP" with no sale price beside it, sells at that.
  const blocks = chunks.flatMap((chunk, i) => {
    const block = plainFigures(chunk, chunks[i - 1], true, chunks[i + 1]);
    return block ? [block] : [];
  });
  if (blocks.length === 0) return null;
  for (let around = title.parentElement; around; around = around.parentElement) {
    const near = blocks.filter((b) => around.contains(b.at));
    if (near.length === 0) continue;
    // A list price counts only where the nearest blocks show no plain price: beside a sale
    // price it is another quantity. A figure deep in a sentence ("… is now a $1,000 option")
    // states no price to compare it to.
    const listed = near.filter((b) => b.listPrice);
    // Nor does another item's card: a list price in the item's own part (a recommended price
    // beside only a delivery charge) is the price, not a plain figure under "Customers also
    // bought" that the walk reached because the title's parent holds both.
    const ownList = listed.some((b) => b.region === null);
    const plain = near.filter((b) => !b.listPrice && !(ownList && otherItems(b.region)));
    const stated = plain.filter((b) => b.leadWords <= MAX_LABEL_WORDS);
    const pool = stated.length > 0 ? stated : listed.length > 0 ? listed : plain;
    // The first figure led by a word or two; else the one led by the fewest words (a price's
    // label is short: "Price incl. VAT" before "Free delivery on orders from").
    return pool.find((b) => b.alone) ?? [...pool].sort((a, b) => a.leadWords - b.leadWords)[0] ?? null;
  }
  return null;
}

/** Words a bar that repeats the item may hold beyond its name, its price and its button's words: a label ("Now"). */
const ECHO_OTHER_WORDS = 1;
/** Levels above a figure's block searched for the bar around it (the bar's own box, not the page's). */
const ECHO_DEPTH = 3;

/**
 * Prices of bars that repeat the item: an element elsewhere than the title (a sticky bar
 * before or after it, a summary at the foot of the page) that holds the title's exact text,
 * one plain money figure and an add-to-cart control, and little else. It names the item and
 * sells it, so its figure is the item's price, wherever the walk around the title ended (the
 * nearest figures there may be other items' cards). Another item's card names that item, a
 * bundle names two, so neither is read as such a bar.
 */
function echoedPrices(chunks: ReadonlyArray<MainChunk>, title: Element): PriceBlock[] {
  const name = foldWords(title.textContent ?? '');
  if (name.length < 4) return [];
  const out: PriceBlock[] = [];
  // Blocks share their ancestors: each one's words are read once, and the blocks that show a
  // plain figure on their own are found once.
  let alone: MainChunk[] | null = null;
  const figured = (): MainChunk[] => (alone ??= chunks.filter((c) => plainFigures(c, undefined) !== null));
  const words = new Map<Element, string>();
  const wordsOf = (el: Element): string => {
    let text = words.get(el);
    if (text === undefined) words.set(el, (text = foldWords(el.textContent ?? '')));
    return text;
  };
  for (const [i, chunk] of chunks.entries()) {
    const block = plainFigures(chunk, chunks[i - 1], false, chunks[i + 1]);
    if (!block) continue;
    let el: Element | null = chunk.at;
    for (let depth = 0; el && depth <= ECHO_DEPTH; depth++, el = el.parentElement) {
      if (el.contains(title) || title.contains(el)) break;
      const text = wordsOf(el);
      if (!text.includes(name) || !sells(el)) continue;
      // Little else: a bar naming a second item (a bundle) or holding a description is no echo.
      const buttons = Array.from(el.querySelectorAll('button, [role="button"]'), (b) => foldWords(b.textContent ?? ''));
      let rest = ` ${text.replace(name, ' ')} `.replace(foldWords(block.written), ' ');
      for (const words of buttons) if (words) rest = rest.replace(` ${words} `, ' ');
      const others = rest.split(' ').filter((w) => /\p{L}/u.test(w));
      // One figure only: a bar that shows two prices (a bundle's and its parts') is no echo.
      const figures = figured().filter((c) => el?.contains(c.at));
      if (others.length <= ECHO_OTHER_WORDS && figures.length === 1) out.push(block);
      break;
    }
  }
  return out;
}

/** An add-to-cart control: a button or a submit input (its words in any language). */
function sells(el: Element): boolean {
  return el.querySelector('button, input[type="submit"], input[type="button"], [role="button"]') !== null;
}

/**
 * The block's plain money figures: not struck or marked, not labelled as another quantity, not
 * per unit. With `listPrice`, figures labelled as a list price (and not struck) count too.
 */
function plainFigures(
  chunk: MainChunk,
  previous: MainChunk | undefined,
  listPrice = false,
  next?: MainChunk,
): PriceBlock | null {
  if (chunk.quantity || (chunk.region !== null && NEVER_BUY_BOX.has(chunk.region))) return null;
  const text = bareFigureAsMoney(chunk, previous, next);
  const runs = numberRuns(text);
  // The block's plain figures, and (apart) those labelled as a list price: plain ones win.
  const found: Record<'plain' | 'list', { values: number[]; written: string | null; lead: string }> = {
    plain: { values: [], written: null, lead: '' },
    list: { values: [], written: null, lead: '' },
  };
  for (const [k, run] of runs.entries()) {
    if (numberRole(text, run.start, run.end) !== 'money') continue;
    // "0 €" is free (delivery, a gift), never an item's price.
    if (run.values.every((n) => n === 0)) continue;
    const after = text.slice(run.end);
    // A price per person is what a tour or a fare sells at; one per kilo or per 100 g is not.
    if (quantityAfter(after) !== null || (perUnitAfter(after) && !perPersonAfter(after))) continue;
    // An estimate ("≈ $13.20", "(ca. £10.20)", "(約 $148.91)"): the price converted to another
    // currency, not the price the item sells at.
    if (ESTIMATE_BEFORE.test(text.slice(Math.max(0, run.start - 16), run.start))) continue;
    let label = labelWords(text.slice(runs[k - 1]?.end ?? 0, run.start));
    // A label standing alone in the block before ("Was", "Shipping") names this figure.
    if (!/\p{L}/u.test(label)) {
      const before = previous?.text.trim() ?? '';
      label = before.split(/\s+/).length <= 4 && !/\d/.test(before) ? before : '';
    }
    const quantity = labelQuantity(label);
    if (quantity !== null && !(listPrice && quantity === 'list price')) continue;
    const into = found[quantity === null ? 'plain' : 'list'];
    into.values.push(...run.values);
    if (into.written === null) {
      into.written = writtenAround(text, run.start, run.end);
      into.lead = text.slice(0, run.start);
    }
  }
  const listed = found.plain.written === null;
  const { values, written, lead } = listed ? found.list : found.plain;
  if (written === null) return null;
  // A price's label is short ("Price", "Now", "Our price") or ends in a colon ("Price incl.
  // VAT:"); a sentence leads up to other figures. Abbreviations ("inkl. MwSt.") are a label's.
  const words = lead.match(/\p{L}{2,}(?![\p{L}.])/gu) ?? [];
  const colon = /:\s*(?:\p{Sc}|[A-Z]{3})?\s*$/u.test(lead);
  // A figure on the cart control ("Add to cart – $19") is what the control charges: its words
  // are the control's, not a sentence leading up to another quantity.
  const onControl = chunk.at.closest('button, [role="button"]') !== null;
  return {
    at: chunk.at,
    region: chunk.region,
    listPrice: listed,
    values,
    written,
    alone: colon || onControl || words.length <= MAX_PRICE_BLOCK_WORDS,
    leadWords: onControl ? 0 : words.length,
  };
}

/** Words and signs that make a figure an estimate, with its currency after them. */
const ESTIMATE_BEFORE =
  /(?:≈|~|\bca\.|\bcirca|\bapprox\.?|\bapproximately|\babout|\betwa|\bungefähr|\benviron|\bongeveer|\bcerca de|\bokoło|\bоколо|\bπερίπου|約|约|대략|약)\s*(?:\p{Sc}|[A-Z]{3}\b|US\$|R\$)?\s*$/iu;

const BARE_FIGURE = /^\s*\d[\d.,\s]*$/;
const SIGN = /^(?:\p{Sc}|[A-Z]{3})$/u;
/** Stands for a currency the page shows in a way text does not (a class, an icon): never displayed. */
const UNSHOWN_SIGN = '¤';

/**
 * A block that is a bare figure, read as money when the page says so by its structure: a
 * currency sign in a block of its own right before or after it ("<div>$</div><div>42</div>"),
 * or an element named as a price around it (`class="price"`, `itemprop="price"`: the currency
 * drawn by an icon or a style). Other blocks are read as written.
 */
function bareFigureAsMoney(chunk: MainChunk, previous: MainChunk | undefined, next: MainChunk | undefined): string {
  if (!BARE_FIGURE.test(chunk.text)) return chunk.text;
  const figure = chunk.text.trim();
  const before = previous && !previous.quantity ? previous.text.trim() : '';
  if (SIGN.test(before)) return `${before}${figure}`;
  const after = next && !next.quantity ? next.text.trim() : '';
  if (SIGN.test(after)) return `${figure} ${after}`;
  return namedPrice(chunk.at) ? `${UNSHOWN_SIGN}${figure}` : chunk.text;
}

/** Levels above a figure's element searched for a price name (the figure's own box, not the page's). */
const PRICE_NAME_DEPTH = 3;

function namedPrice(at: Element): boolean {
  let el: Element | null = at;
  for (let depth = 0; el && depth < PRICE_NAME_DEPTH; depth++, el = el.parentElement) {
    if (el.getAttribute('itemprop') === 'price') return true;
    const names = `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;
    if (/(?:^|[^a-z])price(?:[^a-z]|$)/i.test(names.replace(/([a-z])([A-Z])/g, '$1 $2'))) return true;
  }
  return false;
}

/** The numeral with the currency sign or code beside it ("249 ₽", "$12.99"). */
function writtenAround(text: string, start: number, end: number): string {
  const before = /(?:\p{Sc}|\b[A-Z]{2,3}\$?|\bkr|\bzł)\s?$/u.exec(text.slice(Math.max(0, start - 5), start))?.[0] ?? '';
  const after = before
    ? ''
    : (/^\s?(?:\p{Sc}|[円元원]|[A-Z]{3}\b|kr\b|zł|Kč)/u.exec(text.slice(end, end + 5))?.[0] ?? '');
  return `${before}${text.slice(start, end)}${after}`.replace(UNSHOWN_SIGN, '').trim();
}
