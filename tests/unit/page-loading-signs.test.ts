import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { loadingSign } from '@/lib/page/loading-signs';

function sign(body: string): string | null {
  const { document } = parseHTML(`<!doctype html><html><head><title>T</title></head><body>${body}</body></html>`);
  return loadingSign(document as unknown as Document);
}

const ARTICLE = `<header><nav><a href="/">Home</a> <a href="/shop">Shop</a></nav></header>
  <main><h1>Garden kettle</h1><p>${'A sturdy kettle for the garden, with a wide spout and a cool handle. '.repeat(4)}</p></main>`;

describe('loadingSign: what render_heavy_js keeps waiting for', () => {
  it.each([
    ['Loading…'],
    ['Loading...'],
    ['loading'],
    ['Please wait'],
    ['Please wait…'],
    ['Chargement…'],
    ['Cargando...'],
    ['Wird geladen …'],
    ['Bitte warten'],
    ['Caricamento in corso…'],
    ['Carregando'],
    ['Загрузка…'],
    ['読み込み中…'],
    ['加载中...'],
  ])('a page whose main content is only %j', (text) => {
    expect(sign(`<header><a href="/">Home</a></header><main><p>${text}</p></main><footer>© Shop</footer>`)).toBe(
      `"${text}" on screen`,
    );
  });

  it('a loading message beside rendered header, nav and footer text still counts', () => {
    expect(sign(`${ARTICLE.replace(/<main>[\s\S]*<\/main>/, '<main><div>Loading…</div></main>')}`)).toContain(
      'Loading…',
    );
  });

  it.each([
    ['<div id="root"></div>'],
    ['<div id="app"></div>'],
    ['<div id="__next"></div>'],
    ['<div data-reactroot=""></div>'],
    ['<app-root></app-root>'],
    ['<div id="root">  <!-- rendered by the client --> </div>'],
  ])('an empty app root on a shell page: %s', (root) => {
    expect(
      sign(`<noscript>You need to enable JavaScript to run this app.</noscript>${root}<script>boot()</script>`),
    ).toMatch(/^empty app root/);
  });

  it.each([
    ['<div aria-busy="true">x</div>'],
    ['<progress></progress>'],
    ['<div class="lds-spinner"></div>'],
    ['<div class="card skeleton"></div>'],
    ['<svg class="h-5 w-5 animate-spin"></svg>'],
    ['<i class="fa fa-circle-o-notch fa-spin"></i>'],
  ])('a loading indicator: %s', (markup) => {
    expect(sign(markup)).toMatch(/^loading indicator/);
  });

  it.each([
    ['an ordinary article', ARTICLE],
    ['a rendered app root', `<div id="root"><h1>Shop</h1><p>Kettle: 24.00</p></div>`],
    ['an unused empty #app on a page with content', `${ARTICLE}<div id="app"></div>`],
    ['"Loading" inside a sentence', `<main><p>Loading bay 4 is open from 6 am.</p></main>`],
    ['a long paragraph that mentions loading', `<p>Loading… ${'the truck takes an hour. '.repeat(3)}</p>`],
    ['a hidden loading message', `${ARTICLE}<div style="display:none">Loading…</div>`],
    ['a hidden spinner', `${ARTICLE}<div class="spinner" hidden></div>`],
    [
      'loading text inside a script or template',
      `${ARTICLE}<template><p>Loading…</p></template><script>"Loading"</script>`,
    ],
    ['a determinate progress bar', `${ARTICLE}<progress value="3" max="10"></progress>`],
    [
      'a page with over 100,000 characters of text (it has rendered)',
      `${ARTICLE}<p>${'Plenty of rendered text. '.repeat(4_500)}</p><div>Loading…</div>`,
    ],
  ])('no sign on %s', (_name, body) => {
    expect(sign(body)).toBeNull();
  });
});
