import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { finishedJob, openShop, putJob } from './ui-support';

// Screenshots of the main screens, light and dark, for the README (docs/screenshots/).
const DIR = 'docs/screenshots';

const RESULT = {
  currency: 'EUR',
  products: [
    { name: 'Trail Runner 3', price: 89.9, rating: 4.6, url: 'https://shop.example/p/trail-runner-3' },
    { name: 'Road Glide', price: 119, rating: 4.3, url: 'https://shop.example/p/road-glide' },
    { name: 'Summit Pro', price: 149.5, rating: 4.8, url: 'https://shop.example/p/summit-pro' },
  ],
};

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots of the main screens (${scheme})`, async ({ context, site, worker, openPopup, extensionId }) => {
    mkdirSync(DIR, { recursive: true });
    const shop = await context.newPage();
    await openShop(shop, site.origin);

    let popup = await openPopup();
    await popup.emulateMedia({ colorScheme: scheme });
    await popup.setViewportSize({ width: 420, height: 600 });
    await expect(popup.getByText('No model is configured yet.')).toBeVisible();
    await popup.screenshot({ path: `${DIR}/first-run-${scheme}.png` });

    // The run form with the schema builder and the Advanced options.
    await popup.getByRole('button', { name: 'Use mock mode' }).click();
    await popup.getByLabel('What do you want?').fill('Every product with name, price and link');
    await popup.getByRole('button', { name: '+ Add field' }).click();
    await popup.getByLabel('Field name').fill('products');
    await popup.getByLabel('Type of products').selectOption('array');
    await popup.getByLabel('Items of products').selectOption('object');
    await popup.getByRole('button', { name: '+ Add field in products[]' }).click();
    await popup.getByLabel('Field name in products[]').fill('name');
    await popup.getByRole('button', { name: '+ Add field in products[]' }).click();
    await popup.getByLabel('Field name in products[]').nth(1).fill('price');
    await popup.getByLabel('Type of price').selectOption('number');
    await popup.locator('summary', { hasText: 'Advanced' }).click();
    await popup.getByRole('button', { name: '+ Add step' }).click();
    await popup.getByLabel('Step 1', { exact: true }).fill('click "Load more"');
    await popup.getByLabel('Scrolls (0–50)').fill('3');
    await popup.screenshot({ path: `${DIR}/run-form-${scheme}.png`, fullPage: true });

    // Results: a real-looking finished run stored the way the job store keeps it.
    await popup.close();
    const now = Date.now();
    await putJob(
      worker,
      finishedJob('older', now - 86_400_000, {
        user_prompt: 'Article title and author',
        result: { title: 'Hello', author: 'Ada' },
        website_url: 'https://blog.example/post',
      }),
    );
    await putJob(
      worker,
      finishedJob('shot', now, {
        user_prompt: 'Every product with name, price and link',
        result: RESULT,
        website_url: 'https://shop.example/running-shoes',
      }),
    );
    await worker.evaluate(async () => {
      const { 'ui:draft': draft } = await chrome.storage.local.get('ui:draft');
      await chrome.storage.local.set({
        'ui:draft': { ...(draft as object), advancedOpen: false, schemaText: '', viewingJobId: '' },
      });
    });
    popup = await openPopup();
    await popup.emulateMedia({ colorScheme: scheme });
    await popup.setViewportSize({ width: 420, height: 600 });
    const job = popup.locator('.job');
    await expect(job).toHaveAttribute('data-status', 'completed');
    await job.scrollIntoViewIfNeeded();
    await job.screenshot({ path: `${DIR}/results-table-${scheme}.png` });
    await popup.getByRole('tab', { name: 'Tree' }).click();
    await job.screenshot({ path: `${DIR}/results-tree-${scheme}.png` });
    await popup.getByRole('tab', { name: 'Table' }).click();

    await popup.getByRole('button', { name: 'History' }).click();
    await popup.screenshot({ path: `${DIR}/history-${scheme}.png` });

    const panel = await context.newPage();
    await panel.emulateMedia({ colorScheme: scheme });
    await panel.setViewportSize({ width: 400, height: 800 });
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await panel.getByRole('button', { name: 'Extract' }).click();
    await expect(panel.locator('.job')).toBeVisible();
    await panel.screenshot({ path: `${DIR}/side-panel-${scheme}.png` });

    const options = await context.newPage();
    await options.emulateMedia({ colorScheme: scheme });
    await options.setViewportSize({ width: 900, height: 900 });
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(options.getByRole('heading', { name: 'Quarry settings' })).toBeVisible();
    await options.screenshot({ path: `${DIR}/options-${scheme}.png`, fullPage: true });
  });
}
