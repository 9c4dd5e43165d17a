import { describe, expect, it } from 'vitest';
import { htmlToModelInput } from '@/lib/convert/html-to-model-input';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * Raised cents before a currency sign written after the price ("12<sup>99</sup> €"), as shops
 * that put the sign last write them. Made-up page, made-up words.
 */
const read = (body: string): string =>
  htmlToModelInput(`<!doctype html><html><body>${body}</body></html>`, { baseUrl: 'https://tindle.test/' }).text;

describe('raised cents before a sign written after the price', () => {
  it('gives the cents their decimal point back, with the sign after the units or after the cents', () => {
    expect(read('<p><span>33</span><sup>50</sup> <span>€</span></p>')).toContain('33.50 €');
    expect(read('<p><span><span>7</span><sup>05</sup></span><span>€</span></p>')).toContain('7.05 €');
    expect(read('<p><span>1,830</span><sup>99</sup><span> £</span></p>')).toContain('1,830.99 £');
    // Thousands grouped by points: the decimal mark is a comma.
    expect(read('<p><span>1.830</span><sup>99</sup> <span>€</span></p>')).toContain('1.830,99 €');
  });

  it('reads a currency code or word as a sign ("EUR 246<sup>50</sup>", "129<sup>90</sup> zł")', () => {
    expect(read('<p><span>EUR&nbsp;246<sup>50</sup></span> <span>/ night</span></p>')).toContain('EUR 246.50 / night');
    expect(read('<p><span>129</span><sup>90</sup> zł</p>')).toContain('129.90 zł');
    expect(read("<p>CHF 1'299<sup>95</sup></p>")).toContain("CHF 1'299.95");
    // Capitals inside a word are no code: "XEUR 12<sup>34</sup>" is a model name and a note.
    expect(read('<p>Model XEUR 12<sup>34</sup></p>')).not.toContain('12.34');
  });

  it('leaves a raised figure alone where no sign is beside it, or after a decimal number', () => {
    expect(read('<p>Note 12<sup>34</sup> and more</p>')).not.toContain('12.34');
    expect(read('<p>Rated 4,5<sup>12</sup> €</p>')).not.toContain('4,5.12');
  });

  it('does not flag the cards’ true prices', () => {
    const cards: Array<[string, number]> = [
      ['Wendle Clay Jug', 33.5],
      ['Ostry Reed Basket', 7.05],
      ['Parrow Tin Lantern', 126.99],
    ];
    const html = `<!doctype html><html><head><title>Home | Tindle</title></head><body><main><h1>Home</h1><ul>${cards
      .map(([name, price], i) => {
        const [units, cents] = price.toFixed(2).split('.');
        return `<li><a href="/p/${i}">${name}</a> <span class="flex"><span class="font-bold">${units}</span><sup class="text-xs">${cents}</sup> <span>€</span></span></li>`;
      })
      .join('')}</ul></main></body></html>`;
    const schema = {
      type: 'object',
      properties: {
        products: {
          type: 'array',
          items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
        },
      },
    };
    const result = { products: cards.map(([name, price]) => ({ name, price })) };
    expect(
      flaggedOnPage({
        html,
        url: 'https://tindle.test/c/home',
        prompt: 'Every product with its price',
        schema,
        result,
      }),
    ).toEqual([]);
  });
});
