import { innermostContaining } from '../page-text';
import { OWN_TEXT, ownText, type PageView } from '../read';
import type { Candidate } from './candidate';
import { blockCandidates } from './block-candidates';
import { elementLocators } from './element-locators';
import { markPick, marks } from './marks';
import { neighbourCandidates } from './neighbour-candidates';

/** Candidate picks for a text span (one value, or several values written in one line). */
export function spanCandidates(
  view: PageView,
  start: number,
  end: number,
  root: Element | null,
  many: boolean,
): Candidate[] {
  const el = innermostContaining(view.text, start, end);
  if (!el || (root && !root.contains(el))) return [];
  const range = view.text.ranges.get(el);
  if (!range) return [];
  const raw = view.text.text.slice(range.start, range.end);
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  const out: Candidate[] = [];
  for (const mark of marks(text, start - range.start - lead, end - start)) {
    for (const { locator, cost } of elementLocators(view, el, root, mark.before, many)) {
      const pick = markPick(locator, 'text', mark, many);
      out.push({ pick, cost: cost + mark.cost });
    }
  }
  out.push(...neighbourCandidates(view, el, start, end, root, many));
  out.push(...blockCandidates(view, el, start, end, root, many));
  out.push(...ownTextCandidates(view, el, start, end, root, many));
  return out;
}

/**
 * Words written beside a quotation in one element (a post's own text after the post it quotes):
 * the element read without its quotations, so posts that quote and posts that do not read alike.
 */
function ownTextCandidates(
  view: PageView,
  el: Element,
  start: number,
  end: number,
  root: Element | null,
  many: boolean,
): Candidate[] {
  const holder = el.closest('blockquote, q') ? null : el;
  if (!holder || !holder.querySelector('blockquote, q')) return [];
  const own = ownText(view, holder);
  const value = view.text.text.slice(start, end).replace(/\s+/g, ' ').trim();
  const offset = own.indexOf(value);
  if (offset < 0) return [];
  const out: Candidate[] = [];
  for (const mark of marks(own, offset, value.length))
    for (const { locator, cost } of elementLocators(view, holder, root, mark.before, many)) {
      const pick = markPick(locator, OWN_TEXT, mark, many);
      out.push({ pick, cost: cost + mark.cost + 1 });
    }
  return out;
}
