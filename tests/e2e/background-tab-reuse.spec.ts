import type { Worker } from '@playwright/test';
import { expect, test } from './support/fixtures';

// `quarry.smartscraper(request, { backgroundTabId })` (README "Automation"): a driver's warm
// tab used for website_url instead of a new background tab, left open on the page afterwards.
// The server's workers run every page this way; the result must be the one a new tab gives.

function run(worker: Worker, request: Record<string, unknown>, backgroundTabId: number): Promise<any> {
  return worker.evaluate(
    ({ request, backgroundTabId }) => (globalThis as any).quarry.smartscraper(request, { backgroundTabId }),
    { request, backgroundTabId },
  );
}

test('website_url in a given tab: headers and cookies applied, the tab kept open, pages of one site read in turn', async ({
  site,
  worker,
}) => {
  const tabId = await worker.evaluate(
    async () => (await chrome.tabs.create({ url: 'about:blank', active: false })).id as number,
  );
  const tabsBefore = await worker.evaluate(async () => (await chrome.tabs.query({})).length);
  const guarded = `${site.origin}/page-options/guarded.html`;
  const before = site.requests.length;

  const first = await run(
    worker,
    {
      user_prompt: 'the member price',
      website_url: guarded,
      headers: { 'X-Quarry-Token': 't0k3n' },
      cookies: { session: 's3cr3t' },
      mock: true,
    },
    tabId,
  );
  expect(first.status, first.error).toBe('completed');
  expect(first.website_url).toBe(guarded);
  const got = site.requests.slice(before).find((r) => r.url === '/page-options/guarded.html');
  expect(got?.headers['x-quarry-token']).toBe('t0k3n');
  expect(got?.headers.cookie).toContain('session=s3cr3t');
  const after = await worker.evaluate(
    async ({ u, id }) => ({
      cookies: (await chrome.cookies.getAll({ url: u })).length,
      rules: (await chrome.declarativeNetRequest.getSessionRules()).length,
      tab: (await chrome.tabs.get(id)).url,
      tabs: (await chrome.tabs.query({})).length,
    }),
    { u: guarded, id: tabId },
  );
  // Cleaned up as after a new tab, but the tab is still there, on the page, and no tab was added.
  expect(after).toEqual({ cookies: 0, rules: 0, tab: guarded, tabs: tabsBefore });

  // The same page again (no load would follow an update to the address it shows) fails as a
  // new tab would without the header and cookie: the page was really requested again.
  const refused = await run(worker, { user_prompt: 'the member price', website_url: guarded, mock: true }, tabId);
  expect(refused.status).toBe('failed');
  expect(refused.error).toContain('answered HTTP 403');

  // Another page of the site, read in the same tab.
  const widgets = `${site.origin}/page-options/widgets.html`;
  const second = await run(worker, { user_prompt: 'the widgets', website_url: widgets, mock: true }, tabId);
  expect(second.status, second.error).toBe('completed');
  expect(second.website_url).toBe(widgets);
  expect(await worker.evaluate(async (id) => (await chrome.tabs.get(id)).url, tabId)).toBe(widgets);
  await worker.evaluate((id) => chrome.tabs.remove(id), tabId);
});

test('a page slower than the first wait is requested from its host once, in a new tab and in a given tab', async ({
  site,
  worker,
}) => {
  test.setTimeout(60_000);
  // Longer than the 3 s after which a navigation that never began is asked for again.
  const slow = (n: number) => `${site.origin}/page-options/widgets.html?delay=4500&n=${n}`;
  const requested = (url: string) => site.requests.filter((r) => `${site.origin}${r.url}` === url).length;

  const fresh = await worker.evaluate(
    (url) => (globalThis as any).quarry.smartscraper({ user_prompt: 'the widgets', website_url: url, mock: true }),
    slow(1),
  );
  expect(fresh.status, fresh.error).toBe('completed');
  expect(requested(slow(1))).toBe(1);

  // A given tab that shows a page of the site, as a server worker's warm tab does.
  const tabId = await worker.evaluate(
    async () => (await chrome.tabs.create({ url: 'about:blank', active: false })).id as number,
  );
  const shown = await run(worker, { user_prompt: 'the widgets', website_url: slow(2), mock: true }, tabId);
  expect(shown.status, shown.error).toBe('completed');
  const warm = await run(worker, { user_prompt: 'the widgets', website_url: slow(3), mock: true }, tabId);
  expect(warm.status, warm.error).toBe('completed');
  expect([requested(slow(2)), requested(slow(3))]).toEqual([1, 1]);
  await worker.evaluate((id) => chrome.tabs.remove(id), tabId);
});
