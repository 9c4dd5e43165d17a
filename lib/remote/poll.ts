import { pollUntil, type PollEnv, type PollPolicy } from '../net/poll';
import { RemoteError } from './remote-error';
import { isFinalStatus, type RemoteReply } from './remote-reply';

export type { PollPolicy } from '../net/poll';

export const DEFAULT_POLL: PollPolicy = { firstDelayMs: 500, factor: 1.5, maxDelayMs: 5_000, timeLimitMs: 300_000 };

/**
 * Asks for the status of a queued or processing request, waiting longer between asks,
 * until it is completed or failed. Unknown statuses count as still running.
 */
export async function pollUntilFinal(
  first: RemoteReply,
  check: () => Promise<RemoteReply>,
  env: PollEnv & { signal: AbortSignal; onStatus?(status: string): void },
): Promise<RemoteReply> {
  const { answer, done } = await pollUntil(
    check,
    (reply) => isFinalStatus(reply.status),
    { ...env, onPending: (reply) => env.onStatus?.(reply.status) },
    { answer: first },
  );
  if (done) return answer;
  throw new RemoteError(
    `The service still had the request ${answer.request_id ?? ''} ${answer.status} after ${Math.round(env.policy.timeLimitMs / 1000)} s, so Quarry stopped waiting. Try again later, or ask for less (fewer pages, scrolls or steps).`,
    { kind: 'time-limit' },
  );
}
