import { innermostContaining } from '../page-text';
import type { PageView } from '../read';
import type { ValuePick } from '../recipe';
import type { Candidate } from './candidate';
import { elementLocators } from './element-locators';
import { marks } from './marks';
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
      const pick: ValuePick = { locator, read: 'text', before: mark.before, after: mark.after, keep: mark.keep, many };
      out.push({ pick, cost: cost + mark.cost });
    }
  }
  out.push(...neighbourCandidates(view, el, start, end, root, many));
  return out;
}
