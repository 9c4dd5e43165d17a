/**
 * A status message: a live region's short words ("Added to your wish list", "Link copied"), the
 * toast a page shows for a moment after something was done. It is about what the visitor did,
 * not about what the page shows, so it holds no field; one with a figure ("2 items in your
 * cart") is left to count, since a number there could be anything.
 */
const LIVE = '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]';
const MAX_WORDS = 12;

export function isStatusMessage(el: Element): boolean {
  const region = el.closest(LIVE);
  if (!region) return false;
  const text = (region.textContent ?? '').trim();
  return !/\d/.test(text) && text.split(/\s+/).length <= MAX_WORDS;
}
