import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { finishedJob, putJob } from './ui-support';

// Issue 15 item 5: a list result in a whole tab — sort, search, hide and reorder columns,
// a row count, the same exports (following what is shown) and the grounding marks.

const LAMPS = Array.from({ length: 120 }, (_, i) => ({
  name: `Lamp ${i + 1}`,
  // 9.5 < 10.5 < 100.5 by value, not as text: a text sort would put 100.5 first.
  price: [100.5, 9.5, 10.5][i % 3]! + i,
  colour: i % 10 === 0 ? 'red' : 'blue',
}));

async function storeLamps(worker: Parameters<typeof putJob>[0]): Promise<void> {
  await putJob(
    worker,
    finishedJob('lamps', Date.now(), {
      user_prompt: 'every lamp',
      request: { user_prompt: 'every lamp' },
      result: { products: LAMPS },
      grounding: { checked: 360, found: 359, notFound: ['/products/0/colour'], unchecked: [], mode: 'mark' },
    }),
  );
}

test('the results tab: sort, search with a row count, hide and reorder columns, CSV as shown', async ({
  context,
  worker,
  openPopup,
}) => {
  await storeLamps(worker);
  const popup = await openPopup();
  const opened = context.waitForEvent('page', (p) => p.url().includes('/results.html?job=lamps'));
  await popup.getByRole('button', { name: 'Open in a tab' }).click();
  const tab = await opened;
  await tab.setViewportSize({ width: 1200, height: 900 });

  const table = tab.getByRole('region', { name: 'Table of products' });
  const count = tab.getByTestId('row-count');
  await expect(count).toHaveText('120 rows');
  await expect(table.locator('tbody tr')).toHaveCount(120);
  // Grounding marks as in the popup.
  await expect(table.locator('tbody tr').first().locator('.cell-not-found')).toContainText('red');

  // Sort by price: numbers by value, ascending then descending.
  const priceHeader = tab.getByRole('columnheader', { name: 'price' });
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  const prices = async (): Promise<number[]> =>
    (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) => parseFloat(t));
  const ascending = await prices();
  expect(ascending).toHaveLength(120);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending[0]).toBe(10.5);
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  expect((await prices())[0]).toBe(Math.max(...ascending));

  // Search: the count says how many of all.
  await tab.getByLabel('Search rows').fill('red');
  await expect(count).toHaveText('12 of 120 rows');
  await expect(table.locator('tbody tr')).toHaveCount(12);

  // Hide colour, move price before name.
  await tab.getByText(/^Columns/).click();
  await tab.getByRole('checkbox', { name: 'colour' }).uncheck();
  await expect(tab.getByRole('columnheader', { name: 'colour' })).toHaveCount(0);
  await tab.getByRole('button', { name: 'Move price left' }).click();
  await expect(table.locator('thead th')).toHaveText(['#', /^price/, 'name']);

  // Resize a column from the keyboard.
  const before = (await priceHeader.boundingBox())!.width;
  await tab.getByRole('separator', { name: 'Resize price' }).focus();
  await tab.keyboard.press('ArrowRight');
  await tab.keyboard.press('ArrowRight');
  await expect.poll(async () => (await priceHeader.boundingBox())!.width).toBeGreaterThan(before + 30);

  // CSV holds what is shown: the 12 rows found, sorted, in the columns' visible order.
  const [download] = await Promise.all([
    tab.waitForEvent('download'),
    tab.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('price,name');
  expect(lines).toHaveLength(13);
  const csvPrices = lines.slice(1).map((line) => parseFloat(line.split(',')[0]!));
  expect(csvPrices).toEqual([...csvPrices].sort((a, b) => b - a));
  expect(lines.slice(1).every((line) => /^[\d.]+,Lamp \d+$/.test(line))).toBe(true);
});

test('the popup table is not capped at 320 px; a results tab for a deleted run says so', async ({
  context,
  worker,
  openPopup,
  extensionId,
}) => {
  await storeLamps(worker);
  const popup = await openPopup();
  await popup.setViewportSize({ width: 420, height: 640 });
  const scroll = popup.getByRole('region', { name: 'Table of products' });
  await expect(scroll).toBeVisible();
  expect((await scroll.boundingBox())!.height).toBeGreaterThan(400);

  const tab = await context.newPage();
  await tab.goto(`chrome-extension://${extensionId}/results.html?job=gone`);
  await expect(tab.getByRole('alert')).toContainText('This run is not in history any more');
});
