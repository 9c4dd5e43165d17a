import { useId, useState } from 'react';
import { localStorageArea } from '@/lib/browser/storage';
import { THEME_KEY, type Theme } from '@/lib/ui/defaults';
import { useTheme } from '@/lib/ui/use-theme';

/** Light, dark, or follow the system. */
export function AppearanceSection(): React.JSX.Element {
  const id = useId();
  const stored = useTheme();
  // Shown at once; storage catches up a moment later.
  const [chosen, setChosen] = useState<Theme | null>(null);
  const theme = chosen ?? stored;
  const choices: Array<[Theme, string]> = [
    ['system', 'Follow the system'],
    ['light', 'Light'],
    ['dark', 'Dark'],
  ];
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Appearance</h2>
      <fieldset className="source">
        <legend className="sr-only">Theme</legend>
        {choices.map(([value, label]) => (
          <label key={value} className="radio">
            <input
              type="radio"
              name="theme"
              checked={theme === value}
              onChange={() => {
                setChosen(value);
                void localStorageArea().set({ [THEME_KEY]: value });
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <p className="muted small">
        Keyboard shortcut to open Quarry: Alt+Shift+Q (change it at chrome://extensions/shortcuts).
      </p>
    </section>
  );
}
