import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { finishedJob, PRODUCTS_SCHEMA, putJob } from './ui-support';

// Quarry in narrow places: the side panel (Chrome lets it shrink to 320 px) and the 420 px popup.

const PROMPT = 'Every product on the page with its name, price, rating, colour, sizes and a link to its page';

/** True when `text` inside `box` is drawn in full: not cut by any box that hides overflow. */
async function shownInFull(box: Locator, text: string): Promise<boolean> {
  return box.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const drawn = range.getBoundingClientRect();
      if (drawn.width === 0) return false;
      for (let el = node.parentElement; el && el !== root.parentElement; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible') continue;
        if (el.scrollWidth > el.clientWidth && style.textOverflow === 'ellipsis') {
          // An ellipsis shows only what fits before the box's right edge (minus the "…").
          const edge = el.getBoundingClientRect().right - 12;
          if (drawn.right > edge) return false;
        }
        const clip = el.getBoundingClientRect();
        if (drawn.left < clip.left - 0.5 || drawn.right > clip.right + 0.5) return false;
      }
      return true;
    }
    return false;
  }, text);
}

async function overflows(page: Page, box: Locator): Promise<boolean> {
  const boxOverflows = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 0.5);
  const pageOverflows = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  return boxOverflows || pageOverflows;
}

test('the folded request in a narrow side panel shows the prompt and the schema summary, cut with an ellipsis', async ({
  context,
  worker,
  extensionId,
}) => {
  await putJob(worker, finishedJob('done', Date.now(), { user_prompt: PROMPT, result: { currency: 'EUR' } }));
  await worker.evaluate((draft) => chrome.storage.local.set({ 'ui:draft': draft }), {
    prompt: PROMPT,
    source: 'url',
    url: 'https://shop.example/catalogue/running-shoes/all-sizes?sort=price',
    schemaText: JSON.stringify(PRODUCTS_SCHEMA),
    scrolls: '3',
    formCollapsed: true,
  });
  const panel = await context.newPage();
  for (const width of [400, 360, 320]) {
    await panel.setViewportSize({ width, height: 700 });
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    const summary = panel.getByRole('region', { name: 'Request' });
    await expect(summary).toBeVisible();
    const line = summary.locator('.request-summary-text');
    expect(await shownInFull(summary, '4 fields'), `schema summary at ${width} px`).toBe(true);
    expect(await shownInFull(summary, 'Every'), `prompt at ${width} px`).toBe(true);
    // The options too, where a few words of the prompt are left beside them.
    if (width >= 360) expect(await shownInFull(summary, '3 scrolls'), `options at ${width} px`).toBe(true);
    // The whole request is in the title, for the pointer.
    await expect(line).toHaveAttribute(
      'title',
      `${PROMPT} · shop.example/catalogue/running-shoes/all-sizes · 4 fields · 3 scrolls`,
    );
    // One line, nothing sticking out of the panel.
    const height = await line.evaluate((el) => el.getBoundingClientRect().height);
    const lineHeight = await line.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
    expect(height).toBeLessThan(lineHeight * 1.6);
    expect(await overflows(panel, summary), `overflow at ${width} px`).toBe(false);
    await expect(summary.getByRole('button', { name: 'Edit request' })).toBeInViewport({ ratio: 1 });
  }
});

interface HeaderItem {
  name: string;
  middle: number;
  right: number;
  lines: number;
}

/** Every item of the header (title, buttons): where it sits and on how many text lines. */
async function headerItems(page: Page): Promise<HeaderItem[]> {
  return page.locator('.app-header').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('h1, button')].map((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.3;
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      return {
        name: el.getAttribute('aria-label') ?? el.textContent ?? '',
        middle: box.top + box.height / 2,
        right: box.right,
        lines: Math.round((el.clientHeight - padding) / line),
      };
    }),
  );
}

const SCREENS = ['Extract', 'Many pages', 'History'];

test('the header fits one line of a 420 px popup, with every action named and reachable by keyboard', async ({
  context,
  worker,
  extensionId,
  openPopup,
}) => {
  const check = async (page: Page, names: string[]): Promise<void> => {
    await page.setViewportSize({ width: 420, height: 640 });
    for (const name of names) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    const items = await headerItems(page);
    const middles = items.map((item) => item.middle);
    expect(Math.max(...middles) - Math.min(...middles), JSON.stringify(items)).toBeLessThan(4);
    for (const item of items) {
      expect(item.right, `${item.name} inside the window`).toBeLessThanOrEqual(420);
      expect(item.lines, `${item.name} on one line`).toBeLessThanOrEqual(1);
    }
    // Tab goes through every action in order; Enter on a screen opens it.
    await page.getByRole('button', { name: 'Extract', exact: true }).focus();
    const reached: string[] = [];
    for (let i = 0; i < names.length; i++) {
      reached.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          return el.getAttribute('aria-label') ?? el.textContent ?? '';
        }),
      );
      await page.keyboard.press('Tab');
    }
    expect(reached).toEqual(names);
    await page.getByRole('button', { name: 'History', exact: true }).press('Enter');
    await expect(page.getByRole('button', { name: 'History', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Extract', exact: true }).press('Enter');
  };

  const popup = await openPopup();
  await check(popup, [...SCREENS, 'Side panel', 'Settings']);
  // Global mock mode is said below the header, which keeps its one line.
  await worker.evaluate(() => (globalThis as any).quarry.configure({ mock: true }));
  await expect(popup.getByRole('note')).toHaveText(/^Global mock mode is on/);
  await check(popup, [...SCREENS, 'Side panel', 'Settings']);

  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await check(panel, [...SCREENS, 'Settings']);

  // The icon buttons still do what they say.
  const options = context.waitForEvent('page', (p) => p.url().includes('/options.html'));
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await (await options).waitForLoadState('domcontentloaded');
});
