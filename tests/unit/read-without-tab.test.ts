import { describe, expect, it } from 'vitest';
import { createTabFreeReader, type TabFreeReaderEnv } from '@/lib/background/read-without-tab';
import type { ParseHtmlMessage } from '@/lib/page/parsed-page';

// The service worker's side of reading a page without a tab: what it asks the site for, which
// answers it leaves to a tab, and how it decodes the bytes. The offscreen parser is faked here
// (the e2e spec recipes-without-tab runs the real one).

const PAGE = 'https://shop.example/item/1.html';
const modelInput = { text: 'a lamp', refs: {}, tokens: 3 };

function setUp(answer: (url: string) => Response, live = false) {
  const asked: ParseHtmlMessage[] = [];
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const env: TabFreeReaderEnv = {
    fetch: async (input, init) => {
      calls.push({ url: String(input), init });
      return answer(String(input));
    },
    ask: async (message) => {
      asked.push(message);
      return { ok: true, modelInput, page: { html: `<p>${message.html.length}</p>`, title: 'Lamp', live } };
    },
    canReach: async () => true,
    shownInTab: async () => false,
  };
  const reader = createTabFreeReader(env);
  const read = (url = PAGE) =>
    reader.read(null, { user_prompt: 'the lamp', website_url: url } as never, new AbortController().signal);
  return { reader, read, asked, calls, env };
}

function html(
  body: string | Uint8Array<ArrayBuffer>,
  type = 'text/html; charset=utf-8',
  url = PAGE,
  status = 200,
): Response {
  const response = new Response(body, { status, headers: { 'content-type': type } });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

describe('reading a page without a tab', () => {
  it('asks for an HTML page with the browser’s cookies and gives the parsed page as a capture would', async () => {
    const { read, calls, asked } = setUp(() => html('<h1>Lamp</h1>'));
    expect(await read()).toEqual({ url: PAGE, title: 'Lamp', html: '<p>13</p>', status: 200, modelInput });
    expect(calls[0]?.init).toMatchObject({ credentials: 'include', redirect: 'follow' });
    expect(new Headers(calls[0]?.init?.headers).get('accept')).toMatch(/^text\/html/);
    expect(asked[0]).toMatchObject({ html: '<h1>Lamp</h1>', pageUrl: PAGE, prompt: 'the lamp' });
  });

  it('leaves a missing page, a server error and a network error to a tab, and fetches the site’s next page', async () => {
    for (const answer of [
      () => html('gone', 'text/html', PAGE, 404),
      () => html('down', 'text/html', PAGE, 503),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const { read, asked, calls } = setUp(answer);
      expect(await read()).toBeNull();
      expect(asked).toEqual([]);
      await read('https://shop.example/item/2.html');
      expect(calls).toHaveLength(2);
    }
  });

  it('leaves to tabs a site that refuses the fetch, answers another type, or redirects to another origin', async () => {
    for (const answer of [
      () => html('no', 'text/html', PAGE, 403),
      () => html('{}', 'application/json'),
      () => html('<h1>x</h1>', 'text/html', 'https://elsewhere.example/login'),
    ]) {
      const { read, asked, calls } = setUp(answer);
      expect(await read()).toBeNull();
      expect(asked).toEqual([]);
      // The site's other pages go to tabs at once: its host is not asked twice for each.
      expect(await read('https://shop.example/item/2.html')).toBeNull();
      expect(calls).toHaveLength(1);
    }
  });

  it('decodes the page in its own encoding: the header’s charset, else its <meta charset>', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('<p>caf'), 0xe9, ...new TextEncoder().encode('</p>')]);
    const byHeader = setUp(() => html(latin1, 'text/html; charset=windows-1252'));
    await byHeader.read();
    expect(byHeader.asked[0]?.html).toBe('<p>café</p>');
    const meta = new Uint8Array([...new TextEncoder().encode('<meta charset="iso-8859-1">'), ...latin1]);
    const byMeta = setUp(() => html(meta, 'text/html'));
    await byMeta.read();
    expect(byMeta.asked[0]?.html).toBe('<meta charset="iso-8859-1"><p>café</p>');
  });

  it('a page with live parts is left to the tab, and its site is not fetched again', async () => {
    const { read, calls } = setUp(() => html('<script>go()</script>'), true);
    expect(await read()).toBeNull();
    expect(await read('https://shop.example/item/2.html')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('a site whose pages read differently fetched is left to tabs', async () => {
    const { reader, read, calls } = setUp(() => html('<h1>Lamp</h1>'));
    reader.differs(PAGE);
    expect(await read('https://shop.example/item/9.html')).toBeNull();
    expect(calls).toEqual([]);
  });
});
