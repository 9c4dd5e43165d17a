import { RecordFinder } from './records';
import { centsMark } from './cents-in-sup';
import type { RefTable } from './refs';
import { isHidden } from './visibility';
import { isAriaTable, isDataTable, tableToMarkdown } from './table-to-markdown';
import {
  BLOCK,
  childContext,
  hintNames,
  HINTED_BLOCK_CHARS,
  SKIP,
  TOP_CONTEXT,
  VALUE_BLOCK_CHARS,
  type Context,
} from './block-context';
import { formValue } from './form-value';

/**
 * Marks the edge of an inline element that is not emphasis inside a word. Cards written as
 * `<span>$79.95</span><span>4.0</span>` get their gap from CSS, and the text alone would read
 * "$79.954.0": where such an edge falls between two letters or digits it becomes a space.
 */
const EDGE = '\u0001';
const EMPHASIS = new Set(
  'a b i em strong u s mark small sup sub code kbd samp q cite dfn var del ins bdi bdo ruby rt rp wbr font tt big strike abbr nobr'.split(
    ' ',
  ),
);
// The edge mark is a control character on purpose: no visible text holds one.
// eslint-disable-next-line no-control-regex
const GLUED_EDGE = /(?<=[\p{L}\p{N}%])\u0001+(?=[\p{L}\p{N}$€£¥₹])/gu;

/** The parts of a line joined, with element edges between two words turned into spaces. */
function joinParts(parts: string[]): string {
  return parts.join('').replace(GLUED_EDGE, ' ').replaceAll(EDGE, '');
}

/**
 * The text just before the walk's position, about `chars` visible characters of it: the last
 * parts joined. Counted in characters, not parts: a price split over elements ("<span>$</span>
 * <span>12</span><sup>99</sup>") leaves element edges between its pieces, each a part.
 */
function tailText(parts: string[], chars = 12): string {
  let tail = '';
  for (let i = parts.length - 1; i >= 0 && tail.replaceAll(EDGE, '').length < chars; i--) tail = parts[i] + tail;
  return joinParts([tail]);
}

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
  const walker = new BlockWalker(options);
  walker.walk(root, TOP_CONTEXT, false);
  walker.flush(TOP_CONTEXT);
  return walker.finish();
}

/** The walk's state: the blocks so far and the text of the block being written. */
class BlockWalker {
  private readonly blocks: Block[] = [];
  private readonly regions = { next: 1 };
  private readonly records = new RecordFinder();
  private parts: string[] = [];
  private linkChars = 0;
  private chars = 0;
  private hinted = false;

  constructor(private readonly options: WalkOptions) {}

  /** Ends the block being written (if it has text) as a block of `kind`. */
  flush(ctx: Context, kind: Block['kind'] = 'text', prefix = ''): void {
    if (this.parts.length === 0) return;
    const text = joinParts(this.parts)
      .split('\n')
      .map((line) => (ctx.pre ? line.trimEnd() : line.replace(/[ \t\u00a0]+/g, ' ').trim()))
      .filter((line) => line.length > 0)
      .join('\n');
    this.parts = [];
    if (text) this.push(prefix + text, kind, ctx, this.linkChars, this.chars);
    this.linkChars = 0;
    this.chars = 0;
    this.hinted = false;
  }

  /** Records that qualify as runs keep their numbers; the others are plain blocks. */
  finish(): Block[] {
    const kept = this.records.qualified();
    for (const block of this.blocks) {
      block.group = kept.get(block.record) ?? 0;
      if (!block.group) block.record = 0;
    }
    return this.blocks;
  }

  walk(start: Element, startCtx: Context, self: boolean): void {
    const stack: Frame[] = [];
    if (self) for (let c = start.lastChild; c; c = c.previousSibling) stack.push({ node: c, ctx: startCtx });
    else stack.push({ node: start, ctx: startCtx });
    while (stack.length > 0) {
      const frame = stack.pop() as Frame;
      if (frame.exit) frame.exit();
      else if (frame.node.nodeType === 3) this.text(frame.node as Text, frame.ctx);
      else if (frame.node.nodeType === 1) this.element(frame.node as Element, frame.ctx, stack);
    }
  }

  private push(text: string, kind: Block['kind'], ctx: Context, linkChars: number, chars: number): void {
    this.blocks.push({
      text,
      kind,
      boiler: ctx.boiler,
      main: ctx.main,
      crumb: ctx.crumb,
      linkChars,
      chars,
      // A named inline element (a dated <span>, an author link) marks its line, not the
      // paragraph of running text it sits in.
      hinted: ctx.hinted || (this.hinted && chars <= VALUE_BLOCK_CHARS),
      record: ctx.record,
      group: 0,
    });
  }

  private text(node: Text, ctx: Context): void {
    const text = ctx.pre ? node.data : node.data.replace(/\s+/g, ' ');
    if (!text) return;
    this.parts.push(text);
    this.chars += text.length;
    if (ctx.record && text.trim()) this.records.text(ctx.record, text.length);
  }

  /** Opens an element: its context, its record, its hint; then queues its exit and children. */
  private element(el: Element, ctx: Context, stack: Frame[]): void {
    const tag = el.localName;
    if (SKIP.has(tag) || isHidden(el)) return;
    let child = childContext(el, tag, ctx, this.regions);
    const record = ctx.record || ctx.inline ? 0 : this.records.enter(el, tag);
    if (record) {
      this.flush(ctx);
      child = { ...child, record };
    }
    child = this.hint(el, tag, child);
    if (this.enterSpecial(el, tag, child)) return;
    const block = BLOCK.has(tag);
    if (block) {
      if (ctx.inline) this.parts.push(' ');
      else this.flush(ctx);
    }
    // What closes the element's text off from the next: a block inside a line (a heading in a
    // link) always a space, a separating inline element its edge.
    const edge = block ? (ctx.inline ? ' ' : null) : EMPHASIS.has(tag) ? null : EDGE;
    if (edge === EDGE) this.parts.push(EDGE);
    const own = this.exitFor(el, tag, child, block);
    const closed = edge ? () => (own?.(), this.parts.push(edge)) : own;
    // A record ends its own block even when it is an inline element (a card inside one link).
    const exit = record && !block ? () => (closed?.(), this.flush(child)) : closed;
    if (exit) stack.push({ node: el, ctx: child, exit });
    for (let c = el.lastChild; c; c = c.previousSibling) stack.push({ node: c, ctx: child });
  }

  /**
   * A named block element marks the blocks inside it (when it is small: a wrapper named
   * "title-area" around half the page says nothing); a named inline one, its block.
   */
  private hint(el: Element, tag: string, ctx: Context): Context {
    if (!this.options.hint || ctx.hinted || !this.options.hint.test(hintNames(el))) return ctx;
    if (!BLOCK.has(tag)) this.hinted = true;
    else if ((el.textContent ?? '').length <= HINTED_BLOCK_CHARS) return { ...ctx, hinted: true };
    return ctx;
  }

  /** The text of a cell or link, walked on its own as one line. */
  private inlineText(el: Element, ctx: Context): string {
    const saved = { parts: this.parts, linkChars: this.linkChars, chars: this.chars };
    this.parts = [];
    this.walk(el, { ...ctx, inline: true }, true);
    const text = joinParts(this.parts).replace(/\s+/g, ' ').trim();
    this.linkChars = saved.linkChars;
    this.chars = saved.chars;
    this.parts = saved.parts;
    return text;
  }

  /** Elements rendered as a whole; true when the subtree is done. */
  private enterSpecial(el: Element, tag: string, ctx: Context): boolean {
    if (tag === 'br') {
      this.parts.push(ctx.inline ? ' ' : '\n');
      return true;
    }
    if (tag === 'img') return this.image(el, ctx);
    const cents = tag === 'sup' ? centsMark(el, tailText(this.parts)) : null;
    if (cents) {
      this.parts.push(cents);
      return false;
    }
    if (tag === 'input' || tag === 'select' || tag === 'textarea') {
      const value = formValue(el, tag, this.options.live);
      if (value) this.parts.push(` ${value} `);
      return true;
    }
    if ((tag === 'table' || isAriaTable(el)) && !ctx.inline && isDataTable(el)) {
      this.flush(ctx);
      const markdown = tableToMarkdown(el, (cell) => this.inlineText(cell, ctx));
      if (markdown) this.push(markdown, 'table', ctx, 0, markdown.length);
      this.hinted = false;
      return true;
    }
    return false;
  }

  private image(el: Element, ctx: Context): true {
    const alt = (el.getAttribute('alt') ?? '').replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim().slice(0, 150);
    if (!alt) return true;
    const ref = this.options.refs.ref(el.getAttribute('src') ?? '', 'image');
    this.parts.push(ref ? ` ![${alt}](${ref}) ` : ` ${alt} `);
    this.chars += alt.length;
    if (ctx.record) this.records.text(ctx.record, alt.length);
    return true;
  }

  /** What closing the element does: a link becomes a reference, a block ends its block. */
  private exitFor(el: Element, tag: string, ctx: Context, block: boolean): (() => void) | null {
    if (tag === 'a') return this.linkExit(el, ctx);
    if (tag === 'time') {
      const when = el.getAttribute('datetime');
      return when ? () => void this.parts.push(` (${when}) `) : null;
    }
    if (!block || ctx.inline) return null;
    if (/^h[1-6]$/.test(tag)) return () => this.flush(ctx, 'heading', `${'#'.repeat(Number(tag[1]))} `);
    if (tag === 'li') return () => this.flush(ctx, 'item', '- ');
    if (tag === 'dt') return () => this.flush(ctx, 'item');
    if (tag === 'dd') return () => this.flush(ctx, 'definition');
    return () => this.flush(ctx);
  }

  private linkExit(el: Element, ctx: Context): () => void {
    const start = this.parts.length;
    const startChars = this.chars;
    return () => {
      const text = joinParts(this.parts.slice(start)).replace(/\s+/g, ' ').trim();
      if (!text) return;
      const ref = this.options.refs.ref(el.getAttribute('href') ?? '', 'link');
      if (!ref) return;
      this.parts.length = start;
      this.parts.push(` [${text}](${ref}) `);
      this.linkChars += this.chars - startChars;
      if (ctx.record) this.records.link(ctx.record, this.chars - startChars);
    };
  }
}
