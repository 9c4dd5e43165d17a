import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { selectorInWords } from '../../lib/recipes/selector-words';
import { shapeOf } from '../../lib/recipes/page-text';
import {
  describePick,
  describeRecipe,
  learnRecipe,
  recipeSchema,
  replayRecipe,
  viewPage,
  type Recipe,
} from '../../lib/recipes';

/** A made-up shop template: header, a product block with labelled details, a footer. */
function productPage(p: {
  title: string;
  authors: string[];
  isbn: string;
  price: string;
  publisher?: string;
  promo?: boolean;
  jsonld?: boolean;
}): string {
  return `<!DOCTYPE html><html><head><title>${p.title} | Shop</title>
    ${p.jsonld ? `<script type="application/ld+json">{"@type":"Book","name":${JSON.stringify(p.title)},"isbn":"${p.isbn}"}</script>` : ''}
    </head><body>
    <div id="header"><a href="/">Shop</a> <span>3 Items</span></div>
    ${p.promo ? '<div class="banner"><h2>Summer sale</h2><p>Everything must go</p></div>' : ''}
    <div class="product">
      <h1 class="product-title">${p.title}</h1>
      <p class="byline">by ${p.authors.map((a) => `<a href="/author/${a.length}">${a}</a>`).join(', ')}</p>
      <div class="buy"><span class="price-now">${p.price}</span> <button>Add to cart</button></div>
      <ul class="details">
        <li><b>ISBN:</b> ${p.isbn}</li>
        ${p.publisher ? `<li><b>Publisher:</b> ${p.publisher}</li>` : ''}
        <li><b>Pages:</b> 320</li>
      </ul>
    </div>
    <div id="footer">Contact us</div>
    </body></html>`;
}

const bookSchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    authors: { type: 'array', items: { type: 'string' } },
    isbn: { type: 'string' },
    price: { type: 'number' },
    publisher: { type: 'string' },
  },
  required: ['title', 'isbn'],
};

const page1 = {
  title: 'Stone Garden',
  authors: ['Ann Reed'],
  isbn: '9780000000017',
  price: '$14.37',
  publisher: 'North Press',
};
const page2 = {
  title: 'The Long River',
  authors: ['Bo Lind'],
  isbn: '9780000000024',
  price: '$8.50',
  publisher: 'Hill Books',
};

function doc(html: string): Document {
  return parseHtmlDocument(html);
}

function answer(p: typeof page1): Record<string, unknown> {
  return {
    title: p.title,
    authors: p.authors,
    isbn: p.isbn,
    price: Number(p.price.replace(/[^\d.]/g, '')),
    publisher: p.publisher,
  };
}

function learned(...pages: Array<typeof page1>): Recipe {
  const outcome = learnRecipe(
    pages.map((p) => ({ doc: doc(productPage(p)), url: `https://shop.test/book/${p.isbn}`, result: answer(p) })),
    bookSchema,
    { id: 'r1', now: 1 },
  );
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.recipe;
}

function replay(recipe: Recipe, html: string) {
  return replayRecipe(viewPage(doc(html), 'https://shop.test/book/x'), recipe, bookSchema);
}

describe('recipes: learn and replay', () => {
  it('reads another page of the template, every field and type, with no positions needed', () => {
    const recipe = learned(page1, page2);
    const other = {
      title: 'Night Trains',
      authors: ['Cy Moss', 'Di Park', 'Ed Quay'],
      isbn: '9780000000031',
      price: '$1,357.00',
      publisher: 'Lake & Sons',
    };
    // A promotional block above the product shifts every position on the page.
    const got = replay(recipe, productPage({ ...other, promo: true }));
    expect(got).toEqual({
      ok: true,
      records: 0,
      leftOut: 0,
      result: {
        title: 'Night Trains',
        authors: ['Cy Moss', 'Di Park', 'Ed Quay'],
        isbn: '9780000000031',
        price: 1357,
        publisher: 'Lake & Sons',
      },
    });
  });

  it('anchors labelled values on their label, not on their place in the list', () => {
    const recipe = learned(page1, page2);
    const isbn = recipe.fields.find((f) => f.name === 'isbn');
    expect(JSON.stringify(isbn?.picks[0])).toContain('ISBN:');
    expect(JSON.stringify(recipe)).not.toMatch(/nth-of-type/);
  });

  it('fails with the field and the reason when the template changed', () => {
    const recipe = learned(page1, page2);
    const changed = productPage({ ...page2, isbn: '9780000000048' })
      .replace(/<b>ISBN:<\/b>/, '<b>EAN</b>')
      .replace('class="price-now"', 'class="amount"');
    const got = replay(recipe, changed);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.reason).toMatch(/^(isbn|price) not found on the page$/);
  });

  it('does not serve a page where a learned field reads ambiguously', () => {
    const recipe = learned(page1, page2);
    const twice = productPage(page2).replace(
      '<div id="footer">',
      '<div class="product"><h1 class="product-title">Another</h1></div><div id="footer">',
    );
    const got = replay(recipe, twice);
    expect(got.ok).toBe(false);
  });

  it('keeps only what reproduces every learning page, and says so when nothing does', () => {
    const wrong = learnRecipe(
      [{ doc: doc(productPage(page1)), result: { ...answer(page1), isbn: '9999999999999' } }],
      bookSchema,
      { id: 'r', now: 0 },
    );
    expect(wrong).toEqual({ ok: false, reason: 'isbn could not be located on the page' });
  });

  it('reads a value from JSON-LD when the page has it', () => {
    const withLd = (p: typeof page1): string =>
      productPage({ ...p, jsonld: true }).replace(/<li><b>ISBN:<\/b>[^<]*<\/li>/, '');
    const outcome = learnRecipe(
      [page1, page2].map((p) => ({ doc: doc(withLd(p)), result: { title: p.title, isbn: p.isbn } })),
      { type: 'object', properties: { title: { type: 'string' }, isbn: { type: 'string' } } },
      { id: 'ld', now: 0 },
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.recipe.fields.find((f) => f.name === 'isbn')?.picks[0]?.locator).toEqual({
      by: 'jsonld',
      type: 'Book',
      path: 'isbn',
    });
    const got = replayRecipe(viewPage(doc(withLd({ ...page1, isbn: '9781111111111' }))), outcome.recipe);
    expect(got.ok && got.result.isbn).toBe('9781111111111');
  });

  it('leaves out an optional field missing on a page and refuses a required one', () => {
    const recipe = learned(page1, { ...page2, publisher: undefined } as unknown as typeof page1);
    const noPublisher = replay(recipe, productPage({ ...page1, publisher: undefined }));
    expect(noPublisher.ok && 'publisher' in noPublisher.result).toBe(false);
    const noTitle = replay(recipe, productPage(page1).replace(/<h1[^>]*>[^<]*<\/h1>/, ''));
    expect(noTitle).toEqual({ ok: false, reason: 'title not found on the page' });
  });

  it('validates the result against the schema', () => {
    const recipe = learned(page1, page2);
    const strict = {
      ...bookSchema,
      properties: { ...bookSchema.properties, isbn: { type: 'string', pattern: '^97[89]' } },
    };
    const got = replayRecipe(viewPage(doc(productPage({ ...page2, isbn: '1230000000000' }))), recipe, strict);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.reason).toMatch(/schema|does not look like/);
  });
});

describe('recipes: prices with the cents raised', () => {
  const page = (name: string, whole: string, cents: string): string =>
    `<html><body><h1 class="name">${name}<sup>12</sup></h1><div class="price">$${whole}<sup>${cents}</sup></div></body></html>`;
  const schema = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'string' } } };

  it('reads "$14<sup>37</sup>" as $14.37, as the model input shows it, and leaves a footnote mark alone', () => {
    const outcome = learnRecipe(
      [{ doc: doc(page('Kettle', '14', '37')), result: { name: 'Kettle12', price: '$14.37' } }],
      schema,
      {
        id: 'sup',
        now: 0,
      },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    const got = replayRecipe(viewPage(doc(page('Toaster', '7', '05'))), outcome.recipe, schema);
    if (!got.ok) throw new Error(got.reason);
    expect(got.result).toEqual({ name: 'Toaster12', price: '$7.05' });
  });

  it('reads cents raised after a whole number split over elements and grouped in thousands', () => {
    const split = (whole: string, cents: string): string =>
      `<html><body><h1 class="name">Kettle</h1><div class="price"><span>€</span> <span class="w">${whole}</span><sup>${cents}</sup></div></body></html>`;
    const number = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } };
    const outcome = learnRecipe(
      [
        { doc: doc(split('1.197', '99')), result: { name: 'Kettle', price: 1197.99 } },
        { doc: doc(split('86', '95')), result: { name: 'Kettle', price: 86.95 } },
      ],
      number,
      { id: 'sup2', now: 0 },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    const got = replayRecipe(viewPage(doc(split('2.450', '10'))), outcome.recipe, number);
    if (!got.ok) throw new Error(got.reason);
    expect(got.result).toEqual({ name: 'Kettle', price: 2450.1 });
  });
});

describe('recipes: lists', () => {
  /** `{ [list]: [ { field: type… } ] }` as a JSON Schema. */
  const listOf = (list: string, fields: Record<string, string>) => ({
    type: 'object',
    properties: {
      [list]: {
        type: 'array',
        items: {
          type: 'object',
          properties: Object.fromEntries(Object.entries(fields).map(([name, type]) => [name, { type }])),
        },
      },
    },
  });
  const catalogue = (items: Array<{ name: string; price: string }>): string =>
    `<html><body><div id="nav">Home</div><ul class="results">${items
      .map(
        (i) =>
          `<li class="card"><h3 class="name"><a href="/p/${i.name.length}">${i.name}</a></h3><span class="cost">${i.price}</span> <em>In stock</em></li>`,
      )
      .join('')}</ul><div id="footer">Page 1</div></body></html>`;
  const items = Array.from({ length: 80 }, (_, i) => ({
    name: `Item ${String.fromCharCode(65 + (i % 26))}${i}`,
    price: `€${(i + 1) * 3},50`,
  }));
  const listSchema = listOf('products', { name: 'string', price: 'number' });

  it('learns from the 5 records a model returned and reads all 80', () => {
    const page = doc(catalogue(items));
    const five = items
      .slice(0, 5)
      .map((i) => ({ name: i.name, price: Number(i.price.replace('€', '').replace(',', '.')) }));
    const outcome = learnRecipe([{ doc: page, result: { products: five } }], listSchema, { id: 'l', now: 0 });
    if (!outcome.ok) throw new Error(outcome.reason);
    const got = replayRecipe(viewPage(doc(catalogue(items))), outcome.recipe, listSchema);
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    const products = got.result.products as Array<{ name: string; price: number }>;
    expect(products).toHaveLength(80);
    expect(products[79]).toEqual({ name: 'Item B79', price: 240.5 });
    expect(got.records).toBe(80);
  });

  /** Bare <li> records in a bare <ul> below a menu of <li>s; each value runs into the next inline element. */
  const bareShop = (rows: Array<{ name: string; price: string; rating: string; posted: string }>): string =>
    `<html><body><header><nav><ul><li><a href="/">Home</a></li><li><a href="/sale">Sale</a></li></ul></nav></header>
    <h1>All products</h1><ul>${rows
      .map(
        (r) =>
          `<li><h3><a href="/p/${r.name.length}">${r.name}</a></h3> ${r.price} ★ ${r.rating}<br><time>${r.posted}</time><a class="more" href="/more">See more</a></li>`,
      )
      .join('')}</ul><footer><ul><li><a href="/help">Help</a></li></ul></footer></body></html>`;
  const rows = Array.from({ length: 30 }, (_, i) => ({
    name: `Lamp ${i + 1}`,
    price: `$${10 + i}.99`,
    rating: `${(3 + (i % 20) / 10).toFixed(1)}`,
    posted: `Jun ${1 + (i % 28)}, 2026`,
  }));
  const shopSchema = listOf('items', { name: 'string', price: 'string', rating: 'string', posted: 'string' });

  it('tells bare <li> records from a menu of <li>s and reads values that run into the next element', () => {
    const outcome = learnRecipe(
      [{ doc: doc(bareShop(rows.slice(0, 12))), result: { items: rows.slice(0, 5) } }],
      shopSchema,
      {
        id: 'bare',
        now: 0,
      },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.recipe.lists[0]?.container).not.toMatch(/nth-of-type/);
    const got = replayRecipe(viewPage(doc(bareShop(rows))), outcome.recipe, shopSchema);
    if (!got.ok) throw new Error(got.reason);
    expect(got.result.items).toEqual(rows);
  });

  /** Cards four to a row, with the first card repeated above the grid as "featured". */
  const gridPage = (cards: Array<{ name: string; price: string }>): string => {
    const card = (c: { name: string; price: string }): string =>
      `<div class="col"><div class="card"><h3>${c.name}</h3><p class="amount">${c.price}</p></div></div>`;
    const rowsHtml: string[] = [];
    for (let i = 0; i < cards.length; i += 4)
      rowsHtml.push(
        `<div class="row">${cards
          .slice(i, i + 4)
          .map(card)
          .join('')}</div>`,
      );
    return `<html><body><aside class="featured"><h2>Featured</h2>${cards[0] ? card(cards[0]) : ''}</aside>
      <div class="grid">${rowsHtml.join('')}</div></body></html>`;
  };
  const cards = Array.from({ length: 22 }, (_, i) => ({ name: `Mug ${i + 1}`, price: `£${i + 4}.50` }));
  const cardSchema = listOf('items', { name: 'string', price: 'string' });

  it('learns cards grouped in rows from a partial answer, leaving out a featured copy above the list', () => {
    const outcome = learnRecipe(
      [{ doc: doc(gridPage(cards.slice(0, 10))), result: { items: cards.slice(0, 5) } }],
      cardSchema,
      {
        id: 'grid',
        now: 0,
      },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    const got = replayRecipe(viewPage(doc(gridPage(cards))), outcome.recipe, cardSchema);
    if (!got.ok) throw new Error(got.reason);
    expect(got.result.items).toEqual(cards);
  });

  /** Stories as a title row, a details row and a spacer row each: no element around a story. */
  const storyTable = (stories: Array<{ title: string; points: string; by: string }>): string =>
    `<html><body><table class="items">${stories
      .map(
        (t) =>
          `<tr class="story"><td><a href="/s/${t.title.length}">${t.title}</a></td></tr>` +
          `<tr><td class="sub"><span class="score">${t.points}</span> by <a href="/u">${t.by}</a></td></tr><tr class="gap"></tr>`,
      )
      .join('')}<tr><td><a href="?p=2">More</a></td></tr></table></body></html>`;
  const stories = Array.from({ length: 24 }, (_, i) => ({
    title: `Show: a tiny tool number ${i + 1}`,
    points: `${(i * 37) % 400} points`,
    by: `maker${i + 1}`,
  }));
  const storySchema = listOf('items', { title: 'string', points: 'string', by: 'string' });

  it('learns records that have no element of their own (a title row and its details row) from a partial answer', () => {
    const outcome = learnRecipe(
      [{ doc: doc(storyTable(stories.slice(0, 12))), result: { items: stories.slice(0, 5) } }],
      storySchema,
      {
        id: 'stories',
        now: 0,
      },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.recipe.lists[0]).toMatchObject({ container: 'tr.story', siblings: true });
    const got = replayRecipe(viewPage(doc(storyTable(stories))), outcome.recipe, storySchema);
    if (!got.ok) throw new Error(got.reason);
    expect(got.result.items).toEqual(stories);
    // A story whose details row is gone is not served as a story without points.
    const broken = storyTable(stories).replace(
      /<tr><td class="sub"><span class="score">74 points<\/span>.*?<\/tr>/,
      '',
    );
    const refused = replayRecipe(viewPage(doc(broken)), outcome.recipe, storySchema);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/record 3 of 24/);
  });

  it('does not serve a list page where one record lacks a value the others have', () => {
    const outcome = learnRecipe(
      [{ doc: doc(bareShop(rows.slice(0, 8))), result: { items: rows.slice(0, 8) } }],
      shopSchema,
      {
        id: 'bare',
        now: 0,
      },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    const broken = bareShop(rows).replace(`<time>${rows[20]?.posted}</time>`, '');
    const got = replayRecipe(viewPage(doc(broken)), outcome.recipe, shopSchema);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.reason).toMatch(/record 21 of 30: posted/);
  });
});

describe('recipes: described for people', () => {
  it('says where each field is read, in words, from what the recipe holds', () => {
    const recipe = learned(page1, page2);
    const described = describeRecipe(recipe);
    expect(described.map((f) => f.name)).toEqual(['title', 'authors', 'isbn', 'price', 'publisher']);
    const isbn = described.find((f) => f.name === 'isbn');
    expect(isbn).toMatchObject({ type: 'string', required: true });
    expect(isbn?.reads[0]).toContain('“ISBN:”');
    expect(described.find((f) => f.name === 'authors')?.type).toBe('list of string');
    for (const field of described) expect(field.reads.join('')).not.toBe('');
  });

  it('names each kind of locator, the attribute read and the marks around the value', () => {
    const pick = (locator: Parameters<typeof describePick>[0]['locator'], extra = {}) =>
      describePick({ locator, read: 'text', before: '', after: '', keep: false, many: false, ...extra });
    expect(pick({ by: 'css', selector: 'a.title' }, { read: 'href' })).toBe(
      'the link address of the link marked “title”',
    );
    expect(pick({ by: 'label', tag: 'li', label: 'Maker:' }, { before: 'Maker:' })).toBe(
      'the text after the label “Maker:” (in a list item), after “Maker:”',
    );
    expect(pick({ by: 'after-line', tag: 'td', text: 'Publisher', within: 'table.specs' })).toBe(
      'the table cell right after the line “Publisher”, inside the table marked “specs”',
    );
    expect(pick({ by: 'jsonld', type: 'Product', path: 'offers.price' })).toBe(
      "the page's structured data (JSON-LD Product): offers.price",
    );
    expect(pick({ by: 'css', selector: ':scope' }, { before: '★' })).toBe('the record itself, after “★”');
    expect(pick({ by: 'css', selector: ':scope > h2 > a' })).toBe(
      'the link, directly in the heading, directly in the record',
    );
  });

  it('puts selectors in words: positions, ids, structured-data marks; quotes what it has no words for', () => {
    expect(selectorInWords('ul.specs > li:nth-of-type(2)')).toBe(
      'item 2 of the list items, directly in the list marked “specs”',
    );
    expect(selectorInWords('div#main [itemprop="price"]')).toBe(
      'the element marked as “price” (structured data), inside the block with id “main”',
    );
    expect(selectorInWords('table.specs td:last-child')).toBe('the last table cell, inside the table marked “specs”');
    expect(selectorInWords('a:hover')).toBeNull();
    expect(
      describePick({
        locator: { by: 'css', selector: 'a:hover' },
        read: 'text',
        before: '',
        after: '',
        keep: false,
        many: false,
      }),
    ).toBe('the element matching a:hover');
  });
});

describe('recipes: the stored shape', () => {
  it('round-trips through JSON and rejects what is not a recipe', () => {
    const recipe = learned(page1, page2);
    expect(recipeSchema.parse(JSON.parse(JSON.stringify(recipe)))).toEqual(recipe);
    expect(recipeSchema.safeParse({ ...recipe, fields: [{ name: 'x' }] }).success).toBe(false);
    expect(recipeSchema.safeParse({ ...recipe, version: 2 }).success).toBe(false);
  });
});

describe('recipes: confirming a candidate against a model answer', () => {
  it('accepts a recipe that reads every record the model returned, in order, and more after them', async () => {
    const { sameResult } = await import('../../lib/recipes/service');
    const all = {
      items: [
        { n: 'a', p: 1 },
        { n: 'b', p: 2 },
        { n: 'c', p: 3 },
      ],
    };
    expect(
      sameResult(all, {
        items: [
          { n: 'a', p: 1 },
          { n: 'b', p: 2 },
        ],
      }),
    ).toBe(true);
    expect(
      sameResult(all, {
        items: [
          { n: 'b', p: 2 },
          { n: 'a', p: 1 },
        ],
      }),
    ).toBe(false);
    expect(sameResult(all, { items: [{ n: 'a', p: 9 }] })).toBe(false);
    // A record the model left out before or between its own (a trending block built like the
    // list, an ad) is one the recipe must leave out too: only a tail may be more.
    expect(
      sameResult(all, {
        items: [
          { n: 'b', p: 2 },
          { n: 'c', p: 3 },
        ],
      }),
    ).toBe(false);
    expect(
      sameResult(all, {
        items: [
          { n: 'a', p: 1 },
          { n: 'c', p: 3 },
        ],
      }),
    ).toBe(false);
    expect(sameResult({ tags: ['x', 'y'] }, { tags: ['x'] })).toBe(false);
    expect(sameResult({ name: 'Ａｂｃ  d', missing: null }, { name: 'abc d' })).toBe(true);
  });
});

describe('recipes: the outline of a number grouped by spaces', () => {
  it('is one number, as "86,95" is', () => {
    expect(shapeOf('1 175,00')).toBe(shapeOf('86,95'));
    expect(shapeOf('1\u00a0389,50 €')).toBe(shapeOf('86,95 €'));
    expect(shapeOf('12 34')).not.toBe(shapeOf('1234'));
  });
});
