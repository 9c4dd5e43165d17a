import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { learnRecipe, replayRecipe, viewPage, type Recipe } from '../../lib/recipes';
import { decodeEntities, sameReading } from '../../lib/recipes/same-reading';

function learn(pages: Array<{ html: string; answer: unknown }>, schema: unknown): Recipe {
  const outcome = learnRecipe(
    pages.map((p, i) => ({ doc: parseHtmlDocument(p.html), url: `https://films.test/f/${i}`, result: p.answer })),
    schema,
    { id: 'r', now: 0 },
  );
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.recipe;
}

function replay(recipe: Recipe, html: string, schema: unknown): ReturnType<typeof replayRecipe> {
  return replayRecipe(viewPage(parseHtmlDocument(html), 'https://films.test/f/9'), recipe, schema);
}

describe('recipes: readings compared by value', () => {
  it('takes a number written two ways as one value, and decodes escaped text', () => {
    expect(sameReading('7', '7.0')).toBe(true);
    expect(sameReading('7 / 10', '7.0 / 10')).toBe(true);
    expect(sameReading('7 / 10', '7 votes')).toBe(false);
    expect(sameReading('7', '8')).toBe(false);
    expect(sameReading('Owl&apos;s Rest', "Owl's Rest")).toBe(true);
    expect(decodeEntities('Tea &amp; Toast &#233;t&#xE9;')).toBe('Tea & Toast été');
  });

  it('does not call a rating in JSON-LD ("7") and on the page ("7.0") a conflict', () => {
    const page = (title: string, rating: string) => `<!DOCTYPE html><html><head>
      <script type="application/ld+json">{"@type":"Movie","name":"${title.replace("'", '&apos;')}","ratingValue":"${rating}"}</script>
      </head><body><h1 class="film">${title}</h1><p class="score">Score: ${rating}.0</p></body></html>`;
    const schema = { type: 'object', properties: { title: { type: 'string' }, score: { type: 'number' } } };
    const recipe = learn(
      [
        { html: page("Owl's Rest", '7'), answer: { title: "Owl's Rest", score: 7 } },
        { html: page('Tin Lantern', '6'), answer: { title: 'Tin Lantern', score: 6 } },
      ],
      schema,
    );
    const got = replay(recipe, page("Crow's Field", '8'), schema);
    expect(got.ok && got.result).toEqual({ title: "Crow's Field", score: 8 });
  });
});

describe('recipes: structured data wrapped as the page wrote it', () => {
  it('reads a JSON-LD block wrapped in CDATA or a comment, as the converter and grounding do', () => {
    // The catalogue code is only in the structured data: no element on the page shows it.
    const page = (title: string, code: string, wrap: (json: string) => string) => `<!DOCTYPE html><html><head>
      <script type="application/ld+json">${wrap(`{"@type":"Movie","name":"${title}","identifier":"${code}"}`)}</script>
      </head><body><h1 class="film">${title}</h1><p>Now showing.</p></body></html>`;
    const cdata = (json: string) => `<![CDATA[\n${json}\n]]>`;
    const comment = (json: string) => `<!--\n${json}\n-->`;
    const schema = { type: 'object', properties: { title: { type: 'string' }, code: { type: 'string' } } };
    const recipe = learn(
      [
        {
          html: page('Paper Moon Harbour', 'FL-2291', cdata),
          answer: { title: 'Paper Moon Harbour', code: 'FL-2291' },
        },
        { html: page('Glass Orchard', 'FL-3307', comment), answer: { title: 'Glass Orchard', code: 'FL-3307' } },
      ],
      schema,
    );
    const got = replay(recipe, page('Salt Road', 'FL-4410', cdata), schema);
    expect(got.ok && got.result).toEqual({ title: 'Salt Road', code: 'FL-4410' });
  });
});

describe('recipes: a value that is one item of several', () => {
  /** Credits: a varying number of writers, then one or more directors, all links in one paragraph. */
  const page = (title: string, writers: string[], directors: string[]) => `<!DOCTYPE html><html><body>
    <h1>${title}</h1><p class="credits">${writers.map((w) => `<a class="writer" href="/p/${w.length}">${w}</a>`).join(' ')}
    ${directors.map((d) => `<a class="director" href="/p/${d.length}">${d}</a>`).join(' ')}</p>
    <p>Runtime 90 minutes</p></body></html>`;
  const schema = { type: 'object', properties: { title: { type: 'string' }, director: { type: 'string' } } };

  it('reads the first director however many writers come before and directors after', () => {
    const recipe = learn(
      [
        {
          html: page('Owl Rest', ['Ada Fenn'], ['Bo Lark', 'Cy Marsh']),
          answer: { title: 'Owl Rest', director: 'Bo Lark' },
        },
        {
          html: page('Tin Lantern', ['Di Oakes', 'Ed Pike', 'Fay Quill'], ['Gil Rook', 'Hal Sage']),
          answer: { title: 'Tin Lantern', director: 'Gil Rook' },
        },
      ],
      schema,
    );
    const director = recipe.fields.find((f) => f.name === 'director');
    expect(director?.picks[0]?.item).toBe(0);
    expect(replay(recipe, page('Crow Field', [], ['Ivy Tern', 'Jo Vale', 'Kit Wren']), schema)).toMatchObject({
      ok: true,
      result: { title: 'Crow Field', director: 'Ivy Tern' },
    });
    // No director shown at all (no director link, no label): served without one.
    expect(replay(recipe, page('Crow Field', ['Ada Fenn'], []), schema)).toMatchObject({
      ok: true,
      result: { title: 'Crow Field' },
    });
  });
});

describe('recipes: no anchor whose value is the answer itself', () => {
  it('learns the place of a title, not an attribute that spells the title', () => {
    const page = (title: string) => `<!DOCTYPE html><html><body><div class="hero">
      <h1 aria-label="${title}" data-title="${title}">${title}</h1></div><p>Runtime 90 minutes</p></body></html>`;
    const schema = { type: 'object', properties: { title: { type: 'string' } } };
    const recipe = learn([{ html: page('Owl Rest'), answer: { title: 'Owl Rest' } }], schema);
    expect(JSON.stringify(recipe.fields[0]?.picks)).not.toContain('Owl Rest');
    expect(replay(recipe, page('Tin Lantern'), schema)).toMatchObject({ ok: true, result: { title: 'Tin Lantern' } });
  });
});

describe('recipes: an answer with float noise', () => {
  it('learns a price given as 80.99000000000001 where the page writes $80.99', () => {
    const page = (title: string, was: string) =>
      `<!DOCTYPE html><html><body><h1 class="film">${title}</h1><div class="cost"><s class="was">Antes $${was}</s> <span class="now">$9.50</span></div></body></html>`;
    const schema = { type: 'object', properties: { title: { type: 'string' }, was: { type: 'number' } } };
    const recipe = learn([{ html: page('Owl Rest', '80.99'), answer: { title: 'Owl Rest', was: 60.99 + 20 } }], schema);
    expect(replay(recipe, page('Crow Field', '19.75'), schema)).toMatchObject({ ok: true, result: { was: 19.75 } });
  });
});
