import { browser } from 'wxt/browser';

/** Opens the results page for a run in a new tab, beside the current one. */
export async function openResultsTab(jobId: string): Promise<void> {
  await browser.tabs.create({ url: browser.runtime.getURL(`/results.html?job=${encodeURIComponent(jobId)}`) });
}
