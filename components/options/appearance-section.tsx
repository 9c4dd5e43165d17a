import { useId } from 'react';
import { localStorageArea } from '@/lib/browser/storage';
import { THEME_KEY, type Theme } from '@/lib/ui/defaults';
import { useSavedChoice } from '@/lib/ui/use-saved-choice';
import { useTheme } from '@/lib/ui/use-theme';
import { ErrorMessage } from '../shared/error-message';
import { RadioChoices } from '../shared/radio-choices';

/** Light, dark, or follow the system. */
export function AppearanceSection(): React.JSX.Element {
  const id = useId();
  const theme = useSavedChoice(useTheme(), (value) => localStorageArea().set({ [THEME_KEY]: value }));
  const choices: Array<[Theme, string]> = [
    ['system', 'Follow the system'],
    ['light', 'Light'],
    ['dark', 'Dark'],
  ];
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Appearance</h2>
      <RadioChoices
        legend="Theme"
        className="source"
        labelClassName="radio"
        choices={choices}
        value={theme.value}
        onChoose={(value) => void theme.choose(value)}
      />
      {theme.error && <ErrorMessage text={`The theme was not saved: ${theme.error}`} />}
      <p className="muted small">
        Keyboard shortcut to open Quarry: Alt+Shift+Q (change it at chrome://extensions/shortcuts).
      </p>
    </section>
  );
}
