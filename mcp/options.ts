import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from '../lib/contract/zod-setup';
import { RELAY_DEFAULT_PORT } from '../lib/relay/protocol';

/**
 * Command line and environment of the MCP process (README "AI apps (MCP)"). A flag wins over
 * its environment variable. The API key is better passed in the environment: a command
 * line is visible to every process of the machine.
 */
const PORT_RULE = '--port must be a whole number from 0 to 65535';
const WAIT_RULE = '--connect-wait must be a number of seconds, 0 or more';

export const optionsSchema = z.object({
  port: z.coerce
    .number({ error: PORT_RULE })
    .int({ error: PORT_RULE })
    .min(0, { error: PORT_RULE })
    .max(65_535, { error: PORT_RULE })
    .default(RELAY_DEFAULT_PORT),
  extensionIds: z.array(z.string().regex(/^[a-p]{32}$/, 'an extension id is 32 letters a–p')).default([]),
  home: z.string().min(1),
  connectWaitMs: z.coerce.number({ error: WAIT_RULE }).nonnegative({ error: WAIT_RULE }).default(15_000),
  server: z.url({ protocol: /^https?$/, error: '--server must be an http(s) URL' }).optional(),
  key: z.string().min(1).optional(),
  forgetPairings: z.boolean().default(false),
  help: z.boolean().default(false),
});
export type Options = z.output<typeof optionsSchema>;

export const USAGE = `quarry-mcp: Quarry's MCP server (stdio).

  node mcp/dist/quarry-mcp.cjs [flags]        (or: npm run mcp -- [flags])

Your browser (default): Quarry in Chrome connects to ws://127.0.0.1:<port>/quarry.
  --port N              QUARRY_MCP_PORT          default ${RELAY_DEFAULT_PORT}
  --extension-id ID     QUARRY_EXTENSION_ID      Quarry's id (chrome://extensions); comma-separated for several
  --home DIR            QUARRY_MCP_HOME          where pairings are kept (default ~/.config/quarry-mcp)
  --connect-wait S      QUARRY_MCP_CONNECT_WAIT  seconds a call waits for Quarry to connect (default 15)
  --forget-pairings                              forget every pairing, then run (Quarry must pair again)
A Quarry server instead:
  --server URL          QUARRY_SERVER_URL        e.g. http://127.0.0.1:8787
  --key KEY             QUARRY_SERVER_KEY        its API key (prefer the environment)
`;

export function readOptions(argv: readonly string[], env: NodeJS.ProcessEnv): Options | string {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        'extension-id': { type: 'string' },
        home: { type: 'string' },
        'connect-wait': { type: 'string' },
        server: { type: 'string' },
        key: { type: 'string' },
        'forget-pairings': { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    return `${(error as Error).message}\n\n${USAGE}`;
  }
  const pick = (flag: string, name: string): string | undefined => {
    const value = values[flag];
    return typeof value === 'string' ? value : env[name] || undefined;
  };
  const configHome = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  const wait = pick('connect-wait', 'QUARRY_MCP_CONNECT_WAIT');
  const parsed = optionsSchema.safeParse({
    port: pick('port', 'QUARRY_MCP_PORT'),
    extensionIds: pick('extension-id', 'QUARRY_EXTENSION_ID')
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    home: pick('home', 'QUARRY_MCP_HOME') ?? join(configHome, 'quarry-mcp'),
    connectWaitMs: wait === undefined ? undefined : Number(wait) * 1000,
    server: pick('server', 'QUARRY_SERVER_URL'),
    key: pick('key', 'QUARRY_SERVER_KEY'),
    forgetPairings: values['forget-pairings'] === true,
    help: values.help === true,
  });
  if (!parsed.success) return `${parsed.error.issues.map((i) => i.message).join('\n')}\n\n${USAGE}`;
  if (parsed.data.server && !parsed.data.key) return `--server needs --key (or QUARRY_SERVER_KEY).\n\n${USAGE}`;
  return parsed.data;
}
