import type { ExtractionRequest } from '../contract';
import { capturePages, StepFailedError, type CapturedPage, type ChooseAction } from '../jobs/capture-pages';
import type { CaptureReport } from '../jobs/capture-report';
import { browser } from 'wxt/browser';
import { findUserTab } from './active-tab';
import { withBackgroundTab } from './background-tab';
import { hasSiteAccess, missingAccessMessage } from './host-access';
import { createPageDriver, explainCaptureError } from './page-driver';

export interface CaptureOutcome {
  pages: CapturedPage[];
  report: CaptureReport | null;
}

export interface CaptureRequestOptions {
  signal: AbortSignal;
  onProgress(detail: string): void;
  chooseAction?: ChooseAction;
}

/**
 * Captures what a request asks for, with all its page options. No website_url: the given
 * tab, else the user's active tab. A website_url that the tab already shows: that tab.
 * Another website_url: a background tab with the request's headers and cookies, closed
 * afterwards. A mock run without access to that site captures nothing (mock data needs no
 * page) instead of failing.
 */
export async function captureForRequest(
  tabId: number | null,
  request: ExtractionRequest,
  options: CaptureRequestOptions,
): Promise<CaptureOutcome> {
  const plan = {
    steps: request.steps ?? [],
    scrolls: request.number_of_scrolls,
    totalPages: request.total_pages,
    heavy: request.render_heavy_js,
    stealth: request.stealth,
    fields: schemaFields(request.output_schema),
  };
  const hooks = { signal: options.signal, onProgress: options.onProgress, chooseAction: options.chooseAction };
  const inTab = async (id: number): Promise<CaptureOutcome> => {
    try {
      return await capturePages(createPageDriver(id, options.signal), plan, hooks);
    } catch (error) {
      if (error instanceof StepFailedError || options.signal.aborted) throw error;
      throw new Error(explainCaptureError(error));
    }
  };
  const url = request.website_url;
  if (url === undefined) return inTab(tabId ?? (await findUserTab()).id);
  const shown = await tabShowing(tabId, url);
  if (shown !== null) return inTab(shown);
  const overrides = { headers: request.headers, cookies: request.cookies };
  if (!(await hasSiteAccess(url, overrides))) {
    if (request.mock) return { pages: [], report: null };
    throw new Error(missingAccessMessage(url, overrides));
  }
  options.onProgress(`opening ${url}`);
  const outcome = await withBackgroundTab(url, overrides, options.signal, inTab);
  const status = outcome.pages[0]?.status ?? 0;
  if (status >= 400) {
    const hint =
      status === 401 || status === 403 ? ' If the page needs a login, pass the headers or cookies it expects.' : '';
    throw new Error(`${url} answered HTTP ${status}, so there is nothing to extract.${hint}`);
  }
  return outcome;
}

/** The tab to use when it already shows `url` (the given tab, else the user's). */
async function tabShowing(tabId: number | null, url: string): Promise<number | null> {
  try {
    const tab = tabId != null ? await browser.tabs.get(tabId) : await findUserTab();
    return tab.id != null && sameAddress(tab.url ?? '', url) ? tab.id : null;
  } catch {
    return null;
  }
}

function sameAddress(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    x.hash = '';
    y.hash = '';
    return x.href === y.href;
  } catch {
    return false;
  }
}

function schemaFields(schema: Record<string, unknown> | null | undefined): string[] {
  const properties = schema?.properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}
