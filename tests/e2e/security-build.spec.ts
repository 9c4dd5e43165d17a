import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, OUT_DIR, test } from './support/fixtures';

const PROD = join(OUT_DIR, 'chrome-mv3');

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

test('the production build holds no eval, no Function constructor and no remote code', () => {
  const scripts = filesIn(PROD).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(2);
  for (const file of scripts) {
    const code = readFileSync(file, 'utf8');
    expect(code, file).not.toMatch(/\beval\s*\(/);
    expect(code, file).not.toMatch(/new\s+Function\s*\(/);
    expect(code, file).not.toMatch(/importScripts\s*\(\s*['"`]https?:/);
    expect(code, file).not.toMatch(/import\s*\(\s*['"`]https?:/);
  }
  for (const file of filesIn(PROD).filter((f) => f.endsWith('.html'))) {
    expect(readFileSync(file, 'utf8'), file).not.toMatch(/<script[^>]+src=["']?(https?:)?\/\//i);
  }
});

test('the manifest keeps the MV3 default CSP and exposes nothing to web pages', () => {
  const manifest = JSON.parse(readFileSync(join(PROD, 'manifest.json'), 'utf8'));
  expect(manifest.manifest_version).toBe(3);
  expect(manifest.content_security_policy).toBeUndefined();
  expect(manifest.externally_connectable).toBeUndefined();
  // The page agent is injected by the extension, never loadable by a page.
  expect(JSON.stringify(manifest.web_accessible_resources ?? [])).not.toContain('page-agent');
});

test('a web page cannot message Quarry or see the injected agent', async ({ context, site, worker }) => {
  const page = await context.newPage();
  await page.goto(`${site.origin}/product.html`);
  const tabId = await worker.evaluate(
    async (url) => (await chrome.tabs.query({ url }))[0]?.id,
    `${site.origin}/product.html`,
  );
  await worker.evaluate((id) => (globalThis as any).quarry.capture({ tabId: id }), tabId);
  const reachable = await page.evaluate(() => {
    const runtime = (globalThis as { chrome?: { runtime?: { sendMessage?: unknown; id?: string } } }).chrome?.runtime;
    return { sendMessage: typeof runtime?.sendMessage, id: runtime?.id ?? null };
  });
  expect(reachable).toEqual({ sendMessage: 'undefined', id: null });
  const globals = await page.evaluate(() => Object.getOwnPropertyNames(window).filter((k) => /quarry/i.test(k)));
  expect(globals).toEqual([]);
  // Messages posted by the page reach no Quarry listener (nothing answers, nothing runs).
  const jobsBefore = await worker.evaluate(
    async () => Object.keys(await chrome.storage.local.get(null)).filter((k) => k.startsWith('job:')).length,
  );
  await page.evaluate(() => window.postMessage({ type: 'start', request: { user_prompt: 'x', mock: true } }, '*'));
  // Then one run of our own on the same tab, awaited to its end: its capture runs in the page
  // after the posted message was dispatched, so a run the message started would exist by now.
  const own = await worker.evaluate(
    (id) => (globalThis as any).quarry.smartscraper({ user_prompt: 'the name', mock: true }, { tabId: id }),
    tabId,
  );
  expect(own.status).toBe('completed');
  const jobsAfter = await worker.evaluate(
    async () => Object.keys(await chrome.storage.local.get(null)).filter((k) => k.startsWith('job:')).length,
  );
  expect(jobsAfter).toBe(jobsBefore + 1);
});
