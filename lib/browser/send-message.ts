import { browser } from 'wxt/browser';
import { z } from '../contract/zod-setup';
import { replySchemaFor, type UiMessageOf, type UiMessageType, type UiReply } from '../messaging';

const envelopeSchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

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
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) return { ok: false, error: 'Quarry’s background did not answer. Reload the extension.' };
  if (!envelope.data.ok) return envelope.data;
  const value = replySchemaFor(message.type).safeParse(envelope.data.value);
  return value.success
    ? { ok: true, value: value.data }
    : { ok: false, error: `Quarry’s background gave an unreadable answer to “${message.type}”. Reload the extension.` };
}
