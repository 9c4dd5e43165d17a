import { useState } from 'react';
import { errorText } from '../shared/errors';

/**
 * For export buttons: runs an action and keeps one line saying how it went ("Copied JSON.",
 * or why it could not finish), shown in a status region.
 */
export function useActionStatus(): [string, (label: string, action: () => Promise<void> | void) => Promise<void>] {
  const [status, setStatus] = useState('');
  async function act(label: string, action: () => Promise<void> | void): Promise<void> {
    try {
      await action();
      setStatus(label);
    } catch (error) {
      setStatus(`Could not finish: ${errorText(error)}`);
    }
  }
  return [status, act];
}
