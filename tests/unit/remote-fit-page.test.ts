import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_BYTES, utf8Bytes } from '@/lib/contract/limits';
import { fitPageSource, truncateUtf8 } from '@/lib/remote/fit-page';

const PRODUCT = '<h1>Trail Runner 3</h1><p class="price">€89.90</p><a href="/p/1">details</a>';

/** A page that is mostly what no extraction needs: scripts, styles, SVG, comments, hidden nodes. */
function bloatedPage(kb: number): string {
  const junk = 'x'.repeat(1000);
  const parts: string[] = [];
  for (let i = 0; i < kb / 5; i++) {
    parts.push(
      `<script>var a${i}="${junk}";</script><style>.c${i}{content:"${junk}"}</style><svg><path d="${junk}"/></svg><!-- ${junk} --><div hidden>${junk}</div><div style="display: none">${junk}</div>`,
    );
  }
  return `<!DOCTYPE html><html><head><title>Shop</title><script type="application/ld+json">{"@type":"Product","name":"Trail Runner 3"}</script></head><body>${PRODUCT}${parts.join('')}<p>Visible end</p></body></html>`;
}

/** A page whose visible content alone is over 2 MB of HTML but small as Markdown. */
function bigTablePage(rows: number): string {
  const tr = (i: number): string => `<tr class="row" data-sku="S${i}"><td>Item ${i}</td><td>$${i}.00</td></tr>`;
  return `<html><head><title>Catalog</title></head><body><table><thead><tr><th>Name</th><th>Price</th></tr></thead><tbody>${Array.from({ length: rows }, (_, i) => tr(i)).join('')}</tbody></table></body></html>`;
}

describe('fitPageSource', { timeout: 30_000 }, () => {
  it('sends a page within the limit exactly as captured', () => {
    const html = `<html><body>${PRODUCT}<script>x()</script></body></html>`;
    expect(fitPageSource(html)).toMatchObject({ field: 'website_html', value: html, how: 'as-is' });
  });

  it('strips scripts, styles, SVG, comments and hidden nodes from a page over 2 MB, keeping JSON-LD and content', () => {
    const html = bloatedPage(2_600);
    expect(utf8Bytes(html)).toBeGreaterThan(2_500_000);
    const fit = fitPageSource(html);
    expect(fit.field).toBe('website_html');
    expect(fit.how).toBe('stripped');
    expect(fit.bytes).toBeLessThanOrEqual(MAX_SOURCE_BYTES);
    expect(fit.value).toContain('Trail Runner 3</h1>');
    expect(fit.value).toContain('€89.90');
    expect(fit.value).toContain('application/ld+json');
    expect(fit.value).toContain('Visible end');
    expect(fit.value).not.toMatch(/<svg|<style|<!--|var a1=|hidden>/);
  });

  it('falls back to Markdown when even stripped HTML is over the limit', () => {
    const html = bigTablePage(60_000);
    const fit = fitPageSource(html);
    expect(fit.field).toBe('website_markdown');
    expect(fit.how).toBe('markdown');
    expect(fit.bytes).toBeLessThanOrEqual(MAX_SOURCE_BYTES);
    expect(fit.value).toContain('| Item 59999 | $59999.00 |');
  }, 120_000);

  it('cuts Markdown that is still over the limit, never past it', () => {
    const fit = fitPageSource(bigTablePage(400), { limit: 5_000 });
    expect(fit.how).toBe('markdown-truncated');
    expect(fit.bytes).toBeLessThanOrEqual(5_000);
    expect(fit.value.endsWith('\n')).toBe(true);
  });

  it('truncates on character boundaries', () => {
    const text = 'é'.repeat(10);
    expect(truncateUtf8(text, 5)).toBe('éé');
    expect(utf8Bytes(truncateUtf8('😀😀😀', 7))).toBeLessThanOrEqual(7);
  });
});
