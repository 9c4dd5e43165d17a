import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import {
  cannotChangeItself,
  createQuietWatch,
  PROBE_MS,
  recordedActivity,
  settle,
  SETTLE_DEFAULT,
} from '../../lib/page/settle';

const HORIZON_MS = 60_000;

interface FakePage {
  /** Load event end, and the end of each resource, in page time (ms). */
  loadEnd: number;
  resources?: number[];
  /** The page changes its DOM every `everyMs` from now on (a ticker). */
  mutatesEvery?: number;
  readyState?: DocumentReadyState;
  /** The page's markup, when the test needs a DOM to look into (otherwise: none, unknown). */
  html?: string;
}

/** A parsed document that says it has loaded (linkedom has no readyState of its own). */
function loadedDocument(html: string, readyState: DocumentReadyState = 'complete'): Document {
  const { document } = parseHTML(html);
  Object.defineProperty(document, 'readyState', { value: readyState });
  return document as unknown as Document;
}

/**
 * A window whose clock moves only when a timer runs: each setTimeout jumps the clock to its
 * deadline and delivers the mutations that happened on the way. No real time passes; timers
 * beyond the horizon never fire.
 */
function fakeWindow(page: FakePage, now = 60_000): Window {
  let clock = now;
  const watchers: Array<() => void> = [];
  let nextTick = page.mutatesEvery ? now + page.mutatesEvery : Infinity;
  const win = {
    document: page.html
      ? loadedDocument(page.html, page.readyState ?? 'complete')
      : { readyState: page.readyState ?? 'complete' },
    performance: {
      now: () => clock,
      getEntriesByType: (type: string) =>
        type === 'navigation'
          ? [{ loadEventEnd: page.loadEnd }]
          : type === 'resource'
            ? (page.resources ?? []).map((end) => ({ responseEnd: end, startTime: end - 10, duration: 10 }))
            : [],
    },
    MutationObserver: class {
      constructor(callback: () => void) {
        watchers.push(callback);
      }
      observe(): void {}
      disconnect(): void {
        watchers.length = 0;
      }
    },
    PerformanceObserver: class {
      constructor() {
        throw new Error('no performance observer in this engine');
      }
    },
    setTimeout: (run: () => void, ms: number) => {
      if (ms > HORIZON_MS) return 2; // the watch's linger timer: beyond what any test looks at
      const deadline = clock + Math.max(0, ms);
      while (nextTick <= deadline) {
        clock = nextTick;
        for (const watcher of watchers) watcher();
        nextTick += page.mutatesEvery ?? Infinity;
      }
      clock = deadline;
      void Promise.resolve().then(run);
      return 1;
    },
    clearTimeout: () => {},
  };
  return win as unknown as Window;
}

describe('settle', () => {
  it('settles a page idle since it loaded after the short probe, not a whole quiet window', async () => {
    const win = fakeWindow({ loadEnd: 1_200, resources: [900, 1_100] });
    const result = await settle(win, SETTLE_DEFAULT, createQuietWatch(win)());
    expect(result).toEqual({ settled: true, waitedMs: PROBE_MS });
  });

  it('still waits out the quiet window after a resource that finished just now', async () => {
    const win = fakeWindow({ loadEnd: 1_200, resources: [59_900] });
    const result = await settle(win, SETTLE_DEFAULT, createQuietWatch(win)());
    expect(result.settled).toBe(true);
    expect(result.waitedMs).toBeGreaterThanOrEqual(150);
    expect(result.waitedMs).toBeLessThan(250);
  });

  it('does not take a page that keeps changing for idle: it waits until the cap', async () => {
    const win = fakeWindow({ loadEnd: 1_200, mutatesEvery: 30 });
    const result = await settle(win, SETTLE_DEFAULT, createQuietWatch(win)());
    expect(result.settled).toBe(false);
    expect(result.waitedMs).toBeGreaterThanOrEqual(SETTLE_DEFAULT.capMs);
  });

  it('without a standing watch (after an action) the quiet window starts at the call', async () => {
    const win = fakeWindow({ loadEnd: 1_200 });
    const result = await settle(win, SETTLE_DEFAULT);
    expect(result.settled).toBe(true);
    expect(result.waitedMs).toBeGreaterThanOrEqual(SETTLE_DEFAULT.quietMs);
  });

  it('a second call on the same watch needs no probe once the page was seen quiet', async () => {
    const win = fakeWindow({ loadEnd: 1_200 });
    const quiet = createQuietWatch(win);
    await settle(win, SETTLE_DEFAULT, quiet());
    expect(await settle(win, SETTLE_DEFAULT, quiet())).toEqual({ settled: true, waitedMs: 0 });
  });
});

describe('settle on a page that cannot change itself', () => {
  const still =
    '<!DOCTYPE html><html><head><title>Tea</title></head><body><h1>Jade green</h1><p>4.50</p></body></html>';

  it('settles at once, though a resource finished just now and no probe ran', async () => {
    const win = fakeWindow({ loadEnd: 1_200, resources: [59_900], html: still });
    expect(await settle(win, SETTLE_DEFAULT, createQuietWatch(win)())).toEqual({ settled: true, waitedMs: 0 });
  });

  it('waits as before for a page with a script, or an inline handler', async () => {
    for (const html of [
      still.replace('</body>', '<script>setTimeout(() => {}, 10)</script></body>'),
      still.replace('<p>', '<p onanimationend="this.remove()">'),
    ]) {
      const win = fakeWindow({ loadEnd: 1_200, resources: [59_900], html });
      const result = await settle(win, SETTLE_DEFAULT, createQuietWatch(win)());
      expect(result.settled).toBe(true);
      expect(result.waitedMs).toBeGreaterThanOrEqual(150);
    }
  });

  it('is not used after an action (no standing watch): the quiet window starts at the call', async () => {
    const win = fakeWindow({ loadEnd: 1_200, html: still });
    expect((await settle(win, SETTLE_DEFAULT)).waitedMs).toBeGreaterThanOrEqual(SETTLE_DEFAULT.quietMs);
  });

  it('counts scripts, handlers, frames, plugins, a refresh and components as able to change the page', () => {
    expect(cannotChangeItself(loadedDocument(still))).toBe(true);
    for (const part of [
      '<script type="module" src="/app.js"></script>',
      '<svg><script>1</script></svg>',
      '<img src="a.png" onerror="x()">',
      '<iframe src="/ad"></iframe>',
      '<object data="x.swf"></object>',
      '<embed src="x.swf">',
      '<meta http-equiv="Refresh" content="5">',
    ])
      expect(cannotChangeItself(loadedDocument(still.replace('</body>', `${part}</body>`))), part).toBe(false);
    const withComponent = loadedDocument(still);
    withComponent.body.attachShadow({ mode: 'open' });
    expect(cannotChangeItself(withComponent)).toBe(false);
  });

  it('does not count data blocks (JSON-LD, templates) as scripts', () => {
    for (const part of [
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="text/x-template"><b>{{ name }}</b></script>',
      '<script type="application/json">{}</script>',
    ])
      expect(cannotChangeItself(loadedDocument(still.replace('</body>', `${part}</body>`))), part).toBe(true);
    for (const part of ['<script type="text/javascript">1</script>', '<script type=" Module ">1</script>'])
      expect(cannotChangeItself(loadedDocument(still.replace('</body>', `${part}</body>`))), part).toBe(false);
  });

  it('says nothing for a page still loading', () => {
    expect(cannotChangeItself(loadedDocument(still, 'interactive'))).toBe(false);
  });
});

describe('recordedActivity', () => {
  it('is the end of the load event or the last resource, whichever is later', () => {
    expect(recordedActivity(fakeWindow({ loadEnd: 1_200, resources: [800, 4_000] }))).toBe(4_000);
    expect(recordedActivity(fakeWindow({ loadEnd: 1_200 }))).toBe(1_200);
  });

  it('is unknown while the page loads, or when the resource buffer may have overflowed', () => {
    expect(recordedActivity(fakeWindow({ loadEnd: 0, readyState: 'interactive' }))).toBeNull();
    const full = Array.from({ length: 250 }, (_, i) => i);
    expect(recordedActivity(fakeWindow({ loadEnd: 1_200, resources: full }))).toBeNull();
  });
});
