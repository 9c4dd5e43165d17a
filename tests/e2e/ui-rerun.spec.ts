import type { Worker } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { finishedJob, putJob } from './ui-support';

/** The kept runs' requests and pages, newest first. */
async function runs(worker: Worker): Promise<Array<{ request: Record<string, unknown>; website_url: string }>> {
  return worker.evaluate(async () => {
    const items = await chrome.storage.local.get(null);
    return Object.entries(items)
      .filter(([k]) => k.startsWith('job:'))
      .map(([, v]) => JSON.parse(v as string))
      .sort((x, y) => y.createdAt - x.createdAt);
  });
}

test('re-run from history goes back to the run’s own page, not the tab in front', async ({
  context,
  site,
  worker,
  openPopup,
}) => {
  const front = await context.newPage();
  await front.goto(`${site.origin}/product.html`);
  await front.bringToFront();
  const ownPage = `${site.origin}/ui/products.html`;
  await putJob(
    worker,
    finishedJob('own', Date.now() - 5000, {
      user_prompt: 'Every product',
      request: { user_prompt: 'Every product', mock: true },
      website_url: ownPage,
    }),
  );
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'History' }).click();
  await popup.getByRole('button', { name: 'Re-run: Every product' }).click();
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  const [newest] = await runs(worker);
  expect(newest!.website_url).toBe(ownPage);
  expect(newest!.request).toEqual({ user_prompt: 'Every product', mock: true, website_url: ownPage });
  // The page in front was left alone: the run's page was opened in a background tab.
  expect(front.url()).toBe(`${site.origin}/product.html`);

  // With the run's page in front, the re-run reads that tab as the first run did.
  await front.goto(ownPage);
  await front.bringToFront();
  await popup.getByRole('button', { name: 'History' }).click();
  await popup.getByRole('button', { name: 'Re-run: Every product' }).last().click();
  await expect.poll(async () => (await runs(worker)).length).toBe(3);
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  expect((await runs(worker))[0]!.request).toEqual({ user_prompt: 'Every product', mock: true });
});

test('re-run of a run on pasted HTML asks before running', async ({ context, site, worker, openPopup }) => {
  const front = await context.newPage();
  await front.goto(`${site.origin}/product.html`);
  const html = '<ul><li>Trail Runner 3</li></ul>';
  await putJob(
    worker,
    finishedJob('pasted', Date.now() - 5000, {
      user_prompt: 'Names',
      request: { user_prompt: 'Names', mock: true, website_html: html },
      website_url: '',
    }),
  );
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'History' }).click();
  await popup.getByRole('button', { name: 'Re-run: Names' }).click();
  const question = popup.getByRole('alertdialog', { name: 'Re-run on pasted text' });
  await expect(question).toContainText('This run was made on pasted HTML.');
  // Nothing ran yet; the pasted HTML is back in the form to edit.
  expect(await runs(worker)).toHaveLength(1);
  await expect(popup.getByLabel('HTML', { exact: true })).toHaveValue(html);
  await question.getByRole('button', { name: 'Run on the same HTML' }).click();
  await expect.poll(async () => (await runs(worker)).length).toBe(2);
  expect((await runs(worker))[0]!.request).toEqual({ user_prompt: 'Names', mock: true, website_html: html });
  await expect(question).toHaveCount(0);
});
