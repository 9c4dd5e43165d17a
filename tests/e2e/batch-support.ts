import type { Worker } from '@playwright/test';
import type { FakeOpenAiServer } from '../support/fake-openai-server';

/** Helpers shared by the batch-*.spec.ts files (not a spec itself). */

export const COLOURS = ['red', 'green', 'blue'];

/** One fixture file serves every product: ?n=7 is "Product 7" at 7.5, colour COLOURS[7 % 3]. */
export function productUrl(origin: string, n: number): string {
  return `${origin}/batch/product.html?n=${n}`;
}

/** What product page n shows. */
export function productOnPage(n: number): Record<string, unknown> {
  return { name: `Product ${n}`, price: n + 0.5, colour: COLOURS[n % 3] };
}

/** A request for what a product page shows, with its output schema. */
export const PRODUCT_REQUEST = {
  user_prompt: 'the product name, price and colour',
  output_schema: {
    type: 'object',
    properties: { name: { type: 'string' }, price: { type: 'number' }, colour: { type: 'string' } },
  },
};

/** The fake model answers with what the page it was sent says: product number, price, colour. */
export function answerFromPage(server: FakeOpenAiServer, delayMs: number): void {
  server.script((request) => {
    const n = Number(/Product (\d+)/.exec(JSON.stringify(request.body?.messages ?? ''))?.[1] ?? -1);
    return { content: productOnPage(n), delayMs };
  });
}

export async function useFakeModel(worker: Worker, server: FakeOpenAiServer): Promise<void> {
  await worker.evaluate((p) => (globalThis as any).quarry.configure({ provider: p }), {
    kind: 'openai-compatible',
    baseURL: `${server.url}/v1`,
    model: 'test-model',
    apiKey: 'sk-batch-test',
  });
}
