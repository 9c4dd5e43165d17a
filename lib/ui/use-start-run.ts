import { useState } from 'react';
import { requestAccessForRequest } from '../browser/host-access';
import { sendToBackground } from '../browser/send-message';

/**
 * Starts a run in the background; `started` gets the new run's id. The error, if the start
 * failed, is kept until the next start.
 */
export function useStartRun(
  mock: boolean,
  started: (requestId: string) => void,
): { start(request: Record<string, unknown>, skipRecipe?: boolean): Promise<void>; startError: string } {
  const [startError, setStartError] = useState('');
  async function start(request: Record<string, unknown>, skipRecipe = false): Promise<void> {
    setStartError('');
    // Another website needs its host permission; Chrome asks only during the click.
    // Global mock mode opens no website, so it asks for nothing.
    if (!mock) await requestAccessForRequest(request);
    const reply = await sendToBackground({
      type: 'start',
      request,
      tabId: null,
      ...(skipRecipe ? { skipRecipe } : {}),
    });
    if (!reply.ok) return setStartError(reply.error);
    // The reply is already checked against the start message's reply schema.
    started(reply.value.requestId);
  }
  return { start, startError };
}
