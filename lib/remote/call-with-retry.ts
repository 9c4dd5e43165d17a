import { describeHttpError, parseRetryAfter } from './describe-http-error';
import { RemoteError } from './remote-error';
import type { Sleep } from './sleep';
import type { Transport, TransportRequest } from './transport';

export interface RetryPolicy {
  /** Retries after the first attempt, for 429 and 5xx. */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the user is told to come back. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
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
    const retryable = reply.status === 429 || reply.status >= 500;
    const delayMs =
      retryAfter != null ? retryAfter * 1000 : Math.min(env.retry.maxDelayMs, env.retry.baseDelayMs * 2 ** attempt);
    if (!retryable || attempt >= env.retry.maxRetries || delayMs > env.retry.maxRetryAfterMs) {
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
