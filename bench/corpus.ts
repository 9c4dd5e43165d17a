import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One line of manifest.jsonl (see shared/corpus/README.md). */
export interface CorpusPage {
  corpus: string;
  id: string;
  file: string;
  bytes: number;
  url: string;
  fields: Record<string, string[]>;
  /** List pages: every record on the page, field → value (the list-page corpus). */
  records?: Array<Record<string, string>>;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export function readCorpus(dir: string): Map<string, CorpusPage[]> {
  const manifest = join(dir, 'manifest.jsonl');
  if (!existsSync(manifest)) {
    throw new Error(
      `No corpus at ${dir}: manifest.jsonl is missing. Pass --corpus DIR with a folder in the format of shared/corpus (manifest.jsonl + pages).`,
    );
  }
  const groups = new Map<string, CorpusPage[]>();
  const lines = readFileSync(manifest, 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    let row: Record<string, unknown>;
    try {
      row = JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`${manifest} line ${index + 1} is not JSON.`);
    }
    const path = typeof row.path === 'string' ? row.path : '';
    if (!path) throw new Error(`${manifest} line ${index + 1} has no "path".`);
    const corpus = typeof row.corpus === 'string' && row.corpus ? row.corpus : (path.split('/')[0] ?? 'corpus');
    const fields: Record<string, string[]> = {};
    if (row.fields && typeof row.fields === 'object') {
      for (const [key, value] of Object.entries(row.fields)) {
        if (isStringList(value)) fields[key] = value;
        else if (typeof value === 'string') fields[key] = [value];
      }
    }
    const records = Array.isArray(row.records)
      ? row.records
          .filter((record): record is Record<string, unknown> => record !== null && typeof record === 'object')
          .map((record) =>
            Object.fromEntries(
              Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
            ),
          )
      : undefined;
    const page: CorpusPage = {
      corpus,
      id: typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : String(index + 1),
      file: join(dir, path),
      bytes: typeof row.bytes === 'number' ? row.bytes : 0,
      url: typeof row.url === 'string' ? row.url : '',
      fields,
      ...(records ? { records } : {}),
    };
    groups.set(corpus, [...(groups.get(corpus) ?? []), page]);
  });
  return groups;
}
