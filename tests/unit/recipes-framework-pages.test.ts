import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { describe, expect, it } from 'vitest';
import { learnRecipe, replayRecipe, viewPage, type Recipe } from '@/lib/recipes';
import { placeGone } from '@/lib/recipes/absence';
import type { ValuePick } from '@/lib/recipes/recipe';

// Shop pages in the markup of today's front-end frameworks (utility or hashed classes, pickers,
// split prices, star labels). Pages below are made up for these tests.

const sizesByLine: ValuePick = {
  locator: { by: 'css', selector: 'select[name="size"]' },
  read: 'text',
  before: '',
  after: '',
  keep: false,
  many: false,
  lines: '9',
};

const bootPage = (sizes: string[] | null): string =>
  `<!DOCTYPE html><html><body><main class="css-q81kz"><h1 class="css-1xk3p">Tarvo Chelsea Boot</h1>${
    sizes
      ? `<label class="css-9ddw2"><span>Size</span><select name="size">${sizes.map((z) => `<option>${z}</option>`).join('')}</select></label>`
      : ''
  }</main></body></html>`;

describe('recipes on framework-style shop pages', () => {
  it('do not serve an array read one value per line as absent while its element still shows values of another outline', () => {
    const rule = { picks: [sizesByLine], array: true };
    const view = (sizes: string[] | null) => viewPage(parseHtmlDocument(bootPage(sizes)), 'https://boots.test/p/1');
    expect(placeGone(view(['30/32']), rule, null)).toBe(false);
    expect(placeGone(view(null), rule, null)).toBe(true);
    const recipe: Recipe = {
      version: 1,
      id: 'r',
      fields: [
        {
          name: 'name',
          type: 'string',
          array: false,
          required: false,
          absence: 'never-seen',
          picks: [{ ...sizesByLine, locator: { by: 'css', selector: 'h1' }, lines: undefined }],
          maxLength: 40,
        },
        {
          name: 'sizes',
          type: 'string',
          array: true,
          required: false,
          absence: 'seen-gone',
          picks: [sizesByLine],
          maxLength: 4,
        },
      ],
      lists: [],
      learnedFrom: [],
      createdAt: 0,
      served: 0,
    };
    const schema = {
      type: 'object',
      properties: { name: { type: 'string' }, sizes: { type: 'array', items: { type: 'string' } } },
    };
    const replay = (sizes: string[] | null) =>
      replayRecipe(viewPage(parseHtmlDocument(bootPage(sizes)), 'https://boots.test/p/2'), recipe, schema);
    expect(replay(['42', '43'])).toMatchObject({ ok: true, result: { sizes: ['42', '43'] } });
    expect(replay(null)).toMatchObject({ ok: true });
    expect(replay(['30/32']).ok).toBe(false);
  });

  interface Kettle {
    name: string;
    rating?: number;
    stock: string;
  }

  const kettlePage = (k: Kettle): string =>
    `<!DOCTYPE html><html lang="de"><body><div id="__next"><main class="mx-auto max-w-7xl px-4"><div class="flex flex-col gap-4"><h1 class="text-2xl font-semibold">${k.name}</h1>${
      k.rating === undefined
        ? '<p class="text-sm text-gray-500">Noch keine Bewertungen</p>'
        : `<div class="flex items-center gap-1"><div role="img" aria-label="${String(k.rating).replace('.', ',')} von 5 Sternen" class="flex"><svg viewBox="0 0 20 20"><path d="M0 0h20v20z"/></svg></div></div>`
    }<p class="text-sm text-green-700"><span>${k.stock}</span></p></div></main></div></body></html>`;

  const kettleSchema = {
    type: 'object',
    properties: { name: { type: 'string' }, rating: { type: 'number' }, in_stock: { type: 'boolean' } },
  };

  function learnKettles(pages: Array<[Kettle, boolean]>): Recipe {
    const outcome = learnRecipe(
      pages.map(([k, inStock], i) => ({
        doc: parseHtmlDocument(kettlePage(k)),
        url: `https://kessel.test/p/${i}`,
        result: { name: k.name, ...(k.rating !== undefined ? { rating: k.rating } : {}), in_stock: inStock },
      })),
      kettleSchema,
      { id: 'k', now: 0 },
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.recipe;
  }

  const replayKettle = (recipe: Recipe, k: Kettle) =>
    replayRecipe(viewPage(parseHtmlDocument(kettlePage(k)), 'https://kessel.test/p/9'), recipe, kettleSchema);

  it('read availability phrases of the shop convention not seen while learning, and no other text', () => {
    const recipe = learnKettles([
      [{ name: 'Brühwerk Kessel', stock: 'Auf Lager' }, true],
      [{ name: 'Dampfa Kanne', stock: 'Ausverkauft' }, false],
    ]);
    expect(replayKettle(recipe, { name: 'Tessa Kessel', stock: 'Nur noch 2 verfügbar' })).toMatchObject({
      ok: true,
      result: { in_stock: true },
    });
    expect(replayKettle(recipe, { name: 'Tessa Kessel', stock: 'Nicht auf Lager' })).toMatchObject({
      ok: true,
      result: { in_stock: false },
    });
    expect(replayKettle(recipe, { name: 'Tessa Kessel', stock: 'Abholung im Markt' }).ok).toBe(false);
  });

  it('read a promise to dispatch soon as in stock', () => {
    const recipe = learnKettles([
      [{ name: 'Brühwerk Kessel', stock: 'Auf Lager' }, true],
      [{ name: 'Dampfa Kanne', stock: 'Ausverkauft' }, false],
    ]);
    for (const stock of ['Versand in 24 Stunden', 'Sofort versandfertig'])
      expect(replayKettle(recipe, { name: 'Tessa Kessel', stock })).toMatchObject({
        ok: true,
        result: { in_stock: true },
      });
  });
});
