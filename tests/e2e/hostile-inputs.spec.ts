import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Issue 24: hostile pages, files and addresses cannot block, freeze, wipe or leak.

async function tabOf(worker: Worker, page: Page): Promise<number> {
  return worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id as number, page.url());
}

/** Every global the injected agent reads, on the window and on the document (see lib/page). */
const WINDOW_GLOBALS = [
  '__quarryPageAgent', // the handle's old string name: markup once switched Quarry off with it
  'quarry.pageAgent/1', // the registered Symbol's description, as a plain name
  '__quarryAgentMissing',
  '__quarryAgentUnknown',
  'document',
  'performance',
  'location',
  'history',
  'setTimeout',
  'requestAnimationFrame',
  'getComputedStyle',
  'addEventListener',
  'removeEventListener',
  'URL',
  'Event',
  'KeyboardEvent',
  'InputEvent',
  'MouseEvent',
  'NodeFilter',
  'MutationObserver',
  'Symbol',
  'Object',
];

/** Capture and a mock run of a clobbering page both still work (soft checks, labelled). */
async function expectQuarryStillWorks(worker: Worker, page: Page, label: string): Promise<void> {
  const tabId = await tabOf(worker, page);
  const snapshot = await worker.evaluate((id) => (globalThis as any).quarry.capture({ tabId: id }), tabId);
  expect.soft(snapshot.modelInput.text, `capture with ${label} clobbered`).toContain('Harbour kettle');
  expect.soft(snapshot.url, `address with ${label} clobbered`).toBe(page.url());
  expect.soft(typeof snapshot.title, `title with ${label} clobbered`).toBe('string');
  const response = await worker.evaluate(
    (id) => (globalThis as any).quarry.smartscraper({ user_prompt: 'the price', mock: true }, { tabId: id }),
    tabId,
  );
  expect.soft(response.status, `run with ${label} clobbered: ${response.error ?? ''}`).toBe('completed');
}

test('a page cannot switch Quarry off by clobbering any global the agent uses', async ({ context, site, worker }) => {
  test.setTimeout(180_000);
  for (const name of WINDOW_GLOBALS) {
    const page = await context.newPage();
    await page.goto(`${site.origin}/hostile/clobber.html?name=${encodeURIComponent(name)}`);
    // The clobbering markup is in place: the name reaches the page's own world as an element.
    if (!['document', 'location', 'Symbol', 'Object'].includes(name) && /^[A-Za-z_]\w*$/.test(name))
      expect(await page.evaluate((n) => typeof (window as any)[n], name)).not.toBe('undefined');
    await expectQuarryStillWorks(worker, page, `"${name}"`);
    await page.close();
  }
});

/**
 * Built-ins of `document` the agent and the conversion read. Document has
 * [LegacyOverrideBuiltIns]: `<img name="body">` or `<form name="querySelectorAll">` stand in
 * for them in the page's own world. Chromium's isolated world, where the agent runs, reads the
 * built-ins; this test keeps it that way.
 */
const DOCUMENT_BUILTINS = [
  'body',
  'head',
  'title',
  'documentElement',
  'querySelector',
  'querySelectorAll',
  'getElementById',
  'createTreeWalker',
  'createElement',
  'createTextNode',
  'importNode',
  'implementation',
  'activeElement',
  'scrollingElement',
  'doctype',
  'readyState',
  'defaultView',
  'baseURI',
  'URL',
];

test('a page cannot switch Quarry off by clobbering a built-in of its document', async ({ context, site, worker }) => {
  test.setTimeout(300_000);
  for (const name of DOCUMENT_BUILTINS) {
    const page = await context.newPage();
    await page.goto(`${site.origin}/hostile/clobber.html?name=${encodeURIComponent(name)}`);
    // The clobbering markup is in place: in the page's own world the built-in now reads as the
    // named elements (a collection, since several carry the name).
    expect(await page.evaluate((n) => (document as any)[n] instanceof HTMLCollection, name)).toBe(true);
    await expectQuarryStillWorks(worker, page, `document.${name}`);
    await page.close();
  }
});

async function optionsPage(context: BrowserContext, extensionId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  return page;
}

test('"Show on the page" works beside 50,000 levels of hidden nesting', async ({
  context,
  site,
  worker,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(`${site.origin}/hostile/deep-hidden.html?depth=50000`);
  const tabId = await tabOf(worker, page);
  const ui = await optionsPage(context, extensionId);
  const ask = (value: string | number) =>
    ui.evaluate(
      ({ tabId, url, value }) => chrome.runtime.sendMessage({ type: 'locate', tabId, pageUrls: [url], value }),
      { tabId, url: page.url(), value },
    );
  const shown = await ask(77.25);
  expect(shown).toEqual({ ok: true, value: { shown: true, message: 'Shown on the page.' } });
  await expect(page.locator('[data-quarry-highlight]')).toHaveCount(1);
  // The value at the bottom of the hidden well cannot be scrolled to: a calm answer, no stack overflow.
  const hidden = await ask('bottom of the hidden well 12.5');
  expect(hidden.ok).toBe(true);
  expect(hidden.value.message).not.toMatch(/stack|valid answer/i);
  // A capture of the same page keeps working too.
  const snapshot = await worker.evaluate((id) => (globalThis as any).quarry.capture({ tabId: id }), tabId);
  expect(snapshot.modelInput.text).toContain('77.25');
});
