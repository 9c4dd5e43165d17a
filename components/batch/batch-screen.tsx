import { useId } from 'react';
import type { Job } from '@/lib/jobs/job';
import type { Draft } from '@/lib/ui/draft';
import { useBatches } from '@/lib/ui/use-batches';
import { BatchForm } from './batch-form';
import { BatchView } from './batch-view';

interface BatchScreenProps {
  draft: Draft;
  jobs: Job[];
  onChange(patch: Partial<Draft>): void;
}

/** "Many pages": start a batch, pick one of the recent ones, and watch it. */
export function BatchScreen({ draft, jobs, onChange }: BatchScreenProps): React.JSX.Element {
  const id = useId();
  const batches = useBatches();
  const shown = batches.find((batch) => batch.id === draft.viewingBatchId) ?? batches[0] ?? null;
  return (
    <div className="run-screen batch-screen">
      <BatchForm draft={draft} onChange={onChange} />
      {batches.length > 1 && shown && (
        <p className="list-picker">
          <label htmlFor={`${id}-batch`}>Batch </label>
          <select id={`${id}-batch`} value={shown.id} onChange={(e) => onChange({ viewingBatchId: e.target.value })}>
            {batches.map((batch) => (
              <option key={batch.id} value={batch.id}>
                {new Date(batch.createdAt).toLocaleString()} · {batch.urls.length} pages · {batch.status}
              </option>
            ))}
          </select>
        </p>
      )}
      {shown && <BatchView key={shown.id} record={shown} jobs={jobs} />}
    </div>
  );
}
