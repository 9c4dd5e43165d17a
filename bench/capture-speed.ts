/**
 * Capture speed in real Chromium: a ~2 MB live page, captured by the built e2e extension.
 * Not a test (timings vary by machine); run it and record the figures in docs/benchmarks.md.
 *
 *   QUARRY_OUT_DIR=/tmp/qo NODE_ENV=production npx wxt build --mode e2e
 *   QUARRY_OUT_DIR=/tmp/qo npx tsx bench/capture-speed.ts [runs]
 *
 * Measured inside the page (performance.now), median of N runs:
 * - baseline: documentElement.outerHTML (plain serialisation, what any tool does first)
 * - capture: the agent's capture() — flattened snapshot (shadow DOM, frames, form state,
 *   lazy images, absolute URLs) + conversion to model input
 * Measured from the service worker: quarry.capture() end to end (injection, the short
 * settle, capture, the reply crossing to the worker), and the settle / one scroll on a
 * page that is already quiet (the adaptive waits, with no fixed sleeps), and the
 * render_heavy_js settle on the 2 MB page (its loading-sign check walks the page's text).
 * Then a recipe-served run on an idle book page, end to end and stage by stage
 * (bench/recipe-run-speed.ts), median of max(N, 20) runs.
 */
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bookPage, measureRecipeRun } from './recipe-run-speed';

const RUNS = Number(process.argv[2] ?? 7);
const EXTENSION = join(resolve(process.env.QUARRY_OUT_DIR ?? '.output'), 'chrome-mv3-e2e');

function catalogue(targetBytes: number): string {
  const head = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench catalogue</title></head><body>';
  const nav =
    '<header><nav>' +
    Array.from({ length: 40 }, (_, i) => `<a href="/c/${i}">Category ${i}</a>`).join(' ') +
    '</nav></header><main><h1>All products</h1><div class="grid">';
  const parts: string[] = [head, nav];
  let size = head.length + nav.length;
  for (let i = 0; size < targetBytes - 2_000; i++) {
    const card =
      `<div class="card" data-sku="SKU-${i}"><a href="/p/${i}"><img src="/img/${i}.jpg" alt="Product ${i}" loading="lazy"></a>` +
      `<div class="body"><h2 class="title"><a href="/p/${i}">Product number ${i}</a></h2>` +
      `<p class="price"><span class="currency">€</span><span class="amount">${(i % 97) + 0.99}</span></p>` +
      `<p class="desc">A description of product ${i}, with enough words to look like a real listing on a shop page.</p>` +
      `<ul class="tags"><li>tag-${i % 7}</li><li>tag-${i % 11}</li></ul><button type="button">Add to cart</button></div></div>`;
    parts.push(card);
    size += card.length;
  }
  parts.push('</div></main><footer><p>Footer</p></footer></body></html>');
  return parts.join('');
}

// Plain strings, so the bundler's helpers (tsx adds __name) do not leak into the browser.
const IN_PAGE_CAPTURE = `async (tabId) => {
  await chrome.scripting.executeScript({ target: { tabId }, files: ['/page-agent.js'] });
  const [frame] = await chrome.scripting.executeScript({
    target: { tabId },
    func: async () => {
      try {
      const agent = globalThis[Symbol.for('quarry.pageAgent/1')];
      const t0 = performance.now();
      const plain = document.documentElement.outerHTML;
      const t1 = performance.now();
      const snap = await agent.capture({ fields: [] });
      const t2 = performance.now();
      return { baseline: t1 - t0, capture: t2 - t1, htmlBytes: plain.length, textChars: snap.modelInput.text.length, snapshot: snap.timings.snapshotMs, convert: snap.timings.convertMs };
      } catch (e) { return { error: String(e && e.stack || e) }; }
    },
  });
  if (!frame.result || frame.result.error) throw new Error('capture failed in the page: ' + (frame.result && frame.result.error));
  return frame.result;
}`;

const IN_PAGE_WAITS = `async (tabId) => {
  await chrome.scripting.executeScript({ target: { tabId }, files: ['/page-agent.js'] });
  const [frame] = await chrome.scripting.executeScript({
    target: { tabId },
    func: async () => {
      const agent = globalThis[Symbol.for('quarry.pageAgent/1')];
      let t = performance.now();
      await agent.settle({ heavy: false });
      const settle = performance.now() - t;
      t = performance.now();
      await agent.settle({ heavy: true });
      const heavy = performance.now() - t;
      t = performance.now();
      await agent.scroll({ stealth: false });
      const scroll = performance.now() - t;
      return { settle, heavy, scroll };
    },
  });
  return frame.result;
}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const html = catalogue(2_000_000);
  const server = createServer((req, res) => {
    if (req.url === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    } else if (/^\/book\/\d+\.html$/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(bookPage(Number(/\d+/.exec(req.url ?? '')?.[0])));
    } else if (req.url === '/quiet.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Quiet</title><p>Nothing moves here.</p>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const profile = mkdtempSync(join(tmpdir(), 'quarry-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--disable-extensions-except=${EXTENSION}`,
      `--load-extension=${EXTENSION}`,
      '--no-sandbox',
      '--disable-gpu',
    ],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const page = await context.newPage();
    await page.goto(`${origin}/page.html`, { timeout: 120_000 });
    const tabId = await worker.evaluate(`chrome.tabs.query({ url: '${origin}/page.html' }).then((t) => t[0].id)`);
    const inPage: Array<{
      baseline: number;
      capture: number;
      snapshot: number;
      convert: number;
      htmlBytes: number;
      textChars: number;
    }> = [];
    for (let i = 0; i < RUNS; i++) {
      inPage.push((await worker.evaluate(`(${IN_PAGE_CAPTURE})(${tabId})`)) as (typeof inPage)[number]);
    }
    const endToEnd: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Timed inside the worker: the snapshot's trip to Playwright is not Quarry's cost.
      endToEnd.push(
        (await worker.evaluate(
          `(async () => { const t = performance.now(); await globalThis.quarry.capture({ tabId: ${tabId} }); return performance.now() - t; })()`,
        )) as number,
      );
    }
    const bigWaits = (await worker.evaluate(`(${IN_PAGE_WAITS})(${tabId})`)) as { heavy: number };
    const quiet = await context.newPage();
    await quiet.goto(`${origin}/quiet.html`);
    const quietTab = await worker.evaluate(`chrome.tabs.query({ url: '${origin}/quiet.html' }).then((t) => t[0].id)`);
    const waits = (await worker.evaluate(`(${IN_PAGE_WAITS})(${quietTab})`)) as {
      settle: number;
      heavy: number;
      scroll: number;
    };
    const row = (name: string, ms: number): string => `| ${name} | ${ms.toFixed(0)} ms |`;
    console.log(
      `Chromium ${context.browser()?.version() ?? ''}, page ${(inPage[0]?.htmlBytes ?? 0).toLocaleString('en-US')} characters of live HTML, median of ${RUNS} runs`,
    );
    console.log('| measure | time |\n|---|---|');
    console.log(row('baseline: documentElement.outerHTML', median(inPage.map((r) => r.baseline))));
    console.log(row('capture: snapshot + conversion (in page)', median(inPage.map((r) => r.capture))));
    console.log(row('  of which snapshot (flattened copy + serialisation)', median(inPage.map((r) => r.snapshot))));
    console.log(row('  of which conversion to model input', median(inPage.map((r) => r.convert))));
    console.log(
      `| ratio capture / baseline | ${(median(inPage.map((r) => r.capture)) / median(inPage.map((r) => r.baseline))).toFixed(1)}× |`,
    );
    console.log(row('quarry.capture() end to end (inject, settle, capture, reply)', median(endToEnd)));
    console.log(row('settle on a quiet page (default)', waits.settle));
    console.log(row('settle on a quiet page (render_heavy_js)', waits.heavy));
    console.log(row('settle on the 2 MB page (render_heavy_js)', bigWaits.heavy));
    console.log(row('one scroll on a page that does not grow', waits.scroll));
    console.log(`model input: ${(inPage[0]?.textChars ?? 0).toLocaleString('en-US')} characters`);
    const recipeRuns = Math.max(RUNS, 20);
    const recipe = await measureRecipeRun(context, worker, origin, recipeRuns);
    console.log(
      `\nRecipe-served run on an idle book page (${recipe.served}/${recipeRuns} runs served by the recipe), median of ${recipeRuns}`,
    );
    console.log('| measure | time |\n|---|---|');
    console.log(row('quarry.smartscraper() end to end, served by the recipe', median(recipe.endToEnd)));
    console.log(row('  settle (in page, default)', median(recipe.settle)));
    console.log(row('  capture: snapshot + conversion (in page)', median(recipe.capture)));
    console.log(row('  parse the captured HTML (linkedom)', median(recipe.parse)));
    console.log(row('  recipe replay', median(recipe.replay)));
    console.log(row('  check (grounding, completeness)', median(recipe.check)));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    server.close();
  }
}

void main();
