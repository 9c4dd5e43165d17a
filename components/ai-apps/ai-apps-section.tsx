import { useEffect, useId, useState } from 'react';
import { sendToBackground } from '@/lib/browser/send-message';
import { requestTabsPermission } from '@/lib/browser/tabs';
import { AI_APPS_KEY, parseApps, RELAY_DEFAULT_PORT, type Grant, type PairedApp } from '@/lib/relay-client/apps';
import { describeScope } from '@/lib/relay-client/consent';
import { useStored } from '@/lib/ui/use-stored';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Settings → AI apps: pair an MCP client (Claude Desktop, Cursor…) with the code its Quarry
 * MCP server printed, see the paired apps, revoke them, and edit the sites each may read
 * without asking. Tokens never reach this page: it reads only names, ports and sites.
 */
export function AiAppsSection(): React.JSX.Element {
  const id = useId();
  const apps = useStored(
    (key) => key === AI_APPS_KEY,
    (items) => parseApps(items[AI_APPS_KEY]),
    [] as PairedApp[],
  );
  const [code, setCode] = useState('');
  const [port, setPort] = useState(String(RELAY_DEFAULT_PORT));
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [connected, setConnected] = useState<string[]>([]);

  useEffect(() => {
    let alive = true;
    const refresh = (): void =>
      void sendToBackground({ type: 'aiAppsStatus' }).then((reply) => {
        if (alive && reply.ok) setConnected(reply.value.connected);
      });
    refresh();
    const timer = setInterval(refresh, 2000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  async function pair(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    setStatus('');
    setError('');
    const portNumber = Number(port);
    if (!Number.isInteger(portNumber) || portNumber < 1024 || portNumber > 65_535)
      return setError('The port is a number from 1024 to 65535 (the AI app prints it with the code).');
    // Asked inside the click: the addresses of tabs, so a question can name the site an app wants.
    await requestTabsPermission();
    setBusy(true);
    const reply = await sendToBackground({ type: 'aiAppPair', code: code.trim(), port: portNumber });
    setBusy(false);
    if (!reply.ok) return setError(reply.error);
    setCode('');
    setStatus(`Paired with ${reply.value.appName}.`);
  }

  return (
    <section className="card ai-apps" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>AI apps</h2>
      <p className="muted small">
        An AI app (an MCP client such as Claude Desktop or Cursor) running Quarry’s MCP server can ask Quarry to read
        pages in this browser. Quarry asks you the first time an app wants a site; steps that click or type need their
        own permission. Everything stays on this computer except the model calls you configured.
      </p>
      <form className="ai-apps-pair" onSubmit={(event) => void pair(event)}>
        <label>
          Pairing code
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            placeholder="the digits the app printed"
          />
        </label>
        <label>
          Port
          <input value={port} onChange={(e) => setPort(e.target.value)} inputMode="numeric" size={6} />
        </label>
        <button type="submit" disabled={busy || code.trim() === ''}>
          {busy ? 'Pairing…' : 'Pair'}
        </button>
      </form>
      <p className="muted" role="status">
        {status}
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {apps.length === 0 ? (
        <p className="muted">No paired apps.</p>
      ) : (
        apps.map((app) => (
          <AppCard key={app.appId} app={app} connected={connected.includes(app.appId)} onError={setError} />
        ))
      )}
    </section>
  );
}

function AppCard({
  app,
  connected,
  onError,
}: {
  app: PairedApp;
  connected: boolean;
  onError(text: string): void;
}): React.JSX.Element {
  async function revoke(): Promise<void> {
    const reply = await sendToBackground({ type: 'aiAppRevoke', appId: app.appId });
    if (!reply.ok) onError(reply.error);
  }
  async function saveGrants(grants: Grant[]): Promise<void> {
    const reply = await sendToBackground({ type: 'aiAppGrants', appId: app.appId, grants });
    if (!reply.ok) onError(reply.error);
  }
  return (
    <article className="ai-app" aria-label={`AI app ${app.appName}`}>
      <p>
        <strong>{app.appName}</strong>{' '}
        <span className="muted">
          · port {app.port} · paired {time.format(app.pairedAt)} ·{' '}
          {app.refused
            ? 'refused Quarry’s token: pair again with a new code'
            : connected
              ? 'connected'
              : 'not connected (Quarry dials it while it runs)'}
        </span>
      </p>
      {app.grants.length === 0 ? (
        <p className="muted small">No sites allowed yet: Quarry asks the first time.</p>
      ) : (
        <ul className="ai-app-grants" aria-label={`Allowed for ${app.appName}`}>
          {app.grants.map((grant) => (
            <li key={grant.scope}>
              {describeScope(grant.scope)}
              <label className="small">
                <input
                  type="checkbox"
                  checked={grant.steps}
                  onChange={(e) =>
                    void saveGrants(
                      app.grants.map((g) => (g.scope === grant.scope ? { ...g, steps: e.target.checked } : g)),
                    )
                  }
                />{' '}
                may click and type
              </label>{' '}
              <button
                type="button"
                aria-label={`Remove ${describeScope(grant.scope)}`}
                onClick={() => void saveGrants(app.grants.filter((g) => g.scope !== grant.scope))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="danger" onClick={() => void revoke()}>
        Revoke {app.appName}
      </button>
    </article>
  );
}
