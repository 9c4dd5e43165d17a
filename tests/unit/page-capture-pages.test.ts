import { describe, expect, it } from 'vitest';
import { capturePages, type CapturePlan } from '@/lib/capture/capture-pages';
import type { PageDriver } from '@/lib/capture/page-driver';
import type { StepOutcome } from '@/lib/page/protocol';

/** A scripted site: `pages` in order, each with how many scrolls still grow it. */
function fakeSite(options: { pages: string[]; growScrolls?: number; steps?: Record<string, StepOutcome> }) {
  let index = 0;
  let grown = 0;
  const calls: string[] = [];
  const driver: PageDriver = {
    settle: async () => ({ settled: true, waitedMs: 1 }),
    scroll: async () => {
      calls.push('scroll');
      grown++;
      return { grew: grown <= (options.growScrolls ?? 0), height: 100 * grown, container: 'page' };
    },
    step: async ({ text }) => {
      calls.push(`step ${text}`);
      return options.steps?.[text] ?? { ok: false, reason: `no element matching "${text}"`, notFound: true };
    },
    interactive: async () => ['[1] button "Load more"', '[2] link "Help"'],
    act: async ({ choice }) => ({ ok: true, did: `clicked element ${choice.element}`, navigating: false }),
    nextPage: async () => {
      const next = options.pages[index + 1];
      return next
        ? { found: true, href: next, description: 'link "Next"' }
        : { found: false, href: null, description: '' };
    },
    followNext: async () => {
      index++;
      grown = 0;
      return { ok: true, did: 'clicked link "Next"', navigating: true };
    },
    capture: async () => {
      calls.push(`capture ${options.pages[index]}`);
      return { html: `<p>${options.pages[index]}</p>`, url: options.pages[index] ?? '', title: '' };
    },
    locate: async () => ({ found: false }),
    waitForNewDocument: async () => {
      calls.push('navigated');
    },
  };
  return { driver, calls };
}

const PLAN: CapturePlan = { steps: [], scrolls: 0, totalPages: 1, heavy: false, stealth: false, fields: [] };

function hooks() {
  const progress: string[] = [];
  return { progress, hooks: { signal: new AbortController().signal, onProgress: (d: string) => progress.push(d) } };
}

describe('capturePages', () => {
  it('scrolls until the page stops growing and reports progress', async () => {
    const { driver, calls } = fakeSite({ pages: ['https://x/1'], growScrolls: 2 });
    const { progress, hooks: h } = hooks();
    const { pages, report } = await capturePages(driver, { ...PLAN, scrolls: 10 }, h);
    expect(calls.filter((c) => c === 'scroll')).toHaveLength(3);
    expect(report.pages[0]?.scrolls).toBe(3);
    expect(pages).toHaveLength(1);
    expect(progress).toEqual(['scrolling 1/10', 'scrolling 2/10', 'scrolling 3/10', 'reading the page']);
  });

  it('follows next pages up to total_pages and records their URLs', async () => {
    const site = fakeSite({ pages: ['https://x/1', 'https://x/2', 'https://x/3', 'https://x/4'] });
    const { progress, hooks: h } = hooks();
    const { pages, report } = await capturePages(site.driver, { ...PLAN, totalPages: 3 }, h);
    expect(pages.map((p) => p.url)).toEqual(['https://x/1', 'https://x/2', 'https://x/3']);
    expect(report.stoppedBecause).toBe('total_pages (3) reached');
    expect(progress).toEqual(['page 1/3', 'page 2/3', 'page 3/3']);
    expect(site.calls.filter((c) => c === 'navigated')).toHaveLength(2);
  });

  it('stops when there is no next page, or when it leads back to a captured page', async () => {
    const short = fakeSite({ pages: ['https://x/1', 'https://x/2'] });
    const a = await capturePages(short.driver, { ...PLAN, totalPages: 9 }, hooks().hooks);
    expect(a.report.stoppedBecause).toBe('no next page after page 2');
    const loop = fakeSite({ pages: ['https://x/a', 'https://x/b', 'https://x/a#top'] });
    const b = await capturePages(loop.driver, { ...PLAN, totalPages: 9 }, hooks().hooks);
    expect(b.pages.map((p) => p.url)).toEqual(['https://x/a', 'https://x/b']);
    expect(b.report.stoppedBecause).toMatch(/leads back to https:\/\/x\/a#top, already captured/);
  });

  it('runs steps first, with their reports and progress', async () => {
    const site = fakeSite({
      pages: ['https://x/1'],
      steps: { 'click "Load more"': { ok: true, did: 'clicked button "Load more"', navigating: false } },
    });
    const { progress, hooks: h } = hooks();
    const { report } = await capturePages(site.driver, { ...PLAN, steps: ['click "Load more"'] }, h);
    expect(report.steps).toEqual([
      { number: 1, text: 'click "Load more"', did: 'clicked button "Load more"', by: 'rules' },
    ]);
    expect(progress[0]).toBe('step 1/1: click "Load more"');
  });

  it('a step that cannot be done fails with its number, text and reason', async () => {
    const site = fakeSite({
      pages: ['https://x/1'],
      steps: { 'wait 1 second': { ok: true, did: 'waited 1 s', navigating: false } },
    });
    await expect(
      capturePages(site.driver, { ...PLAN, steps: ['wait 1 second', 'click "Nope"'] }, hooks().hooks),
    ).rejects.toThrow('Step 2 ("click "Nope"") could not be done: no element matching "click "Nope"".');
  });

  it('asks the model only from the numbered list, and refuses numbers outside it', async () => {
    const site = fakeSite({ pages: ['https://x/1'] });
    const seen: string[][] = [];
    const ok = await capturePages(
      site.driver,
      { ...PLAN, steps: ['show more'] },
      {
        ...hooks().hooks,
        chooseAction: async (_step, elements) => {
          seen.push(elements);
          return { element: 1, action: 'click' };
        },
      },
    );
    expect(seen[0]).toEqual(['[1] button "Load more"', '[2] link "Help"']);
    expect(ok.report.steps[0]).toMatchObject({ by: 'model', did: 'clicked element 1' });
    await expect(
      capturePages(
        site.driver,
        { ...PLAN, steps: ['show more'] },
        {
          ...hooks().hooks,
          chooseAction: async () => ({ element: 7, action: 'click' }),
        },
      ),
    ).rejects.toThrow(
      'Step 1 “show more” matched nothing on the page, and the model could not point at an element either.',
    );
    await expect(
      capturePages(
        site.driver,
        { ...PLAN, steps: ['show more'] },
        { ...hooks().hooks, chooseAction: async () => null },
      ),
    ).rejects.toThrow(
      'Step 1 “show more” matched nothing on the page, and the model could not point at an element either.',
    );
  });
});
