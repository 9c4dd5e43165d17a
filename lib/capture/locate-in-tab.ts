import { showTab } from '../browser/active-tab';
import { explainScriptingError, tabAddress } from '../browser/tab-scripting';
import { sameAddress } from '../shared/same-address';
import { navigateTab } from '../browser/navigate-tab';
import { createPageDriver } from './page-driver';

export const PAGE_GONE = 'The page is no longer open.';
export const PAGE_ELSEWHERE = 'The page is no longer open: its tab shows another page now.';
export const VALUE_SHOWN = 'Shown on the page.';
export const VALUE_MOVED = 'This value is not on the page as it is now (it may have changed since the run).';

/**
 * Shows a result value in the tab its run read: scrolls to the first element showing it and
 * outlines it (the page agent's `locate`). Only while that tab still shows one of the run's
 * pages; otherwise it says so. A value not on the page the tab shows is looked for on the run's
 * other pages (a run over several pages): the tab goes to the page it came from. Never throws:
 * the answer is a sentence.
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
    if (await showHere(tabId, value)) return { shown: true, message: VALUE_SHOWN };
    const others = pageUrls.filter((url, i) => !sameAddress(url, address) && pageUrls.indexOf(url) === i);
    for (const url of others) {
      if (!(await navigateTab(tabId, url))) continue;
      if (await showHere(tabId, value)) {
        const number = pageUrls.indexOf(url) + 1;
        return { shown: true, message: `Shown on page ${number} of the run, where it was found.` };
      }
    }
    // Not on any of the run's pages now: the tab goes back to the page it showed.
    if (others.length > 0) await navigateTab(tabId, address);
    return { shown: false, message: VALUE_MOVED };
  } catch (error) {
    return { shown: false, message: explainScriptingError(error) };
  }
}

async function showHere(tabId: number, value: string | number): Promise<boolean> {
  const { found } = await createPageDriver(tabId).locate({ value });
  if (found) await showTab(tabId);
  return found;
}
