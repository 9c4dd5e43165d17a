import { useId } from 'react';

interface StepsEditorProps {
  steps: string[];
  problems: Array<[string, string]>;
  onChange(steps: string[]): void;
}

/** Interaction steps as an editable, ordered list; each step is one plain-language action. */
export function StepsEditor({ steps, problems, onChange }: StepsEditorProps): React.JSX.Element {
  const id = useId();
  const problemOf = (index: number): string | undefined => problems.find(([field]) => field === `steps.${index}`)?.[1];
  const general = problems.find(([field]) => field === 'steps')?.[1];
  const move = (index: number, by: number): void => {
    const next = [...steps];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className="steps">
      <legend>Steps before reading the page</legend>
      {steps.length > 0 && (
        <ol>
          {steps.map((step, index) => {
            const error = problemOf(index);
            return (
              <li key={index}>
                <div className="step-row">
                  <input
                    aria-label={`Step ${index + 1}`}
                    value={step}
                    placeholder='click "Load more"'
                    autoFocus={step === ''}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${id}-${index}` : undefined}
                    onChange={(e) => onChange(steps.map((s, i) => (i === index ? e.target.value : s)))}
                  />
                  <button
                    type="button"
                    className="icon"
                    aria-label={`Move step ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="icon"
                    aria-label={`Remove step ${index + 1}`}
                    onClick={() => onChange(steps.filter((_, i) => i !== index))}
                  >
                    ✕
                  </button>
                </div>
                {error && (
                  <p className="error small" id={`${id}-${index}`}>
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {general && <p className="error small">{general}</p>}
      <button type="button" className="add-field" onClick={() => onChange([...steps, ''])}>
        + Add step
      </button>
    </fieldset>
  );
}
