import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { learnRecipe } from '@/lib/recipes';
import { replayOn } from './support/recipe-learning';

/**
 * Made-up guest houses whose policies are lines of two classes, good news and bad: "Free
 * cancellation" or "Non-refundable", and on some "Breakfast included" in the good class. A page
 * whose answer has no breakfast shows "Free cancellation" in that class: a reading of the class
 * would take it for breakfast, and a recipe learned so fails on its own learning page.
 */
const page = (name: string, lines: Array<[string, 'good' | 'bad']>): string => `<!DOCTYPE html>
<html><body><main><h1>${name}</h1><p class="rate">€ 95 a night</p>
<section class="policies"><div class="row"><span>Check-in</span> from <time>14:00</time></div>${lines
  .map(([text, kind]) => `<p class="${kind}">${text}</p>`)
  .join('')}</section></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    free_cancellation: { type: 'boolean' },
    breakfast_included: { type: 'boolean' },
  },
};
const AT = 'https://inns.test/stay/';

describe('recipes: a boolean the answer left out', () => {
  const learned = learnRecipe(
    [
      {
        html: page('Haus Amsel', [['Free cancellation', 'good']]),
        answer: { name: 'Haus Amsel', free_cancellation: true },
      },
      {
        html: page('Haus Birke', [
          ['Non-refundable', 'bad'],
          ['Breakfast included', 'good'],
        ]),
        answer: { name: 'Haus Birke', free_cancellation: false, breakfast_included: true },
      },
    ].map((p, i) => ({ doc: parseHtmlDocument(p.html), url: `${AT}${i}`, result: p.answer })),
    schema,
    { id: 'r', now: 0 },
  );

  it('is not read from a place that says something else there', () => {
    expect(learned.ok ? '' : learned.reason).toBe('');
    if (!learned.ok) return;
    const got = replayOn(learned.recipe, page('Haus Dorn', [['Free cancellation', 'good']]), schema, AT);
    if (got.ok) expect(got.result).toEqual({ name: 'Haus Dorn', free_cancellation: true });
  });
});
