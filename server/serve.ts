import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { buildApi } from './api';
import { readConfig, type ServerConfig } from './config';
import { redisOptions } from './jobs';
import { startPrivateRedis, type PrivateRedis } from './private-redis';
import { importRecipeExport } from './recipe-sync';
import { startWorker } from './worker';

/**
 * `npm run serve [-- --role all|api|worker] [--concurrency N] [--import-recipes FILE]`.
 * Role `all` (default) runs the API and one worker in this process, and without REDIS_URL a
 * private redis-server it owns (data in QUARRY_DATA_DIR, default .quarry/redis).
 */
const { values } = parseArgs({
  options: {
    role: { type: 'string', default: 'all' },
    concurrency: { type: 'string', default: '1' },
    'import-recipes': { type: 'string' },
  },
});

async function main(): Promise<Array<() => Promise<void>>> {
  const file = process.env.QUARRY_CONFIG
    ? (JSON.parse(readFileSync(process.env.QUARRY_CONFIG, 'utf8')) as Record<string, unknown>)
    : undefined;
  const config = readConfig(process.env, file);
  graceSeconds = config.QUARRY_SHUTDOWN_SECONDS;
  const role = values.role;
  if (role !== 'all' && role !== 'api' && role !== 'worker')
    throw new Error(`--role must be all, api or worker; got ${role}.`);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16)
    throw new Error('--concurrency must be a whole number from 1 to 16.');

  let privateRedis: PrivateRedis | undefined;
  if (!config.REDIS_URL) {
    if (role !== 'all')
      throw new Error(`--role ${role} needs REDIS_URL: the Redis every API and worker process shares.`);
    privateRedis = await startPrivateRedis(resolve(process.env.QUARRY_DATA_DIR ?? '.quarry/redis'));
    config.REDIS_URL = privateRedis.url;
    console.log(`private redis-server at ${privateRedis.url}`);
  }

  if (values['import-recipes']) {
    const redis = new Redis(redisOptions(config.REDIS_URL));
    const count = await importRecipeExport(redis, readFileSync(values['import-recipes'], 'utf8'));
    redis.disconnect();
    console.log(`imported ${count} recipes`);
    await privateRedis?.stop();
    process.exit(0);
  }

  const closers: Array<() => Promise<void>> = [];
  try {
    await startRoles(config, role, concurrency, closers);
  } catch (error) {
    for (const close of closers) await close().catch(() => undefined);
    await privateRedis?.stop();
    throw error;
  }
  // Last: the worker writes its jobs' outcomes to this Redis while it stops.
  if (privateRedis) closers.push(() => privateRedis.stop());
  return closers;
}

async function startRoles(
  config: ServerConfig,
  role: 'all' | 'api' | 'worker',
  concurrency: number,
  closers: Array<() => Promise<void>>,
): Promise<void> {
  if (role === 'all' || role === 'api') {
    const app = await buildApi(config);
    await app.listen({ host: config.HOST, port: config.PORT });
    console.log(`Quarry API on http://${config.HOST}:${(app.server.address() as { port: number }).port}`);
    closers.push(() => app.close());
  }
  if (role === 'all' || role === 'worker') {
    const worker = await startWorker(config, { concurrency });
    closers.push(() => worker.close(config.QUARRY_SHUTDOWN_SECONDS * 1000));
  }
}

/**
 * Graceful stop on SIGTERM, SIGINT (Ctrl+C) and SIGHUP, in every role: the API stops listening
 * and answers waiting requests with their current state; the worker takes no new job and gives
 * running ones QUARRY_SHUTDOWN_SECONDS before putting them back in the queue; then the browser,
 * Redis connections and the private redis-server are closed, and the process exits 0. If that
 * takes 15 s longer than the grace time (Redis unreachable, a browser that will not close), it
 * says so and exits 1. A repeated signal is ignored (a terminal's Ctrl+C reaches npm, tsx and
 * node at once, and npm and tsx forward it again).
 */
let stopping = false;
let graceSeconds = 10;
const starting = main();
starting.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping (running jobs get ${graceSeconds} s to finish)`);
  setTimeout(
    () => {
      console.error(`Quarry did not stop within ${graceSeconds + 15} s of ${signal}; exiting anyway.`);
      process.exit(1);
    },
    (graceSeconds + 15) * 1000,
  ).unref();
  // A signal that came while starting: stop once everything is up.
  const closers = await starting.catch(() => []);
  for (const close of closers) await close().catch((error: unknown) => console.error(String(error)));
  console.log('stopped');
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
