import type { Settings } from '../settings';
import type { RemoteClient } from './client';
import { createClientFor, type RemoteClientConfig } from './create-client';
import type { MockHandler } from './mock-transport';

export interface ClientEnv {
  fetch?: typeof fetch;
  mockHandler?: MockHandler | null;
  /** Tests shorten waits; the extension uses the defaults. */
  tuning?: Pick<RemoteClientConfig, 'retry' | 'poll' | 'sleep' | 'timeoutMs'>;
}

export const NO_ENDPOINT_ERROR =
  'No remote endpoint is configured: add its base URL and API key in Quarry’s settings (Remote endpoint), or turn on mock mode.';

/**
 * The client Quarry's settings call for: global mock mode answers locally (nothing leaves
 * the browser); a remote provider talks to its endpoint. Otherwise a sentence saying why
 * there is none.
 */
export function clientForSettings(settings: Settings, env: ClientEnv = {}): RemoteClient | string {
  const provider = settings.provider.kind === 'remote' ? settings.provider : null;
  if (settings.mock) {
    return createClientFor({
      ...env.tuning,
      mock: true,
      mockOverrides: settings.mockOverrides,
      mockHandler: env.mockHandler,
    });
  }
  if (!provider) return NO_ENDPOINT_ERROR;
  return createClientFor({
    ...env.tuning,
    baseURL: provider.baseURL,
    apiKey: provider.apiKey,
    auth: provider.auth,
    fetch: env.fetch,
  });
}
