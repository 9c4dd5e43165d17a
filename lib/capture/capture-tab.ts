import { findUserTab } from '../browser/active-tab';
import { explainScriptingError } from '../browser/tab-scripting';
import type { PageSnapshot } from '../page/protocol';
import { createPageDriver } from './page-driver';

/**
 * The live DOM of a tab (the given one, else the user's active tab) after a brief settle,
 * without page options: for quarry.capture, schema suggestions, "Copy page as Markdown" and
 * markdownify. Extraction runs capture through capture-source.ts.
 */
export async function captureTab(tabId: number | null): Promise<PageSnapshot> {
  const id = tabId ?? (await findUserTab()).id;
  try {
    const driver = createPageDriver(id);
    await driver.settle({ heavy: false });
    // Timings are for the capture-speed benchmark, which calls the agent directly.
    const { timings: _timings, ...page } = await driver.capture({ fields: [] });
    return page;
  } catch (error) {
    throw new Error(explainScriptingError(error));
  }
}
