import rateLimit from '@fastify/rate-limit';
import { Job, QueueEvents, type Queue } from 'bullmq';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { validateExtractionRequest, violationsToError } from '../lib/contract/validate-request';
import { builtinMockResponse } from '../lib/remote/builtin-mock';
import { allowList, refusedAddress, type Resolve } from './address-guard';
import type { ServerConfig } from './config';
import { createCredits, requestCost } from './credits';
import { createQueue, jobOptions, redisOptions, responseFor, type JobData } from './jobs';
import { findKey, parseApiKeys, type ApiKey } from './keys';
import { markdownifyProblems, markdownifyRequestSchema } from './markdownify-request';
import { createMetrics } from './metrics';
import { openApiDocument } from './openapi';

/** An error the API answers with: always `{ "error": "…" }` and a fitting status. */
class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    apiKey?: ApiKey;
  }
}

// A 2 MB website_html can grow when JSON-escaped (quotes, control characters): room for that.
const BODY_LIMIT = 8 * 1024 * 1024;

export async function buildApi(config: ServerConfig, options: { resolve?: Resolve } = {}) {
  if (!config.REDIS_URL) throw new Error('The API needs REDIS_URL.');
  const keys = parseApiKeys(config.QUARRY_API_KEYS);
  const redis = new Redis(redisOptions(config.REDIS_URL));
  const queue: Queue<JobData> = createQueue({ url: config.REDIS_URL });
  const events = new QueueEvents(queue.name, { connection: redisOptions(config.REDIS_URL) });
  const credits = createCredits(redis);
  const metrics = createMetrics(queue, redis);
  const waitMs = config.QUARRY_WAIT_SECONDS * 1000;

  // Jobs that failed on every attempt give their credits back (once, whoever sees it first).
  events.on('failed', ({ jobId }) => {
    void Job.fromId<JobData>(queue, jobId).then((job) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
        return credits.refund(job.data.keyId, jobId, job.data.cost);
    });
  });
  events.on('completed', ({ jobId }) => {
    void Job.fromId(queue, jobId).then((job) => {
      if (job?.finishedOn) metrics.jobDuration.observe((job.finishedOn - job.timestamp) / 1000);
    });
  });

  // Fastify's default request log has method and URL only: headers (the key) are never logged.
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    let status = error.statusCode ?? 500;
    let message = error.message;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      message = `The body is over ${BODY_LIMIT / 1024 / 1024} MB; website_html and website_markdown may hold 2 MB each.`;
    else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      message = 'Send the body as JSON with Content-Type: application/json.';
    else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'The body is empty: send a JSON object.';
    else if (status === 400 && error instanceof SyntaxError) message = `The body is not valid JSON: ${error.message}`;
    else if (status >= 500 && !(error instanceof HttpError)) {
      // Redis down, or anything unforeseen: say so without internals.
      console.error(`[api] ${request.method} ${request.url.split('?')[0]}: ${error.stack ?? error.message}`);
      status = 503;
      message = 'The service is unavailable right now (its queue cannot be reached); try again shortly.';
    }
    if (status === 415) status = 400;
    void reply.code(status).type('application/json').send({ error: message });
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ error: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });

  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { route: request.routeOptions.url ?? 'unknown', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  // Authentication before anything else on /v1: SVC-APIKEY, or Authorization: Bearer.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/')) return;
    const header = request.headers['svc-apikey'];
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const presented = (Array.isArray(header) ? header[0] : header) ?? bearer;
    if (!presented) throw new HttpError(401, 'No API key: send it in the SVC-APIKEY header.');
    const key = findKey(keys, presented.trim());
    if (!key) throw new HttpError(401, 'The API key is not valid.');
    request.apiKey = key;
  });

  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: config.QUARRY_RATE_LIMIT,
    timeWindow: 60_000,
    redis,
    nameSpace: 'quarry:ratelimit:',
    allowList: (request) => !request.apiKey,
    keyGenerator: (request) => request.apiKey?.id ?? request.ip,
    // Thrown by the plugin, so it reaches the error handler: JSON { error } like every other.
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests for this key: at most ${context.max} a minute. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
      ) as unknown as object,
  });

  const keyOf = (request: FastifyRequest): ApiKey => {
    if (!request.apiKey) throw new HttpError(401, 'No API key: send it in the SVC-APIKEY header.');
    return request.apiKey;
  };

  const allowed = allowList(config.QUARRY_ALLOWED_ADDRESSES);
  const guardAddress = async (url: unknown): Promise<void> => {
    if (typeof url !== 'string' || config.QUARRY_ALLOW_PRIVATE_ADDRESSES) return;
    const refused = await refusedAddress(url, options.resolve, allowed);
    if (refused) throw new HttpError(400, refused);
  };

  const enqueue = async (key: ApiKey, kind: JobData['kind'], request: Record<string, unknown>, cost: number) => {
    if (!(await credits.charge(key, cost)))
      throw new HttpError(
        402,
        `Not enough credits: this request costs ${cost} and the key has ${(await credits.read(key)).remaining_credits} left.`,
      );
    const id = randomUUID();
    try {
      return await queue.add(
        kind,
        { kind, keyId: key.id, cost, request },
        { ...jobOptions(config.QUARRY_JOB_ATTEMPTS), jobId: id },
      );
    } catch (error) {
      await credits.refund(key.id, id, cost);
      throw error;
    }
  };

  // Stopping (SIGTERM): requests waiting for a result answer its state now, with the request_id.
  let stopWaiting: () => void = () => undefined;
  const stopping = new Promise<void>((resolve) => {
    stopWaiting = resolve;
  });

  /** Waits up to QUARRY_WAIT_SECONDS for the job, then answers whatever state it is in. */
  const answer = async (job: Job<JobData>, wait: boolean) => {
    if (wait && waitMs > 0)
      await Promise.race([job.waitUntilFinished(events, waitMs).catch(() => undefined), stopping]);
    // State first, then the job: a job read before it finished has no return value yet.
    const state = await queue.getJobState(String(job.id));
    const fresh = (await Job.fromId<JobData>(queue, String(job.id))) ?? job;
    return responseFor(fresh, state);
  };

  const readJob = async (request: FastifyRequest, id: string, kind: JobData['kind']) => {
    const key = keyOf(request);
    const state = await queue.getJobState(id);
    const job = await Job.fromId<JobData>(queue, id);
    // Another key's request is as unknown as one that never existed.
    if (!job || job.data.keyId !== key.id || job.data.kind !== kind)
      throw new HttpError(404, `No request with id ${id}.`);
    const response = responseFor(job, state);
    if (!response) throw new HttpError(404, `No request with id ${id}.`);
    return response;
  };

  const smartscraperBody = async (request: FastifyRequest) => {
    const validation = validateExtractionRequest(request.body);
    if (!validation.ok) throw new HttpError(400, violationsToError(validation.violations));
    return validation.request;
  };

  app.post('/v1/smartscraper', async (request) => {
    const body = await smartscraperBody(request);
    if (body.mock) return builtinMockResponse('POST', '/v1/smartscraper', body);
    await guardAddress(body.website_url);
    const job = await enqueue(keyOf(request), 'smartscraper', body, requestCost(config.QUARRY_REQUEST_COST, body));
    return answer(job, true);
  });
  app.post('/v1/smartscraper/start', async (request) => {
    const body = await smartscraperBody(request);
    if (body.mock) return builtinMockResponse('POST', '/v1/smartscraper/start', body);
    await guardAddress(body.website_url);
    const job = await enqueue(keyOf(request), 'smartscraper', body, requestCost(config.QUARRY_REQUEST_COST, body));
    return { job_id: job.id, status: 'processing' };
  });
  app.get<{ Params: { id: string } }>('/v1/smartscraper/status/:id', async (request) =>
    jobRecord(await readJob(request, request.params.id, 'smartscraper')),
  );
  app.get<{ Params: { id: string } }>('/v1/smartscraper/:id', async (request) =>
    readJob(request, request.params.id, 'smartscraper'),
  );

  const markdownBody = async (request: FastifyRequest) => {
    const parsed = markdownifyRequestSchema.safeParse(request.body ?? undefined);
    if (!parsed.success) throw new HttpError(400, markdownifyProblems(parsed.error));
    return parsed.data;
  };
  app.post('/v1/markdownify', async (request) => {
    const body = await markdownBody(request);
    if (body.mock) return builtinMockResponse('POST', '/v1/markdownify', body);
    await guardAddress(body.website_url);
    const job = await enqueue(keyOf(request), 'markdownify', body, requestCost(config.QUARRY_REQUEST_COST, body));
    return answer(job, true);
  });
  app.post('/v1/markdownify/start', async (request) => {
    const body = await markdownBody(request);
    if (body.mock) return builtinMockResponse('POST', '/v1/markdownify/start', body);
    await guardAddress(body.website_url);
    const job = await enqueue(keyOf(request), 'markdownify', body, requestCost(config.QUARRY_REQUEST_COST, body));
    return { job_id: job.id, status: 'processing' };
  });
  app.get<{ Params: { id: string } }>('/v1/markdownify/status/:id', async (request) =>
    jobRecord(await readJob(request, request.params.id, 'markdownify')),
  );
  app.get<{ Params: { id: string } }>('/v1/markdownify/:id', async (request) =>
    readJob(request, request.params.id, 'markdownify'),
  );

  app.get('/v1/credits', async (request) => credits.read(keyOf(request)));

  app.get('/healthz', async (_request, reply: FastifyReply) => {
    try {
      await redis.ping();
      return { ok: true };
    } catch {
      return reply.code(503).send({ error: 'Redis cannot be reached.' });
    }
  });
  app.get('/metrics', async (_request, reply) => {
    void reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  const openapi = openApiDocument();
  app.get('/openapi.json', async () => openapi);

  app.addHook('preClose', async () => stopWaiting());
  app.addHook('onClose', async () => {
    await events.close();
    await queue.close();
    await redis.quit().catch(() => redis.disconnect());
  });
  return app;
}

/** The contract's job record for /start and /status/{id}: queued counts as processing. */
function jobRecord(response: { request_id: string; status: string; result?: unknown; error?: string }) {
  const status = response.status === 'queued' ? 'processing' : response.status;
  return { job_id: response.request_id, status, result: response.result ?? null, error: response.error ?? '' };
}
