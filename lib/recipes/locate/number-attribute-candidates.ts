import { asciiDigits, isScale } from '../../grounding';
import { squash } from '../page-text';
import type { PageView } from '../read';
import { candidateSelectors } from '../selectors';
import { MAX_OCCURRENCES, type Candidate } from './candidate';
import { marks } from './marks';
import { parseNumber } from './parse-number';

/**
 * Attributes a page writes a number into for people who cannot see its picture: a star rating's
 * aria-label ("4.5 out of 5 stars", "4,5 von 5 Sternen") or title. The number is cut out of
 * the attribute by the words around it, as out of an element's text.
 */
const NUMBER_ATTRIBUTES = ['aria-label', 'title'];
const NUMBER = /-?\d[\d.,\u00a0\u202f']*\d|-?\d/g;

export function numberAttributeCandidates(
  view: PageView,
  value: string,
  root: Element | null,
  many: boolean,
): Candidate[] {
  const wanted = Number(value);
  if (!Number.isFinite(wanted)) return [];
  const out: Candidate[] = [];
  const scope: ParentNode = root ?? view.doc;
  let seen = 0;
  for (const name of NUMBER_ATTRIBUTES) {
    for (const el of Array.from(scope.querySelectorAll(`[${name}]`))) {
      const text = squash(el.getAttribute(name) ?? '');
      if (text.length > 80) continue;
      // Found in ASCII digits ("٢٫٨" as "2.8"), one character for one; cut from the text as written.
      for (const m of asciiDigits(text).matchAll(NUMBER)) {
        if (parseNumber(m[0]) !== wanted) continue;
        // The "5" of "Rated 3.5 out of 5" is the scale, wherever the rating is 5 too: a reading cut
        // after it would serve the scale as every later page's rating.
        if (isScale(text.slice(0, m.index), wanted)) continue;
        for (const mark of marks(text, m.index, m[0].length)) {
          // The attribute read is never its own anchor: it holds this page's value, not the next one's.
          for (const c of candidateSelectors(el, root).filter((s) => !s.selector.includes(`[${name}=`))) {
            out.push({
              pick: {
                locator: { by: 'css', selector: c.selector },
                read: name,
                before: mark.before,
                after: mark.after,
                keep: mark.keep,
                many,
              },
              cost: c.cost + 0.5 + mark.cost,
            });
          }
        }
        seen += 1;
        break;
      }
      if (seen >= MAX_OCCURRENCES) return out;
    }
  }
  return out;
}
