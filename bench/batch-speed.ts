/**
 * Pages per minute for a batch of 100 local product pages, run by the built e2e extension
 * in real Chromium through quarry.batch (background tabs, capture, provider, storage).
 * Not a test (timings vary by machine); run it and record the figures in docs/benchmarks.md.
 *
 *   npm run build:e2e && npm run bench:batch [-- --pages 100 --concurrency 3 --delay 500]
 *
 * Two runs in the same browser, same pages, same settings:
 * - model: the OpenAI-compatible provider against the fake server (tests/support), which
 *   answers every call after a fixed delay (--delay ms), as a model that always takes that long;
 * - no model: the same requests with `mock: true`, so each page is opened and captured but no
 *   model is called — the cost floor a page served without tokens (a recipe) cannot go under.
 * The politeness pause is set to 0 to measure Quarry itself; with the default (1 s, jittered)
 * one host gets at most about 60 requests a minute whatever the path.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeOpenAi } from '../tests/support/fake-openai-server';
import { startStaticSite } from '../tests/e2e/support/static-server';
import { launchQuarry } from '../tests/e2e/support/fixtures';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number; got ${process.argv[at + 1]}`);
  return value;
}

const PAGES = flag('pages', 100);
const CONCURRENCY = flag('concurrency', 3);
const DELAY_MS = flag('delay', 500);

interface Run {
  label: string;
  ms: number;
  completed: number;
  modelPages: number;
  tokens: number;
}

async function main(): Promise<void> {
  const site = await startStaticSite(resolve('tests/e2e/site'));
  const model = await startFakeOpenAi();
  model.script((request) => {
    const n = Number(/Product (\d+)/.exec(JSON.stringify(request.body?.messages ?? ''))?.[1] ?? -1);
    return { content: { name: `Product ${n}`, price: n + 0.5 }, delayMs: DELAY_MS };
  });
  const profile = mkdtempSync(join(tmpdir(), 'quarry-bench-batch-'));
  const context = await launchQuarry(profile);
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const provider = { kind: 'openai-compatible', baseURL: `${model.url}/v1`, model: 'bench', apiKey: 'sk-bench' };
    await worker.evaluate(`globalThis.quarry.configure({ provider: ${JSON.stringify(provider)} })`);
    const urls = Array.from({ length: PAGES }, (_, i) => `${site.origin}/batch/product.html?n=${i + 1}`);
    const schema = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } };
    const runs: Run[] = [];
    for (const [label, mock] of [
      ['no model (capture only)', true],
      [`model (fake server, ${DELAY_MS} ms a call)`, false],
    ] as const) {
      const request = { user_prompt: 'the product name and price', output_schema: schema, mock };
      const options = { urls, concurrency: CONCURRENCY, pauseMs: 0 };
      const outcome = (await worker.evaluate(`(async () => {
        const t0 = performance.now();
        const b = await globalThis.quarry.batch(${JSON.stringify(request)}, ${JSON.stringify(options)});
        return { ms: performance.now() - t0, summary: b.summary };
      })()`)) as {
        ms: number;
        summary: { completed: number; model_pages: number; input_tokens: number; output_tokens: number };
      };
      runs.push({
        label,
        ms: outcome.ms,
        completed: outcome.summary.completed,
        modelPages: outcome.summary.model_pages,
        tokens: outcome.summary.input_tokens + outcome.summary.output_tokens,
      });
    }
    console.log(
      `Batch of ${PAGES} local pages, concurrency ${CONCURRENCY}, pause 0 ms — Chromium, ${new Date().toISOString()}`,
    );
    console.log('path                                   | pages/min | s total | completed | model pages | tokens');
    for (const run of runs) {
      const perMinute = (run.completed / run.ms) * 60_000;
      console.log(
        `${run.label.padEnd(38)} | ${perMinute.toFixed(0).padStart(9)} | ${(run.ms / 1000).toFixed(1).padStart(7)} | ${String(run.completed).padStart(9)} | ${String(run.modelPages).padStart(11)} | ${run.tokens}`,
      );
    }
    const [floor, withModel] = runs;
    if (floor && withModel) console.log(`ratio no-model / model: ${(withModel.ms / floor.ms).toFixed(2)}×`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await model.close();
    await site.close();
  }
}

await main();
