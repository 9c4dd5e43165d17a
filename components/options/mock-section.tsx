import type { Settings, SettingsPatch } from '@/lib/settings';

/** Placeholder: the owner of this section replaces it. */
export function MockSection({
  settings: _settings,
  onSave: _onSave,
}: {
  settings: Settings;
  onSave(patch: SettingsPatch): Promise<void>;
}): React.JSX.Element {
  return (
    <section className="card" aria-labelledby="mock-section-title">
      <h2 id="mock-section-title">Mock mode</h2>
      <p className="muted">Mock overrides arrive with the remote feature.</p>
    </section>
  );
}
