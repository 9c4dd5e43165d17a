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
  /** When this watch started observing (before that, only the page's timeline is known). */
  readonly since: number;
  stop(): void;
}

/**
 * Watches the page for activity from now on. `earlier` is activity known from before (the
 * page's timeline, see `recordedActivity`); without it the page counts as active just now.
 */
export function watchActivity(win: Window, earlier?: number): ActivityWatch {
  // The window's own constructors (a frame or a test DOM may differ from the global ones).
  const scope = win as Window & typeof globalThis;
  const since = win.performance.now();
  let last = earlier ?? since;
  const touch = (): void => {
    last = win.performance.now();
  };
  const observer = new scope.MutationObserver(touch);
  observer.observe(win.document, { childList: true, subtree: true, characterData: true });
  const perf: PerformanceObserver[] = [];
  // Buffered entries arrive with their own (past) times: a resource that finished, a layout
  // shift or a long frame just before the watch started counts at the time it happened.
  for (const type of ['resource', 'layout-shift', 'long-animation-frame']) {
    try {
      const observer = new scope.PerformanceObserver((list) => {
        for (const entry of list.getEntries()) last = Math.max(last, entryEnd(entry));
      });
      observer.observe({ type, buffered: true });
      perf.push(observer);
    } catch {
      // not every engine has every entry type; DOM changes alone still work
    }
  }
  return {
    lastActivity: () => last,
    since,
    stop: () => {
      observer.disconnect();
      for (const one of perf) one.disconnect();
    },
  };
}

function entryEnd(entry: PerformanceEntry): number {
  const end = (entry as PerformanceResourceTiming).responseEnd;
  return typeof end === 'number' && end > 0 ? end : entry.startTime + entry.duration;
}

/**
 * The last activity the page's own timeline records: the end of the load event and of the
 * last resource (fetch and XHR included). Null when it cannot be trusted — the page has not
 * finished loading, there is no timeline, or the resource buffer may be full (its default
 * size is 250 entries, and later resources would be missing).
 */
export function recordedActivity(win: Window): number | null {
  const perf = win.performance;
  if (typeof perf.getEntriesByType !== 'function') return null;
  const nav = perf.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!nav || !(nav.loadEventEnd > 0) || win.document.readyState !== 'complete') return null;
  const resources = perf.getEntriesByType('resource');
  if (resources.length >= 250) return null;
  let last = nav.loadEventEnd;
  for (const entry of resources) last = Math.max(last, entryEnd(entry));
  return last;
}

/**
 * A watch the agent keeps between calls, so a page that has been idle for a while settles at
 * once: its quiet time counts from the page's timeline (`recordedActivity`), then from what
 * the watch saw. It stops on its own after `lingerMs` without a call, leaving the page alone.
 */
export function createQuietWatch(win: Window, lingerMs = 5 * 60_000): () => ActivityWatch {
  let watch: ActivityWatch | null = null;
  let timer: number | undefined;
  return () => {
    watch ??= watchActivity(win, recordedActivity(win) ?? undefined);
    win.clearTimeout(timer);
    timer = win.setTimeout(() => {
      watch?.stop();
      watch = null;
    }, lingerMs);
    return watch;
  };
}

/**
 * How long a watch observes before its first verdict. The timeline does not record DOM
 * changes made by timers, so a page that keeps changing (an animation, a ticker) is caught
 * here, by seeing it change, rather than taken for idle.
 */
export const PROBE_MS = 40;

/** What lets a loaded page change itself besides scripts: frames, plugins, a refresh. */
const LIVE_PARTS = 'iframe, frame, object, embed, portal, fencedframe, meta[http-equiv="refresh" i]';

/**
 * A script element that runs: no type, or a JavaScript type or `module`. Any other type
 * (application/ld+json, a template's text/x-…) is a data block the browser never runs.
 */
function runs(script: Element): boolean {
  const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
  return (
    type === '' ||
    type === 'module' ||
    /^(text|application)\/(x-)?(java|ecma)script$|^text\/(jscript|livescript|javascript1\.[0-5])$/.test(type)
  );
}

/**
 * True when a document has nothing that could change it by itself: no script that runs, no
 * inline event handler (an `onanimationend` runs with no one there), no frame or plugin, no
 * refresh, no shadow root (a component's). JSON-LD and other data blocks do not count. The
 * document may be a parsed one (HTML fetched without a tab): loaded in a tab it would stay
 * exactly as parsed.
 */
export function hasNoLiveParts(doc: Document): boolean {
  if (typeof doc.querySelectorAll !== 'function') return false;
  if (doc.querySelector(LIVE_PARTS)) return false;
  for (const script of Array.from(doc.querySelectorAll('script'))) if (runs(script)) return false;
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    if ((el as Element & { shadowRoot?: ShadowRoot | null }).shadowRoot) return false;
    for (const attr of Array.from(el.attributes)) if (/^on/i.test(attr.name)) return false;
  }
  return true;
}

/**
 * True when a loaded page cannot change itself (`hasNoLiveParts`): its DOM is final once
 * `load` has fired, so waiting for a quiet window would only wait. Unknown (still loading, a
 * test DOM without selectors): false.
 */
export function cannotChangeItself(doc: Document): boolean {
  return doc.readyState === 'complete' && hasNoLiveParts(doc);
}

/**
 * Waits until the page has been quiet for `quietMs`. With `kept` (the agent's standing watch)
 * quiet time from before the call counts: a page idle since it loaded settles after the
 * probe, and a loaded page that cannot change itself (`cannotChangeItself`) at once, unless
 * the watch saw it change. Without `kept` the quiet window starts at the call (after an
 * action, whose effects must be waited for).
 */
export async function settle(win: Window, options: SettleOptions, kept?: ActivityWatch): Promise<SettleResult> {
  const start = win.performance.now();
  const watch = kept ?? watchActivity(win);
  try {
    if (kept && !(kept.lastActivity() > kept.since) && cannotChangeItself(win.document))
      return { settled: true, waitedMs: win.performance.now() - start };
    // A standing watch needs a short look at the page first; a fresh one is seeded with "now"
    // and cannot be quiet before quietMs anyway.
    if (kept && start - kept.since < PROBE_MS) await sleep(win, PROBE_MS - (start - kept.since));
    for (;;) {
      const now = win.performance.now();
      const quiet = now - watch.lastActivity() >= options.quietMs;
      const ready = win.document.readyState === 'complete';
      // The loading check walks the page's text, so it runs only once the page is quiet.
      if (quiet && ready && !(options.waitForBusy && loadingSign(win.document)))
        return { settled: true, waitedMs: now - start };
      if (now - start >= options.capMs) return { settled: false, waitedMs: now - start };
      await sleep(win, Math.min(50, Math.max(5, options.quietMs - (now - watch.lastActivity()))));
    }
  } finally {
    if (!kept) watch.stop();
  }
}

export function sleep(win: Pick<Window, 'setTimeout'>, ms: number): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve, Math.max(0, ms)));
}
