import type { PageView } from '../read';
import type { Candidate } from './candidate';
import { elementLocators } from './element-locators';
import { markPick, marks } from './marks';

/** How far up from the value's own element a block that adds its label is looked for. */
const MAX_UP = 2;
const MAX_BLOCK_TEXT = 60;
/** Reading through a wider element than the value's own costs a little more. */
const BLOCK_COST = 1;

/**
 * A value alone in its element whose label sits beside it in a small block of its own
 * ("<a><span>Followers</span> <span>522</span></a>", "<li><b>522</b> posts</li>"): read through
 * that block, cut out by the label. Several such blocks often share one line ("Posts 8,021
 * Followers 522"), so the line before the value holds a neighbouring figure that changes from
 * page to page, and the value's element may change with the figure's form (`<data>` for "4.1M",
 * `<span>` for "522"); the block and its label do not.
 */
export function blockCandidates(
  view: PageView,
  el: Element,
  start: number,
  end: number,
  root: Element | null,
  many: boolean,
): Candidate[] {
  if (many) return [];
  const own = view.text.ranges.get(el);
  if (!own || view.text.text.slice(own.start, own.end).trim() !== view.text.text.slice(start, end).trim()) return [];
  const out: Candidate[] = [];
  let up = el.parentElement;
  for (let depth = 0; up && up !== root && depth < MAX_UP; up = up.parentElement, depth += 1) {
    const range = view.text.ranges.get(up);
    if (!range) break;
    const raw = view.text.text.slice(range.start, range.end);
    const text = raw.trim();
    if (text.length > MAX_BLOCK_TEXT || text.includes('\n')) break;
    if (text === view.text.text.slice(start, end).trim()) continue;
    const offset = start - range.start - (raw.length - raw.trimStart().length);
    for (const mark of marks(text, offset, end - start)) {
      // Only a block whose words around the value name it: a bare figure beside it is another value.
      if (!/\p{L}/u.test(mark.before + mark.after)) continue;
      for (const { locator, cost } of elementLocators(view, up, root, mark.before, false)) {
        // A label must open the block's line ("Followers 522"); by class, the block is any
        // element of its kind holding the mark somewhere, so only a value that opens its block
        // ("522 followers") is read so.
        if (locator.by === 'css' ? mark.before !== '' : locator.by !== 'label') continue;
        const pick = markPick(locator, 'text', mark, many);
        out.push({ pick, cost: cost + mark.cost + BLOCK_COST });
      }
    }
    break;
  }
  return out;
}
