import { z } from 'zod';

/**
 * The server's configuration, read once from the environment (or a JSON config file named by
 * QUARRY_CONFIG whose members are the same names). These names are public surface: README
 * "Server" documents each one.
 */
// A config file may say `true`; the environment says "1".
const flag = z
  .preprocess(
    (v) => (v === undefined ? undefined : String(v)),
    z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.literal('')]).optional(),
  )
  .transform((v) => v === '1' || v === 'true');
const positive = (fallback: number) => z.coerce.number().positive().default(fallback);

export const serverEnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  REDIS_URL: z.string().optional(),
  QUARRY_API_KEYS: z.string().default(''),
  QUARRY_MODEL_BASE_URL: z.string().default(''),
  QUARRY_MODEL: z.string().default(''),
  QUARRY_MODEL_API_KEY: z.string().default(''),
  QUARRY_ALLOW_PRIVATE_ADDRESSES: flag,
  /** Addresses or CIDR blocks allowed although private (an intranet; a test's page server). */
  QUARRY_ALLOWED_ADDRESSES: z.string().default(''),
  QUARRY_WAIT_SECONDS: z.coerce.number().min(0).max(600).default(30),
  /** Credits one request costs (stealth adds 4, mock costs nothing). */
  QUARRY_REQUEST_COST: z.coerce.number().int().min(0).default(1),
  /** Requests per minute one key may make. */
  QUARRY_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  /** Attempts a job gets when its worker dies (browser crash, SIGKILL): bounded, then `failed`. */
  QUARRY_JOB_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** How long a worker's hold on a job lasts without renewal: a dead worker's job is retried after it. */
  QUARRY_JOB_LOCK_SECONDS: positive(30),
  /** Browser recycling: after this many jobs, or when the browser's memory grows past this many MB. */
  QUARRY_RECYCLE_JOBS: z.coerce.number().int().positive().default(200),
  QUARRY_RECYCLE_MB: positive(1500),
  /** Politeness across all workers: pages of one host at once, and the least gap between starts. */
  QUARRY_HOST_CONCURRENCY: z.coerce.number().int().positive().default(2),
  QUARRY_HOST_GAP_MS: z.coerce.number().int().min(0).default(1000),
  /** On SIGTERM/SIGINT, how long running jobs get to finish before they go back to the queue. */
  QUARRY_SHUTDOWN_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** The production build of the extension the workers load. */
  QUARRY_EXTENSION_DIR: z.string().default('.output/chrome-mv3'),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
});

export type ServerConfig = z.output<typeof serverEnvSchema>;

/** Reads the configuration; throws one sentence per bad variable (never echoing a key). */
export function readConfig(env: Record<string, string | undefined>, file?: Record<string, unknown>): ServerConfig {
  const merged: Record<string, unknown> = { ...(file ?? {}) };
  // Builds made with QUARRY_OUT_DIR (parallel work, scripts/test-all.mjs) live there.
  if (env.QUARRY_OUT_DIR && !env.QUARRY_EXTENSION_DIR) merged.QUARRY_EXTENSION_DIR = `${env.QUARRY_OUT_DIR}/chrome-mv3`;
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && name in serverEnvSchema.shape) merged[name] = value;
  const parsed = serverEnvSchema.safeParse(merged);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Bad server configuration: ${lines.join('; ')}`);
  }
  return parsed.data;
}
