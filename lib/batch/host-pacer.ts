/**
 * Politeness per host: after a request to a host starts, the next one to that host waits
 * `pauseMs` plus up to 25 % more at random (so a batch does not knock at a steady beat). The
 * jitter only lengthens the pause: the popup promises pages of one site start "at least a
 * second apart", and a shorter draw would break that. The clock and the random source are
 * passed in, so tests decide time.
 */
export interface HostPacer {
  /** Milliseconds until `url`'s host may be asked again (0: now). */
  waitFor(url: string): number;
  /** Notes that a request to `url`'s host starts now. */
  started(url: string): void;
}

export function createHostPacer(pauseMs: number, clock: { now(): number; random(): number }): HostPacer {
  const nextAllowed = new Map<string, number>();
  return {
    waitFor(url) {
      return Math.max(0, (nextAllowed.get(hostOf(url)) ?? 0) - clock.now());
    },
    started(url) {
      const jitter = 1 + 0.25 * clock.random();
      nextAllowed.set(hostOf(url), clock.now() + Math.round(pauseMs * jitter));
    },
  };
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
