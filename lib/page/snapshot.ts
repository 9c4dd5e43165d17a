import { withoutCredentials } from '../contract/credentials';
import { flattenDocument } from './flatten';
import type { PageSnapshot } from './protocol';

/**
 * Serialises the live, rendered DOM (not the HTML the server sent), so content built by
 * scripts and pages behind the user's login are captured as the user sees them — including
 * shadow DOM widgets, same-origin frames and what was typed into forms (see flatten.ts).
 */
export function snapshotDocument(doc: Document): PageSnapshot & { flat: Document } {
  const flat = flattenDocument(doc);
  return {
    html: flatHtml(doc, flat),
    // A tab opened at user:password@host keeps them in its address: never passed on.
    url: withoutCredentials(doc.URL),
    title: doc.title,
    status: responseStatus(doc),
    flat,
  };
}

/** The flattened copy's HTML, under the page's own doctype. */
export function flatHtml(doc: Document, flat: Document): string {
  const doctype = doc.doctype ? `<!DOCTYPE ${doc.doctype.name}>` : '';
  return `${doctype}${flat.documentElement.outerHTML}`;
}

function responseStatus(doc: Document): number {
  const entry = doc.defaultView?.performance.getEntriesByType('navigation')[0] as
    (PerformanceEntry & { responseStatus?: number }) | undefined;
  return entry?.responseStatus ?? 0;
}
