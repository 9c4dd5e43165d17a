import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { findNextControl } from '@/lib/page/next-control';
import { findTarget } from '@/lib/page/find-target';
import { parseTarget } from '@/lib/page/step-parser';

// linkedom has no layout: every element counts as visible, which is what these tests need.
function doc(body: string, url = 'https://shop.example/list?page=1'): Document {
  const html = `<!doctype html><html><head><base href="${url}"></head><body>${body}</body></html>`;
  const { document } = parseHTML(html);
  Object.defineProperty(document, 'URL', { value: url });
  return document as unknown as Document;
}

describe('findNextControl', () => {
  it('prefers rel=next', () => {
    const next = findNextControl(doc('<a href="/a">Next</a><a rel="next" href="/list?page=2">2</a>'));
    expect(next?.href).toBe('https://shop.example/list?page=2');
  });

  it('reads a <link rel=next> in the head when no element shows one', () => {
    const { document } = parseHTML(
      '<html><head><link rel="next" href="https://shop.example/p3"></head><body><p>x</p></body></html>',
    );
    const next = findNextControl(document as unknown as Document);
    expect(next).toMatchObject({ element: null, href: 'https://shop.example/p3' });
  });

  it.each([
    ['<a href="/p2">Next</a>', 'Next'],
    ['<a href="/p2">Next page »</a>', 'Next page'],
    ['<a href="/p2">›</a>', 'symbol'],
    ['<a href="/p2">»</a>', 'symbol'],
    ['<a href="/p2" aria-label="Next page"><svg></svg></a>', 'aria-label'],
    ['<a href="/p2" title="Go to next page">→</a>', 'title'],
    ['<a href="/p2">Siguiente</a>', 'Spanish'],
    ['<a href="/p2">Suivant ›</a>', 'French'],
    ['<a href="/p2">Weiter</a>', 'German'],
    ['<a href="/p2">次へ</a>', 'Japanese'],
    ['<a href="/p2">下一页</a>', 'Chinese'],
    ['<button type="button">Next</button>', 'button'],
  ])('finds %s (%s)', (html) => {
    expect(findNextControl(doc(`<p>Items</p><nav>${html}</nav>`))).not.toBeNull();
  });

  it('uses the number after the current page in a numbered bar', () => {
    const next = findNextControl(
      doc(
        '<ul class="pagination"><li><a href="/p1">1</a></li><li class="active"><span>2</span></li><li><a href="/p3">3</a></li></ul>',
      ),
    );
    expect(next?.href).toBe('https://shop.example/p3');
  });

  it('does not follow a disabled next control, or text that merely mentions next', () => {
    expect(findNextControl(doc('<li class="disabled"><a href="/p2">Next</a></li>'))).toBeNull();
    expect(findNextControl(doc('<button disabled>Next</button>'))).toBeNull();
    expect(findNextControl(doc('<a href="/p2" aria-disabled="true">Next</a>'))).toBeNull();
    expect(findNextControl(doc('<a href="/blog">Next steps for your garden</a>'))).toBeNull();
    expect(findNextControl(doc('<p>Nothing here</p>'))).toBeNull();
  });

  it('treats a same-page #hash link as a script-driven control (no URL)', () => {
    const next = findNextControl(doc('<a href="#page2">Next</a>'));
    expect(next).toMatchObject({ href: null });
    expect(next?.element).not.toBeNull();
  });
});

describe('findTarget', () => {
  const page = doc(`
    <label for="q">Search</label><input id="q" type="search" placeholder="Search products">
    <label>Size <select name="size"><option>Small</option><option>Large</option></select></label>
    <label><input type="checkbox" id="stock"> In stock only</label>
    <button aria-label="Close dialog">×</button>
    <a href="/more">Load more reviews</a>
    <div class="x"><span>Load more</span></div>
    <input type="submit" value="Go">
  `);
  const find = (phrase: string, role?: Parameters<typeof parseTarget>[1]) =>
    findTarget(page, parseTarget(phrase, role))?.element;

  it('resolves by label, placeholder, aria-label, value and visible text', () => {
    expect(find('search box', 'textbox')?.getAttribute('id')).toBe('q');
    expect(find('Search products', 'textbox')?.getAttribute('id')).toBe('q');
    expect(find('Size', 'select')?.localName).toBe('select');
    expect(find('In stock only', 'checkbox')?.getAttribute('id')).toBe('stock');
    expect(find('Close dialog')?.localName).toBe('button');
    expect(find('Go')?.getAttribute('value')).toBe('Go');
  });

  it('prefers an exact match: "Load more" is the span, not the longer link', () => {
    expect(find('Load more')?.localName).toBe('span');
    expect(find('Load more reviews')?.localName).toBe('a');
  });

  it('finds nothing for text that is not on the page', () => {
    expect(find('Buy the whole shop')).toBeUndefined();
  });
});
