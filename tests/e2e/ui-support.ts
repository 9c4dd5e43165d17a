import type { Page, Worker } from '@playwright/test';

/** Helpers shared by the ui-*.spec.ts files (not a spec itself). */

export const PRODUCTS_SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          price: { type: 'number' },
          url: { type: 'string', description: 'Product page address' },
        },
        required: ['name', 'price'],
      },
    },
    currency: { type: 'string' },
  },
};

/** Opens the fixture page the popup will read, in front. */
export async function openShop(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/ui/products.html`);
  await page.bringToFront();
}

/** Writes a finished job straight into extension storage, as the job store would. */
export async function putJob(worker: Worker, job: Record<string, unknown>): Promise<void> {
  await worker.evaluate(async (j) => {
    await chrome.storage.local.set({ [`job:${j.id}`]: JSON.stringify(j) });
  }, job);
}

export function finishedJob(id: string, createdAt: number, extra: Record<string, unknown>): Record<string, unknown> {
  return {
    id,
    status: 'completed',
    createdAt,
    updatedAt: createdAt + 1200,
    request: { user_prompt: extra.user_prompt ?? 'x' },
    tabId: null,
    website_url: 'https://shop.example/',
    user_prompt: 'x',
    result: {},
    error: '',
    mock: false,
    usage: { inputTokens: 1234, outputTokens: 210, chunks: 1, pages: 1, durationMs: 1200 },
    ...extra,
  };
}
