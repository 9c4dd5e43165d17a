import fc from 'fast-check';
import { expect, test } from './support/fixtures';

// Random requests, valid and invalid, pushed through the real quarry.smartscraper in the
// service worker: none may throw, every one must end completed or failed, and no job may
// be left queued or processing in storage.
const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -3, max: 120 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant('<img src=x onerror=alert(1)>'),
  fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxKeys: 3 }),
);
const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arb, { nil: undefined, freq: 2 });
const request = fc
  .record({
    user_prompt: maybe(fc.oneof(fc.constant('every product'), value)),
    website_url: maybe(fc.oneof(fc.webUrl(), value)),
    website_html: maybe(fc.oneof(fc.constant('<h1>Shop</h1><p>€ 9</p>'), value)),
    website_markdown: maybe(fc.oneof(fc.constant('# Shop'), value)),
    output_schema: maybe(fc.oneof(fc.constant({ properties: { name: { type: 'string' } } }), value)),
    headers: maybe(value),
    cookies: maybe(value),
    total_pages: maybe(fc.oneof(fc.integer({ min: -1, max: 102 }), value)),
    number_of_scrolls: maybe(fc.oneof(fc.integer({ min: -1, max: 52 }), value)),
    render_heavy_js: maybe(value),
    stealth: maybe(value),
    mock: maybe(fc.oneof(fc.constant(true), value)),
    plain_text: maybe(value),
    steps: maybe(value),
  })
  .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)));

// Requests that are mostly right, with one option drawn at random: most should complete.
const nearlyValid = fc
  .record({
    user_prompt: fc.constant('every product with name and price'),
    website_html: fc.constant('<h1>Shop</h1><p>€ 9</p>'),
    mock: fc.constant(true),
    total_pages: fc.integer({ min: 0, max: 101 }),
    plain_text: fc.boolean(),
  })
  .map((r) => r as Record<string, unknown>);

test('thousands of random requests: never throws, never leaves a job processing', async ({ worker }) => {
  test.setTimeout(180_000);
  const inputs: unknown[] = [
    ...fc.sample(request, { numRuns: 1_500, seed: 20261122 }),
    ...fc.sample(nearlyValid, { numRuns: 500, seed: 7 }),
    null,
    'text',
    7,
    [],
    {},
  ];
  const outcomes = { completed: 0, failed: 0 };
  for (let i = 0; i < inputs.length; i += 250) {
    const batch = inputs.slice(i, i + 250);
    const results = await worker.evaluate(async (requests) => {
      const q = (globalThis as any).quarry;
      return Promise.all(
        requests.map(async (r: unknown) => {
          try {
            const response = await q.smartscraper(r);
            return { status: response.status, error: response.error, id: response.request_id };
          } catch (error) {
            return { status: 'threw', error: String(error), id: '' };
          }
        }),
      );
    }, batch);
    for (const result of results) {
      expect(['completed', 'failed']).toContain(result.status);
      if (result.status === 'failed') expect(result.error.length).toBeGreaterThan(10);
      outcomes[result.status as 'completed' | 'failed']++;
    }
  }
  expect(outcomes.completed).toBeGreaterThan(20);
  expect(outcomes.failed).toBeGreaterThan(500);
  const stuck = await worker.evaluate(async () => {
    const items = await chrome.storage.local.get(null);
    return Object.entries(items)
      .filter(([key]) => key.startsWith('job:'))
      .map(([, value]) => JSON.parse(String(value)).status)
      .filter((status) => status === 'queued' || status === 'processing').length;
  });
  expect(stuck).toBe(0);
});
