import { z } from '../contract/zod-setup';
import { creditsRecordSchema, type CreditsRecord, type ExtractionResponse } from '../contract/response';
import { callWithRetry, DEFAULT_RETRY, type CallEnv, type RetryPolicy } from './call-with-retry';
import { DEFAULT_POLL, pollUntilFinal, type PollPolicy } from './poll';
import { RemoteError } from './remote-error';
import { parseRemoteReply, toContractResponse, type RemoteReply } from './remote-reply';
import { sleep as realSleep, type Sleep } from '../net/sleep';
import type { HttpMethod, Transport } from './transport';

export interface RemoteClientOptions {
  transport: Transport;
  /** Named in messages: the service's origin, or "mock mode". */
  origin: string;
  retry?: Partial<RetryPolicy>;
  poll?: Partial<PollPolicy>;
  sleep?: Sleep;
  now?(): number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Each non-final status while polling ("queued", "processing", or one the service made up). */
  onStatus?(status: string): void;
  onRetry?(info: { status: number; delayMs: number; attempt: number }): void;
}

export interface MarkdownifyResult {
  request_id: string;
  markdown: string;
  mock: boolean;
}

export interface RemoteClient {
  /** POST /v1/smartscraper, then polls until completed or failed. Resolves with the final response. */
  smartscraper(body: Record<string, unknown>, options?: CallOptions): Promise<ExtractionResponse>;
  /** GET /v1/smartscraper/{request_id}: one status check. */
  getSmartscraper(requestId: string, options?: CallOptions): Promise<RemoteReply>;
  /** GET /v1/credits. */
  credits(options?: CallOptions): Promise<CreditsRecord>;
  /** POST /v1/markdownify (website_url or website_html), polling if the service queues it. */
  markdownify(body: Record<string, unknown>, options?: CallOptions): Promise<MarkdownifyResult>;
  /** Any path, with retries and error messages: for paths the contract only names. */
  call(method: HttpMethod, path: string, body?: unknown, options?: CallOptions): Promise<unknown>;
}

const markdownReplySchema = z.looseObject({
  request_id: z.string().optional(),
  status: z.string().optional(),
  result: z.unknown().optional(),
  markdown: z.string().optional(),
  error: z.string().nullable().optional(),
  mock: z.boolean().optional(),
});

/** The contract's client. Works anywhere `fetch` does: the service worker, a page, Node. */
export function createRemoteClient(options: RemoteClientOptions): RemoteClient {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const pollPolicy = { ...DEFAULT_POLL, ...options.poll };

  function call(method: HttpMethod, path: string, body?: unknown, opts: CallOptions = {}): Promise<unknown> {
    const env: CallEnv = {
      transport: options.transport,
      retry,
      sleep,
      now,
      origin: options.origin,
      onRetry: opts.onRetry,
    };
    return callWithRetry(env, { method, path, body, signal: opts.signal ?? new AbortController().signal });
  }

  async function getSmartscraper(requestId: string, opts: CallOptions = {}): Promise<RemoteReply> {
    const path = `/v1/smartscraper/${encodeURIComponent(requestId)}`;
    return parseRemoteReply(await call('GET', path, undefined, opts), `${options.origin}${path}`);
  }

  return {
    call,
    getSmartscraper,

    async smartscraper(body, opts = {}) {
      const signal = opts.signal ?? new AbortController().signal;
      const first = parseRemoteReply(await call('POST', '/v1/smartscraper', body, opts), options.origin);
      const requestId = first.request_id ?? '';
      if (!requestId && first.status !== 'completed' && first.status !== 'failed') {
        throw new RemoteError(
          `The service answered “${first.status}” without a request_id, so Quarry cannot ask for the result. The service does not follow the contract.`,
          { kind: 'invalid-response' },
        );
      }
      const final = await pollUntilFinal(first, () => getSmartscraper(requestId, { ...opts, signal }), {
        policy: pollPolicy,
        sleep,
        now,
        signal,
        onStatus: opts.onStatus,
      });
      return toContractResponse(final, {
        request_id: requestId,
        website_url: typeof body.website_url === 'string' ? body.website_url : '',
        user_prompt: typeof body.user_prompt === 'string' ? body.user_prompt : '',
      });
    },

    async credits(opts = {}) {
      const parsed = creditsRecordSchema.safeParse(await call('GET', '/v1/credits', undefined, opts));
      if (!parsed.success) {
        throw new RemoteError(
          `The credits answer from ${options.origin} lacks remaining_credits and total_credits_used as whole numbers.`,
          { kind: 'invalid-response' },
        );
      }
      return parsed.data;
    },

    async markdownify(body, opts = {}) {
      const signal = opts.signal ?? new AbortController().signal;
      const read = (raw: unknown): z.infer<typeof markdownReplySchema> => {
        const parsed = markdownReplySchema.safeParse(raw);
        if (!parsed.success) {
          throw new RemoteError(`The markdownify answer from ${options.origin} is not a JSON object.`, {
            kind: 'invalid-response',
          });
        }
        return parsed.data;
      };
      let reply = read(await call('POST', '/v1/markdownify', body, opts));
      const requestId = reply.request_id ?? '';
      const started = now();
      let delay = pollPolicy.firstDelayMs;
      while (reply.status && reply.status !== 'completed' && reply.status !== 'failed' && requestId) {
        opts.onStatus?.(reply.status);
        if (now() - started + delay > pollPolicy.timeLimitMs) {
          throw new RemoteError(`Markdown conversion at ${options.origin} did not finish in time. Try again later.`, {
            kind: 'time-limit',
          });
        }
        await sleep(delay, signal);
        delay = Math.min(pollPolicy.maxDelayMs, delay * pollPolicy.factor);
        reply = read(await call('GET', `/v1/markdownify/${encodeURIComponent(requestId)}`, undefined, opts));
      }
      if (reply.status === 'failed') {
        throw new RemoteError(`The service could not convert the page: ${reply.error || 'no reason given'}.`, {
          kind: 'failed',
        });
      }
      const markdown = typeof reply.result === 'string' ? reply.result : reply.markdown;
      if (markdown === undefined) {
        throw new RemoteError(`The markdownify answer from ${options.origin} carries no Markdown text.`, {
          kind: 'invalid-response',
        });
      }
      return { request_id: requestId, markdown, mock: reply.mock ?? false };
    },
  };
}
