import { describe, expect, it } from 'vitest';
import { htmlToModelInput } from '../../lib/convert/html-to-model-input';

/** Bylines and standfirsts reach the model whenever the request asks for them (pages written for this test). */
const body = Array.from(
  { length: 50 },
  (_, i) => `<p>Part ${i + 1}: the ferry crew checks the ropes again before the evening crossing to the island.</p>`,
).join('');

function page(head: string, article: string): string {
  return `<html><head><title>The last ferry of the season | Coast Daily</title>${head}</head><body>${article}</body></html>`;
}

const ASKS = [
  ['headline', 'author'],
  ['title', 'byline', 'standfirst'],
  ['title', 'writer', 'subtitle'],
];

function inputFor(html: string, fields: string[]): string {
  return htmlToModelInput(html, { baseUrl: 'https://example.test/ferry', fields }).text;
}

describe('bylines and standfirsts survive pruning', () => {
  it.each(ASKS)('a byline given only in a "byl" meta tag, several names joined with "and" (%s, %s)', (...fields) => {
    const html = page(
      '<meta name="byl" content="By Marta Quist and Ilan Body">',
      `<article><h1>The last ferry of the season</h1>${body}</article>`,
    );
    expect(inputFor(html, fields)).toContain('By Marta Quist and Ilan Body');
  });

  it.each(ASKS)('a standfirst given only as an abstract tag (%s, %s)', (...fields) => {
    const html = page(
      '<meta name="abstract" content="Crews say goodbye to the summer timetable.">',
      `<main><h1>The last ferry of the season</h1>${body}</main>`,
    );
    expect(inputFor(html, fields)).toContain('Crews say goodbye to the summer timetable.');
  });

  it('a credit line at the end of the story, without "By"', () => {
    const html = page(
      '',
      `<main><h1>The last ferry of the season</h1>${body}<p><i>Marta Quist and Ilan Body contributed reporting.</i></p></main>`,
    );
    expect(inputFor(html, ['headline', 'author'])).toContain('Marta Quist and Ilan Body contributed reporting');
    expect(inputFor(html, ['headline', 'author'])).not.toContain('Part 40:');
  });

  it('a "Story by" line deep in the page', () => {
    const html = page('', `<main><h1>The last ferry of the season</h1>${body}<p>Story by Marta Quist</p></main>`);
    expect(inputFor(html, ['headline', 'byline'])).toContain('Story by Marta Quist');
  });

  it('several authors in JSON-LD, and a Japanese standfirst given only as the meta description', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: '最終便',
      author: [
        { '@type': 'Person', name: '佐藤一郎' },
        { '@type': 'Person', name: '鈴木花' },
      ],
    });
    const html = page(
      `<meta name="description" content="島へ向かう夏の最終便に乗った。"><script type="application/ld+json">${ld}</script>`,
      `<article><h1>最終便</h1>${Array.from({ length: 40 }, (_, i) => `<p>第${i + 1}段落。船は夕方に港を出た。</p>`).join('')}</article>`,
    );
    const text = inputFor(html, ['title', 'author', 'summary']);
    expect(text).toContain('佐藤一郎; 鈴木花');
    expect(text).toContain('島へ向かう夏の最終便に乗った。');
  });
});
