import { browser } from 'wxt/browser';
import { applyOverrides, type RequestOverrides } from './request-overrides';
import { pollUntil } from '../net/poll';
import { sleep } from '../net/sleep';

const LOAD_CAP_MS = 30_000;

/**
 * Opens `url` in a background tab with the request's headers and cookies, hands the tab to
 * `work`, and always cleans up: rules and cookies removed, tab closed. The tab is created
 * blank first, because the header rule needs the tab's id before the page is requested.
 * `reuseTabId`: a caller's tab to use instead (an automation driver's warm tab, see the
 * server). It is not closed, and it is navigated from the page it shows: a page of the same
 * site then keeps its renderer process, where a new tab (or a detour through about:blank)
 * would start a new one. Its load is told by the tab's update events; a new tab's load is
 * asked for every 100 ms, the way every batch and website_url run has been measured.
 */
export async function withBackgroundTab<T>(
  url: string,
  overrides: RequestOverrides,
  signal: AbortSignal,
  work: (tabId: number) => Promise<T>,
  reuseTabId?: number,
): Promise<T> {
  if (reuseTabId !== undefined) return inWarmTab(reuseTabId, url, overrides, signal, work);
  const tab = await browser.tabs.create({ url: 'about:blank', active: false });
  const tabId = tab.id;
  if (tabId == null) throw new Error('Chrome did not open a tab for the page.');
  let undo: () => Promise<void> = async () => {};
  try {
    undo = await applyOverrides(tabId, url, overrides);
    // Navigating while the blank page is still loading can be dropped: let it finish first.
    await waitFor(tabId, signal, 5_000, (tab) => tab.status === 'complete');
    await browser.tabs.update(tabId, { url });
    if (!(await waitFor(tabId, signal, 3_000, (tab) => isLoaded(tab)))) {
      // Asked again only when the first navigation was dropped: a slow page that is loading
      // would otherwise be requested from its host twice.
      if (!hasLeftBlank(await browser.tabs.get(tabId))) await browser.tabs.update(tabId, { url });
      if (!(await waitFor(tabId, signal, LOAD_CAP_MS, (tab) => isLoaded(tab))))
        throw new Error(`${url} did not finish loading within ${LOAD_CAP_MS / 1000} seconds.`);
    }
    return await work(tabId);
  } finally {
    await undo();
    await browser.tabs.remove(tabId).catch(() => undefined);
  }
}

async function inWarmTab<T>(
  tabId: number,
  url: string,
  overrides: RequestOverrides,
  signal: AbortSignal,
  work: (tabId: number) => Promise<T>,
): Promise<T> {
  let undo: () => Promise<void> = async () => {};
  try {
    undo = await applyOverrides(tabId, url, overrides);
    if (sameDocument((await browser.tabs.get(tabId)).url, url)) {
      // Only the fragment would change: no load would follow. Through a blank page instead.
      await browser.tabs.update(tabId, { url: 'about:blank' });
      await waitForEvent(tabId, signal, 5_000, (tab) => tab.status === 'complete' && tab.url === 'about:blank');
    }
    // The tab may still say `complete` for its last page just after the update: its new load
    // counts from the `loading` event that follows (listened for before the update).
    const begins = (_tab: chrome.tabs.Tab, change?: chrome.tabs.OnUpdatedInfo) => change?.status === 'loading';
    const shown = (await browser.tabs.get(tabId)).url;
    // A tab just opened may still be loading its blank page, which can drop a navigation.
    if (!shown || shown === 'about:blank') await waitFor(tabId, signal, 5_000, (tab) => tab.status === 'complete');
    if (!(await navigateAndWait(tabId, url, signal, 3_000, begins))) {
      // Not loaded in 3 s. A navigation still under way (a slow host) is waited for: asking
      // again would request the page from its host twice. Only one that was dropped is asked
      // for again. Any `loading` event is not proof: a new tab's own about:blank load sends one.
      const loaded = isNavigatingAway(await browser.tabs.get(tabId), shown)
        ? await waitForEvent(tabId, signal, LOAD_CAP_MS, (tab) => isLoaded(tab) && !tab.pendingUrl)
        : await navigateAndWait(tabId, url, signal, LOAD_CAP_MS, begins);
      if (!loaded) throw new Error(`${url} did not finish loading within ${LOAD_CAP_MS / 1000} seconds.`);
    }
    return await work(tabId);
  } finally {
    await undo();
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
  const loaded = waitForEvent(tabId, signal, capMs, (tab, change) => {
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

/** The blank tab has taken the navigation: it is loading, or shows (or is about to show) another page. */
function hasLeftBlank(tab: chrome.tabs.Tab): boolean {
  const away = (address: string | undefined) => !!address && address !== 'about:blank';
  return tab.status === 'loading' || away(tab.url) || away(tab.pendingUrl);
}

/**
 * The tab is on its way from the page it `shown` to another one: a navigation is pending (its
 * address is known once the extension may see the site's addresses), or one has committed and
 * is loading. A tab that still shows its page, or a blank page, with nothing pending is not.
 */
function isNavigatingAway(tab: chrome.tabs.Tab, shown: string | undefined): boolean {
  const real = (address: string | undefined) => !!address && address !== 'about:blank';
  return real(tab.pendingUrl) || (tab.status === 'loading' && real(tab.url) && tab.url !== shown);
}

function isLoaded(tab: chrome.tabs.Tab): boolean {
  return tab.status === 'complete' && !!tab.url && tab.url !== 'about:blank';
}

/** Polls the tab until `done(tab)`; false when `capMs` passed first. */
async function waitFor(
  tabId: number,
  signal: AbortSignal,
  capMs: number,
  done: (tab: chrome.tabs.Tab) => boolean,
): Promise<boolean> {
  signal.throwIfAborted();
  const policy = { firstDelayMs: 100, factor: 1, maxDelayMs: 100, timeLimitMs: capMs };
  return (await pollUntil(() => browser.tabs.get(tabId), done, { policy, sleep, now: Date.now, signal })).done;
}

/**
 * Waits until `done(tab)` holds, told by the tab's own update events rather than by asking
 * every 100 ms: a page that loads in 20 ms is seen at once, and an idle wait costs nothing.
 * Resolves false when `capMs` passed first; rejects when the tab is closed (as asking for it
 * would) or the signal is cancelled.
 */
async function waitForEvent(
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
