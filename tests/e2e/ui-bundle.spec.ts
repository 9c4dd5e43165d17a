import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, OUT_DIR, test } from './support/fixtures';

// The production popup's start-up bundle: popup.html and every script and stylesheet it
// loads up front (module + modulepreload + stylesheet links). Lazily imported chunks such as
// papaparse are not counted: they load on first use. Budget in docs/benchmarks.md.
const BUDGET_GZIP_BYTES = 140_000;

function startupFiles(dir: string, html: string): string[] {
  const page = readFileSync(join(dir, html), 'utf8');
  const refs = [...page.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!);
  return [html, ...refs];
}

test('the production popup bundle stays small', () => {
  const dir = join(OUT_DIR, 'chrome-mv3');
  let raw = 0;
  let gzip = 0;
  const rows: string[] = [];
  for (const file of startupFiles(dir, 'popup.html')) {
    const bytes = readFileSync(join(dir, file));
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    rows.push(`${file}\t${bytes.length}\t${zipped}`);
  }
  console.log(`popup start-up bundle\n${rows.join('\n')}\ntotal\t${raw}\t${gzip}`);
  expect(gzip).toBeLessThan(BUDGET_GZIP_BYTES);
});
