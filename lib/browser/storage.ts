import { browser } from 'wxt/browser';
import type { StorageArea } from '../shared/storage-area';

/** chrome.storage.local as the small interface the rest of Quarry depends on. */
export function localStorageArea(): StorageArea {
  return {
    get: (keys) => browser.storage.local.get(keys) as Promise<Record<string, unknown>>,
    set: (items) => browser.storage.local.set(items),
    remove: (keys) => browser.storage.local.remove(keys),
  };
}

/** Calls back with every change to keys that start with `prefix` (or all keys). */
export function onStorageChange(listener: (changes: Record<string, unknown>) => void): () => void {
  const handler = (changes: Record<string, { newValue?: unknown }>, area: string): void => {
    if (area !== 'local') return;
    const values: Record<string, unknown> = {};
    for (const [key, change] of Object.entries(changes)) values[key] = change.newValue;
    listener(values);
  };
  browser.storage.onChanged.addListener(handler);
  return () => browser.storage.onChanged.removeListener(handler);
}
