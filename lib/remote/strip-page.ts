import { parseHTML } from 'linkedom';
import { isHidden } from '../convert/visibility';

/**
 * Removes what no extraction needs from a page: scripts (JSON-LD stays, it carries product
 * and article data), styles, SVG, comments, embedded media, hidden nodes, and — at the
 * `attributes` level — every attribute except those that carry data (links, image sources
 * and text alternatives, microdata, meta content, dates, values).
 *
 * Works on a linkedom document: the service worker has no DOMParser. One iterative pass
 * per level (no selector engine, no recursion): big live DOMs have 100k+ nodes and can nest
 * deeper than a recursive walk's stack allows.
 */
export type StripLevel = 'elements' | 'attributes';

const DROP_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'SVG',
  'NOSCRIPT',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'CANVAS',
  'VIDEO',
  'AUDIO',
]);
const DROP_LINK_RELS = /(^|\s)(stylesheet|preload|prefetch|modulepreload|icon)(\s|$)/i;
const KEEP_ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'title',
  'content',
  'name',
  'property',
  'rel',
  'lang',
  'type',
  'value',
  'datetime',
  'itemprop',
  'itemtype',
  'itemscope',
  'colspan',
  'rowspan',
  'charset',
  'scope',
  'label',
  'aria-label',
]);

export function parsePage(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

export function serializePage(document: Document, originalHtml: string): string {
  const doctype = /^\s*<!doctype[^>]*>/i.exec(originalHtml)?.[0] ?? '';
  return `${doctype}${document.documentElement.outerHTML}`;
}

/** Strips `document` in place. */
export function stripDocument(document: Document, level: StripLevel): void {
  const stack: Node[] = [document.documentElement];
  const doomed: Node[] = [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 8) {
        doomed.push(child);
      } else if (child.nodeType === 1) {
        const element = child as Element;
        if (isUseless(element)) doomed.push(element);
        else {
          if (level === 'attributes') bareAttributes(element);
          stack.push(element);
        }
      }
    }
  }
  for (const node of doomed) node.parentNode?.removeChild(node);
}

function isUseless(element: Element): boolean {
  const tag = element.tagName.toUpperCase();
  if (tag === 'SCRIPT') return element.getAttribute('type') !== 'application/ld+json';
  if (DROP_TAGS.has(tag)) return true;
  if (tag === 'LINK') return DROP_LINK_RELS.test(element.getAttribute('rel') ?? '');
  if (tag === 'INPUT' && element.getAttribute('type') === 'hidden') return true;
  return isHidden(element);
}

function bareAttributes(element: Element): void {
  for (const name of element.getAttributeNames()) {
    if (!KEEP_ATTRIBUTES.has(name.toLowerCase())) element.removeAttribute(name);
  }
  // data: URLs (inlined images) are large and tell an extractor nothing.
  if (element.getAttribute('src')?.startsWith('data:')) element.setAttribute('src', '');
}

/** The page's HTML without what no extraction needs. */
export function stripPage(html: string, level: StripLevel): string {
  const document = parsePage(html);
  stripDocument(document, 'elements');
  if (level === 'attributes') stripDocument(document, 'attributes');
  return serializePage(document, html);
}
