import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { BlockList, connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEgressProxy } from '../egress-proxy';
import { redisOptions } from '../jobs';
import { createHostGate } from '../politeness';
import { startPrivateRedis, type PrivateRedis } from '../private-redis';
import { startApi, startWorkerProcess, type ServerProcess } from './processes';

/**
 * What a worker's browser may reach when private addresses are refused, checked where each
 * connection is made (DNS rebinding, redirects), and the per-host gap held at the request.
 * "Public" here is 127.0.0.2, allowed by QUARRY_ALLOWED_ADDRESSES; 127.0.0.1 stays refused.
 */
type Site = { url: string; hits: string[]; times: number[]; close(): Promise<void> };

function serve(host: string, handle: (path: string, res: import('node:http').ServerResponse) => void): Promise<Site> {
  const hits: string[] = [];
  const times: number[] = [];
  const server: Server = createServer((req, res) => {
    times.push(Date.now());
    hits.push(req.url ?? '');
    handle(req.url ?? '', res);
  });
  return new Promise((resolve) =>
    server.listen(0, host, () =>
      resolve({
        url: `http://${host}:${(server.address() as AddressInfo).port}`,
        hits,
        times,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    ),
  );
}

const page = (title: string) =>
  `<html><body><h1>${title}</h1><p>Barges carried slate down the canal.</p></body></html>`;

let redis: PrivateRedis;
let dir: string;
let secret: Site;
let publicSite: Site;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quarry-egress-test-'));
  redis = await startPrivateRedis(dir, { persist: false });
  secret = await serve('127.0.0.1', (_path, res) => res.end('internal admin page'));
  publicSite = await serve('127.0.0.2', (path, res) => {
    if (path === '/go') res.writeHead(302, { location: `${secret.url}/admin` }).end();
    else if (path === '/canal.html') res.writeHead(200, { 'content-type': 'text/html' }).end(page('Canal barges'));
    // Answers late, so a job reading it is still under way when another job is refused.
    else if (path === '/late-missing') setTimeout(() => res.writeHead(404).end('no such lock'), 1_500);
    else res.writeHead(404).end();
  });
});

afterAll(async () => {
  await secret?.close();
  await publicSite?.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** One plain-HTTP GET through the proxy: the status, or the network error. */
function viaProxy(proxyUrl: string, url: string): Promise<number | string> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve) => {
    const req = request({
      host: proxy.hostname,
      port: Number(proxy.port),
      path: url,
      headers: { host: new URL(url).host },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

function connectVia(proxyUrl: string, target: string): Promise<string> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(proxy.port), proxy.hostname, () =>
      socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`),
    );
    socket.once('data', (chunk) => {
      resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
      socket.destroy();
    });
    socket.on('error', (error) => resolve(error.message));
  });
}

describe('the egress proxy', () => {
  it('checks the address a name resolves to when connecting, and connects to the address it checked', async () => {
    const allowed = new BlockList();
    allowed.addAddress('127.0.0.2');
    // A name that passed the API's check and now resolves to loopback (rebinding).
    const names: Record<string, string[]> = { 'rebound.test': ['127.0.0.1'], 'shop.test': ['127.0.0.2'] };
    const proxy = await startEgressProxy({
      resolve: async (host) => names[host] ?? [],
      allowed,
    });
    try {
      const secretPort = new URL(secret.url).port;
      const publicPort = new URL(publicSite.url).port;
      const before = secret.hits.length;
      expect(await viaProxy(proxy.url, `http://rebound.test:${secretPort}/admin`)).toBe('ECONNRESET');
      expect(await viaProxy(proxy.url, `${secret.url}/admin`)).toBe('ECONNRESET');
      expect(await viaProxy(proxy.url, `http://localhost:${secretPort}/admin`)).toBe('ECONNRESET');
      expect(await connectVia(proxy.url, `rebound.test:${secretPort}`)).toMatch(/403/);
      expect(secret.hits.length).toBe(before);
      expect(proxy.refusals.map((r) => r.host)).toEqual([
        `rebound.test:${secretPort}`,
        `127.0.0.1:${secretPort}`,
        `localhost:${secretPort}`,
        `rebound.test:${secretPort}`,
      ]);
      // Allowed: the name resolving to the allowed address, through to the real server.
      expect(await viaProxy(proxy.url, `http://shop.test:${publicPort}/canal.html`)).toBe(200);
      expect(await connectVia(proxy.url, `shop.test:${publicPort}`)).toMatch(/200 Connection Established/);
    } finally {
      await proxy.close();
    }
  });

  it('survives a client that resets while its target is still being resolved', async () => {
    // Chromium gives up on its own background connections at start-up; an unheard reset
    // on the tunnel's socket must not bring the worker down.
    const waiting: Array<(addresses: string[]) => void> = [];
    const allowed = new BlockList();
    allowed.addAddress('127.0.0.2');
    const proxy = await startEgressProxy({ resolve: () => new Promise((r) => waiting.push(r)), allowed });
    try {
      const proxyPort = Number(new URL(proxy.url).port);
      const plain = connect(proxyPort, '127.0.0.1', () =>
        plain.write('GET http://slow.test/ HTTP/1.1\r\nHost: slow.test\r\n\r\n'),
      );
      const tunnel = connect(proxyPort, '127.0.0.1', () =>
        tunnel.write('CONNECT slow.test:443 HTTP/1.1\r\nHost: slow.test:443\r\n\r\n'),
      );
      await new Promise((r) => setTimeout(r, 100));
      plain.resetAndDestroy();
      tunnel.resetAndDestroy();
      await new Promise((r) => setTimeout(r, 100));
      expect(waiting).toHaveLength(2);
      for (const answer of waiting) answer(['127.0.0.2']);
      await new Promise((r) => setTimeout(r, 100));
      // Still serving.
      const port = new URL(publicSite.url).port;
      expect(await viaProxy(proxy.url, `http://127.0.0.2:${port}/canal.html`)).toBe(200);
    } finally {
      await proxy.close();
    }
  });

  it('lets the configured model server through although it is on loopback', async () => {
    const port = new URL(secret.url).port;
    const proxy = await startEgressProxy({ resolve: async () => [], allowedOrigins: [`127.0.0.1:${port}`] });
    try {
      expect(await viaProxy(proxy.url, `${secret.url}/v1/models`)).toBe(200);
      expect(proxy.refusals).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});

describe('politeness at the request', () => {
  it('keeps the gap between requests made by two workers, measured at the server', async () => {
    const gapMs = 120;
    const site = await serve('127.0.0.1', (_path, res) => res.end('ok'));
    const clients = [new Redis(redisOptions(redis.url)), new Redis(redisOptions(redis.url))];
    try {
      const gates = clients.map((c) => createHostGate(c, { concurrency: 4, gapMs }));
      await fetch(`${site.url}/warm`).then((r) => r.text()); // the client's first-use cost out of the way
      site.times.length = 0;
      // Two "workers", four requests each, all wanting to go at once.
      await Promise.all(
        gates.flatMap((gate) =>
          [0, 1, 2, 3].map(async () => {
            await gate.spaceOut(`${site.url}/p`);
            await fetch(`${site.url}/p`).then((r) => r.text());
          }),
        ),
      );
      const times = [...site.times].sort((a, b) => a - b);
      const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
      expect(times).toHaveLength(8);
      // fetch adds its own few ms after the turn is granted; the gap holds within that.
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(gapMs - 15);
    } finally {
      for (const c of clients) c.disconnect();
      await site.close();
    }
  });
});

describe('a worker with private addresses refused', () => {
  let api: { process: ServerProcess; url: string };
  let worker: ServerProcess;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redis.url,
      QUARRY_API_KEYS: 'egress-key=50',
      QUARRY_ALLOW_PRIVATE_ADDRESSES: '0',
      QUARRY_ALLOWED_ADDRESSES: '127.0.0.2',
      QUARRY_WAIT_SECONDS: '60',
      QUARRY_HOST_GAP_MS: '0',
    };
    api = await startApi(env);
    // Two jobs at once: a refusal must be told to the job that caused it, not its neighbour.
    worker = await startWorkerProcess(env, 2);
  });
  afterAll(async () => {
    await worker?.kill('SIGTERM');
    await api?.process.kill('SIGTERM');
  });

  const markdownify = async (websiteUrl: string) => {
    const res = await fetch(`${api.url}/v1/markdownify`, {
      method: 'POST',
      headers: { 'SVC-APIKEY': 'egress-key', 'content-type': 'application/json' },
      body: JSON.stringify({ website_url: websiteUrl }),
    });
    return { http: res.status, body: (await res.json()) as { status: string; result: string | null; error: string } };
  };

  it('reads an allowed page, and refuses a redirect from it to 127.0.0.1 with a clear error', async () => {
    const secretHits = secret.hits.length;
    const ok = await markdownify(`${publicSite.url}/canal.html`);
    expect(ok.body.status, ok.body.error).toBe('completed');
    expect(ok.body.result).toContain('# Canal barges');

    const refused = await markdownify(`${publicSite.url}/go`);
    expect(refused.http).toBe(200);
    expect(refused.body.status).toBe('failed');
    expect(refused.body.error).toMatch(
      new RegExp(`led to 127\\.0\\.0\\.1:${new URL(secret.url).port}, a loopback or private address`),
    );
    expect(secret.hits.length).toBe(secretHits);
    expect(publicSite.hits).toContain('/go');

    // Asked directly, the API refuses it before it is queued.
    const direct = await markdownify(`${secret.url}/admin`);
    expect(direct.http).toBe(400);
    expect(direct.body.error).toMatch(/loopback or private address/);
  });

  it('gives a job failing beside a refused one on the same worker its own reason, not the refusal', async () => {
    const smartscraper = async (websiteUrl: string) => {
      const res = await fetch(`${api.url}/v1/smartscraper`, {
        method: 'POST',
        headers: { 'SVC-APIKEY': 'egress-key', 'content-type': 'application/json' },
        body: JSON.stringify({ user_prompt: 'the lock keeper', website_url: websiteUrl }),
      });
      return (await res.json()) as { status: string; error: string };
    };
    // Both run at once (concurrency 2): the late page's job starts before the refusal and fails after it.
    const [late, refused] = await Promise.all([
      smartscraper(`${publicSite.url}/late-missing`),
      new Promise((r) => setTimeout(r, 300)).then(() => markdownify(`${publicSite.url}/go`)),
    ]);
    expect(refused.body.status).toBe('failed');
    expect(refused.body.error).toMatch(/led to 127\.0\.0\.1:\d+, a loopback or private address/);
    expect(late.status).toBe('failed');
    expect(late.error).toMatch(/answered HTTP 404/);
    expect(late.error).not.toMatch(/loopback or private/);
  });
});
