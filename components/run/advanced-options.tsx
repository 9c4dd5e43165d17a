import { useId } from 'react';
import { plural } from '@/lib/ui/result-status';
import type { Draft } from '@/lib/ui/draft';
import { StepsEditor } from './steps-editor';

interface AdvancedProps {
  draft: Draft;
  problems: Record<string, string>;
  onChange(patch: Partial<Draft>): void;
  onReset(): void;
}

/** The contract's options, with the contract's own messages beside each field. */
export function AdvancedOptions({ draft, problems, onChange, onReset }: AdvancedProps): React.JSX.Element {
  const id = useId();
  const stepProblems = Object.entries(problems).filter(([field]) => field === 'steps' || field.startsWith('steps.'));
  const active = [
    draft.steps.length > 0 && `${draft.steps.length} step${draft.steps.length === 1 ? '' : 's'}`,
    draft.scrolls.trim() && countOf(draft.scrolls, 'scroll'),
    draft.pages.trim() && countOf(draft.pages, 'page'),
    draft.renderHeavyJs && 'heavy JS',
    draft.stealth && 'stealth',
    draft.plainText && 'plain text',
    draft.headersText.trim() && 'headers',
    draft.cookiesText.trim() && 'cookies',
  ].filter(Boolean);
  return (
    <details
      className="advanced"
      open={draft.advancedOpen}
      onToggle={(e) => {
        const open = e.currentTarget.open;
        if (open !== draft.advancedOpen) onChange({ advancedOpen: open });
      }}
    >
      <summary>Advanced{active.length > 0 && <span className="muted"> · {active.join(', ')}</span>}</summary>
      <div className="advanced-body">
        <StepsEditor steps={draft.steps} problems={stepProblems} onChange={(steps) => onChange({ steps })} />
        <div className="grid-2">
          <NumberField
            id={`${id}-scrolls`}
            label="Scrolls (0–50)"
            value={draft.scrolls}
            placeholder="0"
            error={problems.number_of_scrolls}
            onChange={(scrolls) => onChange({ scrolls })}
          />
          <NumberField
            id={`${id}-pages`}
            label="Pages (1–100)"
            value={draft.pages}
            placeholder="1"
            error={problems.total_pages}
            onChange={(pages) => onChange({ pages })}
          />
        </div>
        <Check
          label="Render heavy JavaScript (wait longer for the page to settle)"
          checked={draft.renderHeavyJs}
          onChange={(renderHeavyJs) => onChange({ renderHeavyJs })}
        />
        <Check
          label="Stealth (anti bot-protection)"
          checked={draft.stealth}
          onChange={(stealth) => onChange({ stealth })}
        />
        <Check
          label="Plain text result instead of JSON"
          checked={draft.plainText}
          onChange={(plainText) => onChange({ plainText })}
        />
        <PairsField
          id={`${id}-headers`}
          label="Headers (one “Name: value” per line)"
          value={draft.headersText}
          placeholder="Accept-Language: en"
          error={problems.headers}
          onChange={(headersText) => onChange({ headersText })}
        />
        <PairsField
          id={`${id}-cookies`}
          label="Cookies (one “name: value” per line)"
          value={draft.cookiesText}
          placeholder="session: abc123"
          error={problems.cookies}
          onChange={(cookiesText) => onChange({ cookiesText })}
        />
        <p className="muted small">
          Headers and cookies apply when Quarry opens another URL for you; on this page your own session is used.{' '}
          <button type="button" className="link" onClick={onReset}>
            Reset options to defaults
          </button>
        </p>
      </div>
    </details>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  error: string | undefined;
  onChange(value: string): void;
}

function NumberField({ id, label, value, placeholder, error, onChange }: TextFieldProps): React.JSX.Element {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p className="error small" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function PairsField({ id, label, value, placeholder, error, onChange }: TextFieldProps): React.JSX.Element {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={2}
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p className="error small" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
}): React.JSX.Element {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** "1 page", "2 pages"; what was typed when it is not a number (the field's error says why). */
function countOf(typed: string, noun: string): string {
  const n = Number(typed.trim());
  return Number.isFinite(n) ? plural(n, noun) : `${typed.trim()} ${noun}s`;
}
