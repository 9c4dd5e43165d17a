import { expect, test } from './support/fixtures';

// Each hostile page must end in bounded time with a result or a clear error — never hang,
// never crash the worker, never leave the job processing.
const PAGES = [
  ['huge-dom.html', 'a live DOM over 2 MB'],
  ['deep.html', '10,000 levels of nesting'],
  ['huge-text.html', 'a 1.5 MB text node and special-token text'],
  ['mutating.html', 'a page that mutates forever'],
] as const;

for (const [file, what] of PAGES) {
  test(`hostile page: ${what}`, async ({ context, site, worker }) => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/hostile/${file}`);
    const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, page.url());
    const started = Date.now();
    const response = await worker.evaluate(
      (id) => (globalThis as any).quarry.smartscraper({ user_prompt: 'every price', mock: true }, { tabId: id }),
      tabId,
    );
    const elapsed = Date.now() - started;
    expect(['completed', 'failed']).toContain(response.status);
    if (response.status === 'failed') expect(response.error.length).toBeGreaterThan(20);
    else expect(response.website_url).toBe(page.url());
    expect(elapsed).toBeLessThan(30_000);
    // The page itself is still alive and responsive after Quarry read it.
    expect(await page.evaluate(() => document.title.length)).toBeGreaterThan(0);
  });
}

test('capture of 10,000 nested levels keeps the text at the bottom', async ({ context, site, worker }) => {
  const page = await context.newPage();
  await page.goto(`${site.origin}/hostile/deep.html`);
  const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, page.url());
  const snapshot = await worker.evaluate((id) => (globalThis as any).quarry.capture({ tabId: id }), tabId);
  expect(snapshot.modelInput.text).toContain('The treasure at the bottom: price 42.00');
});

test('capture of a live DOM over 2 MB keeps the data in the model input', async ({ context, site, worker }) => {
  const page = await context.newPage();
  await page.goto(`${site.origin}/hostile/huge-dom.html`);
  const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, page.url());
  const snapshot = await worker.evaluate((id) => (globalThis as any).quarry.capture({ tabId: id }), tabId);
  expect(new TextEncoder().encode(snapshot.html).length).toBeGreaterThan(2_000_000);
  expect(snapshot.modelInput.text).toContain('Product number 11999');
});
