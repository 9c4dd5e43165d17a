import { browser } from 'wxt/browser';
import { findUserTab } from './active-tab';

export interface TabInfo {
  id: number;
  title: string;
  url: string;
  active: boolean;
}

const info = (tab: chrome.tabs.Tab): TabInfo | null =>
  tab.id == null ? null : { id: tab.id, title: tab.title ?? '', url: tab.url ?? '', active: tab.active };

/**
 * Open tabs with the address and title Chrome lets Quarry see: with the optional `tabs`
 * permission, every tab; without it, only tabs on sites Quarry may access. Others are left out.
 */
export async function listOpenTabs(): Promise<TabInfo[]> {
  const tabs = await browser.tabs.query({});
  return tabs.flatMap((tab) => {
    const found = info(tab);
    return found && /^https?:/.test(found.url) ? [found] : [];
  });
}

/** A tab by id, or the tab the user is looking at ("current"). */
export async function findTab(tab: 'current' | number): Promise<TabInfo> {
  const id = tab === 'current' ? (await findUserTab()).id : tab;
  let found: chrome.tabs.Tab;
  try {
    found = await browser.tabs.get(id);
  } catch {
    throw new Error(`No open tab has the id ${id}: call list_tabs for the tabs open now.`);
  }
  return info(found) ?? { id, title: '', url: '', active: false };
}

/** Asks for the optional `tabs` permission (addresses of every tab); must run inside a click handler. */
export async function requestTabsPermission(): Promise<boolean> {
  try {
    return await browser.permissions.request({ permissions: ['tabs'] });
  } catch {
    // Already required by this build (e2e), or not declared: report what is in force.
    return browser.permissions.contains({ permissions: ['tabs'] }).catch(() => false);
  }
}
