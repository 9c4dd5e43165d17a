/* eslint-disable @typescript-eslint/no-explicit-any -- raw DevTools protocol replies are read loosely */
/**
 * Runs one extraction in the built extension in Chromium WITHOUT a debugger attached to the
 * service worker. Playwright attaches to every service worker, and an attached debugger keeps
 * the worker alive, so a test driven by Playwright cannot see MV3's 30 s idle stop. This
 * script drives Chromium over the raw DevTools protocol, attached only to an extension page,
 * so the worker lives or dies as it would for a user.
 *
 * Run: node --experimental-websocket --import tsx tests/support/detached-run.ts EXTENSION_DIR DELAY_MS
 * Prints one JSON line: { status, error, elapsedMs, clientClosed, requests }.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeOpenAi } from './fake-openai-server';
import { startStaticSite } from '../e2e/support/static-server';

const [extensionDir = '', delayArg = '60000'] = process.argv.slice(2);
const delayMs = Number(delayArg);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main(): Promise<void> {
  const server = await startFakeOpenAi();
  const site = await startStaticSite(resolve('tests/e2e/site'));
  const profile = mkdtempSync(join(tmpdir(), 'quarry-detached-'));
  const browser = spawn(
    CHROMIUM,
    [
      '--headless=new',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const cdp = await connect(profile);
    const extensionId = await waitFor(async () => {
      const { targetInfos } = await cdp.send('Target.getTargets');
      const sw = targetInfos.find((t: { type: string; url: string }) => t.type === 'service_worker');
      return sw ? new URL(sw.url).host : null;
    });
    const fixture = `${site.origin}/openai/product.html`;
    await cdp.send('Target.createTarget', { url: fixture });
    const { targetId } = await cdp.send('Target.createTarget', {
      url: `chrome-extension://${extensionId}/options.html`,
    });
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
    const evaluate = async (expression: string): Promise<any> => {
      const reply = await cdp.send(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
        sessionId,
      );
      if (reply.exceptionDetails) throw new Error(JSON.stringify(reply.exceptionDetails));
      return reply.result.value;
    };
    await waitFor(() => evaluate(`typeof chrome !== 'undefined' && !!chrome.runtime?.sendMessage`));
    await waitFor(
      async () =>
        (await evaluate(
          `chrome.tabs.query({ url: ${JSON.stringify(fixture)} }).then((t) => t[0]?.status === 'complete')`,
        )) || null,
    );

    server.queue({ delayMs, content: { name: 'Summit Shell Jacket', price: 149 } });
    const provider = { kind: 'openai-compatible', baseURL: `${server.url}/v1`, model: 'test-model' };
    await evaluate(
      `chrome.runtime.sendMessage({ type: 'configure', patch: { provider: ${JSON.stringify(provider)} } })`,
    );
    const started = Date.now();
    const reply = await evaluate(`(async () => {
      const [tab] = await chrome.tabs.query({ url: ${JSON.stringify(fixture)} });
      return chrome.runtime.sendMessage({ type: 'start', tabId: tab.id, request: {
        user_prompt: 'name and price',
        output_schema: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
      } });
    })()`);
    const id = reply?.value?.requestId;
    if (typeof id !== 'string') throw new Error(`start failed: ${JSON.stringify(reply)}`);
    // Only storage reads from the page from here on: they do not wake or feed the worker.
    let job: { status: string; error: string } = { status: 'unknown', error: '' };
    while (Date.now() - started < delayMs + 40_000) {
      await new Promise((r) => setTimeout(r, 5_000));
      const raw = await evaluate(`chrome.storage.local.get('job:${id}').then((i) => i['job:${id}'] ?? null)`);
      job = raw ? JSON.parse(String(raw)) : job;
      if (job.status === 'completed' || job.status === 'failed') break;
    }
    console.log(
      JSON.stringify({
        status: job.status,
        error: job.error,
        elapsedMs: Date.now() - started,
        clientClosed: server.chatRequests[0]?.clientClosed ?? null,
        requests: server.chatRequests.length,
      }),
    );
    cdp.close();
  } finally {
    // Wait for Chromium to exit before removing its profile: it writes until it is gone.
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    browser.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await server.close();
    await site.close();
    // A profile Chromium is still writing to is left in the temp folder rather than failing
    // a run whose outcome is already printed.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
    } catch (error) {
      console.error(`left ${profile}: ${String(error)}`);
    }
  }
}

interface Cdp {
  send(method: string, params?: object, sessionId?: string): Promise<any>;
  close(): void;
}

async function connect(profile: string): Promise<Cdp> {
  const file = join(profile, 'DevToolsActivePort');
  await waitFor(async () => existsSync(file) || null);
  const [port, path] = readFileSync(file, 'utf8').split('\n');
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  await new Promise((resolveOpen, reject) => {
    socket.addEventListener('open', resolveOpen, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const pending = new Map<number, { resolve(v: any): void; reject(e: Error): void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolveSend, reject) => {
        const id = ++next;
        pending.set(id, { resolve: resolveSend, reject });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      }),
    close: () => socket.close(),
  };
}

async function waitFor<T>(probe: () => Promise<T | null | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch {
      // not ready yet
    }
    if (Date.now() > until) throw new Error('timed out waiting for the browser');
    await new Promise((r) => setTimeout(r, 200));
  }
}

await main();
