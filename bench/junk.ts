import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rng } from './lists/data';

/**
 * Junk pages the converter must survive at bounded cost: visible binary garbage, one huge
 * text node without spaces, and 100,000 unclosed nested inline tags. Written with a fixed
 * seed to `dir` in the corpus format (a short-field request: no values to recall).
 */
const JUNK: Array<{ id: string; html: () => string }> = [
  {
    id: 'binary-garbage-1mb',
    html: () => {
      const r = rng(7);
      // Random bytes shown as Latin-1 text (what a binary file served as text looks like).
      const chars: string[] = [];
      let bytes = 0;
      while (bytes < 1_000_000) {
        const code = Math.floor(r() * 256);
        // Keep it parseable as text: no '<' or '&', which would start markup.
        const char =
          code === 0x3c || code === 0x26 || code < 0x20 || (code >= 0x7f && code < 0xa0)
            ? ' '
            : String.fromCharCode(code);
        chars.push(char);
        bytes += char.charCodeAt(0) < 0x80 ? 1 : 2;
      }
      const text = chars.join('');
      return `<!doctype html><html><head><title>Garbage</title></head><body><h1>Item</h1><p>${text}</p></body></html>`;
    },
  },
  {
    id: 'one-text-node-2mb',
    html: () =>
      `<!doctype html><html><head><title>One run</title></head><body><h1>Item</h1><div>${'abcdefghij'.repeat(200_000)}</div></body></html>`,
  },
  {
    id: 'unclosed-inline-100k',
    html: () =>
      `<!doctype html><html><head><title>Unclosed</title></head><body><h1>Item</h1>${'<span><b>x'.repeat(50_000)}</body></html>`,
  },
  {
    id: 'unclosed-links-100k',
    html: () =>
      `<!doctype html><html><head><title>Unclosed links</title></head><body><h1>Item</h1>${'<a href="/x"><i>y'.repeat(50_000)}</body></html>`,
  },
];

export function buildJunkCorpus(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const lines = JUNK.map(({ id, html }) => {
    const text = html();
    writeFileSync(join(dir, `${id}.html`), text);
    const fields = { title: [], price: [] };
    return JSON.stringify({
      corpus: id,
      id,
      path: `${id}.html`,
      bytes: Buffer.byteLength(text),
      url: 'https://junk.example/',
      fields,
    });
  });
  writeFileSync(join(dir, 'manifest.jsonl'), `${lines.join('\n')}\n`);
  return dir;
}
