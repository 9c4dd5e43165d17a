import type { BatchRecord } from '@/lib/batch/batch';
import type { ExtractionResponse } from '@/lib/contract';
import { pageStatus } from '@/lib/ui/batch-checks';
import { completenessSummary, groundingSummary } from '@/lib/ui/grounding-marks';
import { plural } from '@/lib/ui/result-status';

interface BatchPagesProps {
  record: BatchRecord;
  responses: ReadonlyArray<ExtractionResponse | null>;
}

/**
 * Each page of a batch with the word the one status rule gives it and what was checked
 * (records counted, values found), as a single run shows them. Folded; open by itself when
 * a page needs a look.
 */
export function BatchPages({ record, responses }: BatchPagesProps): React.JSX.Element {
  const pages = record.urls.map((url, index) => {
    const response = responses[index] ?? null;
    return { url, response, status: pageStatus(record, response, index) };
  });
  const needLook = pages.filter((p) => p.status.tone === 'failed' || p.status.tone === 'incomplete').length;
  return (
    <details className="batch-pages">
      <summary>
        Each page ({plural(pages.length, 'page')}
        {needLook ? ` · ${needLook} to look at` : ''})
      </summary>
      <ol data-testid="batch-pages">
        {pages.map(({ url, response, status }, index) => (
          <li key={index} className="batch-page" data-status={status.tone}>
            <span className={`badge badge-${status.tone}`}>{status.word}</span> <span className="page-url">{url}</span>
            {response?.status === 'completed' && (response.completeness?.list !== undefined || response.grounding) && (
              <span className="muted small checks">
                {[
                  response.completeness?.list !== undefined ? completenessSummary(response.completeness) : '',
                  response.grounding ? groundingSummary(response.grounding) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            )}
            {response?.status === 'failed' && <span className="muted small checks">{response.error}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
