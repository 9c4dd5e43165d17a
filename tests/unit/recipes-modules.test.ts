import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { describe, expect, it } from 'vitest';
import { learnRecipe, replayRecipe, viewPage } from '@/lib/recipes';

// A reading that holds by coincidence: a card in a row of cards alike ("more from this shelf")
// that shows the page's own item. Made-up pages.

const schema = { type: 'object', properties: { title: { type: 'string' }, pages: { type: 'integer' } } };

const page = (title: string, pages: number, shelf: string[]): string => `<!DOCTYPE html><html><body>
  <div class="book"><h2>${title}</h2><p>${pages} pages</p></div>
  <section><div class="shelf-card"><a data-shelf="pick" href="/b/1">${shelf[0]}</a></div>${shelf
    .slice(1)
    .map((t) => `<div class="shelf-card"><a href="/b/${t.length}">${t}</a></div>`)
    .join('')}</section></body></html>`;

describe('recipes: readings inside a repeated module cost more', () => {
  it('reads the title from the item, not from the first card of the shelf that showed it twice', () => {
    const outcome = learnRecipe(
      [
        {
          doc: parseHtmlDocument(page('Salt Road', 212, ['Salt Road', 'Fen Lights'])),
          url: 'https://b.test/b/1',
          result: { title: 'Salt Road', pages: 212 },
        },
        {
          doc: parseHtmlDocument(page('Quiet Harbour', 340, ['Quiet Harbour', 'Moor Song'])),
          url: 'https://b.test/b/2',
          result: { title: 'Quiet Harbour', pages: 340 },
        },
      ],
      schema,
      { id: 'r', now: 0 },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    const got = replayRecipe(
      viewPage(parseHtmlDocument(page('Ash Hollow', 150, ['Tin Bell', 'Fen Lights'])), 'https://b.test/b/3'),
      outcome.recipe,
      schema,
    );
    expect(JSON.stringify(outcome.recipe.fields[0]?.picks[0])).not.toContain('shelf');
    expect(got).toMatchObject({ ok: true, result: { title: 'Ash Hollow', pages: 150 } });
  });
});
