import { describe, expect, it } from 'vitest';
import { chromeAiStatus } from '@/lib/background/chrome-ai-status';
import {
  chromeAiAvailability,
  contextTokensOf,
  createChromeAiProvider,
  findLanguageModel,
  SESSION_OPTIONS,
  type LanguageModelLike,
  type LanguageModelSessionLike,
} from '@/lib/extract/providers/chrome-ai-provider';
import { estimateTokens } from '@/lib/convert/tokens';
import type { ExtractInput } from '@/lib/extract/provider';
import type { Progress } from '@/lib/extract/progress';

const LANGUAGES = ['en', 'es', 'ja'];
const CREATE_KEYS = new Set(['initialPrompts', 'signal', 'monitor', 'expectedInputs', 'expectedOutputs']);
const PROMPT_KEYS = new Set(['signal', 'responseConstraint', 'omitResponseConstraintInput']);

/** Throws like the Prompt API on options it would refuse: unknown keys, languages, prompt order. */
function checkSessionOptions(options: Record<string, unknown>, allowed: Set<string>): void {
  for (const key of Object.keys(options)) if (!allowed.has(key)) throw new TypeError(`unknown option ${key}`);
  for (const key of ['expectedInputs', 'expectedOutputs']) {
    const list: unknown = options[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new TypeError(`${key} must be a list`);
    for (const item of list as Array<{ type?: unknown; languages?: unknown }>) {
      if (item.type !== 'text') throw new TypeError(`${key}: unsupported type ${String(item.type)}`);
      if (!Array.isArray(item.languages) || item.languages.some((l) => !LANGUAGES.includes(l)))
        throw new DOMException(`${key}: unsupported languages`, 'NotSupportedError');
    }
  }
}

function languagesOf(options: Record<string, unknown>): string {
  return JSON.stringify({ expectedInputs: options.expectedInputs, expectedOutputs: options.expectedOutputs });
}

/**
 * A stand-in for Chrome's LanguageModel with the Prompt API's shape; it records every call and
 * refuses wrong ones as Chrome would or as Chrome's guidance forbids: create() with other
 * languages than availability() was asked about, a system prompt after the first, unknown
 * options, a responseConstraint that is not a JSON Schema, an input past the context window.
 * `api` picks the session's names: Chrome 141+ (`contextWindow`…) or 138–140 (`inputQuota`…).
 */
class FakeLanguageModel {
  prompts: Array<{ initialPrompts: unknown; input: string; options: Record<string, unknown> }> = [];
  availabilityAsked: Array<Record<string, unknown>> = [];
  created = 0;
  destroyed = 0;
  downloadListeners = 0;
  constructor(
    private status: string,
    private answers: string[],
    private window = 6000,
    private api: 'current' | 'legacy' = 'current',
  ) {}
  async availability(options: Record<string, unknown> = {}): Promise<string> {
    checkSessionOptions(options, new Set(['expectedInputs', 'expectedOutputs']));
    this.availabilityAsked.push(options);
    return this.status;
  }
  async create(options: Record<string, unknown> = {}): Promise<LanguageModelSessionLike> {
    checkSessionOptions(options, CREATE_KEYS);
    const asked = this.availabilityAsked.at(-1);
    if (!asked || languagesOf(asked) !== languagesOf(options))
      throw new Error('create() was called with other options than availability() was asked with');
    const initialPrompts = (options.initialPrompts ?? []) as Array<{ role: string; content: unknown }>;
    initialPrompts.forEach((p, i) => {
      if (typeof p.content !== 'string') throw new TypeError('prompt content must be text');
      if (p.role === 'system' && i > 0) throw new TypeError('a system prompt must come first');
    });
    if (options.monitor !== undefined && typeof options.monitor !== 'function')
      throw new TypeError('monitor must be a function');
    const monitor = new EventTarget();
    const add = monitor.addEventListener.bind(monitor);
    monitor.addEventListener = (type, ...rest) => {
      if (type === 'downloadprogress') this.downloadListeners++;
      add(type, ...rest);
    };
    (options.monitor as ((m: EventTarget) => void) | undefined)?.(monitor);
    if (this.status === 'unavailable') throw new DOMException('model unavailable', 'NotSupportedError');
    if (this.status === 'downloadable') {
      for (const loaded of [0, 0.5, 1]) monitor.dispatchEvent(Object.assign(new Event('downloadprogress'), { loaded }));
      this.status = 'available';
    }
    this.created++;
    const measure = async (input: string): Promise<number> => Math.ceil(input.length / 3.5);
    const usage = initialPrompts.reduce((sum, p) => sum + Math.ceil(String(p.content).length / 3.5), 0);
    const sizes =
      this.api === 'current'
        ? { contextWindow: this.window, contextUsage: usage, measureContextUsage: measure }
        : { inputQuota: this.window, inputUsage: usage, measureInputUsage: measure };
    return {
      ...sizes,
      prompt: async (input, promptOptions = {}) => {
        checkSessionOptions(promptOptions, PROMPT_KEYS);
        const constraint = promptOptions.responseConstraint as { type?: unknown } | undefined;
        if (constraint !== undefined && (typeof constraint !== 'object' || typeof constraint.type !== 'string'))
          throw new TypeError('responseConstraint must be a JSON Schema');
        if (usage + (await measure(input)) > this.window)
          throw new DOMException('input too large', 'QuotaExceededError');
        this.prompts.push({ initialPrompts: options.initialPrompts, input, options: promptOptions });
        return this.answers.shift() ?? '{}';
      },
      destroy: () => void this.destroyed++,
    };
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
    expect(fake.downloadListeners).toBeGreaterThan(0);
  });

  it('asks availability() with the same languages it creates sessions with', async () => {
    const fake = new FakeLanguageModel('available', ['{"name":"a"}']);
    await createChromeAiProvider(findLanguageModel({ LanguageModel: fake })).extract(input().value);
    expect(fake.availabilityAsked[0]).toEqual({
      expectedInputs: [{ type: 'text', languages: ['en'] }],
      expectedOutputs: [{ type: 'text', languages: ['en'] }],
    });
    expect(await chromeAiStatus({ LanguageModel: fake })).toBe('available');
    expect(fake.availabilityAsked.at(-1)).toEqual(fake.availabilityAsked[0]);
  });

  it.each(['current', 'legacy'] as const)(
    'sizes chunks by the context window and counts tokens with the model (%s Prompt API names)',
    async (api) => {
      const page = Array.from({ length: 40 }, (_, i) => `## Part ${i}\n\n${'Trail running shoe text. '.repeat(8)}`);
      const fake = new FakeLanguageModel('available', Array(20).fill('{"name":"Trail"}'), 2500, api);
      const { value } = input();
      value.content = { text: page.join('\n\n'), refs: {}, tokens: 2000 };
      const out = await createChromeAiProvider(findLanguageModel({ LanguageModel: fake })).extract(value);
      // Split to fit the window (the fake refuses an input past it), each call measured by the model.
      expect(out.usage.chunks).toBeGreaterThan(1);
      expect(fake.prompts).toHaveLength(out.usage.chunks ?? 0);
      const history = (p: (typeof fake.prompts)[number]): string =>
        (p.initialPrompts as Array<{ content: string }>).map((m) => m.content).join('\n');
      const counted = fake.prompts.reduce(
        (sum, p) => sum + Math.ceil(p.input.length / 3.5) + estimateTokens(history(p)),
        0,
      );
      expect(out.usage.inputTokens).toBe(counted);
      expect(contextTokensOf(await fake.create(SESSION_OPTIONS))).toBe(2500);
    },
  );

  it('prefers contextWindow to inputQuota and leaves out what the session already holds', () => {
    const session = { prompt: async () => '', destroy: () => {} };
    expect(contextTokensOf({ ...session, contextWindow: 9000, contextUsage: 1000, inputQuota: 4000 })).toBe(8000);
    expect(contextTokensOf({ ...session, inputQuota: 4000, inputUsage: 500 })).toBe(3500);
    expect(contextTokensOf(session)).toBe(6000);
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
      static availability = (o?: Record<string, unknown>): Promise<string> => fake.availability(o);
      static create = (o?: Record<string, unknown>): ReturnType<FakeLanguageModel['create']> => fake.create(o);
    }
    const found: LanguageModelLike | null = findLanguageModel({ LanguageModel });
    expect((await createChromeAiProvider(found).extract(input().value)).result).toEqual({ name: 'static' });
  });
});
