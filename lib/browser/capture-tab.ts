import type { CaptureOptions } from '../page/agent';
import type { PageSnapshot } from '../page/snapshot';
import { createPageDriver, explainCaptureError } from './page-driver';

/**
 * Injects the page agent into a tab (activeTab + scripting, no host permission), lets the
 * page settle briefly and returns a snapshot of the live DOM. Page options (steps, scrolls,
 * pages) go through lib/jobs/capture-pages.ts with the same driver.
 */
export async function captureTab(tabId: number, options: CaptureOptions): Promise<PageSnapshot> {
  try {
    const driver = createPageDriver(tabId);
    await driver.settle(false);
    return await driver.capture(options.fields ?? []);
  } catch (error) {
    throw new Error(explainCaptureError(error));
  }
}
