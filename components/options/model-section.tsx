import { useEffect, useState } from 'react';
import { requestHostPermission } from '@/lib/browser/host-permission';
import { sendToBackground } from '@/lib/browser/send-message';
import { PROVIDER_PRESETS } from '@/lib/extract/provider-presets';
import {
  chromeAiAvailability,
  findLanguageModel,
  openChromeAiSession,
  type ChromeAiAvailability,
} from '@/lib/extract/providers/chrome-ai-provider';
import { useModelSuggestions } from '@/lib/ui/use-model-suggestions';
import { OpenAiFields, type OpenAiDraft } from './openai-fields';
import { ErrorMessage } from '../shared/error-message';
import { RadioChoices } from '../shared/radio-choices';
import { openAiCompatibleProviderSchema, type Settings, type SettingsPatch } from '@/lib/settings/settings';

/** The server fields are kept while the user looks at the built-in model, so switching back loses nothing. */
interface Draft extends OpenAiDraft {
  kind: 'openai-compatible' | 'chrome-ai';
}

function fromSettings(settings: Settings): Draft {
  const p = settings.provider;
  if (p.kind === 'openai-compatible')
    return {
      baseURL: p.baseURL,
      apiKey: '',
      model: p.model,
      contextTokens: p.contextTokens,
      timeoutSeconds: p.timeoutSeconds,
      kind: 'openai-compatible',
    };
  const ollama = PROVIDER_PRESETS[1]!;
  return {
    kind: p.kind === 'chrome-ai' ? 'chrome-ai' : 'openai-compatible',
    baseURL: ollama.baseURL,
    apiKey: '',
    model: ollama.model,
    contextTokens: ollama.contextTokens,
    timeoutSeconds: 300,
  };
}

/** Settings for the local model: an OpenAI-compatible server (with presets) or Chrome's built-in model. */
export function ModelSection({
  settings,
  onSave,
}: {
  settings: Settings;
  onSave(patch: SettingsPatch): Promise<void>;
}): React.JSX.Element {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [chromeAi, setChromeAi] = useState<ChromeAiAvailability | 'checking'>('checking');
  const [download, setDownload] = useState<number | null>(null);
  const current = draft ?? fromSettings(settings);
  const saved = settings.provider;
  const savedKey = saved.kind === 'openai-compatible' && saved.baseURL === current.baseURL ? saved.apiKey : '';

  useEffect(() => {
    void chromeAiAvailability().then(setChromeAi);
  }, []);

  const edit = (patch: Partial<Draft>): void => {
    setDraft({ ...current, ...patch });
    setStatus(null);
  };
  const provider = (): NonNullable<SettingsPatch['provider']> =>
    current.kind === 'chrome-ai'
      ? { kind: 'chrome-ai' }
      : {
          kind: 'openai-compatible',
          baseURL: current.baseURL.trim(),
          apiKey: current.apiKey || savedKey,
          model: current.model.trim(),
          contextTokens: current.contextTokens,
          timeoutSeconds: current.timeoutSeconds,
        };
  const models = useModelSuggestions(
    current.kind === 'openai-compatible' ? current.baseURL : '',
    current.apiKey || savedKey,
    current.timeoutSeconds,
  );
  const checked = current.kind === 'openai-compatible' ? openAiCompatibleProviderSchema.safeParse(provider()) : null;
  const problems = checked && !checked.success ? checked.error.issues.map((i) => i.message) : [];

  async function save(): Promise<void> {
    // Chrome only asks for a permission inside the click, so ask before anything is awaited.
    const permission =
      current.kind === 'openai-compatible' && problems.length === 0
        ? requestHostPermission(current.baseURL.trim()).catch(() => false)
        : Promise.resolve(true);
    setBusy(true);
    try {
      await onSave({ provider: provider() });
      const granted = await permission;
      setDraft(null);
      setStatus(
        granted
          ? { text: 'Saved.', error: false }
          : {
              text: 'Saved, but Chrome did not grant access to this server: allow it when asked (save again).',
              error: true,
            },
      );
    } catch (error) {
      setStatus({ text: error instanceof Error ? error.message : String(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  async function test(): Promise<void> {
    setBusy(true);
    setStatus({ text: 'Testing…', error: false });
    const reply = await sendToBackground({ type: 'testConnection', provider: provider() });
    setStatus(reply.ok ? { text: reply.value.message, error: false } : { text: reply.error, error: true });
    setBusy(false);
  }

  async function downloadModel(): Promise<void> {
    const model = findLanguageModel();
    if (!model) return;
    setDownload(0);
    try {
      const session = await openChromeAiSession(model, { onDownload: setDownload });
      session.destroy();
      setChromeAi('available');
      setStatus({ text: "Chrome's built-in model is ready.", error: false });
    } catch (error) {
      setStatus({ text: `Download failed: ${error instanceof Error ? error.message : String(error)}`, error: true });
    } finally {
      setDownload(null);
    }
  }

  const builtInUsable = chromeAi === 'available' || chromeAi === 'downloadable' || chromeAi === 'downloading';
  return (
    <section className="card" aria-labelledby="model-section-title">
      <h2 id="model-section-title">Model</h2>
      <p className="muted">
        The model that reads the page.{' '}
        {saved.kind === 'remote' && 'A remote endpoint is in use now; saving here switches to this model.'}
      </p>
      <RadioChoices<'openai-compatible' | 'chrome-ai'>
        legend="Provider"
        showLegend
        className="field"
        labelClassName="radio"
        choices={[
          ['openai-compatible', ' OpenAI-compatible server (OpenAI, Ollama, LM Studio, llama.cpp, OpenRouter…)'],
          [
            'chrome-ai',
            <>
              {' '}
              Chrome’s built-in model{' '}
              <span className="muted">
                {chromeAi === 'checking'
                  ? '(checking…)'
                  : builtInUsable
                    ? '(runs on this computer)'
                    : '(not available in this browser)'}
              </span>
            </>,
          ],
        ]}
        value={current.kind}
        disabled={(kind) => kind === 'chrome-ai' && !builtInUsable && current.kind !== 'chrome-ai'}
        onChoose={(kind) => edit({ kind })}
      />

      {current.kind === 'openai-compatible' ? (
        <OpenAiFields
          draft={current}
          savedKey={savedKey}
          problems={draft ? problems : []}
          models={models}
          onEdit={edit}
        />
      ) : (
        <div className="field">
          <p className="hint">Nothing leaves this computer. Chrome downloads the model once (about 2 GB).</p>
          {chromeAi !== 'available' && builtInUsable && (
            <button type="button" disabled={download !== null} onClick={() => void downloadModel()}>
              {download === null ? 'Download the built-in model' : `Downloading… ${Math.round(download * 100)}%`}
            </button>
          )}
        </div>
      )}

      <div className="actions">
        <button type="button" className="primary" disabled={busy || problems.length > 0} onClick={() => void save()}>
          Save model settings
        </button>
        <button type="button" disabled={busy || problems.length > 0} onClick={() => void test()}>
          Test connection
        </button>
      </div>
      {status &&
        (status.error ? (
          <ErrorMessage text={status.text} role="status" />
        ) : (
          <p role="status" className="muted">
            {status.text}
          </p>
        ))}
    </section>
  );
}
