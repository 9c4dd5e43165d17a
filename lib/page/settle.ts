import { loadingSign } from './loading-signs';
import type { SettleResult } from './protocol';

/**
 * Waiting for a page to be "done". The agent runs in the extension's isolated world, so it
 * cannot see the page's fetch/XHR calls; what it can observe is the DOM changing
 * (MutationObserver), resources finishing (resource timing entries) and document.readyState.
 * A page counts as settled after `quietMs` without any of these, capped at `capMs` so a page
 * that never stops (a ticking clock, a carousel) is still captured.
 */
export interface SettleOptions {
  quietMs: number;
  capMs: number;
  /**
   * Also wait while the page shows it is still loading: an indicator (aria-busy, spinner,
   * skeleton), a "Loading…" text, or an empty app root (lib/page/loading-signs.ts).
   */
  waitForBusy?: boolean;
}

/** The short settle every capture gets, and the longer one render_heavy_js asks for. */
export const SETTLE_DEFAULT: SettleOptions = { quietMs: 250, capMs: 3_000 };
export const SETTLE_HEAVY: SettleOptions = { quietMs: 800, capMs: 15_000, waitForBusy: true };

export interface ActivityWatch {
  /** Time of the last DOM change or finished resource. */
  lastActivity(): number;
  stop(): void;
}

export function watchActivity(win: Window): ActivityWatch {
  // The window's own constructors (a frame or a test DOM may differ from the global ones).
  const scope = win as Window & typeof globalThis;
  let last = win.performance.now();
  const touch = (): void => {
    last = win.performance.now();
  };
  const observer = new scope.MutationObserver(touch);
  observer.observe(win.document, { childList: true, subtree: true, characterData: true });
  let perf: PerformanceObserver | null = null;
  try {
    const observer = new scope.PerformanceObserver(touch);
    observer.observe({ type: 'resource' });
    perf = observer;
  } catch {
    perf = null; // not every engine has it; DOM changes alone still work
  }
  return {
    lastActivity: () => last,
    stop: () => {
      observer.disconnect();
      perf?.disconnect();
    },
  };
}

export async function settle(win: Window, options: SettleOptions): Promise<SettleResult> {
  const start = win.performance.now();
  const watch = watchActivity(win);
  try {
    for (;;) {
      const now = win.performance.now();
      const quiet = now - watch.lastActivity() >= options.quietMs;
      const ready = win.document.readyState === 'complete';
      // The loading check walks the page's text, so it runs only once the page is quiet.
      if (quiet && ready && !(options.waitForBusy && loadingSign(win.document)))
        return { settled: true, waitedMs: now - start };
      if (now - start >= options.capMs) return { settled: false, waitedMs: now - start };
      await sleep(win, 50);
    }
  } finally {
    watch.stop();
  }
}

export function sleep(win: Pick<Window, 'setTimeout'>, ms: number): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve, Math.max(0, ms)));
}
