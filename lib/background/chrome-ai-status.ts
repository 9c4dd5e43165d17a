import { chromeAiAvailability, findLanguageModel } from '../extract/providers/chrome-ai-provider';
import type { ChromeAiStatus } from '../messaging';

/**
 * Whether Chrome's built-in model (Prompt API, `LanguageModel`) can run here. Asked in the
 * background, where extraction runs, with the same options the provider's session uses; any
 * surprise counts as unavailable.
 */
export async function chromeAiStatus(scope: object = globalThis): Promise<ChromeAiStatus> {
  const status = await chromeAiAvailability(findLanguageModel(scope));
  return status === 'missing' ? 'unavailable' : status;
}
