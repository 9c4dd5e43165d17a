import type { ExtractionResponse } from '../contract';
import { findRecordLists, isRecord } from '../export/find-lists';
import type { BatchRecord } from './batch';

export const SOURCE_URL = 'source_url';
export const LINKED_PREFIX = 'linked.';

/**
 * Where a merged row's values came from: the page (`index` into the batch's URLs), the JSON
 * Pointer of the record in that page's result, and the columns its keys were renamed to. Lets
 * the merged table carry each page's grounding marks.
 */
interface RowSource {
  index: number;
  pointer: string;
  renamed?: ReadonlyMap<string, string>;
}

interface MergedRow {
  row: Record<string, unknown>;
  from?: RowSource;
}

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
  return mergedRows(record, responses, sourceRows).map(({ row }) => row);
}

/**
 * The pointers (into the merged rows, as `cellPointer('', row, column)` builds them) of every
 * value its page's grounding did not find: the same ⚠ marks a single run shows.
 */
export function batchNotFound(
  record: BatchRecord,
  responses: ReadonlyArray<ExtractionResponse | null>,
  sourceRows?: ReadonlyArray<Record<string, unknown>>,
): Set<string> {
  const marks = new Set<string>();
  mergedRows(record, responses, sourceRows).forEach(({ from }, rowIndex) => {
    const notFound = from ? responses[from.index]?.grounding?.notFound : undefined;
    if (!from || !notFound) return;
    for (const pointer of notFound) {
      if (pointer !== from.pointer && !pointer.startsWith(`${from.pointer}/`)) continue;
      const rest = pointer.slice(from.pointer.length).split('/').slice(1);
      const [key = '', ...deeper] = rest;
      const column = from.renamed?.get(unescape(key)) ?? unescape(key);
      const tokens = [String(rowIndex), ...(rest.length ? column.split('.').map(escape) : ['result']), ...deeper];
      marks.add(tokens.map((t) => `/${t}`).join(''));
    }
  });
  return marks;
}

const unescape = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');
const escape = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

function mergedRows(
  record: BatchRecord,
  responses: ReadonlyArray<ExtractionResponse | null>,
  sourceRows?: ReadonlyArray<Record<string, unknown>>,
): MergedRow[] {
  // A failed page being retried keeps its old answer in storage until the new one lands: not shown.
  const current = responses.map((response, index) =>
    record.states[index] === 'pending' && response?.status === 'failed' ? null : response,
  );
  if (record.origin && sourceRows) return linkedRows(record, current, sourceRows);
  return current.flatMap((response, index): MergedRow[] => {
    if (!response) return [];
    const source = { [SOURCE_URL]: record.urls[index] ?? response.website_url };
    if (response.status !== 'completed') return [{ row: { ...source, error: response.error } }];
    const result = response.result;
    const list = findRecordLists(result)[0];
    if (list && (list.path === '' || !isRecord(result) || Object.keys(result).length === 1)) {
      const listPointer = list.path
        ? list.path
            .split('.')
            .map((t) => `/${escape(t)}`)
            .join('')
        : '';
      return list.items.map((item, i) => ({
        row: { ...source, ...item },
        from: { index, pointer: `${listPointer}/${i}` },
      }));
    }
    return [{ row: isRecord(result) ? { ...source, ...result } : { ...source, result }, from: { index, pointer: '' } }];
  });
}

function linkedRows(
  record: BatchRecord,
  responses: ReadonlyArray<ExtractionResponse | null>,
  sourceRows: ReadonlyArray<Record<string, unknown>>,
): MergedRow[] {
  const byRow = new Map<number, { response: ExtractionResponse; index: number }>();
  record.origin?.rows.forEach((row, index) => {
    const response = responses[index];
    if (response) byRow.set(row, { response, index });
  });
  return sourceRows.map((row, rowIndex): MergedRow => {
    const linked = byRow.get(rowIndex);
    if (!linked) return { row: { ...row } };
    const { response, index } = linked;
    if (response.status !== 'completed') return { row: { ...row, [`${LINKED_PREFIX}error`]: response.error } };
    const fields = isRecord(response.result) ? response.result : { result: response.result };
    const renamed = new Map<string, string>();
    const added = Object.fromEntries(
      // A field the row already has keeps its value; the page's goes beside it, marked.
      Object.entries(fields).map(([key, value]) => {
        const column = key in row ? `${LINKED_PREFIX}${key}` : key;
        renamed.set(key, column);
        return [column, value];
      }),
    );
    // The row's first column (its name, most often) stays first; the linked page's fields come
    // right after it, so they are in view in a narrow popup without scrolling sideways.
    const [first, ...rest] = Object.entries(row);
    const ordered = { ...(first ? { [first[0]]: first[1] } : {}), ...added, ...Object.fromEntries(rest) };
    return {
      row: ordered,
      from: { index, pointer: '', renamed },
    };
  });
}
