import { compareForm } from './page-text';

/**
 * A second list built like the records under a heading of its own ("Destacado", "Featured", "In
 * the spotlight"), which the model leaves out: the heading names the block. A learning page that
 * showed such cards, all left out by the model, teaches the heading (`leftOutUnder` on the list
 * rule); a later page's cards under that heading are left out too, and cards in any other second
 * list still send the page to the model.
 */

/** How far up from a card its block's heading is looked for. */
const MAX_LEVELS = 6;
/** Longest heading kept. */
export const HEADING_MAX = 80;

const isHeading = (el: Element): boolean => /^H[1-6]$/i.test(el.tagName) || el.getAttribute('role') === 'heading';

/**
 * The heading of the block a card stands in, folded: the first element of the nearest element
 * around the card (up to `stop`, not beyond) when that is a heading and holds no card. Null when
 * there is none.
 */
export function blockHeading(card: Element, stop: Element | null = null): string | null {
  let at: Element | null = card.parentElement;
  for (let level = 0; at && at !== stop && level < MAX_LEVELS; level++, at = at.parentElement) {
    const first = at.firstElementChild;
    if (first && !first.contains(card) && isHeading(first)) {
      const text = compareForm(first.textContent ?? '');
      return text && text.length <= HEADING_MAX ? text : null;
    }
  }
  return null;
}
