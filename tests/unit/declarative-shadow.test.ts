import { describe, expect, it } from 'vitest';
import { htmlToModelInput, parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { extractionRequestSchema } from '@/lib/contract/request';
import { readSource } from '@/lib/source/read-source';

// Written for this test: a teapot card whose price lives only in its declarative shadow root.
const CARD = `<!doctype html><html><head><title>Teapots</title></head><body>
<h1>Teapots</h1>
<tea-card>
  <template shadowrootmode="open">
    <h2><slot name="name">Nameless pot</slot></h2>
    <p class="cost">Price: 41.50 EUR</p>
    <slot></slot>
    <div><slot name="extra">No extras listed</slot></div>
  </template>
  <span slot="name">Cast-iron teapot</span>
  <p>Holds 1.2 litres.</p>
</tea-card>
</body></html>`;

describe('declarative shadow DOM in HTML parsed without a browser (linkedom)', () => {
  it('puts an open root in its host, slots filled by the host children or their fallback', () => {
    const text = htmlToModelInput(CARD, { baseUrl: '', fields: ['name', 'price'] }).text;
    expect(text).toContain('Price: 41.50 EUR');
    expect(text).toContain('Cast-iron teapot');
    expect(text).toContain('Holds 1.2 litres.');
    expect(text).toContain('No extras listed');
    expect(text).not.toContain('Nameless pot');
    // The host's text comes in the root's order: name, price, the light paragraph.
    expect(text.indexOf('Cast-iron teapot')).toBeLessThan(text.indexOf('Price: 41.50'));
    expect(text.indexOf('Price: 41.50')).toBeLessThan(text.indexOf('Holds 1.2'));
  });

  it('reaches the model input of pasted HTML (website_html) read without the browser parser', async () => {
    const source = await readSource(
      extractionRequestSchema.parse({ user_prompt: 'the teapot name and price', website_html: CARD }),
      null,
    );
    expect(source.pages[0]?.modelInput.text).toContain('Price: 41.50 EUR');
  });

  it('attaches nested roots, and leaves closed roots and a second template out as a tab does', () => {
    const doc = parseHtmlDocument(`<body><outer-box><template shadowrootmode="open"><p>Outer says</p>
      <inner-box><template shadowrootmode="open"><b>Inner price 7.25</b></template></inner-box>
      </template></outer-box>
      <shut-box><template shadowrootmode="closed"><p>Closed price 3.00</p></template><i>light</i></shut-box>
      <two-roots><template shadowrootmode="open"><p>first root</p><slot></slot></template><template shadowrootmode="open"><p>second root</p></template></two-roots></body>`);
    const body = doc.body.textContent ?? '';
    expect(body).toContain('Outer says');
    expect(body).toContain('Inner price 7.25');
    expect(doc.querySelector('outer-box template, inner-box template')).toBeNull();
    expect(doc.querySelector('shut-box template')).not.toBeNull();
    expect(doc.querySelector('two-roots')?.textContent).toContain('first root');
    const text = htmlToModelInput(doc.documentElement.outerHTML, { baseUrl: '' }).text;
    expect(text).not.toContain('Closed price');
    expect(text).not.toContain('second root');
  });
});
