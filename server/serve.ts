import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { buildApi } from './api';
import { readConfig } from './config';
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

async function main(): Promise<void> {
  const file = process.env.QUARRY_CONFIG
    ? (JSON.parse(readFileSync(process.env.QUARRY_CONFIG, 'utf8')) as Record<string, unknown>)
    : undefined;
  const config = readConfig(process.env, file);
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
    return;
  }

  const closers: Array<() => Promise<void>> = [];
  if (role === 'all' || role === 'api') {
    const app = await buildApi(config);
    await app.listen({ host: config.HOST, port: config.PORT });
    console.log(`Quarry API on http://${config.HOST}:${(app.server.address() as { port: number }).port}`);
    closers.push(() => app.close());
  }
  if (role === 'all' || role === 'worker') {
    const worker = await startWorker(config, { concurrency });
    closers.push(() => worker.close());
  }
  if (privateRedis) closers.push(() => privateRedis.stop());

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const close of closers) await close().catch((error: unknown) => console.error(String(error)));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
