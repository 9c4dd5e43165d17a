import { useStoredNotices } from '@/lib/ui/use-stored-notices';

/** Says when stored settings or history were repaired, until the user dismisses it. */
export function SettingsNotice(): React.JSX.Element | null {
  const [notices, dismiss] = useStoredNotices();
  if (notices.length === 0) return null;
  return (
    <>
      {notices.map((notice) => (
        <div className="notice" role="status" key={notice.key}>
          <p>{notice.text}</p>
          <button type="button" onClick={() => dismiss(notice.key)}>
            Dismiss
          </button>
        </div>
      ))}
    </>
  );
}
