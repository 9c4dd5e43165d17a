import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fakeModelForFile } from './support/fake-model';
import { expect, OUT_DIR, test } from './support/fixtures';
import { finishedJob, openShop, putJob } from './ui-support';
import { answerFromPage, productUrl } from './batch-support';

// Screenshots of the main screens, light and dark, for the README (docs/screenshots/). The
// run is real: the built extension captures the fixture shop and a local fake
// OpenAI-compatible server answers, so what is shown is what users get.
// They are written to docs/ only when asked (UPDATE_SCREENSHOTS=1), so a test run leaves the
// working tree clean; otherwise they go beside the other test output.
const DIR = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : join(OUT_DIR, 'screenshots');

// The answer a model gives for the fixture shop: every value is on the page (the links with
// the fixture server's origin), so the grounding line reads as it would for a real page.
const result = (origin: string): Record<string, unknown> => ({
  products: [
    { name: 'Trail Runner 3', price: 89.9, rating: 4.6, url: `${origin}/ui/p/trail-runner-3.html` },
    { name: 'Road Glide', price: 119, rating: 4.3, url: `${origin}/ui/p/road-glide.html` },
    { name: 'Summit Pro', price: 149.5, rating: 4.8, url: `${origin}/ui/p/summit-pro.html` },
  ],
  currency: 'EUR',
});

const server = fakeModelForFile();

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots of the main screens (${scheme})`, async ({ context, site, worker, openPopup, extensionId }) => {
    mkdirSync(DIR, { recursive: true });
    const shop = await context.newPage();
    await openShop(shop, site.origin);
    const open = async (): Promise<Awaited<ReturnType<typeof openPopup>>> => {
      const page = await openPopup();
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 420, height: 600 });
      return page;
    };

    let popup = await open();
    await expect(popup.getByText('No model is configured yet.')).toBeVisible();
    await popup.screenshot({ path: `${DIR}/first-run-${scheme}.png` });
    await popup.close();

    // A local OpenAI-compatible model (the fake server) and an earlier run in history.
    await worker.evaluate(
      (baseURL) =>
        (globalThis as any).quarry.configure({ provider: { kind: 'openai-compatible', baseURL, model: 'llama3.1' } }),
      `${server.url}/v1`,
    );
    await putJob(
      worker,
      finishedJob('older', Date.now() - 86_400_000, {
        user_prompt: 'Article title and author',
        result: { title: 'Hello', author: 'Ada' },
        website_url: 'https://blog.example/post',
      }),
    );

    // The run form: prompt, schema builder (synced with the JSON text), Advanced options.
    popup = await open();
    await popup.getByLabel('What do you want?').fill('Every product with name, price, rating and link');
    await popup.getByRole('button', { name: '+ Add field' }).click();
    await popup.getByLabel('Field name').fill('products');
    await popup.getByLabel('Type of products').selectOption('array');
    await popup.getByLabel('Items of products').selectOption('object');
    for (const [name, type] of [
      ['name', 'string'],
      ['price', 'number'],
      ['rating', 'number'],
      ['url', 'string'],
    ]) {
      await popup.getByRole('button', { name: '+ Add field in products[]' }).click();
      await popup.getByLabel('Field name in products[]').last().fill(name!);
      await popup.getByLabel(`Type of ${name}`).selectOption(type!);
    }
    await popup.getByRole('button', { name: '+ Add field', exact: true }).click();
    await popup.getByLabel('Field name', { exact: true }).last().fill('currency');
    await popup.locator('summary', { hasText: 'Advanced' }).click();
    await popup.getByRole('button', { name: '+ Add step' }).click();
    await popup.getByLabel('Step 1', { exact: true }).fill('click "Load more"');
    await popup.getByLabel('Scrolls (0–50)').fill('3');
    // A tall viewport instead of fullPage, so the sticky Run bar sits where users see it.
    await popup.setViewportSize({ width: 420, height: 1500 });
    await popup.evaluate(() => window.scrollTo(0, 0));
    await popup.screenshot({ path: `${DIR}/run-form-${scheme}.png`, clip: { x: 0, y: 0, width: 420, height: 1240 } });
    await popup.setViewportSize({ width: 420, height: 600 });
    await popup.getByRole('button', { name: 'Remove step 1' }).click();
    await popup.getByLabel('Scrolls (0–50)').fill('');
    await popup.locator('summary', { hasText: 'Advanced' }).click();

    // Live progress, then the result.
    server.queue({
      content: result(site.origin),
      delayMs: 5000,
      usage: { prompt_tokens: 1834, completion_tokens: 212 },
    });
    await popup.getByRole('button', { name: 'Run', exact: true }).click();
    const job = popup.locator('.job');
    await expect(job).toHaveAttribute('data-status', 'processing');
    await expect(job.locator('.progress')).toContainText('Extracting');
    await job.screenshot({ path: `${DIR}/progress-${scheme}.png` });
    await expect(job).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
    await job.screenshot({ path: `${DIR}/results-table-${scheme}.png` });
    await job.getByRole('tab', { name: 'Tree' }).click();
    await job.screenshot({ path: `${DIR}/results-tree-${scheme}.png` });
    await job.getByRole('tab', { name: 'Table' }).click();

    // The results page: the same run in a whole tab, sorted by price, descending.
    const opened = context.waitForEvent('page', (p) => p.url().includes('/results.html'));
    await job.getByRole('button', { name: 'Open in a tab' }).click();
    const results = await opened;
    await results.emulateMedia({ colorScheme: scheme });
    await results.setViewportSize({ width: 1000, height: 560 });
    const price = results.getByRole('columnheader', { name: 'price' }).getByRole('button');
    await price.click();
    await price.click();
    await expect(results.getByTestId('row-count')).toHaveText('3 rows');
    await results.screenshot({ path: `${DIR}/results-page-${scheme}.png` });
    await results.close();

    await popup.getByRole('button', { name: 'History' }).click();
    await popup.screenshot({ path: `${DIR}/history-${scheme}.png` });
    await popup.getByRole('button', { name: 'Extract' }).click();

    const panel = await context.newPage();
    await panel.emulateMedia({ colorScheme: scheme });
    // The side panel at its narrowest usual width: 360 px.
    await panel.setViewportSize({ width: 360, height: 900 });
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await expect(panel.locator('.job')).toBeVisible();
    await panel.screenshot({ path: `${DIR}/side-panel-${scheme}.png` });

    // Many pages: three product pages of the fixture site, answered by the fake server.
    answerFromPage(server, 0);
    await worker.evaluate(
      async (urls) => (globalThis as any).quarry.batch({ user_prompt: 'the name and price' }, { urls, pauseMs: 0 }),
      [1, 2, 3].map((n) => productUrl(site.origin, n)),
    );
    await panel.getByRole('button', { name: 'Many pages' }).click();
    await expect(panel.getByTestId('batch-progress')).toHaveText('3 / 3 pages');
    await panel.getByText(/^Each page/).click();
    await panel.locator('.batch').scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `${DIR}/many-pages-${scheme}.png`, fullPage: true });

    const options = await context.newPage();
    await options.emulateMedia({ colorScheme: scheme });
    await options.setViewportSize({ width: 900, height: 900 });
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(options.getByRole('heading', { name: 'Quarry settings' })).toBeVisible();
    await options.screenshot({ path: `${DIR}/options-${scheme}.png`, fullPage: true });
  });
}
