import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPrivateRedis, type PrivateRedis } from '../private-redis';
import { forcedKills, startApi, startServe, startWorkerProcess, type ServerProcess } from './processes';

/**
 * Stopping the server: SIGTERM (a service manager) and SIGINT (Ctrl+C) to a real
 * `npm run serve`, and SIGTERM to a worker process in the middle of a job. Each must exit 0
 * within a bounded time, leave no process behind, and leave the job completed or queued —
 * never `processing`.
 */
const KEY = 'stop-key';

/** A page whose answer is held `holdMs` (settable between requests); records when each request came. */
function startSlowPage(): Promise<{ url: string; requests: number[]; holdMs: number; close(): Promise<void> }> {
  const state = { requests: [] as number[], holdMs: 0 };
  const server: Server = createServer((req, res) => {
    if (req.url !== '/keepers.html') {
      res.writeHead(404).end(); // the browser's favicon request
      return;
    }
    state.requests.push(Date.now());
    const timer = setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><body><h1>Lighthouse keepers</h1><p>Keepers trimmed the wick every four hours.</p></body></html>');
    }, state.holdMs);
    res.on('close', () => clearTimeout(timer));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(
        Object.assign(state, {
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/keepers.html`,
          close: () =>
            new Promise<void>((r) => {
              server.closeAllConnections();
              server.close(() => r());
            }),
        }),
      ),
    ),
  );
}

let dir: string;
let page: Awaited<ReturnType<typeof startSlowPage>>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quarry-stop-test-'));
  page = await startSlowPage();
});

afterAll(async () => {
  for (const p of running) await p.kill('SIGKILL');
  await page?.close();
  rmSync(dir, { recursive: true, force: true });
});

const api = (base: string) => ({
  start: async (body: unknown) => {
    const res = await fetch(`${base}/v1/markdownify/start`, {
      method: 'POST',
      headers: { 'SVC-APIKEY': KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return String(((await res.json()) as { job_id: string }).job_id);
  },
  status: async (id: string) => {
    const res = await fetch(`${base}/v1/markdownify/${id}`, { headers: { 'SVC-APIKEY': KEY } });
    return (await res.json()) as { status: string; result: string | null; error: string };
  },
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm run serve (API, worker and private redis-server in one)', () => {
  it('stops on SIGTERM mid-job within the grace time, puts the job back, and finishes it after a restart', async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      REDIS_URL: '',
      QUARRY_DATA_DIR: join(dir, 'redis'),
      QUARRY_API_KEYS: `${KEY}=20`,
      QUARRY_ALLOW_PRIVATE_ADDRESSES: '1',
      QUARRY_SHUTDOWN_SECONDS: '2',
      QUARRY_HOST_GAP_MS: '0',
    };
    const serve = startServe([], env, { via: 'npm' });
    running.push(serve);
    await serve.waitFor(/ready, 1 at a time/, 180_000);
    const client = api(`http://127.0.0.1:${port}`);

    page.holdMs = 120_000; // the job is still reading the page when the signal comes
    const id = await client.start({ website_url: page.url });
    await until(() => page.requests.length === 1, 60_000, 'the worker requested the page');
    const redisPid = Number(readFileSync(join(dir, 'redis', 'quarry-redis.pid'), 'utf8'));
    expect(alive(redisPid)).toBe(true);

    // Only npm gets the signal, as from a service manager: it must reach tsx and node.
    const stopped = await serve.kill('SIGTERM', { group: false });
    expect(stopped.forced).toBe(false);
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(15_000);
    await until(() => !groupAlive(serve.child.pid as number), 5_000, 'no process of npm run serve left');
    expect(alive(redisPid)).toBe(false);
    expect(existsSync(join(dir, 'redis', 'quarry-redis.pid'))).toBe(false);
    expect(serve.output.join('\n')).toMatch(/put back in the queue/);

    // The same data directory: the job is queued again (not processing) and completes.
    page.holdMs = 0;
    const again = startServe([], env, { via: 'npm' });
    running.push(again);
    await again.waitFor(/ready, 1 at a time/, 180_000);
    let final = await client.status(id);
    await until(
      async () => (final = await client.status(id)).status === 'completed',
      60_000,
      'the re-queued job completed',
    );
    expect(final.error).toBe('');
    expect(final.result).toContain('# Lighthouse keepers');
    expect(page.requests).toHaveLength(2);

    // Ctrl+C in a terminal signals the whole group (npm, tsx, node): exit 0, not 130.
    const interrupted = await again.kill('SIGINT');
    expect(interrupted.forced).toBe(false);
    expect(interrupted.code).toBe(0);
    expect(interrupted.ms).toBeLessThan(15_000);
    expect(forcedKills).toEqual([]);
  });
});

describe('separate processes on one Redis', () => {
  let redis: PrivateRedis;
  beforeAll(async () => {
    redis = await startPrivateRedis(join(dir, 'shared-redis'), { persist: false });
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('a worker given SIGTERM mid-job finishes the job within the grace time, then exits 0', async () => {
    const env = {
      REDIS_URL: redis.url,
      QUARRY_API_KEYS: `${KEY}=20`,
      QUARRY_ALLOW_PRIVATE_ADDRESSES: '1',
      QUARRY_SHUTDOWN_SECONDS: '30',
      QUARRY_HOST_GAP_MS: '0',
    };
    const server = await startApi(env);
    running.push(server.process);
    const worker = await startWorkerProcess(env);
    running.push(worker);
    const client = api(server.url);
    page.holdMs = 2_000; // under the extension's 3 s re-navigation
    page.requests.length = 0;
    const id = await client.start({ website_url: page.url });
    await until(() => page.requests.length === 1, 60_000, 'the worker requested the page');
    expect((await client.status(id)).status).toBe('processing');

    const stopped = await worker.kill('SIGTERM');
    expect(stopped.forced).toBe(false);
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(30_000);
    const final = await client.status(id);
    expect(final.status).toBe('completed');
    expect(final.result).toContain('Keepers trimmed the wick');
    expect(page.requests).toHaveLength(1);

    const apiStopped = await server.process.kill('SIGTERM');
    expect(apiStopped).toMatchObject({ forced: false, code: 0 });
    expect(apiStopped.ms).toBeLessThan(10_000);
    expect(forcedKills).toEqual([]);
  });
});
