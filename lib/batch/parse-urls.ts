import { hasCredentials, isHttpUrl } from '../contract';
import { MAX_BATCH_URLS } from './batch';

export interface PastedUrls {
  urls: string[];
  /** Non-empty lines with no address in the chosen column (a CSV header, notes). */
  skipped: number;
  /** Addresses given more than once: each is run once. */
  duplicates: number;
  /** Addresses beyond the batch limit, left out. */
  overLimit: number;
  /** Addresses with a user name or password: they fail alone (Quarry keeps no passwords). */
  withPasswords: number;
}

/**
 * Addresses from pasted text: one a line, or a CSV/TSV column (the column holding the most
 * http(s) addresses is used). papaparse reads the quoting; it is loaded on first use.
 */
export async function parsePastedUrls(text: string): Promise<PastedUrls> {
  const { default: Papa } = await import('papaparse');
  const rows = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' }).data;
  const width = Math.max(0, ...rows.map((row) => row.length));
  let best = 0;
  let bestCount = -1;
  for (let column = 0; column < width; column++) {
    const count = rows.filter((row) => isHttpUrl(row[column]?.trim())).length;
    if (count > bestCount) [best, bestCount] = [column, count];
  }
  const seen = new Set<string>();
  let skipped = 0;
  let duplicates = 0;
  for (const row of rows) {
    const cell = row[best]?.trim();
    if (!isHttpUrl(cell)) skipped++;
    else if (seen.has(cell)) duplicates++;
    else seen.add(cell);
  }
  const all = [...seen];
  return {
    withPasswords: all.slice(0, MAX_BATCH_URLS).filter(hasCredentials).length,
    urls: all.slice(0, MAX_BATCH_URLS),
    skipped,
    duplicates,
    overLimit: Math.max(0, all.length - MAX_BATCH_URLS),
  };
}

/** The columns of a list of records whose values are mostly http(s) addresses: "Open each link…". */
export function linkColumns(rows: ReadonlyArray<Record<string, unknown>>): string[] {
  if (rows.length === 0) return [];
  const columns = new Set(rows.flatMap((row) => Object.keys(row)));
  return [...columns].filter((column) => {
    const links = rows.filter((row) => isHttpUrl(row[column])).length;
    return links > 0 && links >= rows.length / 2;
  });
}
