import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  const pidFile = join(dir, 'quarry-redis.pid');
  await stopLeftover(pidFile, dir);
  const port = options.port ?? (await freePort());
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--protected-mode', 'yes'];
  args.push('--appendonly', options.persist === false ? 'no' : 'yes');
  // Its own process group: a Ctrl+C or a signal to our group must not stop Redis before the
  // worker has written its jobs' outcomes; stop() ends it last. A leftover from a process that
  // was killed outright is found by its pid file and stopped at the next start.
  const child = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  if (child.pid) writeFileSync(pidFile, String(child.pid));
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
        const done = () => {
          rmSync(pidFile, { force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        // SIGTERM: Redis flushes its append-only file and exits; 10 s later it is killed.
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Stops a redis-server this data directory's pid file names, if it is still running there. */
async function stopLeftover(pidFile: string, dir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
    // Redis rewrites its command line, but it works in its --dir.
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!cmdline.includes('redis-server') || readlinkSync(`/proc/${pid}/cwd`) !== realpathSync(dir)) return;
  } catch {
    return; // no pid file, or that process is gone
  }
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  process.kill(pid, 'SIGKILL');
}
