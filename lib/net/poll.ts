import type { Sleep } from './sleep';

/** How often to ask again: from `firstDelayMs`, times `factor` each round up to `maxDelayMs`. */
export interface PollPolicy {
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
  /** Stop asking once the next wait would pass this, counted from the start. */
  timeLimitMs: number;
}

export interface PollEnv {
  policy: PollPolicy;
  sleep: Sleep;
  now(): number;
  signal?: AbortSignal;
}

/**
 * The one polling loop: asks until `done` holds of the answer, waiting longer between asks.
 * `first` is an answer already in hand (not asked again). Returns the last answer and whether
 * it was done; a cancelled signal rejects.
 */
export async function pollUntil<T>(
  ask: () => Promise<T>,
  done: (answer: T) => boolean,
  env: PollEnv & { onPending?(answer: T): void },
  first?: { answer: T },
): Promise<{ answer: T; done: boolean }> {
  const started = env.now();
  let answer = first ? first.answer : await ask();
  let delay = env.policy.firstDelayMs;
  while (!done(answer)) {
    env.onPending?.(answer);
    if (env.now() - started + delay > env.policy.timeLimitMs) return { answer, done: false };
    await env.sleep(delay, env.signal);
    delay = Math.min(env.policy.maxDelayMs, delay * env.policy.factor);
    answer = await ask();
  }
  return { answer, done: true };
}
