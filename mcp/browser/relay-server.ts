import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  extensionFrameSchema,
  RELAY_CLOSE,
  RELAY_PATH,
  RELAY_PROTOCOL_VERSION,
  type ExtensionFrame,
  type McpFrame,
  type RelayTool,
} from '../../lib/relay/protocol';
import type { Log } from '../log';
import type { PairingStore } from './pairing-store';

/**
 * The MCP process's side of the relay (lib/relay/protocol.ts): a WebSocket server on
 * 127.0.0.1 that Quarry's service worker dials out to. It checks the Origin at the upgrade,
 * pairs with the code printed on stderr (or accepts the token of an earlier pairing), keeps
 * the newest connection, and sends `call`s over it.
 */
export interface RelayServerOptions {
  port: number;
  /** Accepted extension ids; empty: any chrome-extension:// Origin (the pairing still binds the token to the one that paired). */
  extensionIds: readonly string[];
  store: PairingStore;
  /** The MCP client's name, shown to the user in Quarry. */
  appName(): string;
  log: Log;
  pingMs?: number;
  /** Time a new socket has to send `pair` or `hello`. */
  helloMs?: number;
  /** Wrong codes before the code is replaced by a new one (a guessing process gets nowhere). */
  maxWrongCodes?: number;
}

export interface CallProgress {
  progress: number;
  total?: number;
  message?: string;
}

/** A `result` with `ok: false`, or the connection lost: `message` is the sentence for the agent. */
export class RelayCallError extends Error {
  constructor(
    readonly code: 'denied' | 'no_answer' | 'cancelled' | 'invalid' | 'failed' | 'disconnected',
    message: string,
  ) {
    super(message);
  }
}

export interface RelayServer {
  /** Resolves with the port once listening (rejects with a sentence when the port is taken). */
  readonly ready: Promise<number>;
  /** The current pairing code (6 digits). */
  code(): string;
  connected(): boolean;
  /** Pairings on file: zero means the user has never paired with this process's home. */
  pairedBefore(): boolean;
  /** Resolves true once an extension is connected, false after `ms` or on abort. */
  waitForConnection(ms: number, signal?: AbortSignal): Promise<boolean>;
  call(
    tool: RelayTool,
    args: Record<string, unknown>,
    options: { signal?: AbortSignal; onProgress?(progress: CallProgress): void },
  ): Promise<unknown>;
  close(): Promise<void>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?(progress: CallProgress): void;
}

interface Connection {
  socket: WebSocket;
  appId: string;
  pending: Map<string, Pending>;
  lastSeen: number;
}

const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
const sameText = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

export function createRelayServer(options: RelayServerOptions): RelayServer {
  const { log, store } = options;
  const pingMs = options.pingMs ?? 20_000;
  const helloMs = options.helloMs ?? 10_000;
  const maxWrongCodes = options.maxWrongCodes ?? 5;
  let code = newCode();
  let wrongCodes = 0;
  let active: Connection | null = null;
  const waiters = new Set<() => void>();

  const announceCode = (why: string): void => {
    log(
      `${why} Pairing code: ${code} — in Chrome, open Quarry → Settings → AI apps and enter it to let this app use your browser.`,
    );
  };
  const rotateCode = (why: string): void => {
    code = newCode();
    wrongCodes = 0;
    announceCode(why);
  };

  const originAllowed = (origin: string | undefined): origin is string => {
    if (!origin) return false;
    const match = /^chrome-extension:\/\/([a-p]{32})$/.exec(origin);
    if (!match) return false;
    return options.extensionIds.length === 0 || options.extensionIds.includes(match[1] ?? '');
  };
  // A page that rebinds a name to 127.0.0.1 still sends its own Host: only loopback names pass.
  const hostAllowed = (host: string | undefined): boolean =>
    !!host && /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i.test(host);

  const send = (socket: WebSocket, frame: McpFrame): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  const failAll = (connection: Connection, error: RelayCallError): void => {
    for (const pending of connection.pending.values()) pending.reject(error);
    connection.pending.clear();
  };

  const refuse = (socket: WebSocket, reason: string): void => {
    log(`Refused a connection: ${reason}`);
    socket.close(RELAY_CLOSE.refused, reason.slice(0, 120));
  };

  const welcome = (socket: WebSocket, origin: string, first: ExtensionFrame): Connection | null => {
    if (first.type === 'pair') {
      if (!sameText(first.code.trim(), code)) {
        wrongCodes++;
        refuse(socket, 'wrong pairing code');
        if (wrongCodes >= maxWrongCodes) rotateCode(`${wrongCodes} wrong codes: the old code no longer works.`);
        return null;
      }
      const token = randomBytes(32).toString('base64url');
      const pairing = store.add(token, origin);
      send(socket, {
        type: 'welcome',
        version: RELAY_PROTOCOL_VERSION,
        appName: options.appName(),
        appId: pairing.appId,
        token,
      });
      log(`Paired with Quarry (extension ${first.extensionVersion}).`);
      // A code pairs once: the next pairing (another profile, a re-install) needs a new one.
      rotateCode('The code was used.');
      return { socket, appId: pairing.appId, pending: new Map(), lastSeen: Date.now() };
    }
    if (first.type === 'hello') {
      const pairing = store.find(first.token, origin);
      if (!pairing) {
        refuse(socket, 'unknown or revoked token: pair again with the code');
        return null;
      }
      send(socket, {
        type: 'welcome',
        version: RELAY_PROTOCOL_VERSION,
        appName: options.appName(),
        appId: pairing.appId,
      });
      log(`Quarry connected (extension ${first.extensionVersion}).`);
      return { socket, appId: pairing.appId, pending: new Map(), lastSeen: Date.now() };
    }
    refuse(socket, 'the first frame must be pair or hello');
    return null;
  };

  const onFrame = (connection: Connection, frame: ExtensionFrame): void => {
    connection.lastSeen = Date.now();
    if (frame.type === 'pong' || frame.type === 'pair' || frame.type === 'hello') return;
    const pending = connection.pending.get(frame.id);
    if (!pending) return; // a call already cancelled or finished
    if (frame.type === 'progress') {
      pending.onProgress?.({ progress: frame.progress, total: frame.total, message: frame.message });
      return;
    }
    connection.pending.delete(frame.id);
    if (frame.ok) pending.resolve(frame.value);
    else pending.reject(new RelayCallError(frame.error.code, frame.error.message));
  };

  const parse = (data: RawData): ExtensionFrame | string => {
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return 'The frame is not JSON.';
    }
    const parsed = extensionFrameSchema.safeParse(json);
    if (parsed.success) return parsed.data;
    return `The frame does not match the relay protocol: ${parsed.error.issues
      .map((i) => `${i.path.join('.') || 'frame'}: ${i.message}`)
      .join('; ')}`.slice(0, 2000);
  };

  const accept = (socket: WebSocket, origin: string): void => {
    let connection: Connection | null = null;
    const helloTimer = setTimeout(() => refuse(socket, 'no pair or hello in time'), helloMs);
    socket.on('message', (data) => {
      const frame = parse(data);
      if (!connection) {
        clearTimeout(helloTimer);
        if (typeof frame === 'string') return refuse(socket, frame);
        connection = welcome(socket, origin, frame);
        if (!connection) return;
        if (active) {
          const old = active;
          failAll(
            old,
            new RelayCallError('disconnected', 'Quarry reconnected while the call ran: call the tool again.'),
          );
          old.socket.close(RELAY_CLOSE.replaced, 'another connection took over');
        }
        active = connection;
        for (const wake of [...waiters]) wake();
        return;
      }
      if (typeof frame === 'string') return send(socket, { type: 'error', message: frame });
      onFrame(connection, frame);
    });
    socket.on('close', () => {
      clearTimeout(helloTimer);
      if (!connection) return;
      failAll(
        connection,
        new RelayCallError(
          'disconnected',
          'The connection to Quarry closed during the call (Chrome closed, or Quarry was reloaded or revoked this app): call the tool again once Chrome is open.',
        ),
      );
      if (active === connection) {
        active = null;
        log('Quarry disconnected.');
      }
    });
    socket.on('error', (error) => log(`WebSocket error: ${error.message}`));
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 * 1024 });
  const http = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('Quarry relay: WebSocket only.\n');
  });
  const reject = (socket: Duplex, status: string, why: string): void => {
    log(`Refused a connection: ${why}`);
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const origin = request.headers.origin;
    if (new URL(request.url ?? '/', 'http://127.0.0.1').pathname !== RELAY_PATH)
      return reject(socket, '404 Not Found', `path ${request.url}`);
    if (!hostAllowed(request.headers.host)) return reject(socket, '403 Forbidden', `Host ${request.headers.host}`);
    if (!originAllowed(origin)) return reject(socket, '403 Forbidden', `Origin ${origin ?? '(none)'}`);
    const extensionOrigin: string = origin;
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, extensionOrigin));
  });

  const pinger = setInterval(() => {
    if (!active) return;
    // A worker Chrome suspended, or a network stack that lost the socket, answers no ping.
    if (Date.now() - active.lastSeen > pingMs * 3) {
      log('Quarry stopped answering pings: dropping the connection.');
      active.socket.terminate();
      return;
    }
    send(active.socket, { type: 'ping' });
  }, pingMs);
  pinger.unref();

  const ready = new Promise<number>((resolve, rejectReady) => {
    http.once('error', (error: NodeJS.ErrnoException) => {
      rejectReady(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${options.port} on 127.0.0.1 is taken (another AI app running Quarry's MCP server?): start this one with --port <another> and enter that port in Quarry → Settings → AI apps.`
            : `Could not listen on 127.0.0.1:${options.port}: ${error.message}`,
        ),
      );
    });
    http.listen(options.port, '127.0.0.1', () => {
      const address = http.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      log(`Waiting for Quarry on ws://127.0.0.1:${port}${RELAY_PATH}.`);
      announceCode(store.count() > 0 ? 'Quarry paired before reconnects by itself.' : 'Not paired yet.');
      resolve(port);
    });
  });
  // Nobody may be awaiting `ready` yet: the rejection is reported when a tool call needs it.
  ready.catch(() => undefined);

  return {
    ready,
    code: () => code,
    connected: () => active !== null,
    pairedBefore: () => store.count() > 0,
    waitForConnection(ms, signal) {
      if (active) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (value: boolean) => {
          clearTimeout(timer);
          waiters.delete(wake);
          signal?.removeEventListener('abort', abort);
          resolve(value);
        };
        const wake = () => done(true);
        const abort = () => done(false);
        const timer = setTimeout(() => done(false), ms);
        waiters.add(wake);
        signal?.addEventListener('abort', abort);
      });
    },
    call(tool, args, callOptions) {
      const connection = active;
      if (!connection) return Promise.reject(new RelayCallError('disconnected', 'Quarry is not connected.'));
      const id = randomUUID();
      return new Promise((resolve, rejectCall) => {
        const signal = callOptions.signal;
        const abort = () => {
          connection.pending.delete(id);
          send(connection.socket, { type: 'cancel', id });
          rejectCall(new RelayCallError('cancelled', 'The call was cancelled.'));
        };
        if (signal?.aborted) return abort();
        const settle = () => signal?.removeEventListener('abort', abort);
        connection.pending.set(id, {
          resolve: (value) => {
            settle();
            resolve(value);
          },
          reject: (error) => {
            settle();
            rejectCall(error);
          },
          onProgress: callOptions.onProgress,
        });
        signal?.addEventListener('abort', abort, { once: true });
        send(connection.socket, { type: 'call', id, tool, args });
      });
    },
    async close() {
      clearInterval(pinger);
      for (const client of wss.clients) client.close(1001, 'the MCP process is stopping');
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      await closed;
    },
  };
}
