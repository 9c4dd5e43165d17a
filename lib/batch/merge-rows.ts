import type { ExtractionResponse } from '../contract';
import { findRecordLists, isRecord } from '../export/find-lists';
import type { BatchRecord } from './batch';

export const SOURCE_URL = 'source_url';
export const LINKED_PREFIX = 'linked.';

/**
 * The rows of a batch, as the merged table and its exports show them, updated as pages finish.
 * A plain batch: one row per record a page gave (or per page), each with its source URL.
 * "Open each link": the rows of the original list, each with the fields of its linked page.
 */
export function batchRows(
  record: BatchRecord,
  responses: ReadonlyArray<ExtractionResponse | null>,
  sourceRows?: ReadonlyArray<Record<string, unknown>>,
): Record<string, unknown>[] {
  if (record.origin && sourceRows) return linkedRows(record, responses, sourceRows);
  return responses.flatMap((response, index) => {
    if (!response) return [];
    const source = { [SOURCE_URL]: record.urls[index] ?? response.website_url };
    if (response.status !== 'completed') return [{ ...source, error: response.error }];
    const result = response.result;
    const list = findRecordLists(result)[0];
    if (list && (list.path === '' || !isRecord(result) || Object.keys(result).length === 1)) {
      return list.items.map((item) => ({ ...source, ...item }));
    }
    return [isRecord(result) ? { ...source, ...result } : { ...source, result }];
  });
}

function linkedRows(
  record: BatchRecord,
  responses: ReadonlyArray<ExtractionResponse | null>,
  sourceRows: ReadonlyArray<Record<string, unknown>>,
): Record<string, unknown>[] {
  const byRow = new Map<number, ExtractionResponse>();
  record.origin?.rows.forEach((row, index) => {
    const response = responses[index];
    if (response) byRow.set(row, response);
  });
  return sourceRows.map((row, index) => {
    const response = byRow.get(index);
    if (!response) return { ...row };
    if (response.status !== 'completed') return { ...row, [`${LINKED_PREFIX}error`]: response.error };
    const fields = isRecord(response.result) ? response.result : { result: response.result };
    const added = Object.fromEntries(
      // A field the row already has keeps its value; the page's goes beside it, marked.
      Object.entries(fields).map(([key, value]) => [key in row ? `${LINKED_PREFIX}${key}` : key, value]),
    );
    return { ...row, ...added };
  });
}
