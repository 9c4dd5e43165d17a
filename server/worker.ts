import { Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { parseHTML } from 'linkedom';
import { extractionResponseSchema } from '../lib/contract/response';
import { pageToMarkdown } from '../lib/export/page-to-markdown';
import type { ServerConfig } from './config';
import { createCredits } from './credits';
import { launchEngine, type Engine } from './engine';
import { prepareServerBuild } from './extension-build';
import { jobDataSchema, redisOptions, type JobData, type MarkdownResult } from './jobs';
import { createHostGate } from './politeness';
import { createRecipeSync } from './recipe-sync';
import { QUEUE_NAME, REDIS } from './redis-keys';

/**
 * A worker process: takes jobs from the BullMQ queue and runs each through the extension in
 * one headless Chromium. The browser is recycled after QUARRY_RECYCLE_JOBS jobs or when its
 * memory passes QUARRY_RECYCLE_MB, and relaunched when it crashes. A job whose browser died
 * under it throws, so BullMQ retries it (QUARRY_JOB_ATTEMPTS in all); a worker killed outright
 * loses its lock and another worker's stalled-job check puts the job back (bounded the same way).
 */
export async function startWorker(
  config: ServerConfig,
  options: { concurrency: number; log?: (line: string) => void },
) {
  const log = options.log ?? ((line: string) => console.log(`[worker ${process.pid}] ${line}`));
  if (!config.REDIS_URL) throw new Error('The worker needs REDIS_URL.');
  const redis = new Redis(redisOptions(config.REDIS_URL));
  const credits = createCredits(redis);
  const gate = createHostGate(redis, { concurrency: config.QUARRY_HOST_CONCURRENCY, gapMs: config.QUARRY_HOST_GAP_MS });
  const recipes = createRecipeSync(redis);
  const extensionDir = prepareServerBuild(config.QUARRY_EXTENSION_DIR);
  const model = {
    baseURL: config.QUARRY_MODEL_BASE_URL,
    model: config.QUARRY_MODEL,
    apiKey: config.QUARRY_MODEL_API_KEY,
  };

  let engine: Engine | undefined;
  let starting: Promise<Engine> | undefined;
  let jobsOnEngine = 0;
  let running = 0;
  let recycleWanted = false;

  const getEngine = async (): Promise<Engine> => {
    if (engine && !engine.closed && !(recycleWanted && running === 0)) return engine;
    if (starting) return starting;
    starting = (async () => {
      const old = engine;
      if (old) {
        const reason = old.closed ? 'the browser crashed' : 'recycling';
        if (old.closed) await redis.hincrby(REDIS.metrics, 'browser_restarts', 1);
        else await redis.hincrby(REDIS.metrics, 'browser_recycles', 1);
        log(`restarting the browser (${reason})`);
        await old.close();
      }
      recycleWanted = false;
      jobsOnEngine = 0;
      const fresh = await launchEngine({ chromiumPath: config.CHROMIUM_PATH, extensionDir, model });
      engine = fresh;
      return fresh;
    })().finally(() => {
      starting = undefined;
    });
    return starting;
  };

  const runJob = async (job: Job<JobData>): Promise<unknown> => {
    const data = jobDataSchema.parse(job.data);
    const requestId = String(job.id);
    const url = typeof data.request.website_url === 'string' ? data.request.website_url : undefined;
    // A browser being recycled finishes its jobs first: new jobs wait for the fresh one.
    while (recycleWanted && running > 0) await new Promise((r) => setTimeout(r, 50));
    const current = await getEngine();
    running++;
    log(`job ${requestId} started (attempt ${job.attemptsMade + 1})`);
    const release = url ? await gate.acquire(url) : undefined;
    try {
      await recipes.pull(current).catch((error: unknown) => log(`recipe import failed: ${String(error)}`));
      if (data.kind === 'markdownify') return await markdownify(current, requestId, data.request);
      const raw = await current.smartscraper(data.request);
      if (current.closed) throw new Error('The browser closed during the job.');
      const response = extractionResponseSchema.parse({ ...raw, request_id: requestId });
      if (response.recipe && !response.recipe.used)
        await recipes.push(current).catch((error: unknown) => log(`recipe export failed: ${String(error)}`));
      if (response.status === 'failed') await credits.refund(data.keyId, requestId, data.cost);
      await recordMetrics(redis, response);
      return response;
    } catch (error) {
      // The engine itself broke (crash, closed page): let BullMQ try again on a fresh browser.
      if (current.closed) throw new Error(`The browser died while reading this request (${String(error)}).`);
      throw error;
    } finally {
      await release?.();
      running--;
      jobsOnEngine++;
      if (jobsOnEngine >= config.QUARRY_RECYCLE_JOBS) recycleWanted = true;
      else if ((await current.memoryMB()) > config.QUARRY_RECYCLE_MB) recycleWanted = true;
    }
  };

  const worker = new Worker<JobData>(QUEUE_NAME, runJob, {
    connection: redisOptions(config.REDIS_URL),
    concurrency: options.concurrency,
    lockDuration: config.QUARRY_JOB_LOCK_SECONDS * 1000,
    stalledInterval: Math.max(1000, (config.QUARRY_JOB_LOCK_SECONDS * 1000) / 2),
    // A job whose worker died this many times is failed, not retried for ever.
    maxStalledCount: Math.max(0, config.QUARRY_JOB_ATTEMPTS - 1),
    autorun: false,
  });
  worker.on('failed', (job, error) => {
    if (!job) return;
    log(`job ${job.id} attempt ${job.attemptsMade} failed: ${error.message}`);
    if (job.attemptsMade >= (job.opts.attempts ?? 1))
      void credits.refund(job.data.keyId, String(job.id), job.data.cost);
  });
  worker.on('error', (error) => log(`queue error: ${error.message}`));

  await getEngine();
  void worker.run();
  log(`ready, ${options.concurrency} at a time`);

  return {
    worker,
    async close() {
      await worker.close();
      await engine?.close();
      redis.disconnect();
    },
  };
}

async function markdownify(
  engine: Engine,
  requestId: string,
  request: Record<string, unknown>,
): Promise<MarkdownResult> {
  const websiteUrl = typeof request.website_url === 'string' ? request.website_url : '';
  try {
    // The extension's "Copy page as Markdown", run on what Quarry captures (or the HTML given).
    const page =
      typeof request.website_html === 'string'
        ? { html: request.website_html, url: websiteUrl }
        : await engine.capture(websiteUrl);
    const markdown = await pageToMarkdown(page, 'page', (html) => parseHTML(html).document as unknown as Document);
    return { request_id: requestId, status: 'completed', website_url: websiteUrl, result: markdown, error: '' };
  } catch (error) {
    if (engine.closed) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return { request_id: requestId, status: 'failed', website_url: websiteUrl, result: null, error: message };
  }
}

async function recordMetrics(redis: Redis, response: ReturnType<typeof extractionResponseSchema.parse>) {
  const multi = redis.multi();
  multi.hincrby(REDIS.metrics, `responses_${response.status}`, 1);
  if (response.usage) {
    multi.hincrby(REDIS.metrics, 'tokens_input', Math.round(response.usage.inputTokens));
    multi.hincrby(REDIS.metrics, 'tokens_output', Math.round(response.usage.outputTokens));
  }
  if (response.status === 'completed')
    multi.hincrby(REDIS.metrics, response.recipe?.used ? 'served_recipe' : 'served_model', 1);
  await multi.exec();
}
