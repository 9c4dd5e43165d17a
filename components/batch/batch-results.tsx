import { useState } from 'react';
import { batchNotFound, batchRows } from '@/lib/batch/merge-rows';
import { exportRows } from '@/lib/export/export-data';
import { isRecord } from '@/lib/export/find-lists';
import { toTable } from '@/lib/export/flatten';
import { batchOutcome } from '@/lib/ui/batch-checks';
import { GroundingMarksContext } from '@/lib/ui/grounding-marks';
import { EMPTY_VIEW, shownRows, visibleColumns, type TableView } from '@/lib/ui/table-view';
import { useBatchResponses, useBatches } from '@/lib/ui/use-batches';
import { useJobs } from '@/lib/ui/use-jobs';
import { BatchExport } from './batch-export';
import { FullTable } from '../result/full-table';

/** A batch's merged table in a whole tab ("Open in a tab" under Many pages), with its pages' marks. */
export function BatchResults({ batchId }: { batchId: string }): React.JSX.Element {
  const batches = useBatches();
  const jobs = useJobs();
  const record = batches.find((batch) => batch.id === batchId) ?? null;
  const responses = useBatchResponses(record);
  const [view, setView] = useState<TableView>(EMPTY_VIEW);
  if (!record)
    return (
      <p className="muted" role="status">
        Loading the batch… (a batch no longer kept — Quarry keeps the 20 newest — does not load.)
      </p>
    );
  const origin = record.origin;
  const sourceJob = origin ? jobs.find((job) => job.id === origin.jobId) : undefined;
  const listed = sourceJob ? exportRows(sourceJob.result, origin?.listPath) : undefined;
  const sourceRows = Array.isArray(listed) ? listed.filter(isRecord) : undefined;
  const rows = batchRows(record, responses, sourceRows);
  const outcome = batchOutcome(record, responses);
  const table = toTable(rows);
  const visible = visibleColumns(table.columns, view);
  const prompt = typeof record.request.user_prompt === 'string' ? record.request.user_prompt : '';
  return (
    <section className="job batch" aria-label="Batch" data-status={record.status}>
      <p className="job-status">
        <span className={`badge badge-${outcome.status.tone}`} data-testid="status">
          {outcome.status.word}
        </span>{' '}
        <span className="muted small" data-testid="batch-summary">
          {outcome.summary}
        </span>
      </p>
      <p className="job-prompt">{prompt}</p>
      <GroundingMarksContext.Provider
        value={{ notFound: batchNotFound(record, responses, sourceRows), onlyNotFound: false }}
      >
        <FullTable
          label="all pages"
          listPath=""
          columns={table.columns}
          visible={visible}
          rows={shownRows(table.rows, table.columns, view)}
          total={table.rows.length}
          view={view}
          onView={(patch) => setView((current) => ({ ...current, ...patch }))}
        />
      </GroundingMarksContext.Provider>
      <BatchExport rows={rows} createdAt={record.createdAt} />
    </section>
  );
}
