import { describe, expect, it } from 'vitest';
import {
  Evidence,
  dateValue,
  datesIn,
  documentEvidence,
  foldText,
  numbersIn,
  numericValue,
  readNumber,
  urlKey,
} from '../../lib/grounding';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';

const page = (text: string, urls: string[] = [], url = 'https://shop.test/p/1'): Evidence =>
  new Evidence([{ url, texts: [text], urls }]);

describe('text folding', () => {
  it('folds Unicode forms, case, accents, spacing, quotes and dashes', () => {
    expect(foldText('  Ｃafé\u00a0 “Deluxe” – Edition ')).toBe('cafe "deluxe" - edition');
    expect(foldText('ﬁne')).toBe('fine');
  });
});

describe('numbers in the page’s own formats', () => {
  it.each([
    ['1.299,00', 1299],
    ['1,299', 1299],
    ['1 299', 1299],
    ['1\u00a0299,50', 1299.5],
    ["1'299.50", 1299.5],
    ['12,5', 12.5],
    ['1,234,567.89', 1234567.89],
    ['1.234.567,89', 1234567.89],
  ])('reads %s as %d', (raw, n) => expect(readNumber(raw)).toContain(n));

  it('keeps both readings of an ambiguous separator', () => {
    expect(readNumber('1.299').sort()).toEqual([1.299, 1299].sort());
  });

  it('finds prices with currency words and signs, and percentages as fractions', () => {
    const found = numbersIn('Now 1.299,00 € (was $1,499) — save 20 % · 1 299 kr · -5 °C');
    for (const n of [1299, 1499, 20, 0.2, -5]) expect(found).toContain(n);
  });

  it('reads model values that are numbers with a currency or unit, and nothing else', () => {
    expect(numericValue('$1,299.00')).toContain(1299);
    expect(numericValue('1.299,00 €')).toContain(1299);
    expect(numericValue('EUR 12,50')).toContain(12.5);
    expect(numericValue('42 kg')).toContain(42);
    expect(numericValue(19.9)).toEqual([19.9]);
    expect(numericValue('Model 3 of 2024')).toBeNull();
    expect(numericValue('free shipping on orders over 50')).toBeNull();
  });
});

describe('dates in common written forms', () => {
  it.each([
    ['Published 2024-03-05T10:00:00Z', '2024-03-05'],
    ['March 5, 2024', '2024-03-05'],
    ['Mar. 5th 2024', '2024-03-05'],
    ['5 March 2024', '2024-03-05'],
    ['5. März 2024', '2024-03-05'],
    ['5 de marzo de 2024', '2024-03-05'],
    ['le 5 mars 2024', '2024-03-05'],
    ['2024/03/05', '2024-03-05'],
    ['March 2024', '2024-03'],
  ])('reads "%s"', (text, key) => expect(datesIn(text)).toContain(key));

  it('gives both readings of a numeric day/month date', () => {
    const keys = datesIn('on 05/03/2024');
    expect(keys).toContain('2024-03-05');
    expect(keys).toContain('2024-05-03');
  });

  it('reads whole-date model values only', () => {
    expect(dateValue('2024-03-05')).toContain('2024-03-05');
    expect(dateValue('Tuesday, March 5, 2024')).toContain('2024-03-05');
    expect(dateValue('2024-03-05T23:30:00-05:00')).toEqual(expect.arrayContaining(['2024-03-05', '2024-03-06']));
    expect(dateValue('Version 2.3 released')).toBeNull();
  });
});

describe('URLs against the page’s real links and images', () => {
  it('ignores the differences that do not change the target', () => {
    const key = urlKey('https://www.Shop.test/a/b/?utm_source=x&b=2&a=1#top');
    expect(urlKey('http://shop.test/a/b?a=1&b=2')).toBe(key);
    expect(urlKey('/a/b?b=2&a=1', 'https://shop.test/x')).toBe(key);
  });

  it('finds linked and shown URLs, not invented ones', () => {
    const evidence = page('Widget', ['/p/2', 'https://cdn.shop.test/img/w.jpg']);
    expect(evidence.match('https://shop.test/p/2')).toBe('url');
    expect(evidence.match('/p/2')).toBe('url');
    expect(evidence.match('https://cdn.shop.test/img/w.jpg')).toBe('url');
    expect(evidence.match('https://shop.test/p/3')).toBeNull();
    expect(evidence.match('https://cdn.shop.test/img/w-large.jpg')).toBeNull();
  });
});

describe('matching model values', () => {
  const evidence = page(
    [
      '## Page data',
      'Product.brand: Acme Tools',
      'Product.offers.price: 1299.00',
      '## Page content',
      '# Acme Cordless Drill — 18 V',
      'Price: 1.299,00 € · Released 5. März 2024',
      'Colours: Red, Blue',
      'A compact drill for every workshop, with two speeds, a metal chuck and a battery that lasts all day long.',
    ].join('\n'),
  );

  it('finds true values in any of their forms', () => {
    for (const value of [
      'Acme Tools',
      'acme cordless drill - 18 v',
      1299,
      '€1,299.00',
      '2024-03-05',
      'Red and Blue',
      'A compact drill for every workshop with two speeds, a metal chuck, and a battery that lasts all day.',
    ])
      expect(evidence.match(value), String(value)).not.toBeNull();
  });

  it('does not find invented values', () => {
    for (const value of [
      'Quenby',
      1399,
      '$12.99',
      '2024-03-06',
      'Red and Green',
      'A heavy-duty hammer drill for concrete and stone, with three speeds and a spare battery included free.',
    ])
      expect(evidence.match(value), String(value)).toBeNull();
  });

  it('matches whole words only', () => {
    expect(evidence.match('Tool')).toBeNull();
    expect(evidence.match('Acme')).toBe('text');
  });
});

describe('evidence from a whole page', () => {
  it('reads text, links, images (srcset too), alt text and JSON-LD, not scripts', () => {
    const doc = parseHtmlDocument(`<html><head>
      <meta property="og:image" content="https://cdn.test/og.png">
      <script type="application/ld+json">{"@type":"Product","sku":"AB-12345"}</script>
      <script>var secret = "not on the page";</script></head>
      <body><a href="/p/9">Nine</a><img src="/i/1.jpg" srcset="/i/1-2x.jpg 2x" alt="Blue mug"></body></html>`);
    const evidence = new Evidence([documentEvidence(doc, 'https://shop.test/')]);
    expect(evidence.match('https://shop.test/p/9')).toBe('url');
    expect(evidence.match('https://shop.test/i/1-2x.jpg')).toBe('url');
    expect(evidence.match('https://cdn.test/og.png')).toBe('url');
    expect(evidence.match('Blue mug')).toBe('text');
    expect(evidence.match('AB-12345')).toBe('text');
    expect(evidence.match('not on the page')).toBeNull();
  });
});

// Found by npm run bench:grounding (invented values made by perturbing true ones on real pages).
describe('rules the grounding benchmark asked for', () => {
  it('a URL is one value: an auto-completed path is not found by its parts', () => {
    const evidence = page('Acme shop products Acme Nova lamp', ['/p/1'], 'https://acme.test/p/1');
    expect(evidence.match('https://acme.test/products/acme-nova-lamp')).toBeNull();
    expect(evidence.match('https://acme.test/p/1')).toBe('url');
  });

  it('codes are text: one changed digit of a long or dotted code is not found', () => {
    const evidence = page('SKU 012.937.72 · item 16067472565517510018016414 · EAN 4006123456781 · 937 items');
    expect(evidence.match('012.937.72')).toBe('text');
    expect(evidence.match('012.937.12')).toBeNull();
    expect(evidence.match('16067472565517510018016414')).toBe('text');
    expect(evidence.match('16067472565517510018016419')).toBeNull();
    expect(evidence.match('4054278533729')).toBeNull();
    expect(evidence.match('4006123456781')).toBe('number');
    expect(numericValue('1.299,00 €')).toContain(1299);
  });

  it('a long passage with a changed figure is not found, though its other words are', () => {
    const text =
      'The report claims the display size will remain 13.3 inches, although a larger 14-inch model may follow in 2021. Prices were not given.';
    const evidence = page(text);
    expect(evidence.match(text)).toBe('text');
    expect(
      evidence.match(
        'The report claims the display size will remain 13.3 inches, although a larger 15-inch model may follow in 2021.',
      ),
    ).toBeNull();
  });

  it('a date keeps its comma when parts are matched', () => {
    const evidence = page('By Orla Fenwick. March 25, 2011. Comments (27)');
    expect(evidence.match('By Orla Fenwick, March 25, 2011')).toBe('text');
    expect(evidence.match('By Orla Fenwick, March 27, 2011')).toBeNull();
  });

  it('a date-time is found only when its time of day is on the page', () => {
    const evidence = page('Posted April 5, 2018 at 6:00 am · updated 2018-04-06T10:52:50+01:00');
    expect(evidence.match('2018-04-05T06:00')).toBe('date');
    expect(evidence.match('2018-04-05')).toBe('date');
    expect(evidence.match('2018-04-05T07:00')).toBeNull();
    expect(evidence.match('2018-04-06T09:52:50Z')).toBe('date');
    expect(evidence.match('2018-04-06T10:52:50+09:00')).toBeNull();
    expect(evidence.match('2018-04-05T06:61')).toBeNull();
  });
});

describe('currency codes', () => {
  it('finds a code where the page shows its sign, and not where it shows another', () => {
    expect(page('Trail Runner 3 € 89.90').match('EUR')).toBe('text');
    expect(page('Desk lamp £24.00').match('GBP')).toBe('text');
    expect(page('Desk lamp £24.00').match('EUR')).toBeNull();
    expect(page('Pris 249 kr').match('SEK')).toBe('text');
    // A sign written in letters counts only as a word of its own.
    expect(page('Kraftwerk vinyl, 30 euro').match('SEK')).toBeNull();
    expect(page('Trail Runner 3 € 89.90').match('XYZ')).toBeNull();
  });
});

describe('a price level written in currency signs', () => {
  const page = (level: string): Evidence =>
    new Evidence([{ url: 'https://eatery.test/', texts: [`Price range: ${level}`, 'Set lunch $18'], urls: [] }]);

  it('is found standing alone, not inside a longer run or a figure', () => {
    expect(page('$$').match('$$')).toBe('text');
    expect(page('$').match('$')).toBe('text');
    expect(page('$$$').match('$$')).toBeNull();
    expect(page('€€').match('$$')).toBeNull();
    expect(new Evidence([{ url: 'https://eatery.test/', texts: ['Set lunch $18'], urls: [] }]).match('$')).toBeNull();
  });
});
