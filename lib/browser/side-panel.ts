import { browser } from 'wxt/browser';

/** The window whose side panel Quarry would open: the user's last focused normal window. */
export async function userWindowId(): Promise<number | null> {
  try {
    const win = await browser.windows.getLastFocused({ windowTypes: ['normal'] });
    return win.id ?? null;
  } catch {
    return null;
  }
}

/**
 * Opens Quarry in the side panel of a window. Chrome allows this only during a user gesture,
 * so the window id is looked up beforehand and the call is made straight from the click.
 */
export function openSidePanel(windowId: number): Promise<void> {
  return browser.sidePanel.open({ windowId });
}

export function canOpenSidePanel(): boolean {
  return typeof browser.sidePanel?.open === 'function';
}
