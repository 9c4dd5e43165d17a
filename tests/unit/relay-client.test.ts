import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type PairedApp } from '@/lib/relay-client/apps';
import { createConsent, type ConsentAnswer } from '@/lib/relay-client/consent';
import { createRelayClient, type SocketLike } from '@/lib/relay-client/connection';
import { createTools, type ToolDeps } from '@/lib/relay-client/tools';
import { ToolError } from '@/lib/relay-client/tool-error';
import { RELAY_CLOSE } from '@/lib/relay/protocol';
import { memoryArea } from './support/memory-area';

const TOKEN = 'a'.repeat(64);
const SHOP = 'http://127.0.0.1:4000';

async function pairedStore() {
  const area = memoryArea();
  const apps = createAppStore(area);
  const app = await apps.save({ appId: 'agent', appName: 'Agent', port: 17373, pairedAt: 1 }, TOKEN);
  return { area, apps, app };
}

describe('consent per site', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once for "Always", remembers the site, and asks again for steps on it', async () => {
    const { apps, app } = await pairedStore();
    const answers: ConsentAnswer[] = ['always', 'deny'];
    const ask = vi.fn(async () => answers.shift() ?? null);
    const consent = createConsent({ apps, ask });
    const signal = new AbortController().signal;
    await consent(app, SHOP, [], signal);
    await consent(app, SHOP, [], signal);
    expect(ask).toHaveBeenCalledTimes(1);
    expect((await apps.get('agent'))?.grants).toEqual([{ scope: SHOP, steps: false }]);
    await expect(consent(app, SHOP, ['click Next'], signal)).rejects.toMatchObject({
      code: 'denied',
      message: expect.stringContaining('click or type on 127.0.0.1:4000'),
    });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('"Allow once" is not remembered; "Deny" names the site', async () => {
    const { apps, app } = await pairedStore();
    const answers: ConsentAnswer[] = ['once', 'deny'];
    const consent = createConsent({ apps, ask: async () => answers.shift() ?? null });
    const signal = new AbortController().signal;
    await consent(app, SHOP, [], signal);
    const denied = await consent(app, SHOP, [], signal).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(ToolError);
    expect(denied).toMatchObject({ code: 'denied', message: expect.stringContaining('read 127.0.0.1:4000') });
    expect((await apps.get('agent'))?.grants).toEqual([]);
  });

  it('no answer within the minute is refused with no_answer, and the question is withdrawn', async () => {
    vi.useFakeTimers();
    const { apps, app } = await pairedStore();
    let withdrawn = false;
    const consent = createConsent({
      apps,
      ask: (_q, signal) =>
        new Promise((resolve) =>
          signal.addEventListener('abort', () => {
            withdrawn = true;
            resolve(null);
          }),
        ),
    });
    const pending = consent(app, 'tabs', [], new AbortController().signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(withdrawn).toBe(false);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(await pending).toMatchObject({
      code: 'no_answer',
      message: expect.stringContaining(
        'did not answer Quarry’s question about the titles and addresses'.replace('’', "'"),
      ),
    });
    expect(withdrawn).toBe(true);
  });
});

/** A socket the test drives: it records what the client sent. */
class FakeSocket implements SocketLike {
  sent: Array<Record<string, unknown>> = [];
  closed: number | null = null;
  private listeners: Record<string, Array<(event: never) => void>> = {};
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closed = code;
  }
  addEventListener(type: string, listener: (event: never) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  emit(type: string, event: unknown = {}) {
    for (const listener of this.listeners[type] ?? []) listener(event as never);
  }
  receive(frame: unknown) {
    this.emit('message', { data: JSON.stringify(frame) });
  }
}

function clientWith(apps: ReturnType<typeof createAppStore>, tools: Partial<ToolDeps> = {}) {
  const sockets: FakeSocket[] = [];
  const calls: Array<{ tool: string; args: unknown }> = [];
  const client = createRelayClient({
    apps,
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    tools: {
      extract: async (args, ctx) => {
        calls.push({ tool: 'extract', args });
        ctx.progress(0, 1, 'Reading');
        return new Promise((resolve, reject) => {
          if ((args as { slow?: boolean }).slow)
            ctx.signal.addEventListener('abort', () => reject(new ToolError('cancelled', 'The call was cancelled.')));
          else resolve({ status: 'completed' });
        });
      },
      markdownify: async () => {
        throw new Error('boom');
      },
      list_tabs: async () => ({ tabs: [] }),
      batch: async () => ({}),
      list_recipes: async () => ({ recipes: [] }),
      ...(tools as object),
    },
    extensionVersion: '1.0.0',
    now: () => 5,
    retryMs: 10,
    maxRetryMs: 40,
  });
  return { client, sockets, calls };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the relay connection', () => {
  it('pairs with the code, stores the token out of the app list, and answers ping, calls and cancels', async () => {
    const area = memoryArea();
    const apps = createAppStore(area);
    const { client, sockets } = clientWith(apps);
    const pairing = client.pair('482193', 17500);
    const socket = sockets[0]!;
    expect(socket.url).toBe('ws://127.0.0.1:17500/quarry');
    socket.emit('open');
    expect(socket.sent[0]).toEqual({ type: 'pair', version: 1, code: '482193', extensionVersion: '1.0.0' });
    socket.receive({ type: 'welcome', version: 1, appName: 'Claude Desktop', appId: 'cd-1', token: TOKEN });
    const app = await pairing;
    expect(app).toMatchObject({ appId: 'cd-1', appName: 'Claude Desktop', port: 17500, grants: [] });
    expect(JSON.stringify(area.data.get('aiApps'))).not.toContain(TOKEN);
    expect(area.data.get('aiAppTokens')).toEqual({ 'cd-1': TOKEN });
    expect(client.connected()).toEqual(['cd-1']);

    socket.receive({ type: 'ping' });
    expect(socket.sent.at(-1)).toEqual({ type: 'pong' });

    socket.receive({ type: 'call', id: 'c1', tool: 'extract', args: {} });
    await tick();
    await tick();
    expect(socket.sent.slice(-2)).toEqual([
      { type: 'progress', id: 'c1', progress: 0, total: 1, message: 'Reading' },
      { type: 'result', id: 'c1', ok: true, value: { status: 'completed' } },
    ]);

    socket.receive({ type: 'call', id: 'c2', tool: 'extract', args: { slow: true } });
    await tick();
    socket.receive({ type: 'cancel', id: 'c2' });
    await tick();
    expect(socket.sent.at(-1)).toMatchObject({ type: 'result', id: 'c2', ok: false, error: { code: 'cancelled' } });

    socket.receive({ type: 'call', id: 'c3', tool: 'markdownify', args: {} });
    await tick();
    await tick();
    expect(socket.sent.at(-1)).toEqual({
      type: 'result',
      id: 'c3',
      ok: false,
      error: { code: 'failed', message: 'boom' },
    });

    // A frame that does not parse is ignored.
    socket.emit('message', { data: '{"type":"call"}' });
    socket.emit('message', { data: 'not json' });
    expect(socket.sent.at(-1)).toMatchObject({ id: 'c3' });

    expect(await client.revoke('cd-1')).toBe(true);
    expect(socket.closed).toBe(1000);
    expect(area.data.get('aiAppTokens')).toEqual({});
    expect(client.connected()).toEqual([]);
  });

  it('a wrong code is refused with a sentence; a port with nothing on it too', async () => {
    const apps = createAppStore(memoryArea());
    const { client, sockets } = clientWith(apps);
    const wrong = client.pair('1111', 17373);
    sockets[0]!.emit('open');
    sockets[0]!.emit('close', { code: RELAY_CLOSE.refused });
    await expect(wrong).rejects.toThrow('The app refused this pairing code');
    const nothing = client.pair('1111', 17373);
    sockets[1]!.emit('error');
    sockets[1]!.emit('close', { code: 1006 });
    await expect(nothing).rejects.toThrow('Nothing answers on 127.0.0.1:17373');
    expect(await apps.list()).toEqual([]);
  });

  it('says hello with the stored token, dials again after a drop, and stops on a refused token', async () => {
    const { apps } = await pairedStore();
    const { client, sockets } = clientWith(apps);
    await client.connectAll();
    const first = sockets[0]!;
    first.emit('open');
    expect(first.sent[0]).toEqual({ type: 'hello', version: 1, token: TOKEN, extensionVersion: '1.0.0' });
    first.receive({ type: 'welcome', version: 1, appName: 'Agent', appId: 'agent' });
    expect(client.connected()).toEqual(['agent']);

    first.emit('close', { code: 1006 });
    expect(client.connected()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sockets).toHaveLength(2);
    const second = sockets[1]!;
    second.emit('open');
    second.emit('close', { code: RELAY_CLOSE.refused });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sockets).toHaveLength(2);
    expect((await apps.get('agent'))?.refused).toBe(true);
    await client.connectAll();
    expect(sockets).toHaveLength(2);
  });
});

describe('the tools', () => {
  function toolsWith(overrides: Partial<ToolDeps> = {}) {
    const started: Array<{ request: unknown; tabId: number | null }> = [];
    const cancelled: string[] = [];
    const consent: string[] = [];
    const deps: ToolDeps = {
      runs: {
        start: async (request, options) => {
          started.push({ request, tabId: options.tabId });
          return 'job-1';
        },
        wait: () => new Promise(() => undefined),
        cancel: async (id) => {
          cancelled.push(id);
          return true;
        },
      },
      batches: {
        start: async () => 'batch-1',
        wait: async () => ({ responses: [] }),
        cancel: async () => true,
        progress: async () => ({ done: 0, total: 1 }),
      },
      listRecipes: async () => [],
      listTabs: async () => [],
      findTab: async (tab) => ({ id: tab === 'current' ? 7 : tab, title: 'Lamp', url: `${SHOP}/lamp/1`, active: true }),
      markdown: async () => ({ website_url: SHOP, markdown: '# x' }),
      mockMarkdown: '# mock',
      requireConsent: async (_app, scope) => {
        consent.push(scope);
      },
      sleep: async () => undefined,
      ...overrides,
    };
    return { tools: createTools(deps), started, cancelled, consent };
  }
  const app: PairedApp = { appId: 'a', appName: 'A', port: 1, pairedAt: 0, grants: [] };
  const ctx = (signal = new AbortController().signal) => ({ app, signal, progress: () => undefined });

  it('extract reads the current tab by default, asking for its site; cancel stops the run', async () => {
    const { tools, started, cancelled, consent } = toolsWith();
    const controller = new AbortController();
    const call = tools.extract({ user_prompt: 'lamps' }, ctx(controller.signal));
    await tick();
    await tick();
    expect(consent).toEqual([SHOP]);
    expect(started[0]).toMatchObject({ tabId: 7, request: { user_prompt: 'lamps' } });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'cancelled' });
    expect(cancelled).toEqual(['job-1']);
  });

  it('arguments are checked again: unknown fields, a bad tab, a non-http address, tab with website_url', async () => {
    const { tools, started } = toolsWith();
    for (const args of [
      { user_prompt: 'x', surprise: 1 },
      { user_prompt: 'x', tab: 'front' },
      { user_prompt: 'x', website_url: 'file:///etc/passwd' },
      { user_prompt: 'x', tab: 3, website_url: `${SHOP}/a` },
    ])
      await expect(tools.extract(args, ctx())).rejects.toMatchObject({ code: 'invalid' });
    await expect(tools.batch({ user_prompt: 'x', urls: [] }, ctx())).rejects.toMatchObject({ code: 'invalid' });
    expect(started).toEqual([]);
  });

  it('a tab Quarry cannot read is refused before anyone is asked', async () => {
    const { tools, consent } = toolsWith({
      findTab: async () => ({ id: 3, title: '', url: 'chrome://settings', active: true }),
    });
    await expect(tools.markdownify({ tab: 3 }, ctx())).rejects.toMatchObject({ code: 'failed' });
    expect(consent).toEqual([]);
  });

  it('batch asks once per site and answers one item per address', async () => {
    const responses = [
      { status: 'completed', result: { a: 1 } },
      { status: 'failed', error: 'Page not found.' },
    ];
    const { tools, consent } = toolsWith({
      batches: {
        start: async () => 'b',
        wait: async () => ({ responses }),
        cancel: async () => true,
        progress: async () => ({ done: 2, total: 2 }),
      },
    });
    const value = await tools.batch({ user_prompt: 'x', urls: [`${SHOP}/1`, `${SHOP}/2`] }, ctx());
    expect(consent).toEqual([SHOP]);
    expect(value).toEqual({
      items: [
        { website_url: `${SHOP}/1`, ok: true, response: responses[0] },
        { website_url: `${SHOP}/2`, ok: false, response: responses[1], error: 'Page not found.' },
      ],
      completed: 1,
      failed: 1,
    });
  });
});
