import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { learnRecipe } from '@/lib/recipes';
import { replayOn } from './support/recipe-learning';

/**
 * Made-up holiday lets whose facts are one list: guests, bedrooms, beds, bathrooms, each row
 * told by its word. The one learning page with bathrooms had two of everything, so the rows
 * "before ‘bedrooms’" and "before ‘bathrooms’" both gave its answer; the other page had neither
 * row. Rows of one list told apart by their words are two places: one checks the other.
 */
const page = (name: string, rows: string[]): string => `<!DOCTYPE html>
<html><body><main><h1 class="name">${name}</h1><ul class="facts">${rows.map((r) => `<li>${r}</li>`).join('')}</ul>
<p class="rate">€ 120 a night</p></main></body></html>`;
const schema = { type: 'object', properties: { name: { type: 'string' }, bathrooms: { type: 'integer' } } };
const AT = 'https://lets.test/let/';

describe('recipes: rows of one list told apart by their words', () => {
  const learned = learnRecipe(
    [
      { html: page('Cabin Alder', ['5 guests', '3 beds']), answer: { name: 'Cabin Alder' } },
      {
        html: page('Loft Birch', ['6 guests', '2 bedrooms', '2 beds', '2 bathrooms']),
        answer: { name: 'Loft Birch', bathrooms: 2 },
      },
    ].map((p, i) => ({ doc: parseHtmlDocument(p.html), url: `${AT}${i}`, result: p.answer })),
    schema,
    { id: 'r', now: 0 },
  );

  it('check each other: a page where they differ is not served the bedrooms as bathrooms', () => {
    // Not learning from these two pages is right too: the next page goes to the model.
    if (!learned.ok) return;
    const got = replayOn(
      learned.recipe,
      page('Villa Cedar', ['8 guests', '4 bedrooms', '4 beds', '1 bathroom']),
      schema,
      AT,
    );
    if (got.ok) expect(got.result).toEqual({ name: 'Villa Cedar', bathrooms: 1 });
  });
});
