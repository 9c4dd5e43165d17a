import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { createRecipeService } from '@/lib/recipes/service';
import { createRecipeStore } from '@/lib/recipes/store';
import { memoryArea } from './support/memory-area';

/**
 * Made-up kettle pages whose template names its classes with a word and a number ("titl3",
 * "prce27", "stck8"). No learning page had a seller; a later page shows one in a line of its own,
 * `<p class="sellr58">`. A class of a word and a number is a name, not a build's hash: the line
 * is a block the learning pages never had, and with the seller never read, the page goes to the
 * model rather than being served without a seller.
 */
const schema = {
  type: 'object',
  properties: { title: { type: 'string' }, price: { type: 'number' }, seller: { type: 'string' } },
};
const ask = { prompt: 'The kettle: title, price and seller.', schema };

const ABOUT =
  'Boils a litre in two minutes and switches itself off when the water is ready. The lid opens with one ' +
  'press, the filter lifts out for rinsing, and the base turns all the way round so either hand can pour. ' +
  'The handle stays cool, the window shows how much is left, and the cord winds away under the base when ' +
  'the kettle goes back in the cupboard.';

interface Kettle {
  n: number;
  seller?: string;
}
const html = ({ n, seller }: Kettle): string =>
  `<html><body><nav><a href="/">Home</a></nav><main class="pag12"><h1 class="titl3">Reed kettle ${n}</h1><div class="prce27">${n}4,50 €</div>` +
  `<p class="stck8">In stock</p>${
    seller ? `<p class="sellr58">Sold and shipped by <a href="/s/${n}" class="selk57">${seller}</a></p>` : ''
  }<p>${ABOUT}</p></main></body></html>`;
const answer = ({ n, seller }: Kettle) => ({
  title: `Reed kettle ${n}`,
  price: Number(`${n}4.5`),
  ...(seller ? { seller } : {}),
});

describe('recipes: a class of a word and a number is a name a person gave', () => {
  it('sends a page to the model whose new line of such a class may hold the field never read', async () => {
    const store = createRecipeStore(memoryArea());
    const service = createRecipeService({
      store,
      parse: parseHtmlDocument,
      now: () => 1,
      newId: () => 'r1',
      checkEvery: 0,
    });
    const run = async (kettle: Kettle) => {
      const page = { url: `https://kettles.test/k/${kettle.n}`, html: html(kettle) };
      const out = await service.serve(ask, page);
      if (!out.served) await service.learn(ask, page, answer(kettle), out.missed);
      return out;
    };
    await run({ n: 1 });
    await run({ n: 2 });
    expect(await run({ n: 3 })).toMatchObject({ served: true, result: answer({ n: 3 }) });
    const sold = await run({ n: 4, seller: 'Dunmere Trading' });
    expect(sold.served).toBe(false);
    if (!sold.served) expect(sold.missed?.reason).toMatch(/built unlike/);
  });
});
