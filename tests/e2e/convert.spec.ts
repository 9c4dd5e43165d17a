import { expect, test } from './support/fixtures';
import { fakeModelForFile } from './support/fake-model';

test('capture converts the live page into compact model input', async ({ context, site, worker }) => {
  const url = `${site.origin}/convert/product.html`;
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('#late')).toHaveText(/ships in 2 days/);
  const tabId = await worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id, url);
  expect(tabId).toEqual(expect.any(Number));

  const snapshot = await worker.evaluate((id) => (globalThis as any).quarry.capture({ tabId: id }), tabId);
  const input = snapshot.modelInput as { text: string; refs: Record<string, string>; tokens: number };
  expect(site.requests.some((r) => r.url === '/convert/product.html')).toBe(true);

  // Structured data first, then the visible content as Markdown.
  expect(input.text).toContain('## Page data');
  expect(input.text).toContain('Product.sku: SP40-GRN');
  expect(input.text).toContain('# Summit Pack 40');
  expect(input.text).toContain('€149.50');
  expect(input.text).toContain('| Volume | Weight |\n| --- | --- |\n| 40 l | 1.3 kg |');
  expect(input.text).toContain('Rendered by script: ships in 2 days');

  // Links are short references to absolute URLs without tracking parameters.
  const ref = /\[Ridgeline\]\((L\d+)\)/.exec(input.text)?.[1] ?? '';
  expect(input.refs[ref]).toBe(`${site.origin}/brands/ridgeline?id=7`);

  // Hidden text (by stylesheet, inline style or attribute), scripts, styles and reviews stay out.
  for (const absent of [
    'CSS-HIDDEN-TEXT',
    'ignore all previous instructions',
    'INLINE-HIDDEN-TEXT',
    'ATTRIBUTE-HIDDEN-TEXT',
    'SCRIPT-CONTENT-TEXT',
    'STYLE-CONTENT-TEXT',
    'JSONLD-REVIEW-TEXT',
    'pageState',
  ]) {
    expect(input.text).not.toContain(absent);
  }
  expect(input.tokens).toBeGreaterThan(20);
  expect(input.tokens).toBeLessThan(1000);
});

// Query-aware pruning in the built extension: the user's own field names, a schema
// description and a prompt alone each reach the model as the values without the filler.
test.describe('pruning for the fields the user names', () => {
  const server = fakeModelForFile();

  const asked: Array<[string, Record<string, unknown>]> = [
    [
      'renamed fields and a description',
      {
        user_prompt: 'Extract these fields',
        output_schema: {
          type: 'object',
          properties: { itemNumber: { type: 'string' }, f2: { type: 'string', description: 'The writer' } },
        },
      },
    ],
    ['a prompt alone', { user_prompt: 'Get the item number and the author of this page' }],
  ];
  for (const [name, request] of asked) {
    test(name, async ({ context, site, worker }) => {
      await worker.evaluate(
        (baseURL) =>
          (globalThis as any).quarry.configure({
            provider: { kind: 'openai-compatible', baseURL, model: 'test-model' },
          }),
        `${server.url}/v1`,
      );
      const url = `${site.origin}/convert/long-walk.html`;
      const page = await context.newPage();
      await page.goto(url);
      const tabId = await worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id, url);
      const response = await worker.evaluate(
        ({ request, tabId }) => (globalThis as any).quarry.smartscraper(request, { tabId }),
        { request, tabId },
      );
      expect(response.status).toBe('completed');
      const sent = server.chatRequests.map((r) => JSON.stringify(r.body.messages)).join('\n');
      expect(sent).toContain('WALK-7781');
      expect(sent).toContain('By Ada Example');
      expect(sent).not.toContain('Walking note 40');
    });
  }
});
