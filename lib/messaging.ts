import { z } from './contract/zod-setup';

/**
 * The one protocol between Quarry's own pages (popup, side panel, options) and the
 * background. Every message is parsed here; anything else is ignored.
 */
export const uiMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), request: z.unknown(), tabId: z.int().nullable().optional() }),
  z.object({ type: z.literal('cancel'), requestId: z.string() }),
  z.object({ type: z.literal('configure'), patch: z.unknown() }),
  /** One tiny real call to a model provider (the one given, unsaved, or the saved one). */
  z.object({ type: z.literal('testConnection'), provider: z.unknown().optional() }),
  /** Asks the configured model for a schema fitting the prompt and the user's tab. */
  z.object({ type: z.literal('suggestSchema'), prompt: z.string(), tabId: z.int().nullable().optional() }),
  /** The user's tab as Markdown (local conversion), for "Copy page as Markdown". */
  z.object({ type: z.literal('pageMarkdown'), tabId: z.int().nullable().optional() }),
  /** Whether Chrome's built-in model can run: picks the first-run default. */
  z.object({ type: z.literal('chromeAiStatus') }),
  /** Credits of the remote endpoint (GET /v1/credits), or the mock answer in global mock mode. */
  z.object({ type: z.literal('credits') }),
  /** The user's tab (or a URL) as Markdown made by the remote endpoint (POST /v1/markdownify). */
  z.object({
    type: z.literal('remoteMarkdownify'),
    tabId: z.int().nullable().optional(),
    website_url: z.string().optional(),
  }),
  /** Starts a batch (quarry.batch's arguments); replies { batchId } at once. */
  z.object({ type: z.literal('batchStart'), request: z.unknown(), options: z.unknown() }),
  /**
   * Shows a value of a run's result in the tab the run read: scrolls to it and outlines it.
   * `pageUrls`: the run's pages; the tab must still show one of them.
   */
  z.object({
    type: z.literal('locate'),
    tabId: z.int(),
    pageUrls: z.array(z.string()).max(1000),
    value: z.union([z.string().max(100_000), z.number()]),
  }),
  z.object({
    type: z.literal('batchControl'),
    batchId: z.string(),
    action: z.enum(['pause', 'resume', 'cancel']),
  }),
]);
export type UiMessage = z.infer<typeof uiMessageSchema>;
export type UiMessageType = UiMessage['type'];

export type UiReply = { ok: true; value: unknown } | { ok: false; error: string };

export interface MessageSender {
  id?: string;
  url?: string;
}

/**
 * Only Quarry's own extension pages may drive it. Web pages cannot send runtime messages
 * without externally_connectable (which Quarry does not declare), and content scripts —
 * which run inside web pages — are refused because their URL is the page's, not ours.
 */
export function isTrustedSender(sender: MessageSender, extensionId: string): boolean {
  if (sender.id !== extensionId || !sender.url) return false;
  try {
    // Compare protocol and host: `origin` is "null" for this scheme outside Chrome.
    const url = new URL(sender.url);
    return url.protocol === 'chrome-extension:' && url.host === extensionId;
  } catch {
    return false;
  }
}
