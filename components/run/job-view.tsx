import { isCancelled, isFinal, type Job } from '@/lib/jobs/job';
import { GroundingMarksContext } from '@/lib/ui/grounding-marks';
import { useJobMarks } from '@/lib/ui/use-job-marks';
import { openResultsTab } from '@/lib/browser/open-tab';
import type { Draft } from '@/lib/ui/draft';
import { useNow } from '@/lib/ui/use-now';
import { NO_MODEL_ERROR } from '@/lib/extract/model-errors';
import { resultStatus } from '@/lib/ui/result-status';
import { withRequestedFields } from '@/lib/ui/requested-fields';
import { multiPageNote } from '@/lib/ui/recipe-words';
import { FAILED_CHECK_NOTE } from '@/lib/jobs/recipe-checks';
import { RequestedFieldsNote } from '../result/requested-fields-note';
import { CaptureDetails } from '../result/capture-details';
import { ErrorMessage } from '../shared/error-message';
import { ExportBar } from '../result/export-bar';
import { OpenLinks } from '../result/open-links';
import { ResultChecks } from '../result/result-checks';
import { RecipeLine } from '../result/recipe-line';
import { ResultView } from '../result/result-view';
import { UsageLine } from '../result/usage-line';

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
  /** A model is set up now: a run that failed for want of one says so instead of its stale error. */
  modelReady?: boolean;
  /** Recipes are on (Settings → Recipes): a run that could not teach one says why. */
  recipesOn?: boolean;
  /** A recipe served this run and later failed a drift check (lib/jobs/recipe-checks.ts). */
  failedCheck?: boolean;
}

/** A run's state and result. Everything from the page or the model is rendered as text. */
export function JobView({
  job,
  draft,
  onChange,
  onRunAgain,
  onRunWithModel,
  modelReady,
  recipesOn,
  failedCheck,
}: JobViewProps): React.JSX.Element {
  const running = !isFinal(job);
  const now = useNow(running);
  const elapsedMs = job.usage?.durationMs ?? (running ? now - job.createdAt : job.updatedAt - job.createdAt);
  const seconds = (Math.max(0, elapsedMs) / 1000).toFixed(1);
  const cancelled = isCancelled(job);
  const stage = job.progress ? (STAGE_TEXT[job.progress.stage] ?? job.progress.stage) : '';
  const { marks, onlyNotFound, setOnlyNotFound, locateStatus } = useJobMarks(job);
  // A result that is cut off, incomplete or partly not on the page is never shown as a plain "Done".
  const status = resultStatus({ ...job, cancelled });
  return (
    <section className="job" aria-label="Run" data-status={job.status}>
      <div className="job-head">
        <p className="job-status" aria-live="polite">
          <span className={`badge badge-${status.tone}`} title={status.reasons.join('; ')} data-testid="status">
            {status.word}
          </span>
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
          {cancelled ? (
            <p className="muted">You cancelled this run.</p>
          ) : modelReady && job.error === NO_MODEL_ERROR ? (
            <p className="notice compact" role="status" data-testid="model-ready">
              Model set up — run again.
            </p>
          ) : (
            <ErrorMessage text={job.error} />
          )}
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
          <RequestedFieldsNote result={job.result} schema={job.request.output_schema} />
          <GroundingMarksContext.Provider value={marks}>
            <ResultView
              result={withRequestedFields(job.result, job.request.output_schema)}
              view={draft.resultView}
              listPath={draft.listPath}
              onChange={onChange}
            />
          </GroundingMarksContext.Provider>
          {marks.locate && (
            <p className="muted locate-status" role="status" data-testid="locate-status">
              {locateStatus}
            </p>
          )}
          {failedCheck && (
            <p className="warning" role="status" data-testid="failed-check">
              ⚠ {FAILED_CHECK_NOTE}: a later page checked by the model showed that this recipe no longer reads this site
              right, so these values may be wrong.
            </p>
          )}
          {job.recipe?.used ? (
            <RecipeLine recipe={job.recipe} usage={job.usage} onRunWithModel={onRunWithModel} />
          ) : (
            <>
              {job.usage && <UsageLine usage={job.usage} mock={job.mock} />}
              {job.recipe && <RecipeLine recipe={job.recipe} />}
              {recipesOn && multiPageNote(job) && (
                <p className="recipe-note muted small" data-testid="recipe-note">
                  {multiPageNote(job)}
                </p>
              )}
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
