import { requestAccessForUrls } from '../browser/host-access';
import { sendToBackground } from '../browser/send-message';
import type { BatchOrigin } from '../batch/batch';
import { SOURCE_FIELDS } from '../contract';
import { z } from '../contract/zod-setup';

const stringMap = z.record(z.string(), z.string()).optional().catch(undefined);

export interface BatchStartOptions {
  urls: string[];
  concurrency: number;
  origin?: BatchOrigin;
}

/**
 * Starts a batch from a click: Chrome's prompt for every site of the batch comes first,
 * while the click still counts as a user gesture; then the background checks and starts it.
 * Resolves with the batch id, or a sentence saying what is wrong.
 */
export async function startBatch(
  request: Record<string, unknown>,
  options: BatchStartOptions,
): Promise<{ ok: true; batchId: string } | { ok: false; error: string }> {
  const shared = Object.fromEntries(
    Object.entries(request).filter(([field]) => !(SOURCE_FIELDS as readonly string[]).includes(field)),
  );
  if (shared.mock !== true) {
    const granted = await requestAccessForUrls(options.urls, {
      headers: stringMap.parse(shared.headers),
      cookies: stringMap.parse(shared.cookies),
    });
    if (!granted) {
      return {
        ok: false,
        error: 'Quarry needs your permission to open these sites. Run again and allow access when Chrome asks.',
      };
    }
  }
  const reply = await sendToBackground({ type: 'batchStart', request: shared, options });
  return reply.ok ? { ok: true, batchId: reply.value.batchId } : reply;
}

export async function controlBatch(batchId: string, action: 'pause' | 'resume' | 'cancel' | 'retry'): Promise<string> {
  const reply = await sendToBackground({ type: 'batchControl', batchId, action });
  return reply.ok ? '' : reply.error;
}
