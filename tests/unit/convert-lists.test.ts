import { describe, expect, it } from 'vitest';
import { codes, rng } from '../../bench/lists/data';
import { MARKUPS, pageShell } from '../../bench/lists/markups';
import { scoreRecords } from '../../bench/score-records';
import { htmlToModelInput, parseHtmlDocument } from '@/lib/convert/html-to-model-input';

/**
 * Every list markup of the bench's list-page corpus, one page each: every record reaches the
 * model input with all its values together, whether the fields are named or not.
 */
describe('list pages: every record, every field, kept together', () => {
  for (const markup of MARKUPS) {
    it(`${markup.name}: ${markup.about}`, () => {
      const r = rng(42);
      const records = codes(r, Math.min(markup.perPage, 30)).map((code) => markup.record(r, code));
      const html = pageShell(markup, markup.render(records, r), 1);
      const fields = Object.keys(records[0] ?? {});
      for (const asked of [fields, []]) {
        const input = htmlToModelInput(html, { baseUrl: 'https://lists.example/', fields: asked });
        const score = scoreRecords(records, input.text);
        expect(score.found, `${asked.join(',') || 'no fields'}:\n${input.text}`).toBe(records.length);
      }
    });
  }
});

describe('list pages: the two reported cases', () => {
  it('a plain <ul> of products on a page without <main> keeps every name and link', () => {
    const items = Array.from(
      { length: 12 },
      (_, i) => `<li><h3><a href="/p/${i}">Kettle model ${100 + i}</a></h3> $${10 + i}.99 ★ 4.${i % 10}</li>`,
    ).join('');
    const html = `<body><header><nav><a href="/">Home</a> <a href="/shop">Shop</a></nav></header><ul>${items}</ul><footer>© Shop</footer></body>`;
    const input = htmlToModelInput(html, { baseUrl: 'https://shop.example/', fields: ['name', 'price', 'rating'] });
    for (let i = 0; i < 12; i++)
      expect(input.text).toMatch(
        new RegExp(`- \\[Kettle model ${100 + i}\\]\\(L\\d+\\) · \\$${10 + i}\\.99 ★ 4\\.${i % 10}(\\n|$)`),
      );
    expect(input.refs[/\[Kettle model 100\]\((L\d+)\)/.exec(input.text)?.[1] ?? '']).toBe('https://shop.example/p/0');
  });

  it('cards sharing four descriptions each keep their own description; text repeated outside them appears once', () => {
    const descriptions = [
      'Soft and warm.',
      'Light and strong.',
      'Made to last for years of use.',
      'Ships in two days.',
    ];
    const notice = '<p>Free shipping on every order over €50, and free returns.</p>';
    const cards = Array.from(
      { length: 240 },
      (_, i) =>
        `<div class="card"><h2>Card ${1000 + i}</h2><p>${descriptions[i % 4]}</p><span class="price">€${i + 1}</span></div>`,
    ).join('');
    const html = `<body>${notice}<main><div class="grid">${cards}</div></main>${notice}</body>`;
    const input = htmlToModelInput(html, {
      baseUrl: 'https://shop.example/',
      fields: ['name', 'description', 'price'],
    });
    for (let i = 0; i < 240; i++)
      expect(input.text).toContain(`- Card ${1000 + i} · ${descriptions[i % 4]} · €${i + 1}\n`.trimEnd());
    expect(input.text.split('Free shipping on every order').length - 1).toBe(1);
  });

  it('a mega menu of link columns is not a list of records', () => {
    const column = (n: number): string =>
      `<li><span>Group ${n}</span><ul>${Array.from({ length: 6 }, (_, i) => `<li><a href="/c/${n}/${i}">Category ${n}-${i}</a></li>`).join('')}</ul></li>`;
    const html = `<body><div class="top"><ul>${[1, 2, 3, 4].map(column).join('')}</ul></div><main><h1>Product</h1><p>Price $12.00</p></main></body>`;
    const input = htmlToModelInput(html, { baseUrl: 'https://shop.example/', fields: ['price'] });
    expect(input.text).toContain('$12.00');
    expect(input.text).not.toContain('Category 2-3');
  });

  it('prices with the cents in <sup> keep their decimal point', () => {
    const input = htmlToModelInput('<p>Now $12<sup>99</sup> (was 2019<sup>12</sup>)</p>', { baseUrl: '' });
    expect(input.text).toContain('$12.99');
    expect(input.text).toContain('201912');
  });

  it('cents in <sup> after a split or grouped whole number take the mark its thousands do not use', () => {
    const split = htmlToModelInput('<p><span>€</span> <span class="w">1.197</span><sup>99</sup></p>', { baseUrl: '' });
    expect(split.text).toContain('€ 1.197,99');
    const grouped = htmlToModelInput('<p><span>$</span><span>1,299</span><sup>50</sup></p>', { baseUrl: '' });
    expect(grouped.text).toContain('$1,299.50');
  });
});

describe('junk at bounded cost', () => {
  it('caps nesting at 512 levels like Chromium, keeping the text', () => {
    const html = `<body><h1>Item</h1>${'<span><b>x'.repeat(5_000)}</body>`;
    const doc = parseHtmlDocument(html);
    let depth = 0;
    for (
      let el: Element | null = doc.body;
      el;
      el = el.firstElementChild?.localName === 'h1' ? (el.lastElementChild ?? null) : el.firstElementChild
    )
      depth++;
    expect(depth).toBeLessThanOrEqual(520);
    expect((doc.body.textContent ?? '').length).toBe('Item'.length + 5_000);
  });

  it('a short-field request on one huge text node stays small', () => {
    const html = `<body><h1>Item</h1><div>${'abcdefghij'.repeat(50_000)}</div></body>`;
    const input = htmlToModelInput(html, { baseUrl: '', fields: ['title', 'price'] });
    expect(input.text.length).toBeLessThan(6_000);
    // Asked for everything, the endless token is junk all the same: bounded and reported.
    const whole = htmlToModelInput(html, { baseUrl: '' });
    expect(whole.text.length).toBeLessThan(6_000);
    expect(whole.junk).toEqual({ blocks: 1, chars: 500_000 - 300 });
  });
});

describe('definition-list catalogues', () => {
  it('a long value several <dd>s share reaches the model once per record', () => {
    const teachers = [
      'Professor Odile Ferreira-Nakamura, Faculty of Music',
      'Doctor Bram Osei-Lindqvist, Faculty of Law',
    ];
    const items = Array.from(
      { length: 12 },
      (_, i) => `<dt>MUS ${200 + i}: Harmony workshop ${i}</dt><dd>3 credits</dd><dd>Taught by ${teachers[i % 2]}</dd>`,
    ).join('');
    const html = `<html><body><main><h1>Courses</h1><dl>${items}</dl></main></body></html>`;
    const text = htmlToModelInput(html, {
      baseUrl: 'https://example.test/',
      fields: ['course', 'credits', 'teacher'],
    }).text;
    expect(text.match(/Taught by Professor Odile/g)).toHaveLength(6);
    expect(text.match(/3 credits/g)).toHaveLength(12);
  });
});

describe('a second run of records built like the list, under its own heading', () => {
  it('keeps its heading when its records are kept for the fields asked, so it reads as a block of its own', () => {
    const review = (who: string, i: number) =>
      `<li class="rv"><span class="who">${who}</span> <time datetime="2026-0${1 + (i % 8)}-1${i % 9}">1${i % 9}/0${1 + (i % 8)}/2026</time><div>★★★☆☆ 3,${i}</div><h3>Solid kettle ${i}</h3><p>Boils fast, lid ${i} rattles a little.</p></li>`;
    const main = ['Ada P.', 'Bo K.', 'Cy L.', 'Di M.', 'Ed N.'].map(review).join('');
    const side = ['Fay Q.', 'Gus R.', 'Hal S.'].map((w, i) => review(w, i + 5)).join('');
    const html = `<body><main><h1>Reviews: Kettle Sola</h1><ul class="reviews">${main}</ul></main><aside><h2>Trending</h2><ul class="reviews">${side}</ul></aside></body>`;
    const input = htmlToModelInput(html, {
      baseUrl: 'https://kettles.example/',
      fields: ['author', 'date', 'rating', 'title'],
    });
    const lines = input.text.split('\n');
    const heading = lines.indexOf('## Trending');
    expect(heading, input.text).toBeGreaterThan(lines.findIndex((l) => l.includes('Ed N.')));
    expect(heading).toBeLessThan(lines.findIndex((l) => l.includes('Fay Q.')));
  });
});
