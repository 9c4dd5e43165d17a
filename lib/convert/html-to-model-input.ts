import { parseHTML } from 'linkedom';
import { capDepth } from './cap-depth';
import { attachDeclarativeShadowRoots } from './declarative-shadow';
import { documentToModelInput, type ConvertOptions, type ModelInput } from './model-input';
import { estimateTokens } from './tokens';

/**
 * For HTML that did not come from a live tab (pasted, or sent by a script): the service
 * worker has no DOMParser, so linkedom parses it and the same pipeline as in the page runs.
 * Open declarative shadow roots are attached as a browser would (declarative-shadow.ts).
 */
export function parseHtmlDocument(html: string): Document {
  const doc = parseHTML(withDocumentShell(withLeadMoved(capDepth(html)))).document as unknown as Document;
  attachDeclarativeShadowRoots(doc);
  return doc;
}

/** Tags the browser puts in the head wherever they stand before it; their content with them. */
const HEAD_TAG = /^\s*(?:<(base|meta|link)\b[^>]*>|<(title|script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\2\s*>)/i;
/** What stands before <html> and is no content: a doctype, comments, an XML declaration. */
const PROLOGUE = /^\s*(?:<!--[\s\S]*?-->|<![^>]*>|<\?[^>]*>)/;

/**
 * Markup that opens with an element before <html> (`<div><html><head>…`, a `<base>` line):
 * a browser puts head-only tags (base, meta, link, title, script, style) in the head and
 * starts the body at the first other element, so the page's content is in the body.
 * linkedom instead makes that first element the document and leaves the body empty. The
 * leading tags are moved where the browser would put them.
 */
export function withLeadMoved(html: string): string {
  const htmlAt = html.search(/<html[\s>]/i);
  if (htmlAt <= 0) return html;
  let lead = html.slice(0, htmlAt);
  let prologue = '';
  for (let m = PROLOGUE.exec(lead); m; m = PROLOGUE.exec(lead)) {
    prologue += m[0];
    lead = lead.slice(m[0].length);
  }
  if (!/<[a-z]/i.test(lead)) return html;
  let head = '';
  for (let m = HEAD_TAG.exec(lead); m; m = HEAD_TAG.exec(lead)) {
    head += m[0];
    lead = lead.slice(m[0].length);
  }
  let rest = html.slice(htmlAt);
  const headOpen = /<head\b[^>]*>/i.exec(rest);
  const headAt = headOpen ? headOpen.index + headOpen[0].length : rest.indexOf('>') + 1;
  rest = `${rest.slice(0, headAt)}${headOpen ? head : `<head>${head}</head>`}${rest.slice(headAt)}`;
  if (lead.trim()) {
    const bodyOpen = /<body\b[^>]*>/i.exec(rest);
    const headClose = /<\/head\s*>/i.exec(rest);
    const bodyAt = bodyOpen
      ? bodyOpen.index + bodyOpen[0].length
      : headClose
        ? headClose.index + headClose[0].length
        : headAt + head.length;
    rest = `${rest.slice(0, bodyAt)}${bodyOpen ? lead : `<body>${lead}`}${rest.slice(bodyAt)}`;
  }
  return prologue + rest;
}

/**
 * linkedom builds an empty body unless the markup has both <html> and <body>: fragments,
 * body-less documents and a bare <body> are given the missing tags first.
 */
export function withDocumentShell(html: string): string {
  const hasHtml = /<html[\s>]/i.test(html);
  const hasBody = /<body[\s>]/i.test(html);
  if (hasHtml && hasBody) return html;
  if (hasBody) return `<html>${html}</html>`;
  if (!hasHtml) return `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
  const headEnd = html.search(/<\/head\s*>/i);
  const start = headEnd >= 0 ? html.indexOf('>', headEnd) + 1 : html.indexOf('>', html.search(/<html[\s>]/i)) + 1;
  const end = html.search(/<\/html\s*>\s*$/i);
  const bodyEnd = end >= start ? end : html.length;
  return `${html.slice(0, start)}<body>${html.slice(start, bodyEnd)}</body>${html.slice(bodyEnd)}`;
}

export function htmlToModelInput(html: string, options: ConvertOptions): ModelInput {
  const doc = parseHtmlDocument(html);
  resolveAgainstBase(doc, options.baseUrl);
  return documentToModelInput(doc, options);
}

/**
 * A <base href> decides where relative links and images point, as in a browser (the first one
 * counts). They are made absolute against it here, in the freshly parsed copy; the page's own
 * address (`baseUrl`, shown to the model as its url) stays what it is.
 */
function resolveAgainstBase(doc: Document, pageUrl: string): void {
  const href = doc.querySelector('base[href]')?.getAttribute('href')?.trim();
  if (!href) return;
  let base: URL;
  try {
    base = new URL(href, pageUrl || undefined);
  } catch {
    return; // a relative <base> in HTML without an address points nowhere
  }
  for (const [selector, name] of [
    ['a[href], area[href], link[href]', 'href'],
    ['img[src], source[src]', 'src'],
  ] as const) {
    for (const el of Array.from(doc.querySelectorAll(selector))) {
      try {
        el.setAttribute(name, new URL(el.getAttribute(name) ?? '', base).href);
      } catch {
        // left as written
      }
    }
  }
}

export function markdownToModelInput(markdown: string): ModelInput {
  return { text: markdown, refs: {}, tokens: estimateTokens(markdown), tokensEstimated: true };
}
