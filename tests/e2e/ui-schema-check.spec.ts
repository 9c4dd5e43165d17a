import type { Worker } from '@playwright/test';
import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';
import { openShop } from './ui-support';

const server = fakeModelForFile();

function useFakeModel(worker: Worker): Promise<unknown> {
  return worker.evaluate(
    (baseURL) =>
      (globalThis as any).quarry.configure({ provider: { kind: 'openai-compatible', baseURL, model: 'test-model' } }),
    `${server.url}/v1`,
  );
}

test('a bad JSON Schema is marked as typed and fails a run at once, before any model call', async ({
  context,
  site,
  worker,
  openPopup,
}) => {
  await useFakeModel(worker);
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

test('an answer that does not match a valid schema is named in plain words, and the answer can be read', async ({
  context,
  site,
  worker,
  openPopup,
}) => {
  await useFakeModel(worker);
  server.setDefault({ content: { name: 'Trail Runner 3', price: '12 €' } });
  await openShop(await context.newPage(), site.origin);
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('name and price');
  await popup
    .getByLabel('Output schema (JSON Schema, optional)')
    .fill('{"type":"object","properties":{"name":{"type":"string"},"price":{"type":"number"}}}');
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'failed');
  await expect(job.getByRole('alert')).toContainText(
    'The model\'s answer did not match your Output schema: price must be a number (got "12 €").',
  );
  await expect(job.getByRole('alert')).not.toContainText('/price');
  // Quarry asked again once, with the problems, before giving up.
  expect(server.chatRequests).toHaveLength(2);
  const answer = job.getByTestId('model-answer');
  await expect(answer).toBeHidden();
  await job.getByText("Show the model's answer").click();
  await expect(answer).toBeVisible();
  expect(JSON.parse(await answer.innerText())).toEqual({ name: 'Trail Runner 3', price: '12 €' });
});
