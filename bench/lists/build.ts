import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codes, rng } from './data';
import { MARKUPS, pageShell } from './markups';

/**
 * Writes the list-page corpus (pages + manifest.jsonl in the shared corpus's format, with
 * `records`: the ground truth of every record on the page) to `dir` and returns `dir`.
 * Generated on every run from a fixed seed: the same pages each time, nothing to download.
 */
export function buildListCorpus(dir: string): string {
  const lines: string[] = [];
  MARKUPS.forEach((markup, index) => {
    const r = rng(1000 + index);
    const all = codes(r, markup.pages * markup.perPage);
    for (let page = 1; page <= markup.pages; page++) {
      const records = all
        .slice((page - 1) * markup.perPage, page * markup.perPage)
        .map((code) => markup.record(r, code));
      const path = `${markup.name}/page-${page}.html`;
      const html = pageShell(markup, markup.render(records, r), page);
      mkdirSync(join(dir, markup.name), { recursive: true });
      writeFileSync(join(dir, path), html);
      lines.push(
        JSON.stringify({
          corpus: markup.name,
          id: `${markup.name}-${page}`,
          path,
          bytes: Buffer.byteLength(html),
          url: `https://lists.example/${markup.name}?page=${page}`,
          fields: {},
          records,
        }),
      );
    }
  });
  writeFileSync(join(dir, 'manifest.jsonl'), `${lines.join('\n')}\n`);
  return dir;
}
