import type { BrowserContext, Worker } from '@playwright/test';
import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';

// The page options on live fixture pages (tests/e2e/site/page-options), in the built
// extension. Each option's test asserts on what the fake model server received: the content
// the option revealed must reach the model. Mock runs check reports and failures.

const server = fakeModelForFile();

async function useModel(worker: Worker): Promise<void> {
  await worker.evaluate(
    (baseURL) =>
      (globalThis as any).quarry.configure({ provider: { kind: 'openai-compatible', baseURL, model: 'test-model' } }),
    `${server.url}/v1`,
  );
}

async function openTab(context: BrowserContext, worker: Worker, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url);
  const tabId = await worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id, url);
  if (typeof tabId !== 'number') throw new Error(`no tab for ${url}`);
  return tabId;
}

function run(worker: Worker, request: Record<string, unknown>, tabId?: number): Promise<any> {
  return worker.evaluate(
    ({ request, tabId }) => (globalThis as any).quarry.smartscraper(request, tabId === undefined ? {} : { tabId }),
    { request, tabId },
  );
}

/** Everything the model was sent, as one string. */
function sentToModel(): string {
  return server.chatRequests.map((r) => JSON.stringify(r.body.messages)).join('\n');
}

test('number_of_scrolls loads an infinite list and stops when it ends', async ({ context, site, worker }) => {
  await useModel(worker);
  const tabId = await openTab(context, worker, `${site.origin}/page-options/infinite.html`);
  const response = await run(worker, { user_prompt: 'every feed item', number_of_scrolls: 20 }, tabId);
  expect(response.status).toBe('completed');
  expect(sentToModel()).toContain('Feed item 50');
  // 4 scrolls load 40 more items; the 5th finds no more and ends the scrolling early.
  expect(response.capture.pages[0].scrolls).toBe(5);
});

test('number_of_scrolls scrolls a list inside its own scrollable container', async ({ context, site, worker }) => {
  await useModel(worker);
  const tabId = await openTab(context, worker, `${site.origin}/page-options/infinite-container.html`);
  const response = await run(worker, { user_prompt: 'every message', number_of_scrolls: 5 }, tabId);
  expect(response.status).toBe('completed');
  expect(sentToModel()).toContain('Boxed message 30');
});

test('steps click "Load more" until all reviews are shown', async ({ context, site, worker }) => {
  await useModel(worker);
  const tabId = await openTab(context, worker, `${site.origin}/page-options/load-more.html`);
  const response = await run(
    worker,
    { user_prompt: 'all reviews', steps: ['click "Load more"', 'click the Load more button'] },
    tabId,
  );
  expect(response.status).toBe('completed');
  expect(sentToModel()).toContain('Review number 15');
  expect(response.capture.steps).toEqual([
    { number: 1, text: 'click "Load more"', did: 'clicked button "Load more"', by: 'rules' },
    { number: 2, text: 'click the Load more button', did: 'clicked button "Load more"', by: 'rules' },
  ]);
});

test('steps fill a search form, submit it and continue on the results page', async ({ context, site, worker }) => {
  await useModel(worker);
  const tabId = await openTab(context, worker, `${site.origin}/page-options/search.html`);
  const response = await run(
    worker,
    {
      user_prompt: 'the results',
      steps: ['type "laptop" into the search box', 'select "Large" in "Size"', 'check "In stock only"', 'press Enter'],
    },
    tabId,
  );
  expect(response.status).toBe('completed');
  expect(sentToModel()).toContain('Results for \\"laptop\\", size Large, in stock only');
  expect(response.website_url).toContain('/page-options/search-results.html?q=laptop&size=l&stock=on');
  expect(response.capture.steps.map((s: any) => s.did)).toEqual([
    'typed "laptop" into textbox "Search"',
    'selected "Large" in select "Size Small Medium Large"',
    'checked checkbox "In stock only"',
    'pressed Enter on textbox "Search" (submitted the form)',
  ]);
});

test('total_pages follows the next control through a 5-page catalogue and merges the pages', async ({
  context,
  site,
  worker,
}) => {
  await useModel(worker);
  server.script((request) => {
    const text = JSON.stringify(request.body.messages);
    const page = /Catalogue — page (\d)/.exec(text)?.[1] ?? '?';
    return { content: { products: [`Catalogue product ${page}-A`, `Catalogue product ${page}-B`], shop: 'Catalogue' } };
  });
  const tabId = await openTab(context, worker, `${site.origin}/page-options/catalogue/page-1.html`);
  const response = await run(worker, { user_prompt: 'every product', total_pages: 5 }, tabId);
  expect(response.status).toBe('completed');
  expect(server.chatRequests).toHaveLength(5);
  for (const n of [1, 2, 3, 4, 5]) expect(sentToModel()).toContain(`Catalogue product ${n}-B, price ${n}.20`);
  expect(response.capture.pages.map((p: any) => p.url)).toEqual(
    [1, 2, 3, 4, 5].map((n) => `${site.origin}/page-options/catalogue/page-${n}.html`),
  );
  expect(response.result.products).toHaveLength(10);
  expect(response.result.shop).toBe('Catalogue');
  expect(response.usage.pages).toBe(5);
});

test('total_pages stops at the last page when fewer pages exist', async ({ context, site, worker }) => {
  const tabId = await openTab(context, worker, `${site.origin}/page-options/catalogue/page-4.html`);
  const response = await run(worker, { user_prompt: 'x', total_pages: 10, mock: true }, tabId);
  expect(response.capture.pages).toHaveLength(2);
  expect(response.capture.stoppedBecause).toBe('no next page after page 2');
});

test('a next control that never ends stops at total_pages', async ({ context, site, worker }) => {
  const tabId = await openTab(context, worker, `${site.origin}/page-options/endless.html`);
  const response = await run(worker, { user_prompt: 'x', total_pages: 3, mock: true }, tabId);
  expect(response.status).toBe('completed');
  expect(response.capture.pages.map((p: any) => p.url)).toEqual([
    `${site.origin}/page-options/endless.html`,
    `${site.origin}/page-options/endless.html?page=2`,
    `${site.origin}/page-options/endless.html?page=3`,
  ]);
  expect(response.capture.stoppedBecause).toBe('total_pages (3) reached');
  expect(response.usage.pages).toBe(3);
});

test('a next link that loops back stops instead of capturing pages again', async ({ context, site, worker }) => {
  const tabId = await openTab(context, worker, `${site.origin}/page-options/loop-a.html`);
  const response = await run(worker, { user_prompt: 'x', total_pages: 6, mock: true }, tabId);
  expect(response.capture.pages.map((p: any) => p.url.split('/').pop())).toEqual(['loop-a.html', 'loop-b.html']);
  expect(response.capture.stoppedBecause).toContain('leads back to');
});

test('render_heavy_js waits for a client-rendered app to fill in', async ({ context, site, worker }) => {
  await useModel(worker);
  const tabId = await openTab(context, worker, `${site.origin}/page-options/app.html`);
  const response = await run(worker, { user_prompt: 'the gadgets', render_heavy_js: true }, tabId);
  expect(response.status).toBe('completed');
  expect(sentToModel()).toContain('Rendered gadget Beta: 19.00');
  expect(site.requests.some((r) => r.url.endsWith('/page-options/app-data.json'))).toBe(true);
});

// Pages that look finished to a quiet-DOM wait: nothing changes until a timer or a slow
// request fires. Only their loading signs (lib/page/loading-signs.ts) hold the capture.
for (const { page, shows } of [
  { page: 'timer-spinner.html', shows: 'Timed gadget Delta: 31.00' },
  { page: 'slow-request.html', shows: 'Slow Rendered gadget Beta: 19.00' },
  { page: 'empty-root.html', shows: 'Root gadget Zeta: 8.50' },
  { page: 'loading-text.html', shows: 'Loaded gadget Eta: 44.00' },
])
  test(`render_heavy_js waits for ${page} to show its content`, async ({ context, site, worker }) => {
    await useModel(worker);
    const tabId = await openTab(context, worker, `${site.origin}/page-options/${page}`);
    const response = await run(worker, { user_prompt: 'the gadgets', render_heavy_js: true }, tabId);
    expect(response.status).toBe('completed');
    expect(response.capture.pages[0].settled).toBe(true);
    expect(sentToModel()).toContain(shows);
  });

test('a page that never settles is captured after the cap', async ({ context, site, worker }) => {
  await useModel(worker);
  const tabId = await openTab(context, worker, `${site.origin}/page-options/never-settles.html`);
  const started = Date.now();
  const response = await run(worker, { user_prompt: 'the answer', render_heavy_js: true }, tabId);
  expect(response.status).toBe('completed');
  expect(Date.now() - started).toBeLessThan(30_000);
  expect(response.capture.pages[0].settled).toBe(false);
  expect(sentToModel()).toContain('Stable content: the answer is 42');
});

test('website_url opens a background tab with the headers and cookies, then cleans up', async ({ site, worker }) => {
  await useModel(worker);
  const url = `${site.origin}/page-options/guarded.html`;
  const before = site.requests.length;
  const response = await run(worker, {
    user_prompt: 'the member price',
    website_url: url,
    headers: { 'X-Quarry-Token': 't0k3n' },
    cookies: { session: 's3cr3t' },
  });
  expect(response.status).toBe('completed');
  expect(response.website_url).toBe(url);
  expect(sentToModel()).toContain('Secret member price: 77.70');
  const got = site.requests.slice(before).find((r) => r.url === '/page-options/guarded.html');
  expect(got?.headers['x-quarry-token']).toBe('t0k3n');
  expect(got?.headers.cookie).toContain('session=s3cr3t');
  const after = await worker.evaluate(async (u) => {
    return {
      cookies: (await chrome.cookies.getAll({ url: u })).length,
      rules: (await chrome.declarativeNetRequest.getSessionRules()).length,
      tabs: (await chrome.tabs.query({ url: u })).length,
    };
  }, url);
  expect(after).toEqual({ cookies: 0, rules: 0, tabs: 0 });
});

test('website_url without the cookie and header fails with the HTTP status', async ({ site, worker }) => {
  const response = await run(worker, {
    user_prompt: 'the member price',
    website_url: `${site.origin}/page-options/guarded.html`,
    mock: true,
  });
  expect(response.status).toBe('failed');
  expect(response.error).toContain('answered HTTP 403');
});

test('capture keeps shadow DOM, same-origin frames, form values, lazy images and absolute URLs', async ({
  context,
  site,
  worker,
}) => {
  await useModel(worker);
  const tabId = await openTab(context, worker, `${site.origin}/page-options/widgets.html`);
  const snapshot = await worker.evaluate((id) => (globalThis as any).quarry.capture({ tabId: id }), tabId);
  expect(snapshot.html).toContain('Shadow price: 49.95');
  expect(snapshot.html).toContain(`src="${site.origin}/page-options/img/kettle-large.jpg"`);
  expect(snapshot.html).toContain(`href="${site.origin}/page-options/manual.pdf"`);
  expect(snapshot.html).toContain('value="Typed by the user"');
  expect(snapshot.html).not.toContain('Hidden note');
  const response = await run(worker, { user_prompt: 'everything' }, tabId);
  expect(response.status).toBe('completed');
  const sent = sentToModel();
  for (const text of [
    'Shadow price: 49.95',
    'Slotted label: Deluxe kettle',
    'Framed detail: warranty 2 years',
    'Typed by the user',
  ])
    expect(sent).toContain(text);
  expect(sent).not.toContain('swordfish');
});

test('a step that matches nothing fails the job with its number, text and reason', async ({
  context,
  site,
  worker,
}) => {
  const tabId = await openTab(context, worker, `${site.origin}/page-options/load-more.html`);
  const response = await run(
    worker,
    { user_prompt: 'x', mock: true, steps: ['click "Load more"', 'click "Buy the whole shop"'] },
    tabId,
  );
  expect(response.status).toBe('failed');
  expect(response.error).toBe(
    'Step 2 ("click "Buy the whole shop"") could not be done: no element matching "Buy the whole shop" was found on the page.',
  );
});

test('a step the rules cannot read is resolved by the model from a numbered list', async ({
  context,
  site,
  worker,
}) => {
  await useModel(worker);
  server.script((request) => {
    const text = JSON.stringify(request.body.messages);
    if (!text.includes('Interactive elements')) return undefined;
    const number = /\[(\d+)\] button \\"Load more\\"/.exec(text)?.[1];
    return { content: { element: Number(number ?? 0), action: 'click' } };
  });
  const tabId = await openTab(context, worker, `${site.origin}/page-options/load-more.html`);
  const response = await run(worker, { user_prompt: 'reviews', steps: ['show me additional reviews'] }, tabId);
  expect(response.status).toBe('completed');
  expect(response.capture.steps[0]).toMatchObject({ by: 'model', did: 'clicked button "Load more"' });
  expect(sentToModel()).toContain('Review number 10');
});

test('a step neither the rules nor the model can match fails with a plain sentence', async ({
  context,
  site,
  worker,
}) => {
  await useModel(worker);
  // A model that finds nothing often leaves the element out of its answer altogether.
  server.script((request) =>
    JSON.stringify(request.body.messages).includes('Interactive elements') ? { content: {} } : undefined,
  );
  const tabId = await openTab(context, worker, `${site.origin}/page-options/load-more.html`);
  const response = await run(worker, { user_prompt: 'reviews', steps: ['wait 1 second', 'open the gift shop'] }, tabId);
  expect(response.status).toBe('failed');
  expect(response.error).toBe(
    'Step 2 “open the gift shop” matched nothing on the page, and the model could not point at an element either.',
  );
});

test('stealth types like a person: one input event per character', async ({ context, site, worker }) => {
  const url = `${site.origin}/page-options/search.html`;
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(() => {
    (window as any).inputs = 0;
    document.getElementById('q')?.addEventListener('input', () => (window as any).inputs++);
  });
  const tabId = await worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id, url);
  const response = await run(
    worker,
    { user_prompt: 'x', mock: true, stealth: true, steps: ['type "laptop" into the search box'] },
    tabId,
  );
  expect(response.status).toBe('completed');
  expect(await page.evaluate(() => (window as any).inputs)).toBe(6);
});

test('progress says which step, scroll and page is under way', async ({ context, site, worker }) => {
  const tabId = await openTab(context, worker, `${site.origin}/page-options/load-more.html`);
  const seen: string[] = await worker.evaluate(async (id) => {
    const details = new Set<string>();
    const listener = (changes: Record<string, chrome.storage.StorageChange>): void => {
      for (const [key, change] of Object.entries(changes)) {
        if (!key.startsWith('job:') || typeof change.newValue !== 'string') continue;
        const detail = JSON.parse(change.newValue)?.progress?.detail;
        if (detail) details.add(detail);
      }
    };
    chrome.storage.onChanged.addListener(listener);
    await (globalThis as any).quarry.smartscraper(
      { user_prompt: 'x', mock: true, steps: ['click "Load more"'], number_of_scrolls: 2 },
      { tabId: id },
    );
    chrome.storage.onChanged.removeListener(listener);
    return [...details];
  }, tabId);
  expect(seen).toContain('step 1/1: click "Load more"');
  expect(seen).toContain('scrolling 1/2');
});

test('stealth scrolls in several uneven moves instead of one jump', async ({ context, site, worker }) => {
  const url = `${site.origin}/page-options/infinite.html`;
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(() => {
    (window as any).positions = [];
    window.addEventListener('scroll', () => (window as any).positions.push(window.scrollY));
  });
  const tabId = await worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id, url);
  const response = await run(worker, { user_prompt: 'x', mock: true, stealth: true, number_of_scrolls: 2 }, tabId);
  expect(response.status).toBe('completed');
  const positions: number[] = await page.evaluate(() => (window as any).positions);
  expect(new Set(positions).size).toBeGreaterThan(4);
});

test('total_pages also follows a script-driven Next button that re-renders in place', async ({
  context,
  site,
  worker,
}) => {
  await useModel(worker);
  const tabId = await openTab(context, worker, `${site.origin}/page-options/js-pages.html`);
  const response = await run(worker, { user_prompt: 'every order', total_pages: 5 }, tabId);
  expect(response.status).toBe('completed');
  expect(server.chatRequests).toHaveLength(3);
  for (const order of ['Order 1-1', 'Order 2-2', 'Order 3-1']) expect(sentToModel()).toContain(order);
  expect(response.capture.stoppedBecause).toBe('no next page after page 3');
});

test('steps wait for text, follow a link and go back', async ({ context, site, worker }) => {
  const appTab = await openTab(context, worker, `${site.origin}/page-options/app.html`);
  const waited = await run(
    worker,
    { user_prompt: 'x', mock: true, steps: ['wait for "Rendered gadget Alpha"'] },
    appTab,
  );
  expect(waited.capture.steps[0].did).toBe('"Rendered gadget Alpha" appeared');
  const tabId = await openTab(context, worker, `${site.origin}/page-options/catalogue/page-1.html`);
  const response = await run(worker, { user_prompt: 'x', mock: true, steps: ['click the link "3"', 'go back'] }, tabId);
  expect(response.status).toBe('completed');
  expect(response.capture.steps.map((s: any) => s.did)).toEqual(['clicked link "3"', 'went back']);
  expect(response.capture.pages[0].url).toBe(`${site.origin}/page-options/catalogue/page-1.html`);
  expect(site.requests.some((r) => r.url === '/page-options/catalogue/page-3.html')).toBe(true);
});

test('cancel ends a run at once, even while a step is waiting in the page', async ({ context, site, worker }) => {
  const tabId = await openTab(context, worker, `${site.origin}/page-options/load-more.html`);
  const { response, ms } = await worker.evaluate(async (id) => {
    const q = (globalThis as any).quarry;
    const pending = q.smartscraper({ user_prompt: 'x', mock: true, steps: ['wait 30 seconds'] }, { tabId: id });
    await new Promise((r) => setTimeout(r, 1500));
    const stored = await chrome.storage.local.get(null);
    const job = Object.entries(stored)
      .filter(([key, value]) => key.startsWith('job:') && typeof value === 'string')
      .map(([, value]) => JSON.parse(value as string))
      .find((j) => j.status === 'processing');
    const started = Date.now();
    await q.cancel(job.id);
    return { response: await pending, ms: Date.now() - started };
  }, tabId);
  expect(response).toMatchObject({ status: 'failed', error: 'Cancelled by the user.' });
  expect(ms).toBeLessThan(3_000);
});
