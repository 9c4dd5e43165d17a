import type { Pacer } from './pacing';
import type { ScrollResult } from './protocol';
import { sleep, watchActivity } from './settle';

export interface ScrollOptions {
  pacer: Pacer;
  /** Quiet time after which no growth means the end of the list. */
  quietMs?: number;
  capMs?: number;
}

/**
 * One "scroll to the bottom" of an infinite list: scroll the page (or the scrollable
 * container that holds the content), then wait until new content arrives or the page has
 * been quiet for a moment. Reports whether the content grew, so the caller can stop early.
 */
export async function scrollToBottom(win: Window, options: ScrollOptions): Promise<ScrollResult> {
  const target = findScrollTarget(win);
  const before = measure(target);
  const watch = watchActivity(win);
  try {
    await scrollGradually(target, target.scrollHeight, options.pacer);
    const start = win.performance.now();
    const quietMs = options.quietMs ?? 700;
    const capMs = options.capMs ?? 6_000;
    let grewAt = 0;
    for (;;) {
      await sleep(win, 50);
      const now = win.performance.now();
      const after = measure(target);
      const grew = after.height > before.height + 1 || after.nodes > before.nodes;
      // Once new content is in, give the rest of the batch a short moment to land.
      if (grew && !grewAt) grewAt = now;
      const quietFor = now - Math.max(watch.lastActivity(), start);
      if (grewAt && (quietFor >= 200 || now - grewAt >= 1_500)) return done(target, true);
      if (!grewAt && quietFor >= quietMs) return done(target, false);
      if (now - start >= capMs) return done(target, grew);
    }
  } finally {
    watch.stop();
  }
}

/** Scrolls by about a viewport in the given direction (the "scroll down" step). */
export async function scrollByPage(win: Window, direction: 1 | -1, pacer: Pacer): Promise<void> {
  const target = findScrollTarget(win);
  const to = target.scrollTop + direction * Math.round(target.clientHeight * 0.85);
  await scrollGradually(target, to, pacer);
}

export async function scrollToEdge(win: Window, edge: 'top' | 'bottom', pacer: Pacer): Promise<void> {
  const target = findScrollTarget(win);
  await scrollGradually(target, edge === 'top' ? 0 : target.scrollHeight, pacer);
}

/**
 * The element that scrolls the content: the document when it can scroll by half a
 * viewport or more, else the scrollable container with the most to scroll.
 */
export function findScrollTarget(win: Window): Element {
  const doc = win.document;
  const page = doc.scrollingElement ?? doc.documentElement;
  if (page.scrollHeight - page.clientHeight >= page.clientHeight * 0.5) return page;
  let best: Element = page;
  let bestRange = page.scrollHeight - page.clientHeight;
  for (const el of Array.from(doc.body?.querySelectorAll('*') ?? [])) {
    const range = el.scrollHeight - el.clientHeight;
    if (range <= bestRange || range < 20) continue;
    const overflow = win.getComputedStyle(el).overflowY;
    if (overflow === 'auto' || overflow === 'scroll' || overflow === 'overlay') {
      best = el;
      bestRange = range;
    }
  }
  return best;
}

async function scrollGradually(target: Element, to: number, pacer: Pacer): Promise<void> {
  const max = Math.max(0, target.scrollHeight - target.clientHeight);
  const goal = Math.max(0, Math.min(to, max));
  if (Math.abs(target.scrollTop - goal) <= 1) {
    // Already there (or nothing to scroll): tell the page's scroll listeners anyway, as a
    // user's wheel at the bottom of a list would, so "load on scroll" code still runs.
    const page = target === target.ownerDocument.scrollingElement;
    const eventTarget: EventTarget = page ? (target.ownerDocument.defaultView ?? target) : target;
    target.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, composed: true }));
    eventTarget.dispatchEvent(new Event('scroll'));
    return;
  }
  if (!pacer.stealth) {
    target.scrollTop = goal;
    return;
  }
  // Human-like: several uneven wheel-sized moves with short pauses between them.
  let guard = 0;
  while (Math.abs(target.scrollTop - goal) > 2 && guard++ < 200) {
    const stepPx = Math.round(target.clientHeight * pacer.between(0.15, 0.45));
    const next =
      goal > target.scrollTop ? Math.min(goal, target.scrollTop + stepPx) : Math.max(goal, target.scrollTop - stepPx);
    const previous = target.scrollTop;
    target.scrollTop = next;
    if (target.scrollTop === previous) break;
    await pacer.pause(60, 220);
  }
}

function measure(target: Element): { height: number; nodes: number } {
  return { height: target.scrollHeight, nodes: target.getElementsByTagName('*').length };
}

function done(target: Element, grew: boolean): ScrollResult {
  const container =
    target === target.ownerDocument.scrollingElement || target === target.ownerDocument.documentElement
      ? 'page'
      : `${target.localName}${target.id ? `#${target.id}` : ''}`;
  return { grew, height: target.scrollHeight, container };
}
