import { browser } from 'wxt/browser';

/**
 * Calls back when the tab the user looks at may have changed: another tab activated, a
 * page navigated, another window focused. The side panel stays open through all of these.
 */
export function onUserTabChange(listener: () => void): () => void {
  const onActivated = (): void => listener();
  const onUpdated = (_id: number, change: { url?: string }): void => {
    if (change.url) listener();
  };
  const onFocus = (): void => listener();
  browser.tabs.onActivated.addListener(onActivated);
  browser.tabs.onUpdated.addListener(onUpdated);
  browser.windows.onFocusChanged.addListener(onFocus);
  return () => {
    browser.tabs.onActivated.removeListener(onActivated);
    browser.tabs.onUpdated.removeListener(onUpdated);
    browser.windows.onFocusChanged.removeListener(onFocus);
  };
}
