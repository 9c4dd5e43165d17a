import type { Page, Worker } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Setting controls show a click at once, whatever storage is doing, and take it back when the
// write fails. Storage is slowed or broken inside the options page only (its own chrome.storage
// and chrome.runtime objects), so the rest of the extension is untouched.

type Mode = 'slow' | 'fail';

/** From now on, the options page's writes of `key` to chrome.storage.local wait 2 s, or fail. */
async function breakStorageWrites(options: Page, key: string, mode: Mode): Promise<void> {
  await options.evaluate(
    ({ key, mode }) => {
      const area = chrome.storage.local;
      const set = area.set.bind(area) as (items: Record<string, unknown>) => Promise<void>;
      (area as unknown as { set: typeof set }).set = async (items) => {
        if (!(key in items)) return set(items);
        if (mode === 'fail') throw new Error('Storage is full (test)');
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return set(items);
      };
    },
    { key, mode },
  );
}

/** From now on, the options page's "configure" messages to the background wait 2 s, or fail. */
async function breakConfigure(options: Page, mode: Mode): Promise<void> {
  await options.evaluate((mode) => {
    const runtime = chrome.runtime;
    const send = runtime.sendMessage.bind(runtime) as (message: unknown) => Promise<unknown>;
    (runtime as unknown as { sendMessage: typeof send }).sendMessage = async (message) => {
      if ((message as { type?: string }).type !== 'configure') return send(message);
      if (mode === 'fail') throw new Error('Background gone (test)');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return send(message);
    };
  }, mode);
}

const storedBom = (worker: Worker): Promise<unknown> =>
  worker.evaluate(async () => ((await chrome.storage.local.get('ui:exports'))['ui:exports'] as any)?.csvBom);
const storedMock = (worker: Worker): Promise<boolean> =>
  worker.evaluate(async () => (globalThis as any).quarry.settings().then((s: { mock: boolean }) => s.mock));

test('a settings checkbox shows the click at once while storage is slow, then it is saved', async ({
  context,
  worker,
  extensionId,
}) => {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const bom = options.getByLabel(/Start CSV files with a byte-order mark/);
  await expect(bom).toBeChecked();
  await breakStorageWrites(options, 'ui:exports', 'slow');
  // uncheck() fails if the box has not changed right after the click.
  await bom.uncheck();
  expect(await storedBom(worker)).not.toBe(false);
  await expect.poll(() => storedBom(worker)).toBe(false);
  await expect(bom).not.toBeChecked();

  const mock = options.getByLabel(/Global mock mode/);
  await breakConfigure(options, 'slow');
  await mock.check();
  expect(await storedMock(worker)).toBe(false);
  await expect.poll(() => storedMock(worker)).toBe(true);
  await expect(mock).toBeChecked();
  await expect(options.locator('#mock').getByRole('status')).toHaveText('Global mock mode is on.');

  // Radio settings work the same way (configure is still slow here).
  await options.getByLabel(/^Drop them/).check();
  await options.getByLabel(/^Off: every run goes to the model/).check();
  await expect
    .poll(() => worker.evaluate(() => (globalThis as any).quarry.settings()))
    .toMatchObject({ grounding: 'drop', recipes: 'off' });
  await expect(options.getByLabel(/^Drop them/)).toBeChecked();
  await breakStorageWrites(options, 'ui:theme', 'slow');
  await options.getByLabel('Dark').check();
  await expect(options.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a settings checkbox whose write fails goes back and says why', async ({ context, worker, extensionId }) => {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const bom = options.getByLabel(/Start CSV files with a byte-order mark/);
  await expect(bom).toBeChecked();
  await breakStorageWrites(options, 'ui:exports', 'fail');
  await bom.click();
  await expect(options.getByText('The setting was not saved: Storage is full (test)')).toBeVisible();
  await expect(bom).toBeChecked();
  expect(await storedBom(worker)).not.toBe(false);

  const mock = options.getByLabel(/Global mock mode/);
  await breakConfigure(options, 'fail');
  await mock.click();
  await expect(options.locator('#mock').getByRole('alert')).toContainText('Background gone (test)');
  await expect(mock).not.toBeChecked();
  expect(await storedMock(worker)).toBe(false);
});
