import { findRecordLists } from './find-lists';

/**
 * What a spreadsheet export holds: the list the user picked in the results table (or the
 * first list of records), else the whole result as one row.
 */
export function exportRows(result: unknown, listPath?: string): unknown {
  const lists = findRecordLists(result);
  const chosen = lists.find((list) => list.path === listPath) ?? lists[0];
  return chosen ? chosen.items : result;
}

/** A file name from the page address and time: `quarry-shop.example-2026-11-22T01-55.csv`. */
export function exportFileName(pageUrl: string, createdAt: number, extension: string): string {
  let host = 'result';
  try {
    host = new URL(pageUrl).hostname.replace(/[^a-z0-9.-]/gi, '') || host;
  } catch {
    // pasted source: no address
  }
  const stamp = new Date(createdAt).toISOString().slice(0, 16).replace(/:/g, '-');
  return `quarry-${host}-${stamp}.${extension}`;
}

/** The model-input text with its short link references ([L3]) turned back into URLs. */
export function expandRefs(text: string, refs: Record<string, string>): string {
  let out = text;
  for (const [ref, url] of Object.entries(refs)) out = out.split(ref).join(url);
  return out;
}
