import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { availabilityOf } from '@/lib/recipes/availability';
import { shapeOf } from '@/lib/recipes/page-text';

/**
 * Shops in other locales and scripts (2026-11-29): availability said in their words, prices
 * grouped the Swiss way or written in Arabic-Indic digits, ratings drawn as glyphs and said only
 * in an aria-label. Made-up shops, names and words.
 */
describe('availability in other languages', () => {
  it.each([
    ['Dostępny', true],
    ['Brak w magazynie', false],
    ['В наличии', true],
    ['Нет в наличии', false],
    ['Σε απόθεμα', true],
    ['Εξαντλήθηκε', false],
    ['在庫あり', true],
    ['売り切れ', false],
    ['재고 있음', true],
    ['품절', false],
    ['متوفر', true],
    ['غير متوفر', false],
    ['במלאי', true],
    ['אזל מהמלאי', false],
    ['På lager', true],
    ['Nur noch 2 Stück an Lager', true],
    // A count in Arabic-Indic digits is a count like any other.
    ['تبقى ٤ قطع فقط', true],
  ])('“%s” means %s', (text, value) => {
    expect(availabilityOf(text)).toBe(value);
  });
});

describe('the outline of a figure', () => {
  it('is one number however the locale groups it or marks a whole amount', () => {
    expect(shapeOf('CHF 1’414.50')).toBe(shapeOf('CHF 980.00'));
    expect(shapeOf("Fr. 1'180.–")).toBe(shapeOf('Fr. 24.90'));
    expect(shapeOf('kr 1 299,-')).toBe(shapeOf('kr 899,50'));
    expect(shapeOf('٤٧٫٩٩ ر.س')).toBe(shapeOf('١٢٣٫٥٠ ر.س'));
  });

  it('holds a rating drawn in glyphs as one mark, however many stars are full', () => {
    // A line read by its outline ("★★★☆☆ 267 opinii") must still match on a page rated otherwise,
    // or a review count beside other stars reads as gone (served absent: a false accept).
    expect(shapeOf('★★★☆☆ 267 opinii')).toBe(shapeOf('★★★★★ 6 463 opinii'));
  });
});

const AR = '٠١٢٣٤٥٦٧٨٩';
const arabic = (text: string): string => text.replace(/\d/g, (d) => AR[Number(d)] ?? d).replace('.', '٫');

interface Lamp {
  name: string;
  price: number;
  rating: number;
  colours: string[];
}

const COLOURS = ['رملي', 'فحمي', 'عاجي', 'زيتوني', 'كهرماني'];
const NAMES = ['مصباح نور', 'مصباح سهى', 'مصباح ضياء', 'مصباح قمر', 'مصباح فجر', 'مصباح شفق', 'مصباح زهر'];

const lampPage = (l: Lamp, i: number): SequencePage => ({
  url: `https://sirajo.test/p/${i}`,
  html:
    `<!DOCTYPE html><html lang="ar" dir="rtl"><body><main><h1 class="title">${l.name}</h1>` +
    `<div class="rating"><span class="stars" role="img" aria-label="${arabic(l.rating.toFixed(1))} من ٥ نجوم">${'★'.repeat(Math.round(l.rating))}${'☆'.repeat(5 - Math.round(l.rating))}</span></div>` +
    `<div class="pricebox"><span class="price">${arabic(l.price.toFixed(2))} ر.س</span></div>` +
    `<p class="stock">متوفر</p><p class="colours">اللون: ${l.colours.join('، ')}</p>` +
    `<button type="button">أضف إلى السلة</button></main></body></html>`,
  truth: { name: l.name, price: l.price, rating: l.rating, availability: true, colours: l.colours },
});

describe('a shop in Arabic-Indic digits', () => {
  it('learns from two pages and serves the rest, right', async () => {
    const lamps: Lamp[] = NAMES.map((name, i) => ({
      name,
      price: 40 + i * 13.25,
      rating: [4.5, 3.8, 4.1, 2.9, 4.7, 3.3, 4.0][i] ?? 4,
      colours: COLOURS.slice(0, 1 + (i % 4)),
    }));
    const figures = await runSequence('arabic-digits', lamps.map(lampPage), {
      prompt: 'The lamp: name, price, rating, whether it is in stock, colours',
      schema: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          price: { type: 'number' },
          rating: { type: 'number' },
          availability: { type: 'boolean' },
          colours: { type: 'array', items: { type: 'string' } },
        },
      },
    });
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBe(figures.later);
  });
});

describe('an item’s code beside its price', () => {
  it('is the same line whatever letters the code starts with', async () => {
    const codes = ['MR-6646', 'KV-1180', 'AL-3302', 'TX-5521', 'BO-7781', 'NE-4410'];
    const pages: SequencePage[] = codes.map((code, i) => ({
      url: `https://kettleo.test/p/${i}`,
      html:
        `<!DOCTYPE html><html><body><main><h1 class="title">Kettle Aro ${i + 2}</h1>` +
        `<div class="buy"><span class="price">${(30 + i * 4.5).toFixed(2)} €</span><span class="code">Art. ${code}</span></div>` +
        `<button type="button">Add to cart</button></main></body></html>`,
      truth: { name: `Kettle Aro ${i + 2}`, price: Number((30 + i * 4.5).toFixed(2)) },
    }));
    const figures = await runSequence('codes', pages, {
      prompt: 'The kettle: name, price and list price',
      schema: {
        type: 'object',
        properties: { name: { type: 'string' }, price: { type: 'number' }, list_price: { type: 'number' } },
      },
    });
    expect(figures.falseAccepts).toBe(0);
    expect(figures.misses).toEqual([]);
  });
});
