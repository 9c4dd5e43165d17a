import type { Settings } from '@/lib/settings/settings';

interface MockSwitchProps {
  settings: Settings;
  mock: boolean;
  onChange(mock: boolean): void;
}

/**
 * The one mock switch, beside Run, so nobody runs on sample data without seeing it. Global
 * mock mode (Settings) wins over it and is shown here as such.
 */
export function MockSwitch({ settings, mock, onChange }: MockSwitchProps): React.JSX.Element {
  return (
    <label className={`check mock-switch${mock || settings.mock ? ' on' : ''}`}>
      <input
        type="checkbox"
        checked={mock || settings.mock}
        disabled={settings.mock}
        onChange={(e) => onChange(e.target.checked)}
      />{' '}
      Mock data{settings.mock ? ' (global mock mode is on in Settings)' : ''}
    </label>
  );
}
