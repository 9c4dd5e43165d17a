import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';

/**
 * Markdown for people ("Copy page as Markdown", and the page sent to a remote service when
 * its HTML is over the contract's limit): Turndown with GFM tables. Not the model input,
 * which has its own converter (pruned, short link references) measured better for that job.
 */
export function createTurndown(): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  service.use(gfm);
  // turndown-plugin-gfm throws on a table without rows; such a table holds nothing anyway.
  service.addRule('emptyTable', {
    filter: (node) => node.nodeName === 'TABLE' && ((node as HTMLTableElement).rows?.length ?? 0) === 0,
    replacement: () => '',
  });
  service.remove(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed']);
  return service;
}

/**
 * An element of a parsed document as Markdown. linkedom (the worker's DOM, which has no
 * DOMParser) lacks `table.rows`, which the GFM table rules read, so the standard getter is
 * added to its element class first (a no-op in browsers, which have it).
 */
export function elementToMarkdown(root: Element, service: TurndownService = createTurndown()): string {
  const table = root.ownerDocument.createElement('table');
  if (!('rows' in table)) addRowsGetter(Object.getPrototypeOf(table) as object);
  return service.turndown(root as HTMLElement);
}

function addRowsGetter(prototype: object): void {
  Object.defineProperty(prototype, 'rows', {
    configurable: true,
    get(this: Element) {
      if (this.nodeName !== 'TABLE') return undefined;
      return [...this.querySelectorAll('tr')].filter((row) => row.closest('table') === this);
    },
  });
}

/** Links and images with full addresses (the Markdown is read away from the page); no javascript: links. */
export function absolutizeLinks(doc: Document, baseUrl: string): void {
  for (const [selector, attribute] of [
    ['a[href]', 'href'],
    ['img[src]', 'src'],
  ] as const) {
    for (const element of doc.querySelectorAll(selector)) {
      try {
        const url = new URL(element.getAttribute(attribute) ?? '', baseUrl || undefined);
        if (url.protocol === 'javascript:') element.removeAttribute(attribute);
        else element.setAttribute(attribute, url.href);
      } catch {
        // A relative address without a base, or one that cannot be read, stays as written.
      }
    }
  }
}
