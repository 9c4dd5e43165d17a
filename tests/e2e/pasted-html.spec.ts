import { readFileSync } from 'node:fs';
import type { Worker } from '@playwright/test';
import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';

// Pasted HTML (website_html) and the same markup loaded in a tab must reach the model as the
// same input: the offscreen document parses pasted HTML with Chromium's own parser, and the
// capture's flattening and conversion run on it (lib/page/parsed-page.ts). Each markup below
// is one a string parser gets wrong: the tab is the reference.

const server = fakeModelForFile();
test.beforeEach(async ({ worker }) => {
  // The model names the first link it was shown; Quarry turns the reference back into the URL.
  server.script((request) => {
    const sent = JSON.stringify(request.body.messages);
    const ref = /\]\((L\d+)\)/.exec(sent.slice(sent.indexOf('## Page')))?.[1]; // the page, not the instructions
    return { content: { link: ref ?? 'no link' } };
  });
  await worker.evaluate(
    (baseURL) =>
      (globalThis as any).quarry.configure({ provider: { kind: 'openai-compatible', baseURL, model: 'test-model' } }),
    `${server.url}/v1`,
  );
});

/** Runs the request and returns its response and the model input the job kept. */
async function runAndRead(worker: Worker, request: Record<string, unknown>, tabId?: number) {
  return worker.evaluate(
    async ({ request, tabId }) => {
      const q = (globalThis as any).quarry;
      const response = await q.smartscraper(request, tabId === undefined ? {} : { tabId });
      const key = `job:${response.request_id}`;
      const stored = (await chrome.storage.local.get(key))[key];
      return { response, modelInput: JSON.parse(stored as string).modelInput?.text as string | undefined };
    },
    { request, tabId },
  );
}

for (const { file, shows, link } of [
  {
    file: 'before-doctype.html',
    shows: ['Notice: every price includes tax.', 'Parse widget B'],
    link: 'https://shop.example/w/a',
  },
  { file: 'base-first.html', shows: ['Widget seven'], link: 'https://shop.example/catalogue/item/7' },
  {
    file: 'shadow.html',
    shows: ['Shadow price: 12.00', 'Shadow widget', 'Light note: recycled steel'],
    link: 'no link',
  },
  { file: 'fragment.html', shows: ['Fragment nut', '0.15'], link: 'https://shop.example/bags' },
  { file: 'bodyless.html', shows: ['Bodyless lamp: 23.00', 'Bodyless shade: 9.00'], link: 'no link' },
])
  test(`pasted ${file} reaches the model as the same markup loaded in a tab`, async ({ context, site, worker }) => {
    const markup = readFileSync(`tests/e2e/site/parse/${file}`, 'utf8');
    const url = `${site.origin}/parse/${file}`;
    const page = await context.newPage();
    await page.goto(url);
    const tabId = await worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id, url);
    const prompt = { user_prompt: 'the first link and everything for sale' };

    const inTab = await runAndRead(worker, prompt, tabId);
    const pasted = await runAndRead(worker, { ...prompt, website_html: markup });

    expect(inTab.response.status).toBe('completed');
    expect(pasted.response.status).toBe('completed');
    for (const text of shows) expect(inTab.modelInput).toContain(text);
    // The one thing a tab knows that pasted HTML does not: its own address.
    const tabWithoutAddress = inTab.modelInput?.replace(`url: ${url}\n`, '').replace(/^## Page data\n\n/, '');
    expect(pasted.modelInput).toBe(tabWithoutAddress);
    // Links resolve the same way: against <base> when there is one.
    expect(inTab.response.result).toEqual({ link });
    expect(pasted.response.result).toEqual({ link });
  });
