import { showTab } from '../browser/active-tab';
import { explainScriptingError, tabAddress } from '../browser/tab-scripting';
import { sameAddress } from '../shared/same-address';
import { createPageDriver } from './page-driver';

export const PAGE_GONE = 'The page is no longer open.';
export const PAGE_ELSEWHERE = 'The page is no longer open: its tab shows another page now.';
export const VALUE_SHOWN = 'Shown on the page.';
export const VALUE_MOVED = 'This value is not on the page as it is now (it may have changed since the run).';

/**
 * Shows a result value in the tab its run read: scrolls to the first element showing it and
 * outlines it (the page agent's `locate`). Only while that tab still shows one of the run's
 * pages; otherwise, or when the page changed, it says so. Never throws: the answer is a sentence.
 */
export async function locateInTab(
  tabId: number,
  pageUrls: readonly string[],
  value: string | number,
): Promise<{ shown: boolean; message: string }> {
  let address: string;
  try {
    address = await tabAddress(tabId);
  } catch {
    return { shown: false, message: PAGE_GONE };
  }
  if (!pageUrls.some((url) => sameAddress(url, address))) return { shown: false, message: PAGE_ELSEWHERE };
  try {
    const { found } = await createPageDriver(tabId).locate({ value });
    if (!found) return { shown: false, message: VALUE_MOVED };
    await showTab(tabId);
    return { shown: true, message: VALUE_SHOWN };
  } catch (error) {
    return { shown: false, message: explainScriptingError(error) };
  }
}
