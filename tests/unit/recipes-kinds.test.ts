import { describe, expect, it } from 'vitest';
import { stateOf } from '../../lib/recipes/learn-boolean';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import type { Recipe } from '../../lib/recipes';
import { shownPieces, structureMarks, unreadMarks } from '../../lib/recipes/structure';
import { nameAndPriceList } from '../support/name-and-price-list';
import { learnStored, replayOn, type AnsweredPage } from './support/recipe-learning';

const AT = 'https://shop.test/c/';
const learn = (pages: AnsweredPage[], schema: unknown): Recipe => learnStored(pages, schema, AT);
const replay = (recipe: Recipe, html: string, schema: unknown) => replayOn(recipe, html, schema, AT);

interface Card {
  name: string;
  price: string;
  ad?: boolean;
  /** What an ad card says of itself (default "Promoted"). */
  note?: string;
}

/** A made-up category page: cards in a grid, an ad styled like a card, an optional featured copy on top. */
function gridPage(cards: Card[], featured?: Card): string {
  const card = (c: Card): string =>
    `<li class="tile${c.ad ? ' tile--promo' : ''}"><a class="tile-name" href="/p/${c.name.length}">${c.name}</a><span class="tile-cost">${c.price}</span>${c.ad ? `<small>${c.note ?? 'Promoted'}</small>` : ''}</li>`;
  return `<!DOCTYPE html><html><body><nav><a href="/">Home</a></nav><main><h1>Lamps</h1>
    ${featured ? `<section class="spotlight"><h2>Editor's pick</h2><ul>${card(featured)}</ul></section>` : ''}
    <ul class="tiles">${cards.map(card).join('')}</ul></main></body></html>`;
}

const listSchema = nameAndPriceList('items');

const answer = (cards: Card[]) => ({
  items: cards.filter((c) => !c.ad).map((c) => ({ name: c.name, price: Number(c.price.replace(/[^\d.]/g, '')) })),
});

describe('recipes: a served list holds the kind of records the model returned', () => {
  const one = [
    { name: 'Reed lamp', price: '$31.00' },
    { name: 'Dune lamp', price: '$44.50' },
    { name: 'Glow box', price: '$9.75', ad: true },
    { name: 'Kiln lamp', price: '$52.00' },
  ];
  const two = [
    { name: 'Moth lamp', price: '$18.20' },
    { name: 'Tarn lamp', price: '$27.00' },
    { name: 'Brook lamp', price: '$63.40' },
  ];

  it('shuts out cards of a class the model never returned, and keeps a featured copy out of the count', () => {
    const recipe = learn(
      [
        { html: gridPage(one), answer: answer(one) },
        { html: gridPage(two), answer: answer(two) },
      ],
      listSchema,
    );
    expect(recipe.lists[0]?.container).toContain(':not(.tile--promo)');
    const next = [
      { name: 'Fern lamp', price: '$12.00' },
      { name: 'Promo cube', price: '$5.00', ad: true },
      { name: 'Sill lamp', price: '$70.10' },
    ];
    const got = replay(recipe, gridPage(next, next[0]), listSchema);
    expect(got.ok && got.result).toEqual(answer(next));
  });

  it('reads a card text with digits of any script by its outline: a count in Arabic-Indic digits is no new kind', () => {
    // Every record says when it ships ("يشحن خلال ٣ أيام", "ships within 3 days"); a later page's
    // records say another count.
    const ships = (html: string, days: string): string =>
      html.replaceAll('</span></li>', `</span><small>يشحن خلال ${days} أيام</small></li>`);
    const recipe = learn(
      [
        { html: ships(gridPage(two), '٣'), answer: answer(two) },
        { html: ships(gridPage(one.filter((c) => !c.ad)), '٣'), answer: answer(one) },
      ],
      listSchema,
    );
    const next = [
      { name: 'Fern lamp', price: '$12.00' },
      { name: 'Sill lamp', price: '$70.10' },
    ];
    const got = replay(recipe, ships(gridPage(next), '٥'), listSchema);
    expect(got.ok ? got.result : got.reason).toEqual(answer(next));
  });

  it('leaves out a row of other items’ cards inside the list, learned from two such rows that showed other products', () => {
    // A slot in the results holding "People also searched" and a strip of cards built like the
    // records, their products (and makers) changing from page to page; the model leaves it out.
    const card = (c: Card): string =>
      `<li class="card"><a class="pic" href="/p/${c.name.length}"><img src="/i/${c.name.length}.jpg" alt="${c.name}"></a><div class="body"><h2 class="title"><a href="/p/${c.name.length}">${c.name}</a></h2>${c.note ? `<p class="maker">by ${c.note}</p>` : ''}<div class="cost"><span class="price">${c.price}</span></div></div></li>`;
    const results = (cards: Card[], others: Card[], at: number): string => {
      const row = `<li class="slot24"><section class="also"><h2 class="also-title">People also searched</h2><ul class="strip">${others.map(card).join('')}</ul></section></li>`;
      const items = cards.map(card);
      items.splice(at, 0, row);
      return `<!DOCTYPE html><html><body><main><h1>Lamps</h1><ul class="results">${items.join('')}</ul></main></body></html>`;
    };
    const also = (names: string[], makers: string[]): Card[] =>
      names.map((name, i) => ({ name, price: `$${10 + i}.00`, note: makers[i % makers.length] }));
    const recipe = learn(
      [
        { html: results(two, also(['Sun jar', 'Tin cup', 'Oak peg'], ['Alder', 'Brio']), 1), answer: answer(two) },
        {
          html: results(
            one.filter((c) => !c.ad),
            also(['Fog vase', 'Ink pot', 'Elm box'], ['Cobb', 'Dune']),
            2,
          ),
          answer: answer(one),
        },
      ],
      listSchema,
    );
    const next = [
      { name: 'Fern lamp', price: '$12.00' },
      { name: 'Sill lamp', price: '$70.10' },
      { name: 'Wick lamp', price: '$33.30' },
    ];
    const got = replay(
      recipe,
      results(next, also(['Clay bowl', 'Rope mat', 'Ash cup'], ['Eyre', 'Fiel']), 1),
      listSchema,
    );
    expect(got.ok ? got.result : got.reason).toEqual(answer(next));
  });

  it('does not serve a page with a card of a kind the learning pages never showed', () => {
    const recipe = learn(
      [
        { html: gridPage(two), answer: answer(two) },
        { html: gridPage(one.filter((c) => !c.ad)), answer: answer(one) },
      ],
      listSchema,
    );
    expect(recipe.lists[0]?.classes).toEqual(['tile']);
    const odd = one.map((c) => (c.ad ? { ...c, note: 'Lamp of the week' } : c));
    const got = replay(recipe, gridPage(odd), listSchema);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toContain('unlike the records learned');
  });

  it('leaves out a card of a new kind that labels itself as paid, and serves the rest', () => {
    const recipe = learn(
      [
        { html: gridPage(two), answer: answer(two) },
        { html: gridPage(one.filter((c) => !c.ad)), answer: answer(one) },
      ],
      listSchema,
    );
    const got = replay(recipe, gridPage(one), listSchema);
    expect(got.ok && got.result).toEqual(answer(one));
  });
});

/** A made-up product page whose stock is stated as a phrase, a class, or a badge shown only when in stock. */
function stockPage(p: { name: string; stocked: boolean; how: 'phrase' | 'class' | 'badge'; other?: string }): string {
  const stock =
    p.how === 'phrase'
      ? `<p class="avail">${p.stocked ? 'In stock' : 'Out of stock'}</p>`
      : p.how === 'class'
        ? `<span class="dot ${p.stocked ? 'stock-yes' : 'stock-no'}"></span><span>Ships soon</span>`
        : p.stocked
          ? '<em class="flag">In stock</em>'
          : '';
  return `<!DOCTYPE html><html><body><h1 class="title">${p.name}</h1>${stock}
    <p class="blurb">Stock up for winter${p.other ? `, ${p.other}` : ''}.</p></body></html>`;
}

const stockSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, in_stock: { type: 'boolean' } },
};

describe('recipes: booleans stated on the page', () => {
  for (const how of ['phrase', 'class', 'badge'] as const) {
    it(`learns "in stock" written as a ${how} from answers that went both ways`, () => {
      const recipe = learn(
        [
          { html: stockPage({ name: 'Reed lamp', stocked: true, how }), answer: { name: 'Reed lamp', in_stock: true } },
          {
            html: stockPage({ name: 'Dune lamp', stocked: false, how }),
            answer: { name: 'Dune lamp', in_stock: false },
          },
        ],
        stockSchema,
      );
      const rule = recipe.fields.find((f) => f.name === 'in_stock');
      expect(rule?.states?.length).toBe(2);
      for (const stocked of [true, false]) {
        const got = replay(recipe, stockPage({ name: 'Kiln lamp', stocked, how }), stockSchema);
        expect(got.ok && got.result).toEqual({ name: 'Kiln lamp', in_stock: stocked });
      }
    });
  }

  it('from answers that were all true, reads the phrase, a phrase of its convention, and sends any other to the model', () => {
    const recipe = learn(
      [
        {
          html: stockPage({ name: 'Reed lamp', stocked: true, how: 'phrase' }),
          answer: { name: 'Reed lamp', in_stock: true },
        },
        {
          html: stockPage({ name: 'Dune lamp', stocked: true, how: 'phrase' }),
          answer: { name: 'Dune lamp', in_stock: true },
        },
      ],
      stockSchema,
    );
    expect(recipe.fields.find((f) => f.name === 'in_stock')?.states).toEqual([{ text: 'in stock', value: true }]);
    // "In stock" is an availability phrase meaning yes: "Out of stock" is its convention's no.
    const sold = replay(recipe, stockPage({ name: 'Kiln lamp', stocked: false, how: 'phrase' }), stockSchema);
    expect(sold.ok && sold.result).toEqual({ name: 'Kiln lamp', in_stock: false });
    const other = stockPage({ name: 'Kiln lamp', stocked: true, how: 'phrase' }).replace('In stock', 'Ships in spring');
    const unknown = replay(recipe, other, stockSchema);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.reason).toContain('in_stock does not read as a boolean');
  });

  it('does not learn "nothing there means false" from answers that never said false', () => {
    const recipe = learn(
      [
        {
          html: stockPage({ name: 'Reed lamp', stocked: true, how: 'badge' }),
          answer: { name: 'Reed lamp', in_stock: true },
        },
        {
          html: stockPage({ name: 'Dune lamp', stocked: true, how: 'badge' }),
          answer: { name: 'Dune lamp', in_stock: true },
        },
      ],
      stockSchema,
    );
    const got = replay(recipe, stockPage({ name: 'Kiln lamp', stocked: false, how: 'badge' }), stockSchema);
    expect(got.ok).toBe(false);
  });
});

describe('recipes: a new block on a list page that shows copies of its records', () => {
  const shelf = [
    { name: 'Reed lamp', price: '$31.00' },
    { name: 'Dune lamp', price: '$44.50' },
    { name: 'Kiln lamp', price: '$52.00' },
  ];
  const learned = structureMarks(parseHtmlDocument(gridPage(shelf)));
  const cardsOf = (doc: Document): Element[] => Array.from(doc.querySelectorAll('ul.tiles > li'));

  it('is no change of build for a recipe of lists alone: a heading over a copy of a record', () => {
    const doc = parseHtmlDocument(gridPage(shelf, shelf[1]));
    expect(unreadMarks(doc, learned, [], { shown: shownPieces(cardsOf(doc)) })).toEqual([]);
  });

  it('still counts for a recipe with fields of the page, and when the block shows another card', () => {
    const doc = parseHtmlDocument(gridPage(shelf, shelf[1]));
    expect(unreadMarks(doc, learned, [])).toContain('section.spotlight');
    const other = parseHtmlDocument(gridPage(shelf, { name: 'Glow box', price: '$9.75' }));
    expect(unreadMarks(other, learned, [], { shown: shownPieces(cardsOf(other)) })).toContain('section.spotlight');
  });
});

describe('recipes: boolean states with a count in them', () => {
  it('read "Only 5 left" as the "Only 2 left" learned, but not "Only 0 left"', () => {
    const states = [
      { text: 'nur noch 2 da', value: true },
      { text: 'nicht lieferbar', value: false },
    ];
    expect(stateOf(states, 'Nur noch 5 da')).toBe(true);
    expect(stateOf(states, 'Nur noch 0 da')).toBe(null);
  });
});

describe('recipes: an availability line that also says things the convention does not know', () => {
  const line = [
    { text: 'leaves our shed tomorrow', value: true },
    { text: 'in stock', value: true },
  ];
  it('reads a phrase of the convention not seen yet once the place said one meaning what the answer said', () => {
    expect(stateOf(line, 'Sold out')).toBe(false);
    expect(stateOf(line, 'Only 3 left')).toBe(true);
    expect(stateOf(line, 'Leaves our shed tomorrow')).toBe(true);
    expect(stateOf(line, 'Back in spring')).toBe(null);
  });
  it('reads nothing new from a place that never said a phrase of the convention, said one against the answer, or said nothing', () => {
    expect(stateOf([{ text: 'leaves our shed tomorrow', value: true }], 'Sold out')).toBe(null);
    expect(stateOf([...line, { text: 'available', value: false }], 'Sold out')).toBe(null);
    expect(stateOf([...line, { text: '', value: false }], 'Sold out')).toBe(null);
  });
});
