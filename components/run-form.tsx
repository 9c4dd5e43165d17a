import type { Draft } from '@/lib/ui/draft';
import { parseSchemaText } from '@/lib/ui/draft';

interface RunFormProps {
  draft: Draft;
  running: boolean;
  onChange(patch: Partial<Draft>): void;
  onRun(): void;
  onCancel(): void;
}

export function RunForm({ draft, running, onChange, onRun, onCancel }: RunFormProps): React.JSX.Element {
  const schemaCheck = parseSchemaText(draft.schemaText);
  return (
    <form
      className="run-form"
      onSubmit={(event) => {
        event.preventDefault();
        onRun();
      }}
    >
      <fieldset className="source">
        <legend>Source</legend>
        {(
          [
            ['page', 'This page'],
            ['html', 'Paste HTML'],
            ['markdown', 'Paste Markdown'],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="source"
              value={value}
              checked={draft.source === value}
              onChange={() => onChange({ source: value })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {draft.source !== 'page' && (
        <label className="field">
          {draft.source === 'html' ? 'HTML' : 'Markdown'}
          <textarea rows={5} value={draft.pasted} onChange={(e) => onChange({ pasted: e.target.value })} />
        </label>
      )}
      <label className="field">
        What do you want?
        <textarea
          rows={3}
          name="prompt"
          placeholder="every product with name, price and rating"
          value={draft.prompt}
          onChange={(e) => onChange({ prompt: e.target.value })}
        />
      </label>
      <label className="field">
        Output schema (JSON Schema, optional)
        <textarea
          rows={4}
          name="schema"
          spellCheck={false}
          placeholder='{"type":"object","properties":{"products":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"price":{"type":"number"}}}}}}'
          value={draft.schemaText}
          aria-invalid={!schemaCheck.ok}
          onChange={(e) => onChange({ schemaText: e.target.value })}
        />
      </label>
      {!schemaCheck.ok && <p className="error">{schemaCheck.error}</p>}
      <label className="check">
        <input
          type="checkbox"
          name="mock"
          checked={draft.mock}
          onChange={(e) => onChange({ mock: e.target.checked })}
        />
        Mock mode (sample data, no extraction)
      </label>
      <div className="actions">
        <button type="submit" className="primary" disabled={running || !schemaCheck.ok}>
          {running ? 'Running…' : 'Run'}
        </button>
        {running && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
