import { RemoteError } from './remote-error';
import { isFinalStatus, type RemoteReply } from './remote-reply';
import type { Sleep } from './sleep';

export interface PollPolicy {
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
  /** Give up after this long, counted from the first answer. */
  timeLimitMs: number;
}

export const DEFAULT_POLL: PollPolicy = { firstDelayMs: 500, factor: 1.5, maxDelayMs: 5_000, timeLimitMs: 300_000 };

export interface PollEnv {
  policy: PollPolicy;
  sleep: Sleep;
  now(): number;
  signal: AbortSignal;
  onStatus?(status: string): void;
}

/**
 * Asks for the status of a queued or processing request, waiting longer between asks,
 * until it is completed or failed. Unknown statuses count as still running.
 */
export async function pollUntilFinal(
  first: RemoteReply,
  check: () => Promise<RemoteReply>,
  env: PollEnv,
): Promise<RemoteReply> {
  const started = env.now();
  let reply = first;
  let delay = env.policy.firstDelayMs;
  while (!isFinalStatus(reply.status)) {
    env.onStatus?.(reply.status);
    if (env.now() - started + delay > env.policy.timeLimitMs) {
      throw new RemoteError(
        `The service still had the request ${reply.request_id ?? ''} ${reply.status} after ${Math.round(env.policy.timeLimitMs / 1000)} s, so Quarry stopped waiting. Try again later, or ask for less (fewer pages, scrolls or steps).`,
        { kind: 'time-limit' },
      );
    }
    await env.sleep(delay, env.signal);
    delay = Math.min(env.policy.maxDelayMs, delay * env.policy.factor);
    reply = await check();
  }
  return reply;
}
