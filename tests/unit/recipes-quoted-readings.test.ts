import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { viewPage } from '@/lib/recipes';
import { learnField } from '@/lib/recipes/learn-field';

/**
 * A made-up holiday let whose guests' quotes close with a name and a score ("Mara · 2"). The
 * let's bathrooms are 2 as well, but a reading after "Mara ·" reads what a guest wrote.
 */
const view = viewPage(
  parseHtmlDocument(`<!DOCTYPE html><html><body><main><h1>Cabin Orrin</h1>
<section><h2>Guest reviews</h2><blockquote class="quote"><p>“Quiet and warm!”</p><footer>Mara · 2</footer></blockquote></section>
</main></body></html>`),
  'https://lets.test/cabin',
);

describe('recipes: a reading inside a quote', () => {
  it('is never learned for the item’s field', () => {
    const rule = learnField({ name: 'bathrooms', type: 'integer', array: false, required: false }, [
      { view, root: null, values: ['2'], others: ['cabin orrin'] },
    ]);
    expect(rule).toBeNull();
  });
});
