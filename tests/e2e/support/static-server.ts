import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** When it arrived (ms since the epoch): politeness tests measure gaps. */
  at: number;
}

export interface StaticSite {
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A slow backend is simulated with `?delay=ms` on any URL (at most 10 s). */
const MAX_DELAY_MS = 10_000;

/** Serves tests/e2e/site on 127.0.0.1 and records every request it gets. */
export async function startStaticSite(root: string): Promise<StaticSite> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, at: Date.now() });
    const url = new URL(req.url ?? '/', 'http://x');
    const delay = Math.min(Number(url.searchParams.get('delay')) || 0, MAX_DELAY_MS);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!(await meetsRequirements(file, req))) {
        res.writeHead(403, { 'content-type': 'text/plain' });
        res.end('forbidden: this page needs its header and cookie');
        return;
      }
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A page `x.html` next to `x.html.requires.json` ({ headers: {…}, cookies: {…} }) is served
 * only to requests that carry those headers and cookies; others get 403.
 */
async function meetsRequirements(file: string, req: IncomingMessage): Promise<boolean> {
  let rules: { headers?: Record<string, string>; cookies?: Record<string, string> };
  try {
    rules = JSON.parse(await readFile(`${file}.requires.json`, 'utf8'));
  } catch {
    return true;
  }
  const cookies = new Map(
    (req.headers.cookie ?? '').split(';').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name, value.join('=')] as const;
    }),
  );
  const headersOk = Object.entries(rules.headers ?? {}).every(
    ([name, value]) => req.headers[name.toLowerCase()] === value,
  );
  const cookiesOk = Object.entries(rules.cookies ?? {}).every(([name, value]) => cookies.get(name) === value);
  return headersOk && cookiesOk;
}
