import { useSettingsNotice } from '@/lib/ui/use-settings-notice';

/** Says when stored settings were repaired or migrated, until the user dismisses it. */
export function SettingsNotice(): React.JSX.Element | null {
  const [text, dismiss] = useSettingsNotice();
  if (!text) return null;
  return (
    <div className="notice" role="status">
      <p>{text}</p>
      <button type="button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
