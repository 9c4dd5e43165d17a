import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { createRecipeStore } from '@/lib/recipes/store';
import { memoryArea } from './support/memory-area';

/**
 * One product template served at two kinds of address (/p/item/123 and /p/name-123): a page at
 * the second kind is read by the recipe learned at the first, and once it reads one exactly as
 * the model did, the recipe serves both. Made-up shop.
 */
const NAMES = ['Reed kettle', 'Slate lamp', 'Fern mug', 'Cedar tray', 'Moss rug', 'Birch stool', 'Wren clock'];

function product(i: number, pretty: boolean, build: 'same' | 'other' = 'same', colour?: string): SequencePage {
  const name = `${NAMES[i % NAMES.length]} ${i}`;
  const price = 10 + ((i * 13) % 80);
  const id = 4000 + i * 17;
  const path = pretty ? `/p/${name.toLowerCase().replace(/\W+/g, '-')}-${id}` : `/p/item/${id}`;
  const body =
    build === 'same'
      ? `<h1 class="title">${name}</h1><p class="price">€${price}.00</p>${colour ? `<p class="colour">Colour: ${colour}</p>` : ''}`
      : `<div class="hero"><h2 class="name">${name}</h2><span class="cost">€${price}.00</span></div>`;
  return {
    url: `https://fernhouse.test${path}`,
    html: `<!DOCTYPE html><html><body><main>${body}<p class="note">Free returns</p></main></body></html>`,
    truth: { name, price, ...(colour ? { colour } : {}) },
  };
}

const ASK = {
  prompt: 'The product: name and price',
  schema: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
};

describe('a template at two kinds of address', () => {
  it('is served at the second kind at once: both kinds stand in one section (/p/…)', async () => {
    const pretty = [false, false, false, true, true, false, true, true, false, true];
    const store = createRecipeStore(memoryArea());
    const figures = await runSequence(
      'other-paths',
      pretty.map((p, i) => product(i, p)),
      ASK,
      { store },
    );
    expect(figures.falseAccepts).toBe(0);
    // Page 4 (the first pretty address) is read by the recipe of /p/item/*, with all its checks
    // (before session 39 it went to the model once); every page 3+ is served.
    expect(figures.misses).toEqual([]);
    const [recipe] = await store.list();
    expect(recipe?.scope?.pathPattern).toBe('/p/item/*');
  });

  it('is not joined by pages at another address that the recipe does not read as the model did', async () => {
    const pages = [product(0, false), product(1, false), product(2, true, 'other'), product(3, true, 'other')];
    for (let i = 4; i < 9; i++) pages.push(product(i, i % 2 === 0, i % 2 === 0 ? 'other' : 'same'));
    const store = createRecipeStore(memoryArea());
    const figures = await runSequence('other-paths-other-build', pages, ASK, { store });
    expect(figures.falseAccepts).toBe(0);
    const recipes = await store.list();
    const first = recipes.find((r) => r.scope?.pathPattern === '/p/item/*');
    expect(first?.scope?.morePaths).toBeUndefined();
    // The other address learned a recipe of its own.
    expect(recipes.some((r) => r.scope?.pathPattern === '/p/*')).toBe(true);
  });

  it('confirms a candidate learned at the first kind by the first page at the second', async () => {
    const pretty = [false, true, false, true, true, false, true, false];
    const figures = await runSequence(
      'other-paths-candidate',
      pretty.map((p, i) => product(i, p)),
      ASK,
    );
    expect(figures.falseAccepts).toBe(0);
    expect(figures.misses).toEqual([]);
  });

  it('learns a candidate again with a page at the second kind that it does not fit, from both pages', async () => {
    // The first page has no colour; the second (at the other kind of address) has one.
    const colours = [undefined, 'Teal', 'Ochre', undefined, 'Rust', 'Sand', undefined, 'Plum'];
    const ask = {
      ...ASK,
      schema: { type: 'object', properties: { ...ASK.schema.properties, colour: { type: 'string' } } },
    };
    const figures = await runSequence(
      'other-paths-relearned',
      colours.map((c, i) => product(i, i % 2 === 1, 'same', c)),
      ask,
    );
    expect(figures.falseAccepts).toBe(0);
    expect(figures.misses).toEqual([]);
  });

  it('widens one path over pages of one depth rather than joining each as another path', async () => {
    // Each page under its own folder (/p/<name>/details): one template, one path widened.
    const pages = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
      const page = product(i, false);
      return {
        ...page,
        url: page.url.replace(/\/p\/item\/(\d+)$/, `/p/${NAMES[i]?.toLowerCase().replace(' ', '-')}/details`),
      };
    });
    const store = createRecipeStore(memoryArea());
    const figures = await runSequence('one-depth', pages, ASK, { store });
    expect(figures.misses).toEqual([]);
    const [recipe] = await store.list();
    expect(recipe?.scope?.morePaths).toBeUndefined();
  });
});
