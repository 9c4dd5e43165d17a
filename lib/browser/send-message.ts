import { browser } from 'wxt/browser';
import { z } from '../contract/zod-setup';
import type { UiMessage, UiReply } from '../messaging';

const replySchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

/** Sends a message to the background and parses its reply. Never rejects. */
export async function sendToBackground(message: UiMessage): Promise<UiReply> {
  try {
    const parsed = replySchema.safeParse(await browser.runtime.sendMessage(message));
    return parsed.success
      ? parsed.data
      : { ok: false, error: 'Quarry’s background did not answer. Reload the extension.' };
  } catch (error) {
    return {
      ok: false,
      error: `Quarry’s background is not reachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
