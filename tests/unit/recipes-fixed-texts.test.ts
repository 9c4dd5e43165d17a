import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { fixedTextRead, fixedTexts, withoutValues } from '@/lib/recipes/fixed-texts';
import { readField } from '@/lib/recipes/read-field';
import { viewPage } from '@/lib/recipes/read';
import { pickSchema } from '@/lib/recipes/recipe';
import { createRecipeService } from '@/lib/recipes/service';
import { createRecipeStore } from '@/lib/recipes/store';
import { memoryArea } from './support/memory-area';
import { recipeRuns } from './support/recipe-runs';

/**
 * The template's own words: texts of controls every learning page showed where no field read.
 * Made-up boot pages: sizes are buttons of one class; on a variant page without sizes, the
 * "Add to bag" button takes that class, and a reading of sizes by that class would serve it.
 */
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    sizes: { type: 'array', items: { type: 'string' } },
  },
};
const ask = { prompt: 'The boot: name, price, sizes.', schema };

interface Boot {
  n: number;
  sizes: string[];
  /** The variant whose cart button wears the size buttons' class. */
  variant?: boolean;
}

const bootHtml = ({ n, sizes, variant }: Boot): string => `<html><body><main>
  <h1 class="b-name">Fell boot ${n}</h1><p class="b-cost">€${n}9.00</p>
  <div class="b-tabs"><button role="tab">Story</button><button role="tab">Care</button></div>
  ${sizes.map((s) => `<button class="b-size">${s}</button>`).join('')}
  <button class="${variant ? 'b-size b-cart' : 'b-cart'}">Add to bag</button>
  <a class="b-maker" href="/makers/1">Hollow Tread</a></main></body></html>`;
const answer = ({ n, sizes }: Boot) => ({
  name: `Fell boot ${n}`,
  price: Number(`${n}9`),
  ...(sizes.length ? { sizes } : {}),
});

describe('the template’s own words', () => {
  const pages = [
    // Sizes written two ways (numbers, letters): no outline of their own tells a size.
    { n: 1, sizes: ['38', 'M'] },
    { n: 2, sizes: ['39', 'XL'] },
  ];

  it('are the controls every learning page showed, less the values read there', () => {
    const fixed = fixedTexts(
      pages.map((b) => parseHtmlDocument(bootHtml(b))),
      pages.map(answer),
    );
    expect(fixed).toEqual(['add to bag', 'care', 'story']);
  });

  it('name the field a result reads one of them in, and give way to a page whose answer holds one', () => {
    expect(fixedTextRead({ name: 'Fell boot 3', sizes: ['38', 'Add to bag'] }, ['add to bag'])).toBe(
      'sizes reads “Add to bag”, a text every page learned from showed where no field read it',
    );
    expect(fixedTextRead({ name: 'Fell boot 3', sizes: ['38'] }, ['add to bag'])).toBeNull();
    expect(withoutValues(['add to bag', 'care'], { name: 'Care' })).toEqual({ fixedTexts: ['add to bag'] });
  });

  it('are never served as a value: a variant whose cart button wears the size class lacks sizes, or goes to the model', async () => {
    const store = createRecipeStore(memoryArea());
    const service = createRecipeService({
      store,
      parse: parseHtmlDocument,
      now: () => 1,
      newId: () => 'r1',
      checkEvery: 0,
    });
    const run = async (boot: Boot) => {
      const page = { url: `https://boots.test/b/${boot.n}`, html: bootHtml(boot) };
      const out = await service.serve(ask, page);
      if (!out.served) await service.learn(ask, page, answer(boot), out.missed);
      return out;
    };
    for (const boot of pages) await run(boot);
    expect((await run({ n: 3, sizes: ['40', 'L'] })).served).toBe(true);
    // The reading finds only the cart button: page furniture, so the sizes' place is gone.
    const variant = await run({ n: 4, sizes: [], variant: true });
    expect(variant.served && variant.result).toEqual({ name: 'Fell boot 4', price: 49 });
    // Sizes and the cart button read together: the page goes to the model.
    const both = await run({ n: 5, sizes: ['41'], variant: true });
    expect(both.served).toBe(false);
    expect(both.served ? '' : both.missed?.reason).toContain('sizes reads “Add to bag”');
  });

  it('make a new wrapper around them alone no reason to check a page that lacks a field', async () => {
    // A scarf lacks sizes; its cart button sits in a wrapper no learning page had.
    const wrapped = (boot: Boot, extra: string): string =>
      bootHtml(boot).replace(
        '<button class="b-cart">Add to bag</button>',
        `<div class="b-wrap"><button class="b-cart">Add to bag</button>${extra}</div>`,
      );
    const runs = recipeRuns(ask);
    const run = (boot: Boot, html: string) => runs.run(`https://boots.test/b/${boot.n}`, html, answer(boot));
    for (const boot of pages) await run(boot, bootHtml(boot));
    const scarf = { n: 5, sizes: [] };
    const plain = await run(scarf, wrapped(scarf, ''));
    expect(plain.served ? plain.result : plain.missed?.reason).toEqual({ name: 'Fell boot 5', price: 59 });
    // Words of its own in the wrapper may be the sizes, written where no page had them.
    const other = { n: 6, sizes: [] };
    const worded = await run(other, wrapped(other, '<span>One size fits all</span>'));
    expect(worded.served ? worded.result : worded.missed?.reason).toContain('the page is built unlike');
  });

  it('make a reading that finds only them read nothing, so the other readings give the value', () => {
    // A backup reading by the size wrapper's class, which a variant gives the cart's wrapper.
    const html = bootHtml({ n: 7, sizes: ['42', 'S'] })
      .replace(/<button class="b-size">/g, '<span class="b-pick"><button class="b-size">')
      .replace(/(<button class="b-size">[^<]*<\/button>)/g, '$1</span>')
      .replace(
        '<button class="b-cart">Add to bag</button>',
        '<span class="b-pick b-buy"><button class="b-cart">Add to bag</button></span>',
      );
    const view = viewPage(parseHtmlDocument(html), 'https://boots.test/b/7');
    const pick = (selector: string) => pickSchema.parse({ locator: { by: 'css', selector }, read: 'text', many: true });
    const reading = { picks: [pick('button.b-size'), pick('span.b-buy button')], array: true };
    expect(readField(view, reading)).toMatchObject({ conflict: ['42, S', 'Add to bag'] });
    expect(readField(view, reading, null, new Set(['add to bag']))).toMatchObject({ values: ['42', 'S'] });
  });
});
