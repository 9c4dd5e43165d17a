import { parseRetryAfter, retryDelayMs, type RetryPolicy } from '../net/retry';
import type { Sleep } from '../net/sleep';
import { describeHttpError } from './describe-http-error';
import { RemoteError } from './remote-error';
import type { Transport, TransportRequest } from './transport';

export type { RetryPolicy } from '../net/retry';

/** The service's retries: rate limits and server errors, without jitter (one caller at a time). */
export const DEFAULT_RETRY: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
  jitter: 0,
  retryable: (status) => status === 429 || status >= 500,
};

export interface CallEnv {
  transport: Transport;
  retry: RetryPolicy;
  sleep: Sleep;
  now(): number;
  /** For messages: where requests go ('mock mode' when nothing leaves the browser). */
  origin: string;
  /** Told before each wait, e.g. to show "rate limited, retrying in 2 s". */
  onRetry?(info: { status: number; delayMs: number; attempt: number }): void;
}

/**
 * One call to the service: retried with bounded exponential backoff on 429 and 5xx
 * (honouring Retry-After), failed at once with a clear sentence on other errors.
 * Resolves with the parsed JSON body of a 2xx answer.
 */
export async function callWithRetry(env: CallEnv, request: TransportRequest): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const reply = await env.transport(request);
    if (reply.status >= 200 && reply.status < 300) {
      if (reply.body === null) {
        throw new RemoteError(
          `${env.origin}${request.path} answered with something that is not JSON${reply.text ? ` (“${reply.text.slice(0, 80)}”)` : ''}. Is the endpoint base URL right?`,
          { kind: 'invalid-response', status: reply.status },
        );
      }
      return reply.body;
    }
    const retryAfter = parseRetryAfter(reply.retryAfter, env.now());
    const delayMs = env.retry.retryable(reply.status)
      ? retryDelayMs(env.retry, attempt + 1, retryAfter == null ? null : retryAfter * 1000)
      : null;
    if (delayMs == null) {
      throw new RemoteError(
        describeHttpError({
          status: reply.status,
          body: reply.body,
          text: reply.text,
          path: request.path,
          origin: env.origin,
          sentBytes: reply.sentBytes,
          retryAfterSeconds: retryAfter,
          retries: attempt,
        }),
        { kind: 'http', status: reply.status },
      );
    }
    env.onRetry?.({ status: reply.status, delayMs, attempt: attempt + 1 });
    await env.sleep(delayMs, request.signal);
  }
}
