import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PrivateRedis {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A redis-server (Debian's package) that this process owns: loopback only, on a free port,
 * with its append-only file in `dir`, so a restarted `npm run serve` finds its queue again.
 */
export async function startPrivateRedis(
  dir: string,
  options: { port?: number; persist?: boolean } = {},
): Promise<PrivateRedis> {
  mkdirSync(dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--protected-mode', 'yes'];
  args.push('--appendonly', options.persist === false ? 'no' : 'yes');
  const child = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? 'redis-server is not installed: apt-get install redis-server (or set REDIS_URL to a Redis you run).'
            : `redis-server did not start: ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited at start (code ${code}).`)));
  });
  const url = `redis://127.0.0.1:${port}`;
  const ready = (async () => {
    for (let i = 0; i < 100; i++) {
      const probe = new Redis(port, '127.0.0.1', {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      probe.on('error', () => undefined); // not up yet: the loop tries again
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        probe.disconnect();
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error('redis-server did not answer within 5 s.');
  })();
  await Promise.race([ready, failed]);
  child.removeAllListeners('exit');
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
