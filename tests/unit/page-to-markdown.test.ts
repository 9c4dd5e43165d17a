import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { pageToMarkdown } from '@/lib/export/page-to-markdown';
import { fitPageSource } from '@/lib/remote/fit-page';

const parse = (html: string): Document => parseHTML(html).document as unknown as Document;

const ARTICLE = `<!DOCTYPE html><html><head><title>Trail news</title></head><body>
<nav><a href="/">Home</a> <a href="/shop">Shop</a></nav>
<article><h1>Why trail shoes wear out</h1>
${'<p>Rubber compounds on trail shoes trade grip for wear, and rocky ground takes its toll on every outsole over the months. </p>'.repeat(8)}
<p>Read the <a href="/guide?ref=nav">care guide</a>.</p>
<table><thead><tr><th>Shoe</th><th>Km</th></tr></thead><tbody><tr><td>Runner 3</td><td>800</td></tr></tbody></table>
</article>
<footer>© Shop Inc · <a href="javascript:alert(1)">Cookie settings</a></footer>
<script>window.evil = 1</script></body></html>`;

describe('Copy page as Markdown (Turndown, Readability)', () => {
  it('turns the whole page into Markdown with GFM tables and full link addresses', async () => {
    const md = await pageToMarkdown(
      { html: ARTICLE, url: 'https://news.example/a/1', title: 'Trail news' },
      'page',
      parse,
    );
    expect(md.startsWith('# Trail news\n\n')).toBe(true);
    expect(md).toContain('# Why trail shoes wear out');
    expect(md).toContain('| Shoe | Km |\n| --- | --- |\n| Runner 3 | 800 |');
    expect(md).toContain('[care guide](https://news.example/guide?ref=nav)');
    expect(md).toContain('[Shop](https://news.example/shop)');
    expect(md).toContain('© Shop Inc');
    expect(md).not.toContain('javascript:');
    expect(md).not.toContain('window.evil');
  });

  it('keeps only the article when asked, as MarkDownload does', async () => {
    const md = await pageToMarkdown({ html: ARTICLE, url: 'https://news.example/a/1' }, 'article', parse);
    expect(md.startsWith('# Why trail shoes wear out\n\n')).toBe(true);
    expect(md).toContain('Rubber compounds on trail shoes');
    expect(md).toContain('[care guide](https://news.example/guide?ref=nav)');
    expect(md).not.toContain('Cookie settings');
    expect(md).not.toContain('[Home]');
  });

  it('says so when a page has no article', async () => {
    await expect(
      pageToMarkdown({ html: '<html><body></body></html>', url: 'https://a.example/' }, 'article', parse),
    ).rejects.toThrow(/no article was found/);
  });
});

describe('the remote fallback Markdown for pages over the limit', { timeout: 60_000 }, () => {
  const table = (rows: number): string =>
    `<table><thead><tr><th>Name</th><th>Price</th></tr></thead><tbody>${Array.from({ length: rows }, (_, i) => `<tr><td>Item ${i}</td><td>$${i}</td></tr>`).join('')}</tbody></table>`;

  it('uses the same Turndown path: GFM tables, every row, full link addresses', () => {
    const html = `<html><head><title>Catalog</title></head><body><a href="/all">All items</a>${table(300)}</body></html>`;
    const fit = fitPageSource(html, { limit: 8_000, baseUrl: 'https://shop.example/c/1' });
    expect(fit.how).toBe('markdown');
    expect(fit.value.startsWith('# Catalog\n\n')).toBe(true);
    expect(fit.value).toContain('[All items](https://shop.example/all)');
    expect(fit.value).toContain('| Name | Price |\n| --- | --- |\n| Item 0 | $0 |');
    expect(fit.value).toContain('| Item 299 | $299 |');
  });

  it('falls back to the iterative model-input converter on a page nested deeper than Turndown can recurse', () => {
    const deep = `${'<div>'.repeat(30_000)}<p>Deep price 42 EUR</p>${'</div>'.repeat(30_000)}`;
    const html = `<html><body>${deep}</body></html>`;
    const fit = fitPageSource(html, { limit: 200_000 });
    expect(fit.field).toBe('website_markdown');
    expect(fit.value).toContain('Deep price 42 EUR');
  });
});
