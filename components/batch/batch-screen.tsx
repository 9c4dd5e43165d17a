import { useId } from 'react';
import type { Job } from '@/lib/jobs/job';
import type { Draft } from '@/lib/ui/draft';
import { useBatches } from '@/lib/ui/use-batches';
import { plural } from '@/lib/ui/result-status';
import { BatchForm } from './batch-form';
import { BatchView } from './batch-view';

interface BatchScreenProps {
  draft: Draft;
  jobs: Job[];
  onChange(patch: Partial<Draft>): void;
}

// Short, so the picker fits a 360 px side panel.
const BATCH_TIME = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Many pages": start a batch, pick one of the recent ones, and watch it. */
export function BatchScreen({ draft, jobs, onChange }: BatchScreenProps): React.JSX.Element {
  const id = useId();
  const batches = useBatches();
  const shown = batches.find((batch) => batch.id === draft.viewingBatchId) ?? batches[0] ?? null;
  return (
    <div className="run-screen batch-screen">
      {shown?.origin && draft.viewingBatchId === shown.id ? (
        // This batch opened the links of a result, with its own prompt: the form (another
        // prompt, other addresses) waits folded so it is not read as this batch's request.
        <details className="batch-new">
          <summary>Start another batch on pasted addresses</summary>
          <BatchForm draft={draft} onChange={onChange} />
        </details>
      ) : (
        <BatchForm draft={draft} onChange={onChange} />
      )}
      {batches.length > 1 && shown && (
        <p className="list-picker">
          <label htmlFor={`${id}-batch`}>Batch </label>
          <select id={`${id}-batch`} value={shown.id} onChange={(e) => onChange({ viewingBatchId: e.target.value })}>
            {batches.map((batch) => (
              <option key={batch.id} value={batch.id}>
                {BATCH_TIME.format(batch.createdAt)} · {plural(batch.urls.length, 'page')} · {batch.status}
              </option>
            ))}
          </select>
        </p>
      )}
      {shown && <BatchView key={shown.id} record={shown} jobs={jobs} />}
    </div>
  );
}
