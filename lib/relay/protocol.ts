import { z } from '../contract/zod-setup';

/**
 * The relay between Quarry's MCP process (`mcp/`) and the extension: one WebSocket on
 * 127.0.0.1 that the MCP process listens on and the extension's service worker dials out to
 * (a worker cannot listen). Both sides parse every frame with these shapes; a frame that
 * does not parse is answered with `error` and otherwise ignored.
 *
 * Sequence:
 * 1. The extension connects to `ws://127.0.0.1:<port>/quarry` (default port
 *    `RELAY_DEFAULT_PORT`). The MCP process refuses the upgrade unless the `Origin` header is
 *    `chrome-extension://<Quarry's id>` (or the id it was told with `--extension-id`).
 * 2. First frame from the extension: `pair` with the code the user typed (Settings → AI apps),
 *    or `hello` with the token of an earlier pairing. Anything else, a wrong code or an
 *    unknown token closes the socket with `RELAY_CLOSE.refused`.
 * 3. The MCP process answers `welcome` (app name from the MCP client's `clientInfo`, and on
 *    `pair` the new token the extension keeps in its storage).
 * 4. Then the MCP process sends `call`s; the extension answers each with any number of
 *    `progress` frames and exactly one `result`. `cancel` stops a call in flight (its
 *    `result` then carries an error). `ping`/`pong` every 20 s keep the worker alive.
 */

export const RELAY_DEFAULT_PORT = 17_373;
export const RELAY_PATH = '/quarry';
export const RELAY_PROTOCOL_VERSION = 1;

/** WebSocket close codes the MCP process uses (4000–4999 are the application's). */
export const RELAY_CLOSE = {
  /** Bad first frame, wrong pairing code, unknown or revoked token, wrong Origin. */
  refused: 4401,
  /** Another extension connection took over (the newest one wins). */
  replaced: 4409,
} as const;

/** The tools an MCP client can call; the extension runs each through `globalThis.quarry`'s code. */
export const relayToolSchema = z.enum(['extract', 'markdownify', 'list_tabs', 'batch', 'list_recipes']);
export type RelayTool = z.infer<typeof relayToolSchema>;

const id = z.string().min(1).max(100);

/** Frames the extension sends. */
export const extensionFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('pair'),
    version: z.literal(RELAY_PROTOCOL_VERSION),
    /** The code the MCP process printed on stderr, as the user typed it (digits). */
    code: z.string().min(4).max(12),
    extensionVersion: z.string().max(40),
  }),
  z.object({
    type: z.literal('hello'),
    version: z.literal(RELAY_PROTOCOL_VERSION),
    token: z.string().min(32).max(200),
    extensionVersion: z.string().max(40),
  }),
  z.object({
    type: z.literal('progress'),
    id,
    /** Pages (or steps) done so far, and how many in all when known. */
    progress: z.number().nonnegative(),
    total: z.number().positive().optional(),
    message: z.string().max(500).optional(),
  }),
  // The two `result` forms share the `type` value, which zod's discriminated union refuses at
  // the first parse: they are told apart by `ok` in a union of their own.
  z.discriminatedUnion('ok', [
    z.object({
      type: z.literal('result'),
      id,
      ok: z.literal(true),
      /** The tool's output: its shape is published with the tool (lib/relay/tools.ts). */
      value: z.unknown(),
    }),
    z.object({
      type: z.literal('result'),
      id,
      ok: z.literal(false),
      /**
       * `denied`: the user refused the site (or the steps); `no_answer`: nobody answered the
       * consent prompt within a minute; `cancelled`; `invalid`: the arguments were refused;
       * `failed`: the run failed. `message` is a sentence an agent can act on.
       */
      error: z.object({
        code: z.enum(['denied', 'no_answer', 'cancelled', 'invalid', 'failed']),
        message: z.string().max(2000),
      }),
    }),
  ]),
  z.object({ type: z.literal('pong') }),
]);
export type ExtensionFrame = z.infer<typeof extensionFrameSchema>;

/** Frames the MCP process sends. */
export const mcpFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    version: z.literal(RELAY_PROTOCOL_VERSION),
    /** The MCP client's name (its `clientInfo.name`, e.g. "Claude Desktop"), shown to the user. */
    appName: z.string().min(1).max(100),
    /** Stable per pairing: the extension's key for this app's consent list. */
    appId: z.string().min(1).max(100),
    /** Only in answer to `pair`: the secret the extension sends in `hello` from now on. */
    token: z.string().min(32).max(200).optional(),
  }),
  z.object({
    type: z.literal('call'),
    id,
    tool: relayToolSchema,
    /** The tool's arguments as the MCP client sent them (validated by the MCP process first; the extension validates again). */
    args: z.record(z.string(), z.unknown()),
  }),
  z.object({ type: z.literal('cancel'), id }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('error'), message: z.string().max(2000) }),
]);
export type McpFrame = z.infer<typeof mcpFrameSchema>;
