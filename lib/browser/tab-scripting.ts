import { browser } from 'wxt/browser';

const NAVIGATION_CAP_MS = 30_000;

/**
 * Runs `func` in the extension's isolated world of a tab's top frame (activeTab + scripting,
 * no host permission). `func` is serialised into the page: it may only use its arguments.
 * Returns its result and the id of the document it ran in.
 */
export async function runInTab<Args extends unknown[]>(
  tabId: number,
  func: (...args: Args) => unknown,
  args: Args,
): Promise<{ result: unknown; documentId: string | undefined }> {
  const [frame] = await browser.scripting.executeScript({ target: { tabId }, func, args });
  return { result: frame?.result, documentId: frame?.documentId };
}

/** Injects the page agent (entrypoints/page-agent.ts) into a tab's isolated world. */
export async function injectPageAgent(tabId: number): Promise<void> {
  await browser.scripting.executeScript({ target: { tabId }, files: ['/page-agent.js'] });
}

/** The address a tab shows ('' when Chrome does not say). */
export async function tabAddress(tabId: number): Promise<string> {
  return (await browser.tabs.get(tabId)).url ?? '';
}

/** Waits until the tab shows a document other than `previous` and it has loaded. */
export async function waitForNewDocument(tabId: number, previous: string | undefined): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < NAVIGATION_CAP_MS) {
    try {
      const [frame] = await browser.scripting.executeScript({
        target: { tabId },
        injectImmediately: true,
        func: () => document.readyState,
      });
      if (frame && frame.documentId !== previous && frame.result === 'complete') return;
    } catch {
      // Between documents the frame may refuse scripts for a moment; try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the page did not finish loading within ${NAVIGATION_CAP_MS / 1000} seconds after navigating`);
}

/** Turns browser errors about scripting a tab into sentences a user can act on. */
export function explainScriptingError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/cannot be scripted|chrome:\/\/|extensions gallery|Cannot access contents/i.test(text)) {
    return `Quarry cannot read this page (${text}). Browser pages such as chrome:// and the Web Store are closed to extensions, and other pages need Quarry opened from the toolbar on that tab. Open a regular web page, or paste its HTML instead.`;
  }
  if (/showing error page/i.test(text)) {
    return 'The page could not be loaded (the browser shows an error page). Check the address and your connection, then run again.';
  }
  if (/No tab with id|tab was closed/i.test(text)) {
    return 'The tab was closed before Quarry could read it. Open the page again and re-run.';
  }
  return `Could not read the page: ${text}. Reload the page and run again.`;
}
