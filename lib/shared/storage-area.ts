/**
 * The part of chrome.storage.local that Quarry uses. Passed in, so job and settings logic
 * runs the same against the real extension storage and an in-memory area in unit tests.
 */
export interface StorageArea {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

/**
 * Every record stored under keys starting with `prefix` that `decode` reads (a record it
 * cannot read is left out), newest first: the job store and the batch store list this way.
 */
export async function listByPrefix<T extends { createdAt: number }>(
  area: StorageArea,
  prefix: string,
  decode: (value: unknown) => T | null,
): Promise<T[]> {
  const items = await area.get(null);
  const records: T[] = [];
  for (const [key, value] of Object.entries(items)) {
    if (!key.startsWith(prefix)) continue;
    const record = decode(value);
    if (record) records.push(record);
  }
  return records.sort((a, b) => b.createdAt - a.createdAt);
}
