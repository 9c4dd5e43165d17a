import type { ExtractionRequest } from '../contract';
import type { Settings } from '../settings';
import type { ExtractionProvider } from './provider';
import { createMockProvider } from './providers/mock-provider';

export const NO_MODEL_ERROR =
  'No model is configured. Open Quarry’s settings to add an OpenAI-compatible endpoint (OpenAI, Ollama, LM Studio…) or a remote service, or turn on mock mode to try Quarry with sample data.';

/** Picks the provider for a run: mock when asked (per request or globally), else the configured one. */
export function selectProvider(settings: Settings, request: ExtractionRequest): ExtractionProvider | string {
  if (request.mock || settings.mock) return createMockProvider();
  switch (settings.provider.kind) {
    case 'none':
      return NO_MODEL_ERROR;
    default:
      return `The ${settings.provider.kind} provider is not available in this build yet. Choose another provider in settings, or use mock mode.`;
  }
}
