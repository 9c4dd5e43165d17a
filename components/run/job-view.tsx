import { isCancelled, isFinal, type Job } from '@/lib/jobs/job';
import { GroundingMarksContext } from '@/lib/ui/grounding-marks';
import { useJobMarks } from '@/lib/ui/use-job-marks';
import { openResultsTab } from '@/lib/browser/open-tab';
import type { Draft } from '@/lib/ui/draft';
import { useNow } from '@/lib/ui/use-now';
import { CaptureDetails } from '../result/capture-details';
import { ErrorMessage } from '../shared/error-message';
import { ExportBar } from '../result/export-bar';
import { OpenLinks } from '../result/open-links';
import { ResultChecks } from '../result/result-checks';
import { RecipeLine } from '../result/recipe-line';
import { ResultView } from '../result/result-view';
import { UsageLine } from '../result/usage-line';

const STATUS_TEXT: Record<Job['status'], string> = {
  queued: 'Queued',
  processing: 'Working',
  completed: 'Done',
  failed: 'Failed',
};

const STAGE_TEXT: Record<string, string> = {
  queued: 'Waiting to start',
  capturing: 'Capturing the page',
  extracting: 'Extracting',
  finishing: 'Finishing',
};

interface JobViewProps {
  job: Job;
  draft: Draft;
  onChange(patch: Partial<Draft>): void;
  /** Sends the same request again (offered when a run failed). */
  onRunAgain?: () => void;
  /** Sends the same request to the model, bypassing the recipe (offered on a recipe-served result). */
  onRunWithModel?: () => void;
}

/** A run's state and result. Everything from the page or the model is rendered as text. */
export function JobView({ job, draft, onChange, onRunAgain, onRunWithModel }: JobViewProps): React.JSX.Element {
  const running = !isFinal(job);
  const now = useNow(running);
  const elapsedMs = job.usage?.durationMs ?? (running ? now - job.createdAt : job.updatedAt - job.createdAt);
  const seconds = (Math.max(0, elapsedMs) / 1000).toFixed(1);
  const cancelled = isCancelled(job);
  const stage = job.progress ? (STAGE_TEXT[job.progress.stage] ?? job.progress.stage) : '';
  const { marks, onlyNotFound, setOnlyNotFound, locateStatus } = useJobMarks(job);
  // A result that is incomplete or partly not on the page is never shown as a plain "Done".
  const incomplete = job.status === 'completed' && job.completeness?.complete === false;
  const statusText = incomplete ? 'Incomplete' : STATUS_TEXT[job.status];
  return (
    <section className="job" aria-label="Run" data-status={job.status}>
      <div className="job-head">
        <p className="job-status" aria-live="polite">
          {cancelled ? (
            <span className="badge badge-cancelled">Cancelled</span>
          ) : (
            <span className={`badge badge-${incomplete ? 'incomplete' : job.status}`}>{statusText}</span>
          )}
          {running && job.progress && (
            <span className="progress">
              {' '}
              {stage}
              {job.progress.detail ? ` — ${job.progress.detail}` : '…'}
            </span>
          )}
          {job.mock && job.status === 'completed' && (
            <span className="badge badge-mock" title="Sample data: nothing was extracted from the page">
              MOCK DATA
            </span>
          )}
          <span className="muted elapsed"> {seconds} s</span>
        </p>
      </div>
      {running && <div className="progress-bar" aria-hidden="true" />}
      {job.website_url && <p className="muted job-url">{job.website_url}</p>}
      <p className="job-prompt">{job.user_prompt}</p>
      {job.status === 'failed' && (
        <>
          {cancelled ? <p className="muted">You cancelled this run.</p> : <ErrorMessage text={job.error} />}
          {job.modelAnswer !== undefined && (
            <details className="model-answer">
              <summary>Show the model's answer</summary>
              <pre className="result" data-testid="model-answer">
                {job.modelAnswer}
              </pre>
            </details>
          )}
          {onRunAgain && (
            <p>
              <button type="button" onClick={onRunAgain}>
                Run again
              </button>
            </p>
          )}
        </>
      )}
      {job.status === 'completed' && (
        <>
          {job.mock && (
            <p className="mock-banner">Mock data: sample values in the shape you asked for, not read from the page.</p>
          )}
          <ResultChecks job={job} onlyNotFound={onlyNotFound} onOnlyNotFound={setOnlyNotFound} />
          <GroundingMarksContext.Provider value={marks}>
            <ResultView result={job.result} view={draft.resultView} listPath={draft.listPath} onChange={onChange} />
          </GroundingMarksContext.Provider>
          {marks.locate && (
            <p className="muted locate-status" role="status" data-testid="locate-status">
              {locateStatus}
            </p>
          )}
          {job.recipe?.used ? (
            <RecipeLine recipe={job.recipe} usage={job.usage} onRunWithModel={onRunWithModel} />
          ) : (
            <>
              {job.usage && <UsageLine usage={job.usage} mock={job.mock} />}
              {job.recipe && <RecipeLine recipe={job.recipe} />}
            </>
          )}
          {job.capture && <CaptureDetails report={job.capture} />}
          <ExportBar job={job} listPath={draft.listPath} />
          <p>
            <button type="button" onClick={() => void openResultsTab(job.id)}>
              Open in a tab
            </button>{' '}
            <span className="muted small">Full-width table: sort, search, hide and reorder columns.</span>
          </p>
          <OpenLinks job={job} draft={draft} onChange={onChange} />
        </>
      )}
    </section>
  );
}
