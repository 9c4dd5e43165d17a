import { ErrorMessage } from '../shared/error-message';
import { useState } from 'react';
import type { BatchRecord } from '@/lib/batch/batch';
import { batchNotFound, batchRows } from '@/lib/batch/merge-rows';
import { openBatchTab } from '@/lib/browser/open-tab';
import { exportRows } from '@/lib/export/export-data';
import { isRecord } from '@/lib/export/find-lists';
import type { Job } from '@/lib/jobs/job';
import { GroundingMarksContext } from '@/lib/ui/grounding-marks';
import { controlBatch } from '@/lib/ui/start-batch';
import { useBatchResponses } from '@/lib/ui/use-batches';
import { BatchExport } from './batch-export';
import { BatchPages } from './batch-pages';
import { BatchProgress } from './batch-progress';
import { ResultTable } from '../result/result-table';

/** One batch: progress and controls, each page's checks, the merged table (updated as pages finish), exports. */
export function BatchView({ record, jobs }: { record: BatchRecord; jobs: Job[] }): React.JSX.Element {
  const responses = useBatchResponses(record);
  const [error, setError] = useState('');
  const origin = record.origin;
  const sourceJob = origin ? jobs.find((job) => job.id === origin.jobId) : undefined;
  const listed = sourceJob ? exportRows(sourceJob.result, origin?.listPath) : undefined;
  const sourceRows = Array.isArray(listed) ? listed.filter(isRecord) : undefined;
  const rows = batchRows(record, responses, sourceRows);
  // Each page's ⚠ marks, moved to the merged rows its values landed in.
  const marks = { notFound: batchNotFound(record, responses, sourceRows), onlyNotFound: false };
  const prompt = typeof record.request.user_prompt === 'string' ? record.request.user_prompt : '';
  return (
    <section className="job batch" aria-label="Batch" data-status={record.status}>
      <BatchProgress
        record={record}
        responses={responses}
        onControl={(action) => void controlBatch(record.id, action).then(setError)}
      />
      <p className="job-prompt">{prompt}</p>
      {origin && !sourceRows && (
        <p className="muted small">The run whose links were opened is no longer in History: showing the pages alone.</p>
      )}
      {error && <ErrorMessage text={error} />}
      <BatchPages record={record} responses={responses} />
      {rows.length > 0 && (
        <>
          <GroundingMarksContext.Provider value={marks}>
            <ResultTable
              lists={[{ path: '', label: 'all pages', items: rows }]}
              selected={{ path: '', label: 'all pages', items: rows }}
              onSelect={() => {}}
            />
          </GroundingMarksContext.Provider>
          <p>
            <button type="button" onClick={() => void openBatchTab(record.id)}>
              Open in a tab
            </button>{' '}
            <span className="muted small">Full-width table: sort, search, hide and reorder columns.</span>
          </p>
          <BatchExport rows={rows} createdAt={record.createdAt} />
        </>
      )}
    </section>
  );
}
