import { useEffect, useState } from 'react';
import { findUserTab } from '../browser/active-tab';

/** The address of the page Quarry would read (for site templates); '' when unknown. */
export function useUserTabUrl(): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    findUserTab()
      .then((tab) => setUrl(tab.url))
      .catch(() => setUrl(''));
  }, []);
  return url;
}
