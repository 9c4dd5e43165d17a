import { WaitingError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { parseHTML } from 'linkedom';
import { extractionResponseSchema } from '../lib/contract/response';
import { pageToMarkdown } from '../lib/export/page-to-markdown';
import type { ServerConfig } from './config';
import { createCredits } from './credits';
import { launchEngine, type Engine } from './engine';
import { prepareServerBuild } from './extension-build';
import { jobDataSchema, redisOptions, type JobData, type MarkdownResult } from './jobs';
import { allowList, dnsResolve } from './address-guard';
import { startEgressProxy } from './egress-proxy';
import { createHostGate } from './politeness';
import { createRecipeSync } from './recipe-sync';
import { openScratch, sweepScratch } from './scratch';
import { QUEUE_NAME, REDIS } from './redis-keys';

/** How often, at most, a worker reads its browser's memory (after a job). */
const MEMORY_CHECK_MS = 5_000;

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
  // What workers killed outright left behind (a browser profile, a copy of the extension) goes first.
  const swept = sweepScratch();
  if (swept.length > 0)
    log(`removed ${swept.length} scratch director${swept.length === 1 ? 'y' : 'ies'} of stopped workers`);
  const scratch = openScratch();
  const extensionDir = prepareServerBuild(config.QUARRY_EXTENSION_DIR, scratch.dir);
  const model = {
    baseURL: config.QUARRY_MODEL_BASE_URL,
    model: config.QUARRY_MODEL,
    apiKey: config.QUARRY_MODEL_API_KEY,
  };
  // Private addresses refused: every connection of the browser is checked where it is made.
  const proxy = config.QUARRY_ALLOW_PRIVATE_ADDRESSES
    ? undefined
    : await startEgressProxy({
        resolve: dnsResolve,
        allowed: allowList(config.QUARRY_ALLOWED_ADDRESSES),
        allowedOrigins: model.baseURL ? [originOf(model.baseURL)] : [],
      });
  /**
   * The sentence for a job that failed after the browser was refused a private address: only
   * refusals of hosts the job's own tab asked for count, so a job running beside another on a
   * busy worker never gets the other's refusal.
   */
  const refusedFor = (since: number, asked: Set<string>): string | undefined => {
    const refused = (proxy?.refusals ?? []).filter((r) => r.at >= since && asked.has(r.host));
    const hosts = [...new Set(refused.map((r) => r.host))];
    if (!hosts.length) return undefined;
    return `The page led to ${hosts.join(', ')}, a loopback or private address (by a redirect, or a name that resolved there when the browser connected); this server does not read those.`;
  };

  let engine: Engine | undefined;
  let starting: Promise<Engine> | undefined;
  let jobsOnEngine = 0;
  let running = 0;
  let recycleWanted = false;
  // Reading the memory walks all of /proc (~0.1 s on a busy machine): not after every job.
  let memoryCheckedAt = 0;
  /** Set by close(): jobs still running when the grace time ends go back to the queue. */
  let interrupting = false;

  const getEngine = async (): Promise<Engine> => {
    if (interrupting) throw new Error('The worker is stopping.');
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
      const fresh = await launchEngine({
        chromiumPath: config.CHROMIUM_PATH,
        extensionDir,
        model,
        proxyUrl: proxy?.url,
        // Each request held for a round trip to this process costs time and CPU on every page:
        // only when there is a gap to keep.
        ...(config.QUARRY_HOST_GAP_MS > 0 ? { beforePageRequest: (pageUrl: string) => gate.spaceOut(pageUrl) } : {}),
        slots: options.concurrency,
        scratchDir: scratch.dir,
      });
      engine = fresh;
      return fresh;
    })().finally(() => {
      starting = undefined;
    });
    return starting;
  };

  /**
   * A job this worker gives up on because it is stopping: back to `waiting` for any worker,
   * without using one of its attempts (BullMQ's WaitingError tells it the move was made).
   */
  const requeue = async (job: Job<JobData>, token: string | undefined): Promise<never> => {
    if (!token) throw new Error('The worker stopped before this job finished.');
    await job.moveToWait(token);
    log(`job ${job.id} put back in the queue (the worker is stopping)`);
    throw new WaitingError();
  };

  const runJob = async (job: Job<JobData>, token?: string): Promise<unknown> => {
    const data = jobDataSchema.parse(job.data);
    const requestId = String(job.id);
    const url = typeof data.request.website_url === 'string' ? data.request.website_url : undefined;
    if (interrupting) return requeue(job, token);
    // A browser being recycled finishes its jobs first: new jobs wait for the fresh one.
    while (recycleWanted && running > 0) await new Promise((r) => setTimeout(r, 50));
    if (interrupting) return requeue(job, token);
    const current = await getEngine();
    running++;
    log(`job ${requestId} started (attempt ${job.attemptsMade + 1})`);
    const startedAt = Date.now();
    // Where the job's time went, logged when it ends (docs/benchmarks.md "Server" reads it).
    const stages: Array<[string, number]> = [['queued', startedAt - job.timestamp]];
    let mark = startedAt;
    const lap = (stage: string) => {
      const now = Date.now();
      stages.push([stage, now - mark]);
      mark = now;
    };
    let release: (() => Promise<void>) | undefined;
    try {
      release = url ? await gate.acquire(url, () => interrupting) : undefined;
      lap('slot');
      await recipes.pull(current).catch((error: unknown) => log(`recipe import failed: ${String(error)}`));
      lap('recipes');
      if (data.kind === 'markdownify') {
        const asked = new Set<string>();
        const result = await markdownify(current, requestId, data.request, asked);
        const refused = result.status === 'failed' ? refusedFor(startedAt, asked) : undefined;
        return refused ? { ...result, error: refused } : result;
      }
      const { response: raw, hosts } = await current.smartscraper(data.request);
      lap('engine');
      if (current.closed) throw new Error('The browser closed during the job.');
      const response = extractionResponseSchema.parse({ ...raw, request_id: requestId });
      const refused = response.status === 'failed' ? refusedFor(startedAt, hosts) : undefined;
      if (refused) response.error = refused;
      if (response.recipe && !response.recipe.used)
        await recipes.push(current).catch((error: unknown) => log(`recipe export failed: ${String(error)}`));
      if (response.status === 'failed') await credits.refund(data.keyId, requestId, data.cost);
      await recordMetrics(redis, response);
      lap('after');
      return response;
    } catch (error) {
      if (interrupting) return await requeue(job, token);
      // The engine itself broke (crash, closed page): let BullMQ try again on a fresh browser.
      if (current.closed) throw new Error(`The browser died while reading this request (${String(error)}).`);
      throw error;
    } finally {
      await release?.();
      running--;
      jobsOnEngine++;
      if (jobsOnEngine >= config.QUARRY_RECYCLE_JOBS) recycleWanted = true;
      else if (!current.closed && Date.now() - memoryCheckedAt >= MEMORY_CHECK_MS) {
        memoryCheckedAt = Date.now();
        if ((await current.memoryMB()) > config.QUARRY_RECYCLE_MB) recycleWanted = true;
      }
      lap('release');
      log(`job ${requestId} ended: ${stages.map(([stage, ms]) => `${stage} ${ms} ms`).join(', ')}`);
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
    /**
     * Stops taking jobs, gives running ones `graceMs` to finish, then closes the browser under
     * the rest so they go back to the queue (another worker, or this one restarted, takes them).
     * No job is left `processing`. Redis must still be up: the jobs' outcomes are written there.
     */
    async close(graceMs: number) {
      const stopped = worker.close();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<'late'>((r) => {
        timer = setTimeout(() => r('late'), graceMs);
      });
      if ((await Promise.race([stopped.then(() => 'done' as const), grace])) === 'late') {
        interrupting = true;
        log(`${running} job(s) still running after ${graceMs / 1000} s: putting them back in the queue`);
        await (starting ?? Promise.resolve(engine)).then((e) => e?.close()).catch(() => undefined);
        await engine?.close();
        await stopped;
      }
      clearTimeout(timer);
      await engine?.close();
      await proxy?.close();
      await redis.quit().catch(() => redis.disconnect());
      // The worker's copy of the extension and the browser's leftovers: not left behind.
      scratch.remove();
      log('stopped');
    },
  };
}

async function markdownify(
  engine: Engine,
  requestId: string,
  request: Record<string, unknown>,
  hosts: Set<string>,
): Promise<MarkdownResult> {
  const websiteUrl = typeof request.website_url === 'string' ? request.website_url : '';
  try {
    // The extension's "Copy page as Markdown", run on what Quarry captures (or the HTML given).
    const page =
      typeof request.website_html === 'string'
        ? { html: request.website_html, url: websiteUrl }
        : await engine.capture(websiteUrl, hosts);
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

/** `host:port` of a URL, with the scheme's default port. */
function originOf(url: string): string {
  const u = new URL(url);
  return `${u.hostname.replace(/^\[|\]$/g, '').toLowerCase()}:${u.port || (u.protocol === 'https:' ? 443 : 80)}`;
}
