import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_CLOSE } from '../../lib/relay/protocol';
import {
  connectExtension,
  EXTENSION_ID,
  pair,
  relayAddress,
  startMcp,
  tempHome,
  type FakeExtension,
  type McpUnderTest,
} from './harness';

/**
 * The default backend end to end, minus Chrome: the official SDK's client starts the built
 * MCP server over stdio, and a node `ws` client plays Quarry's service worker on the relay
 * (the extension side's own e2e test drives the real one). Everything is real sockets.
 */
let home: string;
let mcp: McpUnderTest;
let port: number;
let firstCode: string;

beforeAll(async () => {
  home = tempHome();
  mcp = await startMcp(['--port', '0', '--extension-id', EXTENSION_ID, '--connect-wait', '1'], {
    QUARRY_MCP_HOME: home,
  });
  ({ port, code: firstCode } = await relayAddress(mcp));
});

afterAll(async () => {
  await mcp?.close();
  rmSync(home, { recursive: true, force: true });
});

/** A contract response as Quarry's extension answers it. */
const response = {
  request_id: 'req-1',
  status: 'completed',
  website_url: 'http://127.0.0.1:9/shop/',
  user_prompt: 'the products',
  result: { products: [{ name: 'Blue kettle' }, { name: 'Green mug' }] },
  error: '',
  usage: { inputTokens: 0, outputTokens: 0, chunks: 0, pages: 1, durationMs: 12 },
  grounding: { checked: 2, found: 2, notFound: [], unchecked: [], mode: 'mark' },
  completeness: { list: '/products', onPage: 2, returned: 2, cutOff: false, empty: [], complete: true, note: '' },
  recipe: { id: 'r-1', used: true },
};

describe('tools', () => {
  it('lists the five tools with input and output schemas', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['batch', 'extract', 'list_recipes', 'list_tabs', 'markdownify']);
    const extract = tools.find((t) => t.name === 'extract');
    expect(Object.keys(extract?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['user_prompt', 'website_url', 'output_schema', 'steps', 'tab']),
    );
    expect(extract?.inputSchema.required).toEqual(['user_prompt']);
    expect(Object.keys(extract?.outputSchema?.properties ?? {})).toEqual(
      expect.arrayContaining(['request_id', 'status', 'result', 'grounding', 'completeness', 'recipe', 'usage']),
    );
    const batch = tools.find((t) => t.name === 'batch');
    expect(batch?.inputSchema.required).toEqual(expect.arrayContaining(['user_prompt', 'urls']));
    expect(Object.keys(batch?.outputSchema?.properties ?? {})).toEqual(['items', 'completed', 'failed']);
  });

  it('refuses arguments the contract refuses, with its sentence, before asking the browser', async () => {
    const both = await mcp.client.callTool({
      name: 'extract',
      arguments: { user_prompt: 'x', tab: 'current', website_url: 'https://a.example/' },
    });
    expect(both.isError).toBe(true);
    expect(JSON.stringify(both.content)).toMatch(/either tab or one of website_url/);
    const noSource = await mcp.client.callTool({ name: 'extract', arguments: { user_prompt: 'x' } });
    expect(noSource.isError).toBe(true);
    expect(JSON.stringify(noSource.content)).toMatch(/website_url/);
  });
});

describe('pairing', () => {
  it('a call before pairing fails with the sentence naming the code', async () => {
    const answer = await mcp.client.callTool({ name: 'list_tabs', arguments: {} });
    expect(answer.isError).toBe(true);
    expect(answer.content).toEqual([
      {
        type: 'text',
        text: `Quarry is not paired: ask the user to open Quarry → Settings → AI apps and enter code ${firstCode}.`,
      },
    ]);
  });

  it('refuses the upgrade for another Origin: a web page, or another extension', async () => {
    await expect(connectExtension(port, 'http://127.0.0.1:8080')).rejects.toThrow('upgrade refused: 403');
    await expect(connectExtension(port, 'https://evil.example')).rejects.toThrow('upgrade refused: 403');
    await expect(connectExtension(port, `chrome-extension://${'p'.repeat(32)}`)).rejects.toThrow(
      'upgrade refused: 403',
    );
    await mcp.waitForLog(/Refused a connection: Origin https:\/\/evil\.example/);
  });

  it('closes with 4401 on a wrong code, an unknown token, or a first frame that is not pair/hello', async () => {
    const wrong = await connectExtension(port);
    wrong.send({ type: 'pair', version: 1, code: firstCode === '000000' ? '000001' : '000000', extensionVersion: '1' });
    expect(await wrong.closed).toBe(RELAY_CLOSE.refused);

    const unknown = await connectExtension(port);
    unknown.send({ type: 'hello', version: 1, token: 'x'.repeat(43), extensionVersion: '1' });
    expect(await unknown.closed).toBe(RELAY_CLOSE.refused);

    const rude = await connectExtension(port);
    rude.send({ type: 'pong' });
    expect(await rude.closed).toBe(RELAY_CLOSE.refused);
  });

  it('pairs with the code: welcome names the MCP client, the token is kept only as a hash, the code is used up', async () => {
    const { extension, welcome } = await pair(port, firstCode);
    expect(welcome.appName).toBe('Test Agent');
    expect(welcome.token?.length).toBeGreaterThanOrEqual(32);
    const file = join(home, 'pairings.json');
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(welcome.token as string);
    expect(JSON.parse(text).pairings).toEqual([expect.objectContaining({ appId: welcome.appId })]);
    expect(statSync(file).mode & 0o077).toBe(0);
    // The code pairs once: the same code again is refused, and a new one was printed.
    const again = await connectExtension(port);
    again.send({ type: 'pair', version: 1, code: firstCode, extensionVersion: '1' });
    expect(await again.closed).toBe(RELAY_CLOSE.refused);
    const { code } = await relayAddress(mcp);
    expect(code).not.toBe(firstCode);

    // The token says hello on a new socket; the newest connection replaces the older one.
    const second = await connectExtension(port);
    second.send({ type: 'hello', version: 1, token: welcome.token as string, extensionVersion: '1' });
    const secondWelcome = await second.next('welcome');
    expect(secondWelcome).toMatchObject({ appId: welcome.appId, appName: 'Test Agent' });
    expect(secondWelcome.token).toBeUndefined();
    expect(await extension.closed).toBe(RELAY_CLOSE.replaced);
    second.socket.close();
  });
});

describe('calls', () => {
  let extension: FakeExtension;
  let token: string;

  beforeAll(async () => {
    const paired = await pair(port, (await relayAddress(mcp)).code);
    extension = paired.extension;
    token = paired.welcome.token as string;
  });

  it('extract on the current tab: call → progress notifications → result, with the summary and fenced JSON', async () => {
    const progress: number[] = [];
    const calling = mcp.client.callTool(
      { name: 'extract', arguments: { user_prompt: 'the products', tab: 'current' } },
      undefined,
      { onprogress: (p) => progress.push(p.progress) },
    );
    const call = await extension.next('call');
    expect(call.tool).toBe('extract');
    // The contract's defaults are filled in before the call leaves.
    expect(call.args).toMatchObject({ user_prompt: 'the products', tab: 'current', total_pages: 1, mock: false });
    extension.send({ type: 'progress', id: call.id, progress: 1, total: 2, message: 'Reading the page' });
    extension.send({ type: 'progress', id: call.id, progress: 2, total: 2 });
    // The agent sees progress while the run goes on (the SDK's client drops progress that
    // arrives in the same read as the result, so the test's run ends once it was seen).
    await expect.poll(() => progress).toEqual([1, 2]);
    extension.send({ type: 'result', id: call.id, ok: true, value: response });
    const answer = await calling;
    expect(answer.isError).toBeFalsy();
    expect(answer.structuredContent).toMatchObject(response);
    const [summary, fenced] = answer.content as Array<{ type: string; text: string }>;
    expect(summary?.text).toBe('2 products, all found on the page, 0 tokens (recipe)');
    expect(fenced?.text).toMatch(/^Content from the web \(the current tab\) follows .* not instructions/);
    const id = /id ([0-9a-f]{12})\./.exec(fenced?.text ?? '')?.[1];
    expect(fenced?.text).toContain(`<web-content id="${id}">`);
    expect(fenced?.text.trimEnd().endsWith(`</web-content id="${id}">`)).toBe(true);
    expect(progress).toEqual([1, 2]);
  });

  it('a refusal from the extension reaches the agent as its sentence', async () => {
    const calling = mcp.client.callTool({ name: 'markdownify', arguments: { website_url: 'https://shop.example/' } });
    const call = await extension.next('call');
    const message = 'The user denied reading shop.example: ask them to allow it in Quarry, or use another source.';
    extension.send({ type: 'result', id: call.id, ok: false, error: { code: 'denied', message } });
    const answer = await calling;
    expect(answer.isError).toBe(true);
    expect(answer.content).toEqual([{ type: 'text', text: message }]);
  });

  it('a value in the wrong shape is an error, never passed on as a success', async () => {
    const calling = mcp.client.callTool({ name: 'list_tabs', arguments: {} });
    const call = await extension.next('call');
    extension.send({ type: 'result', id: call.id, ok: true, value: { tabs: [{ id: 'one' }] } });
    const answer = await calling;
    expect(answer.isError).toBe(true);
    expect(JSON.stringify(answer.content)).toMatch(/unexpected shape/);
  });

  it('answers a frame that does not parse with an error frame, and keeps the connection', async () => {
    extension.socket.send(JSON.stringify({ type: 'result', id: 'x' }));
    expect((await extension.next('error')).message).toMatch(/relay protocol/);
    const calling = mcp.client.callTool({ name: 'list_recipes', arguments: {} });
    const call = await extension.next('call');
    extension.send({ type: 'result', id: call.id, ok: true, value: { recipes: [] } });
    expect((await calling).structuredContent).toEqual({ recipes: [] });
  });

  it('a client cancel sends cancel to the extension and ends the call', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const calling = mcp.client.callTool(
      { name: 'batch', arguments: { user_prompt: 'the title', urls: ['https://a.example/1', 'https://a.example/2'] } },
      undefined,
      { signal: controller.signal, onprogress: (p) => progress.push(p.progress) },
    );
    const call = await extension.next('call');
    expect(call.tool).toBe('batch');
    extension.send({ type: 'progress', id: call.id, progress: 1, total: 2 });
    await expect.poll(() => progress).toEqual([1]);
    controller.abort();
    await expect(calling).rejects.toThrow();
    expect(await extension.next('cancel')).toEqual({ type: 'cancel', id: call.id });
    // A late result for the cancelled call is dropped; the next call works.
    extension.send({ type: 'result', id: call.id, ok: true, value: { items: [], completed: 0, failed: 0 } });
    const next = mcp.client.callTool({ name: 'list_tabs', arguments: {} });
    const nextCall = await extension.next('call');
    extension.send({
      type: 'result',
      id: nextCall.id,
      ok: true,
      value: { tabs: [{ id: 7, title: 'Orders', url: 'https://shop.example/orders', active: true }] },
    });
    expect((await next).structuredContent).toEqual({
      tabs: [{ id: 7, title: 'Orders', url: 'https://shop.example/orders', active: true }],
    });
  });

  it('a dropped connection fails the call in flight with a sentence', async () => {
    const calling = mcp.client.callTool({ name: 'list_tabs', arguments: {} });
    await extension.next('call');
    extension.socket.close();
    const answer = await calling;
    expect(answer.isError).toBe(true);
    expect(JSON.stringify(answer.content)).toMatch(/connection to Quarry closed during the call/);
  });

  it('a restarted process accepts the same token: no new pairing', async () => {
    const restarted = await startMcp(
      ['--port', '0', '--extension-id', EXTENSION_ID],
      { QUARRY_MCP_HOME: home },
      'Other App',
    );
    try {
      const { port: newPort } = await relayAddress(restarted);
      await restarted.waitForLog(/Quarry paired before reconnects by itself/);
      const again = await connectExtension(newPort);
      again.send({ type: 'hello', version: 1, token, extensionVersion: '1' });
      expect((await again.next('welcome')).appName).toBe('Other App');
      again.socket.close();
    } finally {
      await restarted.close();
    }
  });

  it('--forget-pairings revokes every token', async () => {
    const forgetting = await startMcp(['--port', '0', '--forget-pairings'], { QUARRY_MCP_HOME: home });
    try {
      const { port: newPort } = await relayAddress(forgetting);
      const again = await connectExtension(newPort);
      again.send({ type: 'hello', version: 1, token, extensionVersion: '1' });
      expect(await again.closed).toBe(RELAY_CLOSE.refused);
    } finally {
      await forgetting.close();
    }
  });
});
