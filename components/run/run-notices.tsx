import type { Job } from '@/lib/jobs/job';
import { ConfirmQuestion } from '../shared/confirm-question';

/** Said once after mock mode turned itself off because a model was set up. */
export function MockTurnedOffNotice({ onDismiss }: { onDismiss(): void }): React.JSX.Element {
  return (
    <p className="notice compact" role="status">
      A model is set up, so mock data is now off: Run extracts from the page.{' '}
      <button type="button" className="link" onClick={onDismiss}>
        OK
      </button>
    </p>
  );
}

/** Opening a run from history would overwrite a prompt or schema not yet run: ask first. */
export function ReplaceFieldsQuestion({
  job,
  onReplace,
  onKeep,
}: {
  job: Job;
  onReplace(): void;
  onKeep(): void;
}): React.JSX.Element {
  return (
    <ConfirmQuestion
      question="Replace your unsaved fields?"
      detail={`The form holds a prompt or schema you have not run. Replace them with the request of “${job.user_prompt}”, or keep yours.`}
      confirmLabel="Replace"
      keepLabel="Keep mine"
      onConfirm={onReplace}
      onKeep={onKeep}
    />
  );
}

/** Above a run chosen from history, while newer ones exist. */
export function EarlierRunNotice({ onShowLatest }: { onShowLatest(): void }): React.JSX.Element {
  return (
    <p className="muted small">
      Showing an earlier run.{' '}
      <button type="button" className="link" onClick={onShowLatest}>
        Show the latest
      </button>
    </p>
  );
}
