import { browser } from 'wxt/browser';

/** Bytes Quarry uses in extension storage and the quota (10 MB without unlimitedStorage). */
export async function storageUsage(): Promise<{ used: number; quota: number }> {
  const used = await browser.storage.local.getBytesInUse(null);
  const quota = browser.storage.local.QUOTA_BYTES ?? 10_485_760;
  return { used, quota };
}
