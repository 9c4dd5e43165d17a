import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { connectExtension, relayAddress, startMcp, tempHome, type McpUnderTest } from '../../mcp/tests/harness';
import { expect, test } from './support/fixtures';
import { PROMPT, SCHEMA, expectedFor, products, useFakeModel, useLampShopAndModel } from './recipes-support';

/**
 * The proof of issue 23 end to end: an MCP client made with the official SDK starts the built
 * MCP process over stdio (mcp/dist/quarry-mcp.cjs), Playwright plays the user pairing in
 * Settings → AI apps and answering the consent window, and the tools run in the built
 * extension against the lamp shop on 127.0.0.1 and the fake model.
 */
const { server, shop } = useLampShopAndModel();

test.beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-mcp.mjs'], { stdio: 'inherit' });
});

async function answerConsent(context: BrowserContext, question: RegExp, button: string): Promise<void> {
  const consent = await context.waitForEvent('page', (p) => p.url().includes('/consent.html'));
  await expect(consent.getByRole('heading')).toHaveText(question);
  // The consent window closes itself once answered: on a loaded machine it can close while the
  // click action is still finishing, which is the answer taken, not a failure.
  await consent
    .getByRole('button', { name: button })
    .click()
    .catch((error: unknown) => {
      if (!consent.isClosed()) throw error;
    });
}

const text = (answer: object): string =>
  (((answer as { content?: unknown }).content ?? []) as Array<{ type: string; text?: string }>)
    .map((c) => c.text ?? '')
    .join('\n');

async function pairInSettings(context: BrowserContext, extensionId: string, mcp: McpUnderTest): Promise<Page> {
  const { port, code } = await relayAddress(mcp);
  const settings = await context.newPage();
  await settings.goto(`chrome-extension://${extensionId}/options.html#ai-apps`);
  await settings.getByLabel('Pairing code').fill(code);
  await settings.getByLabel('Port', { exact: true }).fill(String(port));
  await settings.getByRole('button', { name: 'Pair' }).click();
  await expect(settings.getByRole('region', { name: 'AI apps' }).getByRole('status')).toHaveText(
    'Paired with Test Agent.',
  );
  return settings;
}

test('an SDK client over stdio pairs with Quarry in Chromium and extracts, markdownifies and batches with consent', async ({
  context,
  worker,
  extensionId,
}) => {
  test.setTimeout(300_000);
  await useFakeModel(worker, server());
  const home = tempHome();
  const mcp = await startMcp(['--port', '0', '--extension-id', extensionId, '--home', home, '--connect-wait', '3'], {
    PATH: process.env.PATH ?? '',
  });
  try {
    const { port } = await relayAddress(mcp);
    // Before pairing, a call says what the user has to do.
    const unpaired = await mcp.client.callTool({ name: 'list_tabs', arguments: {} });
    expect(unpaired.isError).toBe(true);
    expect(text(unpaired)).toMatch(
      /Quarry is not paired: ask the user to open Quarry → Settings → AI apps and enter code \d{6}/,
    );

    const settings = await pairInSettings(context, extensionId, mcp);
    const names = (await mcp.client.listTools()).tools.map((t) => t.name).sort();
    expect(names).toEqual(['batch', 'extract', 'list_recipes', 'list_tabs', 'markdownify']);

    // extract on the current tab, allowed for good in the consent window.
    const first = products[0]!;
    const tab = await context.newPage();
    await tab.goto(shop().url(first));
    await tab.bringToFront();
    const extracting = mcp.client.callTool({
      name: 'extract',
      arguments: { tab: 'current', user_prompt: PROMPT, output_schema: SCHEMA },
    });
    await answerConsent(context, /^Test Agent wants to read 127\.0\.0\.1:\d+$/, 'Always for this site');
    const one = await extracting;
    expect(one.isError).toBeFalsy();
    const response = one.structuredContent as any;
    expect(response.status).toBe('completed');
    expect(response.result).toEqual(expectedFor(first));
    expect(response.grounding.notFound).toEqual([]);
    expect(response.grounding.found).toBe(response.grounding.checked);
    expect(response.grounding.checked).toBeGreaterThan(0);
    expect(response.completeness.complete).toBe(true);
    expect(response.usage.inputTokens).toBeGreaterThan(0);

    // Page 2 of the template confirms the recipe with the model; page 3 is served at 0 tokens.
    const extractUrl = (i: number) =>
      mcp.client.callTool({
        name: 'extract',
        arguments: { website_url: shop().url(products[i]!), user_prompt: PROMPT, output_schema: SCHEMA },
      });
    expect(((await extractUrl(1)).structuredContent as any).result).toEqual(expectedFor(products[1]!));
    const third = await extractUrl(2);
    const served = third.structuredContent as any;
    expect(served.result).toEqual(expectedFor(products[2]!));
    expect(served.recipe?.used).toBe(true);
    expect(served.usage).toMatchObject({ inputTokens: 0, outputTokens: 0 });
    expect(text(third)).toContain('0 tokens');

    const md = await mcp.client.callTool({ name: 'markdownify', arguments: { website_url: shop().url(products[3]!) } });
    expect(md.isError).toBeFalsy();
    expect((md.structuredContent as any).markdown).toContain(`# ${products[3]!.name}`);

    // batch over 10 addresses with MCP progress notifications.
    const urls = products.slice(4, 14).map((p) => shop().url(p));
    const progress: number[] = [];
    const batch = await mcp.client.callTool(
      { name: 'batch', arguments: { urls, user_prompt: PROMPT, output_schema: SCHEMA } },
      CallToolResultSchema,
      { onprogress: (p) => progress.push(p.progress), timeout: 120_000, resetTimeoutOnProgress: true },
    );
    expect(batch.isError).toBeFalsy();
    const items = (batch.structuredContent as any).items;
    expect(items.map((item: any) => item.response.result)).toEqual(products.slice(4, 14).map(expectedFor));
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toBe(10);

    // A denied site is refused with the sentence the agent sees.
    const otherOrigin = shop().url(first).replace('127.0.0.1', 'localhost');
    const asking = mcp.client.callTool({
      name: 'extract',
      arguments: { website_url: otherOrigin, user_prompt: PROMPT },
    });
    await answerConsent(context, /^Test Agent wants to read localhost:\d+$/, 'Deny');
    const denied = await asking;
    expect(denied.isError).toBe(true);
    expect(text(denied)).toContain('The user did not allow this app to read localhost');

    // A client cancel stops a long batch (20 pages of one host, a second apart).
    const controller = new AbortController();
    const longUrls = products.map((p) => shop().url(p).replace('.html', '.html?again'));
    let pages = 0;
    const long = mcp.client
      .callTool(
        { name: 'batch', arguments: { urls: longUrls, user_prompt: PROMPT, output_schema: SCHEMA } },
        CallToolResultSchema,
        {
          signal: controller.signal,
          onprogress: (p) => {
            pages = p.progress;
            if (p.progress >= 1) controller.abort();
          },
          timeout: 120_000,
          resetTimeoutOnProgress: true,
        },
      )
      .catch((error: unknown) => error);
    expect(await long).toBeInstanceOf(Error);
    await expect
      .poll(async () => (await worker.evaluate(() => (globalThis as any).quarry.batches()))[0].status, {
        timeout: 20_000,
      })
      .toBe('cancelled');
    const cancelled = (await worker.evaluate(() => (globalThis as any).quarry.batches()))[0];
    expect(cancelled.total).toBe(20);
    expect(cancelled.completed).toBeLessThan(20);
    expect(pages).toBeGreaterThanOrEqual(1);

    // Refusals at the process: a WebSocket from a web page's Origin, and a wrong token.
    await tab.evaluate(
      (port) =>
        new Promise((resolve) => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}/quarry`);
          socket.onerror = socket.onclose = () => resolve(null);
        }),
      port,
    );
    await mcp.waitForLog(/Refused a connection: Origin http:\/\/127\.0\.0\.1:\d+/);
    const impostor = await connectExtension(port, `chrome-extension://${extensionId}`);
    impostor.send({ type: 'hello', version: 1, token: 'x'.repeat(43), extensionVersion: '0.0.0' });
    expect(await impostor.closed).toBe(4401);

    // Revoke cuts the app off: its next call finds Quarry gone.
    await settings.getByRole('button', { name: 'Revoke Test Agent' }).click();
    await expect(settings.getByText('No paired apps.')).toBeVisible();
    const after = await mcp.client.callTool({ name: 'list_tabs', arguments: {} });
    expect(after.isError).toBe(true);
    expect(text(after)).toMatch(/Quarry is not connected|Quarry is not paired/);
  } finally {
    await mcp.close();
    rmSync(home, { recursive: true, force: true });
  }
});
