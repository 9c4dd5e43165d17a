import { browser } from 'wxt/browser';

/**
 * The consent question is a small extension window (consent.html): it needs no permission
 * (a notification would need `notifications`), and its buttons are a user gesture, so "Allow"
 * can ask Chrome for the site's access right there. Returns the window's id.
 */
export async function openConsentWindow(askId: string): Promise<number | undefined> {
  const url = (browser.runtime.getURL as (path: string) => string)(`/consent.html?ask=${encodeURIComponent(askId)}`);
  const win = await browser.windows.create({ url, type: 'popup', width: 460, height: 360, focused: true });
  return win?.id;
}

export async function closeWindow(windowId: number): Promise<void> {
  await browser.windows.remove(windowId).catch(() => undefined);
}

/** Calls back when any window closes (the user closing the question without answering). */
export function onWindowClosed(listener: (windowId: number) => void): () => void {
  browser.windows.onRemoved.addListener(listener);
  return () => browser.windows.onRemoved.removeListener(listener);
}
