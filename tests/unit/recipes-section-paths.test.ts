import { describe, expect, it } from 'vitest';
import { inSection } from '@/lib/recipes/other-paths';
import { recipeRuns } from './support/recipe-runs';

/**
 * A made-up lamp shop writes a product's address from its name (/p/reed-lamp-41) unless the name
 * has letters outside ASCII, then from its number (/p/item/41): one template under two address
 * shapes in one section. Pages at /p/item/… used to go to the model once more before the recipe
 * learned at /p/* served them; now that recipe reads them, with every check it runs on its own
 * path. A page of another section, or of another template in this one, is not served by it.
 */
const schema = {
  type: 'object',
  properties: { title: { type: 'string' }, price: { type: 'number' }, maker: { type: 'string' } },
};
const ask = { prompt: 'The lamp: title, price and maker.', schema };

interface Lamp {
  n: number;
  title: string;
  maker: string;
}
const html = (lamp: Lamp): string =>
  `<html><body><nav><a href="/">Home</a> <a href="/blog">Journal</a></nav><main class="item">` +
  `<h1 class="item-title">${lamp.title}</h1><p class="item-maker">By <a href="/m/${lamp.n}">${lamp.maker}</a></p>` +
  `<div class="item-price">${lamp.n},90 €</div><button type="button">Add to basket</button></main>` +
  `<footer><a href="/help">Help</a></footer></body></html>`;
const answer = (lamp: Lamp) => ({ title: lamp.title, price: Number(`${lamp.n}.9`), maker: lamp.maker });
const slug = (lamp: Lamp) => `https://lamps.test/p/${lamp.title.toLowerCase().replace(/\s+/g, '-')}-${lamp.n}`;

const lamps: Lamp[] = [
  { n: 41, title: 'Reed lamp', maker: 'Tarn Works' },
  { n: 57, title: 'Moss lamp', maker: 'Fenwick Light' },
  { n: 63, title: 'Lampe Ésprit', maker: 'Atelier Dune' },
  { n: 72, title: 'Brook lamp', maker: 'Tarn Works' },
];

const shop = () => recipeRuns(ask);

describe('recipes: one template under two address shapes of a section', () => {
  it('serves /p/item/63 with the recipe confirmed at /p/*', async () => {
    const { run } = shop();
    const [one, two, three, four] = lamps as [Lamp, Lamp, Lamp, Lamp];
    await run(slug(one), html(one), answer(one));
    await run(slug(two), html(two), answer(two));
    expect(await run(`https://lamps.test/p/item/${three.n}`, html(three), answer(three))).toMatchObject({
      served: true,
      result: answer(three),
    });
    expect(await run(slug(four), html(four), answer(four))).toMatchObject({ served: true, result: answer(four) });
  });

  it('does not serve a page of another section, nor a page of another template in this section', async () => {
    const { run } = shop();
    const [one, two, three] = lamps as [Lamp, Lamp, Lamp];
    await run(slug(one), html(one), answer(one));
    await run(slug(two), html(two), answer(two));
    expect(await run(`https://lamps.test/blog/item/${three.n}`, html(three), answer(three))).toMatchObject({
      served: false,
    });
    // A maker's page at /p/maker/12: the maker's name as its heading, a list of the maker's lamps.
    const maker =
      `<html><body><nav><a href="/">Home</a> <a href="/blog">Journal</a></nav><main class="maker">` +
      `<h1 class="maker-name">Tarn Works</h1><ul class="maker-lamps"><li><a href="/p/reed-lamp-41">Reed lamp</a> ` +
      `<span class="maker-price">41,90 €</span></li><li><a href="/p/brook-lamp-72">Brook lamp</a> ` +
      `<span class="maker-price">72,90 €</span></li></ul></main><footer><a href="/help">Help</a></footer></body></html>`;
    expect(await run('https://lamps.test/p/maker/12', maker, { maker: 'Tarn Works' })).toMatchObject({
      served: false,
    });
  });

  it('tells a section by its first written segment, one level deeper or shallower at most', () => {
    const scope = { origin: 'https://lamps.test', pathPattern: '/p/*', prompt: '', schemaKey: '' };
    expect(inSection(scope, 'https://lamps.test/p/item/63')).toBe(true);
    expect(inSection(scope, 'https://lamps.test/p/item/63/reviews')).toBe(false);
    expect(inSection(scope, 'https://lamps.test/blog/item/63')).toBe(false);
    expect(inSection({ ...scope, pathPattern: '/*' }, 'https://lamps.test/p/63')).toBe(false);
  });
});
