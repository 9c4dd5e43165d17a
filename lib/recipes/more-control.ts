import { findElements, readElement, type PageView } from './read';
import type { ValuePick } from './recipe';

/**
 * A control that reveals more of a list ("+5 more", "+5 meer", "+5 de plus"): its figure counts
 * the items it hides, whatever language its word is in. A figure read there matched a field's
 * value by chance on the learning page (five hidden amenities for five bedrooms).
 */
const MORE = /^\+\s*\d+\s+\p{L}/u;

function inControl(el: Element): boolean {
  for (let at: Element | null = el; at && at.tagName.toLowerCase() !== 'body'; at = at.parentElement) {
    const tag = at.tagName.toLowerCase();
    if (tag === 'button' || tag === 'summary' || at.getAttribute('role') === 'button') return true;
  }
  return false;
}

/** The page's "show more" controls, found once a page: most pages have none. */
const controls = new WeakMap<PageView, Set<Element>>();

function moreControls(view: PageView): Set<Element> {
  let found = controls.get(view);
  if (!found) {
    found = new Set(
      Array.from(view.doc.querySelectorAll('button, summary, [role="button"]')).filter((el) =>
        MORE.test((el.textContent ?? '').trim()),
      ),
    );
    controls.set(view, found);
  }
  return found;
}

/** Whether a reading takes its figure from a "show more" control on the page (or in the record). */
export function readsMoreControl(view: PageView, pick: ValuePick, root: Element | null): boolean {
  if (pick.locator.by === 'jsonld' || moreControls(view).size === 0) return false;
  return findElements(view, pick.locator, root).some(
    (el) => inControl(el) && MORE.test(readElement(view, el, pick.read).trim()),
  );
}
