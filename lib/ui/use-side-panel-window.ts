import { useEffect, useState } from 'react';
import { canOpenSidePanel, userWindowId } from '../browser/side-panel';

/** The popup's window, for "Open in side panel"; null in the side panel itself or where Chrome has none. */
export function useSidePanelWindow(isPopup: boolean): number | null {
  const [windowId, setWindowId] = useState<number | null>(null);
  useEffect(() => {
    if (isPopup && canOpenSidePanel()) void userWindowId().then(setWindowId);
  }, [isPopup]);
  return isPopup ? windowId : null;
}
