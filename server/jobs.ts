import { Queue, type Job, type JobsOptions } from 'bullmq';
import { z } from 'zod';
import { extractionResponseSchema, jobStatusSchema, type ExtractionResponse } from '../lib/contract/response';
import { QUEUE_NAME } from './redis-keys';

/**
 * One job on the BullMQ queue: a contract request (already validated by the API) or a
 * markdownify request, with who sent it and what it cost. The job id is the request_id.
 */
export const jobDataSchema = z.object({
  kind: z.enum(['smartscraper', 'markdownify']),
  keyId: z.string(),
  cost: z.number().int().min(0),
  request: z.record(z.string(), z.unknown()),
});
export type JobData = z.infer<typeof jobDataSchema>;

/** What a markdownify job returns. */
export const markdownResultSchema = z.object({
  request_id: z.string(),
  status: jobStatusSchema,
  website_url: z.string(),
  result: z.string().nullable(),
  error: z.string(),
});
export type MarkdownResult = z.infer<typeof markdownResultSchema>;

export function jobOptions(attempts: number): JobsOptions {
  return {
    attempts,
    backoff: { type: 'fixed', delay: 1000 },
    // Finished requests stay readable for a day (GET /v1/smartscraper/{id}).
    removeOnComplete: { age: 24 * 3600 },
    removeOnFail: { age: 24 * 3600 },
  };
}

export function createQueue(connection: { url: string }): Queue<JobData> {
  return new Queue<JobData>(QUEUE_NAME, { connection: redisOptions(connection.url) });
}

export function redisOptions(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.pathname.length > 1 ? { db: Number(u.pathname.slice(1)) } : {}),
    // BullMQ workers block on Redis; they must not give up on a slow answer.
    maxRetriesPerRequest: null,
  };
}

type State = Awaited<ReturnType<Job['getState']>>;

/** The contract's status for a BullMQ state. */
export function contractStatus(state: State): 'queued' | 'processing' | 'completed' | 'failed' | undefined {
  if (state === 'active') return 'processing';
  if (state === 'completed') return 'completed';
  if (state === 'failed') return 'failed';
  if (state === 'unknown') return undefined;
  return 'queued'; // waiting, delayed, prioritized, waiting-children
}

/**
 * The contract response for a job in any state. A completed job's return value is the
 * engine's own response (it may itself be `failed`: the extension's failure, with its reason);
 * a job BullMQ failed (its workers died `attempts` times) says so in `error`.
 */
export function responseFor(job: Job<JobData>, state: State): ExtractionResponse | MarkdownResult | undefined {
  let status = contractStatus(state);
  if (!status) return undefined;
  // Read between its state and its return value: still finishing, as far as a caller can tell.
  if (status === 'completed' && job.returnvalue == null) status = 'processing';
  const request = job.data.request;
  const websiteUrl = typeof request.website_url === 'string' ? request.website_url : '';
  if (status === 'completed') {
    if (job.data.kind === 'markdownify') return markdownResultSchema.parse(job.returnvalue);
    return extractionResponseSchema.parse(job.returnvalue);
  }
  const base = {
    request_id: String(job.id),
    status,
    website_url: websiteUrl,
    error:
      status === 'failed'
        ? `The job failed on every worker that took it: ${job.failedReason ?? 'no reason given'}`
        : '',
    result: null,
  };
  if (job.data.kind === 'markdownify') return markdownResultSchema.parse(base);
  return extractionResponseSchema.parse({ ...base, user_prompt: String(request.user_prompt ?? '') });
}
