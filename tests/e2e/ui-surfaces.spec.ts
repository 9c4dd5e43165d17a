import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, OUT_DIR, test } from './support/fixtures';
import { openShop } from './ui-support';

test('the side panel runs the same app and shares the draft with the popup', async ({
  context,
  site,
  extensionId,
  openPopup,
}) => {
  await openShop(await context.newPage(), site.origin);
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await expect(panel.locator('.app-sidepanel')).toBeVisible();
  // A side panel does not close: no "Side panel" button there.
  await expect(panel.getByRole('button', { name: 'Side panel' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Use mock mode' }).click();
  await panel.getByLabel('Paste HTML').check();
  await panel.getByLabel('HTML', { exact: true }).fill('<h1>Hello</h1>');
  await panel.getByLabel('What do you want?').fill('the heading');
  await panel.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(panel.locator('.job')).toHaveAttribute('data-status', 'completed');
  await expect(panel.getByText('MOCK DATA', { exact: true })).toBeVisible();

  const popup = await openPopup();
  await expect(popup.locator('.job-prompt')).toHaveText('the heading');
  // The form folded after Run in the panel is folded in the popup too, and opens there.
  await expect(popup.getByRole('region', { name: 'Request' })).toContainText('the heading · pasted HTML');
  await popup.getByRole('button', { name: 'Edit request' }).click();
  await expect(popup.getByLabel('What do you want?')).toHaveValue('the heading');
});

test('the options page saves run defaults and the theme, and shows every section', async ({
  context,
  worker,
  extensionId,
  openPopup,
}) => {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  for (const name of ['Defaults for new runs', 'Appearance', 'History'])
    await expect(options.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(options.locator('#model h2, #remote h2, #mock h2')).toHaveCount(3);

  await options.getByLabel('Scrolls (0–50)').fill('60');
  await expect(options.getByText('Scrolls must be a whole number from 0 to 50; got 60.')).toBeVisible();
  await options.getByRole('button', { name: 'Save defaults' }).click();
  await expect(options.getByText('Fix the marked fields first.')).toBeVisible();
  await options.getByLabel('Scrolls (0–50)').fill('4');
  await options.getByLabel('Render heavy JavaScript').check();
  await options.getByRole('button', { name: 'Save defaults' }).click();
  await expect(options.getByText(/Defaults saved/)).toBeVisible();
  await options.getByLabel('Dark').check();
  await expect(options.locator('html')).toHaveAttribute('data-theme', 'dark');

  // A first draft starts from the defaults; the theme applies to the popup too.
  await worker.evaluate(() => chrome.storage.local.remove('ui:draft'));
  const popup = await openPopup();
  await expect(popup.locator('html')).toHaveAttribute('data-theme', 'dark');
  await popup.locator('summary', { hasText: 'Advanced' }).click();
  await expect(popup.getByLabel('Scrolls (0–50)')).toHaveValue('4');
  await expect(popup.getByLabel('Render heavy JavaScript (wait longer for the page to settle)')).toBeChecked();
  // Reset puts them back after edits.
  await popup.getByLabel('Scrolls (0–50)').fill('9');
  await popup.getByRole('button', { name: 'Reset options to defaults' }).click();
  await expect(popup.getByLabel('Scrolls (0–50)')).toHaveValue('4');
});

test('the production manifest has the side panel and the keyboard shortcut', () => {
  const manifest = JSON.parse(readFileSync(join(OUT_DIR, 'chrome-mv3/manifest.json'), 'utf8'));
  expect(manifest.side_panel).toEqual({ default_path: 'sidepanel.html' });
  expect(manifest.commands._execute_action.suggested_key.default).toBe('Alt+Shift+Q');
  expect(manifest.options_ui.page).toBe('options.html');
  expect(manifest.host_permissions).toBeUndefined();
});

test('first run: Chrome’s built-in model becomes the model where it can run', async ({ worker, openPopup }) => {
  await worker.evaluate(() => {
    (globalThis as any).LanguageModel = { availability: async () => 'available', create: async () => ({}) };
  });
  const popup = await openPopup();
  await expect(
    popup.getByText('Runs on this computer with Chrome’s built-in model: nothing leaves the browser.'),
  ).toBeVisible();
  await expect(popup.getByText('No model is configured yet.')).toHaveCount(0);
  expect((await worker.evaluate(() => (globalThis as any).quarry.settings())).provider).toEqual({ kind: 'chrome-ai' });
});

test('first run: a built-in model still to download is offered, not forced', async ({ worker, openPopup }) => {
  await worker.evaluate(() => {
    (globalThis as any).LanguageModel = { availability: async () => 'downloadable', create: async () => ({}) };
  });
  const popup = await openPopup();
  await expect(popup.getByText('No model is configured yet.')).toBeVisible();
  await expect(popup.getByText(/Chrome downloads the model once/)).toBeVisible();
  expect((await worker.evaluate(() => (globalThis as any).quarry.settings())).provider).toEqual({ kind: 'none' });
  await popup.getByRole('button', { name: 'Use Chrome’s built-in model' }).click();
  await expect(popup.getByText(/Runs on this computer with Chrome’s built-in model/)).toBeVisible();
});
