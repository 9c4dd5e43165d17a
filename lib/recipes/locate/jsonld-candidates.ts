import { squash } from '../page-text';
import { jsonLdValues, type PageView } from '../read';
import type { Candidate } from './candidate';

/** A value the page's JSON-LD holds: its @type and key path. */
export function jsonLdCandidates(view: PageView, value: string, many: boolean): Candidate[] {
  const wanted = squash(value).toLowerCase();
  const out: Candidate[] = [];
  for (const entry of jsonLdValues(view)) {
    if (squash(entry.value).toLowerCase() !== wanted) continue;
    out.push({
      pick: {
        locator: { by: 'jsonld', type: entry.type, path: entry.path },
        read: 'value',
        before: '',
        after: '',
        keep: false,
        many,
      },
      cost: 0.2,
    });
  }
  return out;
}
