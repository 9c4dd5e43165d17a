import { browser } from 'wxt/browser';
import { z } from '../contract/zod-setup';
import { AGENT_GLOBAL, type CaptureOptions } from '../page/agent';
import type { PageSnapshot } from '../page/snapshot';

const modelInputSchema = z.object({ text: z.string(), refs: z.record(z.string(), z.string()), tokens: z.number() });
const snapshotSchema = z.object({
  html: z.string(),
  url: z.string(),
  title: z.string(),
  modelInput: modelInputSchema.optional(),
});

/**
 * Injects the page agent into a tab (activeTab + scripting, no host permission) and asks it
 * for a snapshot of the live DOM.
 */
export async function captureTab(tabId: number, options: CaptureOptions): Promise<PageSnapshot> {
  try {
    await browser.scripting.executeScript({ target: { tabId }, files: ['/page-agent.js'] });
    const [frame] = await browser.scripting.executeScript({
      target: { tabId },
      // Serialised into the page: it may only use its arguments and the isolated world.
      func: (key: string, opts: CaptureOptions) => {
        const agent = (globalThis as Record<string, unknown>)[key] as
          { capture(o: CaptureOptions): Promise<unknown> } | undefined;
        if (!agent) throw new Error('page agent missing');
        return agent.capture(opts);
      },
      args: [AGENT_GLOBAL, options],
    });
    const parsed = snapshotSchema.safeParse(frame?.result);
    if (!parsed.success) throw new Error('the page returned no snapshot');
    return parsed.data;
  } catch (error) {
    throw new Error(explainCaptureError(error));
  }
}

function explainCaptureError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/cannot be scripted|chrome:\/\/|extensions gallery|Cannot access contents/i.test(text)) {
    return `Quarry cannot read this page (${text}). Browser pages such as chrome:// and the Web Store are closed to extensions, and other pages need Quarry opened from the toolbar on that tab. Open a regular web page, or paste its HTML instead.`;
  }
  if (/No tab with id|tab was closed/i.test(text)) {
    return 'The tab was closed before Quarry could read it. Open the page again and re-run.';
  }
  return `Could not read the page: ${text}. Reload the page and run again.`;
}
