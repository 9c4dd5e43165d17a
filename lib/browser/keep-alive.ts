import { browser } from 'wxt/browser';

/**
 * Chrome stops an MV3 service worker ~30 s after its last extension event, even while a
 * fetch is pending. An extension API call every 20 s counts as activity, so long model
 * calls finish. Returns the stop function; the interval lives only as long as the run.
 */
export function keepWorkerAlive(intervalMs = 20_000): () => void {
  const timer = setInterval(() => {
    void browser.runtime.getPlatformInfo();
  }, intervalMs);
  return () => clearInterval(timer);
}
