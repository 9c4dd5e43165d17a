import { providerSchema } from '../settings/settings';
import { byProviderKind } from '../settings/by-provider-kind';
import { chromeAiAvailability, findLanguageModel } from './providers/chrome-ai-provider';
import { testOpenAiConnection, type OpenAiEnv } from './providers/openai-compatible-provider';

/**
 * "Test connection" in settings: one tiny real request to the provider being edited (not
 * yet saved), answered with a sentence. Throws a sentence saying what to fix.
 */
export async function testConnection(rawProvider: unknown, env: OpenAiEnv = {}): Promise<string> {
  const parsed = providerSchema.safeParse(rawProvider);
  if (!parsed.success)
    throw new Error(
      `The settings are not complete: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'provider'}: ${i.message}`).join('; ')}`,
    );
  const provider = parsed.data;
  return byProviderKind<Promise<string>>(provider, {
    'openai-compatible': (openAi) => testOpenAiConnection(openAi, env),
    'chrome-ai': async () => {
      const status = await chromeAiAvailability(findLanguageModel());
      if (status === 'available') return "Chrome's built-in model is ready.";
      if (status === 'downloadable' || status === 'downloading')
        return "Chrome's built-in model is supported here but not downloaded yet: click “Download the built-in model”.";
      throw new Error(
        "Chrome's built-in model is not available in this browser. Choose an OpenAI-compatible model instead.",
      );
    },
    remote: async () => 'Remote endpoints are checked by their own settings section (credits).',
    none: async () => {
      throw new Error('Choose a provider first.');
    },
  });
}
