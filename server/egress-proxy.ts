import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect, isIP, type AddressInfo, type BlockList, type Socket } from 'node:net';
import { isRefusedAddress, type Resolve } from './address-guard';

/**
 * The only way out of a worker's browser when private addresses are refused: Chromium runs with
 * `--proxy-server` pointing here (loopback included), so every connection it makes — the page,
 * each redirect hop, frames, subresources — is checked where it is made. The name is resolved
 * here, every address it gives is checked, and the connection goes to the address that was
 * checked: a name that resolves to a public address for the API's check and to 127.0.0.1 or
 * 169.254.169.254 a moment later (DNS rebinding) is refused, and so is a public page
 * redirecting to a private one. The model server the workers were configured with is allowed by
 * its host and port (it is often on loopback). A refused connection is closed without an
 * answer, so the browser shows a network error rather than a page anyone could extract from;
 * `refusals` lets the worker say why in the job's `error`.
 */
export interface EgressProxy {
  /** `http://127.0.0.1:<port>`, for Chromium's --proxy-server. */
  url: string;
  /** Hosts refused so far, with when (ms since epoch). */
  refusals: Array<{ host: string; at: number }>;
  close(): Promise<void>;
}

export interface EgressProxyOptions {
  resolve: Resolve;
  /** Addresses allowed although private (QUARRY_ALLOWED_ADDRESSES). */
  allowed?: BlockList;
  /** `host:port` pairs always allowed: the model server. */
  allowedOrigins?: string[];
  now?: () => number;
}

export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const refusals: EgressProxy['refusals'] = [];
  const now = options.now ?? Date.now;
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map((o) => o.toLowerCase()));

  /** The address to connect to, or undefined when the host is refused. */
  const pick = async (host: string, port: number): Promise<string | undefined> => {
    const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
    const refuse = () => {
      refusals.push({ host: `${bare}:${port}`, at: now() });
      return undefined;
    };
    const allowedOrigin = allowedOrigins.has(`${bare}:${port}`);
    if (!allowedOrigin && (bare === 'localhost' || bare.endsWith('.localhost'))) return refuse();
    let addresses: string[];
    try {
      addresses = isIP(bare) ? [bare] : await options.resolve(bare);
    } catch {
      return undefined;
    }
    const first = addresses[0];
    if (!first) return undefined;
    if (allowedOrigin) return first;
    if (addresses.some((a) => isRefusedAddress(a, options.allowed))) return refuse();
    return first;
  };

  const tunnels = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    // Plain http:// through a proxy: an absolute URL in the request line.
    void (async () => {
      let target: URL;
      try {
        target = new URL(req.url ?? '');
        if (target.protocol !== 'http:') throw new Error('not http');
      } catch {
        res.writeHead(400).end();
        return;
      }
      const port = Number(target.port || 80);
      const address = await pick(target.hostname, port);
      if (!address) {
        req.socket.destroy();
        return;
      }
      const headers = { ...req.headers };
      delete headers['proxy-connection'];
      delete headers['proxy-authorization'];
      const upstream = httpRequest(
        { host: address, port, method: req.method, path: `${target.pathname}${target.search}`, headers },
        (answer: IncomingMessage) => {
          answer.on('error', () => req.socket.destroy());
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => req.socket.destroy());
      req.pipe(upstream);
    })();
  });

  // https:// (and wss://): a tunnel, opened only to a checked address.
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    // Node leaves a CONNECT socket without an error listener; Chromium resets the ones it
    // gives up on while their name is still resolving, which would take the worker down.
    const upstreams: Socket[] = [];
    client.on('error', () => upstreams.forEach((u) => u.destroy()));
    void (async () => {
      const match = /^(.+):(\d+)$/.exec(req.url ?? '');
      const address = match ? await pick(match[1] as string, Number(match[2])) : undefined;
      if (!match || !address) {
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      tunnels.add(client);
      client.on('close', () => tunnels.delete(client));
      const upstream = connect(Number(match[2]), address, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstreams.push(upstream);
      upstream.on('error', () => client.destroy());
      if (client.destroyed) upstream.destroy();
    })();
  });
  // ws:// upgrades through the proxy are not needed to read pages: refused.
  server.on('upgrade', (_req, socket: Socket) => socket.destroy());
  server.on('clientError', (_error, socket: Socket) => socket.destroy());

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        for (const socket of tunnels) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
