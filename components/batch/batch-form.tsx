import { ErrorMessage } from '../shared/error-message';
import { useEffect, useId, useState } from 'react';
import { parsePastedUrls, type PastedUrls } from '@/lib/batch/parse-urls';
import { CONCURRENCY } from '@/lib/batch/batch';
import { checkDraft } from '@/lib/ui/draft-request';
import type { Draft } from '@/lib/ui/draft';
import { startBatch } from '@/lib/ui/start-batch';

interface BatchFormProps {
  draft: Draft;
  onChange(patch: Partial<Draft>): void;
}

/** "Run on many pages": pasted addresses (one a line, or a CSV column) and the prompt. */
export function BatchForm({ draft, onChange }: BatchFormProps): React.JSX.Element {
  const id = useId();
  const [parsed, setParsed] = useState<PastedUrls | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let alive = true;
    void parsePastedUrls(draft.batchUrlsText).then((result) => alive && setParsed(result));
    return () => {
      alive = false;
    };
  }, [draft.batchUrlsText]);

  const check = checkDraft({ ...draft, source: 'page' });
  const count = parsed?.urls.length ?? 0;

  async function run(): Promise<void> {
    setError('');
    const problem = Object.values(check.problems)[0];
    if (problem) return setError(problem);
    if (!parsed || count === 0) return setError('Paste at least one page address (http or https).');
    const started = await startBatch(check.request, { urls: parsed.urls, concurrency: draft.batchConcurrency });
    if (!started.ok) return setError(started.error);
    onChange({ viewingBatchId: '' });
  }

  const notes = parsed
    ? [
        parsed.skipped ? `${parsed.skipped} line${parsed.skipped === 1 ? '' : 's'} without an address skipped` : '',
        parsed.duplicates ? `${parsed.duplicates} repeated address${parsed.duplicates === 1 ? '' : 'es'} run once` : '',
        parsed.overLimit ? `${parsed.overLimit} over the limit of 1,000 left out` : '',
        parsed.withPasswords
          ? `${parsed.withPasswords} address${parsed.withPasswords === 1 ? '' : 'es'} with a password will fail (Quarry keeps no passwords: sign in in a tab instead)`
          : '',
      ].filter(Boolean)
    : [];
  return (
    <form
      className="run-form batch-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-urls`}>Page addresses</label>
        <textarea
          id={`${id}-urls`}
          rows={5}
          placeholder={'https://shop.example/p/1\nhttps://shop.example/p/2\n… or paste a CSV with a column of links'}
          value={draft.batchUrlsText}
          onChange={(e) => onChange({ batchUrlsText: e.target.value })}
        />
        <p className="muted small" role="status">
          {count} page{count === 1 ? '' : 's'}
          {notes.length ? ` · ${notes.join(' · ')}` : ''}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-prompt`}>What do you want from each page?</label>
        <textarea
          id={`${id}-prompt`}
          rows={2}
          value={draft.prompt}
          onChange={(e) => onChange({ prompt: e.target.value })}
        />
        <p className="muted small">
          The schema and options set on the Extract screen apply to every page
          {check.request.output_schema ? ' (a schema is set)' : ''}.
        </p>
      </div>
      <div className="field inline">
        <label htmlFor={`${id}-concurrency`}>Pages at once </label>
        <select
          id={`${id}-concurrency`}
          value={draft.batchConcurrency}
          onChange={(e) => onChange({ batchConcurrency: Number(e.target.value) })}
        >
          {Array.from({ length: CONCURRENCY.max }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {error && <ErrorMessage text={error} />}
      <div className="actions">
        <button type="submit" className="primary" disabled={count === 0}>
          Run on {count} page{count === 1 ? '' : 's'}
        </button>
        <span className="muted small hint" data-testid="pace-hint">
          Pages of one site start at least a second apart; they may then load side by side.
        </span>
        <span className="muted small hint">
          Each address runs on its own: one that cannot be opened fails alone with the reason, and the others still run.
        </span>
      </div>
    </form>
  );
}
