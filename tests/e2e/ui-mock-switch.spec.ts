import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';
import { openShop } from './ui-support';

const server = fakeModelForFile();

test('first-run mock mode ends when a model is set up, and the switch sits beside Run', async ({
  context,
  site,
  worker,
  openPopup,
}) => {
  await openShop(await context.newPage(), site.origin);
  let popup = await openPopup();
  await popup.getByRole('button', { name: 'Use mock mode' }).click();
  const actions = popup.locator('.run-form > .actions');
  await expect(actions.getByLabel('Mock data', { exact: true })).toBeChecked();
  await popup.close();

  // The user sets up a model (Settings), then comes back to the popup.
  await worker.evaluate(
    (baseURL) =>
      (globalThis as any).quarry.configure({ provider: { kind: 'openai-compatible', baseURL, model: 'test-model' } }),
    `${server.url}/v1`,
  );
  server.setDefault({ content: { products: [{ name: 'Trail Runner 3', price: 89.9 }] } });
  popup = await openPopup();
  await expect(
    popup.getByRole('status').filter({ hasText: 'A model is set up, so mock data is now off' }),
  ).toBeVisible();
  await expect(popup.locator('.run-form > .actions').getByLabel('Mock data', { exact: true })).not.toBeChecked();
  await popup.getByLabel('What do you want?').fill('Every product with name and price');
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  await expect(popup.getByText('MOCK DATA', { exact: true })).toHaveCount(0);
  expect(server.chatRequests.length).toBeGreaterThan(0);
});
