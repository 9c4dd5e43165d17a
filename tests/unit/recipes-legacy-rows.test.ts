import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { learnRecipe, recipeSchema, replayRecipe, viewPage, type Recipe } from '../../lib/recipes';
import { structureMarks, unreadMarks } from '../../lib/recipes/structure';
import { generateVerticalSite } from '../../bench/templates/verticals';

/**
 * Old-style pages of made-up sites: table layouts with no classes, labels in bold cells or in
 * the very text of the value, lists joined in one cell, rows that move from page to page, and
 * an "other titles" block built like the record.
 */
interface Film {
  title: string;
  directors: string[];
  rating: string;
}

const schema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    directors: { type: 'array', items: { type: 'string' } },
    rating: { type: 'string' },
  },
};

const row = (label: string, value: string) =>
  `<tr><td bgcolor="#eeeedd"><font size="2"><b>${label}:</b></font></td><td><font size="2">${value}</font></td></tr>`;

function filmPage(
  film: Film,
  options: { moved?: boolean; others?: Film[]; join?: (d: string[]) => string } = {},
): string {
  const join = options.join ?? ((d: string[]) => d.join(' / '));
  const rows = [row('Director', join(film.directors)), row('Rating', film.rating)];
  if (options.moved) rows.reverse();
  const others = (options.others ?? [])
    .map((o) => `<b>${o.title}</b><br /><table>${row('Director', join(o.directors))}</table>`)
    .join('<br />');
  return `<!DOCTYPE html><html><body><table><tr><td bgcolor="#003366"><font color="#ffffff">Reel Archive</font></td></tr></table>
<table><tr><td width="150"><a href="/new">New</a><br /><a href="/az">A–Z</a></td><td>
<font size="4"><b>${film.title}</b></font><br /><table>${rows.join('')}</table>
${others ? `<hr /><b>Other titles you may like</b><br />${others}` : ''}</td></tr></table></body></html>`;
}

function learn(films: Film[], html: (f: Film, i: number) => string): Recipe {
  const outcome = learnRecipe(
    films.map((f, i) => ({ doc: parseHtmlDocument(html(f, i)), url: `https://reels.test/f/${i}`, result: f })),
    schema,
    { id: 'reels', now: 0 },
  );
  if (!outcome.ok) throw new Error(outcome.reason);
  return recipeSchema.parse(JSON.parse(JSON.stringify(outcome.recipe)));
}

const replay = (recipe: Recipe, html: string) =>
  replayRecipe(viewPage(parseHtmlDocument(html), 'https://reels.test/f/9'), recipe, schema);

const other = (title: string, directors: string[]): Film => ({ title, directors, rating: 'PG' });

describe('recipes on old-style table pages', () => {
  const learning: Film[] = [
    { title: 'The Quiet Loom', directors: ['Arvel Dunmore'], rating: 'PG-13' },
    { title: 'Salt Meridian', directors: ['Ines Valcourt', 'Toma Brisk'], rating: 'R' },
  ];
  const withOthers = (f: Film) => filmPage(f, { others: [other('Lantern Drift', ['Oskar Feld'])] });

  it('reads the record’s own labelled row, not the same rows of the other titles below it, and holds when rows move', () => {
    const recipe = learn(learning, withOthers);
    const next: Film = { title: 'Harrow Bell', directors: ['Mina Sorrel', 'Jok Ternary', 'Ada Plume'], rating: 'NR' };
    const moved = filmPage(next, { moved: true, others: [other('Cobalt Fen', ['Rua Vance', 'Pell Oster'])] });
    const got = replay(recipe, moved);
    expect(got.ok && got.result).toEqual(next);
  });

  it('never serves another title’s row for a record that lacks its own', () => {
    const recipe = learn(learning, withOthers);
    const next: Film = { title: 'Harrow Bell', directors: [], rating: 'NR' };
    const html = filmPage(next, { others: [other('Cobalt Fen', ['Rua Vance'])] }).replace(row('Director', ''), '');
    const got = replay(recipe, html);
    if (got.ok) expect(got.result.directors ?? []).toEqual([]);
  });

  it('splits "A, B and C" when two values were seen joined by a word', () => {
    const byAnd = (d: string[]) => (d.length < 2 ? d.join('') : `${d.slice(0, -1).join(', ')} and ${d.at(-1)}`);
    const recipe = learn(learning, (f) => filmPage(f, { join: byAnd }));
    const next: Film = { title: 'Harrow Bell', directors: ['Mina Sorrel', 'Jok Ternary', 'Ada Plume'], rating: 'NR' };
    const got = replay(recipe, filmPage(next, { join: byAnd }));
    expect(got.ok && got.result).toEqual(next);
  });

  it('sends a list joined by a short word no learned value held to the model, in any language', () => {
    const singles: Film[] = [
      { title: 'The Quiet Loom', directors: ['Arvel Dunmore'], rating: 'PG-13' },
      { title: 'Salt Meridian', directors: ['Ines Valcourt'], rating: 'R' },
    ];
    const recipe = learn(singles, (f) => filmPage(f));
    expect(recipe.fields.find((f) => f.name === 'directors')?.joinWords).toBe(true);
    const got = replay(
      recipe,
      filmPage({ title: 'Harrow Bell', directors: ['Mina Sorrel und Jok Ternary'], rating: 'NR' }),
    );
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toContain('joined by a word');
  });

  it('does not anchor the title on a menu link that two pages happened to share', () => {
    // The last menu entry before the title is the same on both learning pages by chance.
    const menu = (last: string) => `<a href="/x">New</a><br /><a href="/y">${last}</a>`;
    const html = (f: Film, last: string) =>
      filmPage(f).replace(/<a href="\/new">New<\/a><br \/><a href="\/az">A–Z<\/a>/, menu(last));
    const recipe = learn(learning, (f) => html(f, 'Night Trains'));
    const next: Film = { title: 'Harrow Bell', directors: ['Mina Sorrel'], rating: 'NR' };
    const got = replay(recipe, html(next, 'Paper Moons'));
    expect(got.ok && got.result).toEqual(next);
  });
});

describe('recipes on key/value rows whose rows move', () => {
  const facts = (f: Film, moved = false) => {
    const rows = [
      `<div class="sc-r4w"><span class="sc-k9q">RATING</span><span class="sc-v2z">${f.rating}</span></div>`,
      `<div class="sc-r4w"><span class="sc-k9q">DIRECTOR</span><span class="sc-v2z">${f.directors.join(', ')}</span></div>`,
      `<div class="sc-r4w"><span class="sc-k9q">FORMAT</span><span class="sc-v2z">35 mm</span></div>`,
    ];
    if (moved) rows.push(rows.shift() ?? '');
    // Class names a build generated: nothing to anchor on but the keys and the tags.
    return `<!doctype html><html><body><main class="sc-m1x"><article class="sc-c7y"><h1 class="sc-t3e">${f.title}</h1><div class="sc-f5u">${rows.join('')}</div></article></main></body></html>`;
  };

  it('reads a value by its key, not by its row’s place', () => {
    const recipe = learn(
      [
        { title: 'The Quiet Loom', directors: ['Arvel Dunmore'], rating: 'PG-13' },
        { title: 'Salt Meridian', directors: ['Ines Valcourt', 'Toma Brisk'], rating: 'R' },
      ],
      (f) => facts(f),
    );
    // Rows built alike are one record's facts, not copies of a module: the key names the field.
    for (const name of ['rating', 'directors'])
      expect(recipe.fields.find((f) => f.name === name)?.picks[0]?.locator).toMatchObject({ by: 'after-line' });
    const next: Film = { title: 'Harrow Bell', directors: ['Mina Sorrel'], rating: 'NR' };
    const got = replay(recipe, facts(next, true));
    // Served right, or (a check by place disagreeing) not served: never served wrong.
    if (got.ok) expect(got.result).toEqual(next);
  });
});

describe('recipes on a generated key/value template (bench vertical, dev seed 16)', () => {
  it('reads the date and the duration by their keys, though the rows are built alike', () => {
    const site = generateVerticalSite(16);
    const outcome = learnRecipe(
      site.pages.slice(0, 2).map((p) => ({ doc: parseHtmlDocument(p.html), url: p.url, result: p.truth })),
      site.schema,
      { id: 'v16', now: 0 },
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    for (const name of ['date', 'duration'])
      expect(outcome.recipe.fields.find((f) => f.name === name)?.picks[0]?.locator).toMatchObject({ by: 'after-line' });
  });
});

describe('a page’s build: labels the structure check sees', () => {
  const doc = (body: string) => parseHtmlDocument(`<!doctype html><html><body>${body}</body></html>`);

  it('sees a new key of a key/value row and a new label opening a line of facts', () => {
    const learned = structureMarks(
      doc(
        '<div class="r"><span class="k">Type</span><span class="v">Public</span></div><font>Founded: 1901</font><br /><font>Area: 12 ha</font>',
      ),
    );
    const page = doc(
      '<div class="r"><span class="k">Type</span><span class="v">Private</span></div><div class="r"><span class="k">Rector</span><span class="v">Ilse Marten</span></div><font>Founded: 1950</font><br /><font>Area: 40 ha</font><br /><font>Motto: Lux nova</font>',
    );
    const unread = unreadMarks(page, learned, ['Private', '1950', '40 ha']);
    expect(unread).toContain('label:rector');
    expect(unread).toContain('label:motto:');
  });

  it('takes neither a title with a subtitle, nor two chips, nor a value it read for a label', () => {
    const learned = structureMarks(doc('<p>Dusk: A Novel</p><ul><li>Drama</li><li>Comedy</li></ul>'));
    const page = doc(
      '<p>Harbour Lights: Stories</p><ul><li>Western</li><li>Satire</li></ul><div class="r"><span class="k">Ilse Marten</span><span class="v">Public</span></div>',
    );
    // Its blocks show only values the recipe read, and none of its lines is a new label.
    expect(
      unreadMarks(page, learned, ['Harbour Lights: Stories', 'Western', 'Satire', 'Ilse Marten', 'Public']),
    ).toEqual([]);
  });
});
