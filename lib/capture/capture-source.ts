import type { ExtractionRequest } from '../contract';
import { findUserTab } from '../browser/active-tab';
import { requestedFields } from '../convert/field-specs';
import { withBackgroundTab } from '../browser/background-tab';
import { hasSiteAccess, missingAccessMessage } from '../browser/host-access';
import { explainScriptingError, tabAddress } from '../browser/tab-scripting';
import { NOTHING_CAPTURED, type Captured } from '../source/source';
import { capturePages, StepFailedError, type CaptureHooks } from './capture-pages';
import { createPageDriver } from './page-driver';
import { sameAddress } from '../shared/same-address';
import { navigateTab } from '../browser/navigate-tab';

/**
 * Captures what a request asks for, with all its page options, as one `Source`. No
 * website_url: the given tab, else the user's active tab. A website_url that the tab already
 * shows: that tab. Another website_url: a background tab with the request's headers and
 * cookies, closed afterwards. A mock run without access to that site captures nothing (mock
 * data needs no page) instead of failing.
 */
export async function captureSource(
  tabId: number | null,
  request: ExtractionRequest,
  hooks: CaptureHooks,
): Promise<Captured> {
  const plan = {
    steps: request.steps ?? [],
    scrolls: request.number_of_scrolls,
    totalPages: request.total_pages,
    heavy: request.render_heavy_js,
    stealth: request.stealth,
    ...requestedFields(request),
  };
  const inTab = async (id: number, freshDocument = false): Promise<Captured> => {
    try {
      return await capturePages(createPageDriver(id, hooks.signal, { freshDocument }), plan, hooks);
    } catch (error) {
      if (error instanceof StepFailedError || hooks.signal.aborted) throw error;
      throw new Error(explainScriptingError(error));
    }
  };
  // Pages read in one of the user's tabs can be shown there later (a result value located).
  // A run over several pages walks the tab through them: it is taken back to where the user was.
  const inUserTab = async (id: number): Promise<Captured> => {
    const start = plan.totalPages > 1 ? await tabAddress(id).catch(() => null) : null;
    try {
      return { ...(await inTab(id)), tabId: id };
    } finally {
      if (start !== null) await returnTab(id, start);
    }
  };
  const url = request.website_url;
  if (url === undefined) return inUserTab(tabId ?? (await findUserTab()).id);
  const shown = await tabShowing(tabId, url);
  if (shown !== null) return inUserTab(shown);
  const overrides = { headers: request.headers, cookies: request.cookies };
  if (!(await hasSiteAccess(url, overrides))) {
    if (request.mock) return NOTHING_CAPTURED;
    throw new Error(missingAccessMessage(url, overrides));
  }
  hooks.onProgress(`opening ${url}`);
  // The background tab has just loaded the page: the agent is injected without asking first.
  const source = await withBackgroundTab(url, overrides, hooks.signal, (id) => inTab(id, true), hooks.backgroundTabId);
  const status = source.pages[0]?.status ?? 0;
  if (status >= 400) {
    const hint =
      status === 401 || status === 403 ? ' If the page needs a login, pass the headers or cookies it expects.' : '';
    throw new Error(`${url} answered HTTP ${status}, so there is nothing to extract.${hint}`);
  }
  return source;
}

/** Back to the page the run started on, when the run left it (best effort: the result does not depend on it). */
async function returnTab(tabId: number, start: string): Promise<void> {
  const now = await tabAddress(tabId).catch(() => null);
  if (now !== null && !sameAddress(now, start)) await navigateTab(tabId, start);
}

/** The tab to use when it already shows `url` (the given tab, else the user's). */
export async function tabShowing(tabId: number | null, url: string): Promise<number | null> {
  try {
    const tab = tabId != null ? { id: tabId, url: await tabAddress(tabId) } : await findUserTab();
    return sameAddress(tab.url, url) ? tab.id : null;
  } catch {
    return null;
  }
}
