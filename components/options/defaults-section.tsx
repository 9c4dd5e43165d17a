import { useEffect, useId, useState } from 'react';
import { localStorageArea } from '@/lib/browser/storage';
import { validateExtractionRequest } from '@/lib/contract';
import { toUiWords } from '@/lib/ui/ui-words';
import { EMPTY_DEFAULTS, parseRunDefaults, RUN_DEFAULTS_KEY, type RunDefaults } from '@/lib/ui/defaults';

/** Defaults for the contract's options in new runs, checked with the contract's rules. */
export function DefaultsSection(): React.JSX.Element {
  const id = useId();
  const [defaults, setDefaults] = useState<RunDefaults>(EMPTY_DEFAULTS);
  const [status, setStatus] = useState('');
  useEffect(() => {
    void localStorageArea()
      .get(RUN_DEFAULTS_KEY)
      .then((items) => setDefaults(parseRunDefaults(items[RUN_DEFAULTS_KEY])));
  }, []);

  const request: Record<string, unknown> = { user_prompt: 'x' };
  if (defaults.scrolls.trim()) request.number_of_scrolls = Number(defaults.scrolls);
  if (defaults.pages.trim()) request.total_pages = Number(defaults.pages);
  const checked = validateExtractionRequest(request, { allowMissingSource: true });
  const problems = checked.ok ? {} : Object.fromEntries(checked.violations.map((v) => [v.field, toUiWords(v.message)]));

  async function save(): Promise<void> {
    if (!checked.ok) return setStatus('Fix the marked fields first.');
    await localStorageArea().set({ [RUN_DEFAULTS_KEY]: defaults });
    setStatus('Defaults saved. New runs and “Reset options” use them.');
  }

  const set = (patch: Partial<RunDefaults>): void => setDefaults((d) => ({ ...d, ...patch }));
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Defaults for new runs</h2>
      <div className="grid-2">
        <div className="field">
          <label htmlFor={`${id}-scrolls`}>Scrolls (0–50)</label>
          <input
            id={`${id}-scrolls`}
            inputMode="numeric"
            placeholder="0"
            value={defaults.scrolls}
            aria-invalid={Boolean(problems.number_of_scrolls)}
            onChange={(e) => set({ scrolls: e.target.value })}
          />
          {problems.number_of_scrolls && <p className="error small">{problems.number_of_scrolls}</p>}
        </div>
        <div className="field">
          <label htmlFor={`${id}-pages`}>Pages (1–100)</label>
          <input
            id={`${id}-pages`}
            inputMode="numeric"
            placeholder="1"
            value={defaults.pages}
            aria-invalid={Boolean(problems.total_pages)}
            onChange={(e) => set({ pages: e.target.value })}
          />
          {problems.total_pages && <p className="error small">{problems.total_pages}</p>}
        </div>
      </div>
      {(
        [
          ['renderHeavyJs', 'Render heavy JavaScript'],
          ['stealth', 'Stealth (anti bot-protection; +4 credits on remote services)'],
          ['plainText', 'Plain text results'],
          ['mock', 'Mock mode for new runs'],
        ] as const
      ).map(([key, label]) => (
        <label key={key} className="check">
          <input type="checkbox" checked={defaults[key]} onChange={(e) => set({ [key]: e.target.checked })} />
          {label}
        </label>
      ))}
      <div className="actions">
        <button type="button" className="primary" onClick={() => void save()}>
          Save defaults
        </button>
        <span className="muted" role="status">
          {status}
        </span>
      </div>
    </section>
  );
}
