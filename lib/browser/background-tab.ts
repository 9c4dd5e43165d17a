import { browser } from 'wxt/browser';
import { applyOverrides, type RequestOverrides } from './request-overrides';
import { pollUntil } from '../net/poll';
import { sleep } from '../net/sleep';

const LOAD_CAP_MS = 30_000;

/**
 * Opens `url` in a background tab with the request's headers and cookies, hands the tab to
 * `work`, and always cleans up: rules and cookies removed, tab closed. The tab is created
 * blank first, because the header rule needs the tab's id before the page is requested.
 */
export async function withBackgroundTab<T>(
  url: string,
  overrides: RequestOverrides,
  signal: AbortSignal,
  work: (tabId: number) => Promise<T>,
): Promise<T> {
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
      await browser.tabs.update(tabId, { url });
      if (!(await waitFor(tabId, signal, LOAD_CAP_MS, (tab) => isLoaded(tab))))
        throw new Error(`${url} did not finish loading within ${LOAD_CAP_MS / 1000} seconds.`);
    }
    return await work(tabId);
  } finally {
    await undo();
    await browser.tabs.remove(tabId).catch(() => undefined);
  }
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
