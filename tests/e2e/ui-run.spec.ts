import { expect, test } from './support/fixtures';
import { finishedJob, openShop, PRODUCTS_SCHEMA, putJob } from './ui-support';

test('builds a schema with the field editor, runs it, and shows table, tree and raw JSON', async ({
  context,
  site,
  openPopup,
}) => {
  await openShop(await context.newPage(), site.origin);
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Use mock mode' }).click();
  await popup.getByRole('button', { name: 'Every product with name, price and link' }).click();
  await expect(popup.getByLabel('What do you want?')).toHaveValue('Every product with name, price and link');

  // Builder → text.
  await popup.getByRole('button', { name: '+ Add field' }).click();
  await popup.getByLabel('Field name').fill('products');
  await popup.getByLabel('Type of products').selectOption('array');
  await popup.getByLabel('Items of products').selectOption('object');
  await popup.getByRole('button', { name: '+ Add field in products[]' }).click();
  await popup.getByLabel('Field name in products[]').fill('name');
  await popup.getByRole('checkbox', { name: 'required' }).nth(1).check();
  await popup.getByRole('button', { name: '+ Add field in products[]' }).click();
  await popup.getByLabel('Field name in products[]').nth(1).fill('price');
  await popup.getByLabel('Type of price').selectOption('number');
  await popup.getByLabel('Description of price').fill('Price in euros');
  const text = popup.getByLabel('Output schema (JSON Schema, optional)');
  expect(JSON.parse(await text.inputValue())).toEqual({
    type: 'object',
    properties: {
      products: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, price: { type: 'number', description: 'Price in euros' } },
          required: ['name'],
        },
      },
    },
  });

  // Text → builder.
  await text.fill(JSON.stringify(PRODUCTS_SCHEMA));
  await expect(popup.getByLabel('Field name in products[]')).toHaveCount(3);
  await expect(popup.getByLabel('Field name', { exact: true }).nth(1)).toHaveValue('currency');
  await text.fill('{"type":"object","properties":{"size":{"type":"string","enum":["S"]}}}');
  await expect(popup.getByText(/The field editor cannot show this schema: "size" uses "enum"/)).toBeVisible();
  await text.fill('{"type":');
  await expect(popup.getByText(/The schema is not valid JSON/)).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await text.fill(JSON.stringify(PRODUCTS_SCHEMA));

  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'completed');
  await expect(popup.getByText('MOCK DATA', { exact: true })).toBeVisible();
  await expect(popup.getByText(/Mock data: sample values/)).toBeVisible();
  await expect(job.getByText(/tokens in .* s · mock run: no credits used/)).toBeVisible();

  // Table: one row per product, nested values as columns.
  const table = job.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'name', 'price', 'url']);
  await expect(table.getByRole('row')).toHaveCount(3);
  // Tree: collapsible, keyboard-operable.
  await job.getByRole('tab', { name: 'Tree' }).click();
  await expect(job.getByText('products', { exact: true })).toBeVisible();
  await expect(job.getByText('currency', { exact: true })).toBeVisible();
  // Raw JSON.
  await job.getByRole('tab', { name: 'Raw JSON' }).click();
  const raw = JSON.parse(await popup.getByTestId('result').innerText());
  expect(Object.keys(raw)).toEqual(['products', 'currency']);
  expect(raw.products).toHaveLength(2);
});

test('the Advanced options show the contract’s messages beside the fields and block the run', async ({
  context,
  site,
  worker,
  openPopup,
}) => {
  await openShop(await context.newPage(), site.origin);
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Use mock mode' }).click();
  await popup.locator('summary', { hasText: 'Advanced' }).click();
  await popup.getByLabel('Scrolls (0–50)').fill('99');
  await expect(popup.getByText('Scrolls must be a whole number from 0 to 50; got 99.')).toBeVisible();
  await popup.getByLabel('Pages (1–100)').fill('0');
  await expect(popup.getByText('Pages must be a whole number from 1 to 100; got 0.')).toBeVisible();
  await popup.getByLabel('Headers (one “Name: value” per line)').fill('no colon here');
  await expect(popup.getByText('Headers line 1 needs the form "Name: value".')).toBeVisible();
  await popup.getByRole('button', { name: '+ Add step' }).click();

  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(popup.getByText(/^Prompt is empty/)).toBeVisible();
  await expect(
    popup.getByText('Step 1 is empty: write an action such as "click Load more", or remove it.'),
  ).toBeVisible();
  await expect(popup.getByLabel('What do you want?')).toBeFocused();
  const jobs = await worker.evaluate(async () =>
    Object.keys(await chrome.storage.local.get(null)).filter((k) => k.startsWith('job:')),
  );
  expect(jobs).toEqual([]);

  // Fixed: the run goes through with the options in the request.
  await popup.getByLabel('What do you want?').fill('names');
  await popup.getByLabel('Step 1', { exact: true }).fill('click "Load more"');
  await popup.getByLabel('Scrolls (0–50)').fill('2');
  await popup.getByLabel('Pages (1–100)').fill('1');
  await popup.getByLabel('Headers (one “Name: value” per line)').fill('Accept-Language: en');
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(popup.locator('.job')).toHaveAttribute('data-status', /completed|failed/);
  const request = await worker.evaluate(async () => {
    const items = await chrome.storage.local.get(null);
    const key = Object.keys(items).find((k) => k.startsWith('job:'));
    return JSON.parse(items[key!] as string).request;
  });
  expect(request).toEqual({
    user_prompt: 'names',
    steps: ['click "Load more"'],
    number_of_scrolls: 2,
    total_pages: 1,
    mock: true,
    headers: { 'Accept-Language': 'en' },
  });
});

test('a keyboard-only user can run an extraction', async ({ context, site, openPopup }) => {
  await openShop(await context.newPage(), site.origin);
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Use mock mode' }).focus();
  await popup.keyboard.press('Enter');
  // Tab order: header → notice → source radios → prompt.
  let reached = false;
  for (let i = 0; i < 15 && !reached; i++) {
    await popup.keyboard.press('Tab');
    reached = await popup.getByLabel('What do you want?').evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await popup.keyboard.type('the product names');
  await popup.keyboard.press('Control+Enter');
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  // The result tabs work with arrow keys.
  await popup.getByRole('tab', { name: 'Table' }).focus();
  await popup.keyboard.press('ArrowRight');
  await expect(popup.getByRole('tab', { name: 'Tree' })).toBeFocused();
  await expect(popup.getByRole('tab', { name: 'Tree' })).toHaveAttribute('aria-selected', 'true');
});

test('hostile results are shown as text: no script runs, only http(s) links are links', async ({
  worker,
  openPopup,
}) => {
  const hostile = {
    html: '<img src=x onerror=alert(1)>',
    script: '<script>alert(2)</script>',
    js: 'javascript:alert(3)',
    data: 'data:text/html,<script>alert(4)</script>',
    ok: 'https://shop.example/p/1',
    items: [{ name: '<b onmouseover=alert(5)>x</b>', link: 'javascript:alert(6)' }],
  };
  await putJob(
    worker,
    finishedJob('evil', Date.now(), {
      user_prompt: '<img src=y onerror=alert(7)>',
      result: hostile,
      request: { user_prompt: 'x' },
    }),
  );
  const popup = await openPopup();
  const dialogs: string[] = [];
  popup.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await expect(popup.locator('.job')).toHaveAttribute('data-status', 'completed');
  for (const view of ['Table', 'Tree', 'Raw JSON']) {
    await popup.getByRole('tab', { name: view }).click();
    await popup.locator('.job').hover();
  }
  await popup.getByRole('tab', { name: 'Tree' }).click();
  await popup.locator('.tree summary', { hasText: 'items' }).click();
  await popup.locator('.tree summary', { hasText: 'items' }).click();
  await expect(popup.locator('.tree .v-string', { hasText: /^<img src=x onerror=alert\(1\)>$/ })).toBeVisible();
  await popup.getByRole('button', { name: 'History' }).click();
  await expect(popup.getByText('<img src=y onerror=alert(7)>', { exact: true })).toBeVisible();
  await popup.getByRole('button', { name: 'Extract' }).click();
  await popup.getByRole('tab', { name: 'Table' }).click();
  await popup.waitForTimeout(300);

  expect(dialogs).toEqual([]);
  expect(await popup.locator('img, script:not([src]), b').count()).toBe(0);
  const hrefs = await popup.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.every((href) => /^https?:\/\//.test(href ?? ''))).toBe(true);
  await popup.getByRole('tab', { name: 'Tree' }).click();
  const link = popup.getByRole('link', { name: 'https://shop.example/p/1' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
});

test('progress shows the stage and what the capture is doing', async ({ worker, openPopup }) => {
  const started = Date.now() - 4000;
  await putJob(worker, {
    ...finishedJob('live', started, { user_prompt: 'every product' }),
    status: 'processing',
    updatedAt: started,
    result: null,
    usage: undefined,
    progress: { stage: 'capturing', detail: 'page 2/5 · scrolling 3/10' },
  });
  const popup = await openPopup();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'processing');
  await expect(job.locator('.progress')).toHaveText('Capturing the page — page 2/5 · scrolling 3/10');
  await expect.poll(async () => parseFloat(await job.locator('.elapsed').innerText())).toBeGreaterThanOrEqual(4);
  await expect(popup.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Running…' })).toBeDisabled();
});

test('every control on the main screens has a label', async ({ context, site, worker, openPopup, extensionId }) => {
  await openShop(await context.newPage(), site.origin);
  await putJob(worker, finishedJob('r', Date.now(), { result: { items: [{ a: 1 }, { a: 2 }], other: [{ b: 1 }] } }));
  const popup = await openPopup();
  await popup.getByRole('button', { name: '+ Add field' }).click();
  await popup.getByLabel('Type of field 1').selectOption('array');
  await popup.locator('summary', { hasText: 'Advanced' }).click();
  await popup.getByRole('button', { name: '+ Add step' }).click();
  await popup.getByLabel('Another URL').check();
  const unlabelled = async (page: typeof popup): Promise<string[]> =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('input, select, textarea, button, [role="tab"]'))
        .filter((el) => {
          const named =
            el.getAttribute('aria-label') ||
            (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`)) ||
            el.closest('label') ||
            (el.tagName === 'BUTTON' && el.textContent?.trim());
          return !named;
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    );
  expect(await unlabelled(popup)).toEqual([]);
  await popup.getByRole('button', { name: 'History' }).click();
  expect(await unlabelled(popup)).toEqual([]);
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(options.getByRole('heading', { name: 'Defaults for new runs' })).toBeVisible();
  expect(await unlabelled(options)).toEqual([]);
});
