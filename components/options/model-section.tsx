import { useEffect, useState } from 'react';
import { requestHostPermission } from '@/lib/browser/host-permission';
import { sendToBackground } from '@/lib/browser/send-message';
import { z } from '@/lib/contract/zod-setup';
import { isLocalServer, maskKey, presetFor, PROVIDER_PRESETS } from '@/lib/extract/provider-presets';
import {
  chromeAiAvailability,
  findLanguageModel,
  openChromeAiSession,
  type ChromeAiAvailability,
} from '@/lib/extract/providers/chrome-ai-provider';
import { openAiCompatibleProviderSchema, type Settings, type SettingsPatch } from '@/lib/settings';

interface Draft {
  kind: 'openai-compatible' | 'chrome-ai';
  baseURL: string;
  /** A newly typed key; empty keeps the saved one (for the same base URL). */
  apiKey: string;
  model: string;
  contextTokens: number;
  timeoutSeconds: number;
}

const testReply = z.object({ message: z.string() });

function fromSettings(settings: Settings): Draft {
  const p = settings.provider;
  if (p.kind === 'openai-compatible') return { ...p, apiKey: '', kind: 'openai-compatible' };
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
    const parsed = reply.ok ? testReply.safeParse(reply.value) : null;
    setStatus(
      reply.ok
        ? { text: parsed?.success ? parsed.data.message : 'Connected.', error: false }
        : { text: reply.error, error: true },
    );
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

  const preset = presetFor(current.baseURL);
  const builtInUsable = chromeAi === 'available' || chromeAi === 'downloadable' || chromeAi === 'downloading';
  return (
    <section className="card" aria-labelledby="model-section-title">
      <h2 id="model-section-title">Model</h2>
      <p className="muted">
        The model that reads the page.{' '}
        {saved.kind === 'remote' && 'A remote endpoint is in use now; saving here switches to this model.'}
      </p>
      <fieldset className="field">
        <legend>Provider</legend>
        <label className="radio">
          <input
            type="radio"
            name="model-kind"
            checked={current.kind === 'openai-compatible'}
            onChange={() => edit({ kind: 'openai-compatible' })}
          />{' '}
          OpenAI-compatible server (OpenAI, Ollama, LM Studio, llama.cpp, OpenRouter…)
        </label>
        <label className="radio">
          <input
            type="radio"
            name="model-kind"
            checked={current.kind === 'chrome-ai'}
            disabled={!builtInUsable && current.kind !== 'chrome-ai'}
            onChange={() => edit({ kind: 'chrome-ai' })}
          />{' '}
          Chrome’s built-in model{' '}
          <span className="muted">
            {chromeAi === 'checking'
              ? '(checking…)'
              : builtInUsable
                ? '(runs on this computer)'
                : '(not available in this browser)'}
          </span>
        </label>
      </fieldset>

      {current.kind === 'openai-compatible' ? (
        <>
          <div className="field">
            <label htmlFor="model-preset">Preset</label>
            <select
              id="model-preset"
              value={preset?.id ?? 'custom'}
              onChange={(e) => {
                const next = PROVIDER_PRESETS.find((p) => p.id === e.target.value);
                if (next) edit({ baseURL: next.baseURL, model: next.model, contextTokens: next.contextTokens });
              }}
            >
              {PROVIDER_PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
              <option value="custom">Custom server</option>
            </select>
            {preset && <p className="hint">{preset.hint}</p>}
          </div>
          <div className="field">
            <label htmlFor="model-base-url">Base URL</label>
            <input id="model-base-url" value={current.baseURL} onChange={(e) => edit({ baseURL: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="model-api-key">API key</label>
            <input
              id="model-api-key"
              type="password"
              autoComplete="off"
              value={current.apiKey}
              placeholder={
                savedKey
                  ? `saved (${maskKey(savedKey)}); type to replace`
                  : preset?.needsKey
                    ? 'required'
                    : 'optional for local servers'
              }
              onChange={(e) => edit({ apiKey: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="model-name">Model</label>
            <input id="model-name" value={current.model} onChange={(e) => edit({ model: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="model-context">Context budget (tokens)</label>
            <input
              id="model-context"
              type="number"
              min={1000}
              step={1000}
              value={current.contextTokens}
              onChange={(e) => edit({ contextTokens: Number(e.target.value) })}
            />
            <p className="hint">Longer pages are split into chunks of this size. Match the model’s context window.</p>
          </div>
          <div className="field">
            <label htmlFor="model-timeout">Timeout (seconds)</label>
            <input
              id="model-timeout"
              type="number"
              min={1}
              value={current.timeoutSeconds}
              onChange={(e) => edit({ timeoutSeconds: Number(e.target.value) })}
            />
          </div>
          <p className="hint">
            {isLocalServer(current.baseURL)
              ? 'This server is on this computer: page text does not leave it.'
              : `Page text is sent to ${hostOf(current.baseURL)} when you run an extraction.`}
          </p>
          {problems.length > 0 && draft && (
            <ul className="error">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </>
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
      {status && (
        <p role="status" className={status.error ? 'error' : 'muted'}>
          {status.text}
        </p>
      )}
    </section>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
