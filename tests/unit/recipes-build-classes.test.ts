import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { learnStored, replayOn } from './support/recipe-learning';

// Shop pages as CSS-in-JS builds render them: every class a hash ("css-q81kz"), the same on each
// page of one build. Pages, names and prices below are made up for these tests.

const at = 'https://kuppel.test/p/';

interface Lamp {
  name: string;
  price: string;
  rating?: string;
  sizes?: string[];
  stock: string;
}

const lampPage = (l: Lamp): string =>
  `<!DOCTYPE html><html lang="de"><body><div id="root"><main class="css-m1a9x"><div class="css-w2e8r">` +
  `<h1 class="css-t4k7p">${l.name}</h1>` +
  (l.rating ? `<div class="css-r5v2q"><span class="css-s8d1f">${l.rating}</span><span>★</span></div>` : '') +
  `<div class="css-p3n6z"><span class="css-v9c2m">${l.price}</span></div>` +
  `<p class="css-a7g4h"><span class="css-d0t1b"></span><span>${l.stock}</span></p>` +
  (l.sizes
    ? `<fieldset class="css-f1e2d"><legend>Größe</legend><div class="css-g3h4j">${l.sizes
        .map((z, i) => `<button type="button" aria-pressed="${i === 0}" class="css-b5n6m">${z}</button>`)
        .join('')}</div></fieldset>`
    : '') +
  `<button type="button" class="css-z8c4x">In den Warenkorb</button>` +
  `</div></main></div></body></html>`;

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'string' },
    rating: { type: 'string' },
    sizes: { type: 'array', items: { type: 'string' } },
  },
};

describe('recipes on pages whose classes a build generated', () => {
  it('anchor on the build’s classes when nothing else tells the places apart', () => {
    const recipe = learnStored(
      [
        {
          html: lampPage({ name: 'Orvo Tischlampe', price: '24,99 €', rating: '4,1', stock: 'x' }),
          answer: { name: 'Orvo Tischlampe', price: '24,99 €', rating: '4,1' },
        },
        {
          html: lampPage({ name: 'Lumis Stehlampe', price: '129,00 €', stock: 'x' }),
          answer: { name: 'Lumis Stehlampe', price: '129,00 €' },
        },
      ],
      schema,
      at,
    );
    const price = recipe.fields.find((f) => f.name === 'price')?.picks[0]?.locator;
    expect(JSON.stringify(price)).toContain('css-v9c2m');
    expect(
      replayOn(recipe, lampPage({ name: 'Nera Wandlampe', price: '59,50 €', rating: '3,8', stock: 'x' }), schema, at),
    ).toMatchObject({
      ok: true,
      result: { name: 'Nera Wandlampe', price: '59,50 €', rating: '3,8' },
    });
  });

  it('read an array learned one value at a time from every option, not from the one pressed', () => {
    const recipe = learnStored(
      [
        {
          html: lampPage({ name: 'Orvo Tischlampe', price: '24,99 €', sizes: ['S'], stock: 'x' }),
          answer: { name: 'Orvo Tischlampe', price: '24,99 €', sizes: ['S'] },
        },
        {
          html: lampPage({ name: 'Lumis Stehlampe', price: '129,00 €', sizes: ['XL'], stock: 'x' }),
          answer: { name: 'Lumis Stehlampe', price: '129,00 €', sizes: ['XL'] },
        },
      ],
      schema,
      at,
    );
    const got = replayOn(
      recipe,
      lampPage({ name: 'Nera Wandlampe', price: '59,50 €', sizes: ['M', 'L', 'XL'], stock: 'x' }),
      schema,
      at,
    );
    // Served with every size, or sent to the model: never the pressed size alone.
    if (got.ok) expect(got.result.sizes).toEqual(['M', 'L', 'XL']);
  });
});

describe('recipes learning a boolean stated in words', () => {
  // Plain tags only: the stock line's place is a path, which moves with the blocks above it.
  const page = (name: string, stock: string, rated: boolean): string =>
    `<!DOCTYPE html><html><body><main><div><h1>${name}</h1></div>${
      rated ? '<div><p><span>4,2</span></p></div>' : ''
    }<div><p><i></i><span>${stock}</span></p></div><div><p>Farbe</p></div></main></body></html>`;
  const stockSchema = { type: 'object', properties: { name: { type: 'string' }, in_stock: { type: 'boolean' } } };

  it('do not take "nothing there" for an answer the page states in words elsewhere', () => {
    let recipe;
    try {
      recipe = learnStored(
        [
          {
            html: page('Orvo Tischlampe', 'Sofort lieferbar', true),
            answer: { name: 'Orvo Tischlampe', in_stock: true },
          },
          {
            html: page('Lumis Stehlampe', 'Nicht auf Lager', false),
            answer: { name: 'Lumis Stehlampe', in_stock: false },
          },
        ],
        stockSchema,
        'https://kuppel.test/b/',
      );
    } catch {
      return; // Nothing learned: every page goes to the model, which is right too.
    }
    const got = replayOn(
      recipe,
      page('Nera Wandlampe', 'Sofort lieferbar', false),
      stockSchema,
      'https://kuppel.test/b/',
    );
    if (got.ok) expect(got.result.in_stock).toBe(true);
  });
});

describe('recipes on a list whose carousel repeats the records’ markup', () => {
  const card = (name: string, cents: number): string =>
    `<div class="css-c4r2d"><a href="/p/${name.toLowerCase().replace(/\s+/g, '-')}" class="css-l7k3s"><h3 class="css-n2m8q">${name}</h3></a><span class="css-p6x1w">${(cents / 100).toFixed(2).replace('.', ',')} €</span></div>`;
  const words = ['Orvo', 'Lumis', 'Nera', 'Tavo', 'Kelda', 'Brisa', 'Mavo', 'Solte', 'Quin', 'Fenna', 'Rilo', 'Dabo'];
  const kinds = ['Tischlampe', 'Stehlampe', 'Wandlampe', 'Deckenlampe'];
  const product = (page: number, k: number) => ({
    name: `${words[(page * 5 + k) % words.length]} ${kinds[(page + k) % kinds.length]} ${page}${k}`,
    price: 1000 + ((page * 37 + k * 211) % 9000),
  });
  const pages: SequencePage[] = Array.from({ length: 8 }, (_, p) => {
    const records = Array.from({ length: 6 + (p % 3) }, (_, k) => product(p, k));
    const carousel = p >= 2 ? Array.from({ length: 4 }, (_, k) => product(p + 50, k)) : [];
    const html =
      `<!DOCTYPE html><html lang="de"><body><div id="root"><main class="css-m1a9x"><h1 class="css-t4k7p">Lampen, Seite ${p + 1}</h1>` +
      `<div class="css-g8r1d">${records.map((r) => card(r.name, r.price)).join('')}</div>` +
      (carousel.length
        ? `<section class="css-s3c9z"><h2 class="css-h5t2w">Kunden sahen sich auch an</h2><div class="css-k1r7v">${carousel.map((r) => card(r.name, r.price)).join('')}</div></section>`
        : '') +
      `</main></div></body></html>`;
    return {
      url: `https://kuppel.test/c/lampen/${p + 1}`,
      html,
      truth: {
        products: records.map((r) => ({
          name: r.name,
          price: r.price / 100,
          url: `https://kuppel.test/p/${r.name.toLowerCase().replace(/\s+/g, '-')}`,
        })),
      },
    };
  });
  const ask = {
    prompt: 'Every product on this page with its name, price and link.',
    schema: {
      type: 'object',
      properties: {
        products: {
          type: 'array',
          items: {
            type: 'object',
            properties: { name: { type: 'string' }, price: { type: 'number' }, url: { type: 'string' } },
          },
        },
      },
    },
  };

  it('never serve a carousel alone as the list of a page whose own list is empty', () => {
    const listAt = 'https://kuppel.test/c/';
    const recipe = learnStored(
      pages.slice(0, 2).map((p) => ({ html: p.html, answer: p.truth })),
      ask.schema,
      listAt,
    );
    const empty = (pages[3]?.html ?? '').replace(
      /<div class="css-g8r1d">.*?<\/div><section/,
      '<div class="css-g8r1d"><p>Keine Artikel</p></div><section',
    );
    expect(empty).toContain('Keine Artikel');
    const got = replayOn(recipe, empty, ask.schema, listAt);
    if (got.ok) expect(got.result.products ?? []).toEqual([]);
  });

  it('never serve the carousel’s cards as records, and serve again once the model’s answer healed the recipe', async () => {
    const figures = await runSequence('lampen', pages, ask);
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBeGreaterThanOrEqual(4);
  }, 30_000);
});

describe('recipes on utility-class pages', () => {
  const at = 'https://kuppel.test/u/';
  const page = (name: string, whole: string, cents: string | null, reviews: number, wrap: string): string =>
    `<!DOCTYPE html><html><body><main class="mx-auto"><h1 class="text-2xl">${name}</h1>` +
    `<nav class="flex"><a href="/c/1" class="text-sm">Lampen</a> <a href="/c/2" class="text-sm">Leuchten</a></nav>` +
    `<div class="${wrap}"><a href="#reviews" class="${wrap === 'flex gap-1' ? 'text-sm underline' : 'font-medium'}">${reviews}</a></div>` +
    `<div class="flex gap-2"><span class="text-gray-500">€</span> <span class="text-xl font-bold">${whole}</span>${cents ? `<sup class="text-xs">${cents}</sup>` : ''}</div></main></body></html>`;
  const schema = {
    type: 'object',
    properties: { name: { type: 'string' }, price: { type: 'number' }, review_count: { type: 'integer' } },
  };

  it('read a price’s raised cents with its whole number, though the learning pages had whole prices only', () => {
    const recipe = learnStored(
      [
        {
          html: page('Orvo Tischlampe', '351', null, 12, 'flex'),
          answer: { name: 'Orvo Tischlampe', price: 351, review_count: 12 },
        },
        {
          html: page('Lumis Stehlampe', '1.126', null, 40, 'flex'),
          answer: { name: 'Lumis Stehlampe', price: 1126, review_count: 40 },
        },
      ],
      schema,
      at,
    );
    const got = replayOn(recipe, page('Nera Wandlampe', '22', '95', 7, 'flex'), schema, at);
    if (got.ok) expect(got.result.price).toBe(22.95);
  });

  it('find a count by the in-page link it is written in when the classes around it change', () => {
    const recipe = learnStored(
      [
        {
          html: page('Orvo Tischlampe', '351', null, 12, 'flex gap-1'),
          answer: { name: 'Orvo Tischlampe', price: 351, review_count: 12 },
        },
        {
          html: page('Lumis Stehlampe', '129', null, 40, 'flex gap-1'),
          answer: { name: 'Lumis Stehlampe', price: 129, review_count: 40 },
        },
      ],
      schema,
      at,
    );
    const got = replayOn(recipe, page('Nera Wandlampe', '59', null, 35, 'grid items-start'), schema, at);
    if (got.ok) expect(got.result).toEqual({ name: 'Nera Wandlampe', price: 59, review_count: 35 });
    expect(got.ok).toBe(true);
  });
});
