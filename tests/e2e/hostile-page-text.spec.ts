import type { Worker } from '@playwright/test';
import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';
import { garbageText } from '../support/garbage-text';

// Two hostile page texts that pasted HTML and scripts bring: a price that lives only inside
// declarative shadow DOM (it must reach the model, as in a tab), and a megabyte of binary
// garbage (it must not: the model input is bounded and capture.warnings says what was cut).

// Written for this test: a teapot card whose price is only in its declarative shadow root.
const CARD = `<!doctype html><html><head><title>Teapots</title></head><body>
<h1>Teapots</h1>
<tea-card>
  <template shadowrootmode="open">
    <h2><slot name="name">Nameless pot</slot></h2>
    <p class="cost">Price: 41.50 EUR</p>
    <slot></slot>
  </template>
  <span slot="name">Cast-iron teapot</span>
  <p>Holds 1.2 litres.</p>
</tea-card>
</body></html>`;

const SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: ['number', 'null'] } },
  required: ['name', 'price'],
};

const server = fakeModelForFile();
test.beforeEach(async ({ worker }) => {
  // The model reads the name and price off the page it was sent, or says null.
  server.script((request) => {
    const sent = JSON.stringify(request.body.messages);
    const page = sent.slice(sent.indexOf('## Page'));
    const price = /Price: (\d+\.\d+)/.exec(page)?.[1];
    const name = /Cast-iron teapot/.exec(page)?.[0] ?? 'unknown';
    return { content: { name, price: price ? Number(price) : null } };
  });
  await worker.evaluate(
    (baseURL) =>
      (globalThis as any).quarry.configure({ provider: { kind: 'openai-compatible', baseURL, model: 'test-model' } }),
    `${server.url}/v1`,
  );
});

/** The model input a stored job kept. */
async function storedModelInput(worker: Worker, requestId: string): Promise<string> {
  return worker.evaluate(async (key) => {
    const stored = (await chrome.storage.local.get(key))[key];
    return JSON.parse(stored as string).modelInput?.text as string;
  }, `job:${requestId}`);
}

test('a price inside declarative shadow DOM reaches the model from quarry.smartscraper({ website_html })', async ({
  worker,
}) => {
  const response = await worker.evaluate(
    ({ html, schema }) =>
      (globalThis as any).quarry.smartscraper({
        user_prompt: 'the teapot name and price',
        website_html: html,
        output_schema: schema,
      }),
    { html: CARD, schema: SCHEMA },
  );
  expect(response.status).toBe('completed');
  expect(response.result).toEqual({ name: 'Cast-iron teapot', price: 41.5 });
  const input = await storedModelInput(worker, response.request_id);
  expect(input).toContain('Price: 41.50 EUR');
  expect(input).toContain('Holds 1.2 litres.');
  expect(input).not.toContain('Nameless pot');
});

test('a price inside declarative shadow DOM reaches the model from HTML pasted in the side panel', async ({
  context,
  extensionId,
}) => {
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await panel.getByLabel('Paste HTML').check();
  await panel.getByLabel('HTML', { exact: true }).fill(CARD);
  await panel.getByLabel('What do you want?').fill('the teapot name and price');
  await panel.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(panel.locator('.job')).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(panel.locator('.job')).toContainText('41.5');
  const sent = server.chatRequests;
  expect(sent.length).toBeGreaterThan(0);
  expect(JSON.stringify(sent.at(-1)?.body.messages)).toContain('Price: 41.50 EUR');
});

test('a megabyte of binary garbage is bounded before the model and reported in capture.warnings', async ({
  worker,
}) => {
  const html = `<!doctype html><html><head><title>Spare part</title></head><body><h1>Gasket, 40 mm</h1>
    <p>Fits every boiler made since 2019.</p><pre>${garbageText(900_000, 5)}</pre></body></html>`;
  const response = await worker.evaluate(
    (website_html) => (globalThis as any).quarry.smartscraper({ user_prompt: 'everything on this page', website_html }),
    html,
  );
  expect(response.status).toBe('completed');
  expect(response.capture.warnings).toEqual([
    expect.stringMatching(/^[\d,]+ characters of unreadable text \(binary data or garbage, in a block\) were left out/),
  ]);
  const input = await storedModelInput(worker, response.request_id);
  expect(input).toContain('Fits every boiler made since 2019.');
  expect(input.length).toBeLessThan(5_000);
  const sent = server.chatRequests;
  expect(sent).toHaveLength(1);
  expect(JSON.stringify(sent[0]?.body).length).toBeLessThan(20_000);
});
