import type { Settings, SettingsPatch } from '@/lib/settings';

/** Placeholder: the owner of this section replaces it. */
export function ModelSection({
  settings: _settings,
  onSave: _onSave,
}: {
  settings: Settings;
  onSave(patch: SettingsPatch): Promise<void>;
}): React.JSX.Element {
  return (
    <section className="card" aria-labelledby="model-section-title">
      <h2 id="model-section-title">Model</h2>
      <p className="muted">Provider settings arrive with the provider feature.</p>
    </section>
  );
}
