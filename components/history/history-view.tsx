import { useId, useState } from 'react';
import { localStorageArea } from '@/lib/browser/storage';
import { HISTORY_NOTICE_KEY } from '@/lib/history/room';
import { searchHistory } from '@/lib/history/search';
import { isCancelled, isFinal, type Job } from '@/lib/jobs/job';
import { FAILED_CHECK_NOTE, servedBeforeFailedCheck } from '@/lib/jobs/recipe-checks';
import { sendToBackground } from '@/lib/browser/send-message';
import { useHistoryNotice, useJobs } from '@/lib/ui/use-jobs';
import { resultStatus } from '@/lib/ui/result-status';

interface HistoryViewProps {
  /** The search text, kept in the draft so a closed popup keeps it too. */
  query: string;
  onQuery(query: string): void;
  onOpen(job: Job): void;
  onRerun(job: Job): void;
}

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every kept run: search, reopen, re-run, delete, clear. */
export function HistoryView({ query, onQuery, onOpen, onRerun }: HistoryViewProps): React.JSX.Element {
  const jobs = useJobs();
  const notice = useHistoryNotice();
  const [confirmClear, setConfirmClear] = useState(false);
  const searchId = useId();
  const shown = searchHistory(jobs, query);
  const failedChecks = servedBeforeFailedCheck(jobs);
  // The background owns the job store: deleting goes through it, never straight to storage.
  const remove = (ids: string[]): Promise<unknown> => sendToBackground({ type: 'historyRemove', ids });

  async function clearAll(): Promise<void> {
    await remove(jobs.filter(isFinal).map((job) => job.id));
    setConfirmClear(false);
  }

  return (
    <section className="history" aria-label="History">
      {notice && (
        <div className="notice" role="status">
          <p>
            Storage was running short, so the {notice.removed} oldest {notice.removed === 1 ? 'run was' : 'runs were'}{' '}
            removed from history. Newer runs and your latest result are kept.
          </p>
          <button type="button" onClick={() => void localStorageArea().remove(HISTORY_NOTICE_KEY)}>
            Dismiss
          </button>
        </div>
      )}
      <div className="history-tools">
        <label htmlFor={searchId} className="sr-only">
          Search history
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Search prompts, pages and results"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
        />
        {confirmClear ? (
          <>
            <button type="button" className="danger" onClick={() => void clearAll()}>
              Delete all {jobs.filter(isFinal).length} runs
            </button>
            <button type="button" onClick={() => setConfirmClear(false)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setConfirmClear(true)} disabled={jobs.length === 0}>
            Clear history
          </button>
        )}
      </div>
      <p className="muted" role="status">
        {query
          ? `${shown.length} of ${jobs.length} runs match.`
          : `${jobs.length} ${jobs.length === 1 ? 'run' : 'runs'} kept.`}
      </p>
      <ol className="history-list">
        {shown.map((job) => (
          <li key={job.id} className="history-item" data-status={job.status}>
            <p className="history-prompt">{job.user_prompt || '(no prompt)'}</p>
            <p className="muted history-meta">
              <StatusBadge job={job} />
              {job.mock && <span className="badge badge-mock">mock</span>} {time.format(job.createdAt)}
            </p>
            {job.website_url && <p className="muted history-meta">{job.website_url}</p>}
            {failedChecks.has(job.id) && (
              <p className="check-warn small" data-testid="failed-check">
                ⚠ {FAILED_CHECK_NOTE}
              </p>
            )}
            <div className="history-actions">
              <button type="button" onClick={() => onOpen(job)} aria-label={`Open run: ${job.user_prompt}`}>
                Open
              </button>
              <button type="button" onClick={() => onRerun(job)} aria-label={`Re-run: ${job.user_prompt}`}>
                Re-run
              </button>
              <button
                type="button"
                onClick={() => void remove([job.id])}
                disabled={!isFinal(job)}
                aria-label={`Delete run: ${job.user_prompt}`}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ol>
      {jobs.length === 0 && <p className="muted">No runs yet. Your runs are kept here, on this device.</p>}
    </section>
  );
}

/** The run's word by the one status rule (lib/ui/result-status.ts), with why when it is not plain "Done". */
function StatusBadge({ job }: { job: Job }): React.JSX.Element {
  const status = resultStatus({ ...job, cancelled: isCancelled(job) });
  return (
    <span className={`badge badge-${status.tone}`} title={status.reasons.join('; ')}>
      {status.word}
    </span>
  );
}
