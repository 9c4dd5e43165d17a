import { useState } from 'react';
import { requestHostPermission } from '@/lib/browser/host-permission';
import { sendToBackground } from '@/lib/browser/send-message';
import { normalizeBaseUrl } from '@/lib/remote/endpoint';
import { maskKey } from '@/lib/shared/mask-key';
import { RadioChoices } from '../shared/radio-choices';
import { remoteProviderSchema, type Settings, type SettingsPatch } from '@/lib/settings/settings';

interface Draft {
  baseURL: string;
  /** A newly typed key; empty keeps the saved one (for the same base URL only). */
  apiKey: string;
  send: 'html' | 'url';
  auth: 'svc-apikey' | 'bearer';
}

function fromSettings(settings: Settings): Draft {
  const p = settings.provider;
  return p.kind === 'remote'
    ? { baseURL: p.baseURL, apiKey: '', send: p.send, auth: p.auth }
    : { baseURL: '', apiKey: '', send: 'html', auth: 'svc-apikey' };
}

type Status = { text: string; error: boolean } | null;

/** A service speaking /v1/smartscraper: address, key (masked once saved), what to send, header form, credits. */
export function RemoteSection({
  settings,
  onSave,
}: {
  settings: Settings;
  onSave(patch: SettingsPatch): Promise<void>;
}): React.JSX.Element {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [credits, setCredits] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const current = draft ?? fromSettings(settings);
  const saved = settings.provider.kind === 'remote' ? settings.provider : null;
  // A saved key goes only to the endpoint it was saved for: a new address needs the key again.
  const savedKey = saved && sameEndpoint(saved.baseURL, current.baseURL) ? saved.apiKey : '';
  const provider = {
    kind: 'remote' as const,
    baseURL: current.baseURL.trim(),
    apiKey: current.apiKey.trim() || savedKey,
    send: current.send,
    auth: current.auth,
  };
  const checked = remoteProviderSchema.safeParse(provider);
  const problems = checked.success ? [] : checked.error.issues.map((i) => i.message);

  const edit = (patch: Partial<Draft>): void => {
    setDraft({ ...current, ...patch });
    setStatus(null);
  };

  async function save(): Promise<void> {
    // Chrome asks for a permission only inside the click: ask before anything is awaited.
    const permission = requestHostPermission(normalizeBaseUrl(provider.baseURL)).catch(() => false);
    setBusy(true);
    try {
      await onSave({ provider });
      const granted = await permission;
      setDraft(null);
      setStatus(
        granted
          ? { text: 'Saved. Extractions now go to this endpoint.', error: false }
          : { text: 'Saved, but Chrome did not grant access to this endpoint: save again and allow it.', error: true },
      );
    } catch (error) {
      setStatus({ text: error instanceof Error ? error.message : String(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  async function showCredits(): Promise<void> {
    setCredits({ text: 'Asking the service…', error: false });
    const reply = await sendToBackground({ type: 'credits' });
    if (!reply.ok) return setCredits({ text: reply.error, error: true });
    const { remaining_credits, total_credits_used, mock } = reply.value;
    setCredits({
      text: `${remaining_credits.toLocaleString()} credits remaining, ${total_credits_used.toLocaleString()} used${mock ? ' (mock data)' : ''}.`,
      error: false,
    });
  }

  return (
    <section className="card" aria-labelledby="remote-section-title">
      <h2 id="remote-section-title">Remote endpoint</h2>
      <p className="muted">
        A hosted extraction service, or your own server, that speaks <code>POST /v1/smartscraper</code>. When in use,
        the page goes to that service instead of a local model.{' '}
        {saved ? `In use: ${hostOf(saved.baseURL)}.` : 'Not in use.'}
      </p>
      <div className="field">
        <label htmlFor="remote-base-url">Base URL</label>
        <input
          id="remote-base-url"
          placeholder="https://api.example.com"
          value={current.baseURL}
          onChange={(e) => edit({ baseURL: e.target.value })}
        />
        <p className="hint">The address before /v1. Quarry asks Chrome for access to this origin when you save.</p>
      </div>
      <div className="field">
        <label htmlFor="remote-api-key">API key</label>
        <input
          id="remote-api-key"
          type="password"
          autoComplete="off"
          value={current.apiKey}
          placeholder={savedKey ? `saved (${maskKey(savedKey)}); type to replace` : 'your key for this service'}
          onChange={(e) => edit({ apiKey: e.target.value })}
        />
        <p className="hint">Kept in extension storage and sent only to this endpoint (redirects are not followed).</p>
      </div>
      <RadioChoices
        legend="Send"
        showLegend
        className="field"
        labelClassName="radio"
        choices={[
          [
            'html',
            <>
              {' '}
              The page as you see it (<code>website_html</code>): works behind logins and after steps; pages over 2 MB
              are trimmed, or sent as Markdown
            </>,
          ],
          [
            'url',
            <>
              {' '}
              Only the address (<code>website_url</code>): the service fetches public pages itself
            </>,
          ],
        ]}
        value={current.send}
        onChoose={(send) => edit({ send })}
      />
      <div className="field">
        <label htmlFor="remote-auth">Key header</label>
        <select
          id="remote-auth"
          value={current.auth}
          onChange={(e) => edit({ auth: e.target.value === 'bearer' ? 'bearer' : 'svc-apikey' })}
        >
          <option value="svc-apikey">SVC-APIKEY: &lt;key&gt;</option>
          <option value="bearer">Authorization: Bearer &lt;key&gt;</option>
        </select>
      </div>
      {problems.length > 0 && draft && (
        <ul className="error">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="actions">
        <button type="button" className="primary" disabled={busy || problems.length > 0} onClick={() => void save()}>
          Save endpoint
        </button>
        <button type="button" disabled={!saved && !settings.mock} onClick={() => void showCredits()}>
          Show credits
        </button>
      </div>
      {status && (
        <p role="status" className={status.error ? 'error' : 'muted'}>
          {status.text}
        </p>
      )}
      {credits && (
        <p data-testid="remote-credits" className={credits.error ? 'error' : 'muted'}>
          {credits.text}
        </p>
      )}
    </section>
  );
}

function sameEndpoint(a: string, b: string): boolean {
  return normalizeBaseUrl(a) === normalizeBaseUrl(b);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
