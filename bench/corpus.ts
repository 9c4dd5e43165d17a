import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One line of a manifest: `manifest.jsonl` (shared/corpus/README.md) or `manifest-*.jsonl`
 * (the same-site page sets, shared/corpus-sites/README.md).
 */
export interface CorpusPage {
  /** The group the report uses: the row's `site` when it has one, else its `corpus`. */
  corpus: string;
  id: string;
  file: string;
  bytes: number;
  url: string;
  fields: Record<string, string[]>;
  /**
   * How a field's list of values reads: `any` — acceptable spellings of one value (the
   * shared corpus); `every` — every value the page holds, each counted (same-site rows,
   * which carry `site`: "several authors lists them all").
   */
  values: 'any' | 'every';
  /** List pages: every record on the page, field → value (the list-page corpus). */
  records?: Array<Record<string, string>>;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The manifests of a corpus folder: `manifest.jsonl` and any `manifest-*.jsonl`, in name order. */
export function manifestsIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name === 'manifest.jsonl' || /^manifest-.+\.jsonl$/.test(name))
    .sort()
    .map((name) => join(dir, name));
}

export function readCorpus(dir: string): Map<string, CorpusPage[]> {
  const manifests = manifestsIn(dir);
  if (manifests.length === 0) {
    throw new Error(
      `No corpus at ${dir}: no manifest.jsonl or manifest-*.jsonl. Pass --corpus DIR with a folder in the format of shared/corpus or shared/corpus-sites (manifests + pages).`,
    );
  }
  const groups = new Map<string, CorpusPage[]>();
  for (const manifest of manifests) {
    readFileSync(manifest, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line.trim()) return;
        const page = pageFrom(line, `${manifest} line ${index + 1}`, dir, String(index + 1));
        groups.set(page.corpus, [...(groups.get(page.corpus) ?? []), page]);
      });
  }
  return groups;
}

function pageFrom(line: string, where: string, dir: string, fallbackId: string): CorpusPage {
  let row: Record<string, unknown>;
  try {
    row = JSON.parse(line) as Record<string, unknown>;
  } catch {
    throw new Error(`${where} is not JSON.`);
  }
  const path = typeof row.path === 'string' ? row.path : '';
  if (!path) throw new Error(`${where} has no "path".`);
  const site = typeof row.site === 'string' && row.site ? row.site : null;
  const corpus = site ?? (typeof row.corpus === 'string' && row.corpus ? row.corpus : (path.split('/')[0] ?? 'corpus'));
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
  return {
    corpus,
    id: typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : fallbackId,
    file: join(dir, path),
    bytes: typeof row.bytes === 'number' ? row.bytes : 0,
    url: typeof row.url === 'string' ? row.url : '',
    fields,
    values: site ? 'every' : 'any',
    ...(records ? { records } : {}),
  };
}
