import { useState } from 'react';
import { sendToBackground } from '@/lib/browser/send-message';
import type { SettingsPatch } from '@/lib/settings/settings';
import { useSettings } from '@/lib/ui/use-settings';
import { useTheme } from '@/lib/ui/use-theme';
import { AiAppsSection } from '../ai-apps/ai-apps-section';
import { AppearanceSection } from './appearance-section';
import { DefaultsSection } from './defaults-section';
import { ExportsSection } from './exports-section';
import { GroundingSection } from './grounding-section';
import { HistorySection } from './history-section';
import { MockSection } from './mock-section';
import { ModelSection } from './model-section';
import { RecipesSection } from './recipes-section';
import { RemoteSection } from './remote-section';
import { SettingsNotice } from '../shared/settings-notice';

/** Quarry's settings page: providers and keys, remote endpoint, mock, checks, recipes, defaults, history. */
export function OptionsApp(): React.JSX.Element {
  useTheme();
  const settings = useSettings();
  const [error, setError] = useState('');

  async function onSave(patch: SettingsPatch): Promise<void> {
    const reply = await sendToBackground({ type: 'configure', patch });
    if (!reply.ok) {
      setError(reply.error);
      throw new Error(reply.error);
    }
    setError('');
  }

  return (
    <div className="options">
      <header className="options-header">
        <h1>Quarry settings</h1>
        <p className="muted">
          Saved in this browser only. Keys are stored in extension storage, shown masked after saving, and sent only to
          the endpoint they belong to.
        </p>
      </header>
      <SettingsNotice />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <nav aria-label="Sections" className="options-nav">
        <a href="#model">Model</a> <a href="#remote">Remote endpoint</a> <a href="#mock">Mock mode</a>{' '}
        <a href="#grounding">Checks</a> <a href="#recipes">Recipes</a> <a href="#ai-apps">AI apps</a>{' '}
        <a href="#defaults">Defaults</a> <a href="#appearance">Appearance</a> <a href="#history">History</a>
      </nav>
      <div id="model">
        <ModelSection settings={settings} onSave={onSave} />
      </div>
      <div id="remote">
        <RemoteSection settings={settings} onSave={onSave} />
      </div>
      <div id="mock">
        <MockSection settings={settings} onSave={onSave} />
      </div>
      <div id="grounding">
        <GroundingSection settings={settings} onSave={onSave} />
      </div>
      <div id="recipes">
        <RecipesSection settings={settings} onSave={onSave} />
      </div>
      <div id="ai-apps">
        <AiAppsSection />
      </div>
      <div id="defaults">
        <DefaultsSection />
        <ExportsSection />
      </div>
      <div id="appearance">
        <AppearanceSection />
      </div>
      <div id="history">
        <HistorySection />
      </div>
    </div>
  );
}
