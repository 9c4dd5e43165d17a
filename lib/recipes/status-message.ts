/**
 * A status message: a live region's short words ("Added to your wish list", "Link copied"), the
 * toast a page shows for a moment after something was done. It is about what the visitor did,
 * not about what the page shows, so it holds no field; one with a figure ("2 items in your
 * cart") is left to count, since a number there could be anything, but by a recipe that reads
 * lists alone (`figures`): one short message is no record, whatever figures it says ("Scheduled
 * maintenance on Sunday, 2:00 to 4:00").
 */
const LIVE = '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]';
const MAX_WORDS = 12;

export function isStatusMessage(el: Element, figures = false): boolean {
  const region = el.closest(LIVE);
  if (!region) return false;
  const text = (region.textContent ?? '').trim();
  // A message with a link may be a record of its own (a result shown as it comes in).
  const said = figures ? region.querySelector('a') === null : !/\d/.test(text);
  return said && text.split(/\s+/).length <= MAX_WORDS;
}
