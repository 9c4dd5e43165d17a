import type { BrowserContext, Page, Worker } from '@playwright/test';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { expect, test } from './support/fixtures';

// Grounding in role and completeness that counts records, through the built extension, pages
// served from 127.0.0.1 (tests/e2e/site/role/) and the fake OpenAI server as the model.

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

async function openPage(context: BrowserContext, worker: Worker, url: string) {
  await worker.evaluate((s) => (globalThis as any).quarry.configure(s), {
    provider: { kind: 'openai-compatible', baseURL: `${server.url}/v1`, model: 'test-model', contextTokens: 64_000 },
    grounding: 'mark',
  });
  const page = await context.newPage();
  await page.goto(url);
  const tabId = await worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id, url);
  if (typeof tabId !== 'number') throw new Error('fixture tab not found');
  return { page, tabId };
}

/** The same list asked in the popup: the run completes and says `count` ("10 of 10 products"). */
async function expectCountInPopup(
  page: Page,
  openPopup: () => Promise<Page>,
  schema: Record<string, unknown>,
  count: string,
): Promise<void> {
  await page.bringToFront();
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('every product');
  await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(schema));
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'completed');
  await expect(job.getByTestId('completeness')).toHaveText(count);
}

const PLANTER_SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, maker: { type: 'string' }, price: { type: 'string' } },
        required: ['name', 'maker', 'price'],
      },
    },
  },
  required: ['products'],
};

/** The page's five cards as a careful model reads them. */
const CARDS = [
  { name: 'Terracotta trough, long', maker: 'Made by Ridgeway Kilns', price: '$18.40' },
  { name: 'Galvanised bucket planter', maker: 'Made by Tinsmith Row', price: '$22.15' },
  { name: 'Woven seagrass basket', maker: 'Made by Marsh and Reed', price: '$27.90' },
  { name: 'Self-watering cube', maker: 'Made by Dewpoint Works', price: '$31.05' },
  { name: 'Railing box, slate grey', maker: 'Made by Ridgeway Kilns', price: '$16.75' },
];

test('a list page with a related block: borrowed values are flagged misplaced, shown where they were found', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  test.setTimeout(150_000); // two runs and a popup on a machine shared with other builds
  const { page, tabId } = await openPage(context, worker, `${site.origin}/role/planters.html`);
  // A careless model: card 2 gets card 3's price, card 4 a related item's maker, and one
  // "Customers also bought" item is added as a record.
  const products = CARDS.map((c) => ({ ...c }));
  products[1]!.price = '$27.90';
  products[3]!.maker = 'Made by Greenhollow';
  products.push({ name: 'Slow-release feed pellets', maker: 'Made by Greenhollow', price: '$9.60' });
  server.setDefault({ content: { products } });
  const request = { user_prompt: 'every planter', output_schema: PLANTER_SCHEMA };
  const response = await worker.evaluate(
    ({ tabId, request }) => (globalThis as any).quarry.smartscraper(request, { tabId }),
    { tabId, request },
  );
  expect(response.status).toBe('completed');
  expect(response.grounding.notFound).toEqual([]);
  expect(response.grounding.misplaced).toEqual([
    '/products/1/price',
    '/products/3/maker',
    '/products/5/name',
    '/products/5/maker',
    '/products/5/price',
  ]);
  expect(response.grounding.misplacedWhere['/products/3/maker']).toBe('in “Customers also bought”');
  expect(response.grounding.misplacedWhere['/products/1/price']).toBe('in another record (“Woven seagrass basket”)');
  expect(response.grounding.misplacedWhere['/products/5/name']).toBe('in “Customers also bought”');
  expect(response.grounding.found).toBe(response.grounding.checked - 5);

  // The popup marks each one with where it was found, and "Show on the page" goes there.
  await page.bringToFront();
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill('every planter');
  await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(PLANTER_SCHEMA));
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
  const job = popup.locator('.job');
  await expect(job).toHaveAttribute('data-status', 'completed');
  await expect(job.getByTestId('grounding')).toHaveText(
    `${response.grounding.found} of ${response.grounding.checked} values found on the page · 5 found elsewhere on the page`,
  );
  await job.getByRole('tab', { name: 'Table' }).click();
  const marks = job.getByTestId('misplaced-mark');
  await expect(marks).toHaveCount(5);
  const pellets = job.locator('tbody tr').nth(5);
  await expect(pellets).toContainText('Slow-release feed pellets');
  await expect(job.locator('tbody tr').nth(3).getByTestId('misplaced-mark')).toHaveText(
    '↷ found elsewhere on the page: in “Customers also bought”',
  );
  await expect(pellets.getByTestId('misplaced-mark').first()).toHaveText(
    '↷ found elsewhere on the page: in “Customers also bought”',
  );
  await pellets.getByRole('button', { name: 'Show “Slow-release feed pellets” on the page' }).click();
  await expect(job.getByTestId('locate-status')).toHaveText('Shown on the page.');
  const outline = page.locator('[data-quarry-highlight]');
  await expect(outline).toHaveCount(1);
  const [box, aim] = await Promise.all([
    outline.boundingBox(),
    page.getByRole('heading', { name: 'Slow-release feed pellets' }).boundingBox(),
  ]);
  // The outline is on the related block's item, where the value was found.
  expect(box && aim && Math.abs(box.y - aim.y) < 40).toBe(true);
});

test('a product page: another item’s maker and rating, in markup no rule names, are flagged misplaced', async ({
  context,
  worker,
  site,
}) => {
  test.setTimeout(90_000);
  const { tabId } = await openPage(context, worker, `${site.origin}/role/tide-lamp.html`);
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      brand: { type: 'string' },
      price: { type: 'string' },
      rating: { type: 'number' },
    },
  };
  const run = async (content: Record<string, unknown>) => {
    server.setDefault({ content });
    return worker.evaluate(({ tabId, request }) => (globalThis as any).quarry.smartscraper(request, { tabId }), {
      tabId,
      request: { user_prompt: 'the product: name, brand, price, rating', output_schema: schema },
    });
  };
  // A careful model: the item's own values, the maker shown only as its logo's alt text.
  const own = await run({ name: 'Tide lamp in frosted glass', brand: 'Gullwing Lights', price: '£64.00', rating: 4.6 });
  expect(own.status).toBe('completed');
  expect(own.grounding.misplaced).toEqual([]);
  expect(own.grounding.notFound).toEqual([]);
  // A careless one: a slider tile's maker and rating given for the page's item.
  const borrowed = await run({
    name: 'Tide lamp in frosted glass',
    brand: 'Kestrel Home',
    price: '£64.00',
    rating: 3.2,
  });
  expect([...borrowed.grounding.misplaced].sort()).toEqual(['/brand', '/rating']);
  expect(borrowed.grounding.misplacedWhere['/brand']).toMatch(/^in another item’s block \(“Harbour pendant/);
  expect(borrowed.grounding.found).toBe(2);
});

test('a category page with subcategory and pagination links says "10 of 10" and asks the model once', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  test.setTimeout(150_000); // two runs and a popup on a machine shared with other builds
  const { page, tabId } = await openPage(context, worker, `${site.origin}/role/category.html`);
  const schema = {
    type: 'object',
    properties: {
      products: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
      },
    },
  };
  const products = Array.from({ length: 10 }, (_, k) => ({ name: `Ashwood hand tool no. ${k + 1}`, price: 12 + k }));
  server.setDefault({ content: { products } });
  const request = { user_prompt: 'every product', output_schema: schema };
  const response = await worker.evaluate(
    ({ tabId, request }) => (globalThis as any).quarry.smartscraper(request, { tabId }),
    { tabId, request },
  );
  expect(response.status).toBe('completed');
  expect(response.completeness).toMatchObject({ list: '/products', onPage: 10, returned: 10, complete: true });
  expect(response.grounding.notFound).toEqual([]);
  expect(response.grounding.misplaced).toEqual([]);
  expect(server.chatRequests).toHaveLength(1); // no follow-up "records after this one" call

  await expectCountInPopup(page, openPopup, schema, '10 of 10 products');
  expect(server.chatRequests).toHaveLength(2); // one call per run
});

test('a category page with a sponsored card and a "You may also like" rail in the records\' markup says "6 of 6"', async ({
  context,
  worker,
  site,
  openPopup,
}) => {
  test.setTimeout(150_000); // two runs and a popup on a machine shared with other builds
  const { page, tabId } = await openPage(context, worker, `${site.origin}/role/category-rail.html`);
  const schema = {
    type: 'object',
    properties: {
      products: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'string' } } },
      },
    },
  };
  const products = Array.from({ length: 6 }, (_, k) => ({
    name: `Fennwick seed tray ${k + 1}`,
    price: `$${(9 + k).toFixed(2)}`,
  }));
  server.setDefault({ content: { products } });
  const request = { user_prompt: 'every product', output_schema: schema };
  const response = await worker.evaluate(
    ({ tabId, request }) => (globalThis as any).quarry.smartscraper(request, { tabId }),
    { tabId, request },
  );
  expect(response.status).toBe('completed');
  expect(response.completeness).toMatchObject({ list: '/products', onPage: 6, returned: 6, complete: true });
  expect(server.chatRequests).toHaveLength(1); // no follow-up "records after this one" call

  await expectCountInPopup(page, openPopup, schema, '6 of 6 products');
  expect(server.chatRequests).toHaveLength(2); // one call per run
});
