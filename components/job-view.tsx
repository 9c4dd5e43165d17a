import { isFinal, type Job } from '@/lib/jobs/job';
import { useNow } from '@/lib/ui/use-now';

const STATUS_TEXT: Record<Job['status'], string> = {
  queued: 'Queued',
  processing: 'Working',
  completed: 'Done',
  failed: 'Failed',
};

/** A run's state and result. Everything from the page or the model is rendered as text. */
export function JobView({ job }: { job: Job }): React.JSX.Element {
  const now = useNow(!isFinal(job));
  const elapsedMs = job.usage?.durationMs ?? (isFinal(job) ? job.updatedAt - job.createdAt : now - job.createdAt);
  const seconds = (Math.max(0, elapsedMs) / 1000).toFixed(1);
  return (
    <section className="job" aria-live="polite" data-status={job.status}>
      <p className="job-status">
        <span className={`badge badge-${job.status}`}>{STATUS_TEXT[job.status]}</span>
        {job.progress && job.status === 'processing' && <span> {job.progress.stage}…</span>}
        {job.mock && job.status === 'completed' && (
          <span className="badge badge-mock" title="Sample data: nothing was extracted from the page">
            MOCK DATA
          </span>
        )}
        <span className="muted"> {seconds} s</span>
      </p>
      {job.website_url && <p className="muted job-url">{job.website_url}</p>}
      {job.status === 'failed' && (
        <p className="error" role="alert">
          {job.error}
        </p>
      )}
      {job.status === 'completed' && (
        <pre className="result" data-testid="result">
          {typeof job.result === 'string' ? job.result : JSON.stringify(job.result, null, 2)}
        </pre>
      )}
    </section>
  );
}
