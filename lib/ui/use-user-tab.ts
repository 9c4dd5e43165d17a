import { useEffect, useState } from 'react';
import { findUserTab } from '../browser/active-tab';
import { onUserTabChange } from '../browser/tab-events';

/**
 * The address of the page Quarry would read (for site templates); '' when unknown. Kept
 * current as the user moves between tabs, which matters in the side panel.
 */
export function useUserTabUrl(): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    let alive = true;
    const refresh = (): void => {
      findUserTab()
        .then((tab) => alive && setUrl(tab.url))
        .catch(() => alive && setUrl(''));
    };
    refresh();
    const stop = onUserTabChange(refresh);
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return url;
}
