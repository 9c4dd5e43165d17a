import { useEffect, useState } from 'react';
import type { ExtractionResponse } from '../contract';
import type { BatchRecord } from '../batch/batch';
import { BATCH_KEY_PREFIX, decodeBatch, decodeResponse, pageKey, parsePageKey } from '../batch/batch-store';
import { localStorageArea, onStorageChange } from '../browser/storage';
import { useStored } from './use-stored';

/** Every kept batch, newest first, live. */
export function useBatches(): BatchRecord[] {
  return useStored(
    (key) => key.startsWith(BATCH_KEY_PREFIX),
    (items) =>
      Object.entries(items)
        .filter(([key]) => key.startsWith(BATCH_KEY_PREFIX))
        .flatMap(([, value]) => decodeBatch(value) ?? [])
        .sort((a, b) => b.createdAt - a.createdAt),
    [] as BatchRecord[],
  );
}

/**
 * A batch's finished responses by URL index, live. Read in full once, then only the pages
 * that finish are parsed, so a 1,000-page batch stays cheap to watch.
 */
export function useBatchResponses(record: BatchRecord | null): Array<ExtractionResponse | null> {
  const id = record?.id ?? '';
  const count = record?.urls.length ?? 0;
  // Kept with the batch they belong to, so switching batches never shows another's pages.
  const [state, setState] = useState<{ id: string; responses: Array<ExtractionResponse | null> }>({
    id: '',
    responses: [],
  });
  useEffect(() => {
    if (!id) return;
    const setResponses = (responses: Array<ExtractionResponse | null>): void => setState({ id, responses });
    let alive = true;
    let current: Array<ExtractionResponse | null> = Array.from({ length: count }, () => null);
    const stop = onStorageChange((changes) => {
      let changed = false;
      for (const [key, value] of Object.entries(changes)) {
        const page = parsePageKey(key);
        if (page?.id !== id || page.index >= count) continue;
        current = current.map((old, index) => (index === page.index ? decodeResponse(value) : old));
        changed = true;
      }
      if (changed && alive) setResponses(current);
    });
    const keys = Array.from({ length: count }, (_, index) => pageKey(id, index));
    void localStorageArea()
      .get(keys)
      .then((items) => {
        // Pages stored while the read was under way are already in `current`.
        current = current.map((old, index) => old ?? decodeResponse(items[keys[index] ?? '']));
        if (alive) setResponses(current);
      });
    return () => {
      alive = false;
      stop();
    };
  }, [id, count]);
  return state.id === id ? state.responses : [];
}
