import type { ModelInput } from '../convert/model-input';

/** What a capture returns from the page: the live DOM as HTML, and where it came from. */
export interface PageSnapshot {
  html: string;
  url: string;
  title: string;
  /** The page converted for the model, on the live DOM (absent when conversion is not asked for). */
  modelInput?: ModelInput;
}

/**
 * Serialises the live, rendered DOM (not the HTML the server sent), so content built by
 * scripts and pages behind the user's login are captured as the user sees them.
 */
export function snapshotDocument(doc: Document): PageSnapshot {
  const doctype = doc.doctype ? `<!DOCTYPE ${doc.doctype.name}>` : '';
  const root = doc.documentElement as Element | null;
  return {
    html: `${doctype}${root ? root.outerHTML : ''}`,
    url: doc.URL,
    title: doc.title,
  };
}
