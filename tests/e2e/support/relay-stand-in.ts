import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  extensionFrameSchema,
  RELAY_CLOSE,
  RELAY_PATH,
  RELAY_PROTOCOL_VERSION,
  type ExtensionFrame,
  type McpFrame,
} from '../../../lib/relay/protocol';

/**
 * A stand-in for Quarry's MCP process, speaking lib/relay/protocol.ts over a WebSocket on
 * 127.0.0.1 (RFC 6455 written out here: the test needs no WebSocket package). Like the real
 * one it refuses another Origin, a wrong pairing code and an unknown token with 4401, and it
 * lets the test send calls and see every frame the extension sends back.
 */
export interface RelayStandIn {
  port: number;
  code: string;
  /** Origins whose upgrade was refused. */
  refusedOrigins: string[];
  /** Frames the extension sent, in order. */
  frames: ExtensionFrame[];
  connected(): boolean;
  /** Sends a call and resolves with its result frame (progress frames are collected on the way). */
  call(tool: string, args: Record<string, unknown>, id?: string): Promise<Extract<ExtensionFrame, { type: 'result' }>>;
  send(frame: McpFrame): void;
  progressOf(id: string): Array<Extract<ExtensionFrame, { type: 'progress' }>>;
  /** Forgets every token (a restarted process): the next hello is refused. */
  forgetTokens(): void;
  /** Drops the extension's connection without a close frame (a crashed process). */
  drop(): void;
  waitFor(test: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

function encode(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const head =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 65_536
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(length)]);
  return Buffer.concat([head, payload]);
}

function bigLength(length: number): Buffer {
  const buf = Buffer.alloc(8);
  buf.writeBigUInt64BE(BigInt(length));
  return buf;
}

/** Reads whole frames from `buffer`; returns them and what is left over. */
function decode(buffer: Buffer): { frames: Array<{ opcode: number; payload: Buffer; fin: boolean }>; rest: Buffer } {
  const frames: Array<{ opcode: number; payload: Buffer; fin: boolean }> = [];
  let offset = 0;
  while (buffer.length - offset >= 2) {
    const first = buffer[offset] as number;
    const second = buffer[offset + 1] as number;
    let length = second & 0x7f;
    let at = offset + 2;
    if (length === 126) {
      if (buffer.length < at + 2) break;
      length = buffer.readUInt16BE(at);
      at += 2;
    } else if (length === 127) {
      if (buffer.length < at + 8) break;
      length = Number(buffer.readBigUInt64BE(at));
      at += 8;
    }
    const masked = (second & 0x80) !== 0;
    const mask = masked ? buffer.subarray(at, at + 4) : null;
    if (masked) at += 4;
    if (buffer.length < at + length) break;
    const payload = Buffer.from(buffer.subarray(at, at + length));
    if (mask) for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] as number) ^ (mask[i % 4] as number);
    frames.push({ opcode: first & 0x0f, payload, fin: (first & 0x80) !== 0 });
    offset = at + length;
  }
  return { frames, rest: buffer.subarray(offset) };
}

export async function startRelayStandIn(options: {
  /** 0: any free port. */
  port: number;
  extensionId: string;
  appName?: string;
}): Promise<RelayStandIn> {
  const code = String(100_000 + Math.floor(Math.random() * 900_000));
  const tokens = new Set<string>();
  const frames: ExtensionFrame[] = [];
  const refusedOrigins: string[] = [];
  const waiting = new Map<string, (frame: Extract<ExtensionFrame, { type: 'result' }>) => void>();
  let current: { socket: Duplex; welcomed: boolean } | null = null;
  let callCount = 0;

  const sendOn = (socket: Duplex, frame: McpFrame): void => {
    socket.write(encode(0x1, Buffer.from(JSON.stringify(frame))));
  };
  const closeWith = (socket: Duplex, code: number): void => {
    const payload = Buffer.alloc(2);
    payload.writeUInt16BE(code);
    socket.end(encode(0x8, payload));
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex): void => {
    const origin = request.headers.origin ?? '';
    const key = request.headers['sec-websocket-key'];
    if (
      request.url !== RELAY_PATH ||
      typeof key !== 'string' ||
      origin !== `chrome-extension://${options.extensionId}`
    ) {
      refusedOrigins.push(origin);
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    const link = { socket, welcomed: false };
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      const { frames: got, rest } = decode(Buffer.concat([pending, chunk]));
      pending = rest;
      for (const frame of got) {
        if (frame.opcode === 0x8) return void socket.end(encode(0x8, frame.payload.subarray(0, 2)));
        if (frame.opcode === 0x9) {
          socket.write(encode(0xa, frame.payload));
          continue;
        }
        if (frame.opcode !== 0x1) continue;
        const parsed = extensionFrameSchema.safeParse(JSON.parse(frame.payload.toString('utf8')));
        if (!parsed.success) {
          sendOn(socket, { type: 'error', message: 'That frame does not parse.' });
          continue;
        }
        onFrame(link, parsed.data);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (current === link) current = null;
    });
  };

  const onFrame = (link: { socket: Duplex; welcomed: boolean }, frame: ExtensionFrame): void => {
    frames.push(frame);
    if (!link.welcomed) {
      const welcome = (token?: string): void => {
        link.welcomed = true;
        if (current && current.socket !== link.socket) closeWith(current.socket, RELAY_CLOSE.replaced);
        current = link;
        sendOn(link.socket, {
          type: 'welcome',
          version: RELAY_PROTOCOL_VERSION,
          appName: options.appName ?? 'Test Agent',
          appId: 'test-agent',
          ...(token ? { token } : {}),
        });
      };
      if (frame.type === 'pair' && frame.code === code) {
        const token = randomBytes(32).toString('hex');
        tokens.add(token);
        return welcome(token);
      }
      if (frame.type === 'hello' && tokens.has(frame.token)) return welcome();
      return closeWith(link.socket, RELAY_CLOSE.refused);
    }
    if (frame.type === 'result') waiting.get(frame.id)?.(frame);
  };

  const server: Server = createServer((_req, res) => res.writeHead(426).end());
  server.on('upgrade', onUpgrade);
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  const waitFor = async (test: () => boolean, timeoutMs = 20_000): Promise<void> => {
    const end = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > end) throw new Error('relay stand-in: timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  return {
    port,
    code,
    refusedOrigins,
    frames,
    connected: () => current?.welcomed === true,
    send(frame) {
      if (!current) throw new Error('relay stand-in: the extension is not connected');
      sendOn(current.socket, frame);
    },
    call(tool, args, id = `call-${++callCount}`) {
      if (!current) throw new Error('relay stand-in: the extension is not connected');
      const result = new Promise<Extract<ExtensionFrame, { type: 'result' }>>((resolve) => waiting.set(id, resolve));
      sendOn(current.socket, { type: 'call', id, tool: tool as never, args });
      return result;
    },
    progressOf: (id) =>
      frames.filter((f): f is Extract<ExtensionFrame, { type: 'progress' }> => f.type === 'progress' && f.id === id),
    forgetTokens: () => tokens.clear(),
    drop: () => current?.socket.destroy(),
    waitFor,
    close: () =>
      new Promise<void>((resolve) => {
        current?.socket.destroy();
        server.close(() => resolve());
      }),
  };
}
