import type { Settings, SettingsPatch } from '@/lib/settings';

/** Placeholder: the owner of this section replaces it. */
export function RemoteSection({
  settings: _settings,
  onSave: _onSave,
}: {
  settings: Settings;
  onSave(patch: SettingsPatch): Promise<void>;
}): React.JSX.Element {
  return (
    <section className="card" aria-labelledby="remote-section-title">
      <h2 id="remote-section-title">Remote endpoint</h2>
      <p className="muted">Remote endpoint settings arrive with the remote feature.</p>
    </section>
  );
}
