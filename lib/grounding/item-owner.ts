import { foldWords } from './fold-text';
import type { MainChunk } from './main-price';
import { numberKey, numberRuns, numericValue } from './numbers';
import { numberRole } from './roles';
import { afterSellerName } from './seller-label';
import { holdsWords } from './spaceless';

/**
 * Which item a value of the page belongs to, told by the price that stands next to it. A
 * product page shows its own item (title, maker, rating, price) and, often in markup no rule
 * knows (a slider with click handlers, two cards under a heading in any language), a few other
 * items, each with its own name, maker, rating and price. A value's item is the one whose price
 * is nearest it: going up from where the value stands, the first element that holds the page's
 * title or a money figure decides —
 *   - the title, or the item's own price (main-price.ts): the main item's;
 *   - only other money figures: another item's block (a card of a related product, a bundle).
 * A value written in several places is the main item's when any of them is.
 *
 * Used for the item's own maker and rating (placement.ts): a "Customers also bought" product's
 * brand or rating given for the page's product is misplaced, wherever its block stands.
 */
/**
 * What a value is: a maker's name, a rating, a price, or another figure of the item (a change
 * of a quote, a follower count), found in whatever role it is written.
 */
export type OwnedKind = 'brand' | 'rating' | 'price' | 'figure';

export interface ItemOwners {
  /**
   * Where `value` (a maker's name, or a rating) stands: 'own' when one of its places is the
   * main item's, or the words for the other item's block ("in another item’s block (“Folding
   * camp lamp …”)"); null when the value stands in no block of text the walk read.
   */
  place(value: string | number, kind: OwnedKind): 'own' | string | null;
}

/** Regions whose money figures say nothing of an item (a mini-cart in the header, the footer's offers). */
const NO_ITEM = new Set(['in the navigation', 'in the footer', 'in the page header']);

export function itemOwners(
  chunks: ReadonlyArray<MainChunk>,
  title: Element | null,
  ownPrice: ReadonlySet<string>,
  /** Blocks of closed tabs and disclosures: places of makers and ratings, never of prices. */
  inTabs: ReadonlyArray<MainChunk> = [],
): ItemOwners {
  // The blocks that show a money figure, and whether it is the item's own price.
  const priced: Array<{ at: Element; own: boolean }> = [];
  for (const chunk of chunks) {
    if (chunk.region !== null && NO_ITEM.has(chunk.region)) continue;
    // A figure marked as another quantity (a struck-through list price, a saving) names no item:
    // it stands beside the price of whichever item it is, and that price decides.
    if (chunk.quantity) continue;
    const runs = numberRuns(chunk.text).filter(
      (run) => numberRole(chunk.text, run.start, run.end) === 'money' && !run.values.every((n) => n === 0),
    );
    if (runs.length === 0) continue;
    priced.push({ at: chunk.at, own: runs.some((run) => run.values.some((n) => ownPrice.has(numberKey(n)))) });
  }

  /** The item an element's value belongs to: 'own', the other block's element, or null (no price above it). */
  const owner = (at: Element): 'own' | Element | null => {
    // A value in the very block that states the item's own price ("322,50 € total for 5
    // nights", a stay's price beside its night's) is the item's, whatever other figures stand
    // around that block (the night's price, the taxes).
    if (priced.some((p) => p.at === at && p.own)) return 'own';
    for (let el: Element | null = at; el; el = el.parentElement) {
      if (title && el.contains(title)) return 'own';
      // A price's own block does not decide its item: the prices around it do.
      const inside = priced.filter((p) => p.at !== at && el.contains(p.at));
      if (inside.length === 0) continue;
      return inside.some((p) => p.own) ? 'own' : el;
    }
    return null;
  };

  return {
    place(value, kind) {
      // Without the item's own price the blocks cannot be told apart.
      if (ownPrice.size === 0 || priced.length === 0) return null;
      const places =
        kind === 'brand'
          ? brandPlaces([...chunks, ...inTabs], value)
          : kind === 'rating'
            ? ratingPlaces([...chunks, ...inTabs], value, ['rating'])
            : kind === 'figure'
              ? figurePlaces(chunks, value)
              : ratingPlaces(chunks, value, ['money']);
      if (places.length === 0) return null;
      let other: Element | null = null;
      let seller = false;
      for (const { at, bySeller } of places) {
        // "Sold by Kestrel Goods 4.8 (1,203 ratings)": the shop's rating, wherever it stands.
        if (bySeller) {
          seller = true;
          continue;
        }
        const who = owner(at);
        // A place with no price above it (a page of one item) or the main item's: in place.
        if (who === 'own' || who === null) return 'own';
        other ??= who;
      }
      if (seller) return 'as the seller’s rating (“sold by”)';
      return other ? `in another item’s block (“${blockName(other)}”)` : null;
    },
  };
}

/** Where a maker's name stands: blocks whose words hold it whole (or run into it, in a spaceless script: "<brand>ストア"). */
function brandPlaces(chunks: ReadonlyArray<MainChunk>, value: string | number): Place[] {
  const folded = foldWords(String(value));
  if (folded.length < 2) return [];
  return chunks.filter((c) => holdsWords(` ${foldWords(c.text)} `, folded)).map((c) => ({ at: c.at, bySeller: false }));
}

/**
 * Where a figure stands: written in its role ("4.5 out of 5" for a rating, "$12" for a price),
 * else bare; never in another role (a count, a measure).
 */
function ratingPlaces(chunks: ReadonlyArray<MainChunk>, value: string | number, roles: string[]): Place[] {
  const numbers = numericValue(value);
  if (!numbers) return [];
  const keys = new Set(numbers.map(numberKey));
  const rated: Place[] = [];
  const bare: Place[] = [];
  for (const chunk of chunks)
    for (const run of numberRuns(chunk.text)) {
      if (!run.values.some((n) => keys.has(numberKey(n)))) continue;
      const role = numberRole(chunk.text, run.start, run.end);
      const place = {
        at: chunk.at,
        bySeller: roles.includes('rating') && afterSellerName(chunk.text.slice(0, run.start)),
      };
      if (roles.includes(role)) rated.push(place);
      else if (role === 'plain') bare.push(place);
    }
  return rated.length > 0 ? rated : bare;
}

/** Where a figure stands, in any role ("−3.51", "+0.64 %", "12.4K followers"). */
function figurePlaces(chunks: ReadonlyArray<MainChunk>, value: string | number): Place[] {
  const numbers = numericValue(value);
  if (!numbers) return [];
  const keys = new Set(numbers.map(numberKey));
  return chunks
    .filter((chunk) => numberRuns(chunk.text).some((run) => run.values.some((n) => keys.has(numberKey(n)))))
    .map((chunk) => ({ at: chunk.at, bySeller: false }));
}

/** Where a value stands, and whether it follows a seller's label and name (a shop's rating). */
interface Place {
  at: Element;
  bySeller: boolean;
}

/** A short name for another item's block: its first words. */
function blockName(el: Element): string {
  const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
