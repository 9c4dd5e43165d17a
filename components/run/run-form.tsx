import { useId } from 'react';
import type { Settings } from '@/lib/settings/settings';
import type { Draft } from '@/lib/ui/draft';
import { normaliseUrl } from '@/lib/ui/ui-words';
import { AdvancedOptions } from './advanced-options';
import { CostLine } from './cost-line';
import { MockSwitch } from './mock-switch';
import { PrivacyLine } from './privacy-line';
import { SchemaEditor } from '../schema/schema-editor';
import { RadioChoices } from '../shared/radio-choices';

const EXAMPLES = [
  'Every product with name, price and link',
  'Title, author, date and summary',
  'Emails, phone numbers and address',
];

const SOURCES = [
  ['page', 'This page'],
  ['url', 'Another URL'],
  ['html', 'Paste HTML'],
  ['markdown', 'Paste Markdown'],
] as const;

interface RunFormProps {
  draft: Draft;
  settings: Settings;
  pageUrl: string;
  problems: Record<string, string>;
  running: boolean;
  onChange(patch: Partial<Draft>): void;
  onRun(): void;
  onCancel(): void;
  onResetOptions(): void;
}

export function RunForm(props: RunFormProps): React.JSX.Element {
  const { draft, settings, pageUrl, problems, running, onChange } = props;
  const id = useId();
  const sourceProblem = problems.website_url ?? problems.website_html ?? problems.website_markdown;
  const promptProblem = problems.user_prompt;
  return (
    <form
      className="run-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onRun();
      }}
    >
      <RadioChoices
        legend="Source"
        showLegend
        className="source"
        labelClassName="radio"
        choices={SOURCES}
        value={draft.source}
        onChoose={(source) => onChange({ source })}
      />
      {draft.source === 'url' && (
        <div className="field">
          <label htmlFor={`${id}-url`}>Page address</label>
          <input
            id={`${id}-url`}
            type="text"
            inputMode="url"
            placeholder="shop.example/products"
            value={draft.url}
            aria-invalid={Boolean(sourceProblem)}
            aria-describedby={sourceProblem ? `${id}-source-error` : undefined}
            onChange={(e) => onChange({ url: e.target.value })}
          />
          {!sourceProblem && normaliseUrl(draft.url) !== draft.url.trim() && (
            <p className="muted small">Opens {normaliseUrl(draft.url)}</p>
          )}
        </div>
      )}
      {(draft.source === 'html' || draft.source === 'markdown') && (
        <div className="field">
          <label htmlFor={`${id}-pasted`}>{draft.source === 'html' ? 'HTML' : 'Markdown'}</label>
          <textarea
            id={`${id}-pasted`}
            rows={5}
            value={draft.pasted}
            aria-invalid={Boolean(sourceProblem)}
            aria-describedby={sourceProblem ? `${id}-source-error` : undefined}
            onChange={(e) => onChange({ pasted: e.target.value })}
          />
        </div>
      )}
      {sourceProblem && draft.source !== 'page' && (
        <p className="error small" id={`${id}-source-error`}>
          {sourceProblem}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-prompt`}>What do you want?</label>
        <textarea
          id={`${id}-prompt`}
          rows={3}
          name="prompt"
          placeholder="every product with name, price and rating"
          value={draft.prompt}
          aria-invalid={Boolean(promptProblem)}
          aria-describedby={promptProblem ? `${id}-prompt-error` : undefined}
          onChange={(e) => onChange({ prompt: e.target.value })}
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter runs from the prompt box, the way chat boxes do.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              props.onRun();
            }
          }}
        />
        {promptProblem && (
          <p className="error small" id={`${id}-prompt-error`}>
            {promptProblem}
          </p>
        )}
        {!draft.prompt && (
          <div className="examples" role="group" aria-label="Example prompts">
            {EXAMPLES.map((example) => (
              <button key={example} type="button" className="chip" onClick={() => onChange({ prompt: example })}>
                {example}
              </button>
            ))}
          </div>
        )}
      </div>
      <SchemaEditor
        schemaText={draft.schemaText}
        prompt={draft.prompt}
        pageUrl={draft.source === 'url' ? draft.url : pageUrl}
        error={problems.output_schema}
        onChange={(schemaText) => onChange({ schemaText })}
      />
      <AdvancedOptions draft={draft} problems={problems} onChange={onChange} onReset={props.onResetOptions} />
      <PrivacyLine settings={settings} mock={draft.mock} />
      <CostLine settings={settings} mock={draft.mock} stealth={draft.stealth} />
      <div className="actions">
        <button type="submit" className="primary" disabled={running}>
          {running ? 'Running…' : 'Run'}
        </button>
        <MockSwitch
          settings={settings}
          mock={draft.mock}
          onChange={(mock) => onChange({ mock, mockFromFirstRun: false })}
        />
        {running && (
          <button type="button" onClick={props.onCancel}>
            Cancel
          </button>
        )}
        <span className="muted small hint">Ctrl+Enter in the prompt runs too</span>
      </div>
    </form>
  );
}
