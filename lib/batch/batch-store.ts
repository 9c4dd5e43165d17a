import type { ExtractionResponse } from '../contract';
import { listByPrefix, type StorageArea } from '../shared/storage-area';
import { batchRecordSchema, isBatchActive, storedResponseSchema, type BatchRecord } from './batch';

export const BATCH_KEY_PREFIX = 'batch:';
export const BATCH_PAGE_PREFIX = 'batchpage:';
/** Finished batches kept beyond this many are removed, oldest first, when a new one starts. */
export const KEPT_BATCHES = 20;

export function batchKey(id: string): string {
  return `${BATCH_KEY_PREFIX}${id}`;
}

export function pageKey(id: string, index: number): string {
  return `${BATCH_PAGE_PREFIX}${id}:${index}`;
}

/** The batch id and URL index of a page key, or null for any other key. */
export function parsePageKey(key: string): { id: string; index: number } | null {
  if (!key.startsWith(BATCH_PAGE_PREFIX)) return null;
  const rest = key.slice(BATCH_PAGE_PREFIX.length);
  const cut = rest.lastIndexOf(':');
  const index = Number(rest.slice(cut + 1));
  return cut > 0 && Number.isInteger(index) ? { id: rest.slice(0, cut), index } : null;
}

export interface BatchStore {
  get(id: string): Promise<BatchRecord | null>;
  list(): Promise<BatchRecord[]>;
  /**
   * Stores the record, and with it (in the same write, so a restart never sees one without
   * the other) the response of a page that just finished.
   */
  put(record: BatchRecord, finished?: { index: number; response: ExtractionResponse }): Promise<void>;
  /** The finished responses, by URL index (null where none is stored). */
  responses(record: BatchRecord): Promise<Array<ExtractionResponse | null>>;
  /** Removes finished batches (and their pages) beyond `keep`, oldest first. */
  prune(keep?: number): Promise<number>;
}

/** Stored as JSON text, like jobs: chrome.storage sorts object keys, and field order matters to tables. */
export function decodeBatch(value: unknown): BatchRecord | null {
  return decodeJsonText(value, (data) => batchRecordSchema.safeParse(data).data ?? null);
}

export function decodeResponse(value: unknown): ExtractionResponse | null {
  return decodeJsonText(value, (data) => storedResponseSchema.safeParse(data).data ?? null);
}

function decodeJsonText<T>(value: unknown, parse: (data: unknown) => T | null): T | null {
  if (typeof value !== 'string') return null;
  try {
    return parse(JSON.parse(value));
  } catch {
    return null;
  }
}

export function createBatchStore(area: StorageArea): BatchStore {
  function list(): Promise<BatchRecord[]> {
    return listByPrefix(area, BATCH_KEY_PREFIX, decodeBatch);
  }

  return {
    async get(id) {
      const key = batchKey(id);
      return decodeBatch((await area.get(key))[key]);
    },
    list,
    async put(record, finished) {
      const items: Record<string, unknown> = { [batchKey(record.id)]: JSON.stringify(record) };
      if (finished) items[pageKey(record.id, finished.index)] = JSON.stringify(finished.response);
      await area.set(items);
    },
    async responses(record) {
      const keys = record.urls.map((_, index) => pageKey(record.id, index));
      const items = await area.get(keys);
      return keys.map((key) => decodeResponse(items[key]));
    },
    async prune(keep = KEPT_BATCHES) {
      const old = (await list()).filter((record) => !isBatchActive(record.status)).slice(keep);
      if (old.length === 0) return 0;
      await area.remove(
        old.flatMap((record) => [batchKey(record.id), ...record.urls.map((_, index) => pageKey(record.id, index))]),
      );
      return old.length;
    },
  };
}
