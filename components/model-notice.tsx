import { openOptionsPage } from '@/lib/browser/open-options';

export function ModelNotice({ mockOn, onUseMock }: { mockOn: boolean; onUseMock(): void }): React.JSX.Element {
  return (
    <section className="notice" aria-label="Model setup">
      <p>
        <strong>No model is configured yet.</strong> Add one in{' '}
        <button type="button" className="link" onClick={openOptionsPage}>
          settings
        </button>
        , or try Quarry with mock data (nothing is read from the page or sent anywhere).
      </p>
      {!mockOn && (
        <button type="button" onClick={onUseMock}>
          Use mock mode
        </button>
      )}
    </section>
  );
}
