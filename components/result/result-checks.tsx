import { useId } from 'react';
import type { Job } from '@/lib/jobs/job';
import { completenessSummary, groundingSummary } from '@/lib/ui/grounding-marks';

interface ResultChecksProps {
  job: Job;
  onlyNotFound: boolean;
  onOnlyNotFound(value: boolean): void;
}

/**
 * What Quarry checked about a result: how many values the page shows, whether every record
 * came back, any warning (empty result, cut-off answer), and what the model read.
 */
export function ResultChecks({ job, onlyNotFound, onOnlyNotFound }: ResultChecksProps): React.JSX.Element | null {
  const filterId = useId();
  const { grounding, completeness } = job;
  // A recipe-served result read the page without the model: there is no model input to show.
  const served = job.recipe?.used === true;
  const modelInput = served ? undefined : job.modelInput;
  if (!grounding && !completeness && !modelInput && !served) return null;
  const missing = grounding?.notFound.length ?? 0;
  const misplaced = grounding?.misplaced?.length ?? 0;
  const warn = completeness && !completeness.complete;
  return (
    <div className="result-checks">
      <p className="checks-line" aria-label="Checks">
        {completeness?.list !== undefined && (
          <span className={warn ? 'check-warn' : 'check-ok'} data-testid="completeness">
            {completenessSummary(completeness)}
          </span>
        )}
        {grounding && (
          <span className={missing + misplaced > 0 ? 'check-warn' : 'check-ok'} data-testid="grounding">
            {groundingSummary(grounding)}
          </span>
        )}
        {missing > 0 && (
          <label htmlFor={filterId} className="checks-filter">
            <input
              id={filterId}
              type="checkbox"
              checked={onlyNotFound}
              onChange={(e) => onOnlyNotFound(e.target.checked)}
            />{' '}
            Show only values not found
          </label>
        )}
      </p>
      {warn && completeness.note && (
        <p className="warning" role="status" data-testid="completeness-note">
          {completeness.note} {modelInput ? 'See what the model read below.' : ''}
        </p>
      )}
      {served && (
        <p className="muted small" data-testid="served-note">
          Served by the recipe — no model call.
        </p>
      )}
      {modelInput && (
        <details className="model-input" open={Boolean(warn && completeness.returned === 0)}>
          <summary>What the model read ({modelInput.text.length.toLocaleString('en-US')} characters)</summary>
          <pre className="result" data-testid="model-input">
            {modelInput.text}
            {modelInput.truncated ? '\n… (cut here: the rest was not kept)' : ''}
          </pre>
        </details>
      )}
    </div>
  );
}
