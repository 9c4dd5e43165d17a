import { parseHTML } from 'linkedom';
import { capDepth } from './cap-depth';
import { documentToModelInput, type ConvertOptions, type ModelInput } from './model-input';
import { estimateTokens } from './tokens';

/**
 * For HTML that did not come from a live tab (pasted, or sent by a script): the service
 * worker has no DOMParser, so linkedom parses it and the same pipeline as in the page runs.
 */
export function parseHtmlDocument(html: string): Document {
  return parseHTML(withDocumentShell(capDepth(html))).document as unknown as Document;
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
