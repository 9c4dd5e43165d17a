import { countStates, summarize, type BatchRecord } from '@/lib/batch/batch';
import type { ExtractionResponse } from '@/lib/contract';
import { useNow } from '@/lib/ui/use-now';
import { batchOutcome } from '@/lib/ui/batch-checks';
import { plural } from '@/lib/ui/result-status';

interface BatchProgressProps {
  record: BatchRecord;
  responses: ReadonlyArray<ExtractionResponse | null>;
  onControl(action: 'pause' | 'resume' | 'cancel' | 'retry'): void;
}

/** "37 / 120 pages · 2 failed · 1 min left", the controls that fit the state, and the cost. */
export function BatchProgress({ record, responses, onControl }: BatchProgressProps): React.JSX.Element {
  const running = record.status === 'running';
  const now = useNow(running, 1_000);
  const counts = countStates(record.states);
  const finished = counts.completed + counts.failed;
  const left = running ? timeLeft(record, finished, now) : '';
  const summary = summarize(record, responses);
  const outcome = batchOutcome(record, responses);
  const parts = [
    `${finished} / ${record.urls.length} pages`,
    ...(counts.failed ? [`${counts.failed} failed`] : []),
    ...(left ? [left] : []),
  ];
  return (
    <div className="batch-progress">
      <p className="job-status" aria-live="polite">
        <span className={`badge badge-${outcome.status.tone}`} data-testid="batch-status">
          {outcome.status.word}
        </span>{' '}
        <span data-testid="batch-progress">{parts.join(' · ')}</span>
      </p>
      {outcome.summary && (
        <p className={outcome.status.tone === 'completed' ? 'muted small' : 'warning'} data-testid="batch-summary">
          {outcome.summary}
        </p>
      )}
      {running && <progress max={record.urls.length} value={finished} aria-label="Pages finished" />}
      {record.status === 'interrupted' && (
        <p className="muted small">
          Quarry stopped before this batch finished (the browser or extension restarted). The finished pages are kept;
          Resume runs the rest.
        </p>
      )}
      <p className="actions">
        {running && (
          <button type="button" onClick={() => onControl('pause')}>
            Pause
          </button>
        )}
        {(record.status === 'paused' || record.status === 'interrupted') && (
          <button type="button" className="primary" onClick={() => onControl('resume')}>
            Resume
          </button>
        )}
        {(running || record.status === 'paused' || record.status === 'interrupted') && (
          <button type="button" onClick={() => onControl('cancel')}>
            Cancel batch
          </button>
        )}
        {!running && counts.failed > 0 && (
          <button type="button" className="primary" onClick={() => onControl('retry')}>
            Retry failed pages
          </button>
        )}
      </p>
      {finished > 0 && (
        <p className="muted small" data-testid="batch-cost">
          {summary.model_pages ?? 0} of {plural(finished, 'page')} used the model ·{' '}
          {((summary.input_tokens ?? 0) + (summary.output_tokens ?? 0)).toLocaleString('en-US')} tokens
        </p>
      )}
    </div>
  );
}

/** From the pace of this run of the batch (since start or Resume). */
function timeLeft(record: BatchRecord, finished: number, now: number): string {
  const done = finished - record.finishedAtSessionStart;
  const pending = record.urls.length - finished;
  if (done <= 0 || pending <= 0) return '';
  const seconds = (((now - record.sessionStartedAt) / done) * pending) / 1000;
  return seconds < 60 ? `${Math.max(1, Math.ceil(seconds))} s left` : `${Math.round(seconds / 60)} min left`;
}
