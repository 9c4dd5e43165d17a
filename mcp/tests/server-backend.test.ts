import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateRedis, type PrivateRedis } from '../../server/private-redis';
import { startApi, type ServerProcess } from '../../server/tests/processes';
import { startMcp, type McpUnderTest } from './harness';

/**
 * `--server URL --key KEY`: the same tools through the HTTP contract against a real
 * `npm run serve --role api` (its own redis-server on a free port). `mock: true` requests are
 * answered by the API itself; a request without mock stays queued (no worker runs here),
 * which is how a long run is cancelled.
 */
let dir: string;
let redis: PrivateRedis;
let api: ServerProcess;
let base: string;
let mcp: McpUnderTest;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quarry-mcp-server-'));
  redis = await startPrivateRedis(dir, { persist: false });
  ({ process: api, url: base } = await startApi({
    REDIS_URL: redis.url,
    QUARRY_API_KEYS: 'mcp-key=100',
    QUARRY_WAIT_SECONDS: '0',
  }));
  mcp = await startMcp(['--server', base], { QUARRY_SERVER_KEY: 'mcp-key' });
});

afterAll(async () => {
  await mcp?.close();
  await api?.kill();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const schema = {
  type: 'object',
  properties: { title: { type: 'string' }, price: { type: 'number' } },
  required: ['title'],
};

describe('--server', () => {
  it('extract answers the contract response from the server', async () => {
    const answer = await mcp.client.callTool({
      name: 'extract',
      arguments: {
        user_prompt: 'the title and price',
        website_url: 'https://shop.example/p/1',
        output_schema: schema,
        mock: true,
      },
    });
    expect(answer.isError).toBeFalsy();
    expect(answer.structuredContent).toMatchObject({
      status: 'completed',
      website_url: 'https://shop.example/p/1',
      user_prompt: 'the title and price',
      mock: true,
      result: { title: expect.any(String), price: expect.any(Number) },
    });
    const [summary] = answer.content as Array<{ text: string }>;
    expect(summary?.text).toBe('2 fields, not checked against the page');
  });

  it("markdownify answers the server's Markdown, fenced as web content", async () => {
    const answer = await mcp.client.callTool({
      name: 'markdownify',
      arguments: { website_url: 'https://shop.example/p/1', mock: true },
    });
    expect(answer.isError).toBeFalsy();
    const value = answer.structuredContent as { markdown: string; website_url: string };
    expect(value.website_url).toBe('https://shop.example/p/1');
    expect(value.markdown).toMatch(/^# Mock page/);
    const [, fenced] = answer.content as Array<{ text: string }>;
    expect(fenced?.text).toMatch(/Content from the web \(https:\/\/shop\.example\/p\/1\)/);
  });

  it('batch runs one request per address, reports progress and merges the items in order', async () => {
    const urls = Array.from({ length: 5 }, (_, i) => `https://shop.example/p/${i + 1}`);
    const progress: Array<{ progress: number; total?: number }> = [];
    const answer = await mcp.client.callTool(
      { name: 'batch', arguments: { user_prompt: 'the title', urls, output_schema: schema, mock: true } },
      undefined,
      { onprogress: (p) => progress.push({ progress: p.progress, total: p.total }) },
    );
    expect(answer.isError).toBeFalsy();
    const value = answer.structuredContent as {
      items: Array<{ website_url: string; ok: boolean }>;
      completed: number;
      failed: number;
    };
    expect(value.items.map((item) => item.website_url)).toEqual(urls);
    expect(value.items.every((item) => item.ok)).toBe(true);
    expect({ completed: value.completed, failed: value.failed }).toEqual({ completed: 5, failed: 0 });
    // One notification per finished page, in order. (The SDK's client drops a notification
    // it reads in the same chunk as the result; the server waits a moment to avoid that, but
    // on a loaded machine the last one may still go, so it is not required here.)
    expect(progress.length).toBeGreaterThanOrEqual(4);
    expect(progress).toEqual([1, 2, 3, 4, 5].slice(0, progress.length).map((n) => ({ progress: n, total: 5 })));
    expect((answer.content as Array<{ text: string }>)[0]?.text).toBe('5 addresses: 5 completed, 0 failed');
  });

  it('a batch address the contract refuses is named before anything is sent', async () => {
    const answer = await mcp.client.callTool({
      name: 'batch',
      arguments: { user_prompt: 'the title', urls: ['https://shop.example/1', 'ftp://shop.example/2'], mock: true },
    });
    expect(answer.isError).toBe(true);
    expect((answer.content as Array<{ text: string }>)[0]?.text).toMatch(/^ftp:\/\/shop\.example\/2: .*website_url/);
  });

  it('tabs and recipes are refused with sentences that say what to do', async () => {
    const tabs = await mcp.client.callTool({ name: 'list_tabs', arguments: {} });
    expect(tabs.isError).toBe(true);
    expect((tabs.content as Array<{ text: string }>)[0]?.text).toMatch(/no browser tabs: give website_url instead/);
    const current = await mcp.client.callTool({ name: 'extract', arguments: { user_prompt: 'x', tab: 'current' } });
    expect((current.content as Array<{ text: string }>)[0]?.text).toMatch(/no browser tabs/);
    const recipes = await mcp.client.callTool({ name: 'list_recipes', arguments: {} });
    expect(recipes.isError).toBe(true);
    expect((recipes.content as Array<{ text: string }>)[0]?.text).toMatch(/does not list its recipes/);
  });

  it('a client cancel stops polling a queued request', async () => {
    const controller = new AbortController();
    const progress: string[] = [];
    const calling = mcp.client.callTool(
      // 203.0.113.0/24 is a documentation range: public, never fetched (no worker runs here).
      { name: 'extract', arguments: { user_prompt: 'the title', website_url: 'http://203.0.113.10/slow' } },
      undefined,
      { signal: controller.signal, onprogress: (p) => progress.push(p.message ?? '') },
    );
    // The request is queued and being polled: each poll is reported.
    await expect.poll(() => progress.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(progress[0]).toMatch(/The request is (queued|processing)\./);
    controller.abort();
    await expect(calling).rejects.toThrow();
    await mcp.waitForLog(/extract cancelled by the client/);
  });

  it("a wrong key is the server's sentence", async () => {
    const wrong = await startMcp(['--server', base, '--key', 'not-a-key'], {});
    try {
      const answer = await wrong.client.callTool({
        name: 'extract',
        arguments: { user_prompt: 'x', website_url: 'https://shop.example/', mock: true },
      });
      expect(answer.isError).toBe(true);
      expect((answer.content as Array<{ text: string }>)[0]?.text).toMatch(/not valid/);
    } finally {
      await wrong.close();
    }
  });
});
