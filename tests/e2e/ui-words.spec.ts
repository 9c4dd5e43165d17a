import { expect, test } from './support/fixtures';
import { finishedJob, openShop, putJob } from './ui-support';

test('messages use the form’s labels, and Another URL takes example.com', async ({
  context,
  site,
  worker,
  openPopup,
}) => {
  await openShop(await context.newPage(), site.origin);
  // Global mock mode: website_url is answered with sample data, no network request.
  await worker.evaluate(() => (globalThis as any).quarry.configure({ mock: true }));
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(popup.getByText(/^Prompt is empty: say what to extract/)).toBeVisible();
  await expect(popup.getByText(/user_prompt/)).toHaveCount(0);

  await popup.getByLabel('Another URL').check();
  await popup.getByLabel('Page address').fill('example.com/shop');
  await expect(popup.getByText('Opens https://example.com/shop')).toBeVisible();
  await popup.getByLabel('What do you want?').fill('Every product');
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  const request = await worker.evaluate(async () => {
    const items = await chrome.storage.local.get(null);
    const key = Object.keys(items).find((k) => k.startsWith('job:'));
    return JSON.parse(items[key!] as string).request;
  });
  expect(request.website_url).toBe('https://example.com/shop');
});

test('a cancelled run shows as Cancelled, not as a red failure', async ({ worker, openPopup }) => {
  await putJob(worker, {
    ...finishedJob('c', Date.now(), { user_prompt: 'Every product' }),
    status: 'failed',
    result: null,
    error: 'Cancelled by the user.',
  });
  const popup = await openPopup();
  const job = popup.locator('.job');
  await expect(job.locator('.badge-cancelled')).toHaveText('Cancelled');
  await expect(job.getByRole('alert')).toHaveCount(0);
  await expect(job.locator('.error')).toHaveCount(0);
  await popup.getByRole('button', { name: 'History' }).click();
  await expect(popup.locator('.history-item .badge-cancelled')).toHaveText('Cancelled');
});
