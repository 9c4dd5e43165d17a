import type { CaptureReport } from '../contract/capture-report';
import type { ModelInput } from '../convert/model-input';

/** One page to extract from, as the capture read it from the live DOM. */
export interface SourcePage {
  html: string;
  url: string;
  title: string;
  /** The page converted in the page itself; converted from `html` when absent. */
  modelInput?: ModelInput;
  /** HTTP status of the page's own response, when the browser says (0 or absent otherwise). */
  status?: number;
}

/**
 * What an extraction reads: the captured pages (one, or several with total_pages) and what
 * the capture did. No pages means nothing was captured: the request carries its own source
 * (pasted HTML or Markdown), or only an address a remote service or mock data answers for.
 */
export interface Source {
  pages: SourcePage[];
  report: CaptureReport | null;
  /** The user's tab the pages were read in (absent for a background tab, closed afterwards). */
  tabId?: number;
}

export const NOTHING_CAPTURED: Source = { pages: [], report: null };
