import type { Job } from '../jobs/job';
import { sameAddress } from '../shared/same-address';

/**
 * What "Re-run" does with a kept run. A run made on "This page" goes back to that page: the
 * tab in front when it still shows it, otherwise the page's address (opened in a background
 * tab by the runner) — never whatever tab happens to be in front now. A run made on pasted
 * HTML or Markdown asks first, since the pasted text may be stale or was too large to keep.
 */
export type RerunPlan =
  | { kind: 'run'; request: Record<string, unknown> }
  | { kind: 'ask'; source: 'html' | 'markdown'; request: Record<string, unknown>; pastedKept: boolean };

export function planRerun(job: Pick<Job, 'request' | 'website_url' | 'omittedSource'>, frontUrl: string): RerunPlan {
  const request = { ...job.request };
  const pasted =
    request.website_html !== undefined || job.omittedSource === 'website_html'
      ? 'html'
      : request.website_markdown !== undefined || job.omittedSource === 'website_markdown'
        ? 'markdown'
        : null;
  if (pasted)
    return {
      kind: 'ask',
      source: pasted,
      request,
      pastedKept: request.website_html !== undefined || request.website_markdown !== undefined,
    };
  if (request.website_url !== undefined) return { kind: 'run', request };
  // A page run: its own page, unless that page is already the one in front.
  if (!/^https?:\/\//i.test(job.website_url) || sameAddress(job.website_url, frontUrl)) return { kind: 'run', request };
  return { kind: 'run', request: { ...request, website_url: job.website_url } };
}
