import { expect, test } from './support/fixtures';
import {
  openPopupWithRequest,
  products,
  runInPopup,
  runRecipeRequest,
  useLampShopAndModel,
  useFakeModel,
  type Product,
} from './recipes-support';

// Issue 20's UI parts and issue 21 item 8 through the built extension: a served result says no
// model was called; a drift check that finds a mismatch marks in History the runs the recipe
// served since its last check; a History run's folded line shows that run's own address.

const { server, shop } = useLampShopAndModel();

const at = (i: number): Product => products[i] as Product;

test('a mismatch found by a check marks the runs the recipe served since its last check, in History and on the run', async ({
  context,
  worker,
  openPopup,
}) => {
  await useFakeModel(worker, server());
  // Learned on page 0, confirmed on page 1, then pages 2 and 3 served (no model call).
  for (const i of [0, 1]) expect((await runRecipeRequest(worker, shop().url(at(i)))).recipe.used).toBe(false);
  for (const i of [2, 3]) expect((await runRecipeRequest(worker, shop().url(at(i)))).recipe.used).toBe(true);
  expect(server().chatRequests).toHaveLength(2);

  // Page 4 in the popup: served, and the result says no model was called — no "What the model read".
  const tab = await context.newPage();
  await tab.goto(shop().url(at(4)));
  await tab.bringToFront();
  const popup = await openPopupWithRequest(openPopup);
  await runInPopup(popup);
  const job = popup.locator('.job');
  await expect(job.getByTestId('recipe-line')).toBeVisible();
  await expect(job.getByTestId('served-note')).toHaveText('Served by the recipe — no model call.');
  await expect(job.getByText(/What the model read/)).toHaveCount(0);
  await expect(job.getByTestId('model-input')).toHaveCount(0);
  await expect(job.getByTestId('failed-check')).toHaveCount(0);

  // The model, asked to check page 4, gives another price: the recipe fails the check. (That price
  // is not on the page, so nothing can be re-learned from it: the recipe is kept, and says so.)
  const p4 = at(4);
  server().queue({ content: { name: p4.name, price: p4.price + 10, maker: p4.maker, code: p4.code } });
  await job.getByRole('button', { name: 'Run with the model instead' }).click();
  await expect(job.getByTestId('recipe-note')).toHaveText(
    'The recipe did not fit this page and could not be re-learned, so it is kept as it was: the recipe read “price” differently from the model; it could not be learned again: Quarry could not find where “price” is shown on the page',
  );
  expect(server().chatRequests).toHaveLength(3);

  // History: the three runs served since the last check are marked; the model's runs are not.
  await popup.getByRole('button', { name: 'History' }).click();
  const items = popup.locator('.history-item');
  await expect(items).toHaveCount(6);
  const marked = popup.locator('.history-item', { has: popup.getByTestId('failed-check') });
  await expect(marked).toHaveCount(3);
  await expect(marked.first().getByTestId('failed-check')).toHaveText(
    '⚠ Served by a recipe version that later failed a check — re-run',
  );
  // Pages 2 and 3 (served), and page 4's served run — not page 4's check, which is the model's.
  for (const i of [2, 3, 4])
    await expect(
      popup.locator('.history-item', { hasText: shop().url(at(i)) }).getByTestId('failed-check'),
    ).toHaveCount(1);
  for (const i of [0, 1])
    await expect(
      popup.locator('.history-item', { hasText: shop().url(at(i)) }).getByTestId('failed-check'),
    ).toHaveCount(0);

  // Opening the run served on page 2 shows the mark, and its folded line names page 2 — not the
  // page the tab shows now (page 4).
  await popup
    .locator('.history-item', { hasText: shop().url(at(2)) })
    .getByRole('button', { name: /^Open run/ })
    .click();
  await expect(job.getByTestId('failed-check')).toContainText('Served by a recipe version that later failed a check');
  const folded = popup.locator('.request-summary-page');
  await expect(folded).toContainText(new URL(shop().url(at(2))).pathname);
  await expect(folded).not.toContainText(new URL(shop().url(at(4))).pathname);
});
