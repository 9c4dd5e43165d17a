import { fakeModelForFile } from './support/fake-model';
import { expect, test } from './support/fixtures';
import { openShop } from './ui-support';

const server = fakeModelForFile();

test('Test connection asks as a run does and reports Ollama’s 403 with copyable commands', async ({
  context,
  extensionId,
}) => {
  // Ollama without OLLAMA_ORIGINS: every request carrying the extension's Origin gets 403.
  server.configure({ rejectExtensionOrigin: true });
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const section = page.getByRole('region', { name: 'Model' });
  await section.getByLabel('Preset').selectOption('ollama');
  await section.getByLabel('Base URL').fill(`${server.url}/v1`);
  await section.getByLabel('Model', { exact: true }).fill('test-model');
  await section.getByRole('button', { name: 'Test connection' }).click();
  const status = section.getByRole('status');
  await expect(status).toContainText('refused Quarry (HTTP 403)');
  await expect(status).toContainText('OLLAMA_ORIGINS=chrome-extension://*');
  // The request was a chat completion from the extension, the kind every run makes.
  // (The Model field looks up its suggestions, GET /v1/models, on its own, whenever it gets to it.)
  const asked = server.requests.filter((r) => r.path !== '/v1/models');
  expect(asked.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/chat/completions']);
  expect(asked[0]!.headers.origin).toBe(`chrome-extension://${extensionId}`);
  expect(asked[0]!.body).toMatchObject({ model: 'test-model', max_tokens: 1 });
  // Short text, and the long fix as commands to copy.
  expect((await status.locator('p.error').innerText()).length).toBeLessThan(260);
  await status.getByText('Show the commands').click();
  await expect(status.locator('code').filter({ hasText: 'launchctl setenv OLLAMA_ORIGINS' })).toBeVisible();
  await expect(status.getByRole('button', { name: /Copy the command for macOS/ })).toBeVisible();

  // Once Ollama allows extensions, the same button says the model answered.
  server.configure({ rejectExtensionOrigin: false });
  await section.getByRole('button', { name: 'Test connection' }).click();
  await expect(section.getByRole('status')).toContainText('the model "test-model" answered');
});

test('the no-model error offers Open settings', async ({ context, site, extensionId, openPopup }) => {
  await openShop(await context.newPage(), site.origin);
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('Every product');
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'failed');
  await expect(job.getByRole('alert')).toContainText('No model is configured.');
  const opened = context.waitForEvent('page', (p) => p.url().startsWith(`chrome-extension://${extensionId}/options`));
  await job.getByRole('button', { name: 'Open settings' }).click();
  await opened;
});
