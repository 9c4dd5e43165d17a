import { Evidence } from '../grounding/evidence';
import { elementEvidence } from '../grounding/page-evidence';

/**
 * The element of the page that shows a result value, found with the grounding check's own
 * rules (lib/grounding: folded text, numbers in the page's formats, dates, link targets):
 * starting from the body, it goes down into the first visible child that still holds the
 * value, as far as one does. Null when the page does not show it, or shows it only in parts
 * no element can point to (a data block, several places at once with nothing in common
 * below the body).
 */
export function findValueElement(doc: Document, value: string | number): Element | null {
  const body = doc.body;
  if (!body) return null;
  const url = doc.location?.href ?? '';
  const holds = (el: Element): boolean => new Evidence([elementEvidence(el, url)]).match(value) !== null;
  if (!holds(body)) return null;
  let at: Element = body;
  for (;;) {
    const next = Array.from(at.children).find((child) => isShown(child) && holds(child));
    if (!next) return at === body ? null : at;
    at = next;
  }
}

const NEVER_SHOWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'META', 'LINK']);

/** Whether the user can see the element at all (hidden parts cannot be scrolled to). */
function isShown(el: Element): boolean {
  if (NEVER_SHOWN.has(el.tagName.toUpperCase())) return false;
  // Without layout (a parsed document) everything counts as shown.
  if (typeof el.checkVisibility !== 'function') return true;
  const view = el.ownerDocument.defaultView;
  // `display: contents` has no box of its own, but its children do.
  if (view?.getComputedStyle(el).display === 'contents') return true;
  return el.checkVisibility();
}
