import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { listModelScript } from '../support/fake-list-model';
import { createOpenAiCompatibleProvider, forgetServerMemory } from '@/lib/extract/providers/openai-compatible-provider';
import type { ExtractInput } from '@/lib/extract/provider';
import { openAiCompatibleProviderSchema } from '@/lib/settings/settings';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  forgetServerMemory();
});

const N = 150;
const items = Array.from({ length: N }, (_, i) => ({ name: `Lamp number ${i + 1}`, price: 10 + i, url: `L${i + 1}` }));
const refs = Object.fromEntries(items.map((_, i) => [`L${i + 1}`, `http://shop.test/p/${i + 1}`]));
const text = ['# Lamps', ...items.map((it) => `- [${it.name}](${it.url}) ${it.price},00 €`)].join('\n');
const schema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, price: { type: 'number' }, url: { type: 'string' } },
        required: ['name', 'price', 'url'],
      },
    },
  },
  required: ['products'],
};

function run(pageText = text) {
  const provider = createOpenAiCompatibleProvider(
    openAiCompatibleProviderSchema.parse({
      kind: 'openai-compatible',
      baseURL: `${server.url}/v1`,
      model: 'test-model',
      contextTokens: 32_000,
    }),
  );
  const input: ExtractInput = {
    request: {
      user_prompt: 'every lamp',
      output_schema: schema,
      total_pages: 1,
      number_of_scrolls: 0,
      render_heavy_js: false,
      stealth: false,
      mock: false,
      plain_text: false,
      website_html: '<p>x</p>',
    } as ExtractInput['request'],
    pageUrl: 'http://shop.test/lamps',
    content: { text: pageText, refs, tokens: Math.ceil(pageText.length / 4) },
    signal: new AbortController().signal,
    onProgress: () => undefined,
  };
  return provider.extract(input);
}

describe('long lists are continued until every record is in', () => {
  it('gets all 150 records, 25 per call with some answers cut mid-record, none twice', async () => {
    server.script(listModelScript({ items, listKey: 'products', key: 'name', perCall: 25, cutEvery: 3 }));
    const output = await run();
    const products = (output.result as { products: Array<{ name: string; url: string }> }).products;
    expect(products.map((p) => p.name)).toEqual(items.map((it) => it.name));
    expect(products[149]?.url).toBe('http://shop.test/p/150');
    expect(output.cutOff).toBe(false);
    expect(server.chatRequests.length).toBeGreaterThanOrEqual(7);
    const followUp = server.chatRequests[1]?.body.messages.at(-1).content as string;
    expect(followUp).toContain('about 150 records');
  });

  it('stops when a round adds nothing, and keeps what it got', async () => {
    server.script(listModelScript({ items, listKey: 'products', key: 'name', perCall: 25, missFrom: 47 }));
    const output = await run();
    const products = (output.result as { products: unknown[] }).products;
    expect(products).toHaveLength(47);
    expect(server.chatRequests).toHaveLength(3);
    // The model said no record comes after the 47th: the list's end is confirmed by the model.
    expect(output.listEnd).toBe('confirmed');
  });

  it('a list the count took one more item for: one follow-up, answered with none, ends it as confirmed', async () => {
    // Ten lamps and, after them, one more line of the same shape the model does not count (an
    // ad with no mark in the text): the count says 11.
    const ten = items.slice(0, 10);
    const page = [
      '# Lamps',
      ...ten.map((it) => `- [${it.name}](${it.url}) ${it.price},00 €`),
      '- [Glow partner lamp](L900) 99,00 €',
    ].join('\n');
    server.script(listModelScript({ items: ten, listKey: 'products', key: 'name', perCall: 25 }));
    const output = await run(page);
    expect((output.result as { products: unknown[] }).products).toHaveLength(10);
    expect(server.chatRequests).toHaveLength(2);
    expect(server.chatRequests[1]?.body.messages.at(-1).content).toContain('about 11 records');
    expect(output.listEnd).toBe('confirmed');
  });

  it('a list that came back whole needs no follow-up and says nothing of its end', async () => {
    server.script(listModelScript({ items, listKey: 'products', key: 'name', perCall: 150 }));
    const output = await run();
    expect(server.chatRequests).toHaveLength(1);
    expect(output.listEnd).toBeUndefined();
  });

  it('a follow-up that cannot be read leaves the list open', async () => {
    let call = 0;
    server.script(() =>
      call++ === 0 ? { content: JSON.stringify({ products: items.slice(0, 30) }) } : { content: 'Sorry, no.' },
    );
    const output = await run();
    expect((output.result as { products: unknown[] }).products).toHaveLength(30);
    expect(output.listEnd).toBe('open');
  });

  it('reports a list still cut off when the model keeps hitting its limit without progress', async () => {
    server.setDefault({
      content: '{"products":[{"name":"Lamp number 1","price":10,"url":"L1"},{"name":"La',
      finishReason: 'length',
    });
    const output = await run();
    expect(output.cutOff).toBe(true);
    expect((output.result as { products: unknown[] }).products).toHaveLength(1);
  });
});
