/**
 * What the block walk knows about where it is: inside boilerplate (navigation, a site
 * header, a sidebar…), inside the article, a breadcrumb, preformatted text, inline text.
 */
export const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'canvas',
  'iframe',
  'object',
  'embed',
  'head',
  'meta',
  'link',
  'base',
  'audio',
  'video',
  'source',
  'track',
  'map',
  'datalist',
]);
export const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const BOILER_TAG = new Set(['nav', 'footer', 'aside']);
const BOILER_ROLE = /^(navigation|contentinfo|complementary|search|menu|menubar|banner|dialog|alertdialog)$/;
const BOILER_NAME =
  /(^|[\s_-])(nav|navbar|navigation|menu|megamenu|footer|site-?header|global-?header|sidebar|cookies?|consent|gdpr|newsletter|social|share|sharing|skip-?link|related|recommend(ed|ations)?|comments?)([\s_-]|$)/i;
/** Inside an article, only unmistakable extras count as boilerplate. */
const BOILER_IN_MAIN =
  /(^|[\s_-])(share|sharing|social|related|recommend(ed|ations)?|newsletter|subscribe|ad|ads|advert\w*|promo)([\s_-]|$)/i;
const MAIN_ROLE = /^(main|article)$/;
export const HINTED_BLOCK_CHARS = 400;
/**
 * Longest block that is one value's own line: a dateline, a byline, a price. A longer block is
 * running text that mentions a year, the word "published" or a dated element, not a value.
 */
export const VALUE_BLOCK_CHARS = 160;

export interface Context {
  boiler: number;
  crumb: boolean;
  main: boolean;
  pre: boolean;
  /** Inside a link or a table cell: block boundaries become spaces. */
  inline: boolean;
  /** Inside a block element whose names suggest a requested field. */
  hinted: boolean;
  record: number;
}

export const TOP_CONTEXT: Context = {
  boiler: 0,
  crumb: false,
  main: false,
  pre: false,
  inline: false,
  hinted: false,
  record: 0,
};

export function hintNames(el: Element): string {
  const names = [el.getAttribute('class'), el.getAttribute('id'), el.getAttribute('itemprop'), el.getAttribute('rel')];
  return names.filter((name) => name !== null).join(' ');
}

export function childContext(el: Element, tag: string, ctx: Context, regions: { next: number }): Context {
  const role = el.getAttribute('role') ?? '';
  const main = ctx.main || tag === 'main' || tag === 'article' || MAIN_ROLE.test(role);
  let boiler = ctx.boiler;
  if (boiler <= 0 && !main) {
    // A <header> holding the h1 is the product's or article's header, not the site's.
    const siteHeader = tag === 'header' && !ctx.main && el.querySelector('h1') === null;
    if (BOILER_TAG.has(tag) || siteHeader || BOILER_ROLE.test(role)) boiler = regions.next++;
    else if (boiler === 0) {
      const name = `${el.getAttribute('id') ?? ''} ${el.getAttribute('class') ?? ''}`;
      if (name.length > 1 && BOILER_NAME.test(name)) boiler = -regions.next++;
    }
  } else if (boiler === 0 && main) {
    const name = `${el.getAttribute('id') ?? ''} ${el.getAttribute('class') ?? ''}`;
    if (name.length > 1 && BOILER_IN_MAIN.test(name)) boiler = -regions.next++;
  }
  const pre = ctx.pre || tag === 'pre';
  const inline = ctx.inline || tag === 'a';
  const crumb =
    ctx.crumb ||
    /breadcrumb/i.test(
      `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''} ${el.getAttribute('aria-label') ?? ''}`,
    );
  if (main === ctx.main && boiler === ctx.boiler && pre === ctx.pre && inline === ctx.inline && crumb === ctx.crumb)
    return ctx;
  return { boiler, crumb, main, pre, inline, hinted: ctx.hinted, record: ctx.record };
}
