/** Attempts per model call: the first plus two retries. */
export const MAX_ATTEMPTS = 3;
/** Longest wait Quarry accepts from Retry-After before giving up with a message instead. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Statuses worth another try: rate limits, timeouts and server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * How long to wait before attempt `attempt + 1`: the server's Retry-After (seconds or an
 * HTTP date, or retry-after-ms) when it sent one, else exponential backoff with jitter
 * (about 1 s, 2 s, 4 s). Returns null when the server asks for longer than we wait.
 */
export function retryDelayMs(
  attempt: number,
  headers: { get(name: string): string | null } | undefined,
  now: number = Date.now(),
  random: () => number = Math.random,
): number | null {
  const ms = headers?.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return capped(Number(ms));
  const after = headers?.get('retry-after');
  if (after) {
    const seconds = Number(after);
    if (Number.isFinite(seconds)) return capped(seconds * 1000);
    const date = Date.parse(after);
    if (!Number.isNaN(date)) return capped(Math.max(0, date - now));
  }
  return Math.round(1000 * 2 ** (attempt - 1) * (0.75 + random() * 0.5));
}

function capped(ms: number): number | null {
  return ms > MAX_RETRY_AFTER_MS ? null : Math.max(0, ms);
}

/** Waits, but stops at once (rejecting with the signal's reason) when the run is cancelled. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
