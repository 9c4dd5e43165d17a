/**
 * The shipped path in real Chromium: the largest corpus pages, served on 127.0.0.1 with page
 * scripts blocked (no network here), captured by the built e2e extension. Prints the in-page
 * capture time (flattened copy + documentToModelInput) per page. Not a test: timings vary.
 *
 *   QUARRY_OUT_DIR=/tmp/qo NODE_ENV=production npx wxt build --mode e2e
 *   QUARRY_OUT_DIR=/tmp/qo npx tsx bench/chromium-corpus.ts [corpus dir] [pages]
 */
import { chromium } from '@playwright/test';
import { readFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readCorpus } from './corpus';

const corpusDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', '..', 'shared', 'corpus'));
const count = Number(process.argv[3] ?? 6);
const extension = join(resolve(process.env.QUARRY_OUT_DIR ?? '.output'), 'chrome-mv3-e2e');

const pages = [...readCorpus(corpusDir).values()]
  .flat()
  .map((page) => ({ ...page, size: statSync(page.file).size }))
  .sort((a, b) => b.size - a.size)
  .slice(0, count);

const server = createServer((req, res) => {
  const page = pages.find((p) => `/${p.corpus}/${p.id}` === req.url);
  if (!page) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'none'" });
  res.end(readFileSync(page.file));
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const profile = mkdtempSync(join(tmpdir(), 'quarry-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [`--disable-extensions-except=${extension}`, `--load-extension=${extension}`, '--no-sandbox', '--disable-gpu'],
});
const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
console.log('| page | MB | in-page capture ms (3 runs) | best ms/MB | model input chars |\n|---|---|---|---|---|');
for (const page of pages) {
  const tab = await context.newPage();
  await tab.goto(`${origin}/${page.corpus}/${page.id}`, { waitUntil: 'domcontentloaded' });
  const fields = JSON.stringify(Object.keys(page.fields));
  // A string, not a function: the bundler's helpers do not exist inside the worker.
  const result = (await worker.evaluate(`(async () => {
    const tab = (await chrome.tabs.query({ url: ${JSON.stringify(tab.url())} }))[0];
    const snapshot = await globalThis.quarry.capture({ tabId: tab.id });
    const [{ result }] = await chrome.scripting.executeScript({
      target: { tabId: tab.id },
      args: [${fields}],
      func: async function (fields) {
        const times = [];
        for (let i = 0; i < 3; i++) {
          const start = performance.now();
          await globalThis[Symbol.for('quarry.pageAgent/1')].capture({ fields });
          times.push(performance.now() - start);
        }
        return times;
      },
    });
    return { chars: snapshot.modelInput.text.length, times: result };
  })()`)) as { chars: number; times: number[] };
  const mb = page.size / 1e6;
  console.log(
    `| ${page.corpus}/${page.id.slice(0, 10)} | ${mb.toFixed(2)} | ${result.times.map((t) => t.toFixed(0)).join(' / ')} | ${(Math.min(...result.times) / mb).toFixed(0)} | ${result.chars} |`,
  );
  await tab.close();
}
await context.close();
server.close();
rmSync(profile, { recursive: true, force: true });
