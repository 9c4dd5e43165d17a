import type { Page, Worker } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { test } from './support/fixtures';
import { startStaticSite, type StaticSite } from './support/static-server';

/**
 * Helpers shared by the recipe specs (not a spec itself): a made-up lamp shop generated into a
 * temporary folder and served from 127.0.0.1, and the fake OpenAI server scripted to play the
 * model (it answers from the page text it is sent).
 */

export interface Product {
  code: string;
  name: string;
  price: number;
  maker: string;
}

export const products: Product[] = Array.from({ length: 20 }, (_, i) => ({
  code: `TL-${1000 + i * 7}`,
  name: `Trail lamp ${['Aster', 'Birch', 'Cedar', 'Dune', 'Elm'][i % 5]} ${i + 1}`,
  price: 19 + i * 3 + 0.5,
  maker: ['Northwind', 'Lumen & Co', 'Fjell'][i % 3] as string,
}));

export function productPage(p: Product, changed = false): string {
  const price = changed
    ? `<section class="offer"><p>Now only</p><strong class="amount">${p.price.toFixed(2)} USD</strong></section>`
    : `<div class="buy-box"><span class="price">$${p.price.toFixed(2)}</span><button>Add to cart</button></div>`;
  return `<!DOCTYPE html><html><head><title>${p.name} | Lamps</title></head><body>
  <header><a href="/">Lamp shop</a> <span>Cart (0)</span></header>
  <main><h1 class="product-name">${p.name}</h1>${price}
  <ul class="facts"><li><b>Maker:</b> ${p.maker}</li><li><b>Item code:</b> ${p.code}</li></ul>
  <p>Ships in two days.</p></main><footer>© Lamp shop</footer></body></html>`;
}

function listPage(): string {
  const cards = products
    .concat(products, products, products)
    .map(
      (p, i) =>
        `<li class="card"><a class="title" href="/p/${i}">${p.name} (${i + 1})</a><span class="cost">$${p.price.toFixed(2)}</span></li>`,
    )
    .join('\n');
  return `<!DOCTYPE html><html><head><title>All lamps</title></head><body><h1>All lamps</h1><ul class="grid">${cards}</ul></body></html>`;
}

/** A story. */
export const story = (i: number): { title: string; points: number; by: string } => ({
  title: `Lamp maker story number ${i + 1}`,
  points: (i * 37) % 500,
  by: `reader${i + 1}`,
});

/** 60 stories, each a title row, a details row and a spacer row: no element around a story. */
function storiesPage(): string {
  const rows = Array.from({ length: 60 }, (_, i) => story(i))
    .map(
      (s, i) =>
        `<tr class="story"><td>${i + 1}.</td><td><a href="/s/${i}">${s.title}</a></td></tr>` +
        `<tr><td></td><td class="sub"><span class="score">${s.points} points</span> by <a href="/u/${i}">${s.by}</a></td></tr><tr class="gap"></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html><html><head><title>Lamp stories</title></head><body><table class="stories">${rows}</table></body></html>`;
}

export const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    maker: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['name', 'price', 'code'],
};
export const PROMPT = 'name, price, maker and item code';

export interface LampShop extends StaticSite {
  root: string;
  url(p: Product): string;
  /** Rewrites a product's page (a changed template, or back to the usual one). */
  write(p: Product, changed?: boolean): void;
}

/** Every product page under /lamp/, /lamps.html listing 80 lamps, /stories.html listing 60 stories. */
export async function startLampShop(): Promise<LampShop> {
  const root = mkdtempSync(join(tmpdir(), 'quarry-recipes-site-'));
  mkdirSync(join(root, 'lamp'));
  const write = (p: Product, changed = false): void =>
    writeFileSync(join(root, 'lamp', `${p.code.toLowerCase()}.html`), productPage(p, changed));
  for (const p of products) write(p);
  writeFileSync(join(root, 'lamps.html'), listPage());
  writeFileSync(join(root, 'stories.html'), storiesPage());
  const site = await startStaticSite(root);
  return {
    ...site,
    root,
    url: (p) => `${site.origin}/lamp/${p.code.toLowerCase()}.html`,
    write,
    close: async () => {
      await site.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The model: reads the item code in the page text it was sent and answers for that product. */
export function playLampModel(server: FakeOpenAiServer): void {
  server.script((request) => {
    const text = String(request.body.messages.map((m: { content: unknown }) => String(m.content)).join('\n'));
    if (/All lamps/.test(text)) {
      const five = products.slice(0, 5).map((p, i) => ({ name: `${p.name} (${i + 1})`, price: p.price }));
      return { content: { lamps: five } };
    }
    if (/Lamp stories/.test(text)) return { content: { stories: Array.from({ length: 5 }, (_, i) => story(i)) } };
    const code = /TL-\d+/.exec(text)?.[0];
    const p = products.find((x) => x.code === code);
    return { content: p ? { name: p.name, price: p.price, maker: p.maker, code: p.code } : {} };
  });
}

export async function useFakeModel(worker: Worker, server: FakeOpenAiServer, patch: Record<string, unknown> = {}) {
  await worker.evaluate((p) => (globalThis as any).quarry.configure(p), {
    provider: { kind: 'openai-compatible', baseURL: `${server.url}/v1`, model: 'test-model' },
    ...patch,
  });
}

export function runRecipeRequest(worker: Worker, url: string, schema: object = SCHEMA, prompt = PROMPT): Promise<any> {
  return worker.evaluate(
    ({ url, schema, prompt }) =>
      (globalThis as any).quarry.smartscraper({ website_url: url, user_prompt: prompt, output_schema: schema }),
    { url, schema, prompt },
  );
}

/** Opens the popup with the lamp request (PROMPT and SCHEMA) typed into its form. */
export async function openPopupWithRequest(openPopup: () => Promise<Page>): Promise<Page> {
  const popup = await openPopup();
  await popup.getByLabel('What do you want?').fill(PROMPT);
  await popup.getByLabel('Output schema (JSON Schema, optional)').fill(JSON.stringify(SCHEMA));
  return popup;
}

/** Presses Run in the popup, opening the folded form first when an earlier run folded it. */
export async function runInPopup(popup: Page): Promise<void> {
  const edit = popup.getByRole('button', { name: 'Edit request' });
  if (await edit.isVisible()) await edit.click();
  await popup.getByRole('button', { name: 'Run', exact: true }).click();
}

export const expectedFor = (p: Product) => ({ name: p.name, price: p.price, maker: p.maker, code: p.code });

/**
 * For a spec's top level: starts the fake model and the lamp shop for the file, and scripts the
 * model afresh before each test. The getters give them once started.
 */
export function useLampShopAndModel(): { server(): FakeOpenAiServer; shop(): LampShop } {
  let server: FakeOpenAiServer | undefined;
  let shop: LampShop | undefined;
  test.beforeAll(async () => {
    server = await startFakeOpenAi();
    shop = await startLampShop();
  });
  test.afterAll(async () => {
    await server?.close();
    await shop?.close();
  });
  test.beforeEach(() => {
    server?.reset();
    if (server) playLampModel(server);
  });
  return { server: () => started(server), shop: () => started(shop) };
}

function started<T>(value: T | undefined): T {
  if (!value) throw new Error('The made-up site and the fake model start in beforeAll.');
  return value;
}

/**
 * For a spec with a made-up site of its own, at its top level: before all its tests `write` fills a
 * fresh temporary folder, which is served from 127.0.0.1, and the fake model starts; after them
 * both stop and the folder is removed; before each test the model is reset and `play` scripts it.
 */
export function useSiteAndModel(
  folderPrefix: string,
  write: (root: string) => void,
  play: (model: FakeOpenAiServer) => void,
): { server(): FakeOpenAiServer; site(): StaticSite } {
  let server: FakeOpenAiServer | undefined;
  let site: StaticSite | undefined;
  let root: string | undefined;
  test.beforeAll(async () => {
    server = await startFakeOpenAi();
    root = mkdtempSync(join(tmpdir(), folderPrefix));
    write(root);
    site = await startStaticSite(root);
  });
  test.afterAll(async () => {
    await server?.close();
    await site?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  test.beforeEach(() => {
    server?.reset();
    if (server) play(server);
  });
  return { server: () => started(server), site: () => started(site) };
}
