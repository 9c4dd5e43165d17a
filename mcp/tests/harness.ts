import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import WebSocket from 'ws';
import { extensionFrameSchema, mcpFrameSchema, RELAY_PATH, type McpFrame } from '../../lib/relay/protocol';
import { z } from '../../lib/contract/zod-setup';

/** The built file an MCP client configuration names (npm run build:mcp; test:mcp builds it first). */
export const BUILT = resolve('mcp/dist/quarry-mcp.cjs');

/** An extension id of the right form (32 letters a–p), standing in for Quarry's. */
export const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
export const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_ID}`;

export const tempHome = (): string => mkdtempSync(join(tmpdir(), 'quarry-mcp-home-'));

export interface McpUnderTest {
  client: Client;
  /** Every stderr line so far. */
  log: string[];
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  close(): Promise<void>;
}

/** The official SDK's client starting the built MCP server over stdio, as an AI app does. */
export async function startMcp(
  args: string[],
  env: Record<string, string>,
  clientName = 'Test Agent',
): Promise<McpUnderTest> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BUILT, ...args],
    env,
    stderr: 'pipe',
  });
  const log: string[] = [];
  const waiters: Array<() => void> = [];
  let partial = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    log.push(...lines);
    if (process.env.QUARRY_TEST_VERBOSE) for (const line of lines) console.log(`[mcp] ${line}`);
    for (const wake of [...waiters]) wake();
  });
  const client = new Client({ name: clientName, version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    log,
    waitForLog(pattern, timeoutMs = 15_000) {
      return new Promise((resolveMatch, reject) => {
        const look = (): boolean => {
          for (const line of log) {
            const match = pattern.exec(line);
            if (match) {
              waiters.splice(waiters.indexOf(check), 1);
              clearTimeout(timer);
              resolveMatch(match);
              return true;
            }
          }
          return false;
        };
        const check = (): void => void look();
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(check), 1);
          reject(new Error(`No stderr line matching ${pattern} in ${timeoutMs} ms:\n${log.join('\n')}`));
        }, timeoutMs);
        waiters.push(check);
        look();
      });
    },
    close: () => client.close(),
  };
}

/** Reads the port and the current pairing code from the process's stderr. */
export async function relayAddress(mcp: McpUnderTest): Promise<{ port: number; code: string }> {
  const port = Number((await mcp.waitForLog(/ws:\/\/127\.0\.0\.1:(\d+)\/quarry/))[1]);
  const codes = mcp.log.flatMap((line) => /Pairing code: (\d{6})/.exec(line)?.[1] ?? []);
  return { port, code: codes.at(-1) as string };
}

/** A node `ws` client playing Quarry's service worker: frames in the relay protocol. */
export interface FakeExtension {
  socket: WebSocket;
  /** Resolves with the next frame from the MCP process of this type (earlier ones queued). */
  next<T extends McpFrame['type']>(type: T, timeoutMs?: number): Promise<Extract<McpFrame, { type: T }>>;
  send(frame: z.input<typeof extensionFrameSchema>): void;
  /** Resolves with the close code. */
  closed: Promise<number>;
}

export function connectExtension(port: number, origin = EXTENSION_ORIGIN): Promise<FakeExtension> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${RELAY_PATH}`, { origin });
  const frames: McpFrame[] = [];
  const wakers: Array<() => void> = [];
  socket.on('message', (data) => {
    frames.push(mcpFrameSchema.parse(JSON.parse(data.toString())));
    for (const wake of [...wakers]) wake();
  });
  const closed = new Promise<number>((resolveClose) => socket.on('close', (code) => resolveClose(code)));
  return new Promise((resolveOpen, reject) => {
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('open', () =>
      resolveOpen({
        socket,
        closed,
        send: (frame) => socket.send(JSON.stringify(extensionFrameSchema.parse(frame))),
        next(type, timeoutMs = 15_000) {
          return new Promise((resolveFrame, rejectFrame) => {
            const take = (): boolean => {
              const index = frames.findIndex((f) => f.type === type);
              if (index < 0) return false;
              const [frame] = frames.splice(index, 1);
              clearTimeout(timer);
              wakers.splice(wakers.indexOf(wake), 1);
              resolveFrame(frame as never);
              return true;
            };
            const wake = (): void => void take();
            const timer = setTimeout(() => {
              wakers.splice(wakers.indexOf(wake), 1);
              rejectFrame(new Error(`no ${type} frame within ${timeoutMs} ms`));
            }, timeoutMs);
            wakers.push(wake);
            take();
          });
        },
      }),
    );
  });
}

/** Pairs a fake extension with the code; resolves with the welcome frame and the open socket. */
export async function pair(port: number, code: string) {
  const extension = await connectExtension(port);
  extension.send({ type: 'pair', version: 1, code, extensionVersion: '0.1.0' });
  const welcome = await extension.next('welcome');
  return { extension, welcome };
}
