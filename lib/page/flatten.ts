import { isHidden } from '../convert/visibility';
import { openShadowRoot, sameOriginFrameDocument } from './deep-dom';

/**
 * A detached copy of the live page as the user sees it, for capture:
 * - open shadow roots are inlined into their hosts (slots filled with what they show),
 * - same-origin iframes are inlined where they stand,
 * - form fields carry their current value/checked/selected state as attributes,
 * - lazy images get a real src (data-src, data-srcset, srcset, currentSrc),
 * - links and sources are absolute,
 * - scripts (except JSON-LD data), styles, templates and comments are left out.
 * The live page is never modified.
 */
export function flattenDocument(doc: Document): Document {
  const out = doc.implementation.createHTMLDocument(doc.title);
  const root = doc.documentElement;
  if (!root) return out;
  out.replaceChild(copyFast(root, out, 0, false), out.documentElement);
  return out;
}

/**
 * The fast path: one native deep import (fast even for 2 MB pages), then a single pass over
 * the live elements and their copies, paired by document order, to fix what the import
 * cannot know (form state, hidden elements, lazy images, URLs). Shadow hosts and frames
 * are rebuilt by the walking copy below. Structure changes wait until the pass is done,
 * so the pairing stays valid.
 */
function copyFast(root: Element, out: Document, frames: number, startInBody: boolean): Element {
  // Chromium's own deep import recurses natively and crashes the tab past a few ten thousand
  // levels; such a page takes the iterative walking copy instead.
  if (deeperThan(root, NATIVE_COPY_DEPTH)) return copyWalking(root, out, frames, startInBody);
  const copy = out.importNode(root, true) as Element;
  // Static lists, read by index: no arrays of 50,000 elements are built.
  const liveAll = root.querySelectorAll('*');
  const copyAll = copy.querySelectorAll('*');
  const at = (list: NodeListOf<Element>, top: Element, i: number): Element =>
    i === 0 ? top : (list[i - 1] as Element);
  const drop: Element[] = [];
  const swap: Array<[Element, Element]> = [];
  let inBody = startInBody;
  let skipInside: Element | null = null;
  for (let i = 0; i <= liveAll.length; i++) {
    const el = at(liveAll, root, i);
    const c = at(copyAll, copy, i);
    // Descendants of an element already dropped or rebuilt come right after it.
    if (skipInside?.contains(el)) continue;
    skipInside = null;
    if (el.localName === 'body') inBody = true;
    if (i > 0 && (isLeftOut(el) || (inBody && el.localName !== 'body' && isHidden(el)))) {
      drop.push(c);
      skipInside = el;
      continue;
    }
    const frameDoc = frames < 8 ? sameOriginFrameDocument(el) : null;
    if (frameDoc?.body) {
      const box = out.createElement('div');
      box.setAttribute('data-quarry-frame', absolutize(el.getAttribute('src') ?? '', el.baseURI));
      const inner = copyFast(frameDoc.body, out, frames + 1, true);
      while (inner.firstChild) box.appendChild(inner.firstChild);
      swap.push([c, box]);
      skipInside = el;
      continue;
    }
    if (openShadowRoot(el)) {
      swap.push([c, copyWalking(el, out, frames, inBody)]);
      skipInside = el;
      continue;
    }
    keepFormState(el, c);
    if (el.localName === 'img') fixLazyImage(el as HTMLImageElement, c);
    else if (el.localName === 'textarea') c.textContent = (el as HTMLTextAreaElement).value;
  }
  for (const c of drop) c.remove();
  for (const [c, replacement] of swap) c.replaceWith(replacement);
  // Frames and shadow subtrees were made absolute against their own base already; absolute
  // URLs are left alone, so running over them again changes nothing.
  fixUrlsUnder(copy, root.ownerDocument.baseURI);
  return copy;
}

/** Nesting below which the native deep import is safe (it crashed at 50,000 levels). */
const NATIVE_COPY_DEPTH = 5000;

/** Whether elements nest more than `limit` levels below `root`: a native TreeWalker, no recursion. */
export function deeperThan(root: Element, limit: number): boolean {
  if (root.getElementsByTagName('*').length <= limit) return false;
  const walker = root.ownerDocument.createTreeWalker(root, 1 /* NodeFilter.SHOW_ELEMENT */);
  let depth = 0;
  for (;;) {
    if (walker.firstChild()) {
      if (++depth > limit) return true;
      continue;
    }
    while (!walker.nextSibling()) {
      if (!walker.parentNode()) return false;
      depth--;
    }
  }
}

/**
 * The walking copy, node by node, for subtrees with shadow roots (a slot shows the host's
 * children, so the light DOM cannot simply be imported). Iterative on purpose: pages nest
 * 10,000 deep, and recursion would overflow the stack.
 */
function copyWalking(start: Element, out: Document, frames: number, startInBody: boolean): Element {
  const holder = out.createElement('div');
  const stack: Task[] = [{ node: start, parent: holder, frames, inBody: startInBody }];
  while (stack.length > 0) {
    const task = stack.pop() as Task;
    const { node, parent } = task;
    if (node.nodeType === 3) {
      parent.appendChild(out.createTextNode(node.nodeValue ?? ''));
      continue;
    }
    if (node.nodeType !== 1) continue;
    const el = node as Element;
    const inBody = task.inBody || el.localName === 'body';
    if (node !== start && (isLeftOut(el) || (task.inBody && isHidden(el)))) continue;
    if (el.localName === 'slot' && el.getRootNode() !== el.ownerDocument) {
      // A slot shows what its host put into it (or its own fallback content).
      const assigned = (el as HTMLSlotElement).assignedNodes?.({ flatten: true }) ?? [];
      pushChildren(stack, assigned.length ? assigned : Array.from(el.childNodes), parent, task.frames, inBody);
      continue;
    }
    const frameDoc = task.frames < 8 ? sameOriginFrameDocument(el) : null;
    if (frameDoc?.body) {
      const box = out.createElement('div');
      box.setAttribute('data-quarry-frame', absolutize(el.getAttribute('src') ?? '', el.baseURI));
      parent.appendChild(box);
      pushChildren(stack, Array.from(frameDoc.body.childNodes), box, task.frames + 1, true);
      continue;
    }
    const copy = out.importNode(el, false) as Element;
    fixUrls(copy, el.baseURI);
    keepFormState(el, copy);
    if (el.localName === 'img') fixLazyImage(el as HTMLImageElement, copy);
    parent.appendChild(copy);
    const shadow = openShadowRoot(el);
    if (el.localName === 'textarea') copy.textContent = (el as HTMLTextAreaElement).value;
    else pushChildren(stack, Array.from((shadow ?? el).childNodes), copy, task.frames, inBody);
  }
  return holder.firstElementChild ?? holder;
}

interface Task {
  node: Node;
  parent: Element;
  frames: number;
  inBody: boolean;
}

function pushChildren(stack: Task[], nodes: Node[], parent: Element, frames: number, inBody: boolean): void {
  for (let i = nodes.length - 1; i >= 0; i--) stack.push({ node: nodes[i] as Node, parent, frames, inBody });
}

const SKIP = new Set(['style', 'noscript', 'template']);
const URL_ATTRS = ['href', 'src', 'action', 'poster', 'cite', 'data'];
const LAZY_SRC = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-url'];

/** Scripts other than JSON-LD data, styles, and links other than canonical/next/prev. */
function isLeftOut(el: Element): boolean {
  const tag = el.localName;
  if (tag === 'script') return !/ld\+json/i.test(el.getAttribute('type') ?? '');
  if (tag === 'link') return !/canonical|next|prev/i.test(el.getAttribute('rel') ?? '');
  return SKIP.has(tag);
}

const URL_SELECTOR = [...URL_ATTRS, 'srcset'].map((name) => `[${name}]`).join(',');

/** Makes every link and source under `root` absolute (one selector query, not one per element). */
function fixUrlsUnder(root: Element, base: string): void {
  if (root.matches(URL_SELECTOR)) fixUrls(root, base);
  for (const el of Array.from(root.querySelectorAll(URL_SELECTOR))) fixUrls(el, base);
}

function fixUrls(copy: Element, base: string): void {
  for (const name of URL_ATTRS) {
    const value = copy.getAttribute(name);
    // Already absolute (most links on big pages) or not a location: leave as is.
    if (value && !/^(https?:\/\/|#|javascript:|data:|mailto:|tel:)/i.test(value))
      copy.setAttribute(name, absolutize(value, base));
  }
  const srcset = copy.getAttribute('srcset');
  if (srcset) copy.setAttribute('srcset', absolutizeSrcset(srcset, base));
}

function keepFormState(el: Element, copy: Element): void {
  const tag = el.localName;
  if (tag === 'input') {
    const input = el as HTMLInputElement;
    const type = (input.getAttribute('type') ?? '').toLowerCase();
    if (type === 'checkbox' || type === 'radio') {
      if (input.checked) copy.setAttribute('checked', '');
      else copy.removeAttribute('checked');
    } else if (type === 'password') {
      copy.removeAttribute('value'); // passwords never leave the page
    } else if (type !== 'file' && type !== 'hidden') {
      copy.setAttribute('value', input.value); // as the user typed it
    }
  } else if (tag === 'option') {
    if ((el as HTMLOptionElement).selected) copy.setAttribute('selected', '');
    else copy.removeAttribute('selected');
  }
}

function fixLazyImage(img: HTMLImageElement, copy: Element): void {
  const current = img.currentSrc;
  const src = img.getAttribute('src') ?? '';
  const placeholder = !src || src.startsWith('data:') || /blank|placeholder|spacer|pixel\.gif|1x1/i.test(src);
  let real = current && !current.startsWith('data:') ? current : '';
  if (!real || placeholder) {
    for (const name of LAZY_SRC) {
      const value = img.getAttribute(name);
      if (value) {
        real = absolutize(value, img.baseURI);
        break;
      }
    }
  }
  const lazySet = img.getAttribute('data-srcset') ?? (placeholder ? img.getAttribute('srcset') : null);
  if ((!real || placeholder) && lazySet) real = largestCandidate(absolutizeSrcset(lazySet, img.baseURI)) ?? real;
  if (real) copy.setAttribute('src', real);
  for (const name of LAZY_SRC) copy.removeAttribute(name);
}

let lastBase: { text: string; url: URL | undefined } = { text: '', url: undefined };

function absolutize(value: string, base: string): string {
  // Parse the base once per page, not once per link.
  if (lastBase.text !== base) lastBase = { text: base, url: parseUrl(base) };
  try {
    return new URL(value.trim(), lastBase.url ?? base).href;
  } catch {
    return value;
  }
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function absolutizeSrcset(srcset: string, base: string): string {
  return srcset
    .split(',')
    .map((part) => {
      const [url, ...rest] = part.trim().split(/\s+/);
      return url ? [absolutize(url, base), ...rest].join(' ') : '';
    })
    .filter(Boolean)
    .join(', ');
}

function largestCandidate(srcset: string): string | null {
  let best: { url: string; size: number } | null = null;
  for (const part of srcset.split(',')) {
    const [url, descriptor = '1x'] = part.trim().split(/\s+/);
    const size = Number.parseFloat(descriptor) || 1;
    if (url && (!best || size > best.size)) best = { url, size };
  }
  return best?.url ?? null;
}
