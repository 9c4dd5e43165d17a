import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RELAY_CLOSE, RELAY_PATH } from '../../lib/relay/protocol';
import { filePairingStore } from '../browser/pairing-store';
import { createRelayServer, type RelayServer } from '../browser/relay-server';
import { connectExtension, EXTENSION_ORIGIN, pair, tempHome } from './harness';

/**
 * The relay server in this process, with short timings: keep-alive pings, a silent
 * extension dropped, guessed codes, the Host check. Real sockets on 127.0.0.1.
 */
let home: string;
let relay: RelayServer;
let port: number;
const log: string[] = [];

beforeEach(async () => {
  home = tempHome();
  log.length = 0;
  relay = createRelayServer({
    port: 0,
    extensionIds: [],
    store: filePairingStore(home),
    appName: () => 'Relay Test',
    log: (line) => log.push(line),
    pingMs: 150,
    helloMs: 500,
    maxWrongCodes: 3,
  });
  port = await relay.ready;
});

afterEach(async () => {
  await relay.close();
  rmSync(home, { recursive: true, force: true });
});

describe('relay server', () => {
  it('pings a connected extension, and drops one that stops answering', async () => {
    const { extension } = await pair(port, relay.code());
    expect(relay.connected()).toBe(true);
    // Answering keeps it: several intervals later it is still connected.
    for (let i = 0; i < 4; i++) {
      await extension.next('ping', 2_000);
      extension.send({ type: 'pong' });
    }
    expect(relay.connected()).toBe(true);
    // Silence for three intervals ends it.
    extension.socket.removeAllListeners('message');
    await extension.closed;
    await expect.poll(() => relay.connected()).toBe(false);
    expect(log.join('\n')).toMatch(/stopped answering pings/);
  });

  it('replaces the code after too many wrong ones: guessing gets nowhere', async () => {
    const first = relay.code();
    for (let i = 0; i < 3; i++) {
      const guess = await connectExtension(port);
      guess.send({ type: 'pair', version: 1, code: String(100000 + i), extensionVersion: '1' });
      expect(await guess.closed).toBe(RELAY_CLOSE.refused);
    }
    expect(relay.code()).not.toBe(first);
    const late = await connectExtension(port);
    late.send({ type: 'pair', version: 1, code: first, extensionVersion: '1' });
    expect(await late.closed).toBe(RELAY_CLOSE.refused);
    expect(log.join('\n')).toMatch(/3 wrong codes: the old code no longer works\. Pairing code: \d{6}/);
  });

  it('closes a socket that says nothing', async () => {
    const quiet = await connectExtension(port);
    expect(await quiet.closed).toBe(RELAY_CLOSE.refused);
  });

  it('refuses a Host other than loopback (a page rebinding a name to 127.0.0.1)', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${RELAY_PATH}`, {
      origin: EXTENSION_ORIGIN,
      headers: { host: `rebound.example:${port}` },
    });
    socket.on('error', () => undefined);
    const status = await new Promise<number>((resolve) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('open', () => resolve(101));
    });
    expect(status).toBe(403);
    socket.terminate();
  });

  it('a call waiting for a connection gets one when the extension arrives', async () => {
    const waiting = relay.waitForConnection(5_000);
    await pair(port, relay.code());
    expect(await waiting).toBe(true);
    expect(await relay.waitForConnection(10)).toBe(true);
  });

  it('says so when the port is taken', async () => {
    const second = createRelayServer({
      port,
      extensionIds: [],
      store: filePairingStore(home),
      appName: () => 'x',
      log: () => undefined,
    });
    await expect(second.ready).rejects.toThrow(`Port ${port} on 127.0.0.1 is taken`);
    await second.close().catch(() => undefined);
  });
});
