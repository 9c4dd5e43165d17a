import { RecordFinder } from './records';
import { centsInSup } from './cents-in-sup';
import type { RefTable } from './refs';
import { isHidden } from './visibility';
import { tableToMarkdown, isDataTable } from './table-to-markdown';

/** One paragraph-level piece of the page, in Markdown, with what pruning needs to know. */
export interface Block {
  text: string;
  /** `definition`: a <dd>, the value of the term before it (a catalogue's credits, instructor). */
  kind: 'heading' | 'text' | 'item' | 'table' | 'definition';
  /**
   * Inside navigation, site header/footer, sidebars, cookie banners and the like: 0 when not,
   * else the region's number. Negative numbers are regions known only by a class or id name
   * ("sidebar"), which some sites also put on the wrapper of the whole article.
   */
  boiler: number;
  /** Characters of link text (a block made only of links is usually a menu or a list of teasers). */
  linkChars: number;
  /** Characters of visible text, without Markdown and references. */
  chars: number;
  /** Inside main, article or role=main. */
  main: boolean;
  /** Inside a breadcrumb trail: links, but they name the category and often the brand. */
  crumb: boolean;
  /** An element inside carries a requested field's name in its class, id, itemprop or rel. */
  hinted: boolean;
  /**
   * Inside one of a run of similar siblings (a card, row, list item, grid cell) that hold
   * several pieces of text each: the record's number, else 0. Records are never cut apart.
   */
  record: number;
  /** The run of similar records this one belongs to (0 when `record` is 0). */
  group: number;
}

const SKIP = new Set([
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
const BLOCK = new Set([
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
const HINTED_BLOCK_CHARS = 400;

interface Context {
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

type Frame = { node: Node; ctx: Context; exit?: undefined } | { node: Element; ctx: Context; exit: () => void };

export interface WalkOptions {
  refs: RefTable;
  /** When false (worker, bench), form values come from attributes only. */
  live: boolean;
  /** Matches class/id/itemprop/rel names that suggest a requested field (query-aware). */
  hint: RegExp | null;
}

/**
 * Walks the DOM once, iteratively (pages nest 10,000 deep; recursion overflows the stack),
 * without touching it, and cuts the visible content into Markdown blocks.
 */
export function domToBlocks(root: Element, options: WalkOptions): Block[] {
  const blocks: Block[] = [];
  const regions = { next: 1 };
  const records = new RecordFinder();
  let parts: string[] = [];
  let linkChars = 0;
  let chars = 0;
  let hinted = false;

  const flush = (ctx: Context, kind: Block['kind'] = 'text', prefix = ''): void => {
    if (parts.length === 0) return;
    const text = parts
      .join('')
      .split('\n')
      .map((line) => (ctx.pre ? line.trimEnd() : line.replace(/[ \t\u00a0]+/g, ' ').trim()))
      .filter((line) => line.length > 0)
      .join('\n');
    parts = [];
    if (text)
      blocks.push({
        text: prefix + text,
        kind,
        boiler: ctx.boiler,
        main: ctx.main,
        crumb: ctx.crumb,
        linkChars,
        chars,
        hinted: hinted || ctx.hinted,
        record: ctx.record,
        group: 0,
      });
    linkChars = 0;
    chars = 0;
    hinted = false;
  };

  const inlineText = (el: Element, ctx: Context): string => {
    const saved = { parts, linkChars, chars };
    parts = [];
    walk(el, { ...ctx, inline: true }, true);
    const text = parts.join('').replace(/\s+/g, ' ').trim();
    linkChars = saved.linkChars;
    chars = saved.chars;
    parts = saved.parts;
    return text;
  };

  const walk = (start: Element, startCtx: Context, self: boolean): void => {
    const stack: Frame[] = [];
    if (self) for (let c = start.lastChild; c; c = c.previousSibling) stack.push({ node: c, ctx: startCtx });
    else stack.push({ node: start, ctx: startCtx });
    while (stack.length > 0) {
      const frame = stack.pop() as Frame;
      if (frame.exit) {
        frame.exit();
        continue;
      }
      const { node, ctx } = frame;
      if (node.nodeType === 3) {
        const data = (node as Text).data;
        const text = ctx.pre ? data : data.replace(/\s+/g, ' ');
        if (text) {
          parts.push(text);
          chars += text.length;
          if (ctx.record && text.trim()) records.text(ctx.record, text.length);
        }
        continue;
      }
      if (node.nodeType !== 1) continue;
      const el = node as Element;
      const tag = el.localName;
      if (SKIP.has(tag) || isHidden(el)) continue;
      let child = childContext(el, tag, ctx, regions);
      const record = ctx.record || ctx.inline ? 0 : records.enter(el, tag);
      if (record) {
        flush(ctx);
        child = { ...child, record };
      }
      // A named block element marks the blocks inside it (when it is small: a wrapper named
      // "title-area" around half the page says nothing); a named inline one, its block.
      if (options.hint && !child.hinted && options.hint.test(hintNames(el))) {
        if (!BLOCK.has(tag)) hinted = true;
        else if ((el.textContent ?? '').length <= HINTED_BLOCK_CHARS) child = { ...child, hinted: true };
      }
      if (enterSpecial(el, tag, child)) continue;
      const block = BLOCK.has(tag);
      if (block) {
        if (ctx.inline) parts.push(' ');
        else flush(ctx);
      }
      const own = exitFor(el, tag, child, block);
      // A record ends its own block even when it is an inline element (a card inside one link).
      const exit = record && !block ? () => (own?.(), flush(child)) : own;
      if (exit) stack.push({ node: el, ctx: child, exit });
      for (let c = el.lastChild; c; c = c.previousSibling) stack.push({ node: c, ctx: child });
    }
  };

  /** Elements rendered as a whole; true when the subtree is done. */
  const enterSpecial = (el: Element, tag: string, ctx: Context): boolean => {
    if (tag === 'br') {
      parts.push(ctx.inline ? ' ' : '\n');
      return true;
    }
    if (tag === 'img') {
      const alt = (el.getAttribute('alt') ?? '').replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim().slice(0, 150);
      if (!alt) return true;
      const ref = options.refs.ref(el.getAttribute('src') ?? '', 'image');
      parts.push(ref ? ` ![${alt}](${ref}) ` : ` ${alt} `);
      chars += alt.length;
      if (ctx.record) records.text(ctx.record, alt.length);
      return true;
    }
    if (tag === 'sup' && centsInSup(el, parts.slice(-4).join(''))) {
      parts.push('.');
      return false;
    }
    if (tag === 'input' || tag === 'select' || tag === 'textarea') {
      const value = formValue(el, tag, options.live);
      if (value) parts.push(` ${value} `);
      return true;
    }
    if (tag === 'table' && !ctx.inline && isDataTable(el)) {
      flush(ctx);
      const markdown = tableToMarkdown(el, (cell) => inlineText(cell, ctx));
      if (markdown)
        blocks.push({
          text: markdown,
          kind: 'table',
          boiler: ctx.boiler,
          main: ctx.main,
          crumb: ctx.crumb,
          linkChars: 0,
          chars: markdown.length,
          hinted: hinted || ctx.hinted,
          record: ctx.record,
          group: 0,
        });
      hinted = false;
      return true;
    }
    return false;
  };

  const exitFor = (el: Element, tag: string, ctx: Context, block: boolean): (() => void) | null => {
    if (tag === 'a') {
      const start = parts.length;
      const startChars = chars;
      return () => {
        const text = parts.slice(start).join('').replace(/\s+/g, ' ').trim();
        if (!text) return;
        const ref = options.refs.ref(el.getAttribute('href') ?? '', 'link');
        if (!ref) return;
        parts.length = start;
        parts.push(` [${text}](${ref}) `);
        linkChars += chars - startChars;
        if (ctx.record) records.link(ctx.record, chars - startChars);
      };
    }
    if (tag === 'time') {
      const when = el.getAttribute('datetime');
      return when ? () => void parts.push(` (${when}) `) : null;
    }
    if (!block || ctx.inline) return null;
    if (/^h[1-6]$/.test(tag)) return () => flush(ctx, 'heading', `${'#'.repeat(Number(tag[1]))} `);
    if (tag === 'li') return () => flush(ctx, 'item', '- ');
    if (tag === 'dt') return () => flush(ctx, 'item');
    if (tag === 'dd') return () => flush(ctx, 'definition');
    return () => flush(ctx);
  };

  const top: Context = { boiler: 0, crumb: false, main: false, pre: false, inline: false, hinted: false, record: 0 };
  walk(root, top, false);
  flush(top);
  const kept = records.qualified();
  for (const block of blocks) {
    block.group = kept.get(block.record) ?? 0;
    if (!block.group) block.record = 0;
  }
  return blocks;
}

function hintNames(el: Element): string {
  const names = [el.getAttribute('class'), el.getAttribute('id'), el.getAttribute('itemprop'), el.getAttribute('rel')];
  return names.filter((name) => name !== null).join(' ');
}

function childContext(el: Element, tag: string, ctx: Context, regions: { next: number }): Context {
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

function formValue(el: Element, tag: string, live: boolean): string {
  const name = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.getAttribute('placeholder') ?? '';
  if (tag === 'select') {
    const options = [...el.querySelectorAll('option')];
    const chosen = options.find((o) => (live ? (o as HTMLOptionElement).selected : o.hasAttribute('selected')));
    const text = (chosen ?? options[0])?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return text ? `[${name ? `${name}: ` : ''}${text}]` : '';
  }
  const type = (el.getAttribute('type') ?? 'text').toLowerCase();
  if (/^(hidden|password|file|image|reset)$/.test(type)) return '';
  if (
    (type === 'checkbox' || type === 'radio') &&
    !(live ? (el as HTMLInputElement).checked : el.hasAttribute('checked'))
  )
    return '';
  const raw =
    live && 'value' in el ? String((el as HTMLInputElement).value) : (el.getAttribute('value') ?? el.textContent ?? '');
  const value = raw.replace(/\s+/g, ' ').trim().slice(0, 200);
  if (!value) return '';
  if (type === 'submit' || type === 'button') return value;
  return `[${name ? `${name}: ` : ''}${value}]`;
}
