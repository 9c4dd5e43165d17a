import { browser } from 'wxt/browser';
import { pollUntil } from '../net/poll';
import { sleep } from '../net/sleep';
import { sameAddress } from '../shared/same-address';

const LOAD_CAP_MS = 15_000;

/**
 * Loads `url` in one of the user's tabs and waits until it shows it, loaded: the tab goes back
 * to the page a multi-page run started on, or on to the page a value came from (Show on the
 * page). False when the tab did not get there in time; never throws.
 */
export async function navigateTab(tabId: number, url: string): Promise<boolean> {
  try {
    await browser.tabs.update(tabId, { url });
    const policy = { firstDelayMs: 100, factor: 1, maxDelayMs: 100, timeLimitMs: LOAD_CAP_MS };
    const done = (tab: chrome.tabs.Tab): boolean => tab.status === 'complete' && sameAddress(tab.url ?? '', url);
    return (await pollUntil(() => browser.tabs.get(tabId), done, { policy, sleep, now: Date.now })).done;
  } catch {
    return false;
  }
}
