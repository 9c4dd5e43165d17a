import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { expect, test } from './support/fixtures';
import { openShop } from './ui-support';

let server: FakeOpenAiServer;
test.beforeAll(async () => {
  server = await startFakeOpenAi();
});
test.afterAll(async () => {
  await server.close();
});

test('a bad JSON Schema is marked as typed and fails a run at once, before any model call', async ({
  context,
  site,
  worker,
  openPopup,
}) => {
  await worker.evaluate(
    (baseURL) =>
      (globalThis as any).quarry.configure({ provider: { kind: 'openai-compatible', baseURL, model: 'test-model' } }),
    `${server.url}/v1`,
  );
  await openShop(await context.newPage(), site.origin);
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('name');
  const text = popup.getByLabel('Output schema (JSON Schema, optional)');
  await text.fill('{"type":"object","properties":{"name":{"type":"strng"}}}');
  await expect(popup.getByText('Output schema is not a valid JSON Schema: "type" at "name" is "strng"')).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(popup.locator('.job')).toHaveCount(0);

  // The automation API, which keeps the contract's words, fails it at once too.
  const response = await worker.evaluate(() =>
    (globalThis as any).quarry.smartscraper({
      user_prompt: 'name',
      website_html: '<p>Trail Runner 3</p>',
      output_schema: { type: 'object', properties: { name: { type: 'strng' } } },
    }),
  );
  expect(response.status).toBe('failed');
  expect(response.error).toContain('output_schema is not a valid JSON Schema: "type" at "name" is "strng"');
  expect(server.chatRequests).toHaveLength(0);
});
