import { useEffect, useId, useState } from 'react';
import { storageUsage } from '@/lib/browser/storage-usage';
import { MAX_KEPT_JOBS } from '@/lib/history/room';
import { useJobs } from '@/lib/ui/use-jobs';

const mb = (bytes: number): string =>
  bytes < 100_000 ? `${(bytes / 1000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Where history lives and how much room it has. */
export function HistorySection(): React.JSX.Element {
  const id = useId();
  const jobs = useJobs();
  const [usage, setUsage] = useState<{ used: number; quota: number } | null>(null);
  useEffect(() => {
    void storageUsage()
      .then(setUsage)
      .catch(() => setUsage(null));
  }, [jobs.length]);
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>History</h2>
      <p>
        Every run is kept on this device with its request, result, usage, page address and time: {jobs.length}{' '}
        {jobs.length === 1 ? 'run' : 'runs'} now{usage ? `, ${mb(usage.used)} of ${mb(usage.quota)} used` : ''}.
      </p>
      <p className="muted small">
        History survives browser restarts. When storage runs short (or past {MAX_KEPT_JOBS} runs) the oldest runs are
        removed first and Quarry says so; the newest result is always kept. Search, reopen, re-run and delete runs from
        the History screen in the popup.
      </p>
    </section>
  );
}
