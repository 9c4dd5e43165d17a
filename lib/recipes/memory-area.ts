import type { StorageArea } from '../shared/storage-area';

/** A storage area in memory: recipes outside the extension (the bench, unit tests). */
export function memoryArea(): StorageArea {
  const data = new Map<string, unknown>();
  return {
    get: async (keys) => {
      const names = keys === null ? [...data.keys()] : Array.isArray(keys) ? keys : [keys];
      return Object.fromEntries(names.filter((k) => data.has(k)).map((k) => [k, data.get(k)]));
    },
    set: async (items) => {
      for (const [k, v] of Object.entries(items)) data.set(k, v);
    },
    remove: async (keys) => {
      for (const k of Array.isArray(keys) ? keys : [keys]) data.delete(k);
    },
  };
}
