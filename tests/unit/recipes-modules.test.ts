import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { describe, expect, it } from 'vitest';
import { learnRecipe, replayRecipe, viewPage } from '@/lib/recipes';
import { inRepeatedModule } from '@/lib/recipes/repeated-module';

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

describe('recipes: what counts as a repeated module', () => {
  const doc = parseHtmlDocument(`<!DOCTYPE html><html><body><main class="item">
    <div class="flex col"><div class="stack"><h1 class="name">Salt Road</h1><p class="by">by <a class="author" href="/a/1">Ivo Marsh</a></p></div></div>
    <div class="flex col"><div class="stack"><div class="price">$12.00</div></div></div>
    <ul class="shelf">${['Fen Lights', 'Moor Song', 'Tide Book']
      .map(
        (t) =>
          `<li class="card"><a class="card-link" href="/b/${t.length}"><h3 class="card-title">${t}</h3><span class="card-price">$9.00</span></a></li>`,
      )
      .join('')}</ul></main></body></html>`);
  const body = doc.body;

  it('is not two layout wrappers of one class around different blocks', () => {
    expect(inRepeatedModule(doc.querySelector('a.author'), body)).toBe(false);
    expect(inRepeatedModule(doc.querySelector('div.price'), body)).toBe(false);
  });

  it('is cards built alike, each a link around its texts', () => {
    expect(inRepeatedModule(doc.querySelector('h3.card-title'), body)).toBe(true);
  });
});
