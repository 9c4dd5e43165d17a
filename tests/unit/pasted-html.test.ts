import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { createHtmlReader } from '@/lib/background/read-html';
import { htmlToModelInput, parseHtmlDocument, withLeadMoved } from '@/lib/convert/html-to-model-input';
import { isShown } from '@/lib/convert/visibility';
import { answerParseHtml, OFFSCREEN_PARSE } from '@/lib/page/parsed-page';

const PAGE =
  '<!doctype html><html><head><title>Kettles</title></head><body><h1>Kettle</h1><p>Price 24.00</p></body></html>';
const fromBrowser = { text: '## Page content\nread by the browser', refs: {}, tokens: 5 };

describe('createHtmlReader: pasted HTML goes to the offscreen parser, linkedom when it cannot', () => {
  it('sends the HTML, the schema fields and the prompt, and uses the model input it answers', async () => {
    const sent: unknown[] = [];
    const read = createHtmlReader(async (message) => {
      sent.push(message);
      return { ok: true, modelInput: fromBrowser };
    });
    const asked = { fields: [{ name: 'cost', type: 'number' }], prompt: 'the cost' };
    expect(await read(PAGE, asked)).toEqual(fromBrowser);
    expect(sent).toEqual([{ target: OFFSCREEN_PARSE, html: PAGE, ...asked }]);
  });

  it.each([
    ['the offscreen document is not reachable', () => Promise.reject(new Error('Receiving end does not exist.'))],
    ['nothing answers', () => Promise.resolve(undefined)],
    ['the answer is malformed', () => Promise.resolve({ ok: true, modelInput: { text: 3 } })],
    ['the parser failed', () => Promise.resolve({ ok: false, error: 'boom' })],
  ])('falls back to linkedom when %s', async (_why, ask) => {
    const input = await createHtmlReader(ask)(PAGE, { fields: [], prompt: '' });
    expect(input.text).toContain('Price 24.00');
  });

  it('uses linkedom outside Chrome (no offscreen document)', async () => {
    expect((await createHtmlReader(null)(PAGE, { fields: [], prompt: '' })).text).toContain('# Kettle');
  });
});

describe('answerParseHtml (the offscreen side)', () => {
  it('answers with an error instead of throwing', () => {
    const reply = answerParseHtml(
      () => {
        throw new Error('parser gone');
      },
      { target: OFFSCREEN_PARSE, html: '<p>x</p>', fields: [] },
    );
    expect(reply).toEqual({ ok: false, error: 'parser gone' });
  });
});

describe('pasted HTML with a <base> (linkedom path)', () => {
  const html =
    '<!doctype html><html><head><base href="https://shop.example/catalogue/"><title>Base</title></head>' +
    '<body><h1>Catalogue</h1><p>Our <a href="item/7">Widget seven</a> costs 7.70; older models are sold ' +
    '<a href="https://other.example/x">at the outlet</a> now.</p>' +
    '<img src="img/7.jpg" alt="Widget seven, front"></body></html>';

  it('resolves relative links and images against it', () => {
    const input = htmlToModelInput(html, { baseUrl: '' });
    expect(Object.values(input.refs)).toEqual(
      expect.arrayContaining([
        'https://shop.example/catalogue/item/7',
        'https://other.example/x',
        'https://shop.example/catalogue/img/7.jpg',
      ]),
    );
  });

  it('does not claim the base as the page address', () => {
    expect(htmlToModelInput(html, { baseUrl: '' }).text).not.toContain('url:');
  });

  it('resolves a relative base against the page address when there is one', () => {
    const relative = html.replace('https://shop.example/catalogue/', '/shop/');
    const input = htmlToModelInput(relative, { baseUrl: 'https://a.example/x/y.html' });
    expect(Object.values(input.refs)).toContain('https://a.example/shop/item/7');
  });
});

describe('a parsed document hides what the browser never renders in the body', () => {
  const { document } = parseHTML(
    '<!doctype html><html><head><title>Head title</title><meta name="d" content="x"></head><body>' +
      '<title>Body title</title><template><p>t</p></template><dialog id="closed">c</dialog>' +
      '<dialog id="open" open>o</dialog><input type="hidden" id="h" value="secret"><p id="p">p</p></body></html>',
  );
  const el = (selector: string): Element => document.querySelector(selector) as unknown as Element;

  it.each([['body > title'], ['template'], ['#closed'], ['#h']])('%s is hidden', (selector) => {
    expect(isShown(el(selector))).toBe(false);
  });

  it.each([['head > title'], ['head > meta'], ['#open'], ['#p']])('%s is not', (selector) => {
    expect(isShown(el(selector))).toBe(true);
  });
});

describe('elements before <html> (linkedom path), placed as the browser places them', () => {
  const page = (lead: string): string =>
    `${lead}<html><head><title>Player</title><meta name="description" content="About him"></head>` +
    '<body><h1>Ann Example</h1><p>Height: 6-8 · Team: Example City</p></body></html>';

  it('a <div> before <html> opens the body: the content is read, not an empty page', () => {
    const doc = parseHtmlDocument(page('<div align="center">'));
    expect(doc.documentElement?.tagName).toBe('HTML');
    expect(doc.title).toBe('Player');
    expect(doc.body?.textContent).toContain('Height: 6-8');
    expect(htmlToModelInput(page('<div align="center">'), { baseUrl: '' }).text).toContain('Team: Example City');
  });

  it('head-only tags before <html> go to the head, and what follows them to the body', () => {
    const doc = parseHtmlDocument(
      page('<!doctype html>\n<base href="https://e.example/"><meta charset="utf-8"><p>Note</p>'),
    );
    expect(doc.querySelector('head > base')?.getAttribute('href')).toBe('https://e.example/');
    expect(doc.body?.firstElementChild?.textContent).toBe('Note');
    expect(doc.body?.textContent).toContain('Ann Example');
  });

  it('leaves markup with only a doctype, comments or text before <html> as it was', () => {
    for (const lead of ['<!doctype html>', '<!-- saved --><?xml version="1.0"?>', 'stray text']) {
      expect(withLeadMoved(page(lead))).toBe(page(lead));
      expect(parseHtmlDocument(page(lead)).body?.textContent).toContain('Ann Example');
    }
  });

  it('a page with no head or body of its own still gets its lead into the body, first', () => {
    const doc = parseHtmlDocument('<div>Lead</div><html><p>Rest</p></html>');
    expect(doc.body?.textContent?.replace(/\s+/g, ' ').trim()).toBe('LeadRest');
  });
});
