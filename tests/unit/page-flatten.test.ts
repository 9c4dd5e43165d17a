import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { flattenDocument } from '@/lib/page/flatten';

describe('flattenDocument (without layout: linkedom)', () => {
  const { document } = parseHTML(`<!doctype html><html><head><title>T</title>
    <script>var secret = 1</script><script type="application/ld+json">{"@type":"Product"}</script>
    <style>p{}</style><link rel="stylesheet" href="/a.css"><link rel="canonical" href="/c"></head>
    <body><a href="/p/1">One</a><img src="data:image/gif;base64,R0l" data-src="/img/1.jpg">
    <img srcset="/s.jpg 1x, /l.jpg 2x"><input id="q" value="old"><input type="password" id="pw" value="hunter2">
    <input type="checkbox" id="c"><select id="s"><option>A</option><option>B</option></select>
    <textarea id="t">old text</textarea><noscript>no js</noscript></body></html>`);
  Object.defineProperty(document, 'baseURI', { value: 'https://shop.example/list/' });
  // linkedom has no DOMImplementation: a fresh parsed document stands in for createHTMLDocument.
  Object.defineProperty(document, 'implementation', {
    value: { createHTMLDocument: () => parseHTML('<!doctype html><html><head></head><body></body></html>').document },
  });
  (document.getElementById('q') as unknown as HTMLInputElement).value = 'typed';
  (document.getElementById('t') as unknown as HTMLTextAreaElement).value = 'new text';
  const flat = flattenDocument(document as unknown as Document);
  const html = flat.documentElement.outerHTML;

  it('keeps JSON-LD and canonical links; drops scripts, styles, stylesheets and noscript', () => {
    expect(html).toContain('"@type":"Product"');
    expect(html).not.toContain('var secret');
    expect(html).not.toContain('p{}');
    expect(html).not.toContain('a.css');
    expect(html).not.toContain('no js');
    expect(html).toContain('https://shop.example/c');
  });

  it('makes URLs absolute and gives lazy images their real source', () => {
    expect(html).toContain('href="https://shop.example/p/1"');
    expect(html).toContain('src="https://shop.example/img/1.jpg"');
    expect(html).toContain('srcset="https://shop.example/s.jpg 1x, https://shop.example/l.jpg 2x"');
  });

  it('carries the live form state, but never a password', () => {
    expect(html).toMatch(/id="q"[^>]*value="typed"|value="typed"[^>]*id="q"/);
    // (checked state is covered in Chromium by tests/e2e/page-options.spec.ts: linkedom's
    // `checked` property does not model the live state.)
    expect(html).toContain('new text');
    expect(html).not.toContain('hunter2');
  });

  it('leaves the live page untouched', () => {
    expect(document.querySelectorAll('script')).toHaveLength(2);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('data:image/gif;base64,R0l');
  });
});
