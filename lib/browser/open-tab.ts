import { browser } from 'wxt/browser';

/** Opens the results page for a run in a new tab, beside the current one. */
export async function openResultsTab(jobId: string): Promise<void> {
  await browser.tabs.create({ url: browser.runtime.getURL(`/results.html?job=${encodeURIComponent(jobId)}`) });
}

/** Opens a batch's merged table in a new tab (the results page, in its batch mode). */
export async function openBatchTab(batchId: string): Promise<void> {
  await browser.tabs.create({ url: browser.runtime.getURL(`/results.html?batch=${encodeURIComponent(batchId)}`) });
}
