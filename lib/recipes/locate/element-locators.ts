import { innermostContaining, lineBefore, squash } from '../page-text';
import type { PageView } from '../read';
import type { Locator } from '../recipe';
import { anchorSelectors, candidateSelectors } from '../selectors';
import { digits, labelLike } from './candidate';

const NTH = /:nth-of-type\(\d+\)/g;

/**
 * A line that is a link's whole text is content (a menu entry, another record's title, a
 * category), not the template's label for the value after it: it changes from page to page
 * even when two pages happen to share it.
 */
const LINK_LINE_PENALTY = 6;
const linkTexts = new WeakMap<PageView, Set<string>>();

function isLinkText(view: PageView, text: string): boolean {
  let known = linkTexts.get(view);
  if (!known) {
    known = new Set(
      Array.from(view.doc.querySelectorAll('a'))
        .map((a) => squash(a.textContent ?? ''))
        .filter(Boolean),
    );
    linkTexts.set(view, known);
  }
  return known.has(text);
}

/**
 * A line that is the last item of a list standing before the value's element, outside that
 * list (the last amenity chip before a "+5 more" button): the list's items change from page to
 * page, so it is no label, though it names the value's place on one page. A label and its value
 * side by side in one list (a dt and its dd, a row's th and td) are not this.
 */
const LIST_ITEM_LINE_PENALTY = 6;

function listItemBefore(view: PageView, el: Element): boolean {
  const range = view.text.ranges.get(el);
  if (!range) return false;
  let end = range.start;
  while (end > 0 && /\s/.test(view.text.text[end - 1] ?? '')) end -= 1;
  const from = view.text.text.lastIndexOf('\n', end - 1) + 1;
  for (
    let at = from < end ? innermostContaining(view.text, from, end) : null;
    at?.parentElement;
    at = at.parentElement
  ) {
    const parent = at.parentElement;
    if (parent.contains(el)) return false;
    const alike = Array.from(parent.children).filter((c) => c.tagName === at?.tagName && c.className === at.className);
    if (alike.length >= 3) return true;
  }
  return false;
}

/** Positional paths with one step's index left out, one variant per indexed step. */
function unindexed(found: Array<{ locator: Locator; cost: number }>): Array<{ locator: Locator; cost: number }> {
  const out: Array<{ locator: Locator; cost: number }> = [];
  for (const { locator, cost } of found) {
    if (locator.by !== 'css') continue;
    for (const m of locator.selector.matchAll(NTH)) {
      const selector = locator.selector.slice(0, m.index) + locator.selector.slice(m.index + m[0].length);
      out.push({ locator: { by: 'css', selector }, cost: cost + 0.5 });
    }
  }
  return out;
}

export function elementLocators(
  view: PageView,
  el: Element,
  root: Element | null,
  before: string,
  many: boolean,
): Array<{ locator: Locator; cost: number }> {
  const out: Array<{ locator: Locator; cost: number }> = candidateSelectors(el, root).map((c) => ({
    locator: { by: 'css' as const, selector: c.selector },
    cost: c.cost,
  }));
  const tag = el.tagName.toLowerCase();
  // Labels read like labels ("ISBN:", "Publisher"); any other text before a value is more
  // likely a neighbouring value that changes from page to page, so it costs more.
  // A label finds only the first of several values on its line: no way to read each of many.
  // Each of many values sits at its own index of a repeated step (li:nth-of-type(2)): the same
  // path without that index reads them all, however many the next page has.
  if (many) return [...out, ...unindexed(out)];
  // The same label may also sit in another block (a second edition's "Date:"): the label
  // inside its nearest anchored blocks is tried too.
  const scopes: Array<{ within?: string; cost: number }> = [{ cost: 0 }];
  for (let up = el.parentElement; up && up !== root && scopes.length < 3; up = up.parentElement) {
    const anchor = anchorSelectors(up)[0];
    if (anchor) scopes.push({ within: anchor.selector, cost: 0.5 + anchor.cost * 0.25 });
  }
  const label = before.split('\n')[0]?.trim() ?? '';
  const line = before === '' ? lineBefore(view.text, el) : '';
  const itemLine = line !== '' && listItemBefore(view, el) ? LIST_ITEM_LINE_PENALTY : 0;
  for (const scope of scopes) {
    const within = scope.within ? { within: scope.within } : {};
    if (labelLike(label)) {
      out.push({
        locator: { by: 'label', tag, label, ...within },
        cost:
          (label.endsWith(':') ? 1.5 : 3) +
          digits(label) +
          scope.cost +
          (isLinkText(view, label) ? LINK_LINE_PENALTY : 0),
      });
    }
    if (labelLike(line)) {
      out.push({
        locator: { by: 'after-line', tag, text: line, ...within },
        cost:
          (line.endsWith(':') ? 2 : 4.5) +
          digits(line) +
          scope.cost +
          (isLinkText(view, line) ? LINK_LINE_PENALTY : 0) +
          itemLine,
      });
    }
  }
  return out;
}
