import type { ExtractionRequest } from '../contract';
import type { Settings } from '../settings/settings';
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
  if (settings.provider.kind === 'remote') return createRemoteProvider(settings, env);
  if (request.mock) return createRemoteProvider({ ...settings, mock: true }, env);
  switch (settings.provider.kind) {
    case 'none':
      return NO_MODEL_ERROR;
    case 'openai-compatible':
      return createOpenAiCompatibleProvider(settings.provider, env.model);
    case 'chrome-ai':
      return createChromeAiProvider();
  }
}
