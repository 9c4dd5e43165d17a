/**
 * When to try an HTTP call again and how long to wait first: the one backoff for every caller
 * (the model servers, the remote service). The server's Retry-After wins when it sent one;
 * otherwise the wait doubles from `baseDelayMs`, with optional jitter so parallel calls
 * spread out. A Retry-After longer than `maxRetryAfterMs` is not waited for: the caller tells
 * the user to come back instead.
 */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxRetryAfterMs: number;
  /** Spread of the backoff: 0.25 waits between 75 % and 125 % of it. */
  jitter: number;
  retryable(status: number): boolean;
}

/** Rate limits, timeouts, conflicts and server errors: statuses a model server may answer differently next time. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

export interface HeaderReader {
  get(name: string): string | null;
}

/** Retry-After is either seconds or an HTTP date. Seconds, or null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value == null || value.trim() === '') return null;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}

/** What the server asked to wait, in ms: retry-after-ms (OpenAI's) or Retry-After; null when it did not say. */
export function retryAfterMs(headers: HeaderReader | undefined, now: number): number | null {
  const ms = headers?.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const seconds = parseRetryAfter(headers?.get('retry-after') ?? null, now);
  return seconds == null ? null : seconds * 1000;
}

/**
 * How long to wait before retry number `retry` (1 for the first), or null when there is
 * none: the retries are used up, or the server asks for longer than the policy waits.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  retry: number,
  askedMs: number | null,
  random: () => number = Math.random,
): number | null {
  if (retry > policy.maxRetries) return null;
  if (askedMs != null) return askedMs > policy.maxRetryAfterMs ? null : askedMs;
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(backoff * (1 - policy.jitter + random() * 2 * policy.jitter));
}
