import { squash } from '../page-text';
import type { PageView } from '../read';
import { candidateSelectors } from '../selectors';
import { MAX_OCCURRENCES, type Candidate } from './candidate';

const READ_ATTRIBUTES = ['content', 'href', 'src', 'title', 'alt', 'value', 'datetime', 'aria-label'];

/** A shown value also written whole in an attribute (a link's address, a title, data-*). */
export function attributeCandidates(view: PageView, value: string, root: Element | null, many: boolean): Candidate[] {
  const wanted = squash(value).toLowerCase();
  const out: Candidate[] = [];
  const scope: ParentNode = root ?? view.doc;
  let seen = 0;
  for (const el of Array.from(scope.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (!READ_ATTRIBUTES.includes(name) && !name.startsWith('data-')) continue;
      let got = squash(attr.value).toLowerCase();
      if ((name === 'href' || name === 'src') && view.baseUrl) {
        try {
          got = new URL(attr.value.trim(), view.baseUrl).href.toLowerCase();
        } catch {
          // An address that does not parse is compared as written.
        }
      }
      if (got !== wanted) continue;
      // A hidden form field holds what the page sends, not what it shows: the last place to
      // read a shown value from (its code may equal a shown value on the learning pages only).
      const hidden = el.tagName === 'INPUT' && (el.getAttribute('type') ?? '').toLowerCase() === 'hidden' ? 6 : 0;
      for (const c of candidateSelectors(el, root)) {
        out.push({
          pick: { locator: { by: 'css', selector: c.selector }, read: name, before: '', after: '', keep: false, many },
          cost: c.cost + 0.5 + hidden,
        });
      }
      seen += 1;
    }
    if (seen >= MAX_OCCURRENCES) break;
  }
  return out;
}
