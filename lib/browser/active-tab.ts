import { browser } from 'wxt/browser';

/**
 * The tab the user is looking at: the active tab of the last focused *normal* window.
 * From the toolbar popup and from a popup-type window alike, that is the page behind it.
 */
export async function findUserTab(): Promise<{ id: number; url: string }> {
  const win = await browser.windows.getLastFocused({ windowTypes: ['normal'] });
  const [tab] = await browser.tabs.query({ active: true, windowId: win.id });
  if (tab?.id == null)
    throw new Error('No open tab to read: open the page you want to extract from, then run Quarry again.');
  return { id: tab.id, url: tab.url ?? '' };
}

/** Makes a tab the selected one of its window, when it is not (the window is not raised). */
export async function showTab(tabId: number): Promise<void> {
  const tab = await browser.tabs.get(tabId);
  if (!tab.active) await browser.tabs.update(tabId, { active: true });
}
