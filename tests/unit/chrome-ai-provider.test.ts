import { describe, expect, it } from 'vitest';
import {
  chromeAiAvailability,
  createChromeAiProvider,
  findLanguageModel,
  type LanguageModelLike,
  type LanguageModelSessionLike,
} from '@/lib/extract/providers/chrome-ai-provider';
import type { ExtractInput } from '@/lib/extract/provider';
import type { Progress } from '@/lib/jobs/job';

/** A stand-in for Chrome's LanguageModel with the Prompt API's shape; it records every call. */
class FakeLanguageModel {
  prompts: Array<{ initialPrompts: unknown; input: string; options: Record<string, unknown> }> = [];
  created = 0;
  destroyed = 0;
  constructor(
    private status: string,
    private answers: string[],
    private quota = 6000,
  ) {}
  async availability(): Promise<string> {
    return this.status;
  }
  async create(options: { initialPrompts?: unknown; monitor?(m: EventTarget): void; signal?: AbortSignal } = {}) {
    const monitor = new EventTarget();
    options.monitor?.(monitor);
    if (this.status === 'downloadable') {
      for (const loaded of [0, 0.5, 1]) monitor.dispatchEvent(Object.assign(new Event('downloadprogress'), { loaded }));
      this.status = 'available';
    }
    this.created++;
    const session: LanguageModelSessionLike = {
      inputQuota: this.quota,
      prompt: async (input, promptOptions = {}) => {
        this.prompts.push({ initialPrompts: options.initialPrompts, input, options: promptOptions });
        return this.answers.shift() ?? '{}';
      },
      measureInputUsage: async (input) => Math.ceil(input.length / 3),
      destroy: () => void this.destroyed++,
    };
    return session;
  }
}

function input(request: Record<string, unknown> = {}) {
  const progress: Progress[] = [];
  const value: ExtractInput = {
    request: {
      user_prompt: 'name and price',
      output_schema: {
        type: 'object',
        properties: { name: { type: 'string' }, price: { type: 'number' } },
        required: ['name'],
      },
      total_pages: 1,
      number_of_scrolls: 0,
      render_heavy_js: false,
      stealth: false,
      mock: false,
      plain_text: false,
      website_html: '<p>x</p>',
      ...request,
    } as ExtractInput['request'],
    pageUrl: 'http://shop.test/p',
    content: { text: '# Trail Runner 3\n\nPrice 89.90', refs: {}, tokens: 10 },
    signal: new AbortController().signal,
    onProgress: (p) => progress.push(p),
  };
  return { value, progress };
}

describe("Chrome's built-in model provider (fake LanguageModel)", () => {
  it('is feature-detected', async () => {
    expect(findLanguageModel({})).toBeNull();
    expect(await chromeAiAvailability(null)).toBe('missing');
    const fake = new FakeLanguageModel('available', []);
    expect(await chromeAiAvailability(findLanguageModel({ LanguageModel: fake }))).toBe('available');
  });

  it('extracts with responseConstraint set to the strict schema and validates the answer', async () => {
    const fake = new FakeLanguageModel('available', ['{"name":"Trail Runner 3","price":89.9}']);
    const out = await createChromeAiProvider(findLanguageModel({ LanguageModel: fake })).extract(input().value);
    expect(out.result).toEqual({ name: 'Trail Runner 3', price: 89.9 });
    expect(out.usage.chunks).toBe(1);
    expect(out.usage.inputTokens).toBeGreaterThan(0);
    const [call] = fake.prompts;
    expect(call?.input).toContain('Price 89.90');
    expect(call?.options.responseConstraint).toMatchObject({
      additionalProperties: false,
      required: ['name', 'price'],
    });
    expect(call?.options.omitResponseConstraintInput).toBe(true);
    expect(JSON.stringify(call?.initialPrompts)).toMatch(/untrusted/);
    expect(fake.destroyed).toBe(fake.created);
  });

  it('reports the model download as progress', async () => {
    const fake = new FakeLanguageModel('downloadable', ['{"name":"a"}']);
    const { value, progress } = input();
    await createChromeAiProvider(findLanguageModel({ LanguageModel: fake })).extract(value);
    expect(progress.map((p) => p.detail)).toContain("downloading Chrome's built-in model 50%");
  });

  it('asks again with the errors when the answer does not match, and returns text for plain_text', async () => {
    const fake = new FakeLanguageModel('available', ['{"name": 5}', '{"name":"ok"}', 'A short answer.']);
    const provider = createChromeAiProvider(findLanguageModel({ LanguageModel: fake }));
    expect((await provider.extract(input().value)).result).toEqual({ name: 'ok' });
    expect(fake.prompts[1]?.input).toMatch(/\/name: /);
    expect((await provider.extract(input({ plain_text: true }).value)).result).toBe('A short answer.');
    expect(fake.prompts[2]?.options.responseConstraint).toBeUndefined();
  });

  it('fails with a sentence when the model is unavailable', async () => {
    const fake = new FakeLanguageModel('unavailable', []);
    await expect(
      createChromeAiProvider(findLanguageModel({ LanguageModel: fake })).extract(input().value),
    ).rejects.toThrow(/not available in this browser/);
    await expect(createChromeAiProvider(null).extract(input().value)).rejects.toThrow(
      /Choose an OpenAI-compatible model/,
    );
  });

  it('accepts the real global shape: a class with static methods', async () => {
    const fake = new FakeLanguageModel('available', ['{"name":"static"}']);
    class LanguageModel {
      static availability = (): Promise<string> => fake.availability();
      static create = (o?: object): ReturnType<FakeLanguageModel['create']> => fake.create(o);
    }
    const found: LanguageModelLike | null = findLanguageModel({ LanguageModel });
    expect((await createChromeAiProvider(found).extract(input().value)).result).toEqual({ name: 'static' });
  });
});
