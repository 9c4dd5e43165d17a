import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startRelayStandIn, type RelayStandIn } from './support/relay-stand-in';
import { PROMPT, SCHEMA, expectedFor, products, useFakeModel, useLampShopAndModel } from './recipes-support';

/**
 * Settings → AI apps and the relay, with the built extension in Chromium: the worker dials a
 * stand-in for the MCP process (tests/e2e/support/relay-stand-in.ts, lib/relay/protocol.ts
 * over a real WebSocket on 127.0.0.1), the user pairs and answers the consent window, and the
 * calls run through the same runner as the popup, against the lamp shop and the fake model.
 */
const { server, shop } = useLampShopAndModel();

async function openSettings(context: BrowserContext, extensionId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html#ai-apps`);
  return page;
}

async function pair(settings: Page, relay: RelayStandIn, code = relay.code): Promise<void> {
  await settings.getByLabel('Pairing code').fill(code);
  await settings.getByLabel('Port', { exact: true }).fill(String(relay.port));
  await settings.getByRole('button', { name: 'Pair' }).click();
}

/** Waits for the consent window, checks its question and clicks `button`. */
async function answerConsent(context: BrowserContext, question: RegExp, button: string): Promise<void> {
  const consent = await context.waitForEvent('page', (p) => p.url().includes('/consent.html'));
  await expect(consent.getByRole('heading')).toHaveText(question);
  // The answer closes the window, sometimes before Playwright's click returns: closed is done.
  await consent
    .getByRole('button', { name: button })
    .click()
    .catch((error: unknown) => {
      if (!consent.isClosed()) throw error;
    });
}

test('an AI app pairs in Settings, reads the current tab and other pages with consent, and is cut off by Revoke', async ({
  context,
  worker,
  extensionId,
}) => {
  test.setTimeout(240_000);
  await useFakeModel(worker, server());
  const relay = await startRelayStandIn({ port: 0, extensionId, appName: 'Test Agent' });
  try {
    const settings = await openSettings(context, extensionId);
    // A wrong code is refused, with a sentence.
    await pair(settings, relay, '000000');
    await expect(settings.getByRole('region', { name: 'AI apps' }).getByRole('alert')).toContainText(
      'The app refused this pairing code',
    );
    await pair(settings, relay);
    await expect(settings.getByRole('region', { name: 'AI apps' }).getByRole('status')).toHaveText(
      'Paired with Test Agent.',
    );
    await expect(settings.getByRole('article', { name: 'AI app Test Agent' })).toContainText('connected');
    await relay.waitFor(() => relay.connected());

    // The token stays in the worker's storage: the page's list carries none.
    const stored = await worker.evaluate(() => chrome.storage.local.get(['aiApps', 'aiAppTokens']));
    expect(JSON.stringify(stored.aiApps)).not.toContain(Object.values(stored.aiAppTokens as object)[0]);

    // extract on the current tab: the user allows the site for good.
    const first = products[0]!;
    const tab = await context.newPage();
    await tab.goto(shop().url(first));
    await tab.bringToFront();
    const extracting = relay.call('extract', { tab: 'current', user_prompt: PROMPT, output_schema: SCHEMA });
    await answerConsent(context, /^Test Agent wants to read 127\.0\.0\.1:\d+$/, 'Always for this site');
    const one = await extracting;
    expect(one.ok).toBe(true);
    const response = (one as { value: any }).value;
    expect(response.status).toBe('completed');
    expect(response.result).toEqual(expectedFor(first));
    expect(response.grounding.notFound).toEqual([]);
    expect(response.grounding.found).toBe(response.grounding.checked);
    expect(response.grounding.checked).toBeGreaterThan(0);
    expect(response.completeness.complete).toBe(true);
    expect(response.usage.inputTokens).toBeGreaterThan(0);
    await expect(settings.getByRole('list', { name: 'Allowed for Test Agent' }).getByRole('listitem')).toContainText([
      /127\.0\.0\.1:\d+/,
    ]);

    // A second page of the template goes to the model too (it confirms the recipe); the third
    // is served by the recipe at 0 tokens. No question: the site is allowed.
    const second = await relay.call('extract', {
      website_url: shop().url(products[1]!),
      user_prompt: PROMPT,
      output_schema: SCHEMA,
    });
    expect((second as { value: any }).value.result).toEqual(expectedFor(products[1]!));
    const third = await relay.call('extract', {
      website_url: shop().url(products[2]!),
      user_prompt: PROMPT,
      output_schema: SCHEMA,
    });
    const served = (third as { value: any }).value;
    expect(served.result).toEqual(expectedFor(products[2]!));
    expect(served.recipe?.used).toBe(true);
    expect(served.usage).toMatchObject({ inputTokens: 0, outputTokens: 0 });

    // markdownify, by address.
    const md = await relay.call('markdownify', { website_url: shop().url(products[3]!) });
    expect(md.ok).toBe(true);
    expect((md as { value: any }).value.markdown).toContain(`# ${products[3]!.name}`);

    // list_tabs needs its own answer.
    const listing = relay.call('list_tabs', {});
    await answerConsent(context, /^Test Agent wants to see the titles and addresses of your open tabs$/, 'Allow once');
    const tabs = (await listing) as { value: any };
    expect(tabs.value.tabs).toContainEqual(
      expect.objectContaining({ url: shop().url(first), title: `${first.name} | Lamps`, active: true }),
    );

    // batch over 10 addresses, with progress.
    const urls = products.slice(4, 14).map((p) => shop().url(p));
    const batch = await relay.call('batch', { urls, user_prompt: PROMPT, output_schema: SCHEMA }, 'batch-1');
    expect(batch.ok).toBe(true);
    const batchValue = (batch as { value: any }).value;
    expect(batchValue).toMatchObject({ completed: 10, failed: 0 });
    expect(batchValue.items.map((item: any) => item.response.result)).toEqual(products.slice(4, 14).map(expectedFor));
    expect(batchValue.items.map((item: any) => item.website_url)).toEqual(urls);
    const progress = relay.progressOf('batch-1');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toMatchObject({ progress: 10, total: 10 });

    // A denied site: refused with the sentence the agent sees.
    const otherOrigin = shop().url(products[0]!).replace('127.0.0.1', 'localhost');
    const asking = relay.call('extract', { website_url: otherOrigin, user_prompt: PROMPT });
    await answerConsent(context, /^Test Agent wants to read localhost:\d+$/, 'Deny');
    expect(await asking).toMatchObject({
      ok: false,
      error: { code: 'denied', message: expect.stringContaining('The user did not allow this app to read localhost') },
    });

    // Steps need their own permission, even on an allowed site.
    const withSteps = relay.call('extract', {
      website_url: shop().url(products[4]!),
      user_prompt: PROMPT,
      steps: ['click Add to cart'],
    });
    await answerConsent(context, /^Test Agent wants to click and type on 127\.0\.0\.1:\d+$/, 'Deny');
    expect(await withSteps).toMatchObject({ ok: false, error: { code: 'denied' } });

    // Invalid arguments are refused by the extension's own check.
    expect(await relay.call('extract', { tab: 'front', user_prompt: PROMPT })).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    });

    // A web page cannot reach the relay: its Origin is refused.
    const refusedBefore = relay.refusedOrigins.length;
    await tab.evaluate(
      (port) =>
        new Promise((resolve) => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}/quarry`);
          socket.onerror = socket.onclose = () => resolve(null);
        }),
      relay.port,
    );
    expect(relay.refusedOrigins.slice(refusedBefore)).toEqual([new URL(shop().url(first)).origin]);

    // Revoke: the socket closes and the token is gone.
    await settings.getByRole('button', { name: 'Revoke Test Agent' }).click();
    await relay.waitFor(() => !relay.connected());
    await expect(settings.getByText('No paired apps.')).toBeVisible();
    const after = await worker.evaluate(() => chrome.storage.local.get(['aiApps', 'aiAppTokens']));
    expect(after.aiApps).toEqual([]);
    expect(after.aiAppTokens).toEqual({});
  } finally {
    await relay.close();
  }
});

test('a cancel from the app stops a long batch; a dropped connection is dialled again; a forgotten token shows in Settings', async ({
  context,
  worker,
  extensionId,
}) => {
  test.setTimeout(120_000);
  await useFakeModel(worker, server());
  const relay = await startRelayStandIn({ port: 0, extensionId, appName: 'Test Agent' });
  try {
    const settings = await openSettings(context, extensionId);
    await pair(settings, relay);
    await expect(settings.getByRole('region', { name: 'AI apps' }).getByRole('status')).toHaveText(
      'Paired with Test Agent.',
    );
    await relay.waitFor(() => relay.connected());

    // A long batch: 20 pages of one host, a second apart.
    const urls = products.map((p) => shop().url(p));
    const running = relay.call('batch', { urls, user_prompt: PROMPT, output_schema: SCHEMA }, 'long');
    await answerConsent(context, /^Test Agent wants to read 127\.0\.0\.1:\d+$/, 'Allow once');
    await relay.waitFor(() => relay.progressOf('long').some((p) => p.progress >= 1));
    relay.send({ type: 'cancel', id: 'long' });
    expect(await running).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    const batches = await worker.evaluate(() => (globalThis as any).quarry.batches());
    expect(batches[0]).toMatchObject({ status: 'cancelled', total: 20 });
    expect(batches[0].completed).toBeLessThan(20);

    // The connection drops (the process restarted): the worker dials again and says hello.
    const hellos = () => relay.frames.filter((f) => f.type === 'hello').length;
    relay.drop();
    await relay.waitFor(() => hellos() >= 1 && relay.connected());

    // The process forgot the pairing: the hello is refused and Settings says to pair again.
    relay.forgetTokens();
    relay.drop();
    await expect(settings.getByRole('article', { name: 'AI app Test Agent' })).toContainText(
      'refused Quarry’s token: pair again',
      { timeout: 20_000 },
    );
    expect(relay.connected()).toBe(false);
  } finally {
    await relay.close();
  }
});
