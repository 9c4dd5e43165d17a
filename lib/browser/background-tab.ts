import { browser } from 'wxt/browser';
import { applyOverrides, type RequestOverrides } from './request-overrides';

const LOAD_CAP_MS = 30_000;

/**
 * Opens `url` in a background tab with the request's headers and cookies, hands the tab to
 * `work`, and always cleans up: rules and cookies removed, tab closed. The tab is created
 * blank first, because the header rule needs the tab's id before the page is requested.
 * `reuseTabId`: a caller's tab to use instead (an automation driver's warm tab). It is not
 * closed, and it is navigated from the page it shows: a page of the same site then keeps its
 * renderer process, where a new tab (or a detour through about:blank) would start a new one.
 */
export async function withBackgroundTab<T>(
  url: string,
  overrides: RequestOverrides,
  signal: AbortSignal,
  work: (tabId: number) => Promise<T>,
  reuseTabId?: number,
): Promise<T> {
  const tabId = reuseTabId ?? (await browser.tabs.create({ url: 'about:blank', active: false })).id;
  if (tabId == null) throw new Error('Chrome did not open a tab for the page.');
  let undo: () => Promise<void> = async () => {};
  try {
    undo = await applyOverrides(tabId, url, overrides);
    if (reuseTabId === undefined) {
      // Navigating while the blank page is still loading can be dropped: let it finish first.
      await waitFor(tabId, signal, 5_000, (tab) => tab.status === 'complete');
    } else if (sameDocument((await browser.tabs.get(tabId)).url, url)) {
      // Only the fragment would change: no load would follow. Through a blank page instead.
      await browser.tabs.update(tabId, { url: 'about:blank' });
      await waitFor(tabId, signal, 5_000, (tab) => tab.status === 'complete' && tab.url === 'about:blank');
    }
    // A reused tab may still say `complete` for its last page just after the update: its new
    // load counts from the `loading` event that follows (listened for before the update).
    const load = (capMs: number) =>
      reuseTabId === undefined
        ? navigateAndWait(tabId, url, signal, capMs, () => true)
        : navigateAndWait(tabId, url, signal, capMs, (_tab, change) => change?.status === 'loading');
    if (!(await load(3_000)) && !(await load(LOAD_CAP_MS)))
      throw new Error(`${url} did not finish loading within ${LOAD_CAP_MS / 1000} seconds.`);
    return await work(tabId);
  } finally {
    await undo();
    if (reuseTabId === undefined) await browser.tabs.remove(tabId).catch(() => undefined);
  }
}

/** Points the tab at `url` and waits for it to load, once `started` has seen its load begin. */
async function navigateAndWait(
  tabId: number,
  url: string,
  signal: AbortSignal,
  capMs: number,
  started: (tab: chrome.tabs.Tab, change?: chrome.tabs.OnUpdatedInfo) => boolean,
): Promise<boolean> {
  let begun = false;
  const loaded = waitFor(tabId, signal, capMs, (tab, change) => {
    begun ||= started(tab, change);
    return begun && isLoaded(tab);
  });
  await browser.tabs.update(tabId, { url });
  return loaded;
}

/** Two addresses that differ at most in their fragment (#…). */
function sameDocument(a: string | undefined, b: string): boolean {
  return !!a && a.split('#')[0] === b.split('#')[0];
}

function isLoaded(tab: chrome.tabs.Tab): boolean {
  return tab.status === 'complete' && !!tab.url && !isBlank(tab);
}

function isBlank(tab: chrome.tabs.Tab): boolean {
  return tab.url === 'about:blank';
}

/**
 * Waits until `done(tab)` holds, told by the tab's own update events rather than by asking
 * every 100 ms: a page that loads in 20 ms is seen at once, and an idle wait costs nothing.
 * Resolves false when `capMs` passed first; rejects when the tab is closed (as asking for it
 * would) or the signal is cancelled.
 */
async function waitFor(
  tabId: number,
  signal: AbortSignal,
  capMs: number,
  done: (tab: chrome.tabs.Tab, change?: chrome.tabs.OnUpdatedInfo) => boolean,
): Promise<boolean> {
  signal.throwIfAborted();
  return new Promise<boolean>((resolve, reject) => {
    let over = false;
    const end = (outcome: () => void) => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      browser.tabs.onUpdated.removeListener(updated);
      browser.tabs.onRemoved.removeListener(removed);
      signal.removeEventListener('abort', aborted);
      outcome();
    };
    const updated = (id: number, change: chrome.tabs.OnUpdatedInfo, tab: chrome.tabs.Tab) => {
      if (id === tabId && done(tab, change)) end(() => resolve(true));
    };
    const removed = (id: number) => {
      if (id === tabId) end(() => reject(new Error(`No tab with id: ${tabId}.`)));
    };
    const aborted = () => end(() => reject(signal.reason));
    browser.tabs.onUpdated.addListener(updated);
    browser.tabs.onRemoved.addListener(removed);
    signal.addEventListener('abort', aborted);
    const timer = setTimeout(() => end(() => resolve(false)), capMs);
    // The state it may already be in: listening first, then asking, misses no update between.
    browser.tabs.get(tabId).then(
      (tab) => {
        if (done(tab)) end(() => resolve(true));
      },
      (error: unknown) => end(() => reject(error)),
    );
  });
}
