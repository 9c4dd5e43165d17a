import { z } from './contract/zod-setup';
import { creditsRecordSchema } from './contract/response';
import { settingsSchema } from './settings/settings';
import { grantSchema } from './relay-client/apps';

const tabId = z.int().nullable().optional();

export const chromeAiStatusSchema = z.enum(['available', 'downloadable', 'downloading', 'unavailable']);
export type ChromeAiStatus = z.infer<typeof chromeAiStatusSchema>;

/**
 * The one protocol between Quarry's own pages (popup, side panel, options) and the
 * background: each message type once, with the fields of its request and the shape of its
 * reply. Requests are parsed by the background (anything else is ignored); replies are
 * parsed by the page that asked (lib/browser/send-message.ts), so no component re-declares them.
 */
export const UI_MESSAGES = {
  start: {
    /** skipRecipe: "Run with the model instead" — this run does not use a recipe. */
    request: { request: z.unknown(), tabId, skipRecipe: z.boolean().optional() },
    reply: z.object({ requestId: z.string() }),
  },
  cancel: {
    request: { requestId: z.string() },
    reply: z.object({ cancelled: z.boolean() }),
  },
  /** Saves a settings patch; replies with the settings now in force. */
  configure: {
    request: { patch: z.unknown() },
    reply: settingsSchema,
  },
  /** One tiny real call to a model provider (the one given, unsaved, or the saved one). */
  testConnection: {
    request: { provider: z.unknown().optional() },
    reply: z.object({ message: z.string() }),
  },
  /**
   * The models an OpenAI-compatible server lists (GET /v1/models) for the provider being
   * edited (unsaved); an empty list when it lists none or does not answer.
   */
  listModels: {
    request: { provider: z.unknown() },
    reply: z.object({ models: z.array(z.string().max(300)).max(500) }),
  },
  /** Asks the configured model for a schema fitting the prompt and the user's tab. */
  suggestSchema: {
    request: { prompt: z.string(), tabId },
    reply: z.record(z.string(), z.unknown()),
  },
  /** The user's tab as captured HTML: the page turns it into Markdown ("Copy page as Markdown"). */
  pageMarkdown: {
    request: { tabId },
    reply: z.object({ html: z.string(), url: z.string(), title: z.string().optional() }),
  },
  /** Whether Chrome's built-in model can run: picks the first-run default. */
  chromeAiStatus: {
    request: {},
    reply: z.object({ status: chromeAiStatusSchema }),
  },
  /** Credits of the remote endpoint (GET /v1/credits), or the mock answer in global mock mode. */
  credits: {
    request: {},
    reply: creditsRecordSchema,
  },
  /** Settings → Recipes: the automation API's recipes.delete, export and import (validated there). */
  recipesDelete: {
    request: { id: z.string() },
    reply: z.object({ deleted: z.boolean() }),
  },
  recipesExport: {
    request: {},
    reply: z.object({ json: z.string() }),
  },
  /**
   * Without `replace`, an import that would remove the user's recipes imports nothing and
   * replies with the question (`ask`); the page asks the user and sends it again with `replace`.
   */
  recipesImport: {
    request: { json: z.string(), replace: z.boolean().optional() },
    reply: z.object({ imported: z.int().nonnegative(), ask: z.string().optional(), room: z.int().optional() }),
  },
  /** History → Delete / Clear: removes these runs from history, the ones that have ended (the background owns the job store). */
  historyRemove: {
    request: { ids: z.array(z.string()).max(100_000) },
    reply: z.object({ removed: z.int().nonnegative() }),
  },
  /** Starts a batch (quarry.batch's arguments); replies at once, before any page is opened. */
  batchStart: {
    request: { request: z.unknown(), options: z.unknown() },
    reply: z.object({ batchId: z.string() }),
  },
  batchControl: {
    request: { batchId: z.string(), action: z.enum(['pause', 'resume', 'cancel', 'retry']) },
    reply: z.object({ done: z.boolean() }),
  },
  /**
   * Shows a value of a run's result in the tab the run read: scrolls to it and outlines it.
   * `pageUrls`: the run's pages; the tab must still show one of them. The reply says how it went.
   */
  locate: {
    request: {
      tabId: z.int(),
      pageUrls: z.array(z.string()).max(1000),
      value: z.union([z.string().max(100_000), z.number()]),
    },
    reply: z.object({ shown: z.boolean(), message: z.string() }),
  },
  /** Settings → AI apps: pairs with the app whose MCP process printed `code` (port default 17373). */
  aiAppPair: {
    request: { code: z.string().max(40), port: z.int().min(1).max(65_535) },
    reply: z.object({ appId: z.string(), appName: z.string() }),
  },
  /** Settings → AI apps → Revoke: the token is dropped and the app's connection closed. */
  aiAppRevoke: {
    request: { appId: z.string() },
    reply: z.object({ revoked: z.boolean() }),
  },
  /** Settings → AI apps: the sites (and steps) an app may read without asking, as edited by the user. */
  aiAppGrants: {
    request: { appId: z.string(), grants: z.array(grantSchema).max(1000) },
    reply: z.object({ saved: z.boolean() }),
  },
  /** Which paired apps are connected now. */
  aiAppsStatus: {
    request: {},
    reply: z.object({ connected: z.array(z.string()) }),
  },
  /** The consent window reads its question (an app asking for a site) by id… */
  consentQuestion: {
    request: { askId: z.string() },
    reply: z.object({ appName: z.string(), scope: z.string(), what: z.string(), steps: z.array(z.string()) }),
  },
  /** …and sends back the user's answer. */
  consentAnswer: {
    request: { askId: z.string(), answer: z.enum(['once', 'always', 'deny']) },
    reply: z.object({ done: z.boolean() }),
  },
} satisfies Record<string, { request: z.ZodRawShape; reply: z.ZodType }>;

type Table = typeof UI_MESSAGES;
export type UiMessageType = keyof Table;
type RequestFields<K extends UiMessageType> =
  Table[K]['request'] extends Record<string, never> ? unknown : z.output<z.ZodObject<Table[K]['request']>>;
export type UiMessageOf<K extends UiMessageType> = { type: K } & RequestFields<K>;
export type UiMessage = { [K in UiMessageType]: UiMessageOf<K> }[UiMessageType];
/** What the page receives for a message of type K. */
export type UiReplyValue<K extends UiMessageType> = z.output<Table[K]['reply']>;
/**
 * The one reply envelope: the background sends it with any value (handle-ui-message.ts), the
 * page parses it with this schema and then checks `value` against the message's reply schema
 * (lib/browser/send-message.ts).
 */
export const uiReplyEnvelopeSchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type UiReplyEnvelope<T = unknown> = { ok: true; value: T } | { ok: false; error: string };
export type UiReply<K extends UiMessageType = UiMessageType> = UiReplyEnvelope<UiReplyValue<K>>;

/** The background's side: one handler per message type, answering what the reply schema accepts. */
export type UiHandlers = {
  [K in UiMessageType]: (message: UiMessageOf<K>) => Promise<z.input<Table[K]['reply']>>;
};

export const UI_MESSAGE_TYPES = Object.keys(UI_MESSAGES) as UiMessageType[];

const requestSchemas = UI_MESSAGE_TYPES.map((type) =>
  z.object({ ...UI_MESSAGES[type].request, type: z.literal(type) }),
);
/**
 * Every request, as one discriminated union. Built from the table, so its type is stated
 * here rather than inferred (it is the same table's UiMessage).
 */
export const uiMessageSchema = z.discriminatedUnion(
  'type',
  requestSchemas as [(typeof requestSchemas)[number], ...(typeof requestSchemas)[number][]],
) as unknown as z.ZodType<UiMessage>;

/**
 * The schema of the reply to a message of type K. (TypeScript cannot follow a generic key
 * into the table's union of schemas, hence the one cast: the schema is the table's own.)
 */
export function replySchemaFor<K extends UiMessageType>(type: K): z.ZodType<UiReplyValue<K>> {
  return UI_MESSAGES[type].reply as unknown as z.ZodType<UiReplyValue<K>>;
}

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
