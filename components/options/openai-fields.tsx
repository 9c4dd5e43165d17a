import { isLocalServer, presetFor, PROVIDER_PRESETS } from '@/lib/extract/provider-presets';
import { maskKey } from '@/lib/shared/mask-key';

export interface OpenAiDraft {
  baseURL: string;
  /** A newly typed key; empty keeps the saved one (for the same base URL). */
  apiKey: string;
  model: string;
  contextTokens: number;
  timeoutSeconds: number;
}

interface OpenAiFieldsProps {
  draft: OpenAiDraft;
  /** The key saved for this base URL, shown masked. */
  savedKey: string;
  problems: string[];
  /** Models the server lists (GET /v1/models), offered as suggestions; empty when it lists none. */
  models?: string[];
  onEdit(patch: Partial<OpenAiDraft>): void;
}

/** The fields of an OpenAI-compatible server: preset, base URL, key, model, budget, timeout. */
export function OpenAiFields({ draft, savedKey, problems, models = [], onEdit }: OpenAiFieldsProps): React.JSX.Element {
  const preset = presetFor(draft.baseURL);
  return (
    <>
      <div className="field">
        <label htmlFor="model-preset">Preset</label>
        <select
          id="model-preset"
          value={preset?.id ?? 'custom'}
          onChange={(e) => {
            const next = PROVIDER_PRESETS.find((p) => p.id === e.target.value);
            if (next) onEdit({ baseURL: next.baseURL, model: next.model, contextTokens: next.contextTokens });
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
        <input id="model-base-url" value={draft.baseURL} onChange={(e) => onEdit({ baseURL: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="model-api-key">API key</label>
        <input
          id="model-api-key"
          type="password"
          autoComplete="off"
          value={draft.apiKey}
          placeholder={
            savedKey
              ? `saved (${maskKey(savedKey)}); type to replace`
              : preset?.needsKey
                ? 'required'
                : 'optional for local servers'
          }
          onChange={(e) => onEdit({ apiKey: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="model-name">Model</label>
        <input
          id="model-name"
          value={draft.model}
          list={models.length > 0 ? 'model-name-suggestions' : undefined}
          onChange={(e) => onEdit({ model: e.target.value })}
        />
        {models.length > 0 && (
          <>
            <datalist id="model-name-suggestions" data-testid="model-suggestions">
              {models.map((id) => (
                <option key={id} value={id} />
              ))}
            </datalist>
            <p className="hint" data-testid="model-suggestions-hint">
              {models.length === 1
                ? `The server lists one model: ${models[0]}.`
                : `The server lists ${models.length} models: type to pick one, or enter another name.`}
              {draft.model.trim() && !models.includes(draft.model.trim())
                ? ` “${draft.model.trim()}” is not among them.`
                : ''}
            </p>
          </>
        )}
      </div>
      <div className="field">
        <label htmlFor="model-context">Context budget (tokens)</label>
        <input
          id="model-context"
          type="number"
          min={1000}
          step={1000}
          value={draft.contextTokens}
          onChange={(e) => onEdit({ contextTokens: Number(e.target.value) })}
        />
        <p className="hint">Longer pages are split into chunks of this size. Match the model’s context window.</p>
      </div>
      <div className="field">
        <label htmlFor="model-timeout">Timeout (seconds)</label>
        <input
          id="model-timeout"
          type="number"
          min={1}
          value={draft.timeoutSeconds}
          onChange={(e) => onEdit({ timeoutSeconds: Number(e.target.value) })}
        />
      </div>
      <p className="hint">
        {isLocalServer(draft.baseURL)
          ? 'This server is on this computer: page text does not leave it.'
          : `Page text is sent to ${hostOf(draft.baseURL)} when you run an extraction.`}
      </p>
      {problems.length > 0 && (
        <ul className="error">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
