import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlToModelInput, parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { documentToModelInput } from '@/lib/convert/model-input';
import { restoreRefs } from '@/lib/convert/refs';

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', 'convert', name), 'utf8');
const BASE = 'https://shop.example/p/trailblazer-2?ref=home';

describe('page → model input', () => {
  const product = htmlToModelInput(fixture('product.html'), { baseUrl: BASE });

  it('renders data tables as GFM tables', () => {
    expect(product.text).toContain('| Size | Weight | Stock |\n| --- | --- | --- |\n| EU 42 | 1.1 kg | In stock |');
    expect(product.text).toContain('| EU 43 | 1.2 kg | 2 left |');
  });

  it('keeps headings, visible text, image alt text and form values', () => {
    expect(product.text).toContain('# Trailblazer 2 Hiking Boot');
    expect(product.text).toContain('$129.95');
    expect(product.text).toMatch(/!\[Trailblazer 2 in brown leather\]\(I\d+\)/);
    expect(product.text).toContain('[qty: 1]');
    expect(product.text).toContain('[size: EU 42]');
  });

  it('puts the structured data first, without reviews', () => {
    const data = product.text.slice(0, product.text.indexOf('## Page content'));
    expect(data).toContain('## Page data');
    expect(data).toContain('Product.sku: TB2-BRN-42');
    expect(data).toContain('Product.gtin13: 4006381333931');
    expect(data).toContain('Product.brand.name: Northpeak');
    expect(data).toMatch(/price:amount: 129.95|Product.offers.price: 129.95/);
    expect(data).toContain('Product.offers.availability: InStock');
    expect(data).toContain('product:price:currency: USD');
    expect(data).toContain('canonical: https://shop.example/p/trailblazer-2');
    expect(product.text).not.toContain('REVIEW-BODY-SHOULD-NOT-APPEAR');
  });

  it('drops scripts, styles and hidden elements (a prompt-injection path)', () => {
    for (const hidden of [
      'SCRIPT-CONTENT-SHOULD-NOT-APPEAR',
      'SECRET-STYLE-TEXT',
      'HIDDEN-DISPLAY-NONE',
      'ignore previous instructions',
      'HIDDEN-ATTRIBUTE-TEXT',
      'ARIA-HIDDEN-TEXT',
      'HIDDEN-INPUT-VALUE',
    ]) {
      expect(product.text).not.toContain(hidden);
    }
  });

  it('drops site navigation and footer boilerplate', () => {
    expect(product.text).not.toContain('[Sale]');
    expect(product.text).not.toContain('Privacy');
  });

  it('gives links short references with absolute URLs, without tracking parameters', () => {
    const match = /\[Northpeak\]\((L\d+)\)/.exec(product.text);
    expect(match).not.toBeNull();
    const ref = match?.[1] ?? '';
    expect(product.refs[ref]).toBe('https://shop.example/brands/northpeak?color=brown');
    expect(restoreRefs({ brandPage: ref, note: `see [${ref}]` }, product.refs)).toEqual({
      brandPage: 'https://shop.example/brands/northpeak?color=brown',
      note: 'see https://shop.example/brands/northpeak?color=brown',
    });
    // Every reference in refs is used in the text, and every one used is in refs.
    for (const name of Object.keys(product.refs)) expect(product.text).toContain(name);
    // (in a link or image, or a bare value in the structured data)
    const used = [...product.text.matchAll(/\b[LI]\d+\b/g)].map((m) => m[0]);
    expect(used.length).toBeGreaterThan(0);
    expect(new Set(used)).toEqual(new Set(Object.keys(product.refs)));
    expect(product.refs).toMatchObject({ I1: 'https://shop.example/img/trailblazer-2-large.jpg' });
  });

  it('keeps aria-hidden text the user sees (a page wrapper behind a dialog, a price), not icon-font names', () => {
    const page = `<body><div aria-hidden="true"><p>${'Visible article text. '.repeat(120)}</p></div>
      <div class="price"><span aria-hidden="true">$19.99</span><span class="sr-only">Price</span></div>
      <i class="material-icons" aria-hidden="true">star_half</i><span class="icon-cart" aria-hidden="true">CART-GLYPH</span>
      <div role="dialog">Accept cookies</div></body>`;
    const input = htmlToModelInput(page, { baseUrl: '' });
    expect(input.text).toContain('Visible article text.');
    expect(input.text).toContain('$19.99');
    expect(input.text).not.toContain('star_half');
    expect(input.text).not.toContain('CART-GLYPH');
  });

  it('never inlines data: URIs', () => {
    expect(product.text).not.toContain('data:image');
    expect(product.text).not.toContain('base64');
    expect(Object.values(product.refs).some((url) => url.startsWith('data:'))).toBe(false);
    expect(product.text).toContain('tiny pixel');
  });

  it('does not change the document it reads', () => {
    const doc = parseHtmlDocument(fixture('product.html'));
    const before = doc.documentElement.outerHTML;
    documentToModelInput(doc, { baseUrl: BASE, fields: ['price', 'sku'] });
    expect(doc.documentElement.outerHTML).toBe(before);
  });

  it('survives 10,000 levels of nesting', () => {
    const depth = 10_000;
    const html = `<body>${'<div>'.repeat(depth)}deep text${'</div>'.repeat(depth)}</body>`;
    const input = htmlToModelInput(html, { baseUrl: 'https://example.com/' });
    expect(input.text).toContain('deep text');
  });

  it('treats special-token text as plain text', () => {
    const input = htmlToModelInput('<p>Say <|endoftext|> and <|im_start|> here</p>', { baseUrl: 'https://e.com/' });
    expect(input.text).toContain('<|endoftext|>');
    expect(input.tokens).toBeGreaterThan(0);
  });

  it('finds requested fields in inline data scripts, also when converting a copy without them', () => {
    const html =
      '<html><head><script>window.state = {"product":{"sku":"STATE-SKU-991","color":"teal"}};</script></head>' +
      '<body><h1>Kettle</h1></body></html>';
    expect(htmlToModelInput(html, { baseUrl: '', fields: ['sku'] }).text).toContain('script sku: STATE-SKU-991');
    expect(htmlToModelInput(html, { baseUrl: '', fields: ['price'] }).text).not.toContain('STATE-SKU-991');
    const copy = parseHtmlDocument(html.replace(/<script>.*<\/script>/, ''));
    const live = parseHtmlDocument(html);
    const input = documentToModelInput(copy, { baseUrl: '', fields: ['sku'], scriptsFrom: live });
    expect(input.text).toContain('script sku: STATE-SKU-991');
  });

  it('reads fragments and body-less documents', () => {
    expect(htmlToModelInput('<h2>Only a fragment</h2><p>text</p>', { baseUrl: '' }).text).toContain(
      '## Only a fragment',
    );
  });
});

describe('query-aware pruning', () => {
  const filler = Array.from(
    { length: 60 },
    (_, i) => `<p>Filler paragraph ${i} about hills, valleys, rivers, and the long road between two villages.</p>`,
  ).join('\n');
  const html = fixture('long-article.html').replace('<!-- FILLER -->', filler);

  it('keeps the block that holds a requested field and drops unrelated text', () => {
    const pruned = htmlToModelInput(html, { baseUrl: 'https://e.com/a', fields: ['sku', 'author'] });
    expect(pruned.text).toContain('WALK-7781');
    expect(pruned.text).toContain('By Ada Example');
    expect(pruned.text).not.toContain('Filler paragraph 40');
    const whole = htmlToModelInput(html, { baseUrl: 'https://e.com/a' });
    expect(whole.text).toContain('Filler paragraph 40');
    expect(pruned.tokens).toBeLessThan(whole.tokens / 2);
  });

  it('keeps a block inside a small element named after a field', () => {
    const nested = html.replace(
      '<p>Closing paragraph.</p>',
      '<div class="author-box"><div><span>Grace Hopper-Example</span></div></div><p>Closing paragraph.</p>',
    );
    const input = htmlToModelInput(nested, { baseUrl: 'https://e.com/a', fields: ['byline'] });
    expect(input.text).toContain('Grace Hopper-Example');
  });

  it('prunes nothing when a field may be long text', () => {
    const input = htmlToModelInput(html, { baseUrl: 'https://e.com/a', fields: ['articleBody', 'sku'] });
    expect(input.text).toContain('Filler paragraph 40');
    expect(input.text).toContain('WALK-7781');
  });
});
