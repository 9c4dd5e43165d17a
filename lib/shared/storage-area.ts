/**
 * The part of chrome.storage.local that Quarry uses. Passed in, so job and settings logic
 * runs the same against the real extension storage and an in-memory area in unit tests.
 */
export interface StorageArea {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}
