import type { ModelInput } from '../convert/model-input';
import { flattenDocument } from './flatten';

/** What a capture returns from the page: the live DOM as HTML, and where it came from. */
export interface PageSnapshot {
  html: string;
  url: string;
  title: string;
  /** The page converted for the model, on the live DOM (absent when conversion is not asked for). */
  modelInput?: ModelInput;
  /** HTTP status of the document's own response (0 or absent when the browser does not say). */
  status?: number;
  /** Where the capture's time went (for the capture-speed benchmark). */
  timings?: { snapshotMs: number; convertMs: number };
}

/**
 * Serialises the live, rendered DOM (not the HTML the server sent), so content built by
 * scripts and pages behind the user's login are captured as the user sees them — including
 * shadow DOM widgets, same-origin frames and what was typed into forms (see flatten.ts).
 */
export function snapshotDocument(doc: Document): PageSnapshot & { flat: Document } {
  const flat = flattenDocument(doc);
  const doctype = doc.doctype ? `<!DOCTYPE ${doc.doctype.name}>` : '';
  return {
    html: `${doctype}${flat.documentElement.outerHTML}`,
    url: doc.URL,
    title: doc.title,
    status: responseStatus(doc),
    flat,
  };
}

function responseStatus(doc: Document): number {
  const entry = doc.defaultView?.performance.getEntriesByType('navigation')[0] as
    (PerformanceEntry & { responseStatus?: number }) | undefined;
  return entry?.responseStatus ?? 0;
}
