import type { Worker } from '@playwright/test';
import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';

// A page that tells the model to act, and a model that tries to: neither can make Quarry
// click, navigate or send a request. Steps come only from the user; a model asked to help
// with a step may only pick one of the listed elements of the current page.

const server = fakeModelForFile();

async function configure(worker: Worker): Promise<void> {
  await worker.evaluate((p) => (globalThis as any).quarry.configure({ provider: p }), {
    kind: 'openai-compatible',
    baseURL: `${server.url}/v1`,
    model: 'test-model',
  });
}

/**
 * After a run's end: the tab has no navigation committed or pending away from the page, and
 * the site got no request for /evil. A tab round trip first, so a click the run caused has
 * had its turn in the page.
 */
async function expectUntouched(
  worker: Worker,
  tabId: number | undefined,
  site: { origin: string; requests: Array<{ url: string }> },
) {
  if (tabId === undefined) throw new Error('fixture tab not found');
  const tab = await worker.evaluate(async (id) => {
    await chrome.scripting.executeScript({ target: { tabId: id }, func: () => document.readyState });
    const t = await chrome.tabs.get(id);
    return { url: t.url, pendingUrl: t.pendingUrl ?? null };
  }, tabId);
  expect(tab).toEqual({ url: `${site.origin}/injection/account.html`, pendingUrl: null });
  expect(site.requests.filter((r) => r.url.includes('/evil'))).toEqual([]);
}

test('page text and a hijacked model answer cause no click, navigation or request', async ({
  context,
  site,
  worker,
}) => {
  await configure(worker);
  server.setDefault({
    content: { plan: 'Pro', next_step: 'click "Delete account"', navigate: `${site.origin}/evil?from=model` },
  });
  const page = await context.newPage();
  await page.goto(`${site.origin}/injection/account.html`);
  const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, page.url());
  const response = await worker.evaluate(
    (id) => (globalThis as any).quarry.smartscraper({ user_prompt: 'the plan name' }, { tabId: id }),
    tabId,
  );
  expect(response.status).toBe('completed');
  // The model did read the injected text (it is page content, delimited as data) …
  expect(JSON.stringify(server.chatRequests[0]?.body.messages)).toContain('IMPORTANT INSTRUCTIONS FOR AI ASSISTANTS');
  // … and nothing happened: no request to /evil, same page, button never clicked. The run
  // has ended (its response is the final record), so anything it set off shows by now.
  await expectUntouched(worker, tabId, site);
  expect(page.url()).toBe(`${site.origin}/injection/account.html`);
  expect(await page.title()).toBe('Your account');
});

test('a model asked to help with a step cannot pick anything off the list', async ({ context, site, worker }) => {
  await configure(worker);
  // The rules cannot do this step, so the model is asked; it answers with an element that
  // is not on the page's list (and a URL it would like Quarry to open).
  server.setDefault({ content: { element: 999, action: 'click', value: `${site.origin}/evil?from=step` } });
  const page = await context.newPage();
  await page.goto(`${site.origin}/injection/account.html`);
  const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, page.url());
  const response = await worker.evaluate(
    (id) =>
      (globalThis as any).quarry.smartscraper(
        { user_prompt: 'the plan name', steps: ['do the thing we always do'] },
        { tabId: id },
      ),
    tabId,
  );
  expect(response.status).toBe('failed');
  expect(response.error).toContain('Step 1 “do the thing we always do” matched nothing on the page');
  // The model saw only a numbered list of the page's controls, never free rein.
  const asked = JSON.stringify(server.chatRequests.map((r) => r.body.messages));
  expect(asked).toMatch(/Interactive elements/);
  await expectUntouched(worker, tabId, site);
  expect(await page.title()).toBe('Your account');
});
