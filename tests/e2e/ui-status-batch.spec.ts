import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';
import { answerFromPage, productOnPage, productUrl, useFakeModel } from './batch-support';

// Issue 21, items 1 and 2: the batch shows its pages' checks and says what happened, and every
// surface gives a result with values not found the same word, never a plain "Done".

const server = fakeModelForFile();

test('a batch the model server refuses: one sentence, stopped early, Retry failed pages', async ({
  worker,
  site,
  openPopup,
}) => {
  test.setTimeout(120_000);
  await useFakeModel(worker, server);
  server.setDefault({ status: 403, body: { error: { message: 'This key may not use test-model' } } });
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Many pages' }).click();
  await popup.getByLabel('Page addresses').fill([1, 2, 3, 4, 5, 6].map((n) => productUrl(site.origin, n)).join('\n'));
  await popup.getByLabel('What do you want from each page?').fill('the product name and price');
  await popup.getByRole('combobox', { name: 'Pages at once' }).selectOption('1');
  await popup.getByRole('button', { name: 'Run on 6 pages' }).click();
  await expect(popup.locator('.batch')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(popup.getByTestId('batch-status')).toHaveText('Failed');
  await expect(popup.getByTestId('batch-summary')).toHaveText(
    '6 of 6 failed: the model server refused access (HTTP 403) — fix the model settings, then Retry failed pages',
  );
  // Stopped after the first two pages: the other four were never sent to the model.
  expect(server.chatRequests.length).toBe(2);
  await expect(popup.getByText('Done', { exact: true })).toHaveCount(0);

  server.setDefault({ status: 200, content: {} });
  answerFromPage(server, 0);
  await popup.getByRole('button', { name: 'Retry failed pages' }).click();
  await expect(popup.getByTestId('batch-progress')).toHaveText('6 / 6 pages', { timeout: 60_000 });
  await expect(popup.getByTestId('batch-status')).toHaveText('Done');
  await expect(popup.getByRole('button', { name: 'Retry failed pages' })).toHaveCount(0);
  await expect(popup.getByRole('region', { name: 'Table of all pages' }).locator('tbody tr')).toHaveCount(6);
});

test('a batch shows each page’s checks and ⚠ marks in the merged table, also opened in a tab', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  test.setTimeout(120_000);
  await useFakeModel(worker, server);
  // Page 2's price is not what the page shows: that cell is marked, the page and batch are not "Done".
  server.script((request) => {
    const n = Number(/Product (\d+)/.exec(JSON.stringify(request.body?.messages ?? ''))?.[1] ?? -1);
    return { content: n === 2 ? { ...productOnPage(n), price: 999.25 } : productOnPage(n) };
  });
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Many pages' }).click();
  await popup.getByLabel('Page addresses').fill([1, 2, 3].map((n) => productUrl(site.origin, n)).join('\n'));
  await popup.getByLabel('What do you want from each page?').fill('the product name, price and colour');
  await popup.getByRole('button', { name: 'Run on 3 pages' }).click();
  await expect(popup.getByTestId('batch-progress')).toHaveText(/^3 \/ 3 pages/, { timeout: 90_000 });
  const table = popup.getByRole('region', { name: 'Table of all pages' });
  expect(await popup.getByTestId('batch-progress').textContent(), (await table.textContent()) ?? '').toBe(
    '3 / 3 pages',
  );
  await expect(popup.getByTestId('batch-status')).toHaveText('Check pages');
  await expect(popup.getByTestId('batch-summary')).toContainText('1 page with values not found');
  const pages = popup.getByTestId('batch-pages');
  await popup.getByText(/^Each page \(3 pages · 1 to look at\)$/).click();
  await expect(pages.locator('li').nth(1).locator('.badge')).toHaveText('Check values');
  await expect(pages.locator('li').nth(0).locator('.badge')).toHaveText('Done');
  const marked = table.locator('.cell-not-found');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('999.25');

  const opened = context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Open in a tab' }).click();
  const tab = await opened;
  await expect(tab.getByTestId('status')).toHaveText('Check pages');
  await expect(tab.getByRole('region', { name: 'Table of all pages' }).locator('tbody tr')).toHaveCount(3);
  await expect(tab.locator('.cell-not-found')).toContainText('999.25');
});

test('one word everywhere: a result with values not found is "Check values" in the popup, History and its tab', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  await useFakeModel(worker, server);
  const page = await context.newPage();
  await page.goto(productUrl(site.origin, 4));
  await page.bringToFront();
  server.setDefault({ content: { ...productOnPage(4), price: 999.25 } });
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('every product');
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'completed');
  await expect(job.getByTestId('status')).toHaveText('Check values');
  await expect(job.getByTestId('status')).toHaveAttribute('title', /values? not found on the page/);
  await expect(job.getByText('Done', { exact: true })).toHaveCount(0);

  const opened = context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Open in a tab' }).click();
  const tab = await opened;
  await expect(tab.getByTestId('status')).toHaveText('Check values');

  await popup.getByRole('button', { name: 'History' }).click();
  await expect(popup.locator('.history-item .badge').first()).toHaveText('Check values');
});
