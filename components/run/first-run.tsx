import { useEffect, useState } from 'react';
import { openOptionsPage } from '@/lib/browser/open-options';
import { sendToBackground } from '@/lib/browser/send-message';
import type { ChromeAiStatus } from '@/lib/messaging';

interface FirstRunProps {
  mockOn: boolean;
  onUseMock(): void;
}

/**
 * Shown until a model is set up. Chrome's built-in model is the default where it can run
 * (nothing to set up, nothing leaves the machine); otherwise the choices, each saying what
 * leaves the browser.
 */
export function FirstRun({ mockOn, onUseMock }: FirstRunProps): React.JSX.Element {
  const [chromeAi, setChromeAi] = useState<'unknown' | ChromeAiStatus>('unknown');
  const [error, setError] = useState('');
  useEffect(() => {
    void sendToBackground({ type: 'chromeAiStatus' }).then(async (reply) => {
      const status = reply.ok ? reply.value.status : 'unavailable';
      setChromeAi(status);
      // Ready to run here and now: it becomes the model, nothing to set up, nothing sent.
      // (A model Chrome must still download waits for the user's click.)
      if (status === 'available' && !mockOn) await chooseChromeAi();
    });
    // Asked once when the popup opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function chooseChromeAi(): Promise<void> {
    const reply = await sendToBackground({ type: 'configure', patch: { provider: { kind: 'chrome-ai' } } });
    if (!reply.ok) setError(reply.error);
  }

  if (mockOn)
    return (
      <section className="notice compact" aria-label="Model setup">
        <p>
          <strong>Mock mode is on:</strong> sample data, nothing is read or sent.{' '}
          <button type="button" className="link" onClick={openOptionsPage}>
            Set up a model
          </button>{' '}
          for real extraction.
        </p>
      </section>
    );

  const builtIn = chromeAi === 'available' || chromeAi === 'downloadable' || chromeAi === 'downloading';
  return (
    <section className="notice first-run" aria-label="Model setup">
      <p>
        <strong>No model is configured yet.</strong> Choose how Quarry reads pages:
      </p>
      <ul className="choices">
        {builtIn && (
          <li>
            <button type="button" className="primary" onClick={() => void chooseChromeAi()}>
              Use Chrome’s built-in model
            </button>
            <span className="muted">
              {' '}
              Runs on this computer: nothing leaves the browser.
              {chromeAi !== 'available' && ' Chrome downloads the model once.'}
            </span>
          </li>
        )}
        <li>
          <button type="button" onClick={openOptionsPage}>
            Set up a model
          </button>
          <span className="muted">
            {' '}
            OpenAI, OpenRouter (page text goes to them), Ollama, LM Studio, llama.cpp (stays on your machine), or your
            own extraction service.
          </span>
        </li>
        <li>
          <button type="button" onClick={onUseMock}>
            Use mock mode
          </button>
          <span className="muted"> Try Quarry with sample data: nothing is read from the page or sent anywhere.</span>
        </li>
      </ul>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
