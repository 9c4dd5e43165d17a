import { isVisible } from './deep-dom';
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
  /** Also wait while a loading indicator is visible (aria-busy, spinner, skeleton). */
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
      if (quiet && ready && !(options.waitForBusy && isBusy(win.document)))
        return { settled: true, waitedMs: now - start };
      if (now - start >= options.capMs) return { settled: false, waitedMs: now - start };
      await sleep(win, 50);
    }
  } finally {
    watch.stop();
  }
}

const BUSY_SELECTOR =
  '[aria-busy="true"], progress:not([value]), [class*="spinner"], [class*="skeleton"], [class~="loading"], [class~="loader"], [class*="is-loading"]';

/** A visible loading indicator: heavy client-side apps show one until their data is in. */
export function isBusy(doc: Document): boolean {
  for (const el of Array.from(doc.querySelectorAll(BUSY_SELECTOR))) if (isVisible(el)) return true;
  return false;
}

export function sleep(win: Pick<Window, 'setTimeout'>, ms: number): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve, Math.max(0, ms)));
}
