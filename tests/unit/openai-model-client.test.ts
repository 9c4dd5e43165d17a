import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { createModelClient } from '@/lib/extract/create-model-client';
import { forgetServerMemory } from '@/lib/extract/providers/openai-compatible-provider';
import { testConnection } from '@/lib/extract/test-connection';
import { DEFAULT_SETTINGS, settingsSchema } from '@/lib/settings/settings';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  forgetServerMemory();
});

const settings = () =>
  settingsSchema.parse({ provider: { kind: 'openai-compatible', baseURL: `${server.url}/v1`, model: 'test-model' } });

describe('createModelClient (step fallback, Suggest fields)', () => {
  it('is null without a local model', () => {
    expect(createModelClient(DEFAULT_SETTINGS)).toBeNull();
  });

  it('answers one validated JSON value and keeps the worker alive meanwhile', async () => {
    let alive = 0;
    const client = createModelClient(settings(), { keepAlive: () => (alive++, () => alive--) });
    server.queue({ content: '{"action": "click", "index": 3' });
    const answer = await client?.completeJson({
      system: 'Pick an action.',
      user: '1. [button] Load more',
      schema: {
        type: 'object',
        properties: { action: { enum: ['click', 'type'] }, index: { type: 'integer' } },
        required: ['action', 'index'],
      },
      signal: new AbortController().signal,
    });
    expect(answer).toEqual({ action: 'click', index: 3 });
    expect(alive).toBe(0);
    const body = server.chatRequests[0]?.body;
    expect(body.response_format.type).toBe('json_schema');
    expect(body.messages[0].content).toContain('Pick an action.');
    expect(body.messages[1].content).toBe('1. [button] Load more');
  });

  it('asks once more and then fails with a sentence', async () => {
    server.setDefault({ content: '{"action": "dance"}' });
    const client = createModelClient(settings());
    await expect(
      client!.completeJson({
        system: 's',
        user: 'u',
        schema: { type: 'object', properties: { action: { enum: ['click'] } }, required: ['action'] },
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(/not valid JSON for this task: \/action/);
    expect(server.chatRequests).toHaveLength(2);
  });
});

describe('testConnection', () => {
  it('checks an unsaved provider with one request and says what is wrong', async () => {
    await expect(testConnection(settings().provider)).resolves.toMatch(/the model "test-model" answered/);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/chat/completions']);
    await expect(testConnection({ kind: 'openai-compatible', baseURL: 'not a url', model: '' })).rejects.toThrow(
      /baseURL must be an http\(s\) URL.*model is required/,
    );
  });
});
