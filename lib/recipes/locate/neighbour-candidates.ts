import { readElement, type PageView } from '../read';
import { candidateSelectors } from '../selectors';
import type { Candidate } from './candidate';
import { markPick, marks } from './marks';

/**
 * Loose text (no element of its own) read through the element right after or before it:
 * "901 Main St <a id=map>…</a>" is the text before #map.
 */
export function neighbourCandidates(
  view: PageView,
  el: Element,
  start: number,
  end: number,
  root: Element | null,
  many: boolean,
): Candidate[] {
  const out: Candidate[] = [];
  const value = view.text.text.slice(start, end);
  const children = Array.from(el.children).filter((c) => view.text.ranges.has(c));
  const blank = (from: number, to: number): boolean => from <= to && view.text.text.slice(from, to).trim() === '';
  const nextChild = children.find((c) => (view.text.ranges.get(c)?.start ?? -1) >= end);
  const prevChild = [...children].reverse().find((c) => (view.text.ranges.get(c)?.end ?? Infinity) <= start);
  const anchors: Array<[Element | undefined, 'prev-text' | 'next-text']> = [
    [nextChild && blank(end, view.text.ranges.get(nextChild)?.start ?? -1) ? nextChild : undefined, 'prev-text'],
    [prevChild && blank(view.text.ranges.get(prevChild)?.end ?? Infinity, start) ? prevChild : undefined, 'next-text'],
  ];
  for (const [anchor, read] of anchors) {
    if (!anchor) continue;
    const got = readElement(view, anchor, read);
    const offset = got.toLowerCase().indexOf(value.toLowerCase());
    if (offset < 0) continue;
    for (const mark of marks(got, offset, value.length)) {
      for (const c of candidateSelectors(anchor, root)) {
        const pick = markPick({ by: 'css', selector: c.selector }, read, mark, many);
        out.push({ pick, cost: c.cost + mark.cost + 1 });
      }
    }
  }
  return out;
}
