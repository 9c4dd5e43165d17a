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
