import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { learnRowLabels } from '@/lib/recipes/absence';
import { viewPage } from '@/lib/recipes/read';
import type { ValuePick } from '@/lib/recipes/recipe';

/**
 * A made-up event page whose facts are a description list, the venue's and the organiser's
 * descriptions wearing one utility class. The organiser read as the second match of that class
 * has one row, headed "Organiser": the date's and the venue's terms are other rows. Learned as
 * its labels, they would say the organiser is shown on every page that shows a date.
 */
const page = `<!DOCTYPE html><html><body><main><h1>Harbour lantern walk</h1><dl>
<div class="row"><dt>Date</dt><dd class="when">Sat 11 Jan</dd></div>
<div class="row"><dt>Venue</dt><dd class="gap-2 p-4">Old Mill</dd></div>
<div class="row"><dt>Organiser</dt><dd class="gap-2">Tidewater Club</dd></div>
</dl></main></body></html>`;

describe('recipes: the row labels of one match of several', () => {
  it('keeps the label of the match read, not of every match', () => {
    const pick: ValuePick = {
      locator: { by: 'css', selector: 'dd.gap-2' },
      read: 'text',
      before: '',
      after: '',
      keep: false,
      many: false,
      item: 1,
    };
    const view = viewPage(parseHtmlDocument(page), 'https://tidewater-events.test/e/1');
    expect(learnRowLabels({ picks: [pick] }, [{ view, present: true }])).toEqual({ rowLabels: ['organiser'] });
  });
});
