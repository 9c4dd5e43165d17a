import type { Settings } from '../settings/settings';
import type { RemoteClient } from './client';
import { createClientFor, type RemoteClientConfig } from './create-client';
import type { MockHandler } from './mock-transport';

export interface ClientEnv {
  fetch?: typeof fetch;
  mockHandler?: MockHandler | null;
  /**
   * Whether the browser lets Quarry reach this endpoint (its optional host permission). The
   * automation API can configure an endpoint without the click a permission prompt needs.
   */
  canReach?(baseURL: string): Promise<boolean>;
  /** Tests shorten waits; the extension uses the defaults. */
  tuning?: Pick<RemoteClientConfig, 'retry' | 'poll' | 'sleep' | 'timeoutMs'>;
}

export const NO_ENDPOINT_ERROR =
  'No remote endpoint is configured: add its base URL and API key in Quarry’s settings (Remote endpoint), or turn on mock mode.';

/** Fails with the fix when the endpoint's origin was never granted (nothing to do in mock mode). */
export async function assertReachable(settings: Settings, env: ClientEnv): Promise<void> {
  if (settings.mock || settings.provider.kind !== 'remote' || !env.canReach) return;
  if (await env.canReach(settings.provider.baseURL)) return;
  throw new Error(
    `Quarry has no access to ${originOf(settings.provider.baseURL)} yet. Open Quarry’s settings → Remote endpoint and press Save endpoint, then allow access when Chrome asks.`,
  );
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

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
