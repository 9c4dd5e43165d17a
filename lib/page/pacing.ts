import { sleep } from './settle';

/**
 * Stealth pacing: the capture already runs in the user's own browser session, so what a
 * site's bot detection could still notice is machine speed. With stealth on, steps and
 * scrolls pause for random, human-scale moments; without it, pauses are skipped.
 */
export interface Pacer {
  readonly stealth: boolean;
  /** Waits a random time in [minMs, maxMs] when stealth is on; at once otherwise. */
  pause(minMs: number, maxMs: number): Promise<void>;
  /** A random number in [min, max] (scroll increments, typing rhythm). */
  between(min: number, max: number): number;
}

export function createPacer(
  win: Pick<Window, 'setTimeout'>,
  stealth: boolean,
  random: () => number = Math.random,
): Pacer {
  const between = (min: number, max: number): number => min + (max - min) * random();
  return {
    stealth,
    between,
    pause: (minMs, maxMs) => (stealth ? sleep(win, between(minMs, maxMs)) : Promise.resolve()),
  };
}
