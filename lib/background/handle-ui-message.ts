import { errorText } from '../errors';
import type { QuarryApi } from '../automation';
import type { JobRunner } from '../jobs/job-runner';
import { uiMessageSchema, type UiMessage, type UiMessageType, type UiReply } from '../messaging';

type Handlers = { [K in UiMessageType]: (message: Extract<UiMessage, { type: K }>) => Promise<unknown> };

/** One handler per message type; the type system fails the build if one is missing. */
export function createUiHandlers(runner: JobRunner, api: QuarryApi): Handlers {
  return {
    start: async (m) => ({ requestId: await runner.start(m.request, { tabId: m.tabId ?? null }) }),
    cancel: async (m) => ({ cancelled: await runner.cancel(m.requestId) }),
    configure: async (m) => api.configure(m.patch),
  };
}

export async function handleUiMessage(handlers: Handlers, raw: unknown): Promise<UiReply> {
  const parsed = uiMessageSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: 'Unknown message.' };
  const message = parsed.data;
  try {
    const handler = handlers[message.type] as (m: UiMessage) => Promise<unknown>;
    return { ok: true, value: await handler(message) };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}
