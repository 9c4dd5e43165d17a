/**
 * `npm run bench:server`: the server (server/) end to end — real redis-server, API process,
 * worker processes with headless Chromium and the production build, the fake OpenAI-compatible
 * model answering after --delay ms (default 500), fixture pages on 127.0.0.1.
 *
 *   npm run build && npm run bench:server [-- --pages 16 --workers 1,2,4 --delay 500 --mock 300]
 *
 * For each worker count (each worker: its own process, one browser, concurrency 1):
 * - model path: requests without output_schema, so no recipe can serve and every page goes to
 *   the model;
 * - recipe path: requests with an output_schema, after two warm-up pages that teach and confirm
 *   the recipe (shared through Redis), so every measured page is read by the recipe;
 * pages per minute, p50/p95 latency (submit → completed, as a client sees it: the POST waits for
 * the answer, QUARRY_WAIT_SECONDS, and a request still running after that is polled), and the
 * memory (RSS of a worker process and its Chromium) after the runs. Then the API's added
 * latency on --mock sequential mock requests, against a bare node:http server answering the
 * same JSON on the same machine. Every result is checked against the page, so a fast wrong
 * answer cannot look good. Ratios are against one worker in the same run: the machine is shared,
 * absolute figures move between runs. Prints a Markdown table for docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, isDeepStrictEqual } from 'node:util';
import { startFakeOpenAi } from '../tests/support/fake-openai-server';
import { treeMemoryMB } from '../server/engine';
import { Queue } from 'bullmq';
import { redisOptions } from '../server/jobs';
import { startPrivateRedis } from '../server/private-redis';
import { QUEUE_NAME } from '../server/redis-keys';
import { cpuDelta, cpuSnapshot } from './proc-cpu';
import { contractClient } from '../server/tests/contract-client';
import { expectedTea, startFixtureSite, TEA_PROMPT, TEA_SCHEMA, teas, type Tea } from '../server/tests/fixture-site';
import { startApi, startWorkerProcess, type ServerProcess } from '../server/tests/processes';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '16' },
    workers: { type: 'string', default: '1,2,4' },
    delay: { type: 'string', default: '500' },
    mock: { type: 'string', default: '300' },
    // Only the API's added latency on mock requests: no workers, no browser.
    'mock-only': { type: 'boolean', default: false },
  },
});
const PAGES = Number(values.pages);
const COUNTS = values['mock-only'] ? [] : values.workers.split(',').map(Number);
const DELAY = Number(values.delay);

const quantile = (xs: number[], q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

interface Row {
  workers: number;
  path: 'model' | 'recipe';
  perMinute: number;
  p50: number;
  p95: number;
  /** Results equal to the page's values, however they were read. */
  correct: number;
  /** Results the recipe served (`recipe.used`); on the recipe path, the rest went to the model (a drift check 1 in 25, or a heal). */
  byRecipe: number;
  memoryMB: number;
  /** 1-minute load average at the end of the run. */
  load: number;
}

/** Where a run's time and CPU went (see `stageTimes` and bench/proc-cpu.ts). */
interface Profile {
  workers: number;
  path: 'model' | 'recipe';
  /** CPU-seconds spent during the run, per process kind. */
  cpu: Map<string, number>;
  /** Median milliseconds per stage of a job. */
  stages: Map<string, number>;
}
const profiles: Profile[] = [];
let queue: Queue | undefined;

/**
 * Median time per stage of the run's jobs: from BullMQ's own timestamps (enqueued, taken,
 * finished), the worker's log line per job (server/worker.ts: slot, recipes, engine, after,
 * release) and when the client saw the answer (its polling).
 */
async function stageTimes(seen: Array<{ id: string; at: number }>, lines: string[]): Promise<Map<string, number>> {
  const samples = new Map<string, number[]>();
  const add = (stage: string, ms: number) => samples.set(stage, [...(samples.get(stage) ?? []), ms]);
  for (const { id, at } of seen) {
    const job = await queue?.getJob(id);
    if (job?.processedOn && job.finishedOn) {
      add('waiting in the queue', job.processedOn - job.timestamp);
      add('taken → finished (BullMQ)', job.finishedOn - job.processedOn);
      add('finished → seen by the client', at - job.finishedOn);
    }
    const line = lines.find((l) => l.includes(`job ${id} ended:`));
    for (const [, stage, ms] of line?.matchAll(/(\w+) (\d+) ms/g) ?? [])
      if (stage !== 'queued') add(`worker: ${stage}`, Number(ms));
  }
  return new Map([...samples].map(([stage, xs]) => [stage, quantile(xs, 0.5)]));
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'quarry-bench-server-'));
  const redis = await startPrivateRedis(dir, { persist: false });
  const model = await startFakeOpenAi();
  model.script((request) => {
    const text = String(request.body.messages.map((m: { content: unknown }) => String(m.content)).join('\n'));
    const tea = teas.find((t) => t.sku === /LEAF-\d+/.exec(text)?.[0]);
    return { content: tea ? expectedTea(tea) : {}, delayMs: DELAY };
  });
  const site = await startFixtureSite();
  const env = {
    REDIS_URL: redis.url,
    QUARRY_API_KEYS: 'bench-key=1000000',
    QUARRY_MODEL_BASE_URL: `${model.url}/v1`,
    QUARRY_MODEL: 'bench-model',
    QUARRY_ALLOW_PRIVATE_ADDRESSES: '1',
    // The contract lets a client wait for the answer on the POST: the client sees it when it is ready.
    QUARRY_WAIT_SECONDS: '60',
    QUARRY_HOST_CONCURRENCY: '64',
    QUARRY_HOST_GAP_MS: '0',
    QUARRY_RATE_LIMIT: '100000',
  };
  const api = await startApi(env);
  queue = new Queue(QUEUE_NAME, { connection: redisOptions(redis.url) });
  const client = contractClient(api.url, 'bench-key');
  const rows: Row[] = [];
  let layoutRound = 0;
  try {
    for (const count of COUNTS) {
      const workers: ServerProcess[] = await Promise.all(Array.from({ length: count }, () => startWorkerProcess(env)));
      const roots = (): Array<[string, number | undefined]> => [
        ['api', api.process.child.pid],
        ['redis', redis.process.pid],
        ...workers.map((w): [string, number | undefined] => ['worker', w.child.pid]),
      ];
      /** All pages of a run submitted at once; each checked against its page. */
      const run = async (path: 'model' | 'recipe', bodyFor: (t: Tea) => Record<string, unknown>): Promise<Row> => {
        const pages = teas.slice(0, PAGES);
        const cpuBefore = cpuSnapshot(roots());
        const selfBefore = process.cpuUsage();
        const logFrom = workers.map((w) => w.output.length);
        const started = Date.now();
        const seen: Array<{ id: string; at: number; latency: number }> = [];
        const results = await Promise.all(
          pages.map(async (t) => {
            const t0 = Date.now();
            const response = await client.run(bodyFor(t), 600_000);
            seen.push({ id: String(response.request_id), at: Date.now(), latency: Date.now() - t0 });
            const right = response.status === 'completed' && isDeepStrictEqual(response.result, expectedTea(t));
            const byRecipe = (response.recipe as { used?: boolean } | undefined)?.used === true;
            return { right, byRecipe };
          }),
        );
        const elapsed = Date.now() - started;
        const self = process.cpuUsage(selfBefore);
        const cpu = cpuDelta(cpuBefore, cpuSnapshot(roots()));
        cpu.set('bench process (client, fake model, fixture site)', (self.user + self.system) / 1e6);
        const lines = workers.flatMap((w, i) => w.output.slice(logFrom[i]));
        profiles.push({ workers: count, path, cpu, stages: await stageTimes(seen, lines) });
        const latencies = seen.map((s) => s.latency);
        return {
          workers: count,
          path,
          perMinute: pages.length / (elapsed / 60_000),
          p50: quantile(latencies, 0.5),
          p95: quantile(latencies, 0.95),
          correct: results.filter((r) => r.right).length,
          byRecipe: results.filter((r) => r.byRecipe).length,
          memoryMB: 0,
          load: loadavg()[0] ?? 0,
        };
      };
      // A warm-up page per worker (first tab, first model call), unmeasured.
      await Promise.all(
        workers.map((_, i) => client.run({ user_prompt: TEA_PROMPT, website_url: site.url(teas[59 - i] as Tea) })),
      );
      const modelRow = await run('model', (t) => ({ user_prompt: TEA_PROMPT, website_url: site.url(t, 'shop') }));
      // The recipe is learned fresh per worker count on a layout of its own (a new origin
      // path is not enough: recipes are per origin, so alternate layouts and prompts).
      const layout = layoutRound++ % 2 === 0 ? 'catalogue' : 'shop';
      const prompt = `${TEA_PROMPT} (round ${layoutRound})`;
      for (const t of teas.slice(40, 42))
        await client.run({ user_prompt: prompt, website_url: site.url(t, layout), output_schema: TEA_SCHEMA });
      const recipeRow = await run('recipe', (t) => ({
        user_prompt: prompt,
        website_url: site.url(t, layout),
        output_schema: TEA_SCHEMA,
      }));
      const memory = await Promise.all(workers.map((w) => treeMemoryMB(w.child.pid as number)));
      const perWorker = memory.reduce((a, b) => a + b, 0) / memory.length;
      rows.push({ ...modelRow, memoryMB: perWorker }, { ...recipeRow, memoryMB: perWorker });
      console.log(
        `${count} worker(s): model ${modelRow.perMinute.toFixed(1)}/min, recipe ${recipeRow.perMinute.toFixed(1)}/min (1-min load average ${(loadavg()[0] ?? 0).toFixed(1)})`,
      );
      for (const w of workers) await w.kill('SIGTERM');
    }

    // API added latency on mock requests, against a bare node:http server on this machine.
    const mockCount = Number(values.mock);
    const mockBody = { user_prompt: TEA_PROMPT, website_url: 'https://203.0.113.10/', mock: true };
    const bare = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'completed' }));
      });
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
    // Interleaved, one API request then one bare request: the shared machine's load drifts, and
    // two runs one after the other would compare two different moments.
    const apiTimes: number[] = [];
    const bareTimes: number[] = [];
    const loadBefore = loadavg()[0] ?? 0;
    for (let i = 0; i < mockCount; i++) {
      let t0 = performance.now();
      const answer = await client.smartscraper(mockBody);
      apiTimes.push(performance.now() - t0);
      if (answer.body.status !== 'completed') throw new Error('mock request not completed');
      t0 = performance.now();
      await (await fetch(bareUrl, { method: 'POST', body: JSON.stringify(mockBody) })).text();
      bareTimes.push(performance.now() - t0);
    }
    const loadAfter = loadavg()[0] ?? 0;
    bare.close();

    console.log(
      `mock requests (${mockCount}, sequential, interleaved with the bare server; 1-min load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} cores): API p50 ${quantile(apiTimes, 0.5).toFixed(1)} ms, p95 ${quantile(apiTimes, 0.95).toFixed(1)} ms; bare node:http p50 ${quantile(bareTimes, 0.5).toFixed(1)} ms, p95 ${quantile(bareTimes, 0.95).toFixed(1)} ms; added p95 ${(quantile(apiTimes, 0.95) - quantile(bareTimes, 0.95)).toFixed(1)} ms`,
    );
    if (!rows.length) return;
    const base = (path: string) => rows.find((r) => r.workers === COUNTS[0] && r.path === path) as Row;
    const modelBase = base('model');
    console.log(
      `\n| workers | path | pages/min | × 1 worker (same path) | p50 ms | p95 ms | correct | served by the recipe | MB per worker |`,
    );
    console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
    for (const r of rows) {
      const ratio = r.perMinute / base(r.path).perMinute;
      console.log(
        `| ${r.workers} | ${r.path} | ${r.perMinute.toFixed(1)} | ${ratio.toFixed(2)}× | ${r.p50} | ${r.p95} | ${r.correct}/${PAGES} | ${r.byRecipe}/${PAGES} | ${Math.round(r.memoryMB)} |`,
      );
    }
    for (const count of COUNTS) {
      const m = rows.find((r) => r.workers === count && r.path === 'model') as Row;
      const rc = rows.find((r) => r.workers === count && r.path === 'recipe') as Row;
      console.log(`recipe ÷ model at ${count} worker(s): ${(rc.perMinute / m.perMinute).toFixed(2)}×`);
    }
    console.log(`model path, 1 worker: ${modelBase.perMinute.toFixed(1)} pages/min`);
    console.log(`load average (1 min) at the end of each run: ${rows.map((r) => r.load.toFixed(1)).join(', ')}`);
    for (const p of profiles) {
      const cpu = [...p.cpu].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]);
      const total = cpu.reduce((sum, [, s]) => sum + s, 0);
      console.log(
        `\n${p.workers} worker(s), ${p.path} path, CPU-seconds per page: ${(total / PAGES).toFixed(3)} in all — ${cpu
          .map(([k, s]) => `${k} ${(s / PAGES).toFixed(3)}`)
          .join(', ')}`,
      );
      console.log(`  median ms: ${[...p.stages].map(([k, ms]) => `${k} ${ms}`).join(', ')}`);
    }
  } finally {
    await queue.close();
    await api.process.kill('SIGTERM');
    await site.close();
    await model.close();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
