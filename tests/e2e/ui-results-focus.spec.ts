import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';
import { finishedJob, openShop, PRODUCTS_SCHEMA, putJob } from './ui-support';

// Issue 15 item 4: after Run the run and its result are in view, not below a long form;
// History's Open shows a run without silently overwriting what the user typed.

const server = fakeModelForFile();

const RESULT = {
  products: [
    { name: 'Trail Runner 3', price: 89.9, url: '/ui/p/trail-runner-3.html' },
    { name: 'Road Glide', price: 119, url: '/ui/p/road-glide.html' },
    { name: 'Summit Pro', price: 149.5, url: '/ui/p/summit-pro.html' },
  ],
  currency: 'EUR',
};

test('after Run the form folds to one line and the result is in view of a 420×640 popup', async ({
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
  await popup.setViewportSize({ width: 420, height: 640 });
  await popup.getByLabel('What do you want?').fill('Every product with name, price and link');
  await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(PRODUCTS_SCHEMA, null, 2));
  server.queue({ content: RESULT, delayMs: 1500 });
  await popup.getByRole('button', { name: 'Run', exact: true }).click();

  // The progress is in view while the run works, then the result.
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'processing');
  await expect(job.locator('.job-status')).toBeInViewport();
  await expect(job).toHaveAttribute('data-status', 'completed');
  await expect(job.getByRole('region', { name: 'Table of products' })).toBeInViewport();
  await expect(job.getByRole('cell', { name: 'Summit Pro' })).toBeInViewport();

  // The form is one line: prompt, page, field count; "Edit request" opens it again.
  await expect(popup.getByLabel('What do you want?')).toHaveCount(0);
  const summary = popup.getByRole('region', { name: 'Request' });
  await expect(summary).toContainText('Every product with name, price and link');
  await expect(summary).toContainText('127.0.0.1');
  await expect(summary).toContainText('/ui/products.html');
  await expect(summary).toContainText('4 fields');
  await summary.getByRole('button', { name: 'Edit request' }).click();
  await expect(popup.getByLabel('What do you want?')).toHaveValue('Every product with name, price and link');
  await expect(popup.getByLabel('What do you want?')).toBeFocused();
  await expect(popup.getByLabel('Field name in products[]')).toHaveCount(3);
});

test('History Open shows the run, and asks before replacing unsaved fields', async ({ worker, openPopup }) => {
  await putJob(
    worker,
    finishedJob('kept', Date.now() - 5000, {
      user_prompt: 'Every product',
      request: { user_prompt: 'Every product', output_schema: PRODUCTS_SCHEMA },
      result: RESULT,
    }),
  );
  const popup = await openPopup();
  await popup.setViewportSize({ width: 420, height: 640 });
  const prompt = popup.getByLabel('What do you want?');
  const schemaText = popup.getByLabel('Output schema (JSON Schema, optional)');
  const mine = '{"type":"object","properties":{"headline":{"type":"string"}}}';
  await prompt.fill('Just the headline');
  await schemaText.fill(mine);

  await popup.getByRole('button', { name: 'History' }).click();
  await popup.getByRole('button', { name: 'Open run: Every product' }).click();
  const question = popup.getByRole('alertdialog', { name: 'Replace your unsaved fields?' });
  await expect(question).toBeVisible();
  // The run is shown at once, whatever the answer.
  await expect(popup.locator('.job-prompt')).toHaveText('Every product');
  await expect(popup.getByRole('cell', { name: 'Road Glide' })).toBeInViewport();
  await question.getByRole('button', { name: 'Keep mine' }).click();
  await expect(question).toHaveCount(0);
  await popup.getByRole('button', { name: 'Edit request' }).click();
  await expect(prompt).toHaveValue('Just the headline');
  await expect(schemaText).toHaveValue(mine);

  // Asked again, Replace loads the run's request.
  await popup.getByRole('button', { name: 'History' }).click();
  await popup.getByRole('button', { name: 'Open run: Every product' }).click();
  await question.getByRole('button', { name: 'Replace' }).click();
  await popup.getByRole('button', { name: 'Edit request' }).click();
  await expect(prompt).toHaveValue('Every product');
  await expect(popup.getByLabel('Field name in products[]')).toHaveCount(3);

  // The form now matches a kept run: opening it again asks nothing.
  await popup.getByRole('button', { name: 'History' }).click();
  await popup.getByRole('button', { name: 'Open run: Every product' }).click();
  await expect(popup.locator('.job-prompt')).toHaveText('Every product');
  await expect(popup.getByRole('alertdialog')).toHaveCount(0);
});
