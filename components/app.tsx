import { useState } from 'react';
import { sendToBackground } from '@/lib/browser/send-message';
import { isModelConfigured } from '@/lib/settings';
import { draftToRequest } from '@/lib/ui/draft';
import { useDraft } from '@/lib/ui/use-draft';
import { useLatestJob } from '@/lib/ui/use-latest-job';
import { useSettings } from '@/lib/ui/use-settings';
import { JobView } from './job-view';
import { ModelNotice } from './model-notice';
import { RunForm } from './run-form';

export function App(): React.JSX.Element {
  const [draft, updateDraft, loaded] = useDraft();
  const settings = useSettings();
  const job = useLatestJob();
  const [startError, setStartError] = useState('');
  const running = job?.status === 'queued' || job?.status === 'processing';

  async function run(): Promise<void> {
    setStartError('');
    const built = draftToRequest(draft);
    if (!built.ok) return setStartError(built.error);
    const reply = await sendToBackground({ type: 'start', request: built.request });
    if (!reply.ok) setStartError(reply.error);
  }

  async function cancel(): Promise<void> {
    if (job) await sendToBackground({ type: 'cancel', requestId: job.id });
  }

  return (
    <main className="app">
      <header className="app-header">
        <h1>Quarry</h1>
        {settings.mock && <span className="badge badge-mock">Global mock mode</span>}
      </header>
      {!isModelConfigured(settings) && !settings.mock && (
        <ModelNotice mockOn={draft.mock} onUseMock={() => updateDraft({ mock: true })} />
      )}
      {loaded && (
        <RunForm
          draft={draft}
          onChange={updateDraft}
          onRun={() => void run()}
          onCancel={() => void cancel()}
          running={running}
        />
      )}
      {startError && (
        <p className="error" role="alert">
          {startError}
        </p>
      )}
      {job && <JobView job={job} />}
    </main>
  );
}
