import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Made-up Arabic shop pages whose colours stand in one line, "اللون: أحمر، أزرق", separated by
 * the Arabic comma, one colour on some pages and several on others. The schema asks for a seller
 * no page names, so a new line beside a value read sends the page to the model; the
 * colours' line with its values taken out ("اللون: ، ،") is the learned one, however many
 * colours the page has, not a new line.
 */
interface Vase {
  name: string;
  price: number;
  colours: string[];
}
const vasePage = (v: Vase): string =>
  `<!DOCTYPE html><html lang="ar" dir="rtl"><body><main><h1 class="title">${v.name}</h1>` +
  `<p class="price">${v.price.toFixed(2)} ر.س</p><p class="opts">اللون: ${v.colours.join('، ')}</p>` +
  `<button>أضف إلى السلة</button></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    seller: { type: 'string' },
    colours: { type: 'array', items: { type: 'string' } },
  },
};

describe('recipes: the line of an array written with the Arabic comma', () => {
  it('is the learned line whatever the number of values', async () => {
    const vases: Vase[] = [
      { name: 'مزهرية ندى', price: 89, colours: ['أحمر', 'أزرق', 'أخضر'] },
      { name: 'مزهرية سحاب', price: 120, colours: ['أبيض', 'رمادي'] },
      { name: 'مزهرية فجر', price: 64.5, colours: ['أصفر'] },
      { name: 'مزهرية نسيم', price: 99, colours: ['أسود', 'بني', 'وردي', 'أزرق'] },
      { name: 'مزهرية قمر', price: 150, colours: ['فضي'] },
      { name: 'مزهرية ضياء', price: 75, colours: ['ذهبي', 'أبيض'] },
    ];
    const pages: SequencePage[] = vases.map((v, i) => ({
      url: `https://mazhar.test/p/${i + 1}`,
      html: vasePage(v),
      truth: { name: v.name, price: v.price, colours: v.colours },
    }));
    const figures = await runSequence('mazhar', pages, { prompt: 'The vase: name, price, seller, colours.', schema });
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(4);
  }, 30_000);
});
