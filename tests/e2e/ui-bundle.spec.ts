import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, OUT_DIR, test } from './support/fixtures';

// The production popup's start-up bundle: popup.html and every script and stylesheet it
// loads up front (module + modulepreload + stylesheet links). Lazily imported chunks such as
// papaparse are not counted: they load on first use. Budget in docs/benchmarks.md.
const BUDGET_GZIP_BYTES = 140_000;

/** The files the page loads up front, absolute or relative; any it names but lacks is an error. */
function startupFiles(dir: string, html: string): string[] {
  const page = readFileSync(join(dir, html), 'utf8');
  const tags = [...page.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const loaded = tags.filter((tag) => tag.startsWith('<script') || /\brel="(modulepreload|stylesheet)"/.test(tag));
  const refs = loaded.flatMap((tag) => {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url) return [];
    const path = new URL(url, `chrome-extension://quarry/${html}`);
    if (path.host !== 'quarry') throw new Error(`${html} loads ${url} from outside the extension`);
    return [path.pathname.slice(1)];
  });
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
  // Measured something: the page and at least its module script and a stylesheet.
  expect(rows.filter((row) => row.split('\t')[0]?.endsWith('.js')).length).toBeGreaterThan(0);
  expect(rows.filter((row) => row.split('\t')[0]?.endsWith('.css')).length).toBeGreaterThan(0);
  console.log(`popup start-up bundle\n${rows.join('\n')}\ntotal\t${raw}\t${gzip}`);
  expect(gzip).toBeLessThan(BUDGET_GZIP_BYTES);
});
