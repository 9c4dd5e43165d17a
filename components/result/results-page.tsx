import { useState } from 'react';
import { findRecordLists } from '@/lib/export/find-lists';
import { toTable } from '@/lib/export/flatten';
import type { Job } from '@/lib/jobs/job';
import { cellPointer, GroundingMarksContext } from '@/lib/ui/grounding-marks';
import { EMPTY_VIEW, projectRows, shownRows, visibleColumns, type TableView } from '@/lib/ui/table-view';
import { useJob } from '@/lib/ui/use-job';
import { useJobMarks } from '@/lib/ui/use-job-marks';
import { useTheme } from '@/lib/ui/use-theme';
import { resultStatus } from '@/lib/ui/result-status';
import { isCancelled } from '@/lib/jobs/job';
import { BatchResults } from '../batch/batch-results';
import { ExportBar } from './export-bar';
import { FullTable } from './full-table';
import { JsonTree } from './json-tree';
import { ListPicker } from './result-table';
import { ResultChecks } from './result-checks';
import { RequestedFieldsNote } from './requested-fields-note';
import { withRequestedFields } from '@/lib/ui/requested-fields';

/** A run's result in a whole tab: the table at full width, with the popup's exports and marks. */
export function ResultsPage({ jobId, batchId = '' }: { jobId: string; batchId?: string }): React.JSX.Element {
  useTheme();
  const { job, loaded } = useJob(jobId);
  return (
    <div className="results-page">
      <header className="app-header">
        <h1>Quarry results</h1>
      </header>
      {batchId ? (
        <BatchResults batchId={batchId} />
      ) : !loaded ? (
        <p className="muted">Loading…</p>
      ) : job ? (
        <RunResults job={job} />
      ) : (
        <p className="error" role="alert">
          This run is not in history any more: it may have been deleted. Open a run from Quarry’s History.
        </p>
      )}
    </div>
  );
}

function RunResults({ job }: { job: Job }): React.JSX.Element {
  const [listPath, setListPath] = useState('');
  const [view, setView] = useState<TableView>(EMPTY_VIEW);
  const { marks, onlyNotFound, setOnlyNotFound, locateStatus } = useJobMarks(job);
  // Requested fields the result lacks stay as (empty) columns: a column never vanishes.
  const shownResult = withRequestedFields(job.result, job.request.output_schema);
  const lists = findRecordLists(shownResult);
  const selected = lists.find((list) => list.path === listPath) ?? lists[0];
  const status = resultStatus({ ...job, cancelled: isCancelled(job) });
  const heading = (
    <>
      <p className="job-status">
        <span className={`badge badge-${status.tone}`} data-testid="status">
          {status.word}
        </span>
        {status.reasons.length > 0 && job.status === 'completed' && (
          <span className="muted small"> {status.reasons.join(' · ')}</span>
        )}
      </p>
      <p className="job-prompt">{job.user_prompt}</p>
      {job.website_url && <p className="muted job-url">{job.website_url}</p>}
    </>
  );
  if (job.status !== 'completed')
    return (
      <section className="job" aria-label="Run">
        {heading}
        <p className="muted">This run has no result{job.status === 'failed' ? ': it did not finish' : ' yet'}.</p>
      </section>
    );
  const table = selected ? toTable(selected.items) : null;
  const visible = table ? visibleColumns(table.columns, view) : [];
  // Search looks in hidden columns too: hiding a column does not change which rows match.
  const matching = table ? shownRows(table.rows, table.columns, view) : [];
  const shown = marks.onlyNotFound
    ? matching.filter(({ index }) =>
        visible.some((column) => marks.notFound.has(cellPointer(selected?.path ?? '', index, column))),
      )
    : matching;
  return (
    <section className="job" aria-label="Run" data-status={job.status}>
      {heading}
      {job.mock && (
        <p className="mock-banner">Mock data: sample values in the shape you asked for, not read from the page.</p>
      )}
      <ResultChecks job={job} onlyNotFound={onlyNotFound} onOnlyNotFound={setOnlyNotFound} />
      <RequestedFieldsNote result={job.result} schema={job.request.output_schema} />
      <GroundingMarksContext.Provider value={marks}>
        {selected && table ? (
          <>
            <ListPicker
              lists={lists}
              selected={selected}
              onSelect={(path) => {
                setListPath(path);
                setView(EMPTY_VIEW);
              }}
            />
            <FullTable
              label={selected.label}
              listPath={selected.path}
              columns={table.columns}
              visible={visible}
              rows={shown}
              total={table.rows.length}
              view={view}
              onView={(patch) => setView((current) => ({ ...current, ...patch }))}
            />
          </>
        ) : (
          <JsonTree value={shownResult} />
        )}
      </GroundingMarksContext.Provider>
      {marks.locate && (
        <p className="muted locate-status" role="status">
          {locateStatus}
        </p>
      )}
      <ExportBar
        job={job}
        listPath={selected?.path ?? ''}
        shownRows={table ? projectRows(shown, visible) : undefined}
      />
      {table && (
        <p className="muted small">
          CSV and TSV hold the rows and columns shown, in their order; JSON holds the whole result.
        </p>
      )}
    </section>
  );
}
