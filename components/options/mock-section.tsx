import { useState } from 'react';
import { checkMockOverrides, MOCK_PATHS } from '@/lib/settings/mock-overrides';
import type { Settings, SettingsPatch } from '@/lib/settings/settings';
import { useSavedChoice } from '@/lib/ui/use-saved-choice';

/** Examples in the contract's shapes, one per path, to start an override from. */
const EXAMPLES: Record<string, unknown> = {
  '/v1/smartscraper': { status: 'completed', result: { name: 'Sample product', price: 19.99 } },
  '/v1/smartscraper/start': { job_id: 'mock-job-1', status: 'processing', mock: true },
  '/v1/smartscraper/status/mock-job-1': { job_id: 'mock-job-1', status: 'completed', result: { done: true } },
  '/v1/credits': { remaining_credits: 100, total_credits_used: 0, mock: true },
  '/v1/markdownify': { result: '# Sample page\n\nSome text.' },
  '/v1/markdownify/start': { job_id: 'mock-md-1', status: 'processing', mock: true },
  '/v1/markdownify/status/mock-md-1': { job_id: 'mock-md-1', status: 'completed', result: '# Sample page' },
  '/v1/searchscraper': { result: { answer: 'Sample answer' }, reference_urls: ['https://example.com'] },
};

type Check = { ok: true; value: Record<string, unknown> } | { ok: false; problems: string[] };

function check(text: string): Check {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`Not valid JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const problems = checkMockOverrides(value);
  if (problems.length > 0) return { ok: false, problems: problems.map((p) => p.message) };
  return { ok: true, value: value as Record<string, unknown> };
}

/** Global mock mode and per-path mock responses, validated as you type. */
export function MockSection({
  settings,
  onSave,
}: {
  settings: Settings;
  onSave(patch: SettingsPatch): Promise<void>;
}): React.JSX.Element {
  const savedText = Object.keys(settings.mockOverrides).length ? JSON.stringify(settings.mockOverrides, null, 2) : '';
  const [text, setText] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const current = text ?? savedText;
  const result = check(current);
  const globalMock = useSavedChoice(settings.mock, (mock) => onSave({ mock }));

  async function chooseGlobalMock(mock: boolean): Promise<void> {
    setStatus(null);
    const saved = await globalMock.choose(mock);
    if (saved) setStatus({ text: mock ? 'Global mock mode is on.' : 'Global mock mode is off.', error: false });
  }

  async function save(patch: SettingsPatch, done: string): Promise<boolean> {
    try {
      await onSave(patch);
      setStatus({ text: done, error: false });
      return true;
    } catch (error) {
      setStatus({ text: error instanceof Error ? error.message : String(error), error: true });
      return false;
    }
  }

  function addExample(path: string): void {
    const base = result.ok ? result.value : {};
    setText(JSON.stringify({ ...base, [path]: EXAMPLES[path] }, null, 2));
    setStatus(null);
  }

  return (
    <section className="card" aria-labelledby="mock-section-title">
      <h2 id="mock-section-title">Mock mode</h2>
      <label className="check">
        <input type="checkbox" checked={globalMock.value} onChange={(e) => void chooseGlobalMock(e.target.checked)} />{' '}
        Global mock mode: every request is answered with mock data; nothing is read from other sites or sent anywhere,
        and no credits are used
      </label>
      <div className="field">
        <label htmlFor="mock-overrides">Mock responses per path (JSON)</label>
        <textarea
          id="mock-overrides"
          rows={8}
          spellCheck={false}
          value={current}
          placeholder='{ "/v1/credits": { "remaining_credits": 100, "total_credits_used": 0, "mock": true } }'
          aria-invalid={!result.ok}
          onChange={(e) => {
            setText(e.target.value);
            setStatus(null);
          }}
        />
        <p className="hint">
          Used instead of Quarry’s built-in mock data, in global mock mode and for mock runs answered locally. Scripts
          can also set a handler with <code>quarry.setMockHandler((method, path, body) =&gt; response)</code>, which
          comes first.
        </p>
        <p className="hint">Add an example:</p>
        <ul className="example-links" aria-label="Add an example">
          {MOCK_PATHS.map((path) => {
            const key = path.replace('{id}', path.startsWith('/v1/markdownify') ? 'mock-md-1' : 'mock-job-1');
            return (
              <li key={path}>
                <button type="button" className="link" onClick={() => addExample(key)}>
                  {path}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {!result.ok && (
        <ul className="error" aria-label="Problems in the mock responses">
          {result.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="actions">
        <button
          type="button"
          className="primary"
          disabled={!result.ok || text === null}
          onClick={() => {
            if (result.ok)
              void save({ mockOverrides: result.value }, 'Mock responses saved.').then((ok) => ok && setText(null));
          }}
        >
          Save mock responses
        </button>
      </div>
      {globalMock.error && (
        <p role="alert" className="error">
          Global mock mode was not changed: {globalMock.error}
        </p>
      )}
      {status && (
        <p role="status" className={status.error ? 'error' : 'muted'}>
          {status.text}
        </p>
      )}
    </section>
  );
}
