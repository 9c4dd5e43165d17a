import {
  mcpFrameSchema,
  RELAY_CLOSE,
  RELAY_PATH,
  RELAY_PROTOCOL_VERSION,
  type ExtensionFrame,
  type McpFrame,
  type RelayTool,
} from '../relay/protocol';
import type { AppStore, PairedApp } from './apps';
import type { CallContext } from './tools';
import { ToolError } from './tool-error';

/** The part of the WebSocket API the relay uses (the worker's WebSocket; a fake in unit tests). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
}

export interface RelayClientDeps {
  apps: AppStore;
  open(url: string): SocketLike;
  tools: Record<RelayTool, (args: unknown, ctx: CallContext) => Promise<unknown>>;
  extensionVersion: string;
  now(): number;
  /** Retry delays grow from this (doubling) up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  pairTimeoutMs?: number;
  log?(message: string): void;
}

export interface RelayClient {
  /** Pairs with the app listening on `port` using the code it printed; resolves with the app as stored. */
  pair(code: string, port: number): Promise<PairedApp>;
  /** Dials every paired app that is not connected (worker start, the periodic alarm). */
  connectAll(): Promise<void>;
  /** Forgets the app: its token is dropped and its socket closed; its calls are cancelled. */
  revoke(appId: string): Promise<boolean>;
  /** The apps connected now. */
  connected(): string[];
}

interface Link {
  socket: SocketLike;
  appId: string;
  ready: boolean;
  calls: Map<string, AbortController>;
}

const MAX_MESSAGE = 2000;
const clip = (text: string): string => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text);

export const urlFor = (port: number): string => `ws://127.0.0.1:${port}${RELAY_PATH}`;

/**
 * The worker's side of the relay (lib/relay/protocol.ts): it dials out to each paired app's
 * MCP process on 127.0.0.1 (a service worker cannot listen), says `hello` with the app's
 * token, answers `ping`, runs `call`s through the tools and sends `progress` and one `result`
 * each; `cancel` aborts a call. A dropped connection is dialled again with growing delays; a
 * refused token (4401) is not: Settings says to pair again.
 */
export function createRelayClient(deps: RelayClientDeps): RelayClient {
  const retryMs = deps.retryMs ?? 1_000;
  const maxRetryMs = deps.maxRetryMs ?? 30_000;
  const links = new Map<string, Link>();
  const retries = new Map<string, { timer: ReturnType<typeof setTimeout> | undefined; attempts: number }>();
  const dialling = new Set<string>();
  const log = deps.log ?? (() => undefined);

  const send = (socket: SocketLike, frame: ExtensionFrame): void => {
    try {
      socket.send(JSON.stringify(frame));
    } catch (error) {
      log(`relay: could not send ${frame.type}: ${String(error)}`);
    }
  };

  const parseFrame = (data: unknown): McpFrame | null => {
    if (typeof data !== 'string') return null;
    try {
      const parsed = mcpFrameSchema.safeParse(JSON.parse(data));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };

  async function runCall(link: Link, frame: Extract<McpFrame, { type: 'call' }>): Promise<void> {
    const controller = new AbortController();
    link.calls.set(frame.id, controller);
    try {
      const app = await deps.apps.get(link.appId);
      if (!app)
        throw new ToolError('denied', 'This app is no longer paired with Quarry: ask the user to pair it again.');
      const value = await deps.tools[frame.tool](frame.args, {
        app,
        signal: controller.signal,
        progress: (progress, total, message) =>
          send(link.socket, {
            type: 'progress',
            id: frame.id,
            progress,
            ...(total ? { total } : {}),
            ...(message ? { message: message.slice(0, 500) } : {}),
          }),
      });
      send(link.socket, { type: 'result', id: frame.id, ok: true, value });
    } catch (error) {
      const coded =
        error instanceof ToolError
          ? error
          : new ToolError('failed', error instanceof Error ? error.message : String(error));
      send(link.socket, {
        type: 'result',
        id: frame.id,
        ok: false,
        error: { code: coded.code, message: clip(coded.message) },
      });
    } finally {
      link.calls.delete(frame.id);
    }
  }

  function onFrame(link: Link, frame: McpFrame): void {
    switch (frame.type) {
      case 'ping':
        send(link.socket, { type: 'pong' });
        return;
      case 'call':
        if (!link.ready || link.calls.has(frame.id)) return;
        void runCall(link, frame);
        return;
      case 'cancel':
        link.calls.get(frame.id)?.abort();
        return;
      case 'error':
        log(`relay: the app said: ${frame.message}`);
        return;
      case 'welcome':
        return;
    }
  }

  function drop(link: Link): void {
    for (const call of link.calls.values()) call.abort();
    link.calls.clear();
    if (links.get(link.appId) === link) links.delete(link.appId);
  }

  function scheduleRetry(appId: string): void {
    const state = retries.get(appId) ?? { timer: undefined, attempts: 0 };
    clearTimeout(state.timer);
    const delay = Math.min(maxRetryMs, retryMs * 2 ** state.attempts);
    state.attempts++;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      void connect(appId);
    }, delay);
    retries.set(appId, state);
  }

  /** Serves an open, welcomed socket as the app's link (the newest one wins). */
  function attach(socket: SocketLike, appId: string): Link {
    const previous = links.get(appId);
    const link: Link = { socket, appId, ready: true, calls: new Map() };
    links.set(appId, link);
    if (previous && previous.socket !== socket) {
      drop(previous);
      previous.socket.close(1000, 'replaced');
    }
    const state = retries.get(appId);
    if (state) {
      clearTimeout(state.timer);
      retries.delete(appId);
    }
    return link;
  }

  async function connect(appId: string): Promise<void> {
    if (links.has(appId) || dialling.has(appId)) return;
    const app = await deps.apps.get(appId);
    const token = await deps.apps.token(appId);
    if (!app || !token || app.refused) return;
    dialling.add(appId);
    let socket: SocketLike;
    try {
      socket = deps.open(urlFor(app.port));
    } catch (error) {
      dialling.delete(appId);
      log(`relay: cannot dial ${app.appName}: ${String(error)}`);
      scheduleRetry(appId);
      return;
    }
    let link: Link | null = null;
    socket.addEventListener('open', () =>
      send(socket, { type: 'hello', version: RELAY_PROTOCOL_VERSION, token, extensionVersion: deps.extensionVersion }),
    );
    socket.addEventListener('message', (event) => {
      const frame = parseFrame(event.data);
      if (!frame) return log('relay: ignored a frame that does not parse');
      if (link) return onFrame(link, frame);
      if (frame.type !== 'welcome') return;
      dialling.delete(appId);
      link = attach(socket, appId);
      const name = frame.appName;
      if (name !== app.appName) void deps.apps.update(appId, (a) => ({ ...a, appName: name }));
    });
    socket.addEventListener('close', (event) => {
      dialling.delete(appId);
      if (link) drop(link);
      if (event.code === RELAY_CLOSE.refused) {
        log(`relay: ${app.appName} refused Quarry's token`);
        void deps.apps.update(appId, (a) => ({ ...a, refused: true }));
        return;
      }
      // Revoked in the meantime: nothing to dial again.
      void deps.apps.token(appId).then((still) => {
        if (still) scheduleRetry(appId);
      });
    });
  }

  return {
    pair(code, port) {
      return new Promise<PairedApp>((resolve, reject) => {
        let settled = false;
        const fail = (message: string): void => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          try {
            socket.close(1000, 'pairing failed');
          } catch {
            // already closed
          }
          reject(new Error(message));
        };
        const socket = deps.open(urlFor(port));
        const timer = setTimeout(
          () =>
            fail(
              `The app on port ${port} did not answer the pairing within ${(deps.pairTimeoutMs ?? 10_000) / 1000} seconds.`,
            ),
          deps.pairTimeoutMs ?? 10_000,
        );
        let opened = false;
        let appIdOf = '';
        socket.addEventListener('open', () => {
          opened = true;
          send(socket, {
            type: 'pair',
            version: RELAY_PROTOCOL_VERSION,
            code,
            extensionVersion: deps.extensionVersion,
          });
        });
        socket.addEventListener('message', (event) => {
          const frame = parseFrame(event.data);
          if (settled) {
            const link = links.get(appIdOf);
            if (frame && link?.socket === socket) onFrame(link, frame);
            return;
          }
          if (frame?.type === 'error') return fail(`The app refused: ${frame.message}`);
          if (frame?.type !== 'welcome' || !frame.token)
            return fail('The app answered something other than a pairing.');
          const { appId, appName, token } = frame;
          appIdOf = appId;
          void deps.apps
            .save({ appId, appName, port, pairedAt: deps.now() }, token)
            .then((saved) => {
              settled = true;
              clearTimeout(timer);
              attach(socket, appId);
              resolve(saved);
            })
            .catch((error: unknown) => fail(`Quarry could not store the pairing: ${String(error)}`));
        });
        socket.addEventListener('close', (event) => {
          if (!settled)
            return fail(
              !opened
                ? `Nothing answers on 127.0.0.1:${port}. Start the AI app (its Quarry MCP server prints the pairing code), and check the port.`
                : event.code === RELAY_CLOSE.refused
                  ? 'The app refused this pairing code. Type the code it printed most recently (codes change when the app restarts).'
                  : `The app closed the connection before pairing (code ${event.code}).`,
            );
          const link = links.get(appIdOf);
          if (link?.socket === socket) {
            drop(link);
            if (event.code === RELAY_CLOSE.refused) void deps.apps.update(appIdOf, (a) => ({ ...a, refused: true }));
            else
              void deps.apps.token(appIdOf).then((still) => {
                if (still) scheduleRetry(appIdOf);
              });
          }
        });
      });
    },

    async connectAll() {
      for (const app of await deps.apps.list()) if (!retries.get(app.appId)?.timer) await connect(app.appId);
    },

    async revoke(appId) {
      const state = retries.get(appId);
      clearTimeout(state?.timer);
      retries.delete(appId);
      const removed = await deps.apps.remove(appId);
      const link = links.get(appId);
      if (link) {
        drop(link);
        link.socket.close(1000, 'revoked');
      }
      return removed;
    },

    connected: () => [...links.keys()],
  };
}
