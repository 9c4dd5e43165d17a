import { browser } from 'wxt/browser';
import {
  replySchemaFor,
  uiReplyEnvelopeSchema,
  type UiMessageOf,
  type UiMessageType,
  type UiReply,
} from '../messaging';

/**
 * Sends a message to the background and parses its reply against that message's reply
 * schema (lib/messaging.ts), so callers get a typed value. Never rejects.
 */
export async function sendToBackground<K extends UiMessageType>(message: UiMessageOf<K>): Promise<UiReply<K>> {
  let raw: unknown;
  try {
    raw = await browser.runtime.sendMessage(message);
  } catch (error) {
    return {
      ok: false,
      error: `Quarry’s background is not reachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const envelope = uiReplyEnvelopeSchema.safeParse(raw);
  if (!envelope.success) return { ok: false, error: 'Quarry’s background did not answer. Reload the extension.' };
  if (!envelope.data.ok) return envelope.data;
  const value = replySchemaFor(message.type).safeParse(envelope.data.value);
  return value.success
    ? { ok: true, value: value.data }
    : { ok: false, error: `Quarry’s background gave an unreadable answer to “${message.type}”. Reload the extension.` };
}
