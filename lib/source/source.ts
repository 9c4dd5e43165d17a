import type { CaptureReport } from '../contract/capture-report';
import type { PageSnapshot } from '../page/protocol';
import type { Page } from './page';

/**
 * What a capture read from the browser: the pages as the page agent snapshotted them (one, or
 * several with total_pages) and what the capture did. No pages means nothing was captured.
 */
export interface Captured {
  pages: PageSnapshot[];
  report: CaptureReport | null;
  /** The user's tab the pages were read in (absent for a background tab, closed afterwards). */
  tabId?: number;
}

export const NOTHING_CAPTURED: Captured = { pages: [], report: null };

/**
 * What a run reads, whatever it came from (lib/source/read-source.ts): the captured pages of
 * a tab, or the one page a request brings itself (pasted HTML or Markdown; or only an address
 * a remote service or mock data answers for, with nothing read).
 */
export interface Source {
  /** `capture`: read in a tab; `request`: the request's own website_html / website_markdown / website_url. */
  origin: 'capture' | 'request';
  pages: Page[];
  report: CaptureReport | null;
  /** The user's tab the pages were read in (absent for a background tab, closed afterwards). */
  tabId?: number;
}
