import type { BrowserContext, Locator, Page, Worker } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { listModelScript } from '../support/fake-list-model';
import { expect, test } from './support/fixtures';

// Grounding and completeness with the built extension, real pages on 127.0.0.1 and the fake
// OpenAI server playing a model that invents values, stops early or is cut off mid-list.

interface ProductData {
  name: string;
  brand: string;
  sku: string;
  gtin: string;
  specs: Array<[string, string]>;
  related: Array<{ name: string; slug: string; priceText: string }>;
  images: string[];
}
const PRODUCT: ProductData = JSON.parse(
  readFileSync('tests/e2e/site/grounding/product-data.js', 'utf8')
    .replace(/^[\s\S]*?window\.PRODUCT = /, '')
    .replace(/;\s*$/, ''),
);

const INVENTED_SPECS: Array<[string, string]> = [
  ['Mühlentyp', 'Scheibenmahlwerk aus Keramik'],
  ['Wasserhärte', 'einstellbar in 7 Stufen'],
  ['Kaffeesatzbehälter', '2,7 l'],
  ['Spitzenleistung', '1 730 W'],
  ['Versandgewicht', '11,3 kg'],
  ['Maximaldruck', '19 bar'],
  ['Dampfdüse', 'aus Messing verchromt'],
  ['Displaysprache', 'Deutsch, Englisch, Polnisch'],
  ['Verpackungsmaß', '58 x 47 x 52 cm'],
  ['Seriennummernpräfix', 'CB-OX'],
  ['Lieferumfang', 'Kalibrierwerkzeug und Tamper'],
  ['Geräuschpegel nachts', '48 dB'],
];
const INVENTED_RELATED = [
  ['Orbit Z9 Siebträger', 'orbit-z9', 1749],
  ['Luna Pro Milchkühler', 'luna-cooler', 189],
  ['Sole Waage Digital', 'sole-scale', 57],
  ['Terra Knockbox', 'terra-knock', 33],
  ['Nube Kaffeedose', 'nube-jar', 27],
  ['Vento Reinigungsbürste', 'vento-brush', 8.45],
  ['Stella Glasbecher', 'stella-glass', 21.5],
  ['Fiume Enthärter', 'fiume-soft', 14.2],
] as const;

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    brand: { type: 'string' },
    price: { type: 'number' },
    old_price: { type: 'string' },
    sku: { type: 'string' },
    gtin: { type: 'string' },
    release_date: { type: 'string' },
    rating: { type: 'number' },
    in_stock: { type: 'boolean' },
    warranty: { type: 'string' },
    manufacturer_url: { type: 'string' },
    country: { type: 'string' },
    ean_alt: { type: 'string' },
    energy_label_date: { type: 'string' },
    specs: {
      type: 'array',
      items: { type: 'object', properties: { label: { type: 'string' }, value: { type: 'string' } } },
    },
    related: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, url: { type: 'string' }, price: { type: 'number' } },
      },
    },
    related_count: { type: 'integer' },
    images: { type: 'array', items: { type: 'string' } },
  },
};

function productAnswer(origin: string): { answer: Record<string, unknown>; invented: string[]; truthful: string[] } {
  const priceOf = (text: string): number => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  const specs = [
    ...PRODUCT.specs.map(([label, value]) => ({ label, value })),
    ...INVENTED_SPECS.map(([label, value]) => ({ label, value })),
  ];
  const related = [
    ...PRODUCT.related.map((r) => ({
      name: r.name,
      url: `${origin}/grounding/p/${r.slug}`,
      price: priceOf(r.priceText),
    })),
    ...INVENTED_RELATED.map(([name, slug, price]) => ({ name, url: `${origin}/grounding/p/${slug}`, price })),
  ];
  const images = [
    ...PRODUCT.images.map((src) => `${origin}${src}`),
    ...[6, 7, 8, 9, 10].map((i) => `${origin}/grounding/img/ox2-${i}.jpg`),
  ];
  const answer = {
    name: PRODUCT.name,
    brand: PRODUCT.brand,
    price: 1299,
    old_price: '€1,499.00',
    sku: PRODUCT.sku,
    gtin: PRODUCT.gtin,
    release_date: '2024-03-05',
    rating: 4.6,
    in_stock: true,
    warranty: '3 Jahre Herstellergarantie',
    manufacturer_url: 'https://caffe-brillante.example/ox2',
    country: 'Portugal',
    ean_alt: '4006381333948',
    energy_label_date: '2023-11-14',
    specs,
    related,
    related_count: related.length,
    images,
  };
  const invented = [
    '/warranty',
    '/manufacturer_url',
    '/country',
    '/ean_alt',
    '/energy_label_date',
    ...INVENTED_SPECS.flatMap((_, k) => [
      `/specs/${PRODUCT.specs.length + k}/label`,
      `/specs/${PRODUCT.specs.length + k}/value`,
    ]),
    ...INVENTED_RELATED.flatMap((_, k) =>
      ['name', 'url', 'price'].map((f) => `/related/${PRODUCT.related.length + k}/${f}`),
    ),
    ...[5, 6, 7, 8, 9].map((i) => `/images/${i}`),
  ];
  const truthful = [
    ...['/name', '/brand', '/price', '/old_price', '/sku', '/gtin', '/release_date', '/rating'],
    ...PRODUCT.specs.flatMap((_, k) => [`/specs/${k}/label`, `/specs/${k}/value`]),
    ...PRODUCT.related.flatMap((_, k) => ['name', 'url', 'price'].map((f) => `/related/${k}/${f}`)),
    ...PRODUCT.images.map((_, k) => `/images/${k}`),
  ];
  return { answer, invented, truthful };
}

let server: FakeOpenAiServer;
test.beforeAll(async () => {
  server = await startFakeOpenAi();
});
test.afterAll(async () => {
  await server.close();
});
test.beforeEach(() => {
  server.reset();
});

async function openPage(context: BrowserContext, worker: Worker, url: string, settings: Record<string, unknown> = {}) {
  await worker.evaluate((s) => (globalThis as any).quarry.configure(s), {
    provider: { kind: 'openai-compatible', baseURL: `${server.url}/v1`, model: 'test-model', contextTokens: 64_000 },
    grounding: 'mark',
    ...settings,
  });
  const page = await context.newPage();
  await page.goto(url);
  const tabId = await worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id, url);
  if (typeof tabId !== 'number') throw new Error('fixture tab not found');
  return { page, tabId };
}

function extract(worker: Worker, tabId: number, request: Record<string, unknown>): Promise<any> {
  return worker.evaluate(({ tabId, request }) => (globalThis as any).quarry.smartscraper(request, { tabId }), {
    tabId,
    request,
  });
}

const LIST_SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, price: { type: 'number' } },
        required: ['name', 'price'],
      },
    },
  },
  required: ['products'],
};
const lamps = (n: number) => Array.from({ length: n }, (_, k) => ({ name: `Nova lamp ${k + 1}`, price: 10 + k }));

test('invented values are found out, true ones are not flagged; the UI marks them', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  const url = `${site.origin}/grounding/product.html`;
  const { page, tabId } = await openPage(context, worker, url);
  const { answer, invented, truthful } = productAnswer(site.origin);
  server.setDefault({ content: answer });
  const response = await extract(worker, tabId, { user_prompt: 'the product', output_schema: SCHEMA });
  expect(response.error).toBe('');
  expect(response.status).toBe('completed');
  const notFound = new Set<string>(response.grounding.notFound);
  const caught = invented.filter((p) => notFound.has(p)).length;
  const flagged = truthful.filter((p) => notFound.has(p));
  console.log(
    `grounding e2e: ${caught}/${invented.length} invented caught, ${flagged.length}/${truthful.length} true flagged`,
  );
  expect(caught / invented.length).toBeGreaterThanOrEqual(0.99);
  expect(flagged.length / truthful.length).toBeLessThanOrEqual(0.02);
  expect(response.grounding.unchecked).toEqual(expect.arrayContaining(['/in_stock', '/related_count']));
  expect(response.grounding.checked).toBe(invented.length + truthful.length);
  expect(response.result).toEqual(answer); // mark mode keeps every value

  await page.bringToFront();
  server.setDefault({ content: answer });
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('the product');
  await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(SCHEMA));
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'completed');
  const found = response.grounding.found;
  await expect(job.getByTestId('grounding')).toHaveText(
    `${found} of ${response.grounding.checked} values found on the page`,
  );
  await job.getByRole('tab', { name: 'Table' }).click();
  await job.getByLabel('List').selectOption('related');
  const marks = job.getByRole('img', { name: 'not found on the page' });
  await expect(marks).toHaveCount(INVENTED_RELATED.length * 3);
  await expect(marks.first()).toHaveAttribute('title', 'not found on the page');
  await job.getByLabel('Show only values not found').check();
  await expect(job.locator('tbody tr')).toHaveCount(INVENTED_RELATED.length);
  await job.getByRole('tab', { name: 'Tree' }).click();
  await expect(job.locator('.tree .leaf-not-found')).toHaveCount(invented.length);
});

test('drop mode removes what the page does not show and says what it dropped', async ({ context, worker, site }) => {
  const { tabId } = await openPage(context, worker, `${site.origin}/grounding/product.html`, { grounding: 'drop' });
  const { answer } = productAnswer(site.origin);
  server.setDefault({ content: answer });
  const response = await extract(worker, tabId, { user_prompt: 'the product', output_schema: SCHEMA });
  expect(response.error).toBe('');
  expect(response.status).toBe('completed');
  const result = response.result;
  expect(result.specs).toHaveLength(PRODUCT.specs.length);
  expect(result.related).toHaveLength(PRODUCT.related.length);
  expect(result.images).toHaveLength(PRODUCT.images.length);
  expect(result.warranty).toBeNull();
  expect(result.name).toBe(PRODUCT.name);
  expect(response.grounding.mode).toBe('drop');
  const dropped: Array<{ pointer: string; value: unknown }> = response.grounding.dropped;
  expect(dropped).toContainEqual({ pointer: '/warranty', value: '3 Jahre Herstellergarantie' });
  expect(dropped).toContainEqual({ pointer: `/specs/${PRODUCT.specs.length}`, value: expect.any(Object) });
  expect(response.grounding.notFound).toEqual(
    expect.arrayContaining(['/warranty', '/manufacturer_url', '/country', '/ean_alt', '/energy_label_date']),
  );
});

test('a 150-record list answered 25 at a time, some answers cut mid-record, comes back whole', async ({
  context,
  worker,
  site,
}) => {
  const { tabId } = await openPage(context, worker, `${site.origin}/grounding/list.html?n=150`);
  const items = lamps(150);
  server.script(listModelScript({ items, listKey: 'products', key: 'name', perCall: 25, cutEvery: 2 }));
  const response = await extract(worker, tabId, { user_prompt: 'every lamp', output_schema: LIST_SCHEMA });
  expect(response.status).toBe('completed');
  const names = response.result.products.map((p: { name: string }) => p.name);
  expect(names).toEqual(items.map((i) => i.name)); // all 150, in order, none twice
  expect(response.grounding.notFound).toEqual([]); // none invented
  expect(response.completeness).toMatchObject({ list: '/products', onPage: 150, returned: 150, complete: true });
  expect(server.chatRequests.some((r) => r.body.messages.at(-1).content.includes('come AFTER'))).toBe(true);
});

/** "every lamp" with the list schema, run from the popup on the page in front: its finished job. */
async function runLampsInPopup(openPopup: () => Promise<Page>): Promise<Locator> {
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('every lamp');
  await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(LIST_SCHEMA));
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'completed');
  return job;
}

test('a model that truly misses records: completeness says so and the UI shows it', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  const { page, tabId } = await openPage(context, worker, `${site.origin}/grounding/list.html?n=120`);
  server.script(listModelScript({ items: lamps(120), listKey: 'products', key: 'name', perCall: 25, missFrom: 47 }));
  const response = await extract(worker, tabId, { user_prompt: 'every lamp', output_schema: LIST_SCHEMA });
  expect(response.result.products).toHaveLength(47);
  expect(response.completeness).toMatchObject({ list: '/products', onPage: 120, returned: 47, complete: false });

  await page.bringToFront();
  const job = await runLampsInPopup(openPopup);
  await expect(job.getByTestId('completeness')).toHaveText('47 of ≈120 products — the rest could not be read');
  await expect(job.locator('.badge').first()).toHaveText('Incomplete');
  await expect(job.getByText('Done', { exact: true })).toHaveCount(0);
});

test('a card the count takes for a record: asked for more, the model finds none, and the result is Done', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  const { page, tabId } = await openPage(context, worker, `${site.origin}/grounding/list.html?n=10&partner=1`);
  server.script(listModelScript({ items: lamps(10), listKey: 'products', key: 'name', perCall: 25 }));
  const response = await extract(worker, tabId, { user_prompt: 'every lamp', output_schema: LIST_SCHEMA });
  expect(response.result.products).toHaveLength(10);
  expect(response.completeness).toMatchObject({ onPage: 11, returned: 10, complete: true, confirmedEnd: true });
  expect(server.chatRequests).toHaveLength(2); // one follow-up, paid once

  await page.bringToFront();
  const job = await runLampsInPopup(openPopup);
  await expect(job.getByTestId('completeness')).toHaveText(
    '10 products — asked for more, the model found none of the ≈11 the page seemed to show',
  );
  await expect(job.locator('.badge').first()).toHaveText('Done');
});

test('an empty result on a page with records is warned about, with what the model read', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  const { page, tabId } = await openPage(context, worker, `${site.origin}/grounding/list.html?n=30`);
  server.setDefault({ content: { products: [] } });
  const response = await extract(worker, tabId, { user_prompt: 'every lamp', output_schema: LIST_SCHEMA });
  expect(response.status).toBe('completed');
  expect(response.completeness).toMatchObject({ returned: 0, onPage: 30, complete: false });
  expect(response.completeness.note).toContain('no records');

  await page.bringToFront();
  const job = await runLampsInPopup(openPopup);
  await expect(job.getByTestId('completeness-note')).toContainText(
    'The model returned no records, but the page shows about 30',
  );
  await expect(job.getByTestId('model-input')).toContainText('$39.00');
});

test('a found value is shown on the page: scrolled to and outlined; a value not found offers nothing', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  const { page } = await openPage(context, worker, `${site.origin}/grounding/list.html?n=120`);
  const invented = { name: 'Nova lamp 999', price: 4321 };
  server.setDefault({ content: { products: [...lamps(120), invented] } });
  const target = page.getByRole('link', { name: 'Nova lamp 100', exact: true });
  await expect(target).not.toBeInViewport();
  const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);

  await page.bringToFront();
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('every lamp');
  await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(LIST_SCHEMA));
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  // Checking 242 values against the page takes a few seconds on a loaded machine.
  await expect(job).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await job.getByRole('tab', { name: 'Table' }).click();

  // The invented record is marked and has no "Show on the page"; true ones have one (a real button).
  const inventedRow = job.locator('tbody tr', { hasText: 'Nova lamp 999' });
  await expect(inventedRow.getByRole('img', { name: 'not found on the page' })).toHaveCount(2);
  await expect(inventedRow.getByRole('button')).toHaveCount(0);
  const show = job.getByRole('button', { name: 'Show “Nova lamp 100” on the page' });
  await show.focus();
  await show.press('Enter');
  await expect(job.getByTestId('locate-status')).toHaveText('Shown on the page.');
  await expect(target).toBeInViewport();
  const outline = page.locator('[data-quarry-highlight]');
  await expect(outline).toHaveCount(1);
  // The outline covers the link itself (the smallest element showing the value).
  const [box, aim] = await Promise.all([outline.boundingBox(), target.boundingBox()]);
  expect(box && aim && { x: Math.round(box.x), y: Math.round(box.y), w: Math.round(box.width) }).toEqual(
    aim && { x: Math.round(aim.x), y: Math.round(aim.y), w: Math.round(aim.width) },
  );
  // An overlay, not part of the page: the layout did not move, and it goes away by itself.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightBefore);
  await expect(outline).toHaveCount(0, { timeout: 6000 });

  // A price in the page's own format ("$12.00" for the model's 12), from the tree.
  await job.getByRole('tab', { name: 'Tree' }).click();
  await job.locator('.tree summary', { hasText: 'Nova lamp 2' }).first().click();
  await job.getByRole('button', { name: 'Show “11” on the page' }).click();
  await expect(page.getByText('$11.00', { exact: true })).toBeInViewport();
  await expect(outline).toHaveCount(1);

  // Once the tab shows another page, or is closed, Quarry says so calmly.
  await page.goto(`${site.origin}/grounding/product.html`);
  await job.getByRole('button', { name: 'Show “11” on the page' }).click();
  await expect(job.getByTestId('locate-status')).toHaveText(
    'The page is no longer open: its tab shows another page now.',
  );
  await page.close();
  await job.getByRole('button', { name: 'Show “11” on the page' }).click();
  await expect(job.getByTestId('locate-status')).toHaveText('The page is no longer open.');
});
