import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { describe, expect, it } from 'vitest';
import { learnRecipe, replayRecipe, viewPage, type Recipe } from '@/lib/recipes';
import { framedValueShown, learnAbsence, movedValueShown, placeGone, showsOnlyEmpty } from '@/lib/recipes/absence';
import { keepLostReadings } from '@/lib/recipes/lost-readings';
import type { FieldRule } from '@/lib/recipes/recipe';
import { blockCouldHold } from '@/lib/recipes/new-blocks';
import { structureMarks, textValues, unreadMarks } from '@/lib/recipes/structure';

// Where a field the schema does not require may be absent: learned from the pages, not from the
// fact that every answer seen so far had it. Pages below are made up for these tests.

const schema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    price: { type: 'number' },
    maker: { type: 'string' },
    code: { type: 'string' },
    score: { type: 'number' },
  },
};

interface Lamp {
  title: string;
  price: number;
  maker: string;
  code: string;
  /** A number: a score block; 'empty': the block with its label and no value; 'moved': the score in the facts table. */
  score?: number | 'empty' | 'moved';
}

const lampPage = (l: Lamp, extra = ''): string => `<!DOCTYPE html><html><body><main class="lamp">
  <h1 class="lamp-title">${l.title}</h1>
  <div class="lamp-cost"><span class="lamp-now">€${l.price.toFixed(2)}</span></div>
  ${typeof l.score === 'number' ? `<p class="lamp-score">Score: ${l.score} of 5</p>` : ''}
  ${l.score === 'empty' ? '<p class="lamp-score">Score: –</p>' : ''}
  <table class="lamp-facts"><tr><th>Maker</th><td>${l.maker}</td></tr><tr><th>Code</th><td>${l.code}</td></tr>
  ${l.score === 'moved' ? '<tr><th>Score</th><td>4.1 of 5</td></tr>' : ''}</table>
  ${extra}</main><footer class="lamp-foot">Lamps since long ago.</footer></body></html>`;

const answer = (l: Lamp): Record<string, unknown> => ({
  title: l.title,
  price: l.price,
  maker: l.maker,
  code: l.code,
  ...(typeof l.score === 'number' ? { score: l.score } : {}),
});

const first: Lamp = { title: 'Reed desk lamp', price: 41.5, maker: 'Lumenwick', code: 'LW-2201', score: 4.5 };
const second: Lamp = { title: 'Dune floor lamp', price: 129, maker: 'Glowmere', code: 'GM-0917', score: 3.8 };

function learnFrom(pages: Lamp[]): Recipe {
  const outcome = learnRecipe(
    pages.map((l, i) => ({ doc: parseHtmlDocument(lampPage(l)), url: `https://lamps.test/l/${i}`, result: answer(l) })),
    schema,
    { id: 'r', now: 0 },
  );
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.recipe;
}

const replay = (recipe: Recipe, html: string) =>
  replayRecipe(viewPage(parseHtmlDocument(html), 'https://lamps.test/l/9'), recipe, schema);

describe('recipes: where a field the schema does not require may be absent', () => {
  it('learns a field every page had as "never seen absent", not as required', () => {
    const recipe = learnFrom([first, second]);
    const score = recipe.fields.find((f) => f.name === 'score');
    expect(score).toMatchObject({ required: false, absence: 'never-seen' });
  });

  it('serves a page whose score block is gone, without a score', () => {
    const recipe = learnFrom([first, second]);
    const got = replay(recipe, lampPage({ title: 'Kiln wall lamp', price: 77, maker: 'Lumenwick', code: 'LW-3300' }));
    expect(got).toMatchObject({ ok: true, result: { title: 'Kiln wall lamp', price: 77, code: 'LW-3300' } });
    expect(got.ok && 'score' in got.result).toBe(false);
  });

  it('does not serve a page that still shows the score block or its label without a readable score', () => {
    const recipe = learnFrom([first, second]);
    const empty = replay(recipe, lampPage({ ...second, title: 'Kiln wall lamp', score: 'empty' }));
    expect(empty.ok).toBe(false);
    expect(!empty.ok && empty.reason).toMatch(/score not found where the recipe reads it/);
    // The score moved into the facts table: its block is gone, but its label is on the page.
    const moved = replay(recipe, lampPage({ ...second, title: 'Kiln wall lamp', score: 'moved' }));
    expect(moved.ok).toBe(false);
  });

  it('sends a page lacking most fields every learning page had (an error page) to the model', () => {
    const recipe = learnFrom([first, second]);
    const error = `<!DOCTYPE html><html><body><main class="lamp"><h1>This lamp is no longer sold</h1>
      <p>See <a href="/">all lamps</a>.</p></main></body></html>`;
    const got = replay(recipe, error);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/the page lacks .*price.*which every page learned from had/);
  });

  it('learns a field absent on a learning page, its place gone there, as "seen gone"', () => {
    const recipe = learnFrom([first, { ...second, score: undefined }]);
    expect(recipe.fields.find((f) => f.name === 'score')).toMatchObject({ required: false, absence: 'seen-gone' });
    expect(replay(recipe, lampPage({ ...first, score: 'empty' })).ok).toBe(false);
  });

  it('keeps a field the schema requires required', () => {
    const required = { ...schema, required: ['score'] };
    const outcome = learnRecipe(
      [first, second].map((l, i) => ({
        doc: parseHtmlDocument(lampPage(l)),
        url: `https://lamps.test/l/${i}`,
        result: answer(l),
      })),
      required,
      { id: 'r', now: 0 },
    );
    expect(outcome.ok && outcome.recipe.fields.find((f) => f.name === 'score')).toMatchObject({ required: true });
  });
});

describe('recipes: a list record missing a value the other records have', () => {
  const listSchema = {
    type: 'object',
    properties: {
      lamps: {
        type: 'array',
        items: { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' } } },
      },
    },
  };
  const list = (rows: Array<[string, number | null]>): string =>
    `<!DOCTYPE html><html><body><ul class="shelf">${rows
      .map(
        ([t, p]) =>
          `<li class="shelf-item"><a class="shelf-name" href="/l/${t.length}">${t}</a>${p === null ? '' : `<span class="shelf-cost">€${p}</span>`}</li>`,
      )
      .join('')}</ul></body></html>`;

  it('is not served, though the page-level rule would allow it', () => {
    const pages: Array<Array<[string, number]>> = [
      [
        ['Reed lamp', 40],
        ['Dune lamp', 55],
      ],
      [
        ['Kiln lamp', 61],
        ['Tide lamp', 19],
        ['Moss lamp', 33],
      ],
    ];
    const outcome = learnRecipe(
      pages.map((rows, i) => ({
        doc: parseHtmlDocument(list(rows)),
        url: `https://lamps.test/c/${i}`,
        result: { lamps: rows.map(([title, price]) => ({ title, price })) },
      })),
      listSchema,
      { id: 'r', now: 0 },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    const got = replayRecipe(
      viewPage(
        parseHtmlDocument(
          list([
            ['Fern lamp', 25],
            ['Ash lamp', null],
          ]),
        ),
        'https://lamps.test/c/9',
      ),
      outcome.recipe,
      listSchema,
    );
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/lamps record 2 of 2: price not found/);
  });
});

describe('recipes: which new blocks send a page to the model as a check', () => {
  const learned = structureMarks(parseHtmlDocument(lampPage(first)));

  it('leaves out a wrapper that shows only values the recipe read (a variant of the title block)', () => {
    const variant = lampPage(second).replace(
      /<h1 class="lamp-title">(.*?)<\/h1>/,
      '<div class="lamp-hero"><h1 class="lamp-title">$1</h1></div>',
    );
    const values = textValues({ title: second.title, maker: second.maker, code: second.code, price: 129 });
    expect(unreadMarks(parseHtmlDocument(variant), learned, values)).toEqual([]);
  });

  it('leaves out a new block that shows only an advertising label', () => {
    const ad = lampPage(second, '<small>Sponsored</small>');
    expect(unreadMarks(parseHtmlDocument(ad), learned, textValues(answer(second)))).toEqual([]);
    const note = lampPage(second, '<small>Sold out soon</small>');
    expect(unreadMarks(parseHtmlDocument(note), learned, textValues(answer(second)))).toContain('small');
  });

  it('keeps a new block that shows anything else, and every new label', () => {
    const banner = lampPage(second, '<aside class="lamp-note"><p>Ships in two days</p></aside>');
    const values = textValues(answer(second));
    expect(unreadMarks(parseHtmlDocument(banner), learned, values)).toContain('aside.lamp-note');
    const labelled = lampPage(second).replace(
      '<tr><th>Code</th>',
      '<tr><th>Finish</th><td>matte</td></tr><tr><th>Code</th>',
    );
    expect(unreadMarks(parseHtmlDocument(labelled), learned, values)).toContain('label:finish');
    // A key beside a value the recipe read there labels that value: no new label.
    expect(unreadMarks(parseHtmlDocument(labelled), learned, [...values, 'matte'])).not.toContain('label:finish');
  });

  it('judges a new block by what the served result lacks: nothing, a number, or a text', () => {
    const banner = lampPage(second, '<aside class="lamp-note"><p>Ships in two days</p></aside>');
    const deal = lampPage(second, '<aside class="lamp-note"><p>Bundle with a shade: 12 off</p></aside>');
    const marks = (html: string, result: Record<string, unknown>) =>
      unreadMarks(parseHtmlDocument(html), learned, textValues(result), undefined, {
        couldHold: blockCouldHold(result, schema, []),
      });
    // Every field read: a block of words holds nothing the result lacks.
    expect(marks(banner, answer(second))).toEqual([]);
    // Only the score lacking: a block with no figure cannot hold it; one with a figure may.
    const noScore = answer({ ...second, score: undefined });
    expect(marks(banner, noScore)).toEqual([]);
    expect(marks(deal, noScore)).toContain('aside.lamp-note');
    // A figure the result holds (the price again, in a new bar) is the price's, not the score's.
    const bar = lampPage(second, '<aside class="lamp-note"><p>Now only €129.00</p></aside>');
    expect(marks(bar, noScore)).toEqual([]);
    // An amount in a currency no field read ("Used from €88.00") is no score: a figure keeps its role.
    const used = lampPage(second, '<aside class="lamp-note"><p>Used from €88.00</p></aside>');
    expect(marks(used, noScore)).toEqual([]);
    expect(marks(used, { ...noScore, price: undefined })).toContain('aside.lamp-note');
    // A text lacking: any new block with words may hold it.
    const { maker: _maker, ...noMaker } = answer(second);
    expect(marks(banner, noMaker)).toContain('aside.lamp-note');
    // A new label still counts with every field read (judged by new-labels, not here).
    const labelled = lampPage(second).replace(
      '<tr><th>Code</th>',
      '<tr><th>Finish</th><td>matte</td></tr><tr><th>Code</th>',
    );
    expect(marks(labelled, answer(second))).toContain('label:finish');
  });
});

describe('recipes: how many optional facts a page of the template may lack', () => {
  // A made-up kettle page with six facts, each in its own labelled line; `drop` leaves lines out.
  const facts = { title: 'Brook kettle', price: 38.5, maker: 'Tarnware', code: 'TW-118', score: 4.2, finish: 'slate' };
  const kettlePage = (f: Record<string, unknown>, drop: string[] = []): string =>
    `<!DOCTYPE html><html><body><main><h1 class="k-title">${String(f.title)}</h1>${Object.entries(f)
      .filter(([k]) => k !== 'title' && !drop.includes(k))
      .map(([k, v]) => `<p class="k-${k}">${k[0]!.toUpperCase()}${k.slice(1)}: ${String(v)}</p>`)
      .join('')}</main></body></html>`;
  const schemaOf = (f: Record<string, unknown>) => ({
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(f).map(([k, v]) => [k, { type: typeof v === 'number' ? 'number' : 'string' }]),
    ),
  });
  const other = { title: 'Fell kettle', price: 52, maker: 'Hobware', code: 'HB-240', score: 3.9, finish: 'copper' };
  const learnKettles = (pages: Array<Record<string, unknown>> = [facts, other]): Recipe => {
    const outcome = learnRecipe(
      pages.map((f, i) => ({
        doc: parseHtmlDocument(kettlePage(f)),
        url: `https://kettles.test/k/${i}`,
        result: f,
      })),
      schemaOf(pages[0] ?? facts),
      { id: 'k', now: 0 },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.recipe;
  };
  const next = { title: 'Sill kettle', price: 44, maker: 'Tarnware', code: 'TW-131', score: 4.8, finish: 'sand' };
  const replayKettle = (recipe: Recipe, drop: string[], shown: Record<string, unknown> = next) =>
    replayRecipe(
      viewPage(parseHtmlDocument(kettlePage(shown, drop)), 'https://kettles.test/k/9'),
      recipe,
      schemaOf(shown),
    );

  it('serves a page lacking two of six facts, both places gone', () => {
    const got = replayKettle(learnKettles(), ['score', 'finish']);
    expect(got).toMatchObject({
      ok: true,
      result: { title: 'Sill kettle', price: 44, maker: 'Tarnware', code: 'TW-131' },
    });
    expect(got.ok && ('score' in got.result || 'finish' in got.result)).toBe(false);
  });

  it('serves a page lacking three of six facts (half), and sends one lacking four to the model', () => {
    const three = replayKettle(learnKettles(), ['score', 'finish', 'maker']);
    expect(three).toMatchObject({ ok: true, result: { title: 'Sill kettle', price: 44, code: 'TW-131' } });
    const got = replayKettle(learnKettles(), ['score', 'finish', 'maker', 'code']);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/the page lacks .*which every page learned from had/);
  });

  it('counts a rating and a count of reviews lacking together as one absence', () => {
    // Seven facts: a page may lack three. No reviews, no finish, no code: four fields, three absences.
    const rated = (f: Record<string, unknown>, rating: number, reviews: number) => {
      const { score: _score, ...rest } = f;
      return { ...rest, rating, reviews };
    };
    const recipe = learnKettles([rated(facts, 4.2, 31), rated(other, 3.9, 8)]);
    const shown = rated(next, 4.8, 57);
    const unreviewed = replayKettle(recipe, ['rating', 'reviews', 'finish', 'code'], shown);
    expect(unreviewed).toMatchObject({ ok: true, result: { title: 'Sill kettle', price: 44, maker: 'Tarnware' } });
    // Four absences of other facts are still too many.
    const got = replayKettle(recipe, ['rating', 'maker', 'finish', 'code'], shown);
    expect(!got.ok && got.reason).toMatch(/the page lacks .*which every page learned from had/);
  });
});

describe('recipes: a value read as one line of a block that holds other values too', () => {
  // A "was" price read as the line "Was €9 €9" of the cost block: the block stays when the old price goes.
  const rule = {
    picks: [
      {
        locator: { by: 'css' as const, selector: 'div.lamp-cost' },
        read: 'text',
        before: '',
        after: '',
        keep: false,
        lines: 'a €9 €9',
        part: 1,
        many: false,
      },
    ],
  };
  const view = (cost: string) =>
    viewPage(
      parseHtmlDocument(
        `<!DOCTYPE html><html><body><main><h1>Desk lamp</h1><div class="lamp-cost">${cost}</div></main></body></html>`,
      ),
      'https://lamps.test/l/1',
    );

  it('has its place gone when no line of its outline is left, though the block is there', () => {
    expect(placeGone(view('<span>€18.00</span>'), rule, null)).toBe(true);
  });

  it('still has its place when a line of its outline is shown', () => {
    expect(placeGone(view('<span>Was €24.00 €18.00</span>'), rule, null)).toBe(false);
  });
});

describe('recipes: a list price framed only by its currency', () => {
  const wasSchema = {
    type: 'object',
    properties: { title: { type: 'string' }, price: { type: 'number' }, was: { type: 'number' } },
  };
  const page = (title: string, price: number, was?: number): string => `<!DOCTYPE html><html><body><main class="lamp">
    <h1 class="lamp-title">${title}</h1>
    <div class="lamp-cost"><span class="lamp-now">€ ${price.toFixed(2)}</span>${was ? `<s class="lamp-was">€ ${was.toFixed(2)}</s>` : ''}</div>
    </main></body></html>`;
  const example = (title: string, price: number, was?: number) => ({
    doc: parseHtmlDocument(page(title, price, was)),
    url: `https://lamps.test/l/${title.length}`,
    result: { title, price, ...(was ? { was } : {}) },
  });

  it('is learned from a page with it and one without, and served absent where its place is gone', () => {
    // "€ 41.50", the price beside it, is framed by the same currency: no sign the list price moved.
    const outcome = learnRecipe([example('Reed desk lamp', 41.5), example('Dune floor lamp', 99, 129)], wasSchema, {
      id: 'r',
      now: 0,
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    const got = replayRecipe(
      viewPage(parseHtmlDocument(page('Kiln wall lamp', 77)), 'https://lamps.test/l/9'),
      outcome.recipe,
      wasSchema,
    );
    expect(got).toMatchObject({ ok: true, result: { title: 'Kiln wall lamp', price: 77 } });
    expect(got.ok && 'was' in got.result).toBe(false);
    // The list price moved into another element: an amount in its currency that no field read.
    const moved = page('Kiln wall lamp', 77, 95).replace(
      /<s class="lamp-was">(.*?)<\/s>/,
      '<del class="lamp-old">$1</del>',
    );
    const refused = replayRecipe(
      viewPage(parseHtmlDocument(moved), 'https://lamps.test/l/9'),
      outcome.recipe,
      wasSchema,
    );
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(
      /was not found where the recipe reads it, though the page shows a value like it/,
    );
  });
});

describe('recipes: the place of a value read from an attribute', () => {
  const colour = {
    picks: [
      {
        locator: { by: 'css' as const, selector: 'button[aria-pressed="true"]' },
        read: 'aria-label',
        before: '',
        after: '',
        keep: false,
        many: false,
      },
    ],
  };
  const view = (html: string) =>
    viewPage(parseHtmlDocument(`<html><body>${html}</body></html>`), 'https://lamps.test/l/1');

  it('is gone when the elements found lack that attribute (a pressed size button, no swatch)', () => {
    expect(placeGone(view('<div><button aria-pressed="true">42</button></div>'), colour, null)).toBe(true);
    expect(placeGone(view('<div><button aria-pressed="true" aria-label="Moss">·</button></div>'), colour, null)).toBe(
      false,
    );
  });
});

describe('recipes: the place of an array', () => {
  it('is gone when the elements its reading finds show nothing (empty swatches where size buttons were)', () => {
    const sizes = {
      array: true,
      picks: [
        {
          locator: { by: 'css' as const, selector: 'button.gap-1' },
          read: 'text',
          before: '',
          after: '',
          keep: false,
          many: true,
        },
      ],
    };
    const view = (html: string) =>
      viewPage(parseHtmlDocument(`<html><body>${html}</body></html>`), 'https://lamps.test/l/2');
    expect(placeGone(view('<div><button class="gap-1" aria-label="Moss"></button></div>'), sizes, null)).toBe(true);
    expect(placeGone(view('<div><button class="gap-1">XL</button></div>'), sizes, null)).toBe(false);
  });
});

describe('recipes: a rating framed in an attribute', () => {
  const rating = {
    type: 'number' as const,
    shape: '9',
    picks: [
      {
        locator: { by: 'css' as const, selector: 'div.lamp-stars-old div[role="img"]' },
        read: 'aria-label',
        before: '',
        after: 'out',
        keep: false,
        many: false,
      },
    ],
  };
  const view = (html: string) =>
    viewPage(parseHtmlDocument(`<html><body>${html}</body></html>`), 'https://lamps.test/l/3');
  const stars = (n: string) => `<div role="img" aria-label="${n} out of 5 stars"></div>`;

  it('is shown though its old place is gone, unless only other items carry it', () => {
    // The rating moved into another wrapper: its aria-label frames a value like the one learned.
    expect(framedValueShown(view(`<main><div class="lamp-head">${stars('1.8')}</div></main>`), rating, null)).toBe(
      true,
    );
    // Only the cards of a "customers also viewed" row carry one: this lamp has none.
    const row = `<section><div class="card">${stars('4.6')}<a href="/a">Ash lamp</a></div><div class="card">${stars('3.9')}<a href="/b">Elm lamp</a></div></section>`;
    expect(framedValueShown(view(`<main><h1>Kiln lamp</h1></main>${row}`), rating, null)).toBe(false);
  });

  it('is not a number glued to a word of the frame (a price run into the list price after it)', () => {
    // A card without a rating: its price split in two spans, then a list price opened by "Out".
    const card = view(
      `<div class="tile"><a href="/l/4">Kiln lamp</a><span>€</span> <span>105</span><span>,50</span><span>Out € 130,99</span></div>`,
    );
    const root = card.doc.querySelector('div.tile');
    expect(framedValueShown(card, rating, root)).toBe(false);
    const rated = view(`<div class="tile"><a href="/l/4">Kiln lamp</a><span>4,5 out of 5</span></div>`);
    expect(framedValueShown(rated, rating, rated.doc.querySelector('div.tile'))).toBe(true);
  });
});

describe('recipes: a number read at one of several places alike', () => {
  const wasSchema = {
    type: 'object',
    properties: { title: { type: 'string' }, price: { type: 'number' }, was: { type: 'number' } },
  };
  const page = (title: string, price: number, extra: string): string =>
    `<html><body><main><h1 class="lamp-title">${title}</h1><p class="lamp-now">€ ${price}.00</p>${extra}</main></body></html>`;

  it('goes to the model when it reads exactly what another field read (a bar repeating the price)', () => {
    const outcome = learnRecipe(
      [
        {
          doc: parseHtmlDocument(
            page('Reed lamp', 40, '<span class="amt">€ 40.00</span><span class="amt">€ 55.00</span>'),
          ),
          url: 'https://lamps.test/l/1',
          result: { title: 'Reed lamp', price: 40, was: 55 },
        },
        {
          doc: parseHtmlDocument(
            page('Dune lamp', 60, '<span class="amt">€ 60.00</span><span class="amt">€ 75.00</span>'),
          ),
          url: 'https://lamps.test/l/2',
          result: { title: 'Dune lamp', price: 60, was: 75 },
        },
      ],
      wasSchema,
      { id: 'r', now: 0 },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    // Whatever the learner chose, read the list price as the second of the amounts.
    const recipe = {
      ...outcome.recipe,
      fields: outcome.recipe.fields.map((f) =>
        f.name === 'was'
          ? {
              ...f,
              picks: [
                {
                  locator: { by: 'css' as const, selector: 'span.amt' },
                  read: 'text',
                  before: '€',
                  after: '',
                  keep: false,
                  many: false,
                  item: 1,
                },
              ],
            }
          : f,
      ),
    };
    const sticky = page(
      'Kiln lamp',
      77,
      '<span class="amt">€ 80.00</span><div class="bar"><span class="amt">€ 77.00</span></div>',
    );
    const got = replayRecipe(viewPage(parseHtmlDocument(sticky), 'https://lamps.test/l/9'), recipe, wasSchema);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/was reads, at one of several places alike, what another field read here/);
  });
});

describe('recipes: a text field whose values always had a letter', () => {
  it('does not serve a value without one read in its place (a discount badge where the colour stood)', () => {
    const colourSchema = { type: 'object', properties: { title: { type: 'string' }, colour: { type: 'string' } } };
    const page = (title: string, colour: string) =>
      `<html><body><main><h1 class="lamp-title">${title}</h1><span class="lamp-tone">${colour}</span></main></body></html>`;
    const outcome = learnRecipe(
      [
        {
          doc: parseHtmlDocument(page('Reed lamp', 'Moss green')),
          url: 'https://lamps.test/l/1',
          result: { title: 'Reed lamp', colour: 'Moss green' },
        },
        {
          doc: parseHtmlDocument(page('Dune lamp', 'Rust')),
          url: 'https://lamps.test/l/2',
          result: { title: 'Dune lamp', colour: 'Rust' },
        },
      ],
      colourSchema,
      { id: 'r', now: 0 },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    const got = replayRecipe(
      viewPage(parseHtmlDocument(page('Kiln lamp', '-35%')), 'https://lamps.test/l/9'),
      outcome.recipe,
      colourSchema,
    );
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/colour does not look like the learned values \("-35%"\)/);
  });
});

describe('recipes: a field a learning page lacked while its place was still there', () => {
  // Sizes read by their outline from the page's buttons ("30/32"), as a learner may when nothing
  // else tells the size buttons from "Add to bag": a page without sizes still has buttons.
  const sizesRule: FieldRule = {
    name: 'sizes',
    type: 'string',
    array: true,
    required: false,
    picks: [
      {
        locator: { by: 'css', selector: 'button[type="button"]' },
        read: 'text',
        before: '',
        after: '',
        keep: false,
        lines: '9/9',
        many: false,
      },
    ],
    maxLength: 5,
  };
  const trouserPage = (sizes: string[], buttons = true): string => `<!DOCTYPE html><html><body><main>
    <h1 class="t-name">Wool trouser</h1>
    ${sizes.map((s) => `<button type="button">${s}</button>`).join('')}
    ${buttons ? '<button type="button">Add to bag</button><button type="button">Save for later</button>' : ''}
    </main></body></html>`;
  const view = (html: string) => viewPage(parseHtmlDocument(html), 'https://trousers.test/t/1');
  const learned = (): FieldRule => ({
    ...sizesRule,
    ...learnAbsence(sizesRule, [
      { view: view(trouserPage(['30/32', '32/32'])), present: true },
      { view: view(trouserPage([])), present: false },
    ]),
  });

  it('keeps what the place showed on the page without the field', () => {
    expect(learned()).toMatchObject({ emptyShows: ['add to bag', 'save for later'] });
    expect(learned().absence).toBeUndefined();
  });

  it('serves the field absent where the place shows only that, or is gone', () => {
    expect(showsOnlyEmpty(view(trouserPage([])), learned(), null, [])).toBe(true);
    expect(showsOnlyEmpty(view(trouserPage([], false)), learned(), null, [])).toBe(true);
  });

  it('sends a page whose place shows new text (sizes written another way) to the model', () => {
    expect(showsOnlyEmpty(view(trouserPage(['S', 'M', 'L'])), learned(), null, [])).toBe(false);
    const recipe: Recipe = {
      ...learnFrom([first, second]),
      fields: [learned()],
    };
    const got = replayRecipe(view(trouserPage(['S', 'M', 'L'])), recipe, {
      type: 'object',
      properties: { sizes: { type: 'array', items: { type: 'string' } } },
    });
    expect(got).toMatchObject({ ok: false });
    expect(!got.ok && got.reason).toContain('its place shows what the pages learned from did not');
  });
});

describe('recipes: a number whose readings lost their path (an A/B variant without the wrappers)', () => {
  const pick = (selector: string) => ({
    locator: { by: 'css' as const, selector },
    read: 'text',
    before: '',
    after: '',
    keep: false,
    many: false,
  });
  const rating = {
    picks: [pick('div.score-row span.num'), pick('div.score-box span.bold')],
    shape: '9.9',
    type: 'number' as const,
  };
  const page = (body: string) => viewPage(parseHtmlDocument(`<html><body><main>${body}</main></body></html>`));

  it('is shown when an element built like its place shows a value in its outline', () => {
    const variant = page('<h1>Reed lamp</h1><div class="flat"><span class="num bold">4.2</span></div>');
    expect(movedValueShown(variant, rating, null, [])).toBe(true);
    // The figure another field read is that field's.
    expect(movedValueShown(variant, rating, null, [4.2])).toBe(false);
  });

  it('is not shown by an element built otherwise, or by a value in another outline', () => {
    expect(movedValueShown(page('<span class="num">4.2</span>'), rating, null, [])).toBe(false);
    expect(movedValueShown(page('<span class="num bold">(42)</span>'), rating, null, [])).toBe(false);
  });
});

describe('recipes: a field the pages learned again from never had', () => {
  const third: Lamp = { title: 'Kiln wall lamp', price: 77, maker: 'Lumenwick', code: 'LW-3300' };
  const fourth: Lamp = { title: 'Moth clip lamp', price: 19, maker: 'Glowmere', code: 'GM-1204' };
  const learnedPages = (lamps: Lamp[]) =>
    lamps.map((l, i) => ({ doc: parseHtmlDocument(lampPage(l)), url: `https://lamps.test/l/${i}`, result: answer(l) }));

  it('keeps the old readings, absent where their place is gone, instead of none', () => {
    const old = learnFrom([first, second]);
    const again = learnFrom([third, fourth]);
    expect(again.fields.find((f) => f.name === 'score')?.picks).toEqual([]);
    const kept = keepLostReadings(again, old, learnedPages([third, fourth]), schema);
    if (typeof kept === 'string') throw new Error(kept);
    expect(kept.fields.find((f) => f.name === 'score')).toMatchObject({ absence: 'seen-gone' });
    // The next page with a score is read, not served without one.
    expect(replay(kept, lampPage({ ...fourth, score: 2.5 }))).toMatchObject({ ok: true, result: { score: 2.5 } });
  });

  it('is not learned again when the old readings read a value those answers did not have', () => {
    const old = learnFrom([first, second]);
    // The pages show a score the answers leave out (a score of the shop, not of the lamp, say).
    const pages = [
      {
        doc: parseHtmlDocument(lampPage({ ...third, score: 4.1 })),
        url: 'https://lamps.test/l/0',
        result: answer(third),
      },
      {
        doc: parseHtmlDocument(lampPage({ ...fourth, score: 3.2 })),
        url: 'https://lamps.test/l/1',
        result: answer(fourth),
      },
    ];
    const again = learnRecipe(pages, schema, { id: 'r', now: 0 });
    if (!again.ok) throw new Error(again.reason);
    expect(keepLostReadings(again.recipe, old, pages, schema)).toBe(
      'score: these pages lack it, and the old readings read something there',
    );
  });
});

describe('recipes: a value framed as learned, its thousands grouped by a space', () => {
  it('is shown though its labelled place is gone ("Was 1 266,95 €")', () => {
    const was = {
      picks: [
        {
          locator: { by: 'label' as const, tag: 'span', label: 'Was', within: 'div.cost-box' },
          read: 'text',
          before: 'Was',
          after: '€',
          keep: false,
          many: false,
        },
      ],
      type: 'number' as const,
    };
    const html = (figure: string) =>
      `<html><body><main><h1>Kiln boot</h1><div class="flat"><span>1 067,00 €</span><span>Was ${figure} €</span></div></main></body></html>`;
    for (const figure of ['1 266,95', '1\u00a0266,95', '266,95'])
      expect(framedValueShown(viewPage(parseHtmlDocument(html(figure))), was, null), figure).toBe(true);
  });
});
