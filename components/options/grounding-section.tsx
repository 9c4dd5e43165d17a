import { useId, useState } from 'react';
import { RadioChoices } from '../shared/radio-choices';
import type { Settings, SettingsPatch } from '@/lib/settings/settings';
import { useSavedChoice } from '@/lib/ui/use-saved-choice';
import { ErrorMessage } from '../shared/error-message';

const CHOICES: Array<[Settings['grounding'], string]> = [
  ['mark', 'Mark them: keep the values and flag them in the result (grounding.notFound)'],
  ['drop', 'Drop them: replace them with null, remove list items with nothing found, list what was dropped'],
];

/** What to do with result values that are not found on the captured page. */
export function GroundingSection({
  settings,
  onSave,
}: {
  settings: Settings;
  onSave(patch: SettingsPatch): Promise<void>;
}): React.JSX.Element {
  const id = useId();
  const [status, setStatus] = useState('');
  const choice = useSavedChoice(settings.grounding, (grounding) => onSave({ grounding }));
  async function choose(grounding: Settings['grounding']): Promise<void> {
    setStatus('');
    if (await choice.choose(grounding)) setStatus('Saved. New runs use it.');
  }
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Values not found on the page</h2>
      <p className="muted small">
        Every value of a result is checked against the page it came from. Counts, yes/no answers and choices from a list
        are the model&apos;s own and are not checked.
      </p>
      <RadioChoices
        legend="Values not found on the page"
        choices={CHOICES}
        value={choice.value}
        onChoose={(value) => void choose(value)}
      />
      <p className="muted" role="status">
        {status}
      </p>
      {choice.error && <ErrorMessage text={choice.error} />}
    </section>
  );
}
