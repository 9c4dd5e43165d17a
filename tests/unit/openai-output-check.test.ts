import { describe, expect, it } from 'vitest';
import { dropNullOptionals, parseModelJson, validateAgainst } from '@/lib/extract/check-output';
import { splitIntoChunks } from '@/lib/extract/chunk-text';
import { MODEL_RETRY } from '@/lib/extract/providers/openai-compatible-provider';
import { retryAfterMs, retryDelayMs } from '@/lib/net/retry';
import { DEFAULT_RETRY } from '@/lib/remote/call-with-retry';
import { describeHttpError, OLLAMA_ORIGINS_FIX } from '@/lib/extract/model-errors';

const headers = (h: Record<string, string>) => new Headers(h);

describe('parseModelJson', () => {
  it('reads plain, fenced, prefixed, and truncated JSON', () => {
    expect(parseModelJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 }, repaired: false });
    expect(parseModelJson('```json\n{"a":1}\n```')).toMatchObject({ ok: true, value: { a: 1 } });
    expect(parseModelJson('Sure! Here it is: {"a": [1, 2')).toMatchObject({
      ok: true,
      value: { a: [1, 2] },
      repaired: true,
    });
    expect(parseModelJson("{a: 'x', b: True,}")).toMatchObject({ ok: true, value: { a: 'x', b: true } });
  });
  it('skips the thinking of reasoning models', () => {
    expect(parseModelJson('<think>The user wants {a}. </think>\n{"a":1}')).toMatchObject({ ok: true, value: { a: 1 } });
  });
  it('says when there is no JSON', () => {
    expect(parseModelJson('')).toEqual({ ok: false, error: 'the model answered with nothing' });
  });
});

describe('validateAgainst the original schema', () => {
  const schema = {
    type: 'object',
    properties: { price: { type: 'number' }, tags: { type: 'array', items: { type: 'string' } } },
    required: ['price'],
  };
  it('returns readable errors with locations', () => {
    const errors = validateAgainst(schema, { price: 'cheap', tags: [1] });
    expect(errors.some((e) => e.startsWith('/price:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('/tags/0:'))).toBe(true);
    expect(validateAgainst(schema, { price: 1 })).toEqual([]);
  });
  it('can ignore missing required members (one chunk of a long page)', () => {
    expect(validateAgainst(schema, {}).length).toBeGreaterThan(0);
    expect(validateAgainst(schema, {}, { ignoreRequired: true })).toEqual([]);
  });
  it('drops nulls the original schema does not allow, only where optional', () => {
    expect(dropNullOptionals({ price: 1, tags: null }, schema)).toEqual({ price: 1 });
    expect(dropNullOptionals({ price: null }, schema)).toEqual({ price: null });
    expect(dropNullOptionals({ price: null }, schema, { all: true })).toEqual({});
    const nullable = { properties: { note: { type: ['string', 'null'] } } };
    expect(dropNullOptionals({ note: null }, nullable)).toEqual({ note: null });
  });
});

describe('splitIntoChunks', () => {
  it('cuts between blocks, never inside one, and keeps every block', () => {
    const blocks = Array.from({ length: 30 }, (_, i) => `Block ${i} ${'x'.repeat(90)}`);
    const chunks = splitIntoChunks(blocks.join('\n\n'), 100);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(400);
    expect(chunks.join('\n\n')).toBe(blocks.join('\n\n'));
  });
  it('keeps the lines of an oversized table together as lines', () => {
    const table = Array.from({ length: 40 }, (_, i) => `| row ${i} | ${'y'.repeat(30)} |`).join('\n');
    const chunks = splitIntoChunks(table, 100);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('\n')).toBe(table);
  });
});

describe('retryDelayMs', () => {
  const delay = (retry: number, h?: Record<string, string>, now = 0): number | null =>
    retryDelayMs(MODEL_RETRY, retry, retryAfterMs(h ? headers(h) : undefined, now), () => 0.5);
  it('honours Retry-After in seconds, as a date, and retry-after-ms', () => {
    expect(delay(1, { 'retry-after': '3' })).toBe(3000);
    expect(delay(1, { 'retry-after-ms': '250' })).toBe(250);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(delay(1, { 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }, now)).toBe(5000);
  });
  it('gives up on waits longer than a minute and backs off exponentially otherwise', () => {
    expect(delay(1, { 'retry-after': '3600' })).toBeNull();
    expect(delay(1)).toBe(1000);
    expect(delay(2)).toBe(2000);
    expect(retryDelayMs(MODEL_RETRY, 1, null, () => 0)).toBe(750);
  });
  it('stops once the retries are used up', () => {
    expect(delay(MODEL_RETRY.maxRetries + 1)).toBeNull();
    expect(retryDelayMs(DEFAULT_RETRY, DEFAULT_RETRY.maxRetries + 1, 0)).toBeNull();
    expect(retryDelayMs(DEFAULT_RETRY, 3, null)).toBe(4000);
  });
});

describe('describeHttpError', () => {
  const ctx = { baseURL: 'http://127.0.0.1:11434/v1', model: 'llama3.1' };
  it('turns an empty 403 into the OLLAMA_ORIGINS fix', () => {
    expect(describeHttpError(403, '', ctx)).toContain(OLLAMA_ORIGINS_FIX);
  });
  it('says what to do for keys, models and context', () => {
    expect(describeHttpError(401, 'bad key', ctx)).toMatch(/Check the API key/);
    expect(describeHttpError(404, 'model not found', ctx)).toMatch(/model "llama3.1"/);
    expect(describeHttpError(400, "This model's maximum context length is 8192 tokens", ctx)).toMatch(
      /lower the context budget/,
    );
  });
  it('words a failure like the remote service does: who, what, status, their words, the fix', () => {
    expect(describeHttpError(503, 'model is loading', ctx)).toBe(
      'The model server at 127.0.0.1:11434 had an internal error (HTTP 503). It said: “model is loading”. It failed also on retry. Check the server (is the model loaded? its logs?), then run again.',
    );
  });
});
