import { useEffect, useState } from 'react';
import { sendToBackground } from '@/lib/browser/send-message';
import { requestHostPermission } from '@/lib/browser/host-permission';
import { useTheme } from '@/lib/ui/use-theme';

type Question = { appName: string; scope: string; what: string; steps: string[] };

/**
 * The consent window: "<App> wants to read <site> — Allow once / Always for this site / Deny".
 * Its buttons are a click, so "Allow" can ask Chrome for the site's access right here. The
 * app's name and the steps came from outside: rendered as text.
 */
export function ConsentApp({ askId }: { askId: string }): React.JSX.Element {
  useTheme();
  const [question, setQuestion] = useState<Question | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    void sendToBackground({ type: 'consentQuestion', askId }).then((reply) => {
      if (reply.ok) setQuestion(reply.value);
      else setError(reply.error);
    });
  }, [askId]);

  async function answer(choice: 'once' | 'always' | 'deny'): Promise<void> {
    if (choice !== 'deny' && question && /^https?:/.test(question.scope)) {
      const granted = await requestHostPermission(question.scope).catch(() => false);
      if (!granted) choice = 'deny';
    }
    const reply = await sendToBackground({ type: 'consentAnswer', askId, answer: choice });
    if (!reply.ok) setError(reply.error);
    window.close();
  }

  if (error)
    return (
      <main className="consent">
        <p className="error" role="alert">
          {error}
        </p>
      </main>
    );
  if (!question) return <main className="consent muted">Loading…</main>;
  const site = /^https?:/.test(question.scope);
  return (
    <main className="consent">
      <h1>
        {question.appName} wants to {question.steps.length > 0 ? 'click and type on' : site ? 'read' : 'see'}{' '}
        {question.what}
      </h1>
      {question.steps.length > 0 && (
        <>
          <p>These steps would run on the page:</p>
          <ol>
            {question.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </>
      )}
      <p className="muted small">
        Quarry reads the page in this browser and gives the app the result. Without an answer within a minute, the app
        is told no.
      </p>
      <div className="actions">
        <button type="button" onClick={() => void answer('once')}>
          Allow once
        </button>
        <button type="button" onClick={() => void answer('always')}>
          {site ? 'Always for this site' : 'Always'}
        </button>
        <button type="button" className="danger" onClick={() => void answer('deny')}>
          Deny
        </button>
      </div>
    </main>
  );
}
