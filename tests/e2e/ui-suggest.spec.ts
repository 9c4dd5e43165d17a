import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';
import { openShop } from './ui-support';

const server = fakeModelForFile();

test('"Suggest fields" asks the configured model for a schema from the page and the prompt', async ({
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
  server.queue({
    content: {
      schema: {
        type: 'object',
        properties: {
          products: {
            type: 'array',
            description: 'Shoes listed on the page',
            items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
          },
        },
        required: ['products'],
      },
    },
  });
  const popup = await openPopup();
  await expect(popup.getByText(/The page text goes to 127\.0\.0\.1:\d+, on this computer\./)).toBeVisible();
  await popup.getByLabel('What do you want?').fill('every shoe with its price');
  await popup.getByRole('button', { name: 'Suggest fields' }).click();
  await expect(popup.getByText('Suggested fields loaded: review them, then Run.')).toBeVisible();
  await expect(popup.getByLabel('Field name', { exact: true })).toHaveValue('products');
  await expect(popup.getByLabel('Description of products')).toHaveValue('Shoes listed on the page');
  await expect(popup.getByLabel('Field name in products[]')).toHaveCount(2);

  // What the model was sent: the prompt and the page as text, nothing else.
  expect(server.chatRequests).toHaveLength(1);
  const sent = JSON.stringify(server.chatRequests[0]!.body.messages);
  expect(sent).toContain('every shoe with its price');
  expect(sent).toContain('Trail Runner 3');
  expect(sent).toContain(`${site.origin}/ui/products.html`);
});

test('"Suggest fields" merges into hand-built fields, asks on a type conflict, and Undo brings them back', async ({
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
  const schemaText = popup.getByLabel('Output schema (JSON Schema, optional)');
  const names = popup.getByLabel('Field name', { exact: true });
  const mine = JSON.stringify({
    type: 'object',
    properties: { title: { type: 'string', description: 'my title' }, price: { type: 'string' } },
  });
  await schemaText.fill(mine);
  await expect(names).toHaveCount(2);
  const suggestion = (properties: Record<string, unknown>): { content: object } => ({
    content: { schema: { type: 'object', properties } },
  });

  // No conflict: the new field is added, yours stay as they are.
  server.queue(suggestion({ title: { type: 'string', description: 'Page title' }, author: { type: 'string' } }));
  await popup.getByRole('button', { name: 'Suggest fields' }).click();
  await expect(popup.getByText('Added 1 suggested field (author); yours are kept.')).toBeVisible();
  await expect(names).toHaveCount(3);
  await expect(names.nth(2)).toHaveValue('author');
  await expect(popup.getByLabel('Description of title')).toHaveValue('my title');
  await popup.getByRole('button', { name: 'Undo' }).click();
  await expect(schemaText).toHaveValue(mine);
  await expect(names).toHaveCount(2);

  // A field of yours typed differently: asked first; "Keep mine" keeps its type.
  server.queue(suggestion({ price: { type: 'number' }, currency: { type: 'string' } }));
  await popup.getByRole('button', { name: 'Suggest fields' }).click();
  const question = popup.getByRole('alertdialog', { name: /types a field of yours differently/ });
  await expect(question).toContainText('price: yours is text, suggested number');
  await expect(names).toHaveCount(2);
  await question.getByRole('button', { name: 'Keep mine' }).click();
  await expect(names).toHaveCount(3);
  await expect(popup.getByLabel('Type of price')).toHaveValue('string');
  await expect(names.nth(2)).toHaveValue('currency');
  await popup.getByRole('button', { name: 'Undo' }).click();
  await expect(schemaText).toHaveValue(mine);

  // Or the suggested type, and Undo still brings yours back.
  server.queue(suggestion({ price: { type: 'number' } }));
  await popup.getByRole('button', { name: 'Suggest fields' }).click();
  await popup.getByRole('button', { name: 'Use suggested types' }).click();
  await expect(popup.getByLabel('Type of price')).toHaveValue('number');
  await expect(popup.getByLabel('Description of title')).toHaveValue('my title');
  await popup.getByRole('button', { name: 'Undo' }).click();
  await expect(schemaText).toHaveValue(mine);
  expect(server.chatRequests).toHaveLength(3);
});

test('"Suggest fields" without a model says what to do', async ({ context, site, openPopup }) => {
  await openShop(await context.newPage(), site.origin);
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Suggest fields' }).click();
  await expect(popup.getByText(/Suggest fields needs a configured model/)).toBeVisible();
});

test('templates are saved per site and suggested again there', async ({ context, site, openPopup }) => {
  await openShop(await context.newPage(), site.origin);
  let popup = await openPopup();
  const text = popup.getByLabel('Output schema (JSON Schema, optional)');
  await text.fill('{"type":"object","properties":{"title":{"type":"string"}}}');
  await popup.getByRole('button', { name: 'Save as template' }).click();
  await popup.getByLabel('Template name').fill('Shop titles');
  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(popup.getByText('Saved “Shop titles” for 127.0.0.1.')).toBeVisible();
  await text.fill('');
  await popup.close();

  popup = await openPopup();
  await expect(popup.getByText('Saved for 127.0.0.1:')).toBeVisible();
  await popup.getByRole('button', { name: 'Shop titles' }).click();
  await expect(popup.getByLabel('Field name', { exact: true })).toHaveValue('title');
});

test('live progress with elapsed time, and Cancel ends the run', async ({ context, site, worker, openPopup }) => {
  await worker.evaluate(
    (baseURL) =>
      (globalThis as any).quarry.configure({ provider: { kind: 'openai-compatible', baseURL, model: 'test-model' } }),
    `${server.url}/v1`,
  );
  await openShop(await context.newPage(), site.origin);
  server.queue({ hang: true });
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('every shoe');
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'processing');
  await expect(job.locator('.progress')).toContainText('Extracting');
  const elapsed = async (): Promise<number> => parseFloat((await job.locator('.elapsed').innerText()).trim());
  const first = await elapsed();
  await expect.poll(elapsed).toBeGreaterThan(first + 0.4);
  // The form folded to one line after Run; its Cancel is there.
  await expect(popup.getByLabel('What do you want?')).toHaveCount(0);

  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(job).toHaveAttribute('data-status', 'failed');
  await expect(job.locator('.badge-cancelled')).toHaveText('Cancelled');
  await expect(job.getByText('You cancelled this run.')).toBeVisible();
  await expect(job.getByRole('button', { name: 'Run again' })).toBeVisible();
  await popup.getByRole('button', { name: 'Edit request' }).click();
  await expect(popup.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
  await expect.poll(() => server.chatRequests[0]?.clientClosed).toBe(true);
});
