import type { ExtractionRequest } from '../contract';
import type { Settings } from '../settings/settings';
import { byProviderKind } from '../settings/by-provider-kind';
import type { ExtractionProvider } from './provider';
import type { ClientEnv } from '../remote/client-for-settings';
import { createRemoteProvider } from './providers/remote-provider';
import { createOpenAiCompatibleProvider, type OpenAiEnv } from './providers/openai-compatible-provider';
import { createChromeAiProvider } from './providers/chrome-ai-provider';
import { NO_MODEL_ERROR } from './model-errors';

export interface ProviderEnv extends ClientEnv {
  /** What a local model call needs from the browser (injected: extract does not reach chrome.*). */
  model?: OpenAiEnv;
}

/**
 * Picks the provider for a run. Global mock mode answers every request locally with no
 * network call (custom handler → per-path overrides → built-in mock data). A remote endpoint
 * gets per-request `mock: true` sent to it, as the contract describes; other providers
 * answer per-request mock runs locally, the same way global mock mode does.
 */
export function selectProvider(
  settings: Settings,
  request: ExtractionRequest,
  env: ProviderEnv = {},
): ExtractionProvider | string {
  if (settings.mock) return createRemoteProvider(settings, env);
  const local = (make: () => ExtractionProvider | string) =>
    request.mock ? createRemoteProvider({ ...settings, mock: true }, env) : make();
  return byProviderKind<ExtractionProvider | string>(settings.provider, {
    remote: () => createRemoteProvider(settings, env),
    none: () => local(() => NO_MODEL_ERROR),
    'openai-compatible': (provider) => local(() => createOpenAiCompatibleProvider(provider, env.model)),
    'chrome-ai': () => local(() => createChromeAiProvider()),
  });
}
