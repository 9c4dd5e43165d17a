import { useCallback, useState } from 'react';
import { sendToBackground } from '../browser/send-message';
import { valueAt } from '../grounding/pointer';
import type { Job } from '../jobs/job';

/**
 * "Show on the page" for a run's found values: asks the background to scroll the run's tab
 * to the value and outline it, and keeps one line saying how it went ("The page is no longer
 * open."). `locate` is absent when the run read no tab (pasted HTML, a background tab's page
 * whose tab is closed, mock data).
 */
export function useLocate(job: Job): { locate?: (pointer: string) => void; status: string } {
  const [status, setStatus] = useState('');
  const { tabId, result } = job;
  const pageUrls = [...(job.capture?.pages.map((p) => p.url) ?? []), job.website_url].filter(Boolean);
  const key = pageUrls.join('\n');
  const locate = useCallback(
    (pointer: string) => {
      const value = valueAt(result, pointer);
      if (tabId === null || (typeof value !== 'string' && typeof value !== 'number')) return;
      setStatus('Looking for it on the page…');
      void sendToBackground({ type: 'locate', tabId, pageUrls: key.split('\n'), value }).then((reply) => {
        setStatus(reply.ok ? reply.value.message : reply.error);
      });
    },
    [tabId, result, key],
  );
  const usable = tabId !== null && !job.mock && pageUrls.length > 0;
  return usable ? { locate, status } : { status };
}
