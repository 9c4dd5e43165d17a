import { numberKey, numberRuns, readNumber } from './numbers';
import { labelQuantity, labelWords, numberRole, perUnitAfter, quantityAfter } from './roles';

/**
 * The main item's own price: what a product page shows as the price of the item it is about.
 * A page shows many money figures in the main item's region (a bundle's price, a saving, a
 * list price, a free-delivery threshold, a monthly instalment); only one or two are the item's
 * price, and the page says which in two ways that do not depend on the words it uses:
 *   - its data: the page's own structured-data item's offer (price, lowPrice, highPrice), an
 *     `itemprop="price"` in the main region, `product:price:amount` meta;
 *   - its layout: the buy box opens with the price, the first money figure after the item's
 *     title that is not struck through, marked or labelled as another quantity. The other
 *     figures of that same block count too (a range, a price shown in two currencies).
 */
export interface MainPrice {
  /** Number keys (numberKey) of every reading of the item's price figures. */
  keys: ReadonlySet<string>;
  /** The figure as the page writes it beside the title, for messages ("249 ₽"), or null. */
  shown: string | null;
}

/** One block of the main region's text, in document order, as the DOM walk cut it. */
export interface MainChunk {
  text: string;
  /** Whether the block comes after the start of the item's title element. */
  afterTitle: boolean;
  /** Whether the block is marked as another quantity (struck through, a shipping or saving class). */
  quantity: boolean;
}

/** How far after the title the buy box may start, in blocks (a gallery, badges, a rating line…). */
const MAX_BLOCKS_AFTER_TITLE = 60;

export function mainPrice(chunks: ReadonlyArray<MainChunk>, structured: ReadonlyArray<string>): MainPrice {
  const keys = new Set<string>();
  for (const text of structured)
    for (const run of numberRuns(text))
      for (const n of readNumber(text.slice(run.start, run.end))) keys.add(numberKey(n));
  const shown = firstPriceBlock(chunks);
  for (const n of shown?.values ?? []) keys.add(numberKey(n));
  return { keys, shown: shown?.written ?? null };
}

/** The first block after the title that shows a money figure of the item's price. */
function firstPriceBlock(chunks: ReadonlyArray<MainChunk>): { values: number[]; written: string } | null {
  let seen = 0;
  for (const [i, chunk] of chunks.entries()) {
    if (!chunk.afterTitle) continue;
    if (++seen > MAX_BLOCKS_AFTER_TITLE) return null;
    if (chunk.quantity) continue;
    const text = chunk.text;
    const runs = numberRuns(text);
    const values: number[] = [];
    let written: string | null = null;
    for (const [k, run] of runs.entries()) {
      if (numberRole(text, run.start, run.end) !== 'money') continue;
      const after = text.slice(run.end);
      if (quantityAfter(after) !== null || perUnitAfter(after)) continue;
      let label = labelWords(text.slice(runs[k - 1]?.end ?? 0, run.start));
      // A label standing alone in the block before ("Was", "Shipping") names this figure.
      if (!/\p{L}/u.test(label)) {
        const previous = chunks[i - 1]?.text.trim() ?? '';
        label = previous.split(/\s+/).length <= 4 && !/\d/.test(previous) ? previous : '';
      }
      if (labelQuantity(label) !== null) continue;
      values.push(...run.values);
      written ??= writtenAround(text, run.start, run.end);
    }
    if (written !== null) return { values, written };
  }
  return null;
}

/** The numeral with the currency sign or code beside it ("249 ₽", "$12.99"). */
function writtenAround(text: string, start: number, end: number): string {
  const before = /(?:\p{Sc}|\b[A-Z]{2,3}\$?|\bkr|\bzł)\s?$/u.exec(text.slice(Math.max(0, start - 5), start))?.[0] ?? '';
  const after = before ? '' : (/^\s?(?:\p{Sc}|[A-Z]{3}\b|kr\b|zł)/u.exec(text.slice(end, end + 5))?.[0] ?? '');
  return `${before}${text.slice(start, end)}${after}`.trim();
}
