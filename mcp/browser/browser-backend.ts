import type { Backend } from '../backend';
import { ToolError } from '../backend';
import { RelayCallError, type RelayServer } from './relay-server';

/**
 * The default backend: tools run in the user's own Chrome, through Quarry, over the relay.
 * A call made while Quarry is not connected waits `connectWaitMs` (the worker may be waking
 * up and dialing) and then fails with what the user has to do.
 */
export function browserBackend(relay: RelayServer, connectWaitMs: number): Backend {
  return {
    name: 'your browser',
    async call(tool, args, context) {
      try {
        await relay.ready;
      } catch (error) {
        throw new ToolError((error as Error).message);
      }
      if (!relay.connected() && !(await relay.waitForConnection(connectWaitMs, context.signal))) {
        if (context.signal.aborted) throw new ToolError('The call was cancelled.');
        throw new ToolError(
          relay.pairedBefore()
            ? `Quarry is not connected: ask the user to open Chrome with Quarry (it reconnects by itself), or to pair again in Quarry → Settings → AI apps with code ${relay.code()}.`
            : `Quarry is not paired: ask the user to open Quarry → Settings → AI apps and enter code ${relay.code()}.`,
        );
      }
      try {
        return await relay.call(tool, args, { signal: context.signal, onProgress: context.onProgress });
      } catch (error) {
        if (error instanceof RelayCallError) throw new ToolError(error.message);
        throw error;
      }
    },
    close: () => relay.close(),
  };
}
