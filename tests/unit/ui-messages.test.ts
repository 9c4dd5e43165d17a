import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { createUiHandlers, handleUiMessage } from '@/lib/background/handle-ui-message';
import type { QuarryApi } from '@/lib/automation/quarry-api';
import type { JobRunner } from '@/lib/jobs/job-runner';
import { sendToBackground } from '@/lib/browser/send-message';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import { UI_MESSAGE_TYPES, uiMessageSchema, type UiHandlers } from '@/lib/messaging';

/** Only what these messages touch; any other call fails the test loudly. */
function fakes(overrides: { start?: JobRunner['start']; credits?: QuarryApi['credits'] } = {}) {
  const missing = (name: string) => () => {
    throw new Error(`unexpected call: ${name}`);
  };
  const runner = { start: overrides.start ?? missing('start'), cancel: missing('cancel') } as unknown as JobRunner;
  const api = {
    settings: async () => DEFAULT_SETTINGS,
    configure: missing('configure'),
    credits: overrides.credits ?? missing('credits'),
  } as unknown as QuarryApi;
  return { runner, api };
}

/** The background as the extension wires it (entrypoints/background.ts), over the fake runtime. */
function listen(handlers: UiHandlers): void {
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => handleUiMessage(handlers, message));
}

afterEach(() => fakeBrowser.reset());

describe('UI messages', () => {
  it('every message type of the table has a handler, and nothing else does', () => {
    const { runner, api } = fakes();
    const handlers = createUiHandlers(runner, api);
    expect(Object.keys(handlers).sort()).toEqual([...UI_MESSAGE_TYPES].sort());
    for (const type of UI_MESSAGE_TYPES) expect(typeof handlers[type], type).toBe('function');
  });

  it('every message type is accepted by the request schema with its fields', () => {
    expect(uiMessageSchema.safeParse({ type: 'credits' }).success).toBe(true);
    expect(uiMessageSchema.safeParse({ type: 'cancel', requestId: 'r1' }).success).toBe(true);
    expect(uiMessageSchema.safeParse({ type: 'cancel' }).success).toBe(false);
    expect(uiMessageSchema.safeParse({ type: 'batchControl', batchId: 'b', action: 'explode' }).success).toBe(false);
  });

  it('the page gets the reply value, typed and checked against the message’s reply schema', async () => {
    const { runner, api } = fakes({ start: async (request) => `job-for-${JSON.stringify(request)}` });
    listen(createUiHandlers(runner, api));
    const reply = await sendToBackground({ type: 'start', request: { user_prompt: 'x' }, tabId: null });
    expect(reply).toEqual({ ok: true, value: { requestId: 'job-for-{"user_prompt":"x"}' } });
  });

  it('a reply that does not match its schema reaches the page as an error, not as a value', async () => {
    const { runner, api } = fakes();
    const handlers = createUiHandlers(runner, api);
    // A background from another build answering credits without the numbers.
    listen({ ...handlers, credits: async () => ({ remaining: 'lots' }) as never });
    const reply = await sendToBackground({ type: 'credits' });
    expect(reply.ok).toBe(false);
    if (!reply.ok) expect(reply.error).toMatch(/unreadable answer to “credits”/);
  });

  it('a failing handler becomes an error reply with its message; an unknown message is refused', async () => {
    const { runner, api } = fakes({
      credits: async () => {
        throw new Error('No remote endpoint is configured.');
      },
    });
    const handlers = createUiHandlers(runner, api);
    expect(await handleUiMessage(handlers, { type: 'credits' })).toEqual({
      ok: false,
      error: 'No remote endpoint is configured.',
    });
    expect(await handleUiMessage(handlers, { type: 'eval', code: '1' })).toEqual({
      ok: false,
      error: 'Unknown message.',
    });
  });

  it('a background that cannot be reached is an error reply, never a rejection', async () => {
    expect(await sendToBackground({ type: 'credits' })).toEqual({
      ok: false,
      error: expect.stringMatching(/^Quarry’s background is not reachable: /),
    });
  });
});
