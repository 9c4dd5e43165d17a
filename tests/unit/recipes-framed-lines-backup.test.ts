import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { viewPage } from '@/lib/recipes';
import { withFramedLines } from '@/lib/recipes/absence';
import type { FieldRule } from '@/lib/recipes/recipe';

/**
 * A made-up car card's daily rate, read first from its own span and checked against a wider
 * backup (the whole price box, "€"-framed). A car with a daily rate may show a deposit too,
 * inside that box; a car without a rate shows only the deposit. The deposit is another
 * quantity's line: only the line the answer's own rate stood in, at the first reading's place,
 * is the rate's.
 */
const card = (daily: number | undefined, deposit: number): string =>
  `<!DOCTYPE html><html><body><main><div class="box"><span class="total">480 € for 4 days</span>` +
  (daily ? `<p><span class="daily">${daily} €</span> a day</p>` : '') +
  `<p class="deposit">Deposit: ${deposit} €</p></div></main></body></html>`;
const view = (html: string) => viewPage(parseHtmlDocument(html), 'https://cars.test/r/1');
const rule: FieldRule = {
  name: 'price_per_day',
  type: 'number',
  array: false,
  required: false,
  picks: [
    { locator: { by: 'css', selector: 'span.daily' }, read: 'text', before: '', after: '€', keep: false, many: false },
    {
      locator: { by: 'css', selector: 'div.box' },
      read: 'text',
      before: '',
      after: '€ a day',
      keep: false,
      many: false,
    },
  ],
  maxLength: 3,
};

describe('recipes: lines of another quantity beside a backup wider than the first reading', () => {
  it('learns the deposit line, though the backup’s place holds it on a card with a rate too', () => {
    const learned = withFramedLines(
      rule,
      [{ view: view(card(undefined, 900)), root: null, taken: [480] }],
      [{ view: view(card(120, 700)), root: null, values: ['120'] }],
    );
    expect(learned.framedLines).toEqual(['deposit: # €']);
  });
});
